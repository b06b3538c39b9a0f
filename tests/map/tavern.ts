/**
 * A room for the map's tests: a real host, the GM's and two players' clients (Ana, Brom), each running the map
 * (src/map/runtime.ts) over the in-memory room's scene, a round started (unless `start` is false); with `npc`, the
 * Barkeep at the table too.
 */
import { expect } from 'vitest';
import { seededDice } from '../../machines/engine/dice';
import { memoryHostStore } from '../../src/host/persistence';
import { runHost } from '../../src/host/runHost';
import { type MapRuntime, runMap } from '../../src/map/runtime';
import { createMemoryRoom, type MemoryClient } from '../../src/plugin/memoryRoom';
import type { RawItem } from '../../src/sandbox/sceneRoom';
import { connectTable, type TableClient } from '../../src/sync/client';
import { memoryKeyStore } from '../../src/sync/keyStore';
import { clientOptions, electionTimings, settle } from '../runtime/table';

export const ANCHOR = 'anchor-1';

export async function tavern(
  options: { npc?: boolean; start?: boolean; newId?: () => string } = {},
) {
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
  const tabs: MemoryClient[] = [gmTab];
  const clients: TableClient[] = [await connectTable(gmTab.page(), keys, clientOptions)];
  for (const id of ['ana', 'brom']) {
    const tab = room.connect({ id, name: id, role: 'PLAYER' });
    tabs.push(tab);
    clients.push(await connectTable(tab.page(), memoryKeyStore(), clientOptions));
  }
  const quiet = () => settle(room, [runner.host], clients);
  await quiet();
  for (const [i, client] of clients.slice(1).entries())
    expect((await client.send({ type: 'JOIN', name: ['Ana', 'Brom'][i], purse: 50 })).ok).toBe(
      true,
    );
  if (options.npc)
    expect((await clients[0]!.send({ type: 'ADD_NPC', name: 'Barkeep', purse: 50 })).ok).toBe(true);
  if (options.start !== false)
    expect((await clients[0]!.send({ type: 'START_ROUND' })).ok).toBe(true);
  await quiet();
  const maps: MapRuntime[] = [];
  const newId = options.newId ?? (() => ANCHOR);
  for (const [i, tab] of tabs.entries())
    maps.push(await runMap(tab.page(), clients[i]!, { newId }));
  const [gm, ana, brom] = tabs as [MemoryClient, MemoryClient, MemoryClient];
  const drawn = async () => {
    await quiet();
    await Promise.all(maps.map((m) => m.painter.redraw()));
    await quiet();
    await Promise.all(maps.map((m) => m.painter.redraw()));
    await quiet();
  };
  const local = (tab: MemoryClient) => room.scene.localItems(tab.connectionId);
  return { room, runner, clients, maps, gm, ana, brom, quiet, drawn, local };
}

export type Tavern = Awaited<ReturnType<typeof tavern>>;

export const textOf = (items: RawItem[], id: string) =>
  (items.find((i) => i.id === id)?.text as { plainText?: string } | undefined)?.plainText;
export const anchorOf = (items: RawItem[]) => items.find((i) => i.id === ANCHOR);
