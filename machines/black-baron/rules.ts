/**
 * The numbers of Black Baron (rules: black-baron.md) as pure functions of the
 * context. The chart's guards, the refusal reasons, the dice demands and the
 * views all read the rules from here.
 */
import { purseOf } from '../table/rules';
import type { BlackBaronContext, Hand, Outcome, PlayerHands } from './context';

/** "get as close to the sum of 20 without going over." */
export const TARGET = 20;
/** "Up to 7 players may play against a single Dealer." */
export const MAX_PLAYERS = 7;
/** "The dealer stops taking hits if they have 7 dice", and Round Table is 7 dice. */
export const MAX_DICE = 7;
/** "If the dealers hand is 16 or more, they MUST stay." */
export const DEALER_STAYS_ON = 16;
/** "Splitting (Doubles 9 or less)". */
export const HIGHEST_SPLIT = 9;
/** "they receive 2x their bet as a payout." */
export const BARON_PAYS = 2;
/** A Black Baron, and the Black Plague, are two 10s. */
export const TEN = 10;
export const SIDES = 10;

export const sum = (dice: readonly number[]): number => dice.reduce((a, b) => a + b, 0);

export const isBust = (dice: readonly number[]): boolean => sum(dice) > TARGET;

/** Round Table: "7 dice but their sum is equal to or less than 19, their sum is treated as being 20." */
export const isRoundTable = (dice: readonly number[]): boolean =>
  dice.length === MAX_DICE && sum(dice) < TARGET;

/** What a hand counts: its sum, or 20 at the Round Table. */
export const handValue = (dice: readonly number[]): number =>
  isRoundTable(dice) ? TARGET : sum(dice);

/** A starting 20: the two dice a player (or the dealer) starts with are both 10s. */
export const isStartingTwenty = (dice: readonly number[]): boolean =>
  dice.length === 2 && dice[0] === TEN && dice[1] === TEN;

/** The exact chance (0–1) that one more d10 takes these dice over 20; a seventh die at 19 or less counts 20 and never busts. */
export const bustChance = (dice: readonly number[]): number =>
  Math.min(SIDES, Math.max(0, sum(dice) + SIDES - TARGET)) / SIDES;

/** A hand made by a split that has not had its second die yet: it gets it when play reaches it. */
export const awaitsSecondDie = (hand: Hand): boolean => hand.dice.length < 2;

/** A hand on its first two dice: the only time it may double down or split. */
export const onFirstTwo = (hand: Hand): boolean => hand.dice.length === 2 && !hand.doubled;

/** "two of the same value … 9 or less": the pair a hand may split. */
export const isSplittablePair = (hand: Hand): boolean =>
  onFirstTwo(hand) && hand.dice[0] === hand.dice[1] && hand.dice[0]! <= HIGHEST_SPLIT;

/** The dealer "MUST hit" while 15 or less, and stops at 7 dice; a single die always takes the second. */
export const dealerMustHit = (dice: readonly number[]): boolean =>
  dice.length < 2 || (dice.length < MAX_DICE && handValue(dice) < DEALER_STAYS_ON);

/** A hand's outcome against the dealer's finished hand. */
export function showdown(dice: readonly number[], dealer: readonly number[]): Outcome {
  if (isBust(dice)) return 'bust';
  if (isBust(dealer)) return 'win';
  const mine = handValue(dice);
  const theirs = handValue(dealer);
  return mine > theirs ? 'win' : mine < theirs ? 'lose' : 'push';
}

/** Gold a hand wins beyond its bet (negative: the bet is lost). */
export function netOf(outcome: Outcome, bet: number): number {
  switch (outcome) {
    case 'win':
      return bet;
    case 'baron':
      return BARON_PAYS * bet;
    case 'push':
      return 0;
    default:
      return -bet;
  }
}

/* ---------- whose turn ---------- */

/** The seat to act, or null when every player has acted (or no hands are dealt). */
export function seatToAct(ctx: BlackBaronContext): string | null {
  const round = ctx.round;
  if (!round?.dealer || round.plague) return null;
  return round.order[round.turn] ?? null;
}

export function currentHand(ctx: BlackBaronContext): Hand | null {
  const seat = seatToAct(ctx);
  if (!seat) return null;
  const play = ctx.round!.players[seat]!;
  return play.hands[play.active] ?? null;
}

/** The first hand still to play at or after `from`, or -1. */
export const nextPlaying = (play: PlayerHands, from: number): number =>
  play.hands.findIndex((h, i) => i >= from && h.status === 'playing');

/** No hand after the one in play is still to be played: a move that ends it ends the players' turns. */
export function isLastHand(ctx: BlackBaronContext): boolean {
  const round = ctx.round!;
  const seat = seatToAct(ctx);
  if (!seat) return false;
  if (nextPlaying(round.players[seat]!, round.players[seat]!.active + 1) >= 0) return false;
  return round.order.slice(round.turn + 1).every((id) => nextPlaying(round.players[id]!, 0) < 0);
}

/** Every player has acted. */
export const playersDone = (ctx: BlackBaronContext): boolean => seatToAct(ctx) === null;

/** Every hand is bust or a Black Baron: the dealer has nothing to play for. */
export const nothingToPlayFor = (ctx: BlackBaronContext): boolean =>
  Object.values(ctx.round!.players).every((p) =>
    p.hands.every((h) => h.status === 'bust' || h.status === 'baron'),
  );

/**
 * The most dice the table may roll for the dealer in one event when it plays
 * the dealer itself: up to 7 dice in all. The event that may end the players'
 * turns carries them after its own; the dealer reads them from the end.
 */
export function dealerDice(ctx: BlackBaronContext): number {
  if (ctx.options.dealer !== 'table') return 0;
  return MAX_DICE - (ctx.round?.dealer?.dice.length ?? 0);
}

/* ---------- bets ---------- */

/** The bet limits after the GM sets one or both: a limit set alone pushes the other along rather than cross it. */
export function betLimits(
  current: { minBet: number; maxBet: number },
  set: { minBet?: number; maxBet?: number },
): { minBet: number; maxBet: number } {
  const minBet = set.minBet ?? Math.min(current.minBet, set.maxBet ?? current.minBet);
  const maxBet = set.maxBet ?? Math.max(current.maxBet, minBet);
  return { minBet, maxBet };
}

/** Seats that may still bet or sit out. */
export const undecided = (ctx: BlackBaronContext): string[] =>
  ctx.seats.map((s) => s.id).filter((id) => ctx.round && !Object.hasOwn(ctx.round.bets, id));

export const betsPlaced = (ctx: BlackBaronContext): number =>
  Object.values(ctx.round?.bets ?? {}).filter((b) => b !== 'out').length;

/** The largest bet this seat may place now: the table's maximum, or its purse. */
export const largestBet = (ctx: BlackBaronContext, seat: string): number =>
  Math.min(ctx.options.maxBet, purseOf(ctx, seat));

export const canAffordMinimum = (ctx: BlackBaronContext, seat: string): boolean =>
  purseOf(ctx, seat) >= ctx.options.minBet;

/** How many players will hold hands once this decision is made, if it closes the betting; null while others are still to decide. */
export function handsAfter(ctx: BlackBaronContext, seat: string, bets: boolean): number | null {
  const placed = betsPlaced(ctx) + (bets ? 1 : 0);
  const open = undecided(ctx).filter((id) => id !== seat);
  return open.length === 0 || placed >= MAX_PLAYERS ? placed : null;
}
