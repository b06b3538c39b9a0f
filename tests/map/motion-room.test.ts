/**
 * Motion in a room (issue 57: "Each client animates its own local items from the public change, so motion costs no
 * traffic"): a real host, the GM's and two players' clients, each running the map with its own clock. A move shows
 * motion on every client and writes no shared item; once the frames end, each client holds what it drew.
 */
import { expect, it } from 'vitest';
import { seededDice } from '../../machines/engine/dice';
import { memoryHostStore } from '../../src/host/persistence';
import { runHost } from '../../src/host/runHost';
import { PLACE_MENU } from '../../src/map/keeper';
import { type MapRuntime, runMap } from '../../src/map/runtime';
import { createMemoryRoom } from '../../src/plugin/memoryRoom';
import { connectTable, type TableClient } from '../../src/sync/client';
import { memoryKeyStore } from '../../src/sync/keyStore';
import { clientOptions, electionTimings, settle } from '../runtime/table';
import { steppedClock } from '../support/motion';

it('a move sets every client’s table in motion and writes no shared item', async () => {
  const room = createMemoryRoom();
  const gmTab = room.connect({ id: 'gm', name: 'GM', role: 'GM' });
  const keys = memoryKeyStore();
  const runner = await runHost({
    port: gmTab.page(),
    keys,
    store: memoryHostStore(),
    dice: seededDice(7),
    ...electionTimings,
  });
  await runner.whenHosting();
  const tabs = [
    gmTab,
    ...['ana', 'brom'].map((id) => room.connect({ id, name: id, role: 'PLAYER' })),
  ];
  const clients: TableClient[] = [await connectTable(gmTab.page(), keys, clientOptions)];
  for (const tab of tabs.slice(1))
    clients.push(await connectTable(tab.page(), memoryKeyStore(), clientOptions));
  const quiet = () => settle(room, [runner.host], clients);
  await quiet();
  for (const [i, client] of clients.slice(1).entries())
    expect((await client.send({ type: 'JOIN', name: ['Ana', 'Brom'][i], purse: 50 })).ok).toBe(
      true,
    );
  expect((await clients[0]!.send({ type: 'START_ROUND' })).ok).toBe(true);
  await quiet();
  const clocks = tabs.map(() => steppedClock());
  const maps: MapRuntime[] = [];
  for (const [i, tab] of tabs.entries())
    maps.push(
      await runMap(tab.page(), clients[i]!, { newId: () => 'anchor-1', clock: clocks[i]!.clock }),
    );
  const drawn = async () => {
    await quiet();
    await Promise.all(maps.map((m) => m.painter.redraw()));
    await quiet();
  };
  room.scene.click(gmTab.connectionId, PLACE_MENU, { point: { x: 0, y: 0 } });
  await drawn();
  const writes = room.scene.writes().length;
  const counts = tabs.map((tab) => room.scene.localItems(tab.connectionId).length);

  // The seat to act passes (the Cut, then its turn) until the turn moves on, which every client sees.
  const toAct = () => clients[1]!.state().view!.seats.find((s) => s.isTurn)!.id;
  const first = toAct();
  while (toAct() === first) {
    const seat = clients[first === 'ana' ? 1 : 2]!;
    const offered = (seat.state().view!.actions as { intent: { type: string } }[]).map(
      (a) => a.intent,
    );
    const pass = offered.find((i) => i.type === 'CUT_PASS' || i.type === 'HOLD')!;
    expect((await seat.send(pass)).ok).toBe(true);
    await quiet();
  }
  await drawn();
  // Every client's table is in motion: a frame waits on each, and the first changes what it shows.
  expect(clocks.every((clock) => clock.pending())).toBe(true);
  const before = JSON.stringify(room.scene.localItems(tabs[2]!.connectionId));
  await clocks[2]!.step();
  await quiet();
  expect(JSON.stringify(room.scene.localItems(tabs[2]!.connectionId))).not.toBe(before);
  for (const clock of clocks) while (clock.pending()) await clock.step();
  await quiet();
  const moving = (tab: (typeof tabs)[number]) =>
    room.scene.localItems(tab.connectionId).filter((i) => i.id.startsWith('anchor-1/motion/'));
  for (const [i, tab] of tabs.entries()) {
    expect(moving(tab)).toEqual([]);
    expect(room.scene.localItems(tab.connectionId).length).toBe(maps[i]!.painter.count());
  }
  expect(counts.every((n) => n > 0)).toBe(true);
  expect(room.scene.writes()).toHaveLength(writes);
  for (const map of maps) await map.stop();
});
