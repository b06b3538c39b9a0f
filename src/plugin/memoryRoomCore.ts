/**
 * What the parts of the in-memory room (memoryRoom.ts, memoryRoomPage.ts) share: its connections,
 * its metadata, and how a delivery is recorded and made later.
 */
import type { BroadcastEvent, Destination, Metadata, PartyPlayer, ThemeMode } from './port';
import type { Delivery } from './memoryRoomApi';

export interface Listeners {
  self: Set<(p: PartyPlayer) => void>;
  party: Set<(p: PartyPlayer[]) => void>;
  room: Set<(m: Metadata) => void>;
  broadcast: Map<string, Set<(e: BroadcastEvent) => void>>;
  theme: Set<(t: ThemeMode) => void>;
  open: Set<(o: boolean) => void>;
}

/** One opened local channel: its name, its page and its listeners. */
export interface LocalEnd {
  name: string;
  page: Listeners;
  listeners: Set<(data: unknown) => void>;
}

export interface Connection {
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

export const copy = <T>(raw: string): T => JSON.parse(raw) as T;

export interface RoomCore {
  id: string;
  connections: Map<string, Connection>;
  metadata: Metadata;
  /** Deliveries not made yet. */
  pending: number;
  idleWaiters: (() => void)[];
  /** The time scene writes are stamped with (ISO); a test may fix it, so twin tables write the same bytes. */
  now: () => string;
}

export function roomCore(id: string, now = () => new Date().toISOString()): RoomCore {
  return { id, connections: new Map(), metadata: {}, pending: 0, idleWaiters: [], now };
}

/** Runs `deliver` on a later task, like a postMessage round trip. */
export function later(room: RoomCore, deliver: () => void) {
  room.pending++;
  setTimeout(() => {
    try {
      deliver();
    } finally {
      room.pending--;
      if (room.pending === 0) room.idleWaiters.splice(0).forEach((w) => w());
    }
  }, 0);
}

export const partyFor = (room: RoomCore, connectionId: string) =>
  [...room.connections.values()]
    .filter((c) => c.player.connectionId !== connectionId)
    .map((c) => c.player);

export function record(connection: Connection, delivery: Delivery) {
  connection.log.push(delivery);
}

export function announceParty(room: RoomCore) {
  for (const connection of room.connections.values()) {
    const raw = JSON.stringify(partyFor(room, connection.player.connectionId));
    record(connection, { kind: 'party', raw });
    later(room, () =>
      connection.pages.forEach((page) => page.party.forEach((cb) => cb(copy(raw)))),
    );
  }
}

export function announceSelf(room: RoomCore, connection: Connection) {
  const raw = JSON.stringify(connection.player);
  record(connection, { kind: 'self', raw });
  later(room, () => connection.pages.forEach((page) => page.self.forEach((cb) => cb(copy(raw)))));
}

export function broadcast(
  room: RoomCore,
  channel: string,
  data: unknown,
  from: string,
  destination: Destination,
) {
  const raw = JSON.stringify({ data, connectionId: from });
  for (const connection of room.connections.values()) {
    const local = connection.player.connectionId === from;
    if ((local && destination === 'REMOTE') || (!local && destination === 'LOCAL')) continue;
    record(connection, { kind: 'broadcast', channel, raw });
    later(room, () =>
      connection.pages.forEach((page) =>
        page.broadcast.get(channel)?.forEach((cb) => cb(copy(raw))),
      ),
    );
  }
}
