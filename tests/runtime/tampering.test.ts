/**
 * Room metadata is writable by every client. A player who overwrites the host
 * lease or the public table gains nothing: clients trust only a GM's lease,
 * and the host writes both back.
 */
import { describe, expect, it, vi } from 'vitest';
import { deriveViewKey, exportPublicJwk, generateKeyPair, importPublicJwk, viewKeyContext } from '../../src/sync/crypto';
import { sealView } from '../../src/sync/envelope';
import { CHANNEL, HOST_KEY, PLAYER_KEY, TABLE_KEY, readLease } from '../../src/sync/wire';
import { must, seatedTable, type Seat } from './table';

describe('tampering with room metadata', () => {
  it('a player who writes themselves in as host is not believed: their sealed views are ignored', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const [ana, brom] = table.players as [Seat, Seat];
    // The real host stops (its tab stays), so nothing takes the lease back during this test.
    table.gm.runner.stop();
    const before = brom.client.state().view;
    const page = ana.tab.page();
    await page.setRoomMetadata({ [HOST_KEY]: { connectionId: ana.tab.connectionId, playerId: ana.tab.playerId, status: 'ok' } });
    // Ana seals a fake view to Brom with a key of her own, published as hers.
    const eve = await generateKeyPair();
    await page.setPlayerMetadata({ [PLAYER_KEY]: { v: 1, jwk: await exportPublicJwk(eve.publicKey) } });
    const party = await page.getParty();
    const bromKey = party.find((p) => p.id === brom.tab.playerId)!.metadata[PLAYER_KEY] as { jwk: unknown };
    const key = await deriveViewKey(eve.privateKey, (await importPublicJwk(bromKey.jwk))!, viewKeyContext(table.room.id, ana.tab.playerId, brom.tab.playerId));
    const fake = JSON.stringify({ rev: 10_000, view: { ...before, phase: 'roundOver', pot: 1_000_000 } });
    await table.settle();
    expect(brom.client.state().lease?.connectionId).toBe(ana.tab.connectionId);
    for (const envelope of await sealView(key, fake, brom.tab.playerId)) await page.sendBroadcast(CHANNEL, envelope, 'REMOTE');
    await table.settle();
    expect(brom.client.state().hostOnline).toBe(false);
    expect(brom.client.state().view).toEqual(before);
  });

  it('a host whose lease a player overwrote writes it back and keeps hosting', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const [ana, brom] = table.players as [Seat, Seat];
    await ana.tab.page().setRoomMetadata({ [HOST_KEY]: { connectionId: ana.tab.connectionId, playerId: ana.tab.playerId, status: 'ok' } });
    await table.settle();
    expect(readLease(table.room.metadata())).toEqual({ connectionId: table.gm.tab.connectionId, playerId: table.gm.tab.playerId, status: 'ok' });
    expect(table.gm.runner.host()).not.toBeNull();
    await must(table.gm.client, { type: 'START_ROUND' });
    await vi.waitFor(() => expect(brom.client.state().view?.phase).toBe('cut'));
  });

  it('a player who overwrites the public table sees it put back', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const genuine = table.room.metadata()[TABLE_KEY];
    await table.players[0]!.tab.page().setRoomMetadata({ [TABLE_KEY]: { v: 2, forged: true } });
    await table.settle();
    expect(table.room.metadata()[TABLE_KEY]).toEqual(genuine);
  });
});
