/**
 * What Owlbear tells pages when a player or the party changes, and the room metadata's size limit: the host's
 * bookkeeping of the room stays in `host.ts`, these take the room as parameters so they need not import it.
 */
import type { HostSide } from './hostSide';
import {
  HostError,
  clonePlayer,
  mergeMetadata,
  type Metadata,
  type PlayerRecord,
  type Seat,
} from './model';
import { ROOM_METADATA_LIMIT_BYTES, jsonBytes } from './protocol';

/** What belongs to a player, not to one of their connections: Owlbear changes it on every connection at once. */
type PlayerWide = Pick<PlayerRecord, 'name' | 'role' | 'color'>;

export type PlayerPatch = Partial<Omit<PlayerRecord, 'id' | 'connectionId'>>;

/** Every connection in `seats` but the viewer's own, as `OBR.party.getPlayers()` reports them: the viewer's player may be there again. */
export function partyOf(
  seats: readonly Seat[],
  viewerKey: string,
  absentKey?: string,
): PlayerRecord[] {
  return seats
    .filter((seat) => seat.key !== viewerKey && seat.key !== absentKey)
    .map((seat) => clonePlayer(seat.player));
}

/**
 * Tells every subscribed page who is in its party now, but the one changed seat's own pages (they get a player
 * change event); `absentKey` is a seat that is momentarily gone (reloading, reconnecting).
 */
export function postPartyChange(
  host: HostSide,
  changedKeys: readonly string[],
  absentKey?: string,
): void {
  host.relay.postToSubscribed('party', (viewer) =>
    changedKeys.length === 1 && viewer === changedKeys[0]
      ? null
      : { id: 'OBR_PARTY_EVENT_CHANGE', data: { players: host.partyFor(viewer, absentKey) } },
  );
}

/**
 * A change to one connection's player record, `seat` among the room's `seats`. The name, role and colour are the
 * player's, so every connection of the player takes them; metadata, selection and sync view stay this connection's.
 * Each changed seat's pages get a player change event, everyone else a party change event.
 */
export function patchPlayer(
  host: HostSide,
  seats: readonly Seat[],
  seat: Seat,
  patch: PlayerPatch,
): void {
  const wide: Partial<PlayerWide> = {};
  for (const key of ['name', 'role', 'color'] as const)
    if (patch[key] !== undefined) Object.assign(wide, { [key]: patch[key] });
  const touched =
    Object.keys(wide).length > 0
      ? seats.filter((other) => other.player.id === seat.player.id)
      : [seat];
  for (const other of touched) {
    other.player = other === seat ? { ...seat.player, ...patch } : { ...other.player, ...wide };
    host.relay.postToSeat(other.key, 'player', {
      id: 'OBR_PLAYER_EVENT_CHANGE',
      data: { player: clonePlayer(other.player) },
    });
  }
  postPartyChange(
    host,
    touched.map((other) => other.key),
  );
  host.changed();
}

/** The room metadata with `update` merged in; refused, as Owlbear does, past its 16 kB in total. */
export function mergedRoomMetadata(current: Metadata, update: Metadata): Metadata {
  const next = mergeMetadata(current, update);
  const size = jsonBytes(next);
  if (size > ROOM_METADATA_LIMIT_BYTES) {
    throw new HostError(
      'LimitExceeded',
      `Room metadata would be ${size} bytes; it must stay within ${ROOM_METADATA_LIMIT_BYTES} bytes (16 kB) in total`,
    );
  }
  return next;
}
