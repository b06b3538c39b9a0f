/**
 * The GM's host starting in a real room (docs/sandbox.md, "Real-room conditions"; docs/runtime.md, "Starting and
 * resuming"): the extension served from another site than the page around it, as owlbear.rodeo serves it, so its
 * storage is third-party; a start that fails and is tried again; one that fails for good, gives the lease up and
 * tells the GM while players see that the table waits for the GM.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { WAIT_MS, type SandboxPage } from './harness';
import { act, joinAll, phaseOf, playUntil, ROUND_TIMEOUT_MS } from './runtime-table';
import { CLAIM_KEY } from '../../src/sync/hostClaim';
import { HOST_KEY } from '../../src/sync/wire';
import { fileSandbox } from './fileSandbox';

const PLAYERS = ['Ana', 'Brom'];

const env = fileSandbox();

/**
 * IndexedDB failing in the GM's background page (where the host runs) for its first `failures` calls, as Safari's
 * "Connection to Indexed Database server lost" or a browser refusing a third-party frame's storage half-way: the host
 * cannot read its keys. `every` transaction of the page fails, or only the reads of `hostKeys`: the GM's table-signing
 * key, which only a starting host asks for (`signingKeyPair`, src/sync/keyStore.ts). A count of every transaction
 * lets the page's own table client, which reads its key at the same time, take some of the failures, so the host may
 * fail fewer times than asked, and start before a player's popover has shown it starting. With `holdOpen`, the key
 * reads go on failing past `failures` (up to `holdOpen` in all, inside the host's retries) until the test calls
 * `letStorageWork`: on a loaded machine a player's popover may take longer to open than the retries' first waits,
 * and the test must see what that player sees while the host is starting. The frame is told by its iframe element,
 * which the init script can read because the sandbox serves the extension from its own origin here.
 */
const storageFailing =
  (failures: number, calls: 'every' | 'hostKeys', holdOpen = 0) =>
  async (context: BrowserContext) => {
    await context.addInitScript(
      ({ limit, hostKeysOnly, most }: { limit: number; hostKeysOnly: boolean; most: number }) => {
        const element = window.frameElement;
        if (
          element?.getAttribute('data-frame') !== 'background' ||
          !element.closest('[data-seat-name="GM"]')
        )
          return;
        let failed = 0;
        const held = () => failed < most && !(window as { storageWorks?: boolean }).storageWorks;
        const fails = () => (failed < limit || held()) && ++failed > 0;
        const lost = () =>
          new DOMException(
            'Connection to Indexed Database server lost. Refresh the page to try again',
            'UnknownError',
          );
        if (hostKeysOnly) {
          const get = IDBObjectStore.prototype.get;
          IDBObjectStore.prototype.get = function (
            this: IDBObjectStore,
            query: IDBValidKey | IDBKeyRange,
          ) {
            if (typeof query === 'string' && query.endsWith('/sign') && fails()) throw lost();
            return get.call(this, query);
          };
          return;
        }
        const transaction = IDBDatabase.prototype.transaction;
        IDBDatabase.prototype.transaction = function (
          this: IDBDatabase,
          ...args: Parameters<IDBDatabase['transaction']>
        ) {
          if (fails()) throw lost();
          return transaction.apply(this, args);
        };
      },
      { limit: failures, hostKeysOnly: calls === 'hostKeys', most: holdOpen },
    );
  };

/** Ends `storageFailing`'s `holdOpen`: past its first `failures`, the GM's background page's key reads work again. */
async function letStorageWork(sandbox: SandboxPage): Promise<void> {
  const frame = await sandbox.seat('GM').frame('background');
  await frame.evaluate(() => ((window as { storageWorks?: boolean }).storageWorks = true));
}

/** How many of the GM background page's asks for its role Owlbear lost. */
const rolesLost = async (sandbox: SandboxPage) =>
  (await sandbox.traffic({ seat: 'GM', id: 'OBR_PLAYER_GET_ROLE' })).filter(
    (m) => m.frameKind === 'background' && m.outcome === 'dropped',
  ).length;

async function playToBetting(sandbox: SandboxPage): Promise<void> {
  await joinAll(sandbox, PLAYERS);
  const all = ['GM', ...PLAYERS].map((name) => sandbox.seat(name));
  await act(all, sandbox.seat('GM'), 'Start the round');
  await playUntil(sandbox, PLAYERS, async () =>
    (await phaseOf(sandbox.seat('GM'))).startsWith('Betting'),
  );
}

describe('the host starting in a real room', () => {
  it(
    'hosts a round with the extension served from another site than the page around it, its storage third-party',
    async () => {
      const sandbox = await env.open({
        seats: ['GM:GM', ...PLAYERS],
        crossSite: true,
        regularProfile: true,
      });
      const frame = await sandbox.seat('GM').frame('background');
      expect(new URL(frame.url()).hostname).not.toBe(new URL(sandbox.url).hostname);
      const opens = () =>
        new Promise((resolve) =>
          Object.assign(indexedDB.open('probe'), {
            onsuccess: () => resolve(true),
            onerror: () => resolve(false),
          }),
        );
      expect(await frame.evaluate(opens)).toBe(true);
      await playToBetting(sandbox);
      // The pages had storage (partitioned): the host did not have to keep the table in memory.
      expect(
        await sandbox.seat('GM').notifications.filter({ hasText: 'refuses storage' }).count(),
      ).toBe(0);
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    'in a private window, which refuses storage to the third-party pages, the host keeps the table in memory and tells the GM; each player’s popover and background page share one key, so both read the table and a round is played',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM', ...PLAYERS], crossSite: true });
      const frame = await sandbox.seat('GM').frame('background');
      const opens = () =>
        new Promise((resolve) =>
          Object.assign(indexedDB.open('probe'), {
            onsuccess: () => resolve(true),
            onerror: () => resolve(false),
          }),
        );
      expect(await frame.evaluate(opens)).toBe(false);
      await sandbox
        .seat('GM')
        .notifications.filter({ hasText: 'This browser refuses storage to the extension' })
        .waitFor({ timeout: WAIT_MS });
      await expect
        .poll(async () => (await sandbox.state()).roomMetadata[HOST_KEY], { timeout: WAIT_MS })
        .toEqual(expect.objectContaining({ status: 'ok' }));
      await playToBetting(sandbox);
      // Each page of a seat kept the key in its own memory before; the host sealed to whichever page published last,
      // so the other page could not read its views. Now a player's popover closed and opened again still reads the table.
      const ana = sandbox.seat('Ana');
      await ana.setActionOpen(false);
      await ana.setActionOpen(true);
      await ana.action
        .getByText(/Betting/)
        .first()
        .waitFor({ timeout: WAIT_MS });
      expect(await ana.action.getByText('could not read').count()).toBe(0);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    'Owlbear answers none of the GM’s first requests (a heavy scene loading): the background page tries again, and once Owlbear answers the GM hosts and a round is played',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM:drop=100', ...PLAYERS] });
      // The page asks who it is twice at once (its table and its host's standing); a third lost ask is a try again, made
      // after the SDK gave up on the first (5 s) and the page waited.
      await expect.poll(() => rolesLost(sandbox), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
      expect((await sandbox.state()).roomMetadata[HOST_KEY] ?? null).toBeNull();
      await sandbox.conditions.setNetwork('GM', { dropRate: 0 });
      await expect
        .poll(async () => (await sandbox.state()).roomMetadata[HOST_KEY], { timeout: 30_000 })
        .toEqual(expect.objectContaining({ status: 'ok' }));
      await playToBetting(sandbox);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    'mid-round, the GM reloads while Owlbear answers none of their requests: once it answers, the host resumes the round where it was and it plays on',
    async () => {
      const sandbox = await env.open({ seats: ['GM:GM', ...PLAYERS] });
      await playToBetting(sandbox);
      const gm = sandbox.seat('GM');
      const roundLog = () =>
        gm.action.getByRole('list', { name: 'Round log' }).getByRole('listitem').allInnerTexts();
      const logBefore = await roundLog();
      const lostBefore = await rolesLost(sandbox);
      await sandbox.conditions.setNetwork('GM', { dropRate: 1 });
      await gm.reload();
      await expect
        .poll(async () => (await rolesLost(sandbox)) - lostBefore, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(3);
      await sandbox.conditions.setNetwork('GM', { dropRate: 0 });
      await expect
        .poll(async () => (await sandbox.state()).roomMetadata[HOST_KEY], { timeout: 30_000 })
        .toEqual(
          expect.objectContaining({ status: 'ok', connectionId: (await gm.player()).connectionId }),
        );
      await expect.poll(() => phaseOf(gm), { timeout: WAIT_MS }).toMatch(/^Betting/);
      // Resumed, not restarted: the round's log is the one before the reload.
      expect((await roundLog()).slice(0, logBefore.length)).toEqual(logBefore);
      await playUntil(sandbox, PLAYERS, async () =>
        /^(Round over|The duel)/.test(await phaseOf(gm)),
      );
      expect(sandbox.errors).toEqual([]);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    'a start whose storage fails is tried again: players see the table starting, then play; the GM was told',
    async () => {
      // Two failures at least, a third while Ana's popover has not shown the start: the retries wait 1 s, 4 s, then 15 s.
      const sandbox = await env.open({
        seats: ['GM:GM', ...PLAYERS],
        beforeLoad: storageFailing(2, 'hostKeys', 3),
      });
      await sandbox
        .seat('Ana')
        .action.getByText('Waiting for the GM: the table is starting on the GM’s client.')
        .waitFor({ timeout: WAIT_MS });
      await letStorageWork(sandbox);
      await sandbox
        .seat('GM')
        .notifications.filter({ hasText: 'the table could not start' })
        .filter({ hasText: 'trying again' })
        .waitFor({ timeout: WAIT_MS });
      await playToBetting(sandbox);
      const lease = (await sandbox.state()).roomMetadata[HOST_KEY] as {
        connectionId: string;
        status: string;
      };
      expect(lease).toMatchObject({
        connectionId: (await sandbox.seat('GM').player()).connectionId,
        status: 'ok',
      });
      expect(
        await sandbox.seat('GM').notifications.filter({ hasText: 'cannot host' }).count(),
      ).toBe(0);
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );

  it(
    'a start that keeps failing gives up: the lease and claim are released, the GM is told, players see the table wait for the GM',
    async () => {
      const sandbox = await env.open({
        seats: ['GM:GM', ...PLAYERS],
        beforeLoad: storageFailing(1e9, 'every'),
      });
      const gm = sandbox.seat('GM');
      await gm.notifications
        .filter({ hasText: 'this device cannot host the table' })
        .waitFor({ timeout: 30_000 });
      expect(await gm.notifications.filter({ hasText: 'cannot host' }).innerText()).toMatch(
        /Connection to Indexed Database server lost.*after 4 tries.*reload the extension/,
      );
      await expect
        .poll(async () => (await sandbox.state()).roomMetadata[HOST_KEY] ?? null, {
          timeout: WAIT_MS,
        })
        .toBeNull();
      const gmSeat = (await sandbox.state()).seats.find((seat) => seat.name === 'GM')!;
      expect(gmSeat.metadata[CLAIM_KEY] ?? null).toBeNull();
      for (const name of PLAYERS) {
        await sandbox
          .seat(name)
          .action.getByText('Waiting for the GM: the table runs on the GM’s client.')
          .waitFor({ timeout: WAIT_MS });
      }
      await sandbox.close();
    },
    ROUND_TIMEOUT_MS,
  );
});
