/**
 * Over a full round in the sandbox, everything each player's client received
 * (the traffic pane's record: room and player metadata, every broadcast) shows
 * no other seat's hidden hole die in readable form: it travels only sealed.
 */
import { describe, expect, it } from 'vitest';
import { decodePublicTable } from '../../src/sync/publicTable';
import { TABLE_KEY } from '../../src/sync/wire';
import type { TrafficEntry } from './harness';
import {
  act,
  holeDiceOnGmPanel,
  joinAll,
  phaseOf,
  PLAYERS,
  playUntil,
  ROUND_TIMEOUT_MS,
  SEATS,
  valuesOf,
} from './runtime-table';
import { fileSandbox } from './fileSandbox';

const env = fileSandbox();

/** What one received message says, with sealed views reduced to their envelope. */
async function inspect(entry: TrafficEntry) {
  const data = JSON.parse(entry.json) as unknown;
  const envelopes = valuesOf(data, 'data').filter(
    (d): d is Record<string, unknown> => (d as { t?: unknown })?.t === 'view',
  );
  const tables = await Promise.all(valuesOf(data, TABLE_KEY).map((t) => decodePublicTable(t)));
  return { envelopes, tables };
}

describe('secrets on the wire, in the sandbox', () => {
  it(
    'over a full round, no player’s client receives another seat’s hidden hole die in readable form',
    async () => {
      const sandbox = await env.open({ seats: SEATS });
      const gm = sandbox.seat('GM');
      const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
      await joinAll(sandbox, PLAYERS);
      await act(all, gm, 'Start the round');
      const hidden: Record<string, Set<number>> = {};
      const noteHoles = async () => {
        if (!/^(The Cut|Betting)/.test(await phaseOf(gm))) return;
        for (const [name, face] of Object.entries(await holeDiceOnGmPanel(sandbox, PLAYERS))) {
          hidden[name] ??= new Set();
          hidden[name].add(face);
        }
      };
      await playUntil(
        sandbox,
        PLAYERS,
        async () => (await phaseOf(gm)).startsWith('Staredown'),
        noteHoles,
      );
      await act(all, gm, 'End the staredown');
      await playUntil(sandbox, PLAYERS, async () => (await phaseOf(gm)).startsWith('Round over'));
      expect(Object.keys(hidden).sort()).toEqual([...PLAYERS].sort());

      const traffic = await sandbox.traffic();
      expect(traffic[0]?.seq, 'the traffic log kept everything').toBe(1);
      for (const name of PLAYERS) {
        const received = traffic.filter((e) => e.seatName === name && e.direction === 'in');
        let sealed = 0;
        let tables = 0;
        for (const entry of received) {
          // The secret lines of the log ("Your hole die shows 7") never travel in clear.
          expect(entry.json).not.toMatch(/hole die shows/);
          const found = await inspect(entry);
          for (const envelope of found.envelopes) {
            // A view is only ever an envelope: to whom, an IV, which part, and ciphertext.
            expect(Object.keys(envelope).sort()).toEqual(['ct', 'iv', 'part', 'parts', 't', 'to']);
            expect(atob(envelope.ct as string)).not.toMatch(/"face"|"hole"|"seats"/);
            sealed++;
          }
          for (const table of found.tables) {
            expect(table, 'the public table is readable').not.toBeNull();
            tables++;
            if (table!.view.phase !== 'cut' && table!.view.phase !== 'betting') continue;
            for (const seat of table!.view.seats) {
              for (const die of seat.dice.filter((d) => d.hole))
                expect([die.face, die.counts]).toEqual([null, null]);
              expect(seat.total).toBeNull();
            }
          }
          // Anything else it received is public: no die in it is a hole die with a face.
          if (found.envelopes.length === 0 && found.tables.length === 0)
            expect(entry.json).not.toMatch(/"hole":true/);
        }
        expect(sealed).toBeGreaterThan(5);
        expect(tables).toBeGreaterThan(5);
      }
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );
});
