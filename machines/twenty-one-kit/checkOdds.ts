/**
 * A skill's check as the seat making it may know it, for its offer: the stat it rolls and the seat's own modifier,
 * and what it is against: a DC everyone knows (with the exact chance to meet it), or another seat's stat, whose
 * modifier is that seat's secret (so no chance is given). The panels say it; they never work it out.
 */
import { DIE_SIDES } from '../engine/dice';
import type { CheckMode } from './rules';
import type { StatKey } from './stats';

export interface CheckOffer {
  /** The stat the seat rolls, and its modifier. */
  stat: StatKey;
  mod: number;
  /** Against a DC everyone knows. */
  dc?: number;
  /** Against the target's stat: rolled too (a contest, a tie to the target), or `passive` (10 + their modifier). */
  vs?: StatKey;
  passive?: true;
  /** Two d20s, the lower kept (Sloppy). */
  disadvantage?: true;
  /** The chance (0–1) the check succeeds, when all it depends on is the seat's to know. */
  chance?: number;
}

const D20 = DIE_SIDES.d20;

/**
 * How many of the `ways` the d20s of a check can land keep `face`: one of 20, or with two d20s (the lower kept with
 * disadvantage, the higher with advantage) one of 400. Counted in whole numbers, so a chance is one exact division.
 */
function keptWays(face: number, mode: CheckMode): { count: number; ways: number } {
  if (mode === 'normal') return { count: 1, ways: D20 };
  const lower = mode === 'disadvantage' ? D20 - face : face - 1;
  return { count: 2 * lower + 1, ways: D20 * D20 };
}

/**
 * The chance a d20 check with `mod` meets `dc`: with `naturals`, a natural 20 always does and a natural 1 never does
 * (Standard's checks); without, the total alone decides.
 */
export function checkChance(mod: number, dc: number, mode: CheckMode, naturals: boolean): number {
  let count = 0;
  let ways: number = D20;
  for (let face = 1; face <= D20; face++) {
    const meets =
      naturals && face === D20 ? true : naturals && face === 1 ? false : face + mod >= dc;
    const kept = keptWays(face, mode);
    ways = kept.ways;
    if (meets) count += kept.count;
  }
  return count / ways;
}

/** The offer of a check against a DC everyone knows. */
export const againstDc = (stat: StatKey, mod: number, dc: number, mode: CheckMode): CheckOffer => ({
  stat,
  mod,
  dc,
  ...(mode === 'disadvantage' ? { disadvantage: true as const } : {}),
  chance: checkChance(mod, dc, mode, true),
});

/** The offer of a check against another seat's `vs`, rolled or passive: their modifier is theirs to know. */
export const againstSeat = (
  stat: StatKey,
  mod: number,
  vs: StatKey,
  mode: CheckMode,
  passive = false,
): CheckOffer => ({
  stat,
  mod,
  vs,
  ...(passive ? { passive: true as const } : {}),
  ...(mode === 'disadvantage' ? { disadvantage: true as const } : {}),
});
