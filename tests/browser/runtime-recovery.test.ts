/** The GM's page reloads in the middle of betting: the host resumes the round exactly, and it plays on. */
import { describe, expect, it } from 'vitest';
import { readLease } from '../../src/sync/wire';
import { WAIT_MS } from './harness';
import {
  PLAYERS,
  SEATS,
  act,
  joinAll,
  logLength,
  phaseOf,
  playUntil,
  ROUND_TIMEOUT_MS,
} from './runtime-table';
import { fileSandbox } from './fileSandbox';

const env = fileSandbox();

describe('a GM reload', () => {
  it(
    'in the middle of betting, the round resumes where it was and plays to its end',
    async () => {
      const sandbox = await env.open({ seats: SEATS });
      const gm = sandbox.seat('GM');
      const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
      await joinAll(sandbox, PLAYERS);
      await act(all, gm, 'Start the round');
      let bets = 0;
      await playUntil(
        sandbox,
        PLAYERS,
        async () => (await phaseOf(gm)).startsWith('Betting') && bets++ >= 2,
      );
      expect(await phaseOf(gm)).toMatch(/^Betting/);
      const seats = () => gm.action.getByRole('table', { name: 'Seats' }).innerText();
      const before = {
        seats: await seats(),
        log: await logLength(gm.action),
        header: await gm.action.locator('header').innerText(),
      };
      const ana = await sandbox
        .seat('Ana')
        .action.getByRole('table', { name: 'Seats' })
        .innerText();

      const was = await gm.player();
      const now = await gm.reload();
      expect(now.connectionId).not.toBe(was.connectionId);
      // The reloaded GM's panel shows the same table, from the same saved round.
      await gm.action.getByRole('table', { name: 'Seats' }).waitFor({ timeout: WAIT_MS });
      await expect.poll(seats, { timeout: WAIT_MS }).toBe(before.seats);
      expect(await gm.action.locator('header').innerText()).toBe(before.header);
      expect(await logLength(gm.action)).toBe(before.log);
      expect(
        await sandbox.seat('Ana').action.getByRole('table', { name: 'Seats' }).innerText(),
      ).toBe(ana);
      // The reloaded client took the lease back at once: it had the saved table.
      expect(readLease((await sandbox.state()).roomMetadata)).toEqual({
        connectionId: now.connectionId,
        playerId: now.id,
        status: 'ok',
      });

      await playUntil(sandbox, PLAYERS, async () => (await phaseOf(gm)).startsWith('Staredown'));
      await act(all, gm, 'End the staredown');
      await playUntil(sandbox, PLAYERS, async () => (await phaseOf(gm)).startsWith('Round over'));
      const result = await gm.action.getByRole('status', { name: 'Result' }).innerText();
      for (const name of PLAYERS)
        expect(
          await sandbox.seat(name).action.getByRole('status', { name: 'Result' }).innerText(),
        ).toBe(result);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );
});
