/**
 * The GM's own traffic with the host (issue: Owlbear documents the sender's connection id on broadcasts, not on
 * the LOCAL copy a client gets of its own). With the sandbox leaving `connectionId` off every LOCAL copy, the GM
 * still starts the round and moves, and the players see it: the GM's popover and the host talk inside the GM's
 * browser (src/host/localChannel.ts), not through Owlbear.
 */
import { describe, expect, it } from 'vitest';
import { WAIT_MS } from './harness';
import { act, joinAll, logLength, phaseOf, playUntil, ROUND_TIMEOUT_MS } from './runtime-table';
import { fileSandbox } from './fileSandbox';

const PLAYERS = ['Ana', 'Brom'];
const env = fileSandbox();

describe('the GM’s own pages and the host', () => {
  it(
    'with no connectionId on LOCAL copies, the GM starts the round and ends the staredown, and every player sees it',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM', ...PLAYERS], omitLocalConnectionId: true });
      expect((await sandbox.state()).omitLocalConnectionId).toBe(true);
      const gm = sandbox.seat('GM');
      const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
      await joinAll(sandbox, PLAYERS);
      // The GM's view reached the GM's popover: its seat table lists both players.
      await act(all, gm, 'Start the round');
      for (const seat of all) expect(await phaseOf(seat)).toMatch(/^The Cut/);
      await playUntil(sandbox, PLAYERS, async () =>
        /^(Staredown|Round over)/.test(await phaseOf(gm)),
      );
      if ((await phaseOf(gm)).startsWith('Staredown')) await act(all, gm, 'End the staredown');
      const lines = await logLength(gm.action);
      for (const name of PLAYERS)
        await expect
          .poll(() => logLength(sandbox.seat(name).action), { timeout: WAIT_MS })
          .toBe(lines);
      for (const name of PLAYERS) expect(await phaseOf(sandbox.seat(name))).toBe(await phaseOf(gm));
      // Nothing of the host's reached the GM's own pages through Owlbear.
      const overOwlbear = await sandbox.traffic({
        seat: 'GM',
        kind: 'broadcast',
        direction: 'in',
        contains: '"t":"view"',
      });
      expect(overOwlbear).toEqual([]);
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );
});
