/**
 * The players' moves on their hands, one seat at a time: hit, stay, double
 * down and split. A move that may end the last hand in play also carries the
 * dice the table may roll for the dealer.
 */
import type { Phase } from '../meta';
import * as v from 'valibot';
import { declare, nothing } from '../../engine/define';
import { own } from '../../engine/own';
import type { None, ReasonOf } from '../../engine/reason';
import { actingSeat } from '../../table/intents';
import { purseOf } from '../../table/rules';
import type { BlackBaronContext } from '../context';
import {
  awaitsSecondDie,
  bustChance,
  currentHand,
  dealerDice,
  HIGHEST_SPLIT,
  isLastHand,
  onFirstTwo,
  seatToAct,
} from '../rules';
import { goldChars, oneLine, type PublicTable } from '../../engine/headroom';

/** Why a player's move on a hand is refused. */
export interface HandReasons {
  noHand: None;
  handsPlayed: None;
  /** `toAct`: the seat to act (absent: nobody). */
  notYourTurn: { toAct?: string };
  /** Doubling down or splitting (the move's type) only on a hand's first two dice. */
  notFirstTwo: None;
  /** A hand made by a split rolls its second die before it may stay, double down or split. */
  secondDieFirst: None;
  notPair: None;
  /** Only pairs of `highest` or less may be split. */
  pairTooHigh: { highest: number };
  /** Doubling down or splitting (the move's type) costs another `stake`, and the seat has `purse`. */
  cannotMatch: { stake: number; purse: number };
}
type Refusal = ReasonOf<HandReasons>;
type Ctx = BlackBaronContext;

function yourTurn(ctx: Ctx, seat: string | undefined): Refusal | null {
  const play = own(ctx.round?.players, seat);
  if (!seat || !play) return { why: 'noHand' };
  const toAct = seatToAct(ctx);
  if (toAct === seat) return null;
  if (play.hands.every((h) => h.status !== 'playing')) return { why: 'handsPlayed' };
  return toAct ? { why: 'notYourTurn', toAct } : { why: 'notYourTurn' };
}

/** Doubling down and splitting each put up another bet as large as the hand's. */
function canMatch(ctx: Ctx, seat: string): Refusal | null {
  const stake = currentHand(ctx)!.bet;
  const purse = purseOf(ctx, seat);
  return purse >= stake ? null : { why: 'cannotMatch', stake, purse };
}

/** Any move but a hit waits until a hand made by a split has its second die. */
function withTwoDice(ctx: Ctx, seat: string | undefined): Refusal | null {
  const notYours = yourTurn(ctx, seat);
  if (notYours) return notYours;
  return awaitsSecondDie(currentHand(ctx)!) ? { why: 'secondDieFirst' } : null;
}

function doubleAllowed(ctx: Ctx, seat: string): Refusal | null {
  const notYet = withTwoDice(ctx, seat);
  if (notYet) return notYet;
  if (!onFirstTwo(currentHand(ctx)!)) return { why: 'notFirstTwo' };
  return canMatch(ctx, seat);
}

function splitAllowed(ctx: Ctx, seat: string): Refusal | null {
  const notYet = withTwoDice(ctx, seat);
  if (notYet) return notYet;
  const hand = currentHand(ctx)!;
  if (!onFirstTwo(hand)) return { why: 'notFirstTwo' };
  if (hand.dice[0] !== hand.dice[1]) return { why: 'notPair' };
  if (hand.dice[0]! > HIGHEST_SPLIT) return { why: 'pairTooHigh', highest: HIGHEST_SPLIT };
  return canMatch(ctx, seat);
}

/** A move that may end the last hand in play also carries the dice the table may roll for the dealer. */
const withDealer = (ctx: Ctx, own: number) => ({
  d10: own + (isLastHand(ctx) ? dealerDice(ctx) : 0),
});

const intent = declare<Ctx, Phase>();
const seatAct = <T extends string>(type: T) =>
  v.strictObject({ type: v.literal(type), ...actingSeat });

export const handMoves = {
  HIT: intent({
    phases: ['players'],
    update: 'hit',
    schema: seatAct('HIT'),
    authority: 'seat',
    check: (ctx, e) => yourTurn(ctx, e.seat),
    dice: (ctx) => withDealer(ctx, 1),
    offer: {
      seat: (ctx, _seat, propose) =>
        propose({ type: 'HIT' }, () => {
          const hand = currentHand(ctx)!;
          return awaitsSecondDie(hand)
            ? { bustChance: 0, secondDie: true }
            : { bustChance: bustChance(hand.dice) };
        }),
      ceiling: oneLine(75),
    },
  }),
  STAY: intent({
    phases: ['players'],
    update: 'stay',
    schema: seatAct('STAY'),
    authority: 'seat',
    check: (ctx, e) => withTwoDice(ctx, e.seat),
    dice: (ctx) => withDealer(ctx, 0),
    offer: {
      seat: (_ctx, _seat, propose) => propose({ type: 'STAY' }, nothing),
      ceiling: oneLine(26),
    },
  }),
  DOUBLE: intent({
    phases: ['players'],
    update: 'double',
    schema: seatAct('DOUBLE'),
    authority: 'seat',
    check: (ctx, e) => doubleAllowed(ctx, e.seat),
    dice: (ctx) => withDealer(ctx, 1),
    offer: {
      seat: (ctx, _seat, propose) =>
        propose({ type: 'DOUBLE' }, () => {
          const hand = currentHand(ctx)!;
          return { cost: hand.bet, bustChance: bustChance(hand.dice) };
        }),
      ceiling: (view: PublicTable) => [1, 69 + goldChars(view)],
    },
  }),
  SPLIT: intent({
    phases: ['players'],
    update: 'split',
    schema: seatAct('SPLIT'),
    authority: 'seat',
    check: (ctx, e) => splitAllowed(ctx, e.seat),
    dice: () => ({ d10: 1 }),
    offer: {
      seat: (ctx, _seat, propose) =>
        propose({ type: 'SPLIT' }, () => {
          const hand = currentHand(ctx)!;
          return { cost: hand.bet, pair: hand.dice[0]! };
        }),
      ceiling: (view: PublicTable) => [1, 45 + goldChars(view)],
    },
  }),
};
