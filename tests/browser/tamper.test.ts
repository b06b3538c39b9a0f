/**
 * Issue 8 in the sandbox: a player with devtools writes a forged table, then
 * an older genuine one, into room metadata. Every other client keeps the true
 * table and says it was tampered with; the host puts the true table back and
 * tells the GM. Owlbear does not say who wrote a key; the sandbox's traffic
 * log does, and the test checks it was the player.
 */
import { describe, expect, it } from 'vitest';
import { TABLE_KEY } from '../../src/sync/wire';
import { WAIT_MS, type SandboxPage } from './harness';
import { act, joinAll, movesOf, phaseOf, ROUND_TIMEOUT_MS } from './runtime-table';
import { fileSandbox } from './fileSandbox';

const PLAYERS = ['Ana', 'Brom'];

const env = fileSandbox();

/** Writes room metadata from a player's popover frame by hand, as devtools would. */
async function writeTable(sandbox: SandboxPage, from: string, table: unknown): Promise<void> {
  const ready = await sandbox.traffic({ seat: from, direction: 'in', id: 'OBR_READY' });
  const { ref } = JSON.parse(ready.filter((e) => e.frameKind === 'action').at(-1)!.json) as {
    ref: string;
  };
  const frame = await sandbox.seat(from).frame('action');
  await frame.evaluate(
    ({ ref, update }) =>
      window.parent.postMessage(
        { id: 'OBR_ROOM_SET_METADATA', data: { update }, ref, nonce: `_${crypto.randomUUID()}` },
        '*',
      ),
    { ref, update: { [TABLE_KEY]: table } },
  );
}

const tableInRoom = async (sandbox: SandboxPage) =>
  (await sandbox.state()).roomMetadata[TABLE_KEY] as Record<string, unknown> & { rev: number };

describe('a tampered table in the sandbox', () => {
  it(
    'a forged table and an older genuine one are not shown, the host restores the true one, and the GM is told',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM', ...PLAYERS] });
      const gm = sandbox.seat('GM');
      const [ana, brom] = PLAYERS.map((n) => sandbox.seat(n));
      const all = [gm, ana!, brom!];
      await joinAll(sandbox, PLAYERS);
      const older = await tableInRoom(sandbox);
      await act(all, gm, 'Start the round');
      await expect
        .poll(async () => (await tableInRoom(sandbox)).rev, { timeout: WAIT_MS })
        .toBeGreaterThan(older.rev);
      const genuine = await tableInRoom(sandbox);
      const seats = () =>
        Promise.all(all.map((s) => s.action.getByRole('table', { name: 'Seats' }).innerText()));
      const shown = await seats();
      const header = await phaseOf(brom!);
      const notice = (name: string) =>
        sandbox.seat(name).action.getByRole('alert', { name: 'Tampering' });

      // 1. A forged table: a newer number, a fat pot, the genuine signature (which no longer matches).
      const forged = {
        ...genuine,
        rev: genuine.rev + 1,
        view: { ...(genuine.view as object), pot: 9_999 },
      };
      await writeTable(sandbox, 'Ana', forged);
      for (const name of ['GM', 'Brom'])
        await expect
          .poll(() => notice(name).innerText(), { timeout: WAIT_MS })
          .toMatch(/a table the host did not sign/);
      await expect.poll(() => tableInRoom(sandbox), { timeout: WAIT_MS }).toEqual(genuine);
      await gm.notifications
        .filter({ hasText: 'someone overwrote the table' })
        .first()
        .waitFor({ timeout: WAIT_MS });
      expect(await seats()).toEqual(shown);
      expect(await phaseOf(brom!)).toBe(header);
      // Who wrote it: only the sandbox knows (Owlbear's change event does not say).
      const writes = await sandbox.traffic({
        direction: 'out',
        id: 'OBR_ROOM_SET_METADATA',
        contains: '9999',
      });
      expect(writes.map((w) => w.seatName)).toEqual(['Ana']);

      // A genuine change clears the notice: whoever has the Cut passes it.
      let cutter = '';
      for (const name of PLAYERS)
        if ((await movesOf(sandbox.seat(name))).includes('Pass the Cut')) cutter = name;
      expect(cutter).not.toBe('');
      await act(all, sandbox.seat(cutter), 'Pass the Cut');
      await expect.poll(() => notice('Brom').count(), { timeout: WAIT_MS }).toBe(0);
      const newest = await tableInRoom(sandbox);
      expect(newest.rev).toBeGreaterThan(genuine.rev);

      // 2. An older genuine table, signed by the host itself, written back.
      const before = await seats();
      await writeTable(sandbox, 'Ana', genuine);
      for (const name of ['GM', 'Brom'])
        await expect
          .poll(() => notice(name).innerText(), { timeout: WAIT_MS })
          .toMatch(/an older table/);
      await expect.poll(() => tableInRoom(sandbox), { timeout: WAIT_MS }).toEqual(newest);
      expect(await seats()).toEqual(before);
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );
});
