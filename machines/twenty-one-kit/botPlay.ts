/**
 * How a Twenty-One bot weighs a hand, from its own view alone (Standard and
 * Classic alike): the value of holding or buying each die, from the chance a
 * standing total beats the rivals it can see (winOdds.ts), looked ahead
 * exactly over every face of every die it could buy next (a small table over
 * totals 0–21).
 */
import type { BotLevel } from '../engine/bot';
import { anyOf, bestBy, slips } from '../engine/botKit';
import { DICE, DIE_SIDES, type Die } from '../engine/dice';
import { TARGET, countedValue } from './rules';
import type { SeatView } from './view';
import { winAt } from './winOdds';

/** How a style values where it stands: gold it expects from holding at `t`, and what a bust costs it beyond the hand. */
export interface Temper {
  hold(t: number): number;
  /** 0 plays the odds; a careful player counts a bust as a loss of its own, and so stands earlier. */
  bustDread: number;
  /** How much of a die's price it counts: 1 plays the odds; a gambler spends freely. */
  thrift: number;
}

/** A style's temper in this view: its chance at the pot from each total, read from the rivals its seat sees. */
export const temperIn = (
  make: (win: (t: number) => number, pot: number) => Temper,
  view: { seats: readonly SeatView[]; pot: number },
  me: string,
  ties?: number,
): Temper => make(winAt(view.seats, me, ties), view.pot);

/**
 * Gold from holding at `t`: the chance times the pot, and times `short` below `full` (a hand too small to please).
 * Made here: an arrow written in a temper's object is renamed at every decision by the bench's loader.
 */
export const holdOf =
  (win: (t: number) => number, pot: number, full = 0, short = 1) =>
  (t: number): number =>
    win(t) * pot * (t >= full ? 1 : short);

/** A temper that plays the odds: holding is worth its chance at the pot. */
export const oddsTemper = (
  win: (t: number) => number,
  pot: number,
  bustDread: number,
  thrift = 1,
): Temper => ({ hold: holdOf(win, pot), bustDread, thrift });

/**
 * The value of each total from `from` up (those below are left 0: a turn never goes back down), looking ahead over
 * every die at these prices: the best of holding and of buying each die (the mean over its faces, less its price).
 * Totals over 21 are worth nothing.
 */
export function totalValues(prices: ReadonlyMap<Die, number>, temper: Temper, from = 0): number[] {
  const values: number[] = new Array<number>(TARGET + 1).fill(0);
  const dice = [...prices];
  for (let t = TARGET; t >= Math.max(0, from); t--) {
    const hold = temper.hold(t);
    let best = hold;
    for (const [die, price] of dice)
      best = Math.max(
        best,
        everyFaceMean(values, die, t, hold, temper.bustDread) - price * temper.thrift,
      );
    values[t] = best;
  }
  return values;
}

/**
 * `rollValue`'s mean over every face, before the price, summed in the same order. A bust adds `-bustDread`; when
 * that is 0 the faces past the first bust (all of them bust, a d20's 20 apart) are skipped.
 */
function everyFaceMean(
  values: readonly number[],
  die: Die,
  t: number,
  hold: number,
  bustDread: number,
): number {
  const sides = DIE_SIDES[die];
  const last = die === 'd20' ? sides - 1 : sides;
  let sum = 0;
  for (let face = 1; face <= last; face++) {
    const next = t + face;
    if (next <= TARGET) sum += values[next]!;
    else if (bustDread === 0) break;
    else sum -= bustDread;
  }
  if (last < sides) {
    // A natural 20 counts 21 less the total: 21 from below, nothing at 21.
    sum += t < TARGET ? values[TARGET]! : hold;
  }
  return sum / sides;
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
  const held = Math.round(ownTotal(mine));
  const slipped = slips(level, chance, HAND_SLIP);
  const misread = slipped && how.slip === 'early' ? 2 + Math.floor(3 * chance()) : 0;
  const total = Math.min(TARGET, held + misread);
  // A roll from `total` lands higher or holds it: only the totals above it are weighed.
  const values = totalValues(prices, temper, total + 1);
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
