/**
 * The tavern's regulars in the sandbox, in real Chromium: the GM seats three
 * players and adds two NPCs that play themselves (a style and a level picked in
 * the lobby, one renamed); a round plays to its payout with the players acting
 * through their panels and the NPCs acting by themselves, the GM clicking
 * nothing for them, with the GM's popover closed while the hands are played.
 * The GM sets the NPCs' pause to half a second in the lobby's table options.
 */
import { describe, expect, it } from 'vitest';
import { WAIT_MS, type SeatHandle } from './harness';
import {
  ROUND_TIMEOUT_MS,
  act,
  addSelfPlaying,
  firstToMove,
  joinAll,
  logLength,
  movesOf,
  phaseOf,
} from './runtime-table';
import { fileSandbox } from './fileSandbox';

const PLAYERS = ['Ana', 'Brom', 'Cyra'];

const env = fileSandbox();

/** What the table looked like when nothing moved: Ana's phase and last log lines, and what each player is offered. */
async function stalled(ana: SeatHandle, players: SeatHandle[]): Promise<string> {
  const log = await ana.action.getByRole('list', { name: 'Round log' }).innerText();
  const offered = await Promise.all(players.map(async (p) => `${p.name}: ${await movesOf(p)}`));
  return `${await phaseOf(ana)}; log ends: ${log.split('\n').slice(-3).join(' | ')}; ${offered.join('; ')}`;
}

describe('NPCs that play themselves, in the sandbox', () => {
  it(
    'three players and two self-playing NPCs play a round to its payout, the GM’s popover closed; the GM clicks nothing for the NPCs',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM', ...PLAYERS] });
      const gm = sandbox.seat('GM');
      const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
      await joinAll(sandbox, PLAYERS);
      await addSelfPlaying(gm, 'Grub', 'Careful', 'best play');
      await addSelfPlaying(gm, 'Mirela', 'Gambler', 'forgiving');
      // Every seat's table badges both, players' too.
      for (const seat of all)
        await expect
          .poll(
            () =>
              seat.action
                .getByRole('table', { name: 'Seats' })
                .getByRole('row')
                .filter({ hasText: 'plays itself' })
                .count(),
            { timeout: WAIT_MS },
          )
          .toBe(2);

      // Half a second before each NPC move: the table's option, saved from the lobby.
      const options = gm.action.getByRole('form', { name: 'Table options' });
      await options.getByLabel('NPC pause (seconds)').fill('0.5');
      await options.getByRole('button', { name: 'Save options' }).click();
      // Saved by the host: the GM's popover, opened again, shows the table's pause.
      await gm.setActionOpen(false);
      await gm.setActionOpen(true);
      await expect
        .poll(() => gm.action.getByLabel('NPC pause (seconds)').inputValue(), { timeout: WAIT_MS })
        .toBe('0.5');

      await act(all, gm, 'Start the round');
      // The GM closes the popover: the table, the host with it, runs on in the background page.
      await gm.setActionOpen(false);
      let watching = all.slice(1);
      const ana = sandbox.seat('Ana');
      const players = PLAYERS.map((n) => sandbox.seat(n));
      // Each pass is one move: a player's through their panel, the GM's, or (awaited in Ana's log) an NPC's.
      for (let moves = 0; moves < 120; moves++) {
        // The log read first, the phase after: an NPC's move after either read still grows the log past `lines`.
        const lines = await logLength(ana.action);
        const phase = await phaseOf(ana);
        if (phase.startsWith('Round over')) break;
        const next = await firstToMove(players);
        if (next) {
          await act(watching, next.seat, next.pick);
          continue;
        }
        if (phase.startsWith('Staredown')) {
          // Every hand is done, the NPCs' too, with the GM away; the GM comes back to end the staredown.
          await gm.setActionOpen(true);
          watching = all;
          await gm.action
            .getByRole('button', { name: 'End the staredown' })
            .waitFor({ timeout: WAIT_MS });
          await act(all, gm, 'End the staredown');
          continue;
        }
        // Nobody here can move yet: an NPC is to act by itself, or a player's panel is still drawing the last move.
        const moved = await expect
          .poll(
            async () =>
              (await logLength(ana.action)) > lines || (await firstToMove(players)) !== undefined,
            { timeout: WAIT_MS, interval: 50 },
          )
          .toBe(true)
          .then(
            () => true,
            () => false,
          );
        if (!moved) expect.fail(`Nothing moved for ${WAIT_MS} ms. ${await stalled(ana, players)}`);
      }
      await gm.setActionOpen(true);
      await expect.poll(() => phaseOf(gm), { timeout: WAIT_MS }).toMatch(/^Round over/);
      expect(await phaseOf(gm)).toMatch(/^Round over/);
      const log = await gm.action.getByRole('list', { name: 'Round log' }).innerText();
      // Both NPCs made their own moves to the end of their hands: each holds, folds, or busts trying.
      expect(log).toMatch(/Grub (holds|folds|busts)/);
      expect(log).toMatch(/Mirela (holds|folds|busts)/);
      // The GM's panel never offered their moves while they played themselves.
      expect(await gm.action.getByRole('region', { name: 'Grub (NPC)' }).count()).toBe(0);
    },
    ROUND_TIMEOUT_MS,
  );
});
