/** Goblin Mode's moves in words, from each move's intent, what the view offers with it and the seat names. */
import type { GoblinView } from '../../../machines/goblin/view';
import { nameIn, type GameWords } from '../shared/words';

export const GOBLIN_WORDS: GameWords<Pick<GoblinView, 'seats'>> = {
  kinds: { ROLL: 'Pull the trigger', HOLD: 'Hold', BOOT: 'Spend a Boot', FLIP: 'Flip the coin' },
  move(move, view) {
    const i = move.intent as Record<string, unknown> & { type: string };
    switch (i.type) {
      case 'ROLL':
        return typeof move.stage === 'string' ? `Pull the trigger (roll the ${move.stage})` : undefined;
      case 'HOLD':
        return move.cowardsTax ? 'Hold (Coward\u2019s Tax: win only half the pot)' : undefined;
      case 'BOOT':
        return `Boot ${nameIn(view, String(i.target))} back into the Chamber`;
      default:
        return undefined;
    }
  },
};
