/**
 * Why the table refuses a lobby intent, the same reason at every table (`TableReasons`, said by the panels), or
 * null when it is legal. Each game's refusal table maps the lobby intent types
 * to these checks, and its chart's `legal` guard is that table returning null.
 */
import { MAX_SEATS, type TableContext } from './context';
import type { LobbyEventOf, LobbyIntentType } from './schemas';
import { isSeated, purseOf } from './rules';
import { levelNamed } from './selfPlay';
import { own } from '../engine/own';
import type { None, Reason, ReasonOf } from '../engine/reason';

/** The lobby's reasons, every game's: each key's values (seats by id, which the panels name). */
export interface TableReasons {
  seated: None;
  tableFull: { seats: number };
  nameTaken: { name: string };
  tooFewSeats: None;
  cannotAffordAnte: { seats: readonly string[]; ante: number };
  noSeatToLeave: None;
  noSuchSeat: { seat: string };
  restoreOnlyNew: None;
  restoredTwice: None;
  unknownLevel: { level: string };
  notSelfPlaying: { seat: string };
  takenOverAlready: { seat: string };
  notTakenOver: { seat: string };
  /** Autoplay is for a player's seat: an NPC plays itself by the style it was added with. */
  autoplayIsForPlayers: { seat: string };
  onAutoplayAlready: { seat: string };
  notOnAutoplay: { seat: string };
  noPurseAsked: { seat: string };
}
export type TableReason = ReasonOf<TableReasons>;

type LobbyCheck<T extends LobbyIntentType> = (
  ctx: TableContext,
  event: LobbyEventOf<T>,
) => TableReason | null;

function tableFull(ctx: TableContext): TableReason | null {
  return ctx.seats.length >= MAX_SEATS ? { why: 'tableFull', seats: MAX_SEATS } : null;
}

function nameTaken(ctx: TableContext, name: string): TableReason | null {
  return ctx.seats.some((s) => s.name.toLowerCase() === name.toLowerCase())
    ? { why: 'nameTaken', name }
    : null;
}

function everyoneCanAfford(ctx: TableContext): TableReason | null {
  if (ctx.seats.length < 2) return { why: 'tooFewSeats' };
  const broke = ctx.seats.filter((s) => purseOf(ctx, s.id) < ctx.options.ante);
  if (broke.length === 0) return null;
  return { why: 'cannotAffordAnte', seats: broke.map((s) => s.id), ante: ctx.options.ante };
}

/** A take-over or a hand-back names an NPC that has a style, taken over (`takenOver`) or not. */
function selfPlayingSeat(ctx: TableContext, seat: string, takenOver: boolean): TableReason | null {
  const found = ctx.seats.find((s) => s.id === seat);
  if (!found) return { why: 'noSuchSeat', seat };
  // A player's seat on autoplay is its player's to take back (TAKE_BACK), never the GM's to take over.
  if (!found.selfPlay || found.controller !== 'gm') return { why: 'notSelfPlaying', seat };
  if (found.selfPlay.takenOver === takenOver) return null;
  return takenOver ? { why: 'notTakenOver', seat } : { why: 'takenOverAlready', seat };
}

/** A seat put on autoplay is a player's, not on autoplay yet, at a level the table knows. */
function autoplayable(ctx: TableContext, seat: string, level: string): TableReason | null {
  const found = ctx.seats.find((s) => s.id === seat);
  if (!found) return { why: 'noSuchSeat', seat };
  if (found.controller !== 'player') return { why: 'autoplayIsForPlayers', seat };
  if (found.selfPlay) return { why: 'onAutoplayAlready', seat };
  return levelNamed(level) ? null : { why: 'unknownLevel', level };
}

export const lobbyChecks: { [T in LobbyIntentType]: LobbyCheck<T> } = {
  JOIN: (ctx, e) =>
    isSeated(ctx, e.seat) ? { why: 'seated' } : (tableFull(ctx) ?? nameTaken(ctx, e.name)),
  ADD_NPC: (ctx, e) =>
    tableFull(ctx) ??
    nameTaken(ctx, e.name) ??
    (e.selfPlay && !levelNamed(e.selfPlay.level)
      ? { why: 'unknownLevel', level: e.selfPlay.level }
      : null),
  TAKE_OVER: (ctx, e) => selfPlayingSeat(ctx, e.seat, false),
  HAND_BACK: (ctx, e) => selfPlayingSeat(ctx, e.seat, true),
  AUTOPLAY: (ctx, e) => autoplayable(ctx, e.seat, e.level),
  TAKE_BACK: (ctx, e) =>
    ctx.seats.some((s) => s.id === e.seat && s.controller === 'player' && s.selfPlay)
      ? null
      : { why: 'notOnAutoplay', seat: e.seat },
  LEAVE: (ctx, e) => (isSeated(ctx, e.seat) ? null : { why: 'noSeatToLeave' }),
  REMOVE_SEAT: (ctx, e) => (isSeated(ctx, e.seat) ? null : { why: 'noSuchSeat', seat: e.seat }),
  SET_PURSE: (ctx, e) => (isSeated(ctx, e.seat) ? null : { why: 'noSuchSeat', seat: e.seat }),
  ASK_PURSE: (ctx, e) => (isSeated(ctx, e.seat) ? null : { why: 'noSuchSeat', seat: e.seat }),
  DECLINE_PURSE: (ctx, e) =>
    own(ctx.asks, e.seat) === undefined ? { why: 'noPurseAsked', seat: e.seat } : null,
  SET_OPTIONS: () => null,
  START_ROUND: everyoneCanAfford,
  NEXT_ROUND: everyoneCanAfford,
  BACK_TO_LOBBY: () => null,
  VOID_ROUND: () => null,
  RESTORE_SEATS: (ctx, e) => {
    if (ctx.seats.length > 0 || ctx.roundsPlayed > 0) return { why: 'restoreOnlyNew' };
    const names = new Set(e.seats.map((s) => s.name.toLowerCase()));
    // A seat, a purse kept for a player who left and a cash-out each name a player once.
    const listed = [...e.seats, ...(e.away ?? []), ...(e.cashedOut ?? [])].map((s) => s.id);
    return new Set(listed).size < listed.length || names.size < e.seats.length
      ? { why: 'restoredTwice' }
      : null;
  },
};

/**
 * Checks each made of its seat-level part (`seatLevel`: the acting seat alone), then the rest (`rest`: the target,
 * die or amount the intent names). The engine asks the whole check; the views ask the seat-level part once per seat
 * and only the rest of each candidate (a declaration's `ready` and `afterReady`), so the two cannot drift apart.
 */
export const seatThenRest =
  <C, Rest extends Record<string, (ctx: C, event: never) => Reason | null>>(
    seatLevel: { [K in keyof Rest]: (ctx: C, seat: string) => Reason | null },
    rest: Rest,
  ) =>
  <K extends keyof Rest>(type: K): Rest[K] =>
    ((ctx: C, event: { seat: string }) =>
      seatLevel[type](ctx, event.seat) ??
      (rest[type] as (ctx: C, event: unknown) => Reason | null)(ctx, event)) as unknown as Rest[K];
