/**
 * Over a whole round, nothing a player's client receives (room metadata,
 * party metadata, every broadcast, as raw bytes) shows another seat's hidden
 * hole die: it travels only sealed to its owner.
 */
import { describe, expect, it } from 'vitest';
import { ViewAssembler, readSealedView, type ViewEnvelope } from '../../src/sync/envelope';
import { decodePublicTable } from '../../src/sync/publicTable';
import { TABLE_KEY } from '../../src/sync/wire';
import { twentyOneView } from '../support/tables';
import { said } from '../support/words';
import { gmView, playRound, seatedTable, type TestTable } from './table';
import { channelKeysOf } from './wire';

interface Secret {
  seat: string;
  face: number;
}

/** Every hole die while it was hidden, read from the host's GM view after each step. */
function hiddenHoleDice(table: TestTable, into: Secret[]) {
  const view = gmView(table);
  if (
    view.seats.some((s) => s.dice.some((d) => d.hole)) &&
    !said(view).log.some((l) => l.text.startsWith('Hole dice revealed'))
  ) {
    for (const seat of view.seats) {
      const hole = seat.dice.find((d) => d.hole);
      if (hole && !into.some((s) => s.seat === seat.id && s.face === hole.face))
        into.push({ seat: seat.id, face: hole.face! });
    }
  }
}

describe('hidden dice stay hidden from everyone but their owner', () => {
  it('over a full round, no player receives another seat’s hole die in readable form', async () => {
    const table = await seatedTable(['Ana', 'Brom', 'Cass', 'Dain']);
    const secrets: Secret[] = [];
    await playRound(table, () => hiddenHoleDice(table, secrets));
    expect(secrets.length).toBeGreaterThanOrEqual(4);

    for (const player of table.players) {
      const others = secrets.filter((s) => s.seat !== player.tab.playerId);
      const received = table.room.received(player.tab.connectionId);
      expect(received.length).toBeGreaterThan(20);
      let ownEnvelopes = 0;
      const key = (await channelKeysOf(table, player)).view;
      const assembler = new ViewAssembler();
      for (const delivery of received) {
        // The secret log lines ("Your hole die shows 7") never cross the wire in clear, for anyone.
        expect(delivery.raw).not.toMatch(/hole die shows/);
        const message = JSON.parse(delivery.raw) as {
          data?: { t?: string; to?: string; iv?: string; ct?: string };
        };
        if (delivery.kind === 'room-metadata') {
          const table = await decodePublicTable((message as Record<string, unknown>)[TABLE_KEY]);
          const round = table && ['cut', 'betting'].includes(table.view.phase);
          // Before the reveal the public table names no hole die's face or count.
          if (round)
            for (const seat of twentyOneView(table.view).seats)
              for (const d of seat.dice.filter((x) => x.hole))
                expect([d.face, d.counts]).toEqual([null, null]);
        }
        if (delivery.kind === 'broadcast' && message.data?.t === 'view') {
          const envelope = message.data as ViewEnvelope;
          const plaintext = await assembler.add(key, envelope);
          if (envelope.part < envelope.parts - 1) continue;
          if (envelope.to !== player.tab.playerId) {
            // Addressed to someone else: this player's keys cannot open it.
            expect(plaintext).toBeNull();
            continue;
          }
          expect(plaintext).not.toBeNull();
          ownEnvelopes++;
          const view = twentyOneView(readSealedView(plaintext!)!.view);
          if (!['cut', 'betting'].includes(view.phase)) continue;
          for (const seat of view.seats.filter((s) => s.id !== player.tab.playerId)) {
            for (const d of seat.dice.filter((x) => x.hole))
              expect([d.face, d.counts]).toEqual([null, null]);
            // Nor anything the hole die could be worked out from: the whole total, the fees of a natural 1.
            expect([seat.total, seat.fees]).toEqual([null, null]);
            const hidden = others
              .filter((o) => o.seat === seat.id)
              .map((o) => `"face":${o.face},"counts":${o.face},"hole":true`);
            for (const pattern of hidden) expect(JSON.stringify(seat)).not.toContain(pattern);
          }
        }
      }
      expect(ownEnvelopes).toBeGreaterThan(3);
    }
  });

  it('the GM’s own view, with every hole die, never leaves the GM’s client in clear', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    await playRound(table);
    for (const player of table.players) {
      for (const delivery of table.room.received(player.tab.connectionId)) {
        const message = JSON.parse(delivery.raw) as { data?: { t?: string; to?: string } };
        expect(message.data?.to === table.gm.tab.playerId).toBe(false);
      }
    }
  });
});
