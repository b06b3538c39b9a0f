/**
 * How a Twenty-One bot weighs a hand, from its own view alone (Standard and
 * Classic alike): the chance a standing total beats the rivals it can see,
 * and the value of holding or buying each die, looked ahead exactly over
 * every face of every die it could buy next (a small table over totals 0–21).
 */
import type { BotLevel } from '../engine/bot';
import { anyOf, bestBy, slips } from '../engine/botKit';
import { DICE, DIE_SIDES, type Die } from '../engine/dice';
import { TARGET, countedValue } from './rules';
import type { SeatView } from './view';

/** Where a rival still betting is taken to end when it stands (anywhere from 14 to 21), and how often it busts or folds. */
const RIVAL_STANDS_FROM = 14;
const RIVAL_DROPS = 0.35;

type Dist = number[];

/** The chances of each total of a seat, as the viewer sees it: what it counts, plus each die it cannot read, uniform. */
function totalsOf(seat: SeatView): Dist {
  let dist: Dist = [1];
  for (const d of seat.dice) {
    if (d.counts !== null) {
      dist = [...new Array<number>(d.counts).fill(0), ...dist];
      continue;
    }
    const sides = DIE_SIDES[d.die];
    const next: Dist = new Array<number>(dist.length + sides).fill(0);
    dist.forEach((p, t) => {
      for (let f = 1; f <= sides; f++) next[t + f]! += p / sides;
    });
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
 * Each standing total's chance, worked out once per view's seats and seat: a decision weighs every total and every
 * face of every die it may buy, and asks for the chance at each (a view is never changed once built).
 */
const chancesSeen = new WeakMap<readonly SeatView[], Map<string, number[]>>();

/**
 * The chance a standing `t` takes the pot from the rivals this view shows, a tie (a duel) counted as `tie` of a win:
 * half by default, more by a player who fancies its chances in the duel.
 */
export function winChance(seats: readonly SeatView[], me: string, t: number, tie = 0.5): number {
  if (t > TARGET) return 0;
  if (!Number.isInteger(t) || t < 0) return chanceAgainst(rivalsOf(seats, me), t, tie);
  let bySeat = chancesSeen.get(seats);
  if (!bySeat) {
    bySeat = new Map();
    chancesSeen.set(seats, bySeat);
  }
  const key = `${me}|${tie}`;
  let chances = bySeat.get(key);
  if (!chances) {
    const rivals = rivalsOf(seats, me);
    chances = Array.from({ length: TARGET + 1 }, (_, at) => chanceAgainst(rivals, at, tie));
    bySeat.set(key, chances);
  }
  return chances[t]!;
}

/** How a style values where it stands: gold it expects from holding at `t`, and what a bust costs it beyond the hand. */
export interface Temper {
  hold(t: number): number;
  /** 0 plays the odds; a careful player counts a bust as a loss of its own, and so stands earlier. */
  bustDread: number;
  /** How much of a die's price it counts: 1 plays the odds; a gambler spends freely. */
  thrift: number;
}

/**
 * The value of each total, looking ahead over every die at these prices: the best of holding and of buying each
 * die (the mean over its faces, less its price). Totals over 21 are worth nothing.
 */
export function totalValues(prices: ReadonlyMap<Die, number>, temper: Temper): number[] {
  const values: number[] = new Array<number>(TARGET + 1).fill(0);
  const dice = [...prices];
  for (let t = TARGET; t >= 0; t--) {
    let best = temper.hold(t);
    for (const [die, price] of dice)
      best = Math.max(best, rollValue(values, die, t, price, temper));
    values[t] = best;
  }
  return values;
}

/** Each die's faces, listed once: a decision looks ahead over them hundreds of times. */
const EVERY_FACE = Object.fromEntries(
  DICE.map((die) => [die, Array.from({ length: DIE_SIDES[die] }, (_, i) => i + 1)]),
) as unknown as Record<Die, readonly number[]>;

/** A roll's value from `t`: the mean over `faces` (every face by default) of where it lands, less its price. */
export function rollValue(
  values: readonly number[],
  die: Die,
  t: number,
  price: number,
  temper: Temper,
  faces?: readonly number[],
): number {
  const all = faces ?? EVERY_FACE[die];
  let sum = 0;
  for (const face of all) {
    const next = t + countedValue(die, face, t);
    if (next > TARGET) sum -= temper.bustDread;
    else if (next > t) sum += values[next]!;
    else sum += temper.hold(t); // a natural 20 at 21 changes nothing
  }
  return sum / all.length - price * temper.thrift;
}

/** The faces a bought die may show, as its buyer knows them: the foreseen face, its half, or every face. */
export function facesKnown(
  die: Die,
  foreseen: readonly { die: Die; face: number | null; hint: 'HIGH' | 'LOW' }[],
): number[] {
  const sides = DIE_SIDES[die];
  const all = Array.from({ length: sides }, (_, i) => i + 1);
  const f = foreseen.find((x) => x.die === die);
  if (!f) return all;
  if (f.face !== null) return [f.face];
  return all.filter((face) => (face > sides / 2 ? 'HIGH' : 'LOW') === f.hint);
}

/** A hand's total as its owner knows it; a blind die counted at its mean. */
export function ownTotal(mine: SeatView): number {
  if (mine.total !== null) return mine.total;
  return mine.dice.reduce((s, d) => s + (d.counts ?? (DIE_SIDES[d.die] + 1) / 2), 0);
}

/** A move of a hand's turn as a Twenty-One view offers it, Standard's or Classic's: what it costs and risks. */
export interface HandOffer {
  intent: { type: string };
  cost?: number;
  bustChance?: number;
  refund?: number;
}
type Roll = { type: 'ROLL'; die: Die; drink?: boolean };
const rollOf = (a: HandOffer): Roll | null =>
  a.intent.type === 'ROLL' ? (a.intent as Roll) : null;

/**
 * A player's slip with its hand (a regular's, a novice's more often): `gut`, any move it may make, a hold or any die;
 * `early`, it reckons its total two to four points higher than it is, and so stands too early; `wild`, it grabs the
 * die most likely to bust it (a drunk's reach for one more).
 */
/** How often a regular slips with its hand (a novice about half the time): the mistake that costs a level most. */
const HAND_SLIP = 0.3;

export type HandSlip = 'gut' | 'early' | 'wild';

/**
 * The main move of a turn: hold, buy a die (each die's value looked ahead over every face, from the faces it
 * foresaw), or fold while a fold still refunds (`folds`); a die bought, paid in drinks when it `drinks` and the tab
 * is open. A regular or novice now and then slips (`slip`).
 */
export function handMove<A extends HandOffer>(
  acts: readonly A[],
  mine: SeatView,
  temper: Temper,
  how: { folds: boolean; drinks: boolean; slip: HandSlip },
  level: BotLevel,
  chance: () => number,
): A | null {
  const rolls = acts.filter((a) => rollOf(a) !== null && !rollOf(a)!.drink);
  const prices = new Map<Die, number>();
  for (const r of rolls) prices.set(rollOf(r)!.die, r.cost ?? 0);
  const values = totalValues(prices, temper);
  const held = Math.round(ownTotal(mine));
  const slipped = slips(level, chance, HAND_SLIP);
  const misread = slipped && how.slip === 'early' ? 2 + Math.floor(3 * chance()) : 0;
  const total = Math.min(TARGET, held + misread);
  const foreseen = mine.secrets?.foreseen ?? [];
  const worth = (a: A): number => {
    const roll = rollOf(a);
    if (roll)
      return rollValue(
        values,
        roll.die,
        total,
        a.cost ?? 0,
        temper,
        facesKnown(roll.die, foreseen),
      );
    return a.intent.type === 'HOLD' ? temper.hold(total) : (a.refund ?? -1);
  };
  const options = acts.filter(
    (a) => a.intent.type === 'HOLD' || (how.folds && a.intent.type === 'FOLD') || rolls.includes(a),
  );
  let act = bestBy(options, worth);
  if (slipped && how.slip === 'gut') act = anyOf(options, chance) ?? act;
  if (slipped && how.slip === 'wild') act = bestBy(rolls, (a) => a.bustChance ?? 0) ?? act;
  const die = act && rollOf(act)?.die;
  if (die && how.drinks) act = acts.find((a) => rollOf(a)?.drink && rollOf(a)?.die === die) ?? act;
  return act;
}
