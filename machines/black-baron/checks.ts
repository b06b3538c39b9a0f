/**
 * Why an intent is refused, in words a player understands, or null when it is
 * legal. The chart's `legal` guard is `refusal(...) === null`, so the reason a
 * player reads and the rule the chart applies are the same code. These checks
 * assume the current state accepts the event's type; the engine explains a
 * wrong phase before it gets here.
 */
import { refusalFrom } from '../engine/define';
import { lobbyChecks } from '../table/checks';
import { purseOf, seatName } from '../table/rules';
import type { BlackBaronContext } from './context';
import type { BlackBaronEvent, EventOf } from './intents';
import { DEALER_STAYS_ON, HIGHEST_SPLIT, MAX_DICE, canAffordMinimum, currentHand, dealerMustHit, largestBet, onFirstTwo, seatToAct } from './rules';

type Check<T extends BlackBaronEvent['type']> = (ctx: BlackBaronContext, event: EventOf<T>) => string | null;

/** A round needs one seat that can cover the minimum bet; the others sit it out. */
function someoneCanBet(ctx: BlackBaronContext): string | null {
  if (ctx.seats.length === 0) return 'A round needs at least one player at the table.';
  return ctx.seats.some((s) => canAffordMinimum(ctx, s.id)) ? null : `Nobody at the table can cover the ${ctx.options.minBet} gp minimum bet.`;
}

function undecided(ctx: BlackBaronContext, seat: string | undefined): string | null {
  const bet = seat === undefined ? undefined : ctx.round?.bets[seat];
  if (!seat || !ctx.seats.some((s) => s.id === seat)) return 'You have no seat at this table.';
  if (bet === 'out') return 'You sit this round out.';
  return bet === undefined ? null : `You have already bet ${bet} gp this round.`;
}

function bet(ctx: BlackBaronContext, e: EventOf<'BET'>): string | null {
  const notNow = undecided(ctx, e.seat);
  if (notNow) return notNow;
  const { minBet, maxBet } = ctx.options;
  if (e.amount < minBet) return `The table's minimum bet is ${minBet} gp.`;
  if (e.amount > maxBet) return `The table's maximum bet is ${maxBet} gp.`;
  const purse = purseOf(ctx, e.seat);
  return e.amount > largestBet(ctx, e.seat) ? `You have only ${purse} gp to bet.` : null;
}

function yourTurn(ctx: BlackBaronContext, seat: string | undefined): string | null {
  const play = seat ? ctx.round?.players[seat] : undefined;
  if (!seat || !play) return 'You have no hand this round.';
  const toAct = seatToAct(ctx);
  if (toAct === seat) return null;
  if (play.hands.every((h) => h.status !== 'playing')) return 'Your hands are played: the dealer settles them once everyone has acted.';
  return `It is not your turn: ${toAct ? seatName(ctx, toAct) : 'nobody'} is to act.`;
}

/** Doubling down and splitting each put up another bet as large as the hand's. */
function canMatch(ctx: BlackBaronContext, seat: string, what: string): string | null {
  const stake = currentHand(ctx)!.bet;
  const purse = purseOf(ctx, seat);
  return purse >= stake ? null : `${what} costs another ${stake} gp, and you have ${purse} gp.`;
}

function double(ctx: BlackBaronContext, e: EventOf<'DOUBLE'>): string | null {
  const notYours = yourTurn(ctx, e.seat);
  if (notYours) return notYours;
  if (!onFirstTwo(currentHand(ctx)!)) return 'You may double down only on a hand\u2019s first two dice.';
  return canMatch(ctx, e.seat, 'Doubling down');
}

function split(ctx: BlackBaronContext, e: EventOf<'SPLIT'>): string | null {
  const notYours = yourTurn(ctx, e.seat);
  if (notYours) return notYours;
  const hand = currentHand(ctx)!;
  if (!onFirstTwo(hand)) return 'You may split only a hand\u2019s first two dice.';
  if (hand.dice[0] !== hand.dice[1]) return 'You may split only a pair.';
  if (hand.dice[0]! > HIGHEST_SPLIT) return `Only doubles of ${HIGHEST_SPLIT} or less may be split.`;
  return canMatch(ctx, e.seat, 'Splitting');
}

const dealerDiceOf = (ctx: BlackBaronContext): number[] => ctx.round?.dealer?.dice ?? [];

export const checks: { [T in BlackBaronEvent['type']]: Check<T> } = {
  ...lobbyChecks,
  SET_OPTIONS: (_ctx, e) =>
    e.minBet !== undefined && e.maxBet !== undefined && e.minBet > e.maxBet ? `The minimum bet (${e.minBet} gp) cannot be above the maximum (${e.maxBet} gp).` : null,
  START_ROUND: someoneCanBet,
  NEXT_ROUND: someoneCanBet,
  BET: bet,
  SIT_OUT: (ctx, e) => undecided(ctx, e.seat),
  HIT: (ctx, e) => yourTurn(ctx, e.seat),
  STAY: (ctx, e) => yourTurn(ctx, e.seat),
  DOUBLE: double,
  SPLIT: split,
  DEALER_HIT: (ctx) => {
    const dice = dealerDiceOf(ctx);
    if (dealerMustHit(dice)) return null;
    return dice.length >= MAX_DICE ? `The dealer stops at ${MAX_DICE} dice.` : `The dealer must stay on ${DEALER_STAYS_ON} or more.`;
  },
  DEALER_STAY: (ctx) => {
    const dice = dealerDiceOf(ctx);
    if (!dealerMustHit(dice)) return null;
    return dice.length < 2 ? 'The dealer must roll the second die first.' : `The dealer must hit on ${DEALER_STAYS_ON - 1} or less.`;
  },
};

/** Why this event is refused now, or null: the chart's `legal` guard. */
export const refusal = refusalFrom<BlackBaronContext, BlackBaronEvent>(checks);
