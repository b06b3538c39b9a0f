/** One page of a client in the in-memory room (memoryRoom.ts): the Owlbear port it sees. */
import type { MemoryPage } from './memoryRoomApi';
import {
  announceParty,
  announceSelf,
  broadcast,
  type Connection,
  copy,
  later,
  type Listeners,
  type LocalEnd,
  partyFor,
  type RoomCore,
  record,
} from './memoryRoomCore';
import { memoryScenePort } from './memoryRoomScenePage';
import {
  jsonBytes,
  type Metadata,
  ROOM_METADATA_LIMIT,
  type ScenePort,
  type Unsubscribe,
} from './port';

/** What every part of one page uses. */
interface PageCore {
  room: RoomCore;
  connection: Connection;
  listeners: Listeners;
  /** False once the page or its connection closed. */
  live: () => boolean;
  subscribe: <T>(set: Set<T>, callback: T) => Unsubscribe;
  /** `value()` as a JSON copy, on a later task; refused on a closed page. */
  answer: <T>(value: () => T) => Promise<T>;
}

type PagePart<K extends keyof MemoryPage> = Pick<MemoryPage, K>;

function setRoomMetadata({ room }: PageCore, update: Metadata) {
  const next = { ...room.metadata, ...copy<Metadata>(JSON.stringify(update)) };
  for (const [key, value] of Object.entries(update)) if (value === undefined) delete next[key];
  if (jsonBytes(next) > ROOM_METADATA_LIMIT)
    throw new Error(
      `Room metadata would be ${jsonBytes(next)} bytes, past Owlbear's ${ROOM_METADATA_LIMIT}.`,
    );
  room.metadata = next;
  const raw = JSON.stringify(room.metadata);
  for (const c of room.connections.values()) {
    record(c, { kind: 'room-metadata', raw });
    later(room, () => c.pages.forEach((page) => page.room.forEach((cb) => cb(copy(raw)))));
  }
}

/** The player, the party, the room's metadata and broadcasts. */
function sharedData(
  page: PageCore,
): PagePart<
  | 'getSelf'
  | 'onSelfChange'
  | 'setPlayerMetadata'
  | 'getParty'
  | 'onPartyChange'
  | 'getRoomMetadata'
  | 'setRoomMetadata'
  | 'onRoomMetadataChange'
  | 'sendBroadcast'
  | 'onBroadcast'
> {
  const { room, connection, listeners, live, subscribe, answer } = page;
  return {
    getSelf: () => answer(() => connection.player),
    onSelfChange: (cb) => subscribe(listeners.self, cb),
    async setPlayerMetadata(update) {
      if (!live()) throw new Error('This page is closed.');
      connection.player = {
        ...connection.player,
        metadata: { ...connection.player.metadata, ...copy<Metadata>(JSON.stringify(update)) },
      };
      announceSelf(room, connection);
      announceParty(room);
    },
    getParty: () => answer(() => partyFor(room, connection.player.connectionId)),
    onPartyChange: (cb) => subscribe(listeners.party, cb),
    getRoomMetadata: () => answer(() => room.metadata),
    async setRoomMetadata(update) {
      if (!live()) throw new Error('This page is closed.');
      setRoomMetadata(page, update);
    },
    onRoomMetadataChange: (cb) => subscribe(listeners.room, cb),
    async sendBroadcast(channel, data, destination) {
      if (!live()) throw new Error('This page is closed.');
      broadcast(room, channel, data, connection.player.connectionId, destination);
    },
    onBroadcast(channel, cb) {
      const set = listeners.broadcast.get(channel) ?? new Set();
      listeners.broadcast.set(channel, set);
      return subscribe(set, cb);
    },
  };
}

/** A local channel: it reaches the other pages of the same client that opened one of that name. */
function openLocal({ room, connection, listeners, live, subscribe }: PageCore, name: string) {
  const end: LocalEnd = { name, page: listeners, listeners: new Set() };
  connection.locals.add(end);
  return {
    post(data: unknown) {
      if (!live() || !connection.locals.has(end)) return;
      const raw = JSON.stringify({ data, connectionId: connection.player.connectionId });
      const others = [...connection.locals].filter((other) => other !== end && other.name === name);
      if (others.length) record(connection, { kind: 'local', channel: name, raw });
      for (const other of others)
        later(
          room,
          () =>
            connection.locals.has(other) &&
            other.listeners.forEach((cb) => cb(copy<{ data: unknown }>(raw).data)),
        );
    },
    onMessage: (cb: (data: unknown) => void) => subscribe(end.listeners, cb),
    close: () => connection.locals.delete(end),
  };
}

/** Notifications, theme, badge, action and modals: what Owlbear shows around the extension. */
function chrome({
  connection,
  listeners,
  subscribe,
  answer,
}: PageCore): PagePart<
  | 'notify'
  | 'closeNotification'
  | 'getTheme'
  | 'onThemeChange'
  | 'setBadgeText'
  | 'setActionHeight'
  | 'isActionOpen'
  | 'onActionOpenChange'
  | 'openModal'
  | 'closeModal'
> {
  return {
    async notify(message) {
      connection.notifications.push(message);
      const id = `note-${connection.notifications.length}`;
      connection.openNotes.push({ id, message });
      return id;
    },
    async closeNotification(id) {
      connection.openNotes = connection.openNotes.filter((n) => n.id !== id);
    },
    getTheme: () => answer(() => connection.theme),
    onThemeChange: (cb) => subscribe(listeners.theme, cb),
    async setBadgeText(text) {
      connection.badge = text;
    },
    async setActionHeight() {},
    isActionOpen: () => answer(() => connection.open),
    onActionOpenChange: (cb) => subscribe(listeners.open, cb),
    async openModal(modal) {
      connection.modals = [...connection.modals.filter((m) => m !== modal.id), modal.id];
    },
    async closeModal(modalId) {
      connection.modals = connection.modals.filter((m) => m !== modalId);
    },
  };
}

export function pageOf(room: RoomCore, connection: Connection): MemoryPage {
  const listeners: Listeners = {
    self: new Set(),
    party: new Set(),
    room: new Set(),
    broadcast: new Map(),
    theme: new Set(),
    open: new Set(),
  };
  connection.pages.add(listeners);
  const live = () =>
    connection.pages.has(listeners) &&
    room.connections.get(connection.player.connectionId) === connection;
  const page: PageCore = {
    room,
    connection,
    listeners,
    live,
    subscribe: (set, callback) => {
      set.add(callback);
      return () => set.delete(callback);
    },
    answer: (value) => {
      if (!live()) return Promise.reject(new Error('This page is closed.'));
      return new Promise((resolve) => later(room, () => resolve(copy(JSON.stringify(value())))));
    },
  };
  const closeLocals = () =>
    connection.locals.forEach((end) => end.page === listeners && connection.locals.delete(end));
  let scene: { port: ScenePort; close: () => void } | undefined;
  return {
    roomId: room.id,
    close: () => {
      connection.pages.delete(listeners);
      closeLocals();
      scene?.close();
    },
    async scene() {
      scene ??= memoryScenePort(room, connection, live);
      return scene.port;
    },
    ...sharedData(page),
    openLocalChannel: (name) => openLocal(page, name),
    ...chrome(page),
  };
}
