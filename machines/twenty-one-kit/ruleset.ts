/**
 * The rulesets of Twenty-One: Standard mode (tavern-twenty-one-current.md) and each edition built from the same
 * kit. A ruleset names every difference a table notices that the kit's checks, updates and views read; what only
 * one ruleset plays is in its own folder, with its own chart (machines/twenty-one/, machines/twenty-one-classic/).
 * A table's context records its ruleset (`ctx.ruleset`, absent for Standard), so a persisted table restores under
 * the rules it was played by.
 */
import { STANDARD_STATS, type StatKey } from './stats';

export type RulesetId = 'standard' | 'classic';

export interface Ruleset {
  /**
   * Standard: the opening 2d10 are dealt, the lowest visible die may take the Cut, betting goes from the lowest visible
   * total up, every natural 1 is a cleaning fee, and skills, Heat, foresight, profiles, Iron Liver and side bets are played.
   * Classic (tavern-twenty-one-vtt-edition.md): each seat opens with two dice of its choice, betting goes clockwise from
   * the lowest visible total, Goad and Bump are turns, cheats are physical or magical with Tell and Residue DCs, the
   * staredown has investigations, and the duel is a contest of a stat (machines/twenty-one-classic/).
   */
  id: RulesetId;
  /** The game's id in the registry (machines/catalog.ts): the view's `game`. */
  game: 'twenty-one' | 'twenty-one-classic';
  /** What each die costs to buy, in halves of an ante (d20, d10, d8, d6, d4). */
  costInHalfAntes: Record<'d20' | 'd10' | 'd8' | 'd6' | 'd4', number>;
  /** The stats this ruleset's checks use: the only ones a seat's view (and so its stats form) shows. */
  stats: readonly StatKey[];
  /** Does the House match the players' antes when the GM is the House? Classic's pot is the players' antes alone (the game's meta says, for the lobby too). */
  houseMatchesAntes: boolean;
  /**
   * Does a failed bump's retaliation hold up the whole table until it is made? Classic: yes (the bump is the turn,
   * and the table waits on the target). Standard: no, only the bumper's Hold waits ("Hold — Not allowed if you are
   * … pending bump retaliation"); the bumper may roll or fold, and the target retaliates at any moment.
   */
  retaliationHoldsTable: boolean;
}

export const STANDARD: Ruleset = {
  id: 'standard',
  game: 'twenty-one',
  // "d20 = 0.5×, d10 = 0.5×, d8 = 1×, d6 = 1×, d4 = 2×."
  costInHalfAntes: { d20: 1, d10: 1, d8: 2, d6: 2, d4: 4 },
  stats: STANDARD_STATS,
  // "If the GM is acting as House, the House matches all non-GM antes", as Standard's meta tells its lobby.
  houseMatchesAntes: true,
  retaliationHoldsTable: false,
};

/** The original table edition: rules in tavern-twenty-one-vtt-edition.md, readings in docs/rules/twenty-one-classic.md. */
export const CLASSIC: Ruleset = {
  id: 'classic',
  game: 'twenty-one-classic',
  // "d20 FREE, d10 ½ Ante, d6 / d8 1x Ante, d4 2x Ante."
  costInHalfAntes: { d20: 0, d10: 1, d8: 2, d6: 2, d4: 4 },
  stats: [
    'str',
    'dex',
    'con',
    'int',
    'wis',
    'cha',
    'sleightOfHand',
    'deception',
    'spellcasting',
    'insight',
    'arcana',
    'athletics',
    'dexSave',
    'intimidation',
    'persuasion',
  ],
  // "All players pay the starting Ante into the Pot", as Classic's meta tells its lobby: written here, not read from
  // there, so a Standard table never loads Classic's meta (tests/twenty-one-classic/opener.test.ts pins they agree).
  houseMatchesAntes: false,
  retaliationHoldsTable: true,
};

const RULESETS: Record<RulesetId, Ruleset> = { standard: STANDARD, classic: CLASSIC };

/** Is this table played by the original edition? */
export const isClassic = (ctx: { ruleset?: RulesetId }): boolean => rulesOf(ctx).id === 'classic';

/** The ruleset a table is played by. */
export const rulesOf = (ctx: { ruleset?: RulesetId }): Ruleset =>
  RULESETS[ctx.ruleset ?? 'standard'];
