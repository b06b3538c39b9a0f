/**
 * Wizards and Thieves in the local sandbox, in real Chromium, through the
 * labels on screen: the GM chooses it in the lobby with the coins each brings
 * and the stakes, three players roll for the first turn and play a whole game
 * by declaring and rolling from their own panels, and every panel ends on the
 * same result, with every coin back in the purses.
 */
import { describe, expect, it } from 'vitest';
import { WAIT_MS, type SandboxPage, type SeatHandle } from './harness';
import { ROUND_TIMEOUT_MS, act, joinAll, movesOf, phaseOf, chooseGame } from './runtime-table';
import { fileSandbox } from './fileSandbox';

const PLAYERS = ['Ana', 'Brom', 'Cyra'];

const env = fileSandbox();

/** Each seat's purse as a panel's seat table shows it (its last column), by name. */
async function purses(seat: SeatHandle): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const name of PLAYERS)
    out[name] = Number(
      /^(\d+) gp$/.exec(
        await seat.action.locator(`tr[data-seat="${name}"] td`).last().innerText(),
      )?.[1],
    );
  return out;
}

/** Plays the game as offered on each player's screen: roll for the first turn, then declare thief and wizard by turns. */
async function playGame(sandbox: SandboxPage): Promise<Set<string>> {
  const gm = sandbox.seat('GM');
  const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
  const happened = new Set<string>();
  for (let step = 0; step < 150 && !(await phaseOf(gm)).startsWith('Game over'); step++) {
    let moved = false;
    for (const name of PLAYERS) {
      const seat = sandbox.seat(name);
      const moves = await movesOf(seat);
      const pick =
        moves.find((m) => m === 'Roll 3d6 for the first turn') ??
        moves.find(
          (m) => m === (step % 2 ? 'Declare wizard and roll 3d6' : 'Declare thief and roll 3d6'),
        );
      if (!pick) continue;
      await act(all, seat, pick);
      const what = gm.action.getByRole('status', { name: 'What happened' });
      if ((await what.count()) > 0)
        happened.add((await what.innerText()).split(':')[0]!.split('!')[0]!);
      moved = true;
      break;
    }
    if (!moved) await sandbox.page.waitForTimeout(50);
  }
  return happened;
}

describe('Wizards and Thieves in the sandbox', () => {
  it(
    'the GM sets the game up in the lobby and three players play a whole game through their panels',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM', ...PLAYERS] });
      const gm = sandbox.seat('GM');
      const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
      await joinAll(sandbox, PLAYERS);

      await chooseGame(gm, 'Three d6 and a pot', all, / · Three d6 and a pot · [\s\S]*Pot 0 gp/);

      const options = gm.action.getByRole('form', { name: 'Table options' });
      await options.getByLabel('Coins each brings (gp)').fill('10');
      await options.getByLabel('Played for').selectOption({ label: 'High Stakes' });
      await options.getByRole('button', { name: 'Save options' }).click();
      await expect
        .poll(() => options.getByLabel('Coins each brings (gp)').inputValue(), { timeout: WAIT_MS })
        .toBe('10');

      await act(all, gm, 'Start the game');
      for (const seat of all) {
        expect(await phaseOf(seat)).toMatch(/^Roll for the first turn/);
        expect(await seat.action.getByRole('note', { name: 'Stakes' }).innerText()).toMatch(
          /^Played for: (jewelry|finest drink in the city|a finger off your hand|an irreplaceable item)$/,
        );
        await expect
          .poll(() => seat.action.getByRole('banner').innerText(), { timeout: WAIT_MS })
          .toContain('Pot 18 gp · each brings 10 coins and puts 6 of them in the pot');
      }
      expect(
        await sandbox.seat('Ana').action.getByRole('region', { name: 'Your hand' }).innerText(),
      ).toContain('your coins: 4');

      const happened = await playGame(sandbox);
      for (const seat of all)
        await expect.poll(() => phaseOf(seat), { timeout: WAIT_MS }).toMatch(/^Game over/);
      expect(happened.size).toBeGreaterThan(0);

      // The last roll: three dice, and what happened in words, the same on every panel.
      const roll = gm.action.getByRole('region', { name: 'The roll' });
      expect(await roll.getByRole('img').count()).toBe(3);
      const result = await gm.action.getByRole('status', { name: 'Result' }).innerText();
      expect(result).toMatch(/(wins with \d+ coins|share the win with \d+ coins each): /);
      const shown = await purses(gm);
      expect(Object.values(shown).reduce((a, b) => a + b, 0)).toBe(300);
      for (const name of PLAYERS) {
        const seat = sandbox.seat(name);
        expect(await seat.action.getByRole('status', { name: 'Result' }).innerText()).toBe(result);
        expect(await seat.action.getByRole('status', { name: 'What happened' }).innerText()).toBe(
          await gm.action.getByRole('status', { name: 'What happened' }).innerText(),
        );
        expect(await purses(seat)).toEqual(shown);
      }

      await gm.action.getByRole('button', { name: 'Back to the lobby' }).click();
      for (const seat of all)
        await expect.poll(() => phaseOf(seat), { timeout: WAIT_MS }).toBe('Lobby');
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );
});
