/** Black Baron's moves in words, from each move's intent and what the view offers with it (its extra bet, the pair it splits). */
import type { GameWords } from '../shared/words';

export const BLACK_BARON_WORDS: GameWords<unknown> = {
  kinds: {
    BET: 'Place a bet',
    SIT_OUT: 'Sit this round out',
    HIT: 'Hit',
    STAY: 'Stay',
    DOUBLE: 'Double down',
    SPLIT: 'Split',
    DEALER_HIT: 'Dealer: roll a die (15 or less must hit)',
    DEALER_STAY: 'Dealer: stay (16 or more must stay)',
  },
  move(move) {
    const i = move.intent as Record<string, unknown> & { type: string };
    switch (i.type) {
      case 'BET':
        return `Bet ${String(i.amount)} gp`;
      case 'DOUBLE':
        return typeof move.cost === 'number' ? `Double down (+${move.cost} gp, one die)` : undefined;
      case 'SPLIT':
        return typeof move.cost === 'number' ? `Split the ${String(move.pair)}s (+${move.cost} gp)` : undefined;
      default:
        return undefined;
    }
  },
};
