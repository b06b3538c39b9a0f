/**
 * Black Baron's moves, each declared once: its schema, who may send it, why it
 * is refused (the reasons the panel says, src/panels/black-baron/words.ts),
 * the dice it needs and how it is offered. The lobby's moves are the table's,
 * with SET_OPTIONS adding the bet limits and who plays the dealer; a round
 * adds the bet, the players' moves and the dealer's buttons. The kit derives
 * the rest from these (machines/engine/define.ts): the intent and event types,
 * the refusal the engine tells a sender and the chart's `legal` guard, which
 * are one code. Strict schemas: an unknown field, a wrong type or a number out
 * of range is malformed and never reaches the chart. A check assumes the state
 * it arrives in takes its type; the engine explains a wrong phase before it
 * gets here.
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
import { actingSeat, lobbyDeclarations as lobby, lobbyIntents } from '../table/intents';
import { purseOf } from '../table/rules';
import type { BlackBaronContext } from './context';
import {
  awaitsSecondDie,
  bustChance,
  canAffordMinimum,
  currentHand,
  DEALER_STAYS_ON,
  dealerDice,
  dealerMustHit,
  HIGHEST_SPLIT,
  handsAfter,
  isLastHand,
  largestBet,
  MAX_DICE,
  onFirstTwo,
  seatToAct,
} from './rules';

/** Black Baron's reasons: each key's values (seats by id, amounts in gp), said by the panel. */
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
type Ctx = BlackBaronContext;

/* ---------- checks ---------- */

/** A round needs one seat that can cover the minimum bet; the others sit it out. */
function someoneCanBet(ctx: Ctx): Refusal | null {
  if (ctx.seats.length === 0) return { why: 'noPlayers' };
  return ctx.seats.some((s) => canAffordMinimum(ctx, s.id))
    ? null
    : { why: 'nobodyCanBet', minBet: ctx.options.minBet };
}

/** A seat at the table that has neither bet nor sat out this round. */
function undecided(ctx: Ctx, seat: string | undefined): Refusal | null {
  const bet = seat === undefined ? undefined : ctx.round?.bets[seat];
  if (!seat || !ctx.seats.some((s) => s.id === seat)) return { why: 'noSeat' };
  if (bet === 'out') return { why: 'sittingOut' };
  return bet === undefined ? null : { why: 'alreadyBet', amount: bet };
}

function betAllowed(ctx: Ctx, seat: string, amount: number): Refusal | null {
  const notNow = undecided(ctx, seat);
  if (notNow) return notNow;
  const { minBet, maxBet } = ctx.options;
  if (amount < minBet) return { why: 'belowMinimum', minBet };
  if (amount > maxBet) return { why: 'aboveMaximum', maxBet };
  const purse = purseOf(ctx, seat);
  return amount > largestBet(ctx, seat) ? { why: 'cannotAfford', purse } : null;
}

function yourTurn(ctx: Ctx, seat: string | undefined): Refusal | null {
  const play = seat ? ctx.round?.players[seat] : undefined;
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

const dealerDiceOf = (ctx: Ctx): number[] => ctx.round?.dealer?.dice ?? [];

/* ---------- dice and offers ---------- */

/** A move that may end the last hand in play also carries the dice the table may roll for the dealer. */
const withDealer = (ctx: Ctx, own: number) => ({
  d10: own + (isLastHand(ctx) ? dealerDice(ctx) : 0),
});

/** The last bet (or sit-out) deals: two dice a player, the dealer's shown die, and its face-down die should it show a 10. */
const dealDice = (ctx: Ctx, seat: string, bets: boolean) => {
  const hands = handsAfter(ctx, seat, bets);
  return hands ? { d10: 2 * hands + 2 } : {};
};

/**
 * A few bets to offer (the panel takes any amount in the seat's `betRange`): the minimum, the most it may bet, and one
 * between, a round figure a player would name (30 gp of a 60 gp purse, not 31).
 */
function betAmounts(ctx: Ctx, seat: string): number[] {
  const min = ctx.options.minBet;
  const max = largestBet(ctx, seat);
  const half = (min + max) / 2;
  const step = half >= 10 ? 5 : 1;
  const between = Math.min(max, Math.max(min, Math.round(half / step) * step));
  return [...new Set([min, between, max])].filter((n) => n >= min && n <= max);
}

const wager = v.pipe(
  v.number(),
  v.integer('a bet is whole gp'),
  v.minValue(1, 'a bet is at least 1 gp'),
  v.maxValue(1_000_000, 'a bet is at most 1,000,000 gp'),
);

const intent = declare<Ctx>();
const seatAct = <T extends string>(type: T) =>
  v.strictObject({ type: v.literal(type), ...actingSeat });

/* ---------- the moves ---------- */

export const moves = {
  JOIN: lobby.JOIN,
  ADD_NPC: lobby.ADD_NPC,
  TAKE_OVER: lobby.TAKE_OVER,
  HAND_BACK: lobby.HAND_BACK,
  LEAVE: lobby.LEAVE,
  REMOVE_SEAT: lobby.REMOVE_SEAT,
  SET_PURSE: lobby.SET_PURSE,
  ASK_PURSE: lobby.ASK_PURSE,
  DECLINE_PURSE: lobby.DECLINE_PURSE,
  SET_OPTIONS: intent({
    schema: v.strictObject({
      ...lobbyIntents.SET_OPTIONS.entries,
      minBet: v.optional(wager),
      maxBet: v.optional(wager),
      dealer: v.optional(v.picklist(['table', 'gm'])),
    }),
    authority: 'gm',
    check: (_ctx, e): Refusal | null =>
      e.minBet !== undefined && e.maxBet !== undefined && e.minBet > e.maxBet
        ? { why: 'minAboveMax', minBet: e.minBet, maxBet: e.maxBet }
        : null,
  }),
  START_ROUND: intent({ ...lobby.START_ROUND, check: someoneCanBet }),
  BET: intent({
    schema: v.strictObject({ type: v.literal('BET'), amount: wager, ...actingSeat }),
    authority: 'seat',
    check: (ctx, e) => betAllowed(ctx, e.seat, e.amount),
    dice: (ctx, e) => dealDice(ctx, e.seat, true),
    offer: {
      seat: (ctx, seat, propose) =>
        betAmounts(ctx, seat).forEach((amount) =>
          propose({ type: 'BET', amount }, () => ({ cost: amount })),
        ),
    },
  }),
  SIT_OUT: intent({
    schema: seatAct('SIT_OUT'),
    authority: 'seat',
    check: (ctx, e) => undecided(ctx, e.seat),
    dice: (ctx, e) => dealDice(ctx, e.seat, false),
    offer: { seat: (_ctx, _seat, propose) => propose({ type: 'SIT_OUT' }, nothing) },
  }),
  HIT: intent({
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
    },
  }),
  STAY: intent({
    schema: seatAct('STAY'),
    authority: 'seat',
    check: (ctx, e) => withTwoDice(ctx, e.seat),
    dice: (ctx) => withDealer(ctx, 0),
    offer: { seat: (_ctx, _seat, propose) => propose({ type: 'STAY' }, nothing) },
  }),
  DOUBLE: intent({
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
    },
  }),
  SPLIT: intent({
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
    },
  }),
  /** The dealer's buttons, when the GM plays the dealer: the choice is forced, the GM only presses it. */
  DEALER_HIT: intent({
    schema: v.strictObject({ type: v.literal('DEALER_HIT') }),
    authority: 'gm',
    check: (ctx): Refusal | null => {
      const dice = dealerDiceOf(ctx);
      if (dealerMustHit(dice)) return null;
      return dice.length >= MAX_DICE
        ? { why: 'dealerFull', dice: MAX_DICE }
        : { why: 'dealerMustStay', total: DEALER_STAYS_ON };
    },
    dice: () => ({ d10: 1 }),
    offer: { gm: true },
  }),
  DEALER_STAY: intent({
    schema: v.strictObject({ type: v.literal('DEALER_STAY') }),
    authority: 'gm',
    check: (ctx): Refusal | null => {
      const dice = dealerDiceOf(ctx);
      if (!dealerMustHit(dice)) return null;
      return dice.length < 2
        ? { why: 'dealerSecondDie' }
        : { why: 'dealerMustHit', total: DEALER_STAYS_ON - 1 };
    },
    offer: { gm: true },
  }),
  NEXT_ROUND: intent({ ...lobby.NEXT_ROUND, check: someoneCanBet }),
  BACK_TO_LOBBY: lobby.BACK_TO_LOBBY,
  VOID_ROUND: lobby.VOID_ROUND,
  RESTORE_SEATS: lobby.RESTORE_SEATS,
};

export type BlackBaronIntent = IntentOf<typeof moves>;
export type BlackBaronIntentType = BlackBaronIntent['type'];
/** The event the chart receives: a validated intent stamped by the engine. */
export type BlackBaronEvent = EventsOfMoves<typeof moves>;
export type EventOf<T extends BlackBaronIntentType> = EventOfType<BlackBaronEvent, T>;

/** Why this event is refused now, or null: the engine's answer to a sender and the chart's `legal` guard. */
export const refusal = refusalOf<Ctx, BlackBaronEvent>(moves);
