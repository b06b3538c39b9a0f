/**
 * The numbers of In Between (rules: in-between-and-three-dragon-ante.md, the
 * first half) as pure functions. The chart's guards, the refusal reasons and
 * the views read the rules from here; docs/rules/in-between.md says why each
 * open question is read as it is.
 */
import { proportionalPayouts } from '../table/sideBets';
import { DIE_SIDES } from '../engine/dice';
import { purse, type AccountId } from '../engine/ledger';
import { purseOf } from '../table/rules';
import {
  DICE,
  type DieColour,
  type How,
  type InBetweenContext,
  type InBetweenRound,
  type Mode,
  type Part,
  type SideBet,
  type Side,
} from './context';

const FACES = DIE_SIDES.d20;

/** The account the side bets wait in until the round is settled. */
export const SIDE_POOL = 'pool:side' as const;

/** The colours of the one-player surrounds, in the order a throw lists them. */
export const surroundColours = (between: DieColour): DieColour[] =>
  DICE.filter((c) => c !== between);

export const isDoubles = ([a, b]: readonly [number, number]): boolean => a === b;

/** "Sequential (like 10, 11 or 15, 16)": one apart, in either order; 20 and 1 are not. */
export const isSequential = ([a, b]: readonly [number, number]): boolean => Math.abs(a - b) === 1;

/** "A value between the other two dice and equal to neither." */
export const isInside = (between: number, [a, b]: readonly [number, number]): boolean =>
  between > Math.min(a, b) && between < Math.max(a, b);

/** How many faces lie strictly between the surrounds: the between's ways to win. */
export const gapOf = ([a, b]: readonly [number, number]): number =>
  Math.max(0, Math.abs(a - b) - 1);

/** The side each part is called in a mode: the roller and the bank, or the two players. */
export const sideOf = (mode: Mode, part: Part): Side =>
  mode === 'one-player'
    ? part === 'between'
      ? 'roller'
      : 'bank'
    : part === 'between'
      ? 'betweener'
      : 'surrounds';

export const partOf = (side: Side): Part =>
  side === 'roller' || side === 'betweener' ? 'between' : 'surrounds';

export const sidesOf = (mode: Mode): [Side, Side] => [
  sideOf(mode, 'between'),
  sideOf(mode, 'surrounds'),
];

export const otherPart = (part: Part): Part => (part === 'between' ? 'surrounds' : 'between');

/**
 * Whom doubles cost, and so who decides on them: the roller, whose between
 * can never fit between doubles; in the two-player game "the surrounds
 * player elects to roll or not, and they lose double".
 */
export const doublesCost = (mode: Mode): Part => (mode === 'one-player' ? 'between' : 'surrounds');

export const seatOf = (round: InBetweenRound, part: Part): string | null => round.seats[part];

/** Where a part's gold comes from and goes: its player's purse, or the House for the bank. */
export function accountOf(round: InBetweenRound, part: Part): AccountId {
  const seat = seatOf(round, part);
  return seat === null ? 'house' : purse(seat);
}

/** Each side's stake now: the wager, and the wager again once doubles were rolled again. */
export const stakeOf = (round: InBetweenRound): number =>
  (round.wager ?? 0) * (round.doubled ? 2 : 1);

/** Each side's stake once doubles are rolled again: what a re-roll plays for. */
export const doubledStake = (round: InBetweenRound): number => stakeOf({ ...round, doubled: true });

export type Judgement = { winner: Part; how: How } | { waiting: 'doubles' | 'between' };

/** What the round's latest throw decides, or what the table waits for. A re-roll after doubles is final. */
export function judge(round: InBetweenRound): Judgement {
  const costs = doublesCost(round.mode);
  if (round.accepted) return { winner: otherPart(costs), how: 'accepted' };
  const last = round.throws.at(-1);
  if (!last) throw new Error('Nothing has been rolled yet.');
  if (isSequential(last.surrounds)) return { winner: 'surrounds', how: 'sequential' };
  if (isDoubles(last.surrounds))
    return round.throws.length > 1
      ? { winner: otherPart(costs), how: 'doubles' }
      : { waiting: 'doubles' };
  if (last.between === null) return { waiting: 'between' };
  if (isInside(last.between, last.surrounds)) return { winner: 'between', how: 'inside' };
  return { winner: 'surrounds', how: last.surrounds.includes(last.between) ? 'equal' : 'outside' };
}

export const waitingFor = (round: InBetweenRound): 'doubles' | 'between' | null => {
  if (round.throws.length === 0) return null;
  const j = judge(round);
  return 'waiting' in j ? j.waiting : null;
};

/** The seat to make the round's next roll or call: the first roll, the call on doubles, or the two-player between. */
export function seatToAct(round: InBetweenRound | null): string | null {
  if (!round || round.result) return null;
  if (round.throws.length === 0)
    return round.mode === 'one-player' ? round.seats.between : round.seats.surrounds;
  const waiting = waitingFor(round);
  if (waiting === 'doubles') return seatOf(round, doublesCost(round.mode));
  return waiting === 'between' ? round.seats.between : null;
}

/* ---------- stakes, and who plays ---------- */

/** A roller must cover a doubled wager: two antes at the least. */
export const coverNeeded = (ante: number): number => 2 * ante;

/** The one-player roller's wager: one ante at the least, and no more than they can stake twice. */
export const wagerRange = (ctx: InBetweenContext, seat: string): { min: number; max: number } => ({
  min: ctx.options.ante,
  max: Math.floor(purseOf(ctx, seat) / 2),
});

/**
 * The seats that play the next round, in part order (between, then
 * surrounds): the next seats after last round's betweener, in seat order,
 * that can cover a doubled wager. In the two-player game last round's
 * surrounds player so becomes the betweener. Null when too few can.
 */
export function nextParts(
  ctx: InBetweenContext,
): { between: string; surrounds: string | null } | null {
  const ids = ctx.seats.map((s) => s.id);
  const start = ctx.lastBetweener === null ? 0 : ids.indexOf(ctx.lastBetweener) + 1;
  const order = [...ids.slice(start), ...ids.slice(0, start)].filter(
    (id) => purseOf(ctx, id) >= coverNeeded(ctx.options.ante),
  );
  if (ctx.options.mode === 'one-player')
    return order[0] === undefined ? null : { between: order[0], surrounds: null };
  return order.length < 2 ? null : { between: order[0]!, surrounds: order[1]! };
}

/** Is this seat one of the round's players (not watching)? */
export const isPlaying = (round: InBetweenRound, seat: string): boolean =>
  round.seats.between === seat || round.seats.surrounds === seat;

/* ---------- the odds ---------- */

/** Ways each outcome of a throw can happen, out of `outOf` equally likely throws. */
export interface Odds {
  inside: number;
  equal: number;
  outside: number;
  sequential: number;
  doubles: number;
  outOf: number;
}

function countThrows(pairs: (readonly [number, number])[]): Odds {
  const odds: Odds = {
    inside: 0,
    equal: 0,
    outside: 0,
    sequential: 0,
    doubles: 0,
    outOf: pairs.length * FACES,
  };
  for (const pair of pairs) {
    if (isDoubles(pair)) odds.doubles += FACES;
    else if (isSequential(pair)) odds.sequential += FACES;
    else {
      odds.inside += gapOf(pair);
      odds.equal += 2;
      odds.outside += FACES - gapOf(pair) - 2;
    }
  }
  return odds;
}

const EVERY_PAIR = Array.from(
  { length: FACES * FACES },
  (_, i) => [Math.floor(i / FACES) + 1, (i % FACES) + 1] as const,
);
const FRESH = countThrows(EVERY_PAIR);

/** The odds of the next throw: every die still to roll, or (surrounds known) the between alone. */
export const oddsOf = (surrounds: readonly [number, number] | null): Odds =>
  surrounds ? countThrows([surrounds]) : { ...FRESH };

/**
 * The between's ways to win a throw: inside, and on the final re-roll the
 * doubles that cost the two-player surrounds (the first doubles are a call to make).
 */
export const betweenWins = (odds: Odds, mode: Mode, final: boolean): number =>
  odds.inside + (final && doublesCost(mode) === 'surrounds' ? odds.doubles : 0);

/**
 * The odds of the throw the table waits for: every die still to roll (the
 * first throw, or the re-roll after doubles, which is final), or the between
 * alone once the two-player surrounds are known. Null when nothing is to roll.
 */
export function pendingOdds(round: InBetweenRound): { odds: Odds; reroll: boolean } | null {
  if (round.result) return null;
  if (round.throws.length === 0) return { odds: oddsOf(null), reroll: false };
  const waiting = waitingFor(round);
  if (waiting === 'doubles') return { odds: oddsOf(null), reroll: true };
  return waiting === 'between'
    ? { odds: oddsOf(round.throws.at(-1)!.surrounds), reroll: round.throws.length > 1 }
    : null;
}

/* ---------- side bets ---------- */

/**
 * "All other players at the table can wager on this": the sides a watcher may back. Against the bank (the default)
 * only the between's, on the roller's own terms: the bank takes the other side of every wager, as it does the
 * roller's, so it is never the underdog. With the watchers' pool (a table option) either, since the watchers bet
 * against each other and the House is no party.
 */
export const backableSides = (mode: Mode, pool: boolean): Side[] =>
  pool ? sidesOf(mode) : [sideOf(mode, 'between')];

/** "From a minimum of one ante." */
export const minimumSideBet = (ante: number): number => ante;

/**
 * The seats watching that may still back a side or pass, while the first dice
 * are not thrown: the wagers close when the roller throws, and the roller never
 * waits on them. A seat that cannot afford the smallest side bet has nothing to decide.
 */
export function bettorsToCall(ctx: InBetweenContext): string[] {
  const round = ctx.round;
  if (!round || round.throws.length > 0 || round.result) return [];
  const decided = new Set([...round.sideBets.map((b) => b.by), ...round.passed]);
  return ctx.seats
    .map((s) => s.id)
    .filter(
      (id) =>
        !isPlaying(round, id) &&
        !decided.has(id) &&
        purseOf(ctx, id) >= minimumSideBet(ctx.options.ante),
    );
}

/** Everyone the table waits on: the seat to roll or call (the watchers' wagers do not hold up the dice). */
export function waitingOn(ctx: InBetweenContext): string[] {
  const seat = seatToAct(ctx.round);
  return seat ? [seat] : [];
}

/** "Paid in proportion from the losers' stakes", as in Twenty-One (machines/table/sideBets.ts). Stakes included. */
export const sideBetPayouts = (bets: readonly SideBet[], winner: Side) =>
  proportionalPayouts(bets, winner);
