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
 * them, so it is worked out once for them all. Bounded: cleared when it grows past `CHANCES_KEPT`.
 */
const chancesSeen = new Map<string, number[]>();
const CHANCES_KEPT = 4096;

/** What a seat's chances depend on, as a key: the tie's worth, and each rival still in the round with its dice. */
function rivalsKey(seats: readonly SeatView[], me: string, tie: number): string {
  let key = `${tie}`;
  for (const s of seats) {
    if (s.id === me || (s.status !== 'in' && s.status !== 'held')) continue;
    key += s.status === 'in' ? '|i' : '|h';
    for (const d of s.dice) key += d.counts === null ? `,${d.die}` : `,${d.counts}`;
  }
  return key;
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

/** `winChance` at every standing total 0–21, index the total: a decision that weighs many totals reads them here. */
export function winChances(seats: readonly SeatView[], me: string, tie = 0.5): readonly number[] {
  const key = rivalsKey(seats, me, tie);
  let chances = chancesSeen.get(key);
  if (!chances) {
    chances = new Array<number>(TARGET + 1).fill(1);
    for (const rival of rivalsOf(seats, me)) timesOdds(chances, rival, tie);
    if (chancesSeen.size >= CHANCES_KEPT) chancesSeen.clear();
    chancesSeen.set(key, chances);
  }
  return chances;
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
): readonly number[] {
  const all = EVERY_FACE[die];
  const f = foreseen.length === 0 ? undefined : foreseen.find((x) => x.die === die);
  if (!f) return all;
  if (f.face !== null) return [f.face];
  const sides = DIE_SIDES[die];
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
  const options = acts.filter(
    (a) => a.intent.type === 'HOLD' || (how.folds && a.intent.type === 'FOLD') || rolls.includes(a),
  );
  // Scored by an inline arrow: under the bench's loader a named one is renamed at every call.
  let act = bestBy(options, (a): number => {
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
  });
  if (slipped && how.slip === 'gut') act = anyOf(options, chance) ?? act;
  if (slipped && how.slip === 'wild') act = bestBy(rolls, (a) => a.bustChance ?? 0) ?? act;
  const die = act && rollOf(act)?.die;
  if (die && how.drinks) act = acts.find((a) => rollOf(a)?.drink && rollOf(a)?.die === die) ?? act;
  return act;
}
