/**
 * The numbers of Three-Dragon Ante as pure functions of the context: the
 * hand, the order of play, the stakes, raising and the pots of a showdown.
 * The chart's guards, the refusal reasons and the views read them from here.
 */
import { PICK_D20S } from '../engine/dice';
import type { DiceDemand } from '../engine/dice';
import { own } from '../engine/own';
import { purseOf } from '../table/rules';
import type { AnteContext, AnteRound, Hand, Pot } from './context';

/** "rolls five d12s to determine their hand". */
export const HAND_DIE = 'd12' as const;
export const DICE_PER_HAND = 5;
/** "This step is repeated twice more": three rounds of reveals. */
export const REVEAL_ROUNDS = 3;
/** "on the second and third round, each participant can raise their bet". */
export const FIRST_BETTING_ROUND = 2;
/** The table option's limits: at least one raise a round, and few enough that a game stays short. */
export const MIN_RAISES = 1;
export const MAX_RAISES = 10;

/** "Randomly determine which participant is the dealer", through the dice seam (machines/engine/dice.ts). */
export { PICK_D20S, pickAmong as pickSeat } from '../engine/dice';

/** The seats that can place the opening bet (the table's ante), in seat order: the others sit the game out. */
export const participants = (ctx: AnteContext): string[] =>
  ctx.seats.map((s) => s.id).filter((id) => purseOf(ctx, id) >= ctx.options.ante);

/** The last winner deals if they play this game; otherwise the dice choose. */
export function keptDealer(ctx: AnteContext): string | null {
  return ctx.nextDealer !== null && participants(ctx).includes(ctx.nextDealer)
    ? ctx.nextDealer
    : null;
}

/** The dice a game opens with: five d12s for each participant, and the dealer's pick when nobody keeps the deal. */
export function dealDemand(ctx: AnteContext): DiceDemand {
  return {
    [HAND_DIE]: DICE_PER_HAND * participants(ctx).length,
    ...(keptDealer(ctx) === null ? { d20: PICK_D20S } : {}),
  };
}

/** The seats clockwise from the dealer's left, the dealer last. */
export function clockwiseFrom(ids: readonly string[], dealer: string): string[] {
  const at = ids.indexOf(dealer);
  return [...ids.slice(at + 1), ...ids.slice(0, at + 1)];
}

export const sum = (faces: readonly number[]): number => faces.reduce((t, f) => t + f, 0);
export const handTotal = (hand: Hand): number => sum(hand.dice);
export const shownFaces = (hand: Hand): number[] => hand.revealed.map((i) => hand.dice[i]!);

/** The participants who have not folded, in the order of play. */
export const stillIn = (round: AnteRound): string[] =>
  round.order.filter((id) => round.hands[id]!.status !== 'folded');

/** The stake everyone still in must reach: the highest so far. */
export const highestStake = (round: AnteRound): number =>
  Math.max(0, ...Object.values(round.hands).map((h) => h.stake));

/** The seat's hand this round, if it plays one. */
export const handOf = (ctx: AnteContext, seat: string | undefined): Hand | undefined =>
  own(ctx.round?.hands, seat);

/** What this seat must add to stay in: the gap to the highest stake, or every coin it has when that is less. */
export function toStayIn(ctx: AnteContext, seat: string): number {
  const hand = handOf(ctx, seat);
  if (hand?.status !== 'in') return 0;
  return Math.min(highestStake(ctx.round!) - hand.stake, purseOf(ctx, seat));
}

/** The participant whose turn it is to reveal, or null once the three rounds are over. */
export const revealer = (round: AnteRound): string | null =>
  round.reveal > REVEAL_ROUNDS ? null : (round.order[round.turn] ?? null);

/** The seat the table waits on: the next to answer a raise, else the one to reveal. */
export function seatToAct(ctx: AnteContext): string | null {
  const round = ctx.round;
  if (!round || round.result) return null;
  return round.betting ? (round.betting.queue[0] ?? null) : revealer(round);
}

/** After a raise, "all participants must match that bet in turn": those still betting, clockwise from the raiser's left. */
export const answerers = (round: AnteRound, raiser: string): string[] =>
  clockwiseFrom(round.order, raiser).filter(
    (id) => id !== raiser && round.hands[id]!.status === 'in',
  );

/** The turn after this one: the next participant who has not folded, or the next round of reveals. */
export function nextTurn(
  round: AnteRound,
): Pick<AnteRound, 'reveal' | 'turn' | 'raises' | 'raised'> {
  const open = (i: number) => round.hands[round.order[i]!]!.status !== 'folded';
  for (let i = round.turn + 1; i < round.order.length; i++)
    if (open(i)) return { reveal: round.reveal, turn: i, raises: round.raises, raised: false };
  const first = round.order.findIndex((_, i) => open(i));
  return { reveal: round.reveal + 1, turn: first, raises: 0, raised: false };
}

/** The stakes a raise may reach: at least one opening bet above the highest, at most all the raiser has; null if they cannot reach it. */
export function raiseRange(ctx: AnteContext, seat: string): { min: number; max: number } | null {
  const hand = handOf(ctx, seat);
  if (hand?.status !== 'in') return null;
  const min = highestStake(ctx.round!) + ctx.options.ante;
  const max = hand.stake + purseOf(ctx, seat);
  return max >= min ? { min, max } : null;
}

/**
 * The pots of a showdown: the main pot, which every participant still in can
 * win, and a side pot above each all-in stake, which only those who staked
 * that much can. A folded stake stays in the pots it reached.
 */
export function showdownPots(round: AnteRound): Pot[] {
  const hands = Object.entries(round.hands);
  const inAt = (level: number) => stillIn(round).filter((id) => round.hands[id]!.stake >= level);
  const levels = [...new Set(stillIn(round).map((id) => round.hands[id]!.stake))].sort(
    (a, b) => a - b,
  );
  const pots: Pot[] = [];
  let below = 0;
  for (const level of levels) {
    const amount = hands.reduce(
      (t, [, h]) => t + Math.min(h.stake, level) - Math.min(h.stake, below),
      0,
    );
    const eligible = inAt(level);
    const total = Math.max(...eligible.map((id) => handTotal(round.hands[id]!)));
    pots.push({
      amount,
      eligible,
      winners: eligible.filter((id) => handTotal(round.hands[id]!) === total),
      total,
    });
    below = level;
  }
  // A folded stake above every stake still in: nobody else reached it, so it joins the top pot.
  const above = hands.reduce((t, [, h]) => t + Math.max(0, h.stake - below), 0);
  if (above > 0 && pots.length > 0) pots[pots.length - 1]!.amount += above;
  return pots;
}

/** A pot split evenly among its winners (in the order of play); what does not split evenly goes to the first of them after the dealer. */
export function shares(amount: number, winners: readonly string[]): Record<string, number> {
  const each = Math.floor(amount / winners.length);
  const odd = amount - each * winners.length;
  return Object.fromEntries(winners.map((id, i) => [id, each + (i === 0 ? odd : 0)]));
}
