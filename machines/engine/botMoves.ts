/**
 * What every game's styles of play share: finding a move among those a view
 * offers (a style never builds an intent of its own, so it never sends one the
 * table would refuse), and a level's slip.
 */
import { type BotLevel, slipChance } from './bot';
import type { Intent } from './game';

/** An offered move as every game's view lists it. */
export interface Offered<TIntent extends Intent = Intent> {
  intent: TIntent;
  cost?: number;
}

/** The offered moves of one type, in the order the view lists them. */
export function offersOf<A extends Offered>(actions: readonly A[], type: string): A[] {
  const found: A[] = [];
  for (const a of actions) if (a.intent.type === type) found.push(a);
  return found;
}

/** The first offered move of this type, or undefined. */
export const firstOf = <A extends Offered>(actions: readonly A[], type: string): A | undefined =>
  actions.find((a) => a.intent.type === type);

/** The offered move of this type that `score` ranks highest (the first on a tie), or undefined. */
export function bestOf<A extends Offered>(
  actions: readonly A[],
  score: (a: A) => number,
): A | undefined {
  let best: A | undefined;
  let top = -Infinity;
  for (const a of actions) {
    const s = score(a);
    if (s > top) [best, top] = [a, s];
  }
  return best;
}

/**
 * A player's slip: true at a regular's `rate`, a novice's more often, a shark's never (a draw of `chance` each time
 * it is asked, at every level, so a seat's draws do not depend on its level).
 */
export function slips(level: BotLevel, chance: () => number, rate: number): boolean {
  const drawn = chance();
  return drawn < slipChance(level, rate);
}

/** One of these uniformly, by a draw of `chance`; undefined when there are none. */
export const anyOf = <T>(items: readonly T[], chance: () => number): T | undefined =>
  items.length === 0 ? undefined : items[Math.floor(chance() * items.length)];
