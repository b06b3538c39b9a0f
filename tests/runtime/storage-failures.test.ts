/**
 * Nothing stops the table (issue 15, points 8 and 9): "the host applies an
 * intent only once it is saved (otherwise it keeps the previous state and
 * refuses with a reason); any error restoring a record means 'cannot resume'
 * (recovery is offered); without IndexedDB the host runs from memory and warns
 * the GM; a host that cannot start releases the lease", and "a host that fails
 * to start falls back to recovery and tells the GM".
 */
import { describe, expect, it, vi } from 'vitest';
import { seededDice } from '../../machines';
import { memoryHostStore, recordName, type HostStore } from '../../src/host/persistence';
import { runHost } from '../../src/host/runHost';
import { NOT_SAVED } from '../../src/host/saving';
import { IN_MEMORY } from '../../src/host/startup';
import { idbGet, idbVolatile, idbWrite } from '../../src/sync/idb';
import { memoryKeyStore, type KeyStore } from '../../src/sync/keyStore';
import { HOST_KEY, TABLE_KEY, readLease } from '../../src/sync/wire';
import type { OwlbearPort } from '../../src/plugin/port';
import { createMemoryRoom } from '../../src/plugin/memoryRoom';
import {
  electionTimings,
  gmView,
  must,
  openSeat,
  reopenGm,
  seatedTable,
  startGm,
  type TestTable,
} from './table';
import { inWords } from '../support/words';

/** A store that fails while `failing` is set, like a full disk. */
function flakyStore(): HostStore & { failing: boolean; records: Map<string, string> } {
  const inner = memoryHostStore();
  const store = {
    failing: false,
    records: inner.records,
    read: (keys: readonly string[]) =>
      store.failing ? Promise.reject(new Error('QuotaExceededError')) : inner.read(keys),
    write: (change: Parameters<HostStore['write']>[0]) =>
      store.failing ? Promise.reject(new Error('QuotaExceededError')) : inner.write(change),
  };
  return store;
}

const purseOf = (table: TestTable, name: string) =>
  gmView(table).seats.find((s) => s.name === name)!.purse;

describe('storage failures', () => {
  it('a move whose save fails is refused with a reason, changes nothing anyone sees, and the table plays on once saving works', async () => {
    const store = flakyStore();
    const table = await seatedTable(['Ana', 'Brom'], { store });
    const publicBefore = JSON.stringify(table.room.metadata()[TABLE_KEY]);
    const anaBefore = JSON.stringify(table.players[0]!.client.state().view);

    store.failing = true;
    expect(await table.gm.client.send({ type: 'START_ROUND' })).toEqual({
      ok: false,
      reason: NOT_SAVED,
    });
    await table.settle();
    expect(gmView(table).phase).toBe('lobby');
    expect(JSON.stringify(table.room.metadata()[TABLE_KEY])).toBe(publicBefore);
    expect(JSON.stringify(table.players[0]!.client.state().view)).toBe(anaBefore);
    expect(table.gm.tab.notifications.some((n) => /could not be saved/.test(n))).toBe(true);

    store.failing = false;
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    expect(gmView(table).phase).not.toBe('lobby');
    expect(table.players[0]!.client.state().view!.phase).toBe(gmView(table).phase);
  });

  it('a saved table that cannot be read means "cannot resume": the GM is told and recovers from the room’s signed table', async () => {
    const store = flakyStore();
    const table = await seatedTable(['Ana', 'Brom'], { store });
    store.failing = true;
    const gm = await reopenGm(table, 'same');
    store.failing = false;
    expect(gm.host.status()).toBe('lost');
    expect(readLease(table.room.metadata())?.status).toBe('lost');
    expect(gm.tab.notifications.some((n) => /saved table cannot be read/.test(n))).toBe(true);
    expect(await gm.client.recover('void')).toEqual({ ok: true });
    await table.settle();
    expect(purseOf(table, 'Ana')).toBe(100);
  });

  it('a saved snapshot that passes the schema but is broken is not resumed: recovery is offered, and intents do not crash the table', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const name = recordName(table.room.id, table.gm.tab.playerId);
    const [record] = (await table.gm.store.read([name])) as [
      { table: { snapshot: Record<string, unknown> } },
    ];
    record.table.snapshot = { ...record.table.snapshot, context: { seats: 'not seats' } };
    table.gm.runner.stop();
    await table.gm.store.write({ put: [[name, record]], delete: [] });

    const gm = await reopenGm(table, 'same');
    expect(gm.host.status()).toBe('lost');
    expect(gm.tab.notifications.some((n) => /saved table cannot be resumed/.test(n))).toBe(true);
    expect(inWords(await table.players[0]!.client.send({ type: 'LEAVE' }))).toEqual({
      ok: false,
      reason: 'The table is waiting for the GM to recover it.',
    });
    expect(await gm.client.recover('void')).toEqual({ ok: true });
    await table.settle();
    await must(table.players[0]!.client, { type: 'LEAVE' });
  });

  it('a room value that stopped the start: the host falls back to recovery, tells the GM, and its lease is not left at "starting"', async () => {
    const room = createMemoryRoom();
    // The value from the review: it passes the schema, and decoding it once threw.
    const hostile = {
      v: 2,
      id: 't',
      rev: 3,
      n: 0,
      hs: 0,
      c: 0,
      st: [],
      ids: [],
      keys: [],
      view: { '#': 'constructor', r: [] },
    };
    const ana = room.connect({ id: 'ana', name: 'Ana', role: 'PLAYER' });
    await ana.page().setRoomMetadata({ [TABLE_KEY]: hostile });
    const brokenStore: HostStore = {
      read: () =>
        Promise.reject(
          new TypeError("Cannot read properties of undefined (reading 'constructor')"),
        ),
      write: async () => undefined,
    };
    const gm = await startGm(room, { store: brokenStore });
    expect(gm.host.status()).toBe('ok');
    expect(readLease(room.metadata())?.status).toBe('ok');
    expect(gm.tab.notifications.some((n) => /saved table cannot be read/.test(n))).toBe(true);
    // No table to recover from: a new one is started, and a player sits.
    const seat = await openSeat(room, { id: 'brom', name: 'Brom', role: 'PLAYER' });
    await must(seat.client, { type: 'JOIN', name: 'Brom', purse: 10 });
  });

  it('a host whose start fails falls back to recovery: the GM is told, and a new table can be started', async () => {
    const table = await seatedTable(['Ana']);
    const port = table.gm.tab.page();
    table.gm.runner.stop();
    // Once this client has claimed the lease, the party list stops coming: the host's start reads it, and fails.
    let claimed = false;
    const failing: OwlbearPort = {
      ...port,
      roomId: port.roomId,
      setRoomMetadata: (update) => {
        claimed ||= HOST_KEY in update;
        return port.setRoomMetadata(update);
      },
      getParty: () =>
        claimed ? Promise.reject(new Error('the party list did not come')) : port.getParty(),
    };
    const keys = table.gm.keys;
    const runner = await runHost({
      port: failing,
      keys,
      store: table.gm.store,
      dice: seededDice(2),
      ...electionTimings,
    });
    const host = await runner.whenHosting();
    expect(host.status()).toBe('lost');
    expect(readLease(table.room.metadata())?.status).toBe('lost');
    expect(
      table.gm.tab.notifications.some((n) =>
        /table could not be started \(the party list did not come\)/.test(n),
      ),
    ).toBe(true);
    runner.stop();
  });

  it('a device that cannot host at all (its keys cannot be read) releases the lease and tells the GM; another GM client takes over', async () => {
    const room = createMemoryRoom();
    const unreadable: KeyStore = {
      get: () => Promise.reject(new Error('UnknownError')),
      putIfAbsent: () => Promise.reject(new Error('UnknownError')),
    };
    const tab = room.connect({ id: 'gm', name: 'Game Master', role: 'GM' });
    const broken = await runHost({
      port: tab.page(),
      keys: unreadable,
      store: memoryHostStore(),
      ...electionTimings,
    });
    // It tries again twice (electionTimings), then gives up.
    await vi.waitUntil(() =>
      tab.notifications.some((n) =>
        /cannot host the table \(UnknownError\), after 3 tries/.test(n),
      ),
    );
    await room.settle();
    expect(readLease(room.metadata())).toBeNull();

    const other = room.connect({ id: 'gm-2', name: 'Co-GM', role: 'GM' });
    const runner = await runHost({
      port: other.page(),
      keys: memoryKeyStore(),
      store: memoryHostStore(),
      ...electionTimings,
    });
    expect((await runner.whenHosting()).status()).toBe('ok');
    expect(readLease(room.metadata())?.connectionId).toBe(other.connectionId);
    broken.stop();
    runner.stop();
  });

  it('without IndexedDB, a page keeps its keys and tables in memory, and the host warns the GM', async () => {
    // This test runs in Node, which has no IndexedDB: the fallback a browser that refuses storage gets.
    expect(await idbVolatile()).toBe(true);
    await idbWrite('tables', { put: [['room/gm', { rev: 4 }]], delete: [] });
    expect(await idbGet('tables', 'room/gm')).toEqual({ rev: 4 });
    // A save that cannot be stored changes nothing, not even what it would have deleted: the last save stays whole.
    await expect(
      idbWrite('tables', {
        put: [['room/gm/events/0', { at: 0, entries: [() => 'not storable'] }]],
        delete: ['room/gm'],
      }),
    ).rejects.toThrow();
    expect(await idbGet('tables', 'room/gm')).toEqual({ rev: 4 });
    expect(await idbGet('tables', 'room/gm/events/0')).toBeUndefined();

    const room = createMemoryRoom();
    const store = { ...memoryHostStore(), volatile: idbVolatile };
    const gm = await startGm(room, { store });
    expect(gm.host.status()).toBe('ok');
    expect(gm.tab.notifications).toContain(`Tavern Twenty-One: ${IN_MEMORY}`);
    const seat = await openSeat(room, { id: 'brom', name: 'Brom', role: 'PLAYER' });
    await must(seat.client, { type: 'JOIN', name: 'Brom', purse: 10 });
  });
});
