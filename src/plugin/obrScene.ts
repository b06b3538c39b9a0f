/**
 * The scene part of the port over the real SDK, loaded on demand (`obrPort.scene()`), on the SDK's own message bus.
 * It sends the messages `OBR.scene`, `OBR.contextMenu` and `OBR.viewport` send (`lib/api/scene/*`,
 * `ContextMenuApi.js`, `ViewportApi.js`, read in 3.1): the SDK's classes work out an update's changed keys with an
 * immer recipe, where our port is handed the changed keys, so the same messages go without immer.
 */
import type MessageBus from '@owlbear-rodeo/sdk/lib/messages/MessageBus';
import type { Unsubscribe } from './portTypes';
import { boundsOf, readBounds, readItems, sdkItem, sdkUpdate, type Writer } from './sceneItems';
import type { LocalItemStore, MenuClick, ScenePort, SceneItem, Vector2 } from './scenePort';

type Bus = Pick<MessageBus, 'send' | 'sendAsync' | 'on' | 'off' | 'userId'>;

/** A page's address for a url Owlbear loads (an image, an icon): relative to this page, as a sub-path needs. */
const absolute = (url: string): string => new URL(url, document.baseURI).href;

/**
 * Owlbear's subscription to one kind of event: subscribed while anyone here listens, one unsubscribe when the last
 * stops (the host keeps one subscription per page, not per listener).
 */
function subscription<T>(bus: Bus, name: string, event: string, read: (data: unknown) => T) {
  const listeners = new Set<(value: T) => void>();
  const handle = (data: unknown) => {
    const value = read(data);
    for (const listener of listeners) listener(value);
  };
  return (listener: (value: T) => void): Unsubscribe => {
    if (listeners.size === 0) {
      bus.send(`${name}_SUBSCRIBE`, {});
      bus.on(event, handle);
    }
    listeners.add(listener);
    return () => {
      if (!listeners.delete(listener) || listeners.size > 0) return;
      bus.send(`${name}_UNSUBSCRIBE`, {});
      bus.off(event, handle);
    };
  };
}

const field = (data: unknown, key: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;

/** Shared items (`OBR_SCENE_ITEMS`) or this client's local items (`OBR_SCENE_LOCAL`). */
function itemStore(bus: Bus, prefix: 'OBR_SCENE_ITEMS' | 'OBR_SCENE_LOCAL'): LocalItemStore {
  const writer = (): Writer => ({
    userId: bus.userId ?? '',
    now: new Date().toISOString(),
    resolveUrl: absolute,
  });
  const items = async (id: string, data: object): Promise<SceneItem[]> =>
    readItems(field(await bus.sendAsync(`${prefix}_${id}`, data), 'items'));
  const onChange = subscription(bus, prefix, `${prefix}_EVENT_CHANGE`, (data) =>
    readItems(field(data, 'items')),
  );
  return {
    get: (ids) => (ids ? items('GET_ITEMS', { ids }) : items('GET_ALL_ITEMS', {})),
    async add(list) {
      if (list.length === 0) return;
      const by = writer();
      await bus.sendAsync(`${prefix}_ADD_ITEMS`, { items: list.map((item) => sdkItem(item, by)) });
    },
    async update(updates, options) {
      if (updates.length === 0) return;
      const by = writer();
      await bus.sendAsync(`${prefix}_UPDATE_ITEMS`, {
        updates: updates.map((update) => sdkUpdate(update, by)),
        ...(prefix === 'OBR_SCENE_LOCAL' ? { fastUpdate: Boolean(options?.fast) } : {}),
      });
    },
    async delete(ids) {
      if (ids.length > 0) await bus.sendAsync(`${prefix}_DELETE_ITEMS`, { ids });
    },
    attachments: (ids) => items('GET_ITEM_ATTACHMENTS', { ids }),
    bounds: async (ids) =>
      readBounds(field(await bus.sendAsync(`${prefix}_GET_ITEM_BOUNDS`, { ids }), 'bounds')),
    onChange,
  };
}

const number = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

const point = (value: unknown): Vector2 => ({
  x: number(field(value, 'x')),
  y: number(field(value, 'y')),
});

export function obrScene(bus: Bus): ScenePort {
  const clicks = new Map<string, (click: MenuClick) => void>();
  bus.on('OBR_CONTEXT_MENU_EVENT_CLICK', (data: unknown) => {
    const onClick = clicks.get(String(field(data, 'id')));
    const context = field(data, 'context');
    onClick?.({
      items: readItems(field(context, 'items')),
      bounds: readBounds(field(context, 'selectionBounds')),
    });
  });
  const ask = async (id: string, key: string, data: object = {}) =>
    field(await bus.sendAsync(id, data), key);
  const onReady = subscription(bus, 'OBR_SCENE_READY', 'OBR_SCENE_EVENT_READY_CHANGE', (data) =>
    Boolean(field(data, 'ready')),
  );
  return {
    items: itemStore(bus, 'OBR_SCENE_ITEMS'),
    local: itemStore(bus, 'OBR_SCENE_LOCAL'),
    isReady: async () => Boolean(await ask('OBR_SCENE_IS_READY', 'ready')),
    onReadyChange: onReady,
    gridDpi: async () => number(await ask('OBR_SCENE_GRID_GET_DPI', 'dpi')),
    // Owlbear's own transform of the screen's corners into the scene: no assumption about its matrix.
    async viewport() {
      const [width, height, scale] = await Promise.all([
        ask('OBR_VIEWPORT_GET_WIDTH', 'width'),
        ask('OBR_VIEWPORT_GET_HEIGHT', 'height'),
        ask('OBR_VIEWPORT_GET_SCALE', 'scale'),
      ]);
      const corner = (x: unknown, y: unknown) =>
        ask('OBR_VIEWPORT_INVERSE_TRANSFORM_POINT', 'point', {
          point: { x: number(x), y: number(y) },
        }).then(point);
      const [min, max] = await Promise.all([corner(0, 0), corner(width, height)]);
      return { bounds: boundsOf(min, max), scale: number(scale) };
    },
    async createContextMenu(menu, onClick) {
      clicks.set(menu.id, onClick);
      await bus.sendAsync('OBR_CONTEXT_MENU_CREATE', {
        id: menu.id,
        shortcut: menu.shortcut,
        icons: menu.icons.map((icon) => ({ ...icon, icon: absolute(icon.icon) })),
      });
    },
    async removeContextMenu(id) {
      await bus.sendAsync('OBR_CONTEXT_MENU_REMOVE', { id });
      clicks.delete(id);
    },
  };
}
