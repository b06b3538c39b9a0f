/**
 * "A lease counts only if the client it names claimed it itself, and the
 * host's status comes from the host, not from the writable lease" (issue 15,
 * point 7). A player rewrites the lease in room metadata.
 */
import { describe, expect, it, vi } from 'vitest';
import { memoryHostStore } from '../../src/host/persistence';
import { runHost } from '../../src/host/runHost';
import { CLAIM_KEY } from '../../src/sync/hostClaim';
import { memoryKeyStore } from '../../src/sync/keyStore';
import { HOST_KEY, readLease } from '../../src/sync/wire';
import { electionTimings, gmView, must, seatedTable } from './table';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a lease rewritten by a player', () => {
  it('naming another GM client does not make it host, and does not stop the real host', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const coGm = table.room.connect({ id: 'co-gm', name: 'Co-GM', role: 'GM' });
    const second = await runHost({
      port: coGm.page(),
      keys: memoryKeyStore(),
      store: memoryHostStore(),
      ...electionTimings,
    });
    await table.settle();

    const ana = table.players[0]!;
    await ana.tab.page().setRoomMetadata({
      [HOST_KEY]: { connectionId: coGm.connectionId, playerId: 'co-gm', status: 'ok' },
    });
    await wait(10 * electionTimings.graceMs);
    await table.settle();

    expect(second.host()).toBeNull();
    expect(table.gm.runner.host()).not.toBeNull();
    expect(readLease(table.room.metadata())?.connectionId).toBe(table.gm.tab.connectionId);
    // The table plays on: a move is taken and every seat sees it.
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    for (const p of table.players) expect(p.client.state().view?.phase).toBe(gmView(table).phase);
    second.stop();
  });

  it('setting its status to "lost" does not put the GM panel on the recovery screen', async () => {
    const table = await seatedTable(['Ana']);
    const lease = readLease(table.room.metadata())!;
    await table.players[0]!.tab.page().setRoomMetadata({
      [HOST_KEY]: { ...lease, status: 'lost' },
    });
    // What the GM's client believes comes from the host's own claim, at once and after.
    expect(table.gm.client.state().lease?.status).toBe('ok');
    await table.settle();
    expect(table.gm.client.state().lease?.status).toBe('ok');
    expect(readLease(table.room.metadata())?.status).toBe('ok');
    expect(table.gm.host.status()).toBe('ok');
  });

  it('a player who names themselves in the lease and copies a claim into their own metadata is not believed', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const [ana, brom] = table.players as [(typeof table.players)[0], (typeof table.players)[0]];
    await ana.tab
      .page()
      .setPlayerMetadata({ [CLAIM_KEY]: { connectionId: ana.tab.connectionId, status: 'lost' } });
    await ana.tab.page().setRoomMetadata({
      [HOST_KEY]: {
        connectionId: ana.tab.connectionId,
        playerId: ana.tab.playerId,
        status: 'lost',
      },
    });
    await table.settle();
    await vi.waitFor(() =>
      expect(readLease(table.room.metadata())?.connectionId).toBe(table.gm.tab.connectionId),
    );
    expect(brom.client.state().lease?.status).toBe('ok');
    expect(brom.client.state().hostOnline).toBe(true);
  });
});
