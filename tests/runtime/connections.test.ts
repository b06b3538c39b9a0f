/**
 * Owlbear's party lists connections, not people (docs/runtime.md, "Host election"): one player on two connections
 * (a second tab, a laptop and a TV), and a connection that comes back under a new id without its pages reloading.
 * The table plays on through each, with never two hosts.
 */
import { describe, expect, it, vi } from 'vitest';
import { runHost } from '../../src/host/runHost';
import { connectTable } from '../../src/sync/client';
import { leaseHolder, readClaim } from '../../src/sync/hostClaim';
import { readLease } from '../../src/sync/wire';
import { memoryKeyStore } from '../../src/sync/keyStore';
import {
  clientOptions,
  electionTimings,
  must,
  phaseOf,
  playUntil,
  seatedTable,
  type Client,
  type TestTable,
} from './table';

async function inRound(): Promise<TestTable> {
  const table = await seatedTable(['Ana', 'Brom']);
  await must(table.gm.client, { type: 'START_ROUND' });
  await table.settle();
  return table;
}

/** Every client whose own claim backs a lease on its own connection: the hosts. */
async function hosts(table: TestTable) {
  const page = table.gm.tab.page();
  const [self, everyone] = await Promise.all([page.getSelf(), page.getParty()]);
  return [self, ...everyone].filter(
    (p) => p.role === 'GM' && readClaim(p.metadata)?.connectionId === p.connectionId,
  );
}

describe('a connection that comes back under a new id, its pages still running', () => {
  it('the hosting GM: its claim and lease move to the new connection, and players’ moves reach it', async () => {
    const table = await inRound();
    const before = table.gm.tab.connectionId;
    const next = table.gm.tab.reconnect();
    expect(next).not.toBe(before);
    await table.settle();
    await vi.waitFor(() => expect(readLease(table.room.metadata())?.connectionId).toBe(next));
    await table.settle();
    const party = await table.players[0]!.tab.page().getParty();
    expect(leaseHolder(readLease(table.room.metadata()), party)?.player.connectionId).toBe(next);
    expect(table.players[0]!.client.state().hostOnline).toBe(true);
    await playUntil(table, () => phaseOf(table.gm) === 'staredown');
    expect(phaseOf(table.gm)).toBe('staredown');
    expect(await hosts(table)).toHaveLength(1);
  });

  it('a player: they keep their seat and their own view, and play on', async () => {
    const table = await inRound();
    const ana = table.players[0]!;
    const mine = ana.client.state().view!.seats.find((s) => s.mine)!.id;
    ana.tab.reconnect();
    await table.settle();
    await playUntil(table, () => phaseOf(table.gm) === 'staredown');
    expect(ana.client.state().view!.seats.find((s) => s.mine)?.id).toBe(mine);
    expect(phaseOf(ana)).toBe('staredown');
  });
});

describe('one player on two connections', () => {
  it('a player’s second tab sees their own view, and they can act from either', async () => {
    const table = await inRound();
    const ana = table.players[0]!;
    // The same browser: the same key store, so the same key pair.
    const tab2 = table.room.connect({ id: ana.tab.playerId, name: 'Ana', role: 'PLAYER' });
    const second = (await connectTable(tab2.page(), ana.keys, clientOptions)) as Client;
    await table.settle();
    await vi.waitFor(() => expect(second.state().view).toEqual(ana.client.state().view));
    expect(second.state().view!.seats.find((s) => s.mine)?.name).toBe('Ana');
    // Play Ana's moves from the second tab, Brom's from his.
    const seats = [{ ...ana, client: second }, table.players[1]!];
    await playUntil({ ...table, players: seats }, () => phaseOf(table.gm) === 'staredown');
    expect(phaseOf(table.gm)).toBe('staredown');
    expect(ana.client.state().view).toEqual(second.state().view);
    second.close();
  });

  it('a player on a second device (a key pair of its own) reads their view there too, and the first device still does', async () => {
    const table = await inRound();
    const ana = table.players[0]!;
    const tab2 = table.room.connect({ id: ana.tab.playerId, name: 'Ana', role: 'PLAYER' });
    const second = (await connectTable(tab2.page(), memoryKeyStore(), clientOptions)) as Client;
    await table.settle();
    await vi.waitFor(() => expect(second.state().view).toEqual(ana.client.state().view));
    await playUntil(
      { ...table, players: [{ ...ana, client: second }, table.players[1]!] },
      () => phaseOf(table.gm) === 'staredown',
    );
    expect(ana.client.state().view).toEqual(second.state().view);
    second.close();
  });

  it('the GM on two connections: the second never hosts while the first does; when the first leaves, the second resumes the saved table', async () => {
    const table = await inRound();
    const tab2 = table.room.connect({ id: table.gm.tab.playerId, name: 'Game Master', role: 'GM' });
    // The same device: its keys and its saved table.
    const runner2 = await runHost({
      port: tab2.page(),
      keys: table.gm.keys,
      store: table.gm.store,
      ...electionTimings,
    });
    const gm2 = (await connectTable(tab2.page(), table.gm.keys, clientOptions)) as Client;
    await table.settle();
    await new Promise((resolve) => setTimeout(resolve, electionTimings.graceMs * 4));
    expect(runner2.host()).toBeNull();
    expect(readLease(table.room.metadata())?.connectionId).toBe(table.gm.tab.connectionId);
    await vi.waitFor(() => expect(gm2.state().view).toEqual(table.gm.client.state().view));
    const before = table.gm.runner.host()!.table()!.persist();

    // The first connection's tab closes: the second, of the same GM, claims at once and resumes.
    table.gm.runner.stop();
    table.gm.client.close();
    table.gm.tab.disconnect();
    const resumed = await runner2.whenHosting();
    expect(resumed.status()).toBe('ok');
    expect(resumed.table()!.persist()).toEqual(before);
    expect(readLease(table.room.metadata())?.connectionId).toBe(tab2.connectionId);
    Object.assign(table.gm, { tab: tab2, runner: runner2, host: resumed, client: gm2 });
    await table.settle();
    await playUntil(table, () => phaseOf(table.gm) === 'staredown');
    expect(phaseOf(table.gm)).toBe('staredown');
    expect(await hosts(table)).toHaveLength(1);
    runner2.stop();
  });
});
