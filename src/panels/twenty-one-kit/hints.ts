import type { KitMove } from './reasons';

/** One line per skill or move, by intent type, from the rules, for the "what does this do?" hints. */
export const HINTS = {
  GOAD: 'Contest your skill against theirs. Win: they must roll before they may hold. Lose: you must. Each skill once per round, one per turn.',
  BUMP: 'A Strength (STR) check against theirs to re-roll one of their dice. Lose and they may re-roll one of yours; a natural 1 costs you 1× ante.',
  CHEAT:
    'Sleight of Hand against your Heat DC to move a die up or down. Each try raises your Heat; a natural 1 gets you caught (out, and you pay 1× ante). On your turn, arm it and it goes with your roll or hold.',
  FORESIGHT:
    'WIS against DC 12: learn whether your next roll of each die is HIGH or LOW. Fail and your next roll is blind.',
  PROFILE:
    'Investigation against their passive Deception: learn whether they cheated this round. A natural 1 shows them your hole die.',
  ACCUSE:
    'Name a die you think was cheated. Right: they are caught and pay you a bounty of 5× ante. Wrong: your fee goes to the pot.',
  RETALIATE:
    'Their bump failed: choose one of their dice to re-roll. The table waits on you; if you take too long, one is picked at random.',
  SIDE_BET:
    'Bet on who wins, in the first two laps. Winners share the side-bet pool by stake; if nobody backed the winner every stake comes back.',
  OPEN: 'Roll two dice of your choice for free: the first everyone sees, the second is your hole die.',
  INVESTIGATE:
    'Pay 1× ante: Insight against every Tell DC (Read the Table) or Arcana against every Residue DC (Arcane Scan). Only you learn who cheated.',
} as const satisfies Readonly<Partial<Record<KitMove, string>>>;

export type Hints = Record<keyof typeof HINTS, string>;
