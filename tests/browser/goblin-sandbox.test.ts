/**
 * Goblin Mode in the local sandbox, in real Chromium: the GM chooses it in the
 * lobby, three players play a round of the Chamber through their panels, and
 * the GM takes the table back to Standard mode with every purse as the round
 * left it.
 */
import { describe, expect, it } from 'vitest';
import { WAIT_MS, type SandboxPage, type SeatHandle } from './harness';
import { ROUND_TIMEOUT_MS, act, joinAll, movesOf, phaseOf } from './runtime-table';
import { fileSandbox } from './fileSandbox';

const PLAYERS = ['Ana', 'Brom', 'Cyra'];

const env = fileSandbox();

/** The GM picks a game in the lobby's Game form; waits until every seat's panel shows that game's lobby. */
async function chooseGame(sandbox: SandboxPage, mode: string, banner: RegExp) {
  const form = sandbox.seat('GM').action.getByRole('form', { name: 'Game' });
  // Each option names the game, then the mode: pick it by its mode.
  const choice = form.getByLabel('Game').locator('option', { hasText: ` · ${mode}` });
  await form.getByLabel('Game').selectOption({ label: await choice.first().innerText() });
  await form.getByRole('button', { name: 'Play this game' }).click();
  for (const name of ['GM', ...PLAYERS]) {
    const action = sandbox.seat(name).action;
    await expect
      .poll(() => action.getByRole('banner').innerText(), { timeout: WAIT_MS })
      .toMatch(banner);
  }
}

/** Each seat's purse as its own panel's seat table shows it. */
async function pursesOn(seat: SeatHandle): Promise<string[]> {
  const rows = seat.action.getByRole('table', { name: 'Seats' }).getByRole('row');
  const texts = await rows.allInnerTexts();
  return texts.slice(1).map((t) => /(\d+) gp/.exec(t)?.[0] ?? t);
}

/** Plays the Chamber as offered on each player's screen: flip when asked, hold on 12 or more, else pull the trigger. */
async function playChamber(sandbox: SandboxPage) {
  const gm = sandbox.seat('GM');
  const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
  for (let step = 0; step < 80 && !(await phaseOf(gm)).startsWith('Round over'); step++) {
    let moved = false;
    for (const name of PLAYERS) {
      const seat = sandbox.seat(name);
      const moves = await movesOf(seat);
      if (moves.length === 0) continue;
      const score = Number(
        /your score: (\d+)/.exec(
          await seat.action.getByRole('region', { name: 'Your hand' }).innerText(),
        )?.[1] ?? 0,
      );
      const pick =
        moves.find((m) => m.startsWith('Flip the coin')) ??
        (score >= 12 ? moves.find((m) => m.startsWith('Hold')) : undefined) ??
        moves.find((m) => m.startsWith('Pull the trigger'));
      if (!pick) continue;
      await act(all, seat, pick);
      moved = true;
      break;
    }
    if (!moved) await sandbox.page.waitForTimeout(50);
  }
}

describe('Goblin Mode in the sandbox', () => {
  it(
    'the GM chooses it in the lobby, three players play a round through their panels, and the table goes back to Standard mode',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM', ...PLAYERS] });
      const gm = sandbox.seat('GM');
      const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
      await joinAll(sandbox, PLAYERS);

      await chooseGame(sandbox, 'Goblin Mode', / · Goblin Mode · /);
      for (const seat of all) {
        expect(await phaseOf(seat)).toBe('Lobby');
        expect(await pursesOn(seat)).toEqual(['100 gp', '100 gp', '100 gp']);
      }
      // Each player is still seated as themselves.
      for (const name of PLAYERS)
        expect(
          await sandbox.seat(name).action.getByRole('region', { name: 'Your hand' }).innerText(),
        ).toContain('Your purse: 100 gp');

      await act(all, gm, 'Start the round');
      expect(await phaseOf(sandbox.seat('Ana'))).toMatch(/^The Chamber/);
      await expect
        .poll(() =>
          gm.action.getByRole('list', { name: 'The Chamber’s dice' }).getByRole('listitem').count(),
        )
        .toBe(6);
      await playChamber(sandbox);
      expect(await phaseOf(gm)).toMatch(/^Round over/);

      const result = await gm.action.getByRole('status', { name: 'Result' }).innerText();
      expect(result).toMatch(/wins \d+ gp with \d+|Total Wipeout/);
      const purses = await pursesOn(gm);
      for (const name of PLAYERS) {
        expect(
          await sandbox.seat(name).action.getByRole('status', { name: 'Result' }).innerText(),
        ).toBe(result);
        expect(await pursesOn(sandbox.seat(name))).toEqual(purses);
      }

      // Back in the lobby the round's log is gone: wait for the heading instead.
      await gm.action.getByRole('button', { name: 'Back to the lobby' }).click();
      for (const seat of all)
        await expect.poll(() => phaseOf(seat), { timeout: WAIT_MS }).toBe('Lobby');
      await chooseGame(sandbox, 'Standard mode', / · Standard mode · /);
      await expect.poll(() => phaseOf(sandbox.seat('Ana')), { timeout: WAIT_MS }).toMatch(/^Lobby/);
      const standard = sandbox.seat('Ana').action.getByRole('table', { name: 'Seats' });
      for (const [i, name] of PLAYERS.entries())
        expect(await standard.getByRole('row', { name: new RegExp(name) }).innerText()).toContain(
          purses[i]!,
        );
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );
});
