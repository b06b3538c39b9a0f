/** In Between's moves in words, from each move's intent, what the view offers with it and the round's parts. */
import type { InBetweenView } from '../../../machines/in-between/view';
import type { GameWords } from '../shared/words';

export const IN_BETWEEN_WORDS: GameWords<Pick<InBetweenView, 'parts'>> = {
  kinds: {
    ROLL: 'Roll the dice',
    ROLL_SURROUNDS: 'Roll the surrounds',
    ROLL_BETWEEN: 'Roll the between',
    ACCEPT_LOSS: 'Accept the loss',
    ROLL_AGAIN: 'Roll again for double',
    SIDE_BET: 'Place a side bet',
    NO_BET: 'No side bet',
  },
  move(move, view) {
    const i = move.intent as Record<string, unknown> & { type: string };
    switch (i.type) {
      case 'ROLL':
        return `Roll, the ${String(i.between)} die the between`;
      case 'ROLL_AGAIN':
        return typeof move.stake === 'number' ? `Roll again for double (${move.stake} gp a side)` : undefined;
      case 'SIDE_BET': {
        const part = view.parts.find((p) => p.side === i.on);
        return part ? `Back ${part.name} to win` : undefined;
      }
      default:
        return undefined;
    }
  },
};
