/** Three-Dragon Ante's moves in words, from each move's intent, what the view offers with it and the seat's own dice. */
import type { AnteView } from '../../../machines/three-dragon-ante/view';
import { actorOf, type GameWords } from '../shared/words';

type View = Pick<AnteView, 'seats' | 'viewer'>;

export const THREE_DRAGON_ANTE_WORDS: GameWords<View> = {
  kinds: {
    START_ROUND: 'Start the game',
    NEXT_ROUND: 'Next game',
    VOID_ROUND: 'Void the game (every bet goes back)',
    REVEAL: 'Reveal a die',
    RAISE: 'Raise',
    MATCH: 'Match the bet',
    FOLD: 'Fold',
  },
  move(move, view) {
    const i = move.intent as Record<string, unknown> & { type: string };
    switch (i.type) {
      case 'REVEAL': {
        const face = view.seats.find((s) => s.id === actorOf(move, view))?.dice[Number(i.die)]?.face;
        return `Reveal die ${Number(i.die) + 1}${face == null ? '' : ` (${face})`}`;
      }
      case 'RAISE':
        return typeof move.cost === 'number' ? `Raise to ${String(i.to)} gp (add ${move.cost} gp${move.allIn ? ', all in' : ''})` : `Raise to ${String(i.to)} gp`;
      case 'MATCH':
        if (typeof move.cost !== 'number') return undefined;
        return move.allIn ? `All in with ${move.cost} gp (matching takes ${String(move.owed)} gp)` : `Match ${move.cost} gp`;
      case 'FOLD':
        return typeof move.loses === 'number' ? `Fold \u2014 you lose ${move.loses} gp` : undefined;
      default:
        return undefined;
    }
  },
};
