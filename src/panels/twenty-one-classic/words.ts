/**
 * Classic's moves in words: its own (the opener, the hit, the cheat by face
 * and method, the investigation, the accusation of a seat), and Standard's for
 * the moves it shares; its refusals' in ./reasons.ts.
 */
import type { classicMoves } from '../../../machines/twenty-one-classic/moves';
import { actorOf, nameIn, type GameWords } from '../shared/words';
import { CHEAT_METHOD_WORDS, KINDS, TWENTY_ONE_WORDS } from '../twenty-one-kit/words';
import { CLASSIC_LINES } from './lines';
import { CLASSIC_ACTS, CLASSIC_REASONS } from './reasons';

type View = Parameters<typeof TWENTY_ONE_WORDS.move>[1];

/** Each investigation's name and what its check is against; the stat it rolls comes with the offer. */
const INVESTIGATIONS: Readonly<Record<string, { name: string; against: string }>> = {
  read: { name: 'Read the Table', against: 'Tell DC' },
  scan: { name: 'Arcane Scan', against: 'Residue DC' },
};
const STATS: Readonly<Record<string, string>> = { insight: 'Insight', arcana: 'Arcana' };

export const CLASSIC_WORDS: GameWords<View, typeof classicMoves> = {
  acts: CLASSIC_ACTS,
  phase: TWENTY_ONE_WORDS.phase,
  reasons: CLASSIC_REASONS,
  lines: CLASSIC_LINES,
  kinds: {
    ...KINDS,
    OPEN: 'Roll your opener',
    ROLL: 'Hit',
    INVESTIGATE: 'Investigate',
    FORFEIT: 'Rule a forfeit',
  },
  move(move, view) {
    const i = move.intent;
    switch (i.type) {
      case 'OPEN':
        return `Open with a ${String(i.shown)} shown and a ${String(i.hole)} in the hole`;
      case 'ROLL':
        return move.forced
          ? `Pay the ante and hit: roll a ${String(i.die)}`
          : `Hit: roll a ${String(i.die)}${move.cost === 0 ? ' (free)' : ''}`;
      case 'CHEAT': {
        const die = view.seats.find((s) => s.id === actorOf(move, view))?.dice[Number(i.die)];
        const way = CHEAT_METHOD_WORDS[String(i.method)];
        return `Cheat your ${die?.hole ? 'hole ' : ''}${die?.die ?? 'die'} to ${String(i.face)} (${way ? `${way.name}: a ${way.trace} DC` : String(i.method)})`;
      }
      case 'INVESTIGATE': {
        const how = INVESTIGATIONS[String(i.kind)];
        return how && typeof move.stat === 'string'
          ? `${how.name} (${STATS[move.stat] ?? move.stat} vs each ${how.against})`
          : how?.name;
      }
      case 'ACCUSE':
        return `Accuse ${nameIn(view, String(i.target))} of cheating`;
      default:
        // A move both rulesets play, said as Standard says it.
        return TWENTY_ONE_WORDS.move(move as Parameters<typeof TWENTY_ONE_WORDS.move>[0], view);
    }
  },
};
