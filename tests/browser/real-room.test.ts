/**
 * What a real Owlbear room does to a table with a round in progress, done on demand by the sandbox
 * (docs/sandbox.md, "Real-room conditions"): slow replies, a reconnect with a new connection id, token
 * selections firing change events, a popover closed and reopened. Each time the round goes on, and every
 * seat ends up showing the same table.
 */
import { describe, expect, it } from 'vitest';
import { WAIT_MS, type SandboxPage } from './harness';
import { act, joinAll, logLength, phaseOf, playUntil, ROUND_TIMEOUT_MS } from './runtime-table';
import { fileSandbox } from './fileSandbox';

const PLAYERS = ['Ana', 'Brom'];
const env = fileSandbox();

/** A table of two players in the Cut of a Standard round. */
async function roundInProgress(seats = ['GM:GM', ...PLAYERS]): Promise<SandboxPage> {
  const sandbox = await env.open({ seats });
  await joinAll(sandbox, PLAYERS);
  const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
  await act(all, sandbox.seat('GM'), 'Start the round');
  expect(await phaseOf(sandbox.seat('Ana'))).toMatch(/^The Cut/);
  return sandbox;
}

/** Every seat's panel shows the GM's log, line for line. */
async function everySeatAgrees(sandbox: SandboxPage): Promise<void> {
  const lines = await logLength(sandbox.seat('GM').action);
  for (const name of PLAYERS)
    await expect.poll(() => logLength(sandbox.seat(name).action), { timeout: WAIT_MS }).toBe(lines);
}

const untilBetting = (sandbox: SandboxPage) =>
  playUntil(sandbox, PLAYERS, async () =>
    (await phaseOf(sandbox.seat('GM'))).startsWith('Betting'),
  );

describe('a real room, mid-round', () => {
  it(
    'a player whose replies come 1.5 s late still plays their moves',
    async () => {
      const sandbox = await roundInProgress();
      await sandbox.conditions.setNetwork('Ana', { delayMs: 1500 });
      // Ana moves first whenever she has a move (playUntil asks the players in order): the round plays on until one of
      // her moves went out late (the Cut may be another seat's alone), and every seat then shows it.
      const anaSentLate = async () =>
        (await sandbox.traffic({ seat: 'Ana', direction: 'out', kind: 'broadcast' })).some(
          (entry) => entry.outcome === 'delayed',
        );
      await playUntil(sandbox, PLAYERS, anaSentLate);
      await everySeatAgrees(sandbox);
      expect(await anaSentLate()).toBe(true);
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );

  it('the seat card’s own controls do the same: a delay, a ghost, a reconnect', async () => {
    const sandbox = await env.open({ seats: ['GM:GM', 'Ana'] });
    const card = sandbox.seat('Ana').card;
    const before = await sandbox.seat('Ana').player();
    await card.locator('[data-field="conditions"] summary').click();
    await card.locator('[data-control="delay"]').fill('700');
    await card.locator('[data-control="delay"]').press('Enter');
    await card.locator('[data-control="ghost"]').click();
    await expect
      .poll(async () => (await sandbox.state()).seats.find((s) => s.name === 'Ana')!.network)
      .toEqual({ delayMs: 700, dropRate: 0, ghost: true });
    expect(await card.getAttribute('data-ghost')).toBe('true');
    await card.locator('[data-control="reconnect"]').click();
    await expect
      .poll(async () => (await sandbox.seat('Ana').player()).connectionId)
      .not.toBe(before.connectionId);
    expect(await card.getAttribute('data-ghost')).toBe('false');
    await sandbox.close();
  });

  it(
    'a player who reconnects with a new connection id, without reloading, plays on',
    async () => {
      const sandbox = await roundInProgress();
      const before = (await sandbox.seat('Ana').player()).connectionId;
      expect(await sandbox.conditions.reconnect('Ana')).not.toBe(before);
      await untilBetting(sandbox);
      await everySeatAgrees(sandbox);
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    'token selections firing player and party change events change no seat’s table, and the round goes on',
    async () => {
      const sandbox = await roundInProgress();
      const lines = await logLength(sandbox.seat('GM').action);
      for (let i = 0; i < 5; i++)
        for (const name of ['GM', ...PLAYERS]) await sandbox.conditions.churnSelection(name);
      await sandbox.waitForTraffic({
        seat: 'GM',
        id: 'OBR_PARTY_EVENT_CHANGE',
        direction: 'in',
        contains: 'token-15',
      });
      expect(await logLength(sandbox.seat('GM').action)).toBe(lines);
      await untilBetting(sandbox);
      await everySeatAgrees(sandbox);
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    'a player who closes the popover as the round starts reopens it onto the table as it is now',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM', ...PLAYERS] });
      await joinAll(sandbox, PLAYERS);
      const ana = sandbox.seat('Ana');
      await ana.setActionOpen(false);
      // The round starts without her page there to see it.
      await act([sandbox.seat('GM'), sandbox.seat('Brom')], sandbox.seat('GM'), 'Start the round');
      await ana.setActionOpen(true);
      await everySeatAgrees(sandbox);
      expect(await phaseOf(ana)).toBe(await phaseOf(sandbox.seat('GM')));
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );
});
