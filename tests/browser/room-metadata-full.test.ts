/**
 * "Room metadata shared with other extensions. The 16 kB is shared by every
 * extension in the room: a test with other extensions' keys pre-filled close
 * to the limit shows the GM a clear message and loses nothing." (issue 16,
 * point 7). The sandbox fills the room before any page loads, leaving room for
 * the host's lease but not for the table; a round is played through the
 * panels; then the other extensions' keys are removed.
 */
import { describe, expect, it } from 'vitest';
import { ROOM_AGAIN } from '../../src/host/publishTable';
import { ROOM_METADATA_LIMIT } from '../../src/plugin/port';
import { decodePublicTable } from '../../src/sync/publicTable';
import { TABLE_KEY } from '../../src/sync/wire';
import { WAIT_MS, type SandboxPage } from './harness';
import { act, joinAll, phaseOf, playUntil, ROUND_TIMEOUT_MS } from './runtime-table';
import { fileSandbox } from './fileSandbox';

const PLAYERS = ['Ana', 'Brom'];
const FULL = /shared storage is full/;

const env = fileSandbox();

const gmNotifications = async (sandbox: SandboxPage) =>
  (await sandbox.state()).seats.find((s) => s.name === 'GM')!.notifications.map((n) => n.message);
const roomTable = async (sandbox: SandboxPage) =>
  await decodePublicTable((await sandbox.state()).roomMetadata[TABLE_KEY]);

describe('a room whose metadata other extensions have nearly filled', () => {
  it(
    'the GM is told once, the players play a round on, and the table is written once room is freed',
    async () => {
      const sandbox = await env.open({
        seats: ['GM:GM', ...PLAYERS],
        prefillRoomMetadata: ROOM_METADATA_LIMIT - 300,
      });
      const gm = sandbox.seat('GM');
      const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
      await joinAll(sandbox, PLAYERS);
      await act(all, gm, 'Start the round');
      await playUntil(sandbox, PLAYERS, async () => (await phaseOf(gm)).startsWith('Staredown'));
      await act(all, gm, 'End the staredown');
      await playUntil(sandbox, PLAYERS, async () => (await phaseOf(gm)).startsWith('Round over'));
      for (const name of PLAYERS) expect(await phaseOf(sandbox.seat(name))).toMatch(/^Round over/);

      const told = (await gmNotifications(sandbox)).filter((m) => FULL.test(m));
      expect(told).toHaveLength(1);
      expect(told[0]).toMatch(
        /Nothing is lost.*remove another extension.s data from the room .* or play with fewer seats/,
      );
      expect(
        (await gmNotifications(sandbox)).filter((m) => /failed|Room metadata would be/.test(m)),
      ).toEqual([]);
      // The room never got this round's table: at most the empty lobby's, written before anyone sat.
      expect((await roomTable(sandbox))?.view.seats ?? []).toEqual([]);

      await sandbox.conditions.removeOtherExtensions();
      await expect
        .poll(async () => (await roomTable(sandbox))?.view.phase, { timeout: WAIT_MS })
        .toBe('roundOver');
      const written = (await roomTable(sandbox))!;
      const result = await gm.action.getByRole('status', { name: 'Result' }).innerText();
      // The written table's result is the one every panel shows.
      const winner = written.view.seats.find(
        (s) => s.id === (written.view as { result: { winner: string | null } }).result.winner,
      );
      expect(result).toMatch(winner ? new RegExp(`${winner.name} wins`) : /Nobody stands/);
      expect(written.view.seats.map((s) => s.name)).toEqual(PLAYERS);
      expect((await gmNotifications(sandbox)).filter((m) => m === ROOM_AGAIN)).toHaveLength(1);
      expect((await gmNotifications(sandbox)).filter((m) => FULL.test(m))).toHaveLength(1);
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );
});
