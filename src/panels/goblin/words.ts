/**
 * Goblin Mode's moves in words, from each move's intent, what the view offers with it and the seat names; its phases
 * and its refusals (`./reasons.ts`) for the table's sentences.
 */
import type { GoblinView } from '../../../machines/goblin/view';
import { nameIn, type GameWords } from '../shared/words';
import { GOBLIN_REASONS } from './reasons';

export const GOBLIN_WORDS: GameWords<GoblinView> = {
  kinds: { ROLL: 'Pull the trigger', HOLD: 'Hold', BOOT: 'Spend a Boot', FLIP: 'Flip the coin' },
  move(move, view) {
    const i = move.intent as Record<string, unknown> & { type: string };
    switch (i.type) {
      case 'ROLL':
        return typeof move.stage === 'string'
          ? `Pull the trigger (roll the ${move.stage})`
          : undefined;
      case 'HOLD':
        return move.cowardsTax ? 'Hold (Coward\u2019s Tax: win only half the pot)' : undefined;
      case 'BOOT':
        return `Boot ${nameIn(view, String(i.target))} back into the Chamber`;
      default:
        return undefined;
    }
  },
  acts: { ROLL: 'pull the trigger', HOLD: 'hold', BOOT: 'spend a Boot', FLIP: 'flip the coin' },
  /** The Chamber names its stage's die: "rolling the d12 in the Chamber". */
  phase(phase, view) {
    if (phase === 'chamber')
      return view.stage ? `rolling the ${view.stage} in the Chamber` : 'in the Chamber';
    return phase === 'suddenDeath' ? 'in Sudden Death' : undefined;
  },
  reasons: GOBLIN_REASONS,
};
