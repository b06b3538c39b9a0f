/**
 * A host whose start fails (Owlbear's SDK rejects a request after 5 s while a heavy scene loads; storage failing in
 * a third-party frame) tries again with back-off while its lease says `starting`; one that still cannot start gives
 * the lease up and tells the GM, and players see the table wait for the GM (docs/runtime.md, "Starting and resuming").
 */
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRoom, type MemoryClient } from '../../src/plugin/memoryRoom';
import type { OwlbearPort } from '../../src/plugin/port';
import { memoryHostStore } from '../../src/host/persistence';
import { runHost, startGivenUp, startRetried } from '../../src/host/runHost';
import { readClaim } from '../../src/sync/hostClaim';
import { memoryKeyStore } from '../../src/sync/keyStore';
import { HOST_KEY, readLease } from '../../src/sync/wire';
import { connectTable } from '../../src/sync/client';
import { clientOptions, electionTimings, must, openSeat } from './table';

const TIMEOUT = new Error('Owlbear did not answer in 5 s');

/** The GM's page, whose `getSelf` fails `failures` times once this client has claimed the lease (the host's start reads it first). */
function failingStart(tab: MemoryClient, failures: number) {
  const port = tab.page();
  const seen = { claimed: false, failed: 0 };
  const failing: OwlbearPort = Object.assign(Object.create(port) as OwlbearPort, {
    setRoomMetadata: (update: Record<string, unknown>) => {
      seen.claimed ||= HOST_KEY in update;
      return port.setRoomMetadata(update);
    },
    getSelf: () => {
      if (!seen.claimed || seen.failed >= failures) return port.getSelf();
      seen.failed++;
      return Promise.reject(TIMEOUT);
    },
  });
  return { failing, seen };
}

describe('a host whose start fails', () => {
  it('tries again and hosts: the GM is told once that it is trying again, players play', async () => {
    const room = createMemoryRoom();
    const tab = room.connect({ id: 'gm', name: 'Game Master', role: 'GM' });
    const { failing, seen } = failingStart(tab, 2);
    const runner = await runHost({
      port: failing,
      keys: memoryKeyStore(),
      store: memoryHostStore(),
      ...electionTimings,
    });
    const host = await runner.whenHosting();
    expect(seen.failed).toBe(2);
    expect(host.status()).toBe('ok');
    await room.settle();
    expect(readLease(room.metadata())).toMatchObject({
      connectionId: tab.connectionId,
      status: 'ok',
    });
    expect(tab.notifications).toEqual([startRetried(TIMEOUT.message)]);
    const ana = await openSeat(room, { id: 'ana', name: 'Ana', role: 'PLAYER' });
    await must(ana.client, { type: 'JOIN', name: 'Ana', purse: 20 });
    runner.stop();
  });

  it('a move made while the host is still starting waits for it, and is answered, not lost', async () => {
    const room = createMemoryRoom();
    const tab = room.connect({ id: 'gm', name: 'Game Master', role: 'GM' });
    const keys = memoryKeyStore();
    // The GM's popover publishes the GM's key before the host runs: a player could seal to it at once.
    await connectTable(tab.page(), keys, clientOptions);
    const ana = await openSeat(room, { id: 'ana', name: 'Ana', role: 'PLAYER' });
    const { failing } = failingStart(tab, 2);
    const slow = Object.assign(Object.create(failing) as OwlbearPort, {
      // The host's start waits for a moment, as a heavy scene would make it.
      getRoomMetadata: () =>
        new Promise((resolve) => setTimeout(resolve, 40)).then(() => failing.getRoomMetadata()),
    });
    const runner = await runHost({
      port: slow,
      keys,
      store: memoryHostStore(),
      ...electionTimings,
    });
    await vi.waitUntil(() => ana.client.state().lease?.status === 'starting');
    const reply = await ana.client.send({ type: 'JOIN', name: 'Ana', purse: 20 });
    expect(reply).toEqual({ ok: true });
    runner.stop();
  });

  it('gives up after its last try: the lease and its claim are released, the GM is told, players see the table wait for the GM', async () => {
    const room = createMemoryRoom();
    const tab = room.connect({ id: 'gm', name: 'Game Master', role: 'GM' });
    const ana = await openSeat(room, { id: 'ana', name: 'Ana', role: 'PLAYER' });
    const { failing, seen } = failingStart(tab, Infinity);
    const runner = await runHost({
      port: failing,
      keys: memoryKeyStore(),
      store: memoryHostStore(),
      ...electionTimings,
    });
    await vi.waitUntil(() => tab.notifications.length === 2);
    await room.settle();
    // One try and the two of electionTimings' back-off.
    expect(seen.failed).toBe(3);
    expect(tab.notifications).toEqual([
      startRetried(TIMEOUT.message),
      startGivenUp(TIMEOUT.message, 3),
    ]);
    expect(readLease(room.metadata())).toBeNull();
    expect(readClaim((await tab.page().getSelf()).metadata)).toBeNull();
    expect(runner.host()).toBeNull();
    // No lease: the player's panel says the table waits for the GM (HostNotice), and a move waits rather than go unanswered.
    await ana.client.idle();
    expect(ana.client.state()).toMatchObject({ lease: null, hostOnline: false });
    runner.stop();
  });

  it('a GM client whose first reads of Owlbear fail still stands, and hosts once Owlbear answers', async () => {
    const room = createMemoryRoom();
    const tab = room.connect({ id: 'gm', name: 'Game Master', role: 'GM' });
    const port = tab.page();
    let failures = 0;
    const slow: OwlbearPort = Object.assign(Object.create(port) as OwlbearPort, {
      getParty: () => (failures++ < 2 ? Promise.reject(TIMEOUT) : port.getParty()),
    });
    const runner = await runHost({
      port: slow,
      keys: memoryKeyStore(),
      store: memoryHostStore(),
      ...electionTimings,
    });
    expect((await runner.whenHosting()).status()).toBe('ok');
    expect(failures).toBeGreaterThan(2);
    runner.stop();
  });
});
