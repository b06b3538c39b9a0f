/** One host per room: the GM client holding a live lease; a stale one is replaced. */
import { describe, expect, it, vi } from 'vitest';
import { claimDelay } from '../../src/host/election';
import { memoryHostStore } from '../../src/host/persistence';
import { runHost } from '../../src/host/runHost';
import { createMemoryRoom } from '../../src/plugin/memoryRoom';
import type { PartyPlayer } from '../../src/plugin/port';
import { memoryKeyStore } from '../../src/sync/keyStore';
import { CLAIM_KEY } from '../../src/sync/hostClaim';
import { HOST_KEY, readLease } from '../../src/sync/wire';
import { electionTimings, must, openSeat, seatedTable } from './table';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function gmClient(room: ReturnType<typeof createMemoryRoom>, id: string) {
  const tab = room.connect({ id, name: id, role: 'GM' });
  return {
    tab,
    start: () =>
      runHost({
        port: tab.page(),
        keys: memoryKeyStore(),
        store: memoryHostStore(),
        ...electionTimings,
      }),
  };
}

describe('host election', () => {
  it('a second GM client does not become a second host, and acts as a GM through the host', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const second = gmClient(table.room, 'co-gm');
    const runner = await second.start();
    await wait(10 * electionTimings.graceMs);
    expect(runner.host()).toBeNull();
    expect(readLease(table.room.metadata())?.connectionId).toBe(table.gm.tab.connectionId);
    // The co-GM's intents are a GM's: the host accepts them.
    const coGm = await openSeat(table.room, { id: 'co-gm-popover', name: 'Co-GM', role: 'GM' });
    await must(coGm.client, { type: 'ADD_NPC', name: 'Old Tom', purse: 20 });
    await vi.waitFor(() =>
      expect(coGm.client.state().view?.seats.map((s) => s.name)).toContain('Old Tom'),
    );
    runner.stop();
  });

  it('when the hosting client leaves, another GM client takes over after the grace period', async () => {
    const room = createMemoryRoom();
    const first = gmClient(room, 'gm-a');
    const a = await first.start();
    await a.whenHosting();
    const second = gmClient(room, 'gm-b');
    const b = await second.start();
    await wait(5 * electionTimings.graceMs);
    expect(b.host()).toBeNull();

    a.stop();
    first.tab.disconnect();
    const host = await b.whenHosting();
    // The table had no seats: the new host starts a fresh one.
    expect(host.status()).toBe('ok');
    expect(readLease(room.metadata())).toEqual({
      connectionId: second.tab.connectionId,
      playerId: 'gm-b',
      status: 'ok',
    });
    b.stop();
  });

  it('two GM clients opening a fresh room together end with exactly one host', async () => {
    const room = createMemoryRoom();
    const clients = [gmClient(room, 'gm-a'), gmClient(room, 'gm-b'), gmClient(room, 'gm-c')];
    const runners = await Promise.all(clients.map((c) => c.start()));
    await Promise.race(runners.map((r) => r.whenHosting()));
    await wait(10 * electionTimings.graceMs);
    const hosting = runners.filter((r) => r.host() !== null);
    expect(hosting).toHaveLength(1);
    const lease = readLease(room.metadata())!;
    expect(clients[runners.indexOf(hosting[0]!)]!.tab.connectionId).toBe(lease.connectionId);
    runners.forEach((r) => r.stop());
  });

  it('a player client never claims the table', async () => {
    const room = createMemoryRoom();
    const tab = room.connect({ id: 'p', name: 'P', role: 'PLAYER' });
    const runner = await runHost({
      port: tab.page(),
      keys: memoryKeyStore(),
      store: memoryHostStore(),
      ...electionTimings,
    });
    await wait(5 * electionTimings.graceMs);
    expect(runner.host()).toBeNull();
    expect(room.metadata()[HOST_KEY]).toBeUndefined();
    runner.stop();
  });

  describe('the claim rule', () => {
    const gm = (id: string, connectionId: string): PartyPlayer => ({
      id,
      connectionId,
      role: 'GM',
      name: id,
      metadata: {},
    });
    const player = (id: string, connectionId: string): PartyPlayer => ({
      ...gm(id, connectionId),
      role: 'PLAYER',
    });
    const lease = (connectionId: string, playerId: string) => ({
      connectionId,
      playerId,
      status: 'ok' as const,
    });

    const hosting = (id: string, connectionId: string): PartyPlayer => ({
      ...gm(id, connectionId),
      metadata: { [CLAIM_KEY]: { connectionId, status: 'ok' } },
    });

    it('never claims while another GM client claims, in its own metadata, to host', () => {
      expect(claimDelay(gm('b', 'c2'), [hosting('a', 'c1')], lease('c1', 'a'), 100)).toBeNull();
      // Even when a player rewrote the lease to name this client: the host writes it back.
      expect(claimDelay(gm('b', 'c2'), [hosting('a', 'c1')], lease('c2', 'b'), 100)).toBeNull();
    });
    it('a lease naming a GM that did not claim it counts for nothing: no head start, for it or for its player', () => {
      expect(claimDelay(gm('b', 'c2'), [gm('a', 'c1')], lease('c1', 'a'), 100)).toBe(200);
      expect(claimDelay(gm('a', 'c1'), [gm('b', 'c2')], lease('c1', 'a'), 100)).toBe(100);
      // A claim copied into a player's metadata, or naming another connection, is no claim.
      const copied: PartyPlayer = {
        ...player('p', 'c0'),
        metadata: { [CLAIM_KEY]: { connectionId: 'c0', status: 'ok' } },
      };
      const misnamed: PartyPlayer = {
        ...gm('a', 'c1'),
        metadata: { [CLAIM_KEY]: { connectionId: 'c9', status: 'ok' } },
      };
      expect(claimDelay(gm('b', 'c2'), [copied, misnamed], null, 100)).toBe(100);
    });
    it('claims at once a stale lease of its own player (a reload), after a grace period otherwise', () => {
      expect(claimDelay(gm('a', 'c3'), [gm('b', 'c2')], lease('c1', 'a'), 100)).toBe(0);
      // While the returning GM is in the room, the others leave it a longer head start.
      expect(claimDelay(gm('b', 'c2'), [gm('a', 'c3')], lease('c1', 'a'), 100)).toBe(200);
      expect(claimDelay(gm('b', 'c2'), [player('p', 'c0')], lease('c1', 'a'), 100)).toBe(100);
    });
    it('with no lease, the lowest connection claims first and the others wait their turn', () => {
      expect(claimDelay(gm('a', 'c1'), [gm('b', 'c2'), gm('c', 'c3')], null, 100)).toBe(0);
      expect(claimDelay(gm('c', 'c3'), [gm('a', 'c1'), gm('b', 'c2')], null, 100)).toBe(200);
    });
    it('a lease held by a connection that lost its GM role is stale', () => {
      expect(claimDelay(gm('b', 'c2'), [player('a', 'c1')], lease('c1', 'a'), 100)).toBe(100);
    });
    it('players never claim', () => {
      expect(claimDelay(player('p', 'c1'), [], null, 100)).toBeNull();
    });
  });
});
