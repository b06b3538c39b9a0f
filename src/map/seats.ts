/**
 * Seats at tokens, pure: which seat's plate sits at which character token, and the rules for changing it. The record
 * is public (everyone sees the plate where it sits), kept on the anchor's metadata and written by the GM's client
 * alone (seating.ts); a player asks on the map's broadcast channel, and a request the rules refuse changes nothing.
 */
import * as v from 'valibot';
import type { Controller } from '../../machines/engine/game';
import type { SceneItem } from '../plugin/port';
import { MAP_KEY } from './keys';

/** Seat id → the id of the token it sits at. */
export type SeatTokens = Readonly<Record<string, string>>;

/** Where players ask the GM's client to seat them, and hear a refusal: Owlbear vouches for the sender's connection. */
export const SEAT_CHANNEL = `${MAP_KEY}/seats`;

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

const SeatRequestSchema = v.variant('type', [
  v.strictObject({ type: v.literal('sit'), seat: id, token: id }),
  v.strictObject({ type: v.literal('stand'), seat: id }),
]);

export type SeatRequest = v.InferOutput<typeof SeatRequestSchema>;

/** The GM's client's answer to a request it refused, for the player on connection `to`. */
export interface SeatRefusal {
  type: 'refused';
  to: string;
  reason: string;
}

export const readSeatRequest = (data: unknown): SeatRequest | null => {
  const read = v.safeParse(SeatRequestSchema, data);
  return read.success ? read.output : null;
};

export const readRefusal = (data: unknown): SeatRefusal | null => {
  const d = data as Partial<SeatRefusal> | null;
  return typeof d === 'object' &&
    d !== null &&
    d.type === 'refused' &&
    typeof d.to === 'string' &&
    typeof d.reason === 'string'
    ? (d as SeatRefusal)
    : null;
};

/** The record on an anchor's metadata, each entry checked (anyone may write a shared item). */
export function seatTokensOf(anchor: SceneItem | null): SeatTokens {
  const mark = anchor?.metadata[MAP_KEY] as { seats?: unknown } | undefined;
  const seats = mark?.seats;
  if (typeof seats !== 'object' || seats === null) return {};
  return Object.fromEntries(
    Object.entries(seats).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export const sameSeats = (a: SeatTokens, b: SeatTokens): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/** A token a seat may sit at: an image on Owlbear's character layer. */
export const isCharacterToken = (item: SceneItem): boolean =>
  item.layer === 'CHARACTER' && item.type === 'IMAGE';

/** A seat at the table as the public table names it. */
export interface TableSeat {
  id: string;
  name: string;
  controller: Controller;
}

/**
 * The entries still true: a seat that left the table drops its token, and a deleted token puts its plate back round
 * the anchor.
 */
export function liveSeatTokens(
  record: SeatTokens,
  seats: readonly TableSeat[],
  items: readonly SceneItem[],
): SeatTokens {
  const tokens = new Set(items.filter(isCharacterToken).map((item) => item.id));
  const atTable = new Set(seats.map((seat) => seat.id));
  return Object.fromEntries(
    Object.entries(record).filter(([seat, token]) => atTable.has(seat) && tokens.has(token)),
  );
}

/** What the GM's client knows when it weighs a request. */
export interface SeatingState {
  /** Who asks, as Owlbear vouches for their connection. */
  asker: { id: string; role: 'GM' | 'PLAYER' };
  /** The public table's seats, or null before the GM's client holds one. */
  seats: readonly TableSeat[] | null;
  /** The open scene's shared items, or null when no table is on this scene's map. */
  items: readonly SceneItem[] | null;
  record: SeatTokens;
}

export const REFUSALS = {
  noTable: 'There is no tavern table on this scene’s map.',
  notReady: 'The tavern table is not ready yet: try again in a moment.',
  noSeat: 'You have no seat at the tavern table: join the game first.',
  notYourSeat: 'You may seat only your own seat at the tavern table.',
  gmSeatsNpcs: 'A GM seats NPCs at tokens; a player sits at their own token.',
  seatGone: 'That seat is not at the tavern table.',
  tokenGone: 'That token is no longer on the map.',
  notCharacter: 'Only a character token (an image on the character layer) can sit at the table.',
  notYourToken: 'That token is not yours: sit at a character token you own.',
  notSeated: 'That seat does not sit at a token.',
} as const;

const taken = (name: string) => `${name} already sits at that token.`;

/** The record after a request, or the reason it is refused (the record then stays as it is). */
export function seatingChange(
  request: SeatRequest,
  state: SeatingState,
): { record: SeatTokens } | { refused: string } {
  const { asker, seats, items, record } = state;
  if (!items) return { refused: REFUSALS.noTable };
  if (!seats) return { refused: REFUSALS.notReady };
  const seat = seats.find((s) => s.id === request.seat);
  const gm = asker.role === 'GM';
  if (!gm && !seats.some((s) => s.id === asker.id && s.controller === 'player'))
    return { refused: REFUSALS.noSeat };
  if (!gm && request.seat !== asker.id) return { refused: REFUSALS.notYourSeat };
  if (!seat) return { refused: REFUSALS.seatGone };
  if (request.type === 'stand') {
    if (!(seat.id in record)) return { refused: REFUSALS.notSeated };
    const { [seat.id]: _, ...rest } = record;
    return { record: rest };
  }
  if (gm && seat.controller !== 'gm') return { refused: REFUSALS.gmSeatsNpcs };
  const token = items.find((item) => item.id === request.token);
  if (!token) return { refused: REFUSALS.tokenGone };
  if (!isCharacterToken(token)) return { refused: REFUSALS.notCharacter };
  if (!gm && token.createdUserId !== asker.id) return { refused: REFUSALS.notYourToken };
  const other = Object.entries(record).find(([s, t]) => t === token.id && s !== seat.id);
  if (other)
    return { refused: taken(seats.find((s) => s.id === other[0])?.name ?? 'Another seat') };
  return { record: { ...record, [seat.id]: token.id } };
}
