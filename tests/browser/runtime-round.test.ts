/**
 * The extension in the local sandbox, in real Chromium: four players and the
 * GM play a Standard round through the panels, and nothing any player's
 * client receives shows another seat's hidden hole die.
 */
import { describe, expect, it } from 'vitest';

import {
  PLAYERS,
  SEATS,
  act,
  joinAll,
  phaseOf,
  playUntil,
  ROUND_TIMEOUT_MS,
} from './runtime-table';
import { fileSandbox } from './fileSandbox';
import { TURN_BADGE, TURN_MESSAGE } from '../../src/background/turnNotice';

const env = fileSandbox();

describe('a Standard round in the sandbox', () => {
  it(
    'four players and the GM play it end to end through the panels, and every seat shows the same result',
    async () => {
      const sandbox = await env.open({ seats: SEATS });
      const gm = sandbox.seat('GM');
      const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
      await joinAll(sandbox, PLAYERS);
      await act(all, gm, 'Start the round');
      expect(await phaseOf(sandbox.seat('Ana'))).toMatch(/^The Cut/);

      await playUntil(sandbox, PLAYERS, async () => (await phaseOf(gm)).startsWith('Betting'));
      // Whoever is to act sees it on the extension's icon too; the others do not. Their popover is open and says so:
      // no notification on top of it.
      const toAct = /· (\w+) to act/.exec(await gm.action.locator('header').innerText())![1]!;
      await expect.poll(() => sandbox.seat(toAct).badge.innerText()).toBe(TURN_BADGE);
      for (const name of PLAYERS.filter((n) => n !== toAct))
        expect(await sandbox.seat(name).badge.count()).toBe(0);
      const turnNotices = (await sandbox.state()).seats.flatMap((seat) =>
        seat.notifications.filter((n) => n.message === TURN_MESSAGE),
      );
      expect(turnNotices).toEqual([]);
      await playUntil(sandbox, PLAYERS, async () => (await phaseOf(gm)).startsWith('Staredown'));
      await act(all, gm, 'End the staredown');
      await playUntil(sandbox, PLAYERS, async () => (await phaseOf(gm)).startsWith('Round over'));

      const result = await gm.action.getByRole('status', { name: 'Result' }).innerText();
      expect(result).toMatch(/wins \d+ gp with \d+|Nobody stands/);
      for (const name of PLAYERS)
        expect(
          await sandbox.seat(name).action.getByRole('status', { name: 'Result' }).innerText(),
        ).toBe(result);
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );

  it('follows Owlbear’s theme', async () => {
    const sandbox = await env.open({ seats: ['GM:GM', 'Ana'] });
    const html = (name: string) => sandbox.seat(name).action.locator('html');
    await expect.poll(() => html('Ana').getAttribute('data-theme')).toBe('dark');
    expect(await sandbox.toggleTheme()).toBe('LIGHT');
    await expect.poll(() => html('Ana').getAttribute('data-theme')).toBe('light');
    await expect.poll(() => html('GM').getAttribute('data-theme')).toBe('light');
    await sandbox.close();
  });
});
