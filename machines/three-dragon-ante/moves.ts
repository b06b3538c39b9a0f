/**
 * Three-Dragon Ante's moves, each declared once: its schema, who may send it,
 * why it is refused (the reasons the panel says,
 * src/panels/three-dragon-ante/words.ts), the dice it needs and how it is
 * offered. The lobby's are the table's, with SET_OPTIONS adding the cap on
 * raises; a game adds revealing a die, raising, matching and folding. The kit
 * derives the rest from these (machines/engine/define.ts): the intent and
 * event types, the refusal the engine tells a sender and the chart's `legal`
 * guard, which are one code. Strict schemas: an unknown field, a wrong type or
 * a number out of range is malformed and never reaches the chart. A check
 * assumes the state it arrives in takes its type; the engine explains a wrong
 * phase before it gets here.
 */
import * as v from 'valibot';
import {
  declare,
  type EventOfType,
  type EventsOfMoves,
  type IntentOf,
  type None,
  nothing,
  type ReasonOf,
  refusalOf,
} from '../engine/define';
import type { TableReason } from '../table/checks';
import { actingSeat, lobbyDeclarations as lobby, lobbyIntents } from '../table/intents';
import { purseOf } from '../table/rules';
import type { AnteContext } from './context';
import {
  answerers,
  DICE_PER_HAND,
  dealDemand,
  FIRST_BETTING_ROUND,
  handOf,
  highestStake,
  MAX_RAISES,
  MIN_RAISES,
  participants,
  raiseRange,
  seatToAct,
} from './rules';
import { goldChars, type PublicTable } from '../engine/headroom';

/** Three-Dragon Ante's reasons: each key's values (seats by id, which the panel names; gold in gp). */
export interface AnteReasons {
  /** The seat has no hand this game (it sat the game out, or sat down after the deal). */
  notPlaying: None;
  folded: None;
  /** The table waits on `toAct` (nobody when absent): to answer a raise (`answering`), else to reveal. */
  notYourTurn: { toAct?: string; answering: boolean };
  /** A seat's moves, offered only to the seat the table waits on. */
  notYourMove: None;
  /** `die` is the die's index (said as its place, from 1). */
  alreadyRevealed: { die: number };
  noRaiseInFirstRound: None;
  raisedThisTurn: None;
  allIn: None;
  /** The round of reveals has had its `raises` raises. */
  raisesUsed: { raises: number };
  nobodyToAnswer: None;
  /** The smallest raise (the highest stake and the opening bet again) is more than the seat has. */
  cannotCoverRaise: { ante: number; highest: number };
  raiseTooSmall: { min: number; highest: number; ante: number };
  raiseTooLarge: { max: number };
  /** Fewer than two seats can afford the opening bet: `able`, the one that can, if any. */
  tooFewCanBet: { ante: number; able: readonly string[] };
}
export type AnteReason = ReasonOf<AnteReasons>;
type Ctx = AnteContext;

/** Is this seat playing, and not folded? */
function inGame(ctx: Ctx, seat: string): AnteReason | null {
  const hand = handOf(ctx, seat);
  if (!hand) return { why: 'notPlaying' };
  return hand.status === 'folded' ? { why: 'folded' } : null;
}

/** Is the table waiting on this seat? */
function yourMove(ctx: Ctx, seat: string): AnteReason | null {
  const out = inGame(ctx, seat);
  if (out) return out;
  const toAct = seatToAct(ctx);
  if (toAct === seat) return null;
  const answering = ctx.round!.betting !== null;
  return toAct ? { why: 'notYourTurn', toAct, answering } : { why: 'notYourTurn', answering };
}

/** Only the seat the table waits on has moves. */
const onMove = (ctx: Ctx, seat: string): AnteReason | null =>
  seatToAct(ctx) === seat ? null : { why: 'notYourMove' };

/** The limits every raise has, wherever it is made. */
function raiseLimits(ctx: Ctx, e: { seat: string; to: number }): AnteReason | null {
  const notYours = yourMove(ctx, e.seat);
  if (notYours) return notYours;
  const round = ctx.round!;
  if (!round.betting) {
    if (round.reveal < FIRST_BETTING_ROUND) return { why: 'noRaiseInFirstRound' };
    if (round.raised) return { why: 'raisedThisTurn' };
  }
  if (handOf(ctx, e.seat)!.status === 'allIn') return { why: 'allIn' };
  if (ctx.options.capRaises && round.raises >= ctx.options.raises)
    return { why: 'raisesUsed', raises: ctx.options.raises };
  if (answerers(round, e.seat).length === 0) return { why: 'nobodyToAnswer' };
  const range = raiseRange(ctx, e.seat);
  const highest = highestStake(round);
  const { ante } = ctx.options;
  if (!range) return { why: 'cannotCoverRaise', ante, highest };
  if (e.to < range.min) return { why: 'raiseTooSmall', min: range.min, highest, ante };
  if (e.to > range.max) return { why: 'raiseTooLarge', max: range.max };
  return null;
}

/** A seat short of the opening bet sits the game out; a game needs two that can place it. */
function twoCanBet(ctx: Ctx): AnteReason | TableReason | null {
  if (ctx.seats.length < 2) return { why: 'tooFewSeats' };
  const able = participants(ctx);
  if (able.length >= 2) return null;
  return { why: 'tooFewCanBet', ante: ctx.options.ante, able };
}

/**
 * The stakes this seat may raise to now (for the views), or null when it may not raise: the range its purse allows,
 * once every other limit on a raise passes for the smallest of it.
 */
export function raisesOpen(ctx: Ctx, seat: string): { min: number; max: number } | null {
  const range = raiseRange(ctx, seat);
  return range && !raiseLimits(ctx, { seat, to: range.min }) ? range : null;
}

const stakeOf = (ctx: Ctx, seat: string) => handOf(ctx, seat)!.stake;
const intent = declare<Ctx>();
const seatAct = <T extends string>(type: T) =>
  v.strictObject({ type: v.literal(type), ...actingSeat });
const raises = v.pipe(
  v.number(),
  v.integer('raises are counted in whole numbers'),
  v.minValue(MIN_RAISES, `at least ${MIN_RAISES} raise a round`),
  v.maxValue(MAX_RAISES, `at most ${MAX_RAISES} raises a round`),
);
const place = 'a die is named by its place, 0 to 4';

export const moves = {
  ...lobby,
  SET_OPTIONS: intent({
    schema: v.strictObject({
      ...lobbyIntents.SET_OPTIONS.entries,
      capRaises: v.optional(v.boolean()),
      raises: v.optional(raises),
    }),
    authority: 'gm',
  }),
  START_ROUND: intent({
    ...lobby.START_ROUND,
    check: twoCanBet,
    dice: dealDemand,
    offer: { gm: true },
  }),
  NEXT_ROUND: intent({
    ...lobby.NEXT_ROUND,
    check: twoCanBet,
    dice: dealDemand,
    offer: { gm: true },
  }),
  VOID_ROUND: intent({ ...lobby.VOID_ROUND, offer: { gm: true } }),
  /** One of the participant's own five dice, by its place in the hand (0 to 4). */
  REVEAL: intent({
    schema: v.strictObject({
      type: v.literal('REVEAL'),
      die: v.pipe(
        v.number(),
        v.integer(place),
        v.minValue(0, place),
        v.maxValue(DICE_PER_HAND - 1, place),
      ),
      ...actingSeat,
    }),
    authority: 'seat',
    check: (ctx, e): AnteReason | null => {
      const notYours = yourMove(ctx, e.seat);
      if (notYours) return notYours;
      return handOf(ctx, e.seat)!.revealed.includes(e.die)
        ? { why: 'alreadyRevealed', die: e.die }
        : null;
    },
    ready: onMove,
    offer: {
      seat: (ctx, seat, propose) => {
        const hand = handOf(ctx, seat)!;
        hand.dice.forEach((_face, die) => propose({ type: 'REVEAL', die }, nothing));
      },
      ceiling: () => [5, 79],
    },
  }),
  /**
   * Raises the participant's whole stake to `to` gp (a purse may have grown past what anyone brings, so no cap but a
   * safe integer's).
   */
  RAISE: intent({
    schema: v.strictObject({
      type: v.literal('RAISE'),
      to: v.pipe(
        v.number(),
        v.safeInteger('a stake is whole gp'),
        v.minValue(1, 'a stake is at least 1 gp'),
      ),
      ...actingSeat,
    }),
    authority: 'seat',
    check: raiseLimits,
    ready: onMove,
    offer: {
      seat: (ctx, seat, propose) => {
        const range = raiseRange(ctx, seat);
        if (!range) return;
        const stake = stakeOf(ctx, seat);
        // The smallest raise, one more opening bet, and everything: the panel's field takes any stake between.
        const stakes = [
          ...new Set(
            [range.min, range.min + ctx.options.ante, range.max].filter((to) => to <= range.max),
          ),
        ];
        for (const to of stakes) {
          const allIn = to === range.max;
          propose({ type: 'RAISE', to }, () => ({ cost: to - stake, ...(allIn ? { allIn } : {}) }));
        }
      },
      ceiling: (view: PublicTable) => [3, 92 + 4 * goldChars(view)],
    },
  }),
  MATCH: intent({
    schema: seatAct('MATCH'),
    authority: 'seat',
    check: (ctx, e) => yourMove(ctx, e.seat),
    ready: onMove,
    offer: {
      seat: (ctx, seat, propose) => {
        const owed = highestStake(ctx.round!) - stakeOf(ctx, seat);
        const left = purseOf(ctx, seat);
        propose({ type: 'MATCH' }, () =>
          left < owed ? { cost: left, owed, allIn: true as const } : { cost: owed },
        );
      },
      ceiling: (view: PublicTable) => [1, 56 + 2 * goldChars(view)],
    },
  }),
  FOLD: intent({
    schema: seatAct('FOLD'),
    authority: 'seat',
    check: (ctx, e) => yourMove(ctx, e.seat),
    ready: onMove,
    offer: {
      seat: (ctx, seat, propose) =>
        propose({ type: 'FOLD' }, () => ({ loses: stakeOf(ctx, seat) })),
      ceiling: (view: PublicTable) => [1, 35 + goldChars(view)],
    },
  }),
};

export type AnteIntent = IntentOf<typeof moves>;
export type AnteIntentType = AnteIntent['type'];
/** The event the chart receives: a validated intent stamped by the engine. */
export type AnteEvent = EventsOfMoves<typeof moves>;
export type EventOf<T extends AnteIntentType> = EventOfType<AnteEvent, T>;

/** Why this event is refused now, or null: the engine's answer to a sender and the chart's `legal` guard. */
export const refusal = refusalOf<Ctx, AnteEvent>(moves);
