/**
 * Why an intent is refused, as a reason the panel says (`InBetweenReasons`), or
 * null when it is legal. The chart's `legal` guard is `refusal(...) === null`, so
 * the reason a player reads and the rule the chart applies are the same code.
 * These checks assume the current state accepts the event's type; the engine
 * explains a wrong phase before it gets here.
 */
import { refusalFrom } from '../engine/define';
import type { None, ReasonOf } from '../engine/reason';
import { lobbyChecks, type TableReason } from '../table/checks';
import { purseOf } from '../table/rules';
import type { InBetweenContext, Mode } from './context';
import type { EventOf, InBetweenEvent } from './intents';
import {
  bettorsToCall,
  coverNeeded,
  doublesCost,
  isPlaying,
  minimumSideBet,
  nextParts,
  seatOf,
  sidesOf,
  wagerRange,
} from './rules';

/** In Between's reasons: each key's values (seats by id, amounts in gp), said by the panel (src/panels/in-between/words.ts). */
export interface InBetweenReasons {
  /** A round of `mode` needs one seat (or two) with `cover` gp, twice the `ante`. */
  cannotCover: { mode: Mode; cover: number; ante: number };
  /** The seat is not playing this round; `toAct` (absent: nobody) makes the move of its type. */
  notPlaying: { toAct?: string };
  /** The move of its type is `toAct`'s (absent: nobody), not this seat's. */
  notYourMove: { toAct?: string };
  wagerTooSmall: { min: number };
  /** With `purse` gp the seat may wager at most `max`. */
  wagerTooLarge: { purse: number; max: number };
  rolling: None;
  noSeat: None;
  alreadyBet: None;
  passed: None;
  /** A side bet in the `mode` game backs one of `sides`. */
  wrongSide: { mode: Mode; sides: readonly string[] };
  sideBetTooSmall: { min: number };
  cannotAfford: { purse: number };
  /** The side bets wait on nobody: the dice are thrown (or there is no round). */
  sideBetsClosed: None;
  /** The seat's `purse` cannot cover the smallest side bet, `min`. */
  shortOfSideBet: { min: number; purse: number };
}
export type InBetweenReason = ReasonOf<InBetweenReasons>;
type Refusal = InBetweenReason | TableReason;

type Check<T extends InBetweenEvent['type']> = (
  ctx: InBetweenContext,
  event: EventOf<T>,
) => Refusal | null;

/** Enough seats can cover a doubled wager to play the next round. */
function partsFound(ctx: InBetweenContext): Refusal | null {
  if (nextParts(ctx)) return null;
  return {
    why: 'cannotCover',
    mode: ctx.options.mode,
    cover: coverNeeded(ctx.options.ante),
    ante: ctx.options.ante,
  };
}

/** The seat is the one this move is waiting for. */
function yourMove(ctx: InBetweenContext, seat: string, who: string | null): Refusal | null {
  if (seat === who) return null;
  const why = !ctx.round || !isPlaying(ctx.round, seat) ? 'notPlaying' : 'notYourMove';
  return who ? { why, toAct: who } : { why };
}

const doublesDecider = (ctx: InBetweenContext) => seatOf(ctx.round!, doublesCost(ctx.round!.mode));

function roll(ctx: InBetweenContext, e: EventOf<'ROLL'>): Refusal | null {
  const notYours = yourMove(ctx, e.seat, ctx.round!.seats.between);
  if (notYours) return notYours;
  const wager = e.wager ?? ctx.options.ante;
  const { min, max } = wagerRange(ctx, e.seat);
  if (wager < min) return { why: 'wagerTooSmall', min };
  return wager > max ? { why: 'wagerTooLarge', purse: purseOf(ctx, e.seat), max } : null;
}

/** A seat watching that has not yet backed a side or passed this round. */
function undecided(ctx: InBetweenContext, seat: string): Refusal | null {
  const round = ctx.round!;
  if (isPlaying(round, seat)) return { why: 'rolling' };
  if (!ctx.seats.some((s) => s.id === seat)) return { why: 'noSeat' };
  if (round.sideBets.some((b) => b.by === seat)) return { why: 'alreadyBet' };
  return round.passed.includes(seat) ? { why: 'passed' } : null;
}

/**
 * Whether this seat may still back a side or pass: the part of SIDE_BET and NO_BET that depends on the seat alone, for
 * the views. When it may not, why not, in the order `bettorsToCall` rules each seat out.
 */
export function calledOn(ctx: InBetweenContext, seat: string): Refusal | null {
  if (bettorsToCall(ctx).includes(seat)) return null;
  const round = ctx.round;
  if (!round || round.throws.length > 0 || round.result) return { why: 'sideBetsClosed' };
  const min = minimumSideBet(ctx.options.ante);
  return undecided(ctx, seat) ?? { why: 'shortOfSideBet', min, purse: purseOf(ctx, seat) };
}

function sideBet(ctx: InBetweenContext, e: EventOf<'SIDE_BET'>): Refusal | null {
  const round = ctx.round!;
  const notNow = undecided(ctx, e.seat);
  if (notNow) return notNow;
  const sides = sidesOf(round.mode);
  if (!sides.includes(e.on)) return { why: 'wrongSide', mode: round.mode, sides };
  const min = minimumSideBet(ctx.options.ante);
  if (e.amount < min) return { why: 'sideBetTooSmall', min };
  const purse = purseOf(ctx, e.seat);
  return e.amount > purse ? { why: 'cannotAfford', purse } : null;
}

export const checks: { [T in InBetweenEvent['type']]: Check<T> } = {
  ...lobbyChecks,
  START_ROUND: partsFound,
  NEXT_ROUND: partsFound,
  ROLL: roll,
  ROLL_SURROUNDS: (ctx, e) => yourMove(ctx, e.seat, ctx.round!.seats.surrounds),
  ROLL_BETWEEN: (ctx, e) => yourMove(ctx, e.seat, ctx.round!.seats.between),
  ACCEPT_LOSS: (ctx, e) => yourMove(ctx, e.seat, doublesDecider(ctx)),
  ROLL_AGAIN: (ctx, e) => yourMove(ctx, e.seat, doublesDecider(ctx)),
  SIDE_BET: sideBet,
  NO_BET: (ctx, e) => undecided(ctx, e.seat),
};

/** Why this event is refused now, or null: the chart's `legal` guard. */
export const refusal = refusalFrom<InBetweenContext, InBetweenEvent>(checks);
