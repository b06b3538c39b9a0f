/** Classic's moves, where they differ from Standard mode's (tavern-twenty-one-vtt-edition.md), for the "what does this do?" hints. */
import { HINTS, type Hints } from '../twenty-one-kit/hints';

const CLASSIC_ONLY: Partial<Hints> = {
  GOAD: 'Your turn: Intimidation or Persuasion against their Insight. Win: they pay the ante and hit at once. Lose (or tie): you do. Once a round.',
  BUMP: 'Your turn: Athletics against their Dexterity save to re-roll one of their dice (a hole die re-rolls blind). If they save, they re-roll one of yours. Once a round.',
  CHEAT:
    'Right after rolling: set the die to any face. Sleight of Hand or Deception leaves a Tell DC (under 10 and you are caught); magic leaves a Residue DC.',
  ACCUSE:
    'In the staredown, 2× ante. Right: they are out and pay you a bounty of 5× ante, and your fee comes back. Wrong: your fee goes to the pot.',
};

export const CLASSIC_HINTS: Hints = { ...HINTS, ...CLASSIC_ONLY };
