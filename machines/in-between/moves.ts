/**
 * In Between's moves, each declared once: its schema, who may send it, why it
 * is refused (the reasons the panel says, src/panels/in-between/words.ts), the
 * dice it needs and how it is offered. The kit derives the rest from these
 * (machines/engine/define.ts): the intent and event types, the refusal the
 * engine tells a sender and the chart's `legal` guard, which are one code.
 * A check assumes the state it arrives in takes its type; the engine explains
 * a wrong phase before it gets here.
 */
import * as v from 'valibot';
import {
  declare,
  type EventOfType,
  type EventsOfMoves,
  type IntentOf,
  nothing,
  refusalOf,
} from '../engine/define';
import type { None, ReasonOf } from '../engine/reason';
import type { TableReason } from '../table/checks';
import { actingSeat, gold, lobbyDeclarations as lobby, lobbyIntents } from '../table/intents';
import { purseOf } from '../table/rules';
import { DICE, type InBetweenContext, MODES, type Mode, SIDES, type Side } from './context';
import {
  backableSides,
  bettorsToCall,
  coverNeeded,
  doubledStake,
  doublesCost,
  isPlaying,
  minimumSideBet,
  nextParts,
  seatOf,
  sidesOf,
  stakeOf,
  wagerRange,
} from './rules';
import { goldChars, oneLine, type PublicTable } from '../engine/headroom';
import type { Phase } from './meta';

/** In Between's reasons: each key's values (seats by id, amounts in gp), said by the panel. */
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
  /** A side bet in the `mode` game backs one of `sides` (the between's alone, against the bank). */
  wrongSide: { mode: Mode; sides: readonly string[] };
  /** Against the bank a side bet backs `backs` (the between's side); `side` needs the watchers' pool. */
  bankTakesSide: { side: Side; backs: Side };
  sideBetTooSmall: { min: number };
  cannotAfford: { purse: number };
  /** The side bets wait on nobody: the dice are thrown (or there is no round). */
  sideBetsClosed: None;
  /** The seat's `purse` cannot cover the smallest side bet, `min`. */
  shortOfSideBet: { min: number; purse: number };
}
export type InBetweenReason = ReasonOf<InBetweenReasons>;
type Refusal = InBetweenReason | TableReason;
type Ctx = InBetweenContext;

/** Enough seats can cover a doubled wager to play the next round. */
function partsFound(ctx: Ctx): Refusal | null {
  if (nextParts(ctx)) return null;
  const { mode, ante } = ctx.options;
  return { why: 'cannotCover', mode, cover: coverNeeded(ante), ante };
}

/** The seat is the one this move is waiting for. */
function yourMove(ctx: Ctx, seat: string, who: string | null): Refusal | null {
  if (seat === who) return null;
  const why = !ctx.round || !isPlaying(ctx.round, seat) ? 'notPlaying' : 'notYourMove';
  return who ? { why, toAct: who } : { why };
}

const doublesDecider = (ctx: Ctx) => seatOf(ctx.round!, doublesCost(ctx.round!.mode));

/** A seat watching that has not yet backed a side or passed this round. */
function undecided(ctx: Ctx, seat: string): Refusal | null {
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
function calledOn(ctx: Ctx, seat: string): Refusal | null {
  if (bettorsToCall(ctx).includes(seat)) return null;
  const round = ctx.round;
  if (!round || round.throws.length > 0 || round.result) return { why: 'sideBetsClosed' };
  const min = minimumSideBet(ctx.options.ante);
  return undecided(ctx, seat) ?? { why: 'shortOfSideBet', min, purse: purseOf(ctx, seat) };
}

const intent = declare<Ctx, Phase>();
const seatAct = <T extends string>(type: T) =>
  v.strictObject({ type: v.literal(type), ...actingSeat });

export const moves = {
  ...lobby,
  SET_OPTIONS: intent({
    ...lobby.SET_OPTIONS,
    schema: v.strictObject({
      ...lobbyIntents.SET_OPTIONS.entries,
      mode: v.optional(v.picklist(MODES, 'the game is one-player or two-player')),
      sideBetPool: v.optional(v.boolean()),
      sideBetWindow: v.optional(
        v.pipe(
          v.number(),
          v.minValue(0, 'the side bets’ window cannot be negative'),
          v.maxValue(30, 'the side bets’ window is at most 30 seconds'),
          v.multipleOf(0.5, 'the side bets’ window is in half seconds'),
        ),
      ),
    }),
  }),
  START_ROUND: intent({ ...lobby.START_ROUND, check: partsFound }),
  NEXT_ROUND: intent({ ...lobby.NEXT_ROUND, check: partsFound }),
  /** The one-player roll: the die named the between, and the wager (one ante when left out). */
  ROLL: intent({
    schema: v.strictObject({
      type: v.literal('ROLL'),
      between: v.picklist(DICE, 'name the red, green or blue die as the between'),
      wager: v.optional(gold),
      ...actingSeat,
    }),
    authority: 'seat',
    check: (ctx, e): Refusal | null => {
      const notYours = yourMove(ctx, e.seat, ctx.round!.seats.between);
      if (notYours) return notYours;
      const wager = e.wager ?? ctx.options.ante;
      const { min, max } = wagerRange(ctx, e.seat);
      if (wager < min) return { why: 'wagerTooSmall', min };
      return wager > max ? { why: 'wagerTooLarge', purse: purseOf(ctx, e.seat), max } : null;
    },
    dice: () => ({ d20: DICE.length }),
    offer: {
      seat: (ctx, seat, propose) => {
        for (const between of DICE)
          propose({ type: 'ROLL', between }, () => ({
            amount: wagerRange(ctx, seat),
            cost: ctx.options.ante,
          }));
      },
      ceiling: (view: PublicTable) => [3, 93 + 3 * goldChars(view)],
    },
  }),
  ROLL_SURROUNDS: intent({
    schema: seatAct('ROLL_SURROUNDS'),
    authority: 'seat',
    check: (ctx, e) => yourMove(ctx, e.seat, ctx.round!.seats.surrounds),
    dice: () => ({ d20: 2 }),
    offer: {
      seat: (_ctx, _seat, propose) => propose({ type: 'ROLL_SURROUNDS' }, nothing),
      ceiling: oneLine(36),
    },
  }),
  ROLL_BETWEEN: intent({
    schema: seatAct('ROLL_BETWEEN'),
    authority: 'seat',
    check: (ctx, e) => yourMove(ctx, e.seat, ctx.round!.seats.between),
    dice: () => ({ d20: 1 }),
    offer: {
      seat: (_ctx, _seat, propose) => propose({ type: 'ROLL_BETWEEN' }, nothing),
      ceiling: oneLine(34),
    },
  }),
  ACCEPT_LOSS: intent({
    schema: seatAct('ACCEPT_LOSS'),
    authority: 'seat',
    check: (ctx, e) => yourMove(ctx, e.seat, doublesDecider(ctx)),
    offer: {
      seat: (_ctx, _seat, propose) => propose({ type: 'ACCEPT_LOSS' }, nothing),
      ceiling: oneLine(33),
    },
  }),
  ROLL_AGAIN: intent({
    schema: seatAct('ROLL_AGAIN'),
    authority: 'seat',
    check: (ctx, e) => yourMove(ctx, e.seat, doublesDecider(ctx)),
    // The re-roll throws again what came up doubles: all three dice, or the two surrounds.
    dice: (ctx) => ({ d20: doublesCost(ctx.round!.mode) === 'between' ? DICE.length : 2 }),
    offer: {
      seat: (ctx, _seat, propose) =>
        propose({ type: 'ROLL_AGAIN' }, () => ({
          cost: stakeOf(ctx.round!),
          stake: doubledStake(ctx.round!),
        })),
      ceiling: (view: PublicTable) => [1, 49 + 2 * goldChars(view)],
    },
  }),
  /** Until the first dice of the round are thrown, each seat watching backs a side or passes. */
  SIDE_BET: intent({
    schema: v.strictObject({
      type: v.literal('SIDE_BET'),
      on: v.picklist(SIDES, 'back the roller, the bank, the betweener or the surrounds'),
      amount: gold,
      ...actingSeat,
    }),
    authority: 'seat',
    phases: ['wagers'],
    update: 'sideBet',
    check: (ctx, e): Refusal | null => {
      const notNow = undecided(ctx, e.seat);
      if (notNow) return notNow;
      const { mode } = ctx.round!;
      const backs = backableSides(mode, ctx.options.sideBetPool);
      if (!sidesOf(mode).includes(e.on)) return { why: 'wrongSide', mode, sides: backs };
      if (!backs.includes(e.on)) return { why: 'bankTakesSide', side: e.on, backs: backs[0]! };
      const min = minimumSideBet(ctx.options.ante);
      if (e.amount < min) return { why: 'sideBetTooSmall', min };
      const purse = purseOf(ctx, e.seat);
      return e.amount > purse ? { why: 'cannotAfford', purse } : null;
    },
    ready: calledOn,
    offer: {
      seat: (ctx, seat, propose) => {
        const amount = { min: minimumSideBet(ctx.options.ante), max: purseOf(ctx, seat) };
        const offered = () => ({ amount, cost: amount.min });
        for (const on of backableSides(ctx.round!.mode, ctx.options.sideBetPool))
          propose({ type: 'SIDE_BET', on, amount: amount.min }, offered);
      },
      ceiling: (view: PublicTable) => [2, 107 + 4 * goldChars(view)],
    },
  }),
  NO_BET: intent({
    schema: seatAct('NO_BET'),
    authority: 'seat',
    phases: ['wagers'],
    update: 'noBet',
    check: (ctx, e) => undecided(ctx, e.seat),
    ready: calledOn,
    offer: {
      seat: (_ctx, _seat, propose) => propose({ type: 'NO_BET' }, nothing),
      ceiling: oneLine(28),
    },
  }),
};

export type InBetweenIntent = IntentOf<typeof moves>;
export type InBetweenIntentType = InBetweenIntent['type'];
/** The event the chart receives: a validated intent stamped by the engine. */
export type InBetweenEvent = EventsOfMoves<typeof moves>;
export type EventOf<T extends InBetweenIntentType> = EventOfType<InBetweenEvent, T>;

/** Why this event is refused now, or null: the engine's answer to a sender and the chart's `legal` guard. */
export const refusal = refusalOf<Ctx, InBetweenEvent>(moves);
