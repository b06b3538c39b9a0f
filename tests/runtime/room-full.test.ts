/**
 * "Room metadata shared with other extensions: the 16 kB is shared by every
 * extension in the room: a test with other extensions' keys pre-filled close
 * to the limit shows the GM a clear message and loses nothing." (issue 16,
 * point 7). The in-memory room refuses a write past 16 kB, as Owlbear does.
 */
import { describe, expect, it } from 'vitest';
import { ROOM_AGAIN } from '../../src/host/publishTable';
import { memoryHostStore, recordName } from '../../src/host/persistence';
import { createMemoryRoom, type MemoryRoom } from '../../src/plugin/memoryRoom';
import { ROOM_METADATA_LIMIT, jsonBytes } from '../../src/plugin/port';
import { decodePublicTable } from '../../src/sync/publicTable';
import { HOST_KEY, TABLE_KEY } from '../../src/sync/wire';
import { must, openSeat, phaseOf, playRound, settle, startGm, type TestTable } from './table';

const FULL = /shared storage is full/;

/** Another extension's keys, leaving `free` bytes of the room's 16 kB: room for the host's lease, not for the table. */
async function otherExtensionFills(room: MemoryRoom, free: number) {
  const other = room.connect({ id: 'other-extension', name: 'Someone', role: 'PLAYER' });
  const lease = jsonBytes({
    [HOST_KEY]: { connectionId: 'c-00', playerId: 'gm', status: 'starting' },
  });
  const padding =
    ROOM_METADATA_LIMIT - free - lease - jsonBytes({ 'com.example.initiative/data': '' });
  await other.page().setRoomMetadata({ 'com.example.initiative/data': 'x'.repeat(padding) });
  other.disconnect();
}

async function fullRoomTable(): Promise<TestTable & { store: ReturnType<typeof memoryHostStore> }> {
  const room = createMemoryRoom();
  await otherExtensionFills(room, 300);
  const store = memoryHostStore();
  const gm = await startGm(room, { store });
  const players = [
    await openSeat(room, { id: 'player-1', name: 'Ana', role: 'PLAYER' }),
    await openSeat(room, { id: 'player-2', name: 'Brom', role: 'PLAYER' }),
  ];
  const table: TestTable = {
    room,
    gm,
    players,
    settle: () => settle(room, [gm.runner.host], [gm.client, ...players.map((p) => p.client)]),
  };
  await table.settle();
  for (const p of players) await must(p.client, { type: 'JOIN', name: p.name, purse: 100 });
  await table.settle();
  return { ...table, store };
}

describe('a room whose metadata the other extensions have nearly filled', () => {
  it('the GM is told once, what is wrong and what to do; the players play a round from their own views', async () => {
    const table = await fullRoomTable();
    await playRound(table);
    const told = table.gm.tab.notifications.filter((n) => FULL.test(n));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatch(/Nothing is lost/);
    expect(told[0]).toMatch(
      /remove another extension.s data from the room .* or play with fewer seats/,
    );
    // No raw failure on every publication.
    expect(table.gm.tab.notifications.filter((n) => /failed/.test(n))).toEqual([]);
    for (const p of table.players) expect(phaseOf(p)).toBe('roundOver');
    expect(table.room.metadata()[TABLE_KEY]).toBeUndefined();
  });

  it('once another extension frees room, the newest table is written, saved and shown to everyone, and the GM hears it', async () => {
    const table = await fullRoomTable();
    await playRound(table);
    const other = table.room.connect({ id: 'other-extension', name: 'Someone', role: 'PLAYER' });
    await other.page().setRoomMetadata({ 'com.example.initiative/data': undefined });
    await table.settle();

    const written = await decodePublicTable(table.room.metadata()[TABLE_KEY]);
    const saved = JSON.parse(table.store.records.get(recordName(table.room.id, 'gm'))!) as {
      rev: number;
    };
    expect(written?.rev).toBe(saved.rev);
    expect(written?.view.phase).toBe('roundOver');
    expect(written?.view.seats.map((s) => [s.name, s.purse])).toEqual(
      table.gm.client.state().view!.seats.map((s) => [s.name, s.purse]),
    );
    for (const p of table.players) expect(p.client.state().table?.rev).toBe(saved.rev);
    expect(table.gm.tab.notifications.filter((n) => n === ROOM_AGAIN)).toHaveLength(1);
    expect(table.gm.tab.notifications.filter((n) => FULL.test(n))).toHaveLength(1);
  });
});
