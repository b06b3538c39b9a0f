/**
 * An Owlbear room in memory: several clients, each with one or more pages
 * (popover, background page) that share a connection, exactly as the real
 * room shares data. Every delivery is a JSON copy, is asynchronous, and is
 * recorded per connection, so tests can check what each client received.
 */
import type {
  BroadcastEvent,
  Destination,
  Metadata,
  PartyPlayer,
  ThemeMode,
  Unsubscribe,
} from './port';
import { ROOM_METADATA_LIMIT, jsonBytes } from './port';
import type { Delivery, MemoryPage, MemoryRoom } from './memoryRoomApi';

export type { Delivery, MemoryClient, MemoryPage, MemoryRoom } from './memoryRoomApi';

interface Listeners {
  self: Set<(p: PartyPlayer) => void>;
  party: Set<(p: PartyPlayer[]) => void>;
  room: Set<(m: Metadata) => void>;
  broadcast: Map<string, Set<(e: BroadcastEvent) => void>>;
  theme: Set<(t: ThemeMode) => void>;
  open: Set<(o: boolean) => void>;
}

/** One opened local channel: its name, its page and its listeners. */
interface LocalEnd {
  name: string;
  page: Listeners;
  listeners: Set<(data: unknown) => void>;
}

interface Connection {
  player: PartyPlayer;
  pages: Set<Listeners>;
  /** Local channels stand for one browser's BroadcastChannels: here, the pages of one client. */
  locals: Set<LocalEnd>;
  theme: ThemeMode;
  open: boolean;
  badge: string | undefined;
  notifications: string[];
  openNotes: { id: string; message: string }[];
  /** The ids of the modals open on this client. */
  modals: string[];
  log: Delivery[];
}

const copy = <T>(raw: string): T => JSON.parse(raw) as T;

export function createMemoryRoom(id = 'room-1'): MemoryRoom {
  const connections = new Map<string, Connection>();
  /** Kept after a client disconnects, so a test can still read what it received. */
  const logs = new Map<string, Delivery[]>();
  let roomMetadata: Metadata = {};
  let nextConnection = 1;
  let pending = 0;
  const idleWaiters: (() => void)[] = [];

  /** Runs `deliver` on a later task, like a postMessage round trip. */
  function later(deliver: () => void) {
    pending++;
    setTimeout(() => {
      try {
        deliver();
      } finally {
        pending--;
        if (pending === 0) idleWaiters.splice(0).forEach((w) => w());
      }
    }, 0);
  }

  const partyFor = (connectionId: string) =>
    [...connections.values()]
      .filter((c) => c.player.connectionId !== connectionId)
      .map((c) => c.player);

  function record(connection: Connection, delivery: Delivery) {
    connection.log.push(delivery);
  }

  function announceParty() {
    for (const connection of connections.values()) {
      const raw = JSON.stringify(partyFor(connection.player.connectionId));
      record(connection, { kind: 'party', raw });
      later(() => connection.pages.forEach((page) => page.party.forEach((cb) => cb(copy(raw)))));
    }
  }

  function announceSelf(connection: Connection) {
    const raw = JSON.stringify(connection.player);
    record(connection, { kind: 'self', raw });
    later(() => connection.pages.forEach((page) => page.self.forEach((cb) => cb(copy(raw)))));
  }

  function broadcast(channel: string, data: unknown, from: string, destination: Destination) {
    const raw = JSON.stringify({ data, connectionId: from });
    for (const connection of connections.values()) {
      const local = connection.player.connectionId === from;
      if ((local && destination === 'REMOTE') || (!local && destination === 'LOCAL')) continue;
      record(connection, { kind: 'broadcast', channel, raw });
      later(() =>
        connection.pages.forEach((page) =>
          page.broadcast.get(channel)?.forEach((cb) => cb(copy(raw))),
        ),
      );
    }
  }

  function pageOf(connection: Connection): MemoryPage {
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
      connections.get(connection.player.connectionId) === connection;
    const subscribe = <T>(set: Set<T>, callback: T): Unsubscribe => {
      set.add(callback);
      return () => set.delete(callback);
    };
    const answer = <T>(value: () => T): Promise<T> => {
      if (!live()) return Promise.reject(new Error('This page is closed.'));
      return new Promise((resolve) => later(() => resolve(copy(JSON.stringify(value())))));
    };
    const closeLocals = () =>
      connection.locals.forEach((end) => end.page === listeners && connection.locals.delete(end));
    return {
      roomId: id,
      close: () => {
        connection.pages.delete(listeners);
        closeLocals();
      },
      getSelf: () => answer(() => connection.player),
      onSelfChange: (cb) => subscribe(listeners.self, cb),
      async setPlayerMetadata(update) {
        if (!live()) throw new Error('This page is closed.');
        connection.player = {
          ...connection.player,
          metadata: { ...connection.player.metadata, ...copy<Metadata>(JSON.stringify(update)) },
        };
        announceSelf(connection);
        announceParty();
      },
      getParty: () => answer(() => partyFor(connection.player.connectionId)),
      onPartyChange: (cb) => subscribe(listeners.party, cb),
      getRoomMetadata: () => answer(() => roomMetadata),
      async setRoomMetadata(update) {
        if (!live()) throw new Error('This page is closed.');
        const next = { ...roomMetadata, ...copy<Metadata>(JSON.stringify(update)) };
        for (const [key, value] of Object.entries(update))
          if (value === undefined) delete next[key];
        if (jsonBytes(next) > ROOM_METADATA_LIMIT)
          throw new Error(
            `Room metadata would be ${jsonBytes(next)} bytes, past Owlbear's ${ROOM_METADATA_LIMIT}.`,
          );
        roomMetadata = next;
        const raw = JSON.stringify(roomMetadata);
        for (const c of connections.values()) {
          record(c, { kind: 'room-metadata', raw });
          later(() => c.pages.forEach((page) => page.room.forEach((cb) => cb(copy(raw)))));
        }
      },
      onRoomMetadataChange: (cb) => subscribe(listeners.room, cb),
      async sendBroadcast(channel, data, destination) {
        if (!live()) throw new Error('This page is closed.');
        broadcast(channel, data, connection.player.connectionId, destination);
      },
      onBroadcast(channel, cb) {
        const set = listeners.broadcast.get(channel) ?? new Set();
        listeners.broadcast.set(channel, set);
        return subscribe(set, cb);
      },
      openLocalChannel(name) {
        const end: LocalEnd = { name, page: listeners, listeners: new Set() };
        connection.locals.add(end);
        return {
          post(data) {
            if (!live() || !connection.locals.has(end)) return;
            const raw = JSON.stringify({ data, connectionId: connection.player.connectionId });
            const others = [...connection.locals].filter(
              (other) => other !== end && other.name === name,
            );
            if (others.length) record(connection, { kind: 'local', channel: name, raw });
            for (const other of others)
              later(
                () =>
                  connection.locals.has(other) &&
                  other.listeners.forEach((cb) => cb(copy<{ data: unknown }>(raw).data)),
              );
          },
          onMessage: (cb) => subscribe(end.listeners, cb),
          close: () => connection.locals.delete(end),
        };
      },
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

  return {
    id,
    connect(player) {
      const connectionId = `conn-${nextConnection++}`;
      const connection: Connection = {
        player: { ...player, connectionId, metadata: {} },
        pages: new Set(),
        locals: new Set(),
        theme: 'DARK',
        open: true,
        badge: undefined,
        notifications: [],
        openNotes: [],
        modals: [],
        log: [],
      };
      logs.set(connectionId, connection.log);
      connections.set(connectionId, connection);
      announceParty();
      return {
        get connectionId() {
          return connection.player.connectionId;
        },
        playerId: player.id,
        page: () => pageOf(connection),
        disconnect() {
          connection.pages.clear();
          connection.locals.clear();
          connections.delete(connection.player.connectionId);
          announceParty();
        },
        reconnect() {
          connections.delete(connection.player.connectionId);
          const next = `conn-${nextConnection++}`;
          connection.player = { ...connection.player, connectionId: next };
          connections.set(next, connection);
          logs.set(next, connection.log);
          announceSelf(connection);
          announceParty();
          return next;
        },
        churn() {
          const n =
            (connection.player.metadata['com.example.selection'] as number | undefined) ?? 0;
          connection.player = {
            ...connection.player,
            metadata: { ...connection.player.metadata, 'com.example.selection': n + 1 },
          };
          announceSelf(connection);
          announceParty();
        },
        setTheme(mode) {
          connection.theme = mode;
          connection.pages.forEach((page) => later(() => page.theme.forEach((cb) => cb(mode))));
        },
        setActionOpen(open) {
          connection.open = open;
          connection.pages.forEach((page) => later(() => page.open.forEach((cb) => cb(open))));
        },
        get badge() {
          return connection.badge;
        },
        notifications: connection.notifications,
        get openNotifications() {
          return connection.openNotes.map((n) => n.message);
        },
      };
    },
    metadata: () => copy(JSON.stringify(roomMetadata)),
    received: (connectionId) => logs.get(connectionId) ?? [],
    inject: (channel, data, from) => broadcast(channel, data, from, 'ALL'),
    pending: () => pending,
    settle: () =>
      pending === 0 ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve)),
  };
}
