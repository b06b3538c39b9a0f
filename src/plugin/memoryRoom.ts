/**
 * An Owlbear room in memory: several clients, each with one or more pages
 * (popover, background page) that share a connection, exactly as the real
 * room shares data. Every delivery is a JSON copy, is asynchronous, and is
 * recorded per connection, so tests can check what each client received.
 */
import type { Delivery, MemoryClient, MemoryRoom } from './memoryRoomApi';
import {
  announceParty,
  announceSelf,
  broadcast,
  type Connection,
  copy,
  later,
  type RoomCore,
  roomCore,
} from './memoryRoomCore';
import { pageOf } from './memoryRoomPage';
import { dropSceneClient, sceneControl } from './memoryRoomScene';
import type { Role } from './port';

export type {
  Delivery,
  MemoryClient,
  MemoryPage,
  MemoryRoom,
  MemorySceneControl,
  SceneWrite,
} from './memoryRoomApi';

/** The room's bookkeeping around its connections. */
interface Ledger {
  room: RoomCore;
  /** Kept after a client disconnects, so a test can still read what it received. */
  logs: Map<string, Delivery[]>;
  nextConnection: number;
}

function newConnection(
  player: { id: string; name: string; role: Role },
  connectionId: string,
): Connection {
  return {
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
}

/** What a test holds of one connected client. */
function clientOf(ledger: Ledger, connection: Connection, playerId: string): MemoryClient {
  const { room, logs } = ledger;
  const { connections } = room;
  return {
    get connectionId() {
      return connection.player.connectionId;
    },
    playerId,
    page: () => pageOf(room, connection),
    disconnect() {
      connection.pages.clear();
      connection.locals.clear();
      dropSceneClient(room, connection);
      connections.delete(connection.player.connectionId);
      announceParty(room);
    },
    reconnect() {
      connections.delete(connection.player.connectionId);
      const next = `conn-${ledger.nextConnection++}`;
      connection.player = { ...connection.player, connectionId: next };
      connections.set(next, connection);
      logs.set(next, connection.log);
      announceSelf(room, connection);
      announceParty(room);
      return next;
    },
    churn() {
      const n = (connection.player.metadata['com.example.selection'] as number | undefined) ?? 0;
      connection.player = {
        ...connection.player,
        metadata: { ...connection.player.metadata, 'com.example.selection': n + 1 },
      };
      announceSelf(room, connection);
      announceParty(room);
    },
    setTheme(mode) {
      connection.theme = mode;
      connection.pages.forEach((page) => later(room, () => page.theme.forEach((cb) => cb(mode))));
    },
    setActionOpen(open) {
      connection.open = open;
      connection.pages.forEach((page) => later(room, () => page.open.forEach((cb) => cb(open))));
    },
    get badge() {
      return connection.badge;
    },
    notifications: connection.notifications,
    get openNotifications() {
      return connection.openNotes.map((n) => n.message);
    },
  };
}

/** `now`: the clock scene writes are stamped with (the SDK's builders stamp the writer's time). */
export function createMemoryRoom(id = 'room-1', options: { now?: () => string } = {}): MemoryRoom {
  const room = roomCore(id, options.now);
  const ledger: Ledger = { room, logs: new Map(), nextConnection: 1 };
  return {
    id,
    connect(player) {
      const connectionId = `conn-${ledger.nextConnection++}`;
      const connection = newConnection(player, connectionId);
      ledger.logs.set(connectionId, connection.log);
      room.connections.set(connectionId, connection);
      announceParty(room);
      return clientOf(ledger, connection, player.id);
    },
    metadata: () => copy(JSON.stringify(room.metadata)),
    received: (connectionId) => ledger.logs.get(connectionId) ?? [],
    inject: (channel, data, from) => broadcast(room, channel, data, from, 'ALL'),
    pending: () => room.pending,
    settle: () =>
      room.pending === 0
        ? Promise.resolve()
        : new Promise((resolve) => room.idleWaiters.push(resolve)),
    scene: sceneControl(room),
  };
}
