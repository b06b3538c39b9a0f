/**
 * Goblin Mode's moves in words, from each move's intent, what the view offers with it and the seat names; its phases
 * and its refusals (`./reasons.ts`) for the table's sentences.
 */
import type { GoblinView } from '../../../machines/goblin/view';
import { nameIn, type GameWords } from '../shared/words';
import { GOBLIN_REASONS } from './reasons';

/**
 * Each phase once: its title in the panel's header, and what the table is doing in a refusal's sentence (the
 * Chamber's names its stage's die when one is being rolled: "rolling the d12 in the Chamber").
 */
export const PHASES: Readonly<Record<GoblinView['phase'], { title: string; doing?: string }>> = {
  lobby: { title: 'Lobby' },
  chamber: { title: 'The Chamber', doing: 'in the Chamber' },
  suddenDeath: { title: 'Sudden Death', doing: 'in Sudden Death' },
  roundOver: { title: 'Round over' },
};

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
  phase(phase, view) {
    const doing = PHASES[phase as GoblinView['phase']]?.doing;
    return phase === 'chamber' && view.stage ? `rolling the ${view.stage} ${doing}` : doing;
  },
  reasons: GOBLIN_REASONS,
};
