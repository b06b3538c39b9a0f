/**
 * The scene of the in-memory room (memoryRoom.ts): the same scene the sandbox plays (`src/sandbox/sceneRoom.ts`,
 * its context menus and viewports), told to this room's pages. Shared items reach every client, local items stay on
 * the client that wrote them (all its pages share them), and every delivery is recorded per connection.
 */
import { ContextMenus, type MenuTarget, type ShownEntry } from '../sandbox/contextMenus';
import { type RawItem, SceneRoom, type Store } from '../sandbox/sceneRoom';
import { START_VIEWPORT, type ViewportState } from '../sandbox/sceneGeometry';
import type { MemorySceneControl, SceneWrite } from './memoryRoomApi';
import { type Connection, copy, later, type RoomCore, record } from './memoryRoomCore';
import type { Unsubscribe } from './portTypes';
import { readItems } from './sceneItems';
import type { MenuClick, SceneItem } from './scenePort';

/** One page's scene listeners. */
export interface ScenePage {
  connection: Connection;
  live: () => boolean;
  items: Set<(items: SceneItem[]) => void>;
  local: Set<(items: SceneItem[]) => void>;
  ready: Set<(ready: boolean) => void>;
  clicks: Map<string, (click: MenuClick) => void>;
}

export interface MemoryScene {
  room: SceneRoom;
  menus: ContextMenus;
  viewports: Map<string, ViewportState>;
  pages: Map<string, ScenePage>;
  writes: SceneWrite[];
  /** The room's own name for a client: stays through a reconnect (its local items stay too). */
  keyOf(connection: Connection): string;
}

const scenes = new WeakMap<RoomCore, MemoryScene>();

/** Delivers to the live pages of the connections `to` picks. */
function deliver(
  core: RoomCore,
  scene: MemoryScene,
  to: (connection: Connection) => boolean,
  each: (page: ScenePage) => void,
): void {
  for (const page of scene.pages.values())
    if (to(page.connection)) later(core, () => page.live() && each(page));
}

/** The room's scene, made on first use with one scene open. */
export function sceneOf(core: RoomCore): MemoryScene {
  const made = scenes.get(core);
  if (made) return made;
  const keys = new WeakMap<Connection, string>();
  // The room starts with its scene open, which nobody hears: nobody is there yet.
  let starting = true;
  let nextKey = 0;
  const keyOf = (connection: Connection) => {
    if (!keys.has(connection)) keys.set(connection, `client-${++nextKey}`);
    return keys.get(connection)!;
  };
  const scene: MemoryScene = {
    room: new SceneRoom(
      {
        shared(items) {
          if (starting) return;
          const raw = JSON.stringify(items);
          for (const connection of core.connections.values())
            record(connection, { kind: 'scene-items', raw });
          deliver(
            core,
            scene,
            () => true,
            (page) => page.items.forEach((cb) => cb(readItems(copy(raw)))),
          );
        },
        local(client, items) {
          const raw = JSON.stringify(items);
          const owner = [...core.connections.values()].find((c) => keyOf(c) === client);
          if (owner) record(owner, { kind: 'scene-local', raw });
          deliver(
            core,
            scene,
            (c) => keyOf(c) === client,
            (page) => page.local.forEach((cb) => cb(readItems(copy(raw)))),
          );
        },
        ready(ready) {
          if (starting) return;
          deliver(
            core,
            scene,
            () => true,
            (page) => page.ready.forEach((cb) => cb(ready)),
          );
        },
      },
      core.now,
    ),
    menus: new ContextMenus((page) => scene.pages.get(page)?.live() ?? false),
    viewports: new Map(),
    pages: new Map(),
    writes: [],
    keyOf,
  };
  scene.room.open('Scene 1');
  starting = false;
  scenes.set(core, scene);
  return scene;
}

/** A client left: its local items and context menu entries are gone. */
export function dropSceneClient(core: RoomCore, connection: Connection): void {
  const scene = scenes.get(core);
  if (!scene) return;
  scene.room.dropClient(scene.keyOf(connection));
  scene.menus.dropClient(scene.keyOf(connection));
}

/** A write as a connection, recorded when it is to shared items. */
export function writeAs(
  core: RoomCore,
  connection: Connection,
  store: Store,
  verb: SceneWrite['verb'],
  data: unknown,
): void {
  const scene = sceneOf(core);
  const writer = { client: scene.keyOf(connection), userId: connection.player.id };
  const copied = structuredClone(data);
  if (verb === 'add') scene.room.add(store, writer, copied);
  else if (verb === 'update') scene.room.update(store, writer, copied);
  else scene.room.delete(store, writer, copied);
  if (store === 'shared')
    scene.writes.push({ by: connection.player.connectionId, verb, raw: JSON.stringify(data) });
}

/** `client` clicks a context menu entry on `target`: its page hears it on a later task. False when not offered. */
function clickMenuAs(
  core: RoomCore,
  client: Connection,
  menuId: string,
  target: MenuTarget,
): boolean {
  const scene = sceneOf(core);
  const click = scene.menus.click(scene.keyOf(client), client.player.role, menuId, target);
  const page = click && scene.pages.get(click.page);
  if (!click || !page) return false;
  const raw = JSON.stringify(click.data.context);
  later(core, () => {
    const { items, selectionBounds } = copy<{ items: unknown; selectionBounds: unknown }>(raw);
    if (page.live())
      page.clicks.get(menuId)?.({
        items: readItems(items),
        bounds: selectionBounds as MenuClick['bounds'],
      });
  });
  return true;
}

/** What a test does to the room's scene, as Owlbear's own screens would. */
export function sceneControl(core: RoomCore): MemorySceneControl {
  const connection = (connectionId: string): Connection => {
    const found = core.connections.get(connectionId);
    if (!found) throw new Error(`No client on connection ${connectionId}`);
    return found;
  };
  const target = (t: { itemId?: string; point?: { x: number; y: number } }): MenuTarget =>
    t.itemId === undefined
      ? { point: t.point ?? { x: 0, y: 0 } }
      : { items: sceneOf(core).room.list('shared', '', [t.itemId]) };
  return {
    get ready() {
      return sceneOf(core).room.ready;
    },
    get name() {
      return sceneOf(core).room.sceneName;
    },
    open: (name) => sceneOf(core).room.open(name),
    items: () => (sceneOf(core).room.ready ? sceneOf(core).room.list('shared', '') : []),
    localItems(connectionId) {
      const scene = sceneOf(core);
      return scene.room.ready
        ? scene.room.list('local', scene.keyOf(connection(connectionId)))
        : [];
    },
    add: (connectionId, items) => writeAs(core, connection(connectionId), 'shared', 'add', items),
    move: (connectionId, id, position) => {
      const item = sceneOf(core).room.list('shared', '', [id])[0];
      if (item)
        writeAs(core, connection(connectionId), 'shared', 'update', [
          { id, type: item.type, position },
        ]);
    },
    update: (connectionId, updates) =>
      writeAs(core, connection(connectionId), 'shared', 'update', updates),
    delete: (connectionId, ids) => writeAs(core, connection(connectionId), 'shared', 'delete', ids),
    menu(connectionId, on): ShownEntry[] {
      const scene = sceneOf(core);
      const client = connection(connectionId);
      return scene.menus.shown(scene.keyOf(client), client.player.role, target(on));
    },
    click: (connectionId, menuId, on) =>
      clickMenuAs(core, connection(connectionId), menuId, target(on)),
    setViewport(connectionId, view) {
      const scene = sceneOf(core);
      const key = scene.keyOf(connection(connectionId));
      scene.viewports.set(key, { ...(scene.viewports.get(key) ?? START_VIEWPORT), ...view });
    },
    writes: () => sceneOf(core).writes,
  };
}

/** Adds a listener to a page's set; the returned function removes it. */
export const listen = <T>(set: Set<T>, callback: T): Unsubscribe => {
  set.add(callback);
  return () => set.delete(callback);
};

export type { RawItem };
