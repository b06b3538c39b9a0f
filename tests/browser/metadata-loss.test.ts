/**
 * A client's own player metadata can read back empty after a reload (reported of real rooms: owlbear-rodeo/sdk
 * issue 9), and our keys live there: the host's sealing and verifying keys in the GM's, each player's key in theirs.
 * With the sandbox's fault on, a GM reload publishes the host's keys again and the players verify the table and play
 * on; a player's reload publishes their key again and they play on.
 */
import { describe, expect, it } from 'vitest';
import { PLAYER_KEY, VERIFYING_KEY } from '../../src/sync/wire';
import type { SandboxPage } from './harness';
import { WAIT_MS } from './harness';
import { act, joinAll, phaseOf, playUntil, ROUND_TIMEOUT_MS } from './runtime-table';
import { fileSandbox } from './fileSandbox';

const env = fileSandbox();
const PLAYERS = ['Ana', 'Brom'];

const metadataOf = async (sandbox: SandboxPage, name: string) =>
  (await sandbox.state()).seats.find((seat) => seat.name === name)!.metadata;

/** Whether `name`'s own published keys are back in their player metadata. */
const keysPublished = async (sandbox: SandboxPage, name: string, keys: string[]) => {
  const metadata = await metadataOf(sandbox, name);
  return keys.every((key) => metadata[key] !== undefined);
};

describe('player metadata lost on a reload', () => {
  it(
    'the GM reloads mid-round and their keys are gone: the host publishes them again, the players verify its table and play the round out; a player’s reload loses their key, which they publish again and play on',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM', ...PLAYERS] });
      const gm = sandbox.seat('GM');
      const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
      await joinAll(sandbox, PLAYERS);
      await act(all, gm, 'Start the round');
      await playUntil(sandbox, PLAYERS, async () => (await phaseOf(gm)).startsWith('Betting'));
      expect(await keysPublished(sandbox, 'GM', [PLAYER_KEY, VERIFYING_KEY])).toBe(true);

      await sandbox.conditions.loseMetadataOnReload('GM', true);
      const before = await gm.player();
      const after = await gm.reload();
      expect(after.connectionId).not.toBe(before.connectionId);
      // The GM's keys were lost with the reload and come back, published by the host as it takes the table again.
      await expect
        .poll(() => keysPublished(sandbox, 'GM', [PLAYER_KEY, VERIFYING_KEY]), {
          timeout: WAIT_MS,
        })
        .toBe(true);
      await gm.action.getByRole('table', { name: 'Seats' }).waitFor({ timeout: WAIT_MS });
      // Each player still trusts the table: no tampering notice, and the round plays to its end.
      await playUntil(sandbox, PLAYERS, async () => (await phaseOf(gm)).startsWith('Staredown'));
      await act(all, gm, 'End the staredown');
      await playUntil(sandbox, PLAYERS, async () => (await phaseOf(gm)).startsWith('Round over'));
      const result = await gm.action.getByRole('status', { name: 'Result' }).innerText();
      for (const name of PLAYERS) {
        const seat = sandbox.seat(name);
        expect(await seat.action.getByRole('status', { name: 'Result' }).innerText()).toBe(result);
        expect(await seat.action.getByText(/tamper/i).count()).toBe(0);
      }

      // Ana's reload loses her key: she publishes it again, the host seals her view to it, and she plays on.
      await sandbox.conditions.loseMetadataOnReload('Ana', true);
      const ana = sandbox.seat('Ana');
      await ana.reload();
      await expect
        .poll(() => keysPublished(sandbox, 'Ana', [PLAYER_KEY]), { timeout: WAIT_MS })
        .toBe(true);
      // The next round reaches Ana's screen only in a view sealed to her new key.
      await gm.action.getByRole('button', { name: 'Next round' }).click();
      await expect.poll(() => phaseOf(ana), { timeout: WAIT_MS }).not.toMatch(/^Round over/);
      await playUntil(sandbox, PLAYERS, async () => (await phaseOf(gm)).startsWith('Staredown'));
      expect(await phaseOf(ana)).toMatch(/^Staredown/);
      expect(await ana.action.getByLabel('Your hand').innerText()).toMatch(/your total: \d+/);
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS * 2,
  );
});
