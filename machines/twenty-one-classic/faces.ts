/** A cheated face in Classic: the hand's dice, or its total, once one die shows a face its owner named. */
import { DIE_SIDES } from '../engine/dice';
import type { Hand, HandDie } from '../twenty-one-kit/context';
import { TARGET, countedValue, handTotal } from '../twenty-one-kit/rules';
import { recount } from './rules';

/** A die's new face, and what the hand's dice count after it (the opener's land together). */
export function alter(hand: Hand, index: number, face: number, opener: boolean): HandDie[] {
  const dice = hand.dice.map((d, i) => (i === index ? { ...d, face, value: face } : d));
  if (opener) return recount(dice);
  const others = handTotal(dice.filter((_, i) => i !== index));
  return dice.map((d, i) => (i === index ? { ...d, value: countedValue(d.die, face, others) } : d));
}

/**
 * What the hand counts once die `index` shows `face`: `alter`'s total, without building its dice (offers ask it of
 * every face of every die rolled). In the opener, `recount` gives the first natural 20 what makes the hand 21 (never
 * less than 0) and any other 0, so the hand counts its other faces, or 21 if that is more and a natural 20 shows.
 */
export function totalAfter(hand: Hand, index: number, face: number, opener: boolean): number {
  if (opener) {
    let others = 0;
    let natural20 = false;
    for (let i = 0; i < hand.dice.length; i++) {
      const d = hand.dice[i]!;
      const shows = i === index ? face : d.face;
      if (d.die === 'd20' && shows === DIE_SIDES.d20) natural20 = true;
      else others += shows;
    }
    return natural20 ? Math.max(others, TARGET) : others;
  }
  const die = hand.dice[index]!;
  const others = handTotal(hand.dice) - die.value;
  return others + countedValue(die.die, face, others);
}
