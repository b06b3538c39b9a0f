/**
 * The chance a Twenty-One bot's standing total beats the rivals its own view
 * shows (Standard and Classic alike): each rival's total read from its dice,
 * a held one's at most 21, one still betting taken to drop out or stand 14–21.
 */
import { DIE_SIDES } from '../engine/dice';
import { TARGET } from './rules';
import type { SeatView } from './view';

/** Where a rival still betting is taken to end when it stands (anywhere from 14 to 21), and how often it busts or folds. */
const RIVAL_STANDS_FROM = 14;
const RIVAL_DROPS = 0.35;

type Dist = number[];

/** The chances of each total of a seat, as the viewer sees it: what it counts, plus each die it cannot read, uniform. */
function totalsOf(seat: SeatView): Dist {
  let dist: Dist = [1];
  for (const d of seat.dice) {
    const shift = d.counts ?? 0;
    const sides = d.counts === null ? DIE_SIDES[d.die] : 0;
    const next: Dist = new Array<number>(dist.length + shift + sides).fill(0);
    for (let t = 0; t < dist.length; t++) {
      const p = dist[t]!;
      if (sides === 0) next[t + shift] = p;
      else if (p !== 0) for (let f = 1; f <= sides; f++) next[t + f]! += p / sides;
    }
    dist = next;
  }
  return dist;
}

/** A held rival's total is at most 21: its chances under `t` and at `t`, given that. */
function heldOdds(dist: Dist, t: number): { under: number; tie: number } {
  let mass = 0;
  let under = 0;
  for (let x = 0; x <= Math.min(TARGET, dist.length - 1); x++) {
    mass += dist[x]!;
    if (x < t) under += dist[x]!;
  }
  if (mass === 0) return { under: 1, tie: 0 };
  return { under: under / mass, tie: (dist[t] ?? 0) / mass };
}

/** A rival still betting that does not already stand high (see `rivalsOf`): it drops out or ends 14–21. */
function bettingOdds(t: number): { under: number; tie: number } {
  const span = TARGET - RIVAL_STANDS_FROM + 1;
  const below = Math.min(span, Math.max(0, t - RIVAL_STANDS_FROM));
  const tie = t >= RIVAL_STANDS_FROM && t <= TARGET ? 1 / span : 0;
  return {
    under: RIVAL_DROPS + (1 - RIVAL_DROPS) * (below / span),
    tie: (1 - RIVAL_DROPS) * tie,
  };
}

/** A rival, with the chances of its totals; `held` when it is read as a held hand. */
type Rival = { held: boolean; dist: Dist };

/**
 * The rivals this view shows still in the round. One that holds is read as a held hand, and so is one still
 * betting that already stands high (its mean total 14 or more).
 */
const rivalsOf = (seats: readonly SeatView[], me: string): Rival[] =>
  seats
    .filter((s) => s.id !== me && (s.status === 'in' || s.status === 'held'))
    .map((s) => {
      const dist = totalsOf(s);
      const mean = dist.reduce((sum, p, x) => sum + p * x, 0);
      return { held: s.status === 'held' || mean >= RIVAL_STANDS_FROM, dist };
    });

function chanceAgainst(rivals: readonly Rival[], t: number, tie: number): number {
  let p = 1;
  for (const { held, dist } of rivals) {
    const odds = held ? heldOdds(dist, t) : bettingOdds(t);
    p *= odds.under + odds.tie * tie;
  }
  return p;
}

/**
 * Multiplies each standing total's chance by this rival's odds against it (`chanceAgainst`'s, worked out for every total in
 * one pass: the chance a held rival ends under `t` grows by one total at a time).
 */
function timesOdds(chances: number[], { held, dist }: Rival, tie: number): void {
  if (!held) {
    for (let t = 0; t <= TARGET; t++) {
      const odds = bettingOdds(t);
      chances[t]! *= odds.under + odds.tie * tie;
    }
    return;
  }
  const top = Math.min(TARGET, dist.length - 1);
  let mass = 0;
  for (let x = 0; x <= top; x++) mass += dist[x]!;
  let under = 0;
  for (let t = 0; t <= TARGET; t++) {
    chances[t]! *= mass === 0 ? 1 : under / mass + ((dist[t] ?? 0) / mass) * tie;
    if (t <= top) under += dist[t]!;
  }
}

/**
 * Each standing total's chance, by what it depends on: the tie's worth and each rival's status and dice as the seat
 * sees them. A seat weighs every total and every die at each move of its turn, and the rivals stay as they were between
 * them, so it is worked out once for them all. Bounded: cleared when it grows past `KEPT`.
 */
const chancesSeen = new Map<string, number[]>();
/**
 * One rival's odds against each standing total, by the tie's worth and its status and dice: most rivals stand as they
 * were when the last seat weighed them, so a seat's chances are mostly rows already worked out.
 */
const rowsSeen = new Map<string, number[]>();
const KEPT = 4096;

/** What a rival's odds depend on besides the tie's worth, as a key: its status and each die as this view shows it. */
function rivalKey(s: SeatView): string {
  let key = s.status === 'in' ? '|i' : '|h';
  for (const d of s.dice) key += d.counts === null ? `,${d.die}` : `,${d.counts}`;
  return key;
}

/** What a seat's chances depend on, as a key: the tie's worth, and each rival still in the round with its dice. */
export function rivalsKey(seats: readonly SeatView[], me: string, tie = 0.5): string {
  let key = `${tie}`;
  for (const s of seats)
    if (s.id !== me && (s.status === 'in' || s.status === 'held')) key += rivalKey(s);
  return key;
}

/** Remembers `value` under `key`, forgetting the rest once `seen` holds `KEPT`. */
function keep<T>(seen: Map<string, T>, key: string, value: T): T {
  if (seen.size >= KEPT) seen.clear();
  seen.set(key, value);
  return value;
}

/** A rival's odds against each standing total (`timesOdds`'s factors), worked out once per key. */
function rowOf(s: SeatView, key: string, tie: number): readonly number[] {
  const row = rowsSeen.get(key);
  if (row) return row;
  const dist = totalsOf(s);
  const mean = dist.reduce((sum, p, x) => sum + p * x, 0);
  const odds = new Array<number>(TARGET + 1).fill(1);
  timesOdds(odds, { held: s.status === 'held' || mean >= RIVAL_STANDS_FROM, dist }, tie);
  return keep(rowsSeen, key, odds);
}

/**
 * The chance a standing `t` takes the pot from the rivals this view shows, a tie (a duel) counted as `tie` of a win:
 * half by default, more by a player who fancies its chances in the duel.
 */
export function winChance(seats: readonly SeatView[], me: string, t: number, tie = 0.5): number {
  if (t > TARGET) return 0;
  if (!Number.isInteger(t) || t < 0) return chanceAgainst(rivalsOf(seats, me), t, tie);
  return winChances(seats, me, tie)[t]!;
}

/**
 * `winChance` at every standing total 0–21, index the total: a decision that weighs many totals reads them here.
 * Each total's chance is 1 times each rival's odds in seat order, as `timesOdds` multiplies them.
 */
export function winChances(seats: readonly SeatView[], me: string, tie = 0.5): readonly number[] {
  const rivals: SeatView[] = [];
  const keys: string[] = [];
  let key = `${tie}`;
  for (const s of seats) {
    if (s.id === me || (s.status !== 'in' && s.status !== 'held')) continue;
    const own = rivalKey(s);
    rivals.push(s);
    keys.push(own);
    key += own;
  }
  const seen = chancesSeen.get(key);
  if (seen) return seen;
  const chances = new Array<number>(TARGET + 1).fill(1);
  rivals.forEach((s, i) => {
    const row = rowOf(s, `${tie}${keys[i]}`, tie);
    for (let t = 0; t <= TARGET; t++) chances[t]! *= row[t]!;
  });
  return keep(chancesSeen, key, chances);
}

/** `winChance` as a function of the total alone, its table read once: what a temper asks at every total it weighs. */
export function winAt(seats: readonly SeatView[], me: string, tie = 0.5): (t: number) => number {
  const chances = winChances(seats, me, tie);
  return (t) =>
    Number.isInteger(t) && t >= 0 && t <= TARGET ? chances[t]! : winChance(seats, me, t, tie);
}
