/**
 * Room metadata is writable by every client. A player who overwrites the host
 * lease or the public table gains nothing: clients trust only a GM's lease and
 * a table signed by that GM's key and newer than the last, and the host writes
 * both back.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  deriveViewKey,
  exportPublicJwk,
  generateKeyPair,
  importPublicJwk,
  viewKeyContext,
} from '../../src/sync/crypto';
import { sealView } from '../../src/sync/envelope';
import { encodePublicTable } from '../../src/sync/publicTableWrite';
import { exportVerifyingJwk, generateSigningPair, signTable } from '../../src/sync/signing';
import {
  CHANNEL,
  HOST_KEY,
  PLAYER_KEY,
  TABLE_KEY,
  VERIFYING_KEY,
  readLease,
} from '../../src/sync/wire';
import { must, openSeat, seatedTable, type Seat } from './table';

describe('tampering with room metadata', () => {
  it('a player who writes themselves in as host is not believed: their sealed views are ignored', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const [ana, brom] = table.players as [Seat, Seat];
    // The real host stops (its tab stays), so nothing takes the lease back during this test.
    table.gm.runner.stop();
    const before = brom.client.state().view;
    const page = ana.tab.page();
    await page.setRoomMetadata({
      [HOST_KEY]: { connectionId: ana.tab.connectionId, playerId: ana.tab.playerId, status: 'ok' },
    });
    // Ana seals a fake view to Brom with a key of her own, published as hers.
    const eve = await generateKeyPair();
    await page.setPlayerMetadata({
      [PLAYER_KEY]: { v: 1, jwk: await exportPublicJwk(eve.publicKey) },
    });
    const party = await page.getParty();
    const bromKey = party.find((p) => p.id === brom.tab.playerId)!.metadata[PLAYER_KEY] as {
      jwk: unknown;
    };
    const key = await deriveViewKey(
      eve.privateKey,
      (await importPublicJwk(bromKey.jwk))!,
      viewKeyContext(table.room.id, ana.tab.playerId, brom.tab.playerId),
    );
    const fake = JSON.stringify({
      rev: 10_000,
      view: { ...before, phase: 'roundOver', pot: 1_000_000 },
    });
    await table.settle();
    expect(brom.client.state().lease?.connectionId).toBe(ana.tab.connectionId);
    for (const envelope of await sealView(key, fake, brom.tab.playerId))
      await page.sendBroadcast(CHANNEL, envelope, 'REMOTE');
    await table.settle();
    expect(brom.client.state().hostOnline).toBe(false);
    expect(brom.client.state().view).toEqual(before);
  });

  it('a host whose lease a player overwrote writes it back and keeps hosting', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const [ana, brom] = table.players as [Seat, Seat];
    await ana.tab.page().setRoomMetadata({
      [HOST_KEY]: {
        connectionId: ana.tab.connectionId,
        playerId: ana.tab.playerId,
        status: 'ok',
      },
    });
    await table.settle();
    expect(readLease(table.room.metadata())).toEqual({
      connectionId: table.gm.tab.connectionId,
      playerId: table.gm.tab.playerId,
      status: 'ok',
    });
    expect(table.gm.runner.host()).not.toBeNull();
    await must(table.gm.client, { type: 'START_ROUND' });
    await vi.waitFor(() => expect(brom.client.state().view?.phase).toBe('cut'));
  });

  it('a forged table is not shown: every client keeps the true one and says it was tampered with; the host puts it back and tells the GM', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const [ana, brom] = table.players as [Seat, Seat];
    const genuine = table.room.metadata()[TABLE_KEY] as Record<string, unknown>;
    const shown = brom.client.state().table;
    expect(shown?.view.seats.map((s) => s.purse)).toEqual([100, 100]);
    // Ana signs a richer table with a key of her own and publishes that key as hers.
    const eve = await generateSigningPair();
    const page = ana.tab.page();
    await page.setPlayerMetadata({
      [VERIFYING_KEY]: { v: 1, jwk: await exportVerifyingJwk(eve.publicKey) },
    });
    const richer = encodePublicTable(
      {
        ...shown!.view,
        seats: shown!.view.seats.map((s) => ({
          ...s,
          purse: s.id === ana.tab.playerId ? 5_000 : s.purse,
        })),
      },
      { ...shown!, rev: shown!.rev + 1 },
    );
    await page.setRoomMetadata({
      [TABLE_KEY]: await signTable(eve.privateKey, table.room.id, richer),
    });
    await table.settle();
    for (const seat of [table.gm, ana, brom]) {
      expect(seat.client.state().table).toEqual(shown);
      expect(seat.client.state().tampered?.reason).toBe('bad signature');
    }
    expect(table.room.metadata()[TABLE_KEY]).toEqual(genuine);
    expect(
      table.gm.tab.notifications.filter((n) => /someone overwrote the table/.test(n)),
    ).toHaveLength(1);
    // The next genuine change clears the notice.
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    expect(brom.client.state().table?.view.phase).toBe('cut');
    expect(brom.client.state().tampered).toBeNull();
  });

  it('an unsigned table is not shown either', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const shown = table.players[1]!.client.state().table;
    await table.players[0]!.tab.page().setRoomMetadata({ [TABLE_KEY]: { v: 2, forged: true } });
    await table.settle();
    expect(table.players[1]!.client.state().table).toEqual(shown);
    expect(table.players[1]!.client.state().tampered?.reason).toBe('unsigned');
  });

  it('an older genuine table written back is refused as a replay and put right', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const [ana, brom] = table.players as [Seat, Seat];
    const older = table.room.metadata()[TABLE_KEY];
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    const current = table.room.metadata()[TABLE_KEY];
    const shown = brom.client.state().table;
    expect(shown?.view.phase).toBe('cut');
    await ana.tab.page().setRoomMetadata({ [TABLE_KEY]: older });
    await table.settle();
    expect(brom.client.state().table).toEqual(shown);
    expect(brom.client.state().tampered?.reason).toBe('replayed');
    expect(table.room.metadata()[TABLE_KEY]).toEqual(current);
    expect(table.gm.tab.notifications.some((n) => /someone overwrote the table/.test(n))).toBe(
      true,
    );
  });

  it('a client that opens after a forged write, with no host to put it back, shows no table and the notice', async () => {
    const table = await seatedTable(['Ana']);
    table.gm.runner.stop(); // nobody puts the table back
    const shown = table.players[0]!.client.state().table;
    const eve = await generateSigningPair();
    await table.players[0]!.tab.page().setRoomMetadata({
      [TABLE_KEY]: await signTable(
        eve.privateKey,
        table.room.id,
        encodePublicTable(shown!.view, { ...shown!, rev: 999 }),
      ),
    });
    await table.settle();
    const late = await openSeat(table.room, { id: 'player-9', name: 'Cass', role: 'PLAYER' });
    await table.settle();
    await late.client.idle();
    expect(late.client.state().table).toBeNull();
    expect(late.client.state().tampered?.reason).toBe('bad signature');
  });

  it('a player replaying an older sealed view to themselves does not change what they see', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const [ana] = table.players as [Seat];
    const envelopes = () =>
      table.room
        .received(ana.tab.connectionId)
        .filter((d) => d.kind === 'broadcast' && d.channel === CHANNEL)
        .map((d) => JSON.parse(d.raw).data)
        .filter((m) => m.t === 'view' && m.to === ana.tab.playerId);
    const first = envelopes()[0];
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    const now = ana.client.state().view;
    expect(now?.phase).toBe('cut');
    // The worst case: the old envelope arrives as if the host's connection sent it again.
    table.room.inject(CHANNEL, first, table.gm.tab.connectionId);
    await table.settle();
    expect(ana.client.state().view).toEqual(now);
  });
});
