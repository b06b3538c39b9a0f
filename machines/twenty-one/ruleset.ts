/**
 * The rulesets one Twenty-One chart plays: Standard mode (tavern-twenty-one-current.md)
 * and each edition built on it. A ruleset names every difference a table notices;
 * the chart (machine.ts), the checks, the updates and the views read them from
 * here, so an edition is these values and the code paths they switch, never a
 * copied chart. A table's context records its ruleset (`ctx.ruleset`, absent
 * for Standard), so a persisted table restores under the rules it was played by.
 */
import type { StatKey } from '../table/context';

export type RulesetId = 'standard';

export interface Ruleset {
  id: RulesetId;
  /** The game's id in the registry (machines/catalog.ts): the view's `game`. */
  game: 'twenty-one';
  /** What each die costs to buy, in halves of an ante (d20, d10, d8, d6, d4). */
  costInHalfAntes: Record<'d20' | 'd10' | 'd8' | 'd6' | 'd4', number>;
  /** The stats this ruleset's checks use: the only ones a seat's view (and so its stats form) shows. */
  stats: readonly StatKey[];
}

export const STANDARD: Ruleset = {
  id: 'standard',
  game: 'twenty-one',
  // "d20 = 0.5×, d10 = 0.5×, d8 = 1×, d6 = 1×, d4 = 2×."
  costInHalfAntes: { d20: 1, d10: 1, d8: 2, d6: 2, d4: 4 },
  stats: ['str', 'dex', 'con', 'int', 'wis', 'cha', 'intimidation', 'persuasion', 'insight', 'sleightOfHand', 'investigation', 'deception'],
};

const RULESETS: Record<RulesetId, Ruleset> = { standard: STANDARD };

/** The ruleset a table is played by. */
export const rulesOf = (ctx: { ruleset?: RulesetId }): Ruleset => RULESETS[ctx.ruleset ?? 'standard'];
