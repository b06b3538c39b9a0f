/** Wizards and Thieves' moves in words: a game is its round, so the table's controls name the game. */
import type { GameWords } from '../shared/words';

export const WIZARDS_WORDS: GameWords<unknown> = {
  kinds: {
    START_ROUND: 'Start the game',
    NEXT_ROUND: 'Next game',
    VOID_ROUND: 'Void the game (every coin goes back to its purse)',
    OPENING_ROLL: 'Roll 3d6 for the first turn',
    DECLARE: 'Declare and roll',
  },
  move(move) {
    const i = move.intent as Record<string, unknown> & { type: string };
    return i.type === 'DECLARE' ? `Declare ${String(i.call)} and roll 3d6` : undefined;
  },
};
