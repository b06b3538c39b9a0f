/**
 * In Between in the local sandbox, in real Chromium, through the labels on
 * screen: the GM chooses it in the lobby; Ana rolls against the bank with the
 * green die as her between while Brom backs her and Cyra passes; then the GM
 * makes it a two-player game and Brom rolls the between against Cyra's
 * surrounds while Ana backs Brom. The dice are the host's own, so each step
 * follows what they show (doubles, sequential surrounds) as a player would.
 */
import { describe, expect, it } from 'vitest';
import { WAIT_MS, type SandboxPage, type SeatHandle } from './harness';
import { ROUND_TIMEOUT_MS, act, joinAll, phaseOf } from './runtime-table';
import { fileSandbox } from './fileSandbox';

const PLAYERS = ['Ana', 'Brom', 'Cyra'];

const env = fileSandbox();

/** Waits until every seat's banner matches. */
async function everyBanner(sandbox: SandboxPage, banner: RegExp) {
  for (const name of ['GM', ...PLAYERS]) {
    const action = sandbox.seat(name).action;
    await expect
      .poll(() => action.getByRole('banner').innerText(), { timeout: WAIT_MS })
      .toMatch(banner);
  }
}

/** Each seat's purse as a panel's seat table shows it, by name. */
async function purses(seat: SeatHandle): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const name of PLAYERS) {
    const purse = await seat.action.locator(`tr[data-seat="${name}"] td`).last().innerText();
    out[name] = Number(/^(\d+) gp$/.exec(purse)?.[1]);
  }
  return out;
}

/** Everyone sees the same result and the same purses; returns them. */
async function sameForEveryone(sandbox: SandboxPage) {
  const gm = sandbox.seat('GM');
  const result = await gm.action.getByRole('status', { name: 'Result' }).innerText();
  const shown = await purses(gm);
  for (const name of PLAYERS) {
    expect(
      await sandbox.seat(name).action.getByRole('status', { name: 'Result' }).innerText(),
    ).toBe(result);
    expect(await purses(sandbox.seat(name))).toEqual(shown);
  }
  return { result, purses: shown };
}

describe('In Between in the sandbox', () => {
  it(
    'a one-player round against the bank with a side bet, then a two-player round, played through the panels',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM', ...PLAYERS] });
      const gm = sandbox.seat('GM');
      const [ana, brom, cyra] = PLAYERS.map((n) => sandbox.seat(n)) as [
        SeatHandle,
        SeatHandle,
        SeatHandle,
      ];
      const all = [gm, ana, brom, cyra];
      await joinAll(sandbox, PLAYERS);

      const game = gm.action.getByRole('form', { name: 'Game' });
      await game.getByLabel('Game').selectOption({ label: 'In Between · Three d20s' });
      await game.getByRole('button', { name: 'Play this game' }).click();
      await everyBanner(sandbox, / · Three d20s · [\s\S]*Pot .* one player against the bank/);

      // One player: Ana rolls; Brom backs her for 10 gp, Cyra passes; the odds are on the table before the roll.
      await act(all, gm, 'Start the round');
      expect(await phaseOf(ana)).toMatch(/^Place your bets/);
      expect(await ana.action.getByRole('region', { name: 'The odds' }).innerText()).toContain(
        'This throw: Ana wins 57 in 200 (28.5%)',
      );
      await brom.action.getByRole('radio', { name: 'Back Ana to win' }).check();
      await brom.action.getByRole('spinbutton', { name: 'Side bet (gp)' }).fill('10');
      await act(all, brom, 'Place side bet');
      await act(all, cyra, 'No side bet');
      await ana.action.getByRole('radio', { name: 'Green die' }).check();
      await ana.action.getByRole('spinbutton', { name: 'Wager (gp)' }).fill('10');
      await act(all, ana, /^Roll$/);
      if ((await phaseOf(ana)).startsWith('Doubles')) await act(all, ana, /^Roll again for double/);
      for (const seat of all)
        await expect.poll(() => phaseOf(seat), { timeout: WAIT_MS }).toMatch(/^Round over/);

      const dice = ana.action.getByRole('region', { name: 'The dice' }).getByRole('img');
      expect(await dice.first().getAttribute('aria-label')).toMatch(
        /^The between: Green d20 showing \d+$/,
      );
      expect(await dice.nth(1).getAttribute('aria-label')).toMatch(
        /^A surround: Red d20 showing \d+$/,
      );
      const one = await sameForEveryone(sandbox);
      expect(one.result).toMatch(
        /^(Ana wins (10|20) gp from the bank|The bank wins (10|20) gp from Ana): /,
      );
      const won = Number(/(\d+) gp/.exec(one.result)![1]);
      // Brom backed Ana against the bank: he wins or loses his 10 gp with her.
      expect(one.purses).toEqual({
        Ana: one.result.startsWith('Ana') ? 100 + won : 100 - won,
        Brom: one.result.startsWith('Ana') ? 110 : 90,
        Cyra: 100,
      });

      // Two players: back in the lobby the GM changes how it is played; Brom rolls the between, Cyra the surrounds.
      await gm.action.getByRole('button', { name: 'Back to the lobby' }).click();
      for (const seat of all)
        await expect.poll(() => phaseOf(seat), { timeout: WAIT_MS }).toBe('Lobby');
      const options = gm.action.getByRole('form', { name: 'Table options' });
      await options.getByLabel('Played by').selectOption({ label: 'Two players' });
      await options.getByRole('button', { name: 'Save options' }).click();
      await everyBanner(sandbox, /two players/);
      await act(all, gm, 'Start the round');
      expect(await ana.action.getByRole('region', { name: 'Wagers' }).innerText()).toContain(
        'Brom against Cyra · stake 5 gp a side',
      );
      // Against the bank a watcher backs the betweener, on the betweener's own terms.
      await ana.action.getByRole('radio', { name: 'Back Brom to win' }).check();
      await act(all, ana, 'Place side bet');
      await act(all, cyra, 'Roll the surrounds');
      if ((await phaseOf(cyra)).startsWith('Doubles')) await act(all, cyra, 'Accept the loss');
      if ((await phaseOf(brom)).startsWith('The between')) {
        expect(await brom.action.getByRole('region', { name: 'The odds' }).innerText()).toMatch(
          /^This throw: Brom wins (none|\d+ in \d+)/,
        );
        await act(all, brom, 'Roll the between');
      }
      for (const seat of all)
        await expect.poll(() => phaseOf(seat), { timeout: WAIT_MS }).toMatch(/^Round over/);
      const two = await sameForEveryone(sandbox);
      expect(two.result).toMatch(/^(Brom wins 5 gp from Cyra|Cyra wins 5 gp from Brom): /);
      const cyraWon = two.result.startsWith('Cyra');
      // Ana backed Brom against the bank for one ante: she wins or loses 5 gp with him.
      expect(two.purses).toEqual({
        Ana: one.purses.Ana! + (cyraWon ? -5 : 5),
        Brom: one.purses.Brom! + (cyraWon ? -5 : 5),
        Cyra: cyraWon ? 105 : 95,
      });
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );
});
