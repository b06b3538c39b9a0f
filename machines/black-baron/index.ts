/**
 * Black Baron, declared for the engine: every intent once, with its schema
 * (intents.ts), who may send it, its refusal check (checks.ts), the
 * dice it needs and how it is offered.
 */
import { declare, defineGame, nothing } from '../engine/define';
import { lobbyDeclarations as lobby } from '../table/intents';
import { controllerOf } from '../table/view';
import { checks } from './checks';
import type { BlackBaronContext } from './context';
import { schemas } from './intents';
import { blackBaronMachine } from './machine';
import {
  awaitsSecondDie,
  bustChance,
  currentHand,
  dealerDice,
  handsAfter,
  isLastHand,
  largestBet,
} from './rules';
import { viewTable, waitingOn, type ActionView } from './view';

export type { BlackBaronView } from './view';
export type { BlackBaronIntent, BlackBaronEvent } from './intents';
export type { BlackBaronContext, BlackBaronOptions } from './context';

const intent = declare<BlackBaronContext>();

/** A move that may end the last hand in play also carries the dice the table may roll for the dealer. */
const withDealer = (ctx: BlackBaronContext, own: number) => ({
  d10: own + (isLastHand(ctx) ? dealerDice(ctx) : 0),
});

/** The last bet (or sit-out) deals: two dice a player, the dealer's shown die, and its face-down die should it show a 10. */
const dealDice = (ctx: BlackBaronContext, seat: string, bets: boolean) => {
  const hands = handsAfter(ctx, seat, bets);
  return hands ? { d10: 2 * hands + 2 } : {};
};

/**
 * A few bets to offer (the panel takes any amount in the seat's `betRange`): the minimum, the most it may bet, and one
 * between, a round figure a player would name (30 gp of a 60 gp purse, not 31).
 */
function betAmounts(ctx: BlackBaronContext, seat: string): number[] {
  const min = ctx.options.minBet;
  const max = largestBet(ctx, seat);
  const half = (min + max) / 2;
  const step = half >= 10 ? 5 : 1;
  const between = Math.min(max, Math.max(min, Math.round(half / step) * step));
  return [...new Set([min, between, max])].filter((n) => n >= min && n <= max);
}

const intents = {
  JOIN: lobby.JOIN,
  ADD_NPC: lobby.ADD_NPC,
  TAKE_OVER: lobby.TAKE_OVER,
  HAND_BACK: lobby.HAND_BACK,
  LEAVE: lobby.LEAVE,
  REMOVE_SEAT: lobby.REMOVE_SEAT,
  SET_PURSE: lobby.SET_PURSE,
  ASK_PURSE: lobby.ASK_PURSE,
  DECLINE_PURSE: lobby.DECLINE_PURSE,
  SET_OPTIONS: intent({ schema: schemas.SET_OPTIONS, authority: 'gm', check: checks.SET_OPTIONS }),
  START_ROUND: intent({ ...lobby.START_ROUND, check: checks.START_ROUND }),
  BET: intent({
    schema: schemas.BET,
    authority: 'seat',
    check: checks.BET,
    dice: (ctx, e) => dealDice(ctx, e.seat, true),
    offer: {
      seat: (ctx, seat, propose) =>
        betAmounts(ctx, seat).forEach((amount) =>
          propose({ type: 'BET', amount }, () => ({ cost: amount })),
        ),
    },
  }),
  SIT_OUT: intent({
    schema: schemas.SIT_OUT,
    authority: 'seat',
    check: checks.SIT_OUT,
    dice: (ctx, e) => dealDice(ctx, e.seat, false),
    offer: { seat: (_ctx, _seat, propose) => propose({ type: 'SIT_OUT' }, nothing) },
  }),
  HIT: intent({
    schema: schemas.HIT,
    authority: 'seat',
    check: checks.HIT,
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
    schema: schemas.STAY,
    authority: 'seat',
    check: checks.STAY,
    dice: (ctx) => withDealer(ctx, 0),
    offer: { seat: (_ctx, _seat, propose) => propose({ type: 'STAY' }, nothing) },
  }),
  DOUBLE: intent({
    schema: schemas.DOUBLE,
    authority: 'seat',
    check: checks.DOUBLE,
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
    schema: schemas.SPLIT,
    authority: 'seat',
    check: checks.SPLIT,
    dice: () => ({ d10: 1 }),
    offer: {
      seat: (ctx, _seat, propose) =>
        propose({ type: 'SPLIT' }, () => {
          const hand = currentHand(ctx)!;
          return { cost: hand.bet, pair: hand.dice[0]! };
        }),
    },
  }),
  DEALER_HIT: intent({
    schema: schemas.DEALER_HIT,
    authority: 'gm',
    check: checks.DEALER_HIT,
    dice: () => ({ d10: 1 }),
    offer: { gm: true },
  }),
  DEALER_STAY: intent({
    schema: schemas.DEALER_STAY,
    authority: 'gm',
    check: checks.DEALER_STAY,
    offer: { gm: true },
  }),
  NEXT_ROUND: intent({ ...lobby.NEXT_ROUND, check: checks.NEXT_ROUND }),
  BACK_TO_LOBBY: lobby.BACK_TO_LOBBY,
  VOID_ROUND: lobby.VOID_ROUND,
  RESTORE_SEATS: lobby.RESTORE_SEATS,
};

/** Black Baron: up to seven players against the dealer, with d10s. */
export const blackBaron = defineGame<
  typeof blackBaronMachine,
  typeof intents,
  ReturnType<typeof viewTable>,
  ActionView
>({
  id: 'black-baron',
  machine: blackBaronMachine,
  intents,
  controllerOf,
  seats: (snapshot) => snapshot.context.seats,
  view: viewTable,
  waitingOn,
});
