/**
 * Why an intent is refused, as a reason the panel says (`BlackBaronReasons`), or
 * null when it is legal. The chart's `legal` guard is `refusal(...) === null`, so
 * the reason a player reads and the rule the chart applies are the same code.
 * These checks assume the current state accepts the event's type; the engine
 * explains a wrong phase before it gets here.
 */
import { refusalFrom } from '../engine/define';
import type { None, ReasonOf } from '../engine/reason';
import { lobbyChecks, type TableReason } from '../table/checks';
import { purseOf } from '../table/rules';
import type { BlackBaronContext } from './context';
import type { BlackBaronEvent, EventOf } from './intents';
import {
  awaitsSecondDie,
  DEALER_STAYS_ON,
  HIGHEST_SPLIT,
  MAX_DICE,
  canAffordMinimum,
  currentHand,
  dealerMustHit,
  largestBet,
  onFirstTwo,
  seatToAct,
} from './rules';

/** Black Baron's reasons: each key's values (seats by id, amounts in gp), said by the panel (src/panels/black-baron/words.ts). */
export interface BlackBaronReasons {
  /** The new minimum bet is above the new maximum. */
  minAboveMax: { minBet: number; maxBet: number };
  noPlayers: None;
  nobodyCanBet: { minBet: number };
  noSeat: None;
  sittingOut: None;
  alreadyBet: { amount: number };
  belowMinimum: { minBet: number };
  aboveMaximum: { maxBet: number };
  /** The bet is more than the seat's purse: `purse`, what it has. */
  cannotAfford: { purse: number };
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
  dealerFull: { dice: number };
  /** The dealer must stay on `total` or more. */
  dealerMustStay: { total: number };
  dealerSecondDie: None;
  /** The dealer must hit on `total` or less. */
  dealerMustHit: { total: number };
}
export type BlackBaronReason = ReasonOf<BlackBaronReasons>;
type Refusal = BlackBaronReason | TableReason;

type Check<T extends BlackBaronEvent['type']> = (
  ctx: BlackBaronContext,
  event: EventOf<T>,
) => Refusal | null;

/** A round needs one seat that can cover the minimum bet; the others sit it out. */
function someoneCanBet(ctx: BlackBaronContext): Refusal | null {
  if (ctx.seats.length === 0) return { why: 'noPlayers' };
  return ctx.seats.some((s) => canAffordMinimum(ctx, s.id))
    ? null
    : { why: 'nobodyCanBet', minBet: ctx.options.minBet };
}

function undecided(ctx: BlackBaronContext, seat: string | undefined): Refusal | null {
  const bet = seat === undefined ? undefined : ctx.round?.bets[seat];
  if (!seat || !ctx.seats.some((s) => s.id === seat)) return { why: 'noSeat' };
  if (bet === 'out') return { why: 'sittingOut' };
  return bet === undefined ? null : { why: 'alreadyBet', amount: bet };
}

function bet(ctx: BlackBaronContext, e: EventOf<'BET'>): Refusal | null {
  const notNow = undecided(ctx, e.seat);
  if (notNow) return notNow;
  const { minBet, maxBet } = ctx.options;
  if (e.amount < minBet) return { why: 'belowMinimum', minBet };
  if (e.amount > maxBet) return { why: 'aboveMaximum', maxBet };
  const purse = purseOf(ctx, e.seat);
  return e.amount > largestBet(ctx, e.seat) ? { why: 'cannotAfford', purse } : null;
}

function yourTurn(ctx: BlackBaronContext, seat: string | undefined): Refusal | null {
  const play = seat ? ctx.round?.players[seat] : undefined;
  if (!seat || !play) return { why: 'noHand' };
  const toAct = seatToAct(ctx);
  if (toAct === seat) return null;
  if (play.hands.every((h) => h.status !== 'playing')) return { why: 'handsPlayed' };
  return toAct ? { why: 'notYourTurn', toAct } : { why: 'notYourTurn' };
}

/** Doubling down and splitting each put up another bet as large as the hand's. */
function canMatch(ctx: BlackBaronContext, seat: string): Refusal | null {
  const stake = currentHand(ctx)!.bet;
  const purse = purseOf(ctx, seat);
  return purse >= stake ? null : { why: 'cannotMatch', stake, purse };
}

/** Any move but a hit waits until a hand made by a split has its second die. */
function withTwoDice(ctx: BlackBaronContext, seat: string | undefined): Refusal | null {
  const notYours = yourTurn(ctx, seat);
  if (notYours) return notYours;
  return awaitsSecondDie(currentHand(ctx)!) ? { why: 'secondDieFirst' } : null;
}

function double(ctx: BlackBaronContext, e: EventOf<'DOUBLE'>): Refusal | null {
  const notYet = withTwoDice(ctx, e.seat);
  if (notYet) return notYet;
  if (!onFirstTwo(currentHand(ctx)!)) return { why: 'notFirstTwo' };
  return canMatch(ctx, e.seat);
}

function split(ctx: BlackBaronContext, e: EventOf<'SPLIT'>): Refusal | null {
  const notYet = withTwoDice(ctx, e.seat);
  if (notYet) return notYet;
  const hand = currentHand(ctx)!;
  if (!onFirstTwo(hand)) return { why: 'notFirstTwo' };
  if (hand.dice[0] !== hand.dice[1]) return { why: 'notPair' };
  if (hand.dice[0]! > HIGHEST_SPLIT) return { why: 'pairTooHigh', highest: HIGHEST_SPLIT };
  return canMatch(ctx, e.seat);
}

const dealerDiceOf = (ctx: BlackBaronContext): number[] => ctx.round?.dealer?.dice ?? [];

export const checks: { [T in BlackBaronEvent['type']]: Check<T> } = {
  ...lobbyChecks,
  SET_OPTIONS: (_ctx, e) =>
    e.minBet !== undefined && e.maxBet !== undefined && e.minBet > e.maxBet
      ? { why: 'minAboveMax', minBet: e.minBet, maxBet: e.maxBet }
      : null,
  START_ROUND: someoneCanBet,
  NEXT_ROUND: someoneCanBet,
  BET: bet,
  SIT_OUT: (ctx, e) => undecided(ctx, e.seat),
  HIT: (ctx, e) => yourTurn(ctx, e.seat),
  STAY: (ctx, e) => withTwoDice(ctx, e.seat),
  DOUBLE: double,
  SPLIT: split,
  DEALER_HIT: (ctx) => {
    const dice = dealerDiceOf(ctx);
    if (dealerMustHit(dice)) return null;
    return dice.length >= MAX_DICE
      ? { why: 'dealerFull', dice: MAX_DICE }
      : { why: 'dealerMustStay', total: DEALER_STAYS_ON };
  },
  DEALER_STAY: (ctx) => {
    const dice = dealerDiceOf(ctx);
    if (!dealerMustHit(dice)) return null;
    return dice.length < 2
      ? { why: 'dealerSecondDie' }
      : { why: 'dealerMustHit', total: DEALER_STAYS_ON - 1 };
  },
};

/** Why this event is refused now, or null: the chart's `legal` guard. */
export const refusal = refusalFrom<BlackBaronContext, BlackBaronEvent>(checks);
