/**
 * What Owlbear's connections do to a table with a round in progress (docs/sandbox.md, "Real-room conditions"): one
 * player on two connections, the hosting GM's socket dropped and back under a new id, a player reconnecting, and
 * token selections firing change events. No page reloads; the table plays on, and nobody ever sees two hosts.
 */
import { describe, expect, it } from 'vitest';
import { WAIT_MS, type SandboxPage } from './harness';
import {
  act,
  joinAll,
  logLength,
  movesOf,
  phaseOf,
  pickMove,
  playUntil,
  ROUND_TIMEOUT_MS,
} from './runtime-table';
import { CLAIM_KEY } from '../../src/sync/hostClaim';
import { HOST_KEY } from '../../src/sync/wire';
import { fileSandbox } from './fileSandbox';

const PLAYERS = ['Ana', 'Brom'];

const env = fileSandbox();

async function roundInProgress(): Promise<SandboxPage> {
  const sandbox = await env.open({ seats: ['GM:GM', ...PLAYERS] });
  await joinAll(sandbox, PLAYERS);
  await act(
    ['GM', ...PLAYERS].map((n) => sandbox.seat(n)),
    sandbox.seat('GM'),
    'Start the round',
  );
  return sandbox;
}

/** The seats whose own claim names their own connection: the hosts, as every client judges them. */
async function hosts(sandbox: SandboxPage): Promise<string[]> {
  const { seats } = await sandbox.state();
  return seats
    .filter(
      (seat) =>
        (seat.metadata[CLAIM_KEY] as { connectionId?: string } | null)?.connectionId ===
        seat.connectionId,
    )
    .map((seat) => seat.name);
}

const leaseOf = async (sandbox: SandboxPage) =>
  (await sandbox.state()).roomMetadata[HOST_KEY] as
    | { connectionId: string; status: string }
    | undefined;

/** Every named seat's panel shows the GM's log, line for line. */
async function allAgree(sandbox: SandboxPage, names: string[]): Promise<void> {
  const lines = await logLength(sandbox.seat('GM').action);
  for (const name of names)
    await expect.poll(() => logLength(sandbox.seat(name).action), { timeout: WAIT_MS }).toBe(lines);
}

const untilBetting = (sandbox: SandboxPage, players = PLAYERS) =>
  playUntil(sandbox, players, async () =>
    (await phaseOf(sandbox.seat('GM'))).startsWith('Betting'),
  );

describe('one player on two connections', () => {
  it(
    'a player’s second tab shows their own hand, and they play from it; the first tab follows',
    async () => {
      const sandbox = await roundInProgress();
      const second = await sandbox.openConnection('Ana');
      expect(second.name).toBe('Ana (2)');
      expect((await second.player()).id).toBe((await sandbox.seat('Ana').player()).id);
      await second.action.getByLabel('Your hand').waitFor({ timeout: WAIT_MS });
      await untilBetting(sandbox, ['Ana (2)', 'Brom']);
      await allAgree(sandbox, ['Ana', 'Ana (2)', 'Brom']);
      expect(await sandbox.seat('Ana').action.getByLabel('Your hand').innerText()).toBe(
        await second.action.getByLabel('Your hand').innerText(),
      );
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    'the GM on two connections: one host; when the hosting one leaves, the other resumes the table and the round plays on',
    async () => {
      const sandbox = await roundInProgress();
      const gm2 = await sandbox.openConnection('GM');
      await allAgree(sandbox, ['GM (2)', ...PLAYERS]);
      expect(await hosts(sandbox)).toEqual(['GM']);
      const phase = await phaseOf(sandbox.seat('GM'));
      expect(await phaseOf(gm2)).toBe(phase);

      await sandbox.seat('GM').remove();
      // The second connection is the GM's only one now, so the sandbox names it `GM`.
      const gm = sandbox.seat('GM');
      const connectionId = (await gm.player()).connectionId;
      // No wait for the new host to finish starting: a move made meanwhile waits for it.
      await expect
        .poll(async () => (await leaseOf(sandbox))?.connectionId, { timeout: WAIT_MS })
        .toBe(connectionId);
      expect(await hosts(sandbox)).toEqual(['GM']);
      expect(await phaseOf(gm)).toBe(phase);
      await untilBetting(sandbox);
      await allAgree(sandbox, PLAYERS);
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );
});

describe('dropped sockets and reconnects, mid-round', () => {
  it(
    'the hosting GM’s socket drops and comes back under a new id: nobody reloads, the lease follows, players’ moves reach the host',
    async () => {
      const sandbox = await roundInProgress();
      const gm = sandbox.seat('GM');
      const generation = await gm.card.getAttribute('data-generation');
      await sandbox.conditions.ghost('GM', 60_000);
      const next = await sandbox.conditions.reconnect('GM');
      await expect
        .poll(async () => (await leaseOf(sandbox))?.connectionId, { timeout: WAIT_MS })
        .toBe(next);
      expect(await hosts(sandbox)).toEqual(['GM']);
      await untilBetting(sandbox);
      await allAgree(sandbox, PLAYERS);
      expect(await gm.card.getAttribute('data-generation')).toBe(generation);
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    'the hosting GM’s socket drops for a while and comes back on the same connection: the round plays on',
    async () => {
      const sandbox = await roundInProgress();
      const lease = await leaseOf(sandbox);
      await sandbox.conditions.ghost('GM', 2_000);
      const ghosted = async () =>
        (await sandbox.state()).seats.find((seat) => seat.name === 'GM')!.network.ghost;
      expect(await ghosted()).toBe(true);
      await expect.poll(ghosted, { timeout: WAIT_MS }).toBe(false);
      await untilBetting(sandbox);
      await allAgree(sandbox, PLAYERS);
      expect(await leaseOf(sandbox)).toEqual(lease);
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    'a player whose socket drops and who reconnects under a new id keeps their seat and their own view',
    async () => {
      const sandbox = await roundInProgress();
      const ana = sandbox.seat('Ana');
      const hand = await ana.action.getByLabel('Your hand').innerText();
      await sandbox.conditions.ghost('Ana', 60_000);
      await sandbox.conditions.reconnect('Ana');
      expect(await ana.action.getByLabel('Your hand').innerText()).toBe(hand);
      await untilBetting(sandbox);
      await allAgree(sandbox, PLAYERS);
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );
});

describe('token selection churn', () => {
  it(
    'the sandbox’s Select-a-token button, on every seat, wakes no page: no change event handed on, nothing sent',
    async () => {
      const sandbox = await roundInProgress();
      const names = ['GM', ...PLAYERS];
      const frames = (
        await Promise.all(
          names.flatMap((name) => [
            sandbox.seat(name).frame('action'),
            sandbox.seat(name).frame('background'),
          ]),
        )
      ).filter(Boolean);
      const counts = () =>
        Promise.all(
          frames.map((frame) =>
            frame.evaluate(() => ({
              ...(window as { tavernChangeEvents?: { heard: number; handedOn: number } })
                .tavernChangeEvents!,
            })),
          ),
        );
      // The round's own changes (a seat's keys, the party) may still be reaching a page: count from when none has for a while.
      let before = await counts();
      for (let settled = false; !settled; ) {
        await sandbox.page.waitForTimeout(400);
        const again = await counts();
        settled =
          JSON.stringify(again.map((c) => c.handedOn)) ===
          JSON.stringify(before.map((c) => c.handedOn));
        before = again;
      }
      for (let i = 0; i < 3; i++) {
        for (const name of names) {
          const card = sandbox.seat(name).card;
          if (!(await card.locator('[data-control="churn"]').isVisible()))
            await card.locator('[data-field="conditions"] summary').click();
          await card.locator('[data-control="churn"]').click();
        }
      }
      const last = (
        await sandbox.waitForTraffic({
          seat: 'Ana',
          id: 'OBR_PARTY_EVENT_CHANGE',
          direction: 'in',
          contains: 'token-9',
        })
      ).at(-1)!;
      // A real move after the churn: whatever the churn made a page do would be logged before it.
      const mover = (
        await Promise.all(
          PLAYERS.map(async (name) => ({
            name,
            pick: await pickMove(sandbox.seat(name), await movesOf(sandbox.seat(name))),
          })),
        )
      ).find((m) => m.pick)!;
      await act(
        names.map((n) => sandbox.seat(n)),
        sandbox.seat(mover.name),
        mover.pick!,
      );
      const move = (
        await sandbox.traffic({
          seat: mover.name,
          direction: 'out',
          id: 'OBR_BROADCAST_SEND_MESSAGE',
        })
      ).find((entry) => entry.seq > last.seq)!;
      const between = (await sandbox.traffic({ direction: 'out' })).filter(
        (entry) => entry.seq > last.seq && entry.seq < move.seq,
      );
      expect(between.map((entry) => `${entry.seatName} ${entry.frameKind} ${entry.id}`)).toEqual(
        [],
      );
      // Every page heard the churn, and handed none of it on (the move changes no player).
      const after = await counts();
      after.forEach((count, i) => {
        expect(count.heard).toBeGreaterThan(before[i]!.heard);
        expect(count.handedOn).toBe(before[i]!.handedOn);
      });
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );
});
