/** One page's scene port in the in-memory room (memoryRoomScene.ts): what `OwlbearPort.scene()` gives a page there. */
import { GRID_DPI, START_VIEWPORT, viewBox } from '../sandbox/sceneGeometry';
import type { Store } from '../sandbox/sceneRoom';
import { type Connection, later, type RoomCore } from './memoryRoomCore';
import { listen, type ScenePage, sceneOf, writeAs } from './memoryRoomScene';
import { readBounds, readItems, sdkItem, sdkUpdate, type Writer } from './sceneItems';
import type { LocalItemStore, SceneItem, ScenePort } from './scenePort';

let pages = 0;

/** What a page's answers and writes go through: its room, its client, and whether it is still open. */
interface PageLine {
  core: RoomCore;
  connection: Connection;
  scene: ReturnType<typeof sceneOf>;
  /** `value()` on a later task, like a reply from Owlbear; refused on a closed page. */
  answer: <T>(value: () => T) => Promise<T>;
  /** Throws on a closed page. */
  open: () => void;
  /** The client's key in the room's stores. */
  client: () => string;
}

function pageLine(core: RoomCore, connection: Connection, live: () => boolean): PageLine {
  const scene = sceneOf(core);
  return {
    core,
    connection,
    scene,
    answer: <T>(value: () => T): Promise<T> =>
      live()
        ? new Promise((resolve, reject) =>
            later(core, () => {
              try {
                resolve(value());
              } catch (error) {
                reject(error);
              }
            }),
          )
        : Promise.reject(new Error('This page is closed.')),
    open: () => {
      if (!live()) throw new Error('This page is closed.');
    },
    client: () => scene.keyOf(connection),
  };
}

/** The page's shared or local items, written as its client. */
function itemStore(
  line: PageLine,
  which: Store,
  listeners: Set<(items: SceneItem[]) => void>,
): LocalItemStore {
  const { core, connection, scene, answer, open, client } = line;
  const writer = (): Writer => ({ userId: connection.player.id, now: core.now() });
  return {
    get: (ids) => answer(() => readItems(scene.room.list(which, client(), ids))),
    async add(items) {
      open();
      if (items.length)
        writeAs(
          core,
          connection,
          which,
          'add',
          items.map((item) => sdkItem(item, writer())),
        );
    },
    async update(updates) {
      open();
      if (updates.length)
        writeAs(
          core,
          connection,
          which,
          'update',
          updates.map((u) => sdkUpdate(u, writer())),
        );
    },
    async delete(ids) {
      open();
      if (ids.length) writeAs(core, connection, which, 'delete', ids);
    },
    attachments: (ids) => answer(() => readItems(scene.room.attachments(which, client(), ids))),
    bounds: (ids) => answer(() => readBounds(scene.room.bounds(which, client(), ids))),
    onChange: (callback) => listen(listeners, callback),
  };
}

/** The scene port of a page of `connection`; `close` forgets the page (its listeners and context menu entries). */
export function memoryScenePort(
  core: RoomCore,
  connection: Connection,
  live: () => boolean,
): { port: ScenePort; close: () => void } {
  const line = pageLine(core, connection, live);
  const { scene, answer, open, client } = line;
  const pageId = `page-${++pages}`;
  const page: ScenePage = {
    connection,
    live,
    items: new Set(),
    local: new Set(),
    ready: new Set(),
    clicks: new Map(),
  };
  scene.pages.set(pageId, page);

  const port: ScenePort = {
    items: itemStore(line, 'shared', page.items),
    local: itemStore(line, 'local', page.local),
    isReady: () => answer(() => scene.room.ready),
    onReadyChange: (callback) => listen(page.ready, callback),
    gridDpi: () => answer(() => GRID_DPI),
    viewport: () =>
      answer(() => {
        const view = scene.viewports.get(client()) ?? START_VIEWPORT;
        return { bounds: viewBox(view), scale: view.scale };
      }),
    async createContextMenu(menu, onClick) {
      open();
      scene.menus.create(client(), pageId, null, { ...menu });
      page.clicks.set(menu.id, onClick);
    },
    async removeContextMenu(id) {
      open();
      scene.menus.remove(client(), id);
      page.clicks.delete(id);
    },
  };
  return { port, close: () => scene.pages.delete(pageId) };
}
