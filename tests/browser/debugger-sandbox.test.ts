/**
 * The GM's debugger against the real host in the sandbox: a player rolls, the
 * GM opens the debugger in their client, rewinds to the step before the roll,
 * and every seat's panel goes back.
 *
 * The GM opens it with the panel's own button, which loads `src/debugger` on
 * demand and joins the host's channel, `tavern-debugger/<room id>`
 * (docs/debugger.md, "Wiring").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAIT_MS, startSandboxEnvironment, type SandboxEnvironment } from './harness';
import { act, joinAll, movesOf, phaseOf, playUntil, ROUND_TIMEOUT_MS } from './runtime-table';

const PLAYERS = ['Ana', 'Brom'];

let env: SandboxEnvironment;
beforeAll(async () => {
  env = await startSandboxEnvironment();
});
afterAll(async () => {
  await env.close();
});

describe('the debugger on the host, in the sandbox', () => {
  it('rewinding a roll from the GM’s client takes every seat’s panel back', async () => {
    const sandbox = await env.open({ seats: ['GM:GM', ...PLAYERS] });
    const gm = sandbox.seat('GM');
    const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
    await joinAll(sandbox, PLAYERS);
    await act(all, gm, 'Start the round');
    await playUntil(sandbox, PLAYERS, async () => (await phaseOf(gm)).startsWith('Betting'));
    const panels = () => Promise.all(all.map((s) => s.action.getByRole('table', { name: 'Seats' }).innerText()));
    const hands = () => Promise.all(PLAYERS.map((n) => sandbox.seat(n).action.getByLabel('Your hand').innerText()));
    const before = { panels: await panels(), hands: await hands() };

    // Whoever is to act buys a d4.
    let roller = '';
    for (const name of PLAYERS) if ((await movesOf(sandbox.seat(name))).some((m) => m.startsWith('Roll a d4'))) roller = name;
    expect(roller).not.toBe('');
    await act(all, sandbox.seat(roller), /^Roll a d4/);
    expect(await panels()).not.toEqual(before.panels);

    // Open the debugger from the GM's panel.
    await gm.action.getByRole('button', { name: 'Open the statechart debugger' }).click();
    const dbg = gm.action.getByRole('region', { name: 'Statechart debugger' });
    await dbg.getByRole('tab', { name: 'Event log' }).waitFor({ timeout: WAIT_MS });
    await dbg.getByRole('tab', { name: 'Event log' }).click();
    const secrets = dbg.getByRole('button', { name: 'Show the secrets' });
    if (await secrets.count()) await secrets.click();
    const newest = dbg.locator('table.dbg-log tbody tr').first();
    await expect.poll(() => newest.innerText(), { timeout: WAIT_MS }).toContain('ROLL');
    const rollSeq = Number(await newest.getAttribute('data-seq'));

    await dbg.getByRole('button', { name: `View the table after step ${rollSeq - 1}`, exact: true }).click();
    await dbg.getByRole('button', { name: 'Rewind to here' }).click();
    await gm.action.getByRole('alertdialog').getByRole('button', { name: 'Rewind for everyone' }).click();

    // Every seat's panel, and each player's own hand, as before the roll.
    await expect.poll(panels, { timeout: WAIT_MS }).toEqual(before.panels);
    await expect.poll(hands, { timeout: WAIT_MS }).toEqual(before.hands);
    // And play goes on from there: the same player may roll again.
    expect((await movesOf(sandbox.seat(roller))).some((m) => m.startsWith('Roll a d4'))).toBe(true);
    expect(sandbox.errors).toEqual([]);
    await sandbox.close();
  }, ROUND_TIMEOUT_MS);
});
