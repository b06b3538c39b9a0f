/**
 * The numbers of Tavern Twenty-One (rules: tavern-twenty-one-current.md,
 * sections 1–2), as pure functions of the context. The machine's guards and
 * actions, the refusal reasons and the views all read the rules from here.
 */
import { DIE_SIDES, type Die } from '../engine/dice';
import type { Hand, HandDie, Seat, TwentyOneContext } from './context';

export const TARGET = 21;
export const OPENING_DIE: Die = 'd10';

/** Dice a seat may buy in the betting phase, cheapest first. */
export const BUYABLE_DICE = ['d20', 'd10', 'd8', 'd6', 'd4'] as const satisfies readonly Die[];
export type BuyableDie = (typeof BUYABLE_DICE)[number];

/** "d20 = 0.5×, d10 = 0.5×, d8 = 1×, d6 = 1×, d4 = 2×" the ante, in halves of an ante. */
const COST_IN_HALF_ANTES: Record<BuyableDie, number> = { d20: 1, d10: 1, d8: 2, d6: 2, d4: 4 };

/** A die's price in whole gp. Half an odd ante rounds up: the table never deals in fractions. */
export function rollCost(die: BuyableDie, ante: number): number {
  return Math.ceil((COST_IN_HALF_ANTES[die] * ante) / 2);
}

/** "Early fold refunds 50% of ante"; half an odd ante rounds down. */
export function foldRefund(ante: number): number {
  return Math.floor(ante / 2);
}

export function handTotal(dice: readonly HandDie[]): number {
  return dice.reduce((sum, d) => sum + d.value, 0);
}

/** What a die counts: "d20 natural 20 sets your roll to exactly hit 21". */
export function countedValue(die: Die, face: number, totalBefore: number): number {
  return die === 'd20' && face === DIE_SIDES.d20 ? TARGET - totalBefore : face;
}

export function visibleTotal(dice: readonly HandDie[]): number {
  return handTotal(dice.filter((d) => d.visibility === 'public'));
}

export const isBust = (hand: Hand): boolean => handTotal(hand.dice) > TARGET;

/** "Hit Count = total dice rolled - 2 (opening dice)". */
export const hitCount = (hand: Hand): number => Math.max(0, hand.dice.length - 2);

/** Sorts by lowest visible total; `Array.prototype.sort` is stable, so ties keep seat order. */
export function bettingOrder(seats: readonly Seat[], hands: Record<string, Hand>): string[] {
  return seats
    .map((s) => s.id)
    .sort((a, b) => visibleTotal(hands[a]!.dice) - visibleTotal(hands[b]!.dice));
}

/** "The player with the lowest visible die" takes the Cut; ties go to the earliest seat. */
export function cutSeat(seats: readonly Seat[], hands: Record<string, Hand>): string | null {
  let best: { id: string; face: number } | null = null;
  for (const seat of seats) {
    const face = Math.min(...hands[seat.id]!.dice.filter((d) => d.visibility === 'public').map((d) => d.face));
    if (best === null || face < best.face) best = { id: seat.id, face };
  }
  return best?.id ?? null;
}

/** Seats still in the running to win: they held (a hold is never over 21). */
export function standingSeats(ctx: TwentyOneContext): string[] {
  const round = ctx.round;
  if (!round) return [];
  return ctx.seats.map((s) => s.id).filter((id) => round.hands[id]!.status === 'held');
}

/** The best standing total and who has it. */
export function bestStanding(ctx: TwentyOneContext): { best: number | null; leaders: string[] } {
  const round = ctx.round;
  const standing = standingSeats(ctx);
  if (!round || standing.length === 0) return { best: null, leaders: [] };
  const best = Math.max(...standing.map((id) => handTotal(round.hands[id]!.dice)));
  return { best, leaders: standing.filter((id) => handTotal(round.hands[id]!.dice) === best) };
}

/** The seat whose turn it is, or null. */
export function seatToAct(ctx: TwentyOneContext): string | null {
  const round = ctx.round;
  if (!round || round.turn < 0) return null;
  return round.order[round.turn] ?? null;
}

/**
 * The next seat still in after the current one, going round the order.
 * Returns the new turn index (-1 when nobody is in) and whether it wrapped.
 */
export function nextTurn(order: readonly string[], hands: Record<string, Hand>, from: number): { turn: number; wrapped: boolean } {
  for (let step = 1; step <= order.length; step++) {
    const index = (from + step) % order.length;
    if (hands[order[index]!]!.status === 'in') return { turn: index, wrapped: index <= from };
  }
  return { turn: -1, wrapped: false };
}

/** Antes the House matches: every player-controlled seat's, when the GM is the House. */
export function houseMatch(ctx: TwentyOneContext): number {
  if (ctx.options.gmRole !== 'house') return 0;
  return ctx.seats.filter((s) => s.controller === 'player').length * ctx.options.ante;
}

export const seatName = (ctx: TwentyOneContext, id: string): string =>
  ctx.seats.find((s) => s.id === id)?.name ?? id;

/**
 * The exact chance that buying `die` now busts a hand at `total`, as a
 * fraction of faces. A d20's natural 20 never busts: it counts what reaches 21.
 */
export function bustChance(die: Die, total: number): number {
  const sides = DIE_SIDES[die];
  let busts = 0;
  for (let face = 1; face <= sides; face++) if (total + countedValue(die, face, total) > TARGET) busts++;
  return busts / sides;
}
