/**
 * Black Baron's styles of play in words: what the GM picks a self-playing NPC by in
 * the lobby. The brains that play them (./bots.ts) load apart, on the host
 * alone and only once an NPC of this game plays itself.
 */
import type { StyleWords } from '../engine/bot';

export const BLACK_BARON_STYLES = {
  sharp: {
    id: 'sharp',
    temper: 'shrewd',
    name: 'Sharp',
    character:
      'Plays every hand by the exact odds against the dealer’s shown die, and bets small while the House has the edge.',
  },
  careful: {
    id: 'careful',
    temper: 'cautious',
    name: 'Careful',
    character:
      'Bets the least, hits or stays by the odds, and never puts more on the table with a double or a split.',
  },
  'high-roller': {
    id: 'high-roller',
    temper: 'bold',
    name: 'High Roller',
    character: 'Bets big and doubles down or splits whenever the odds come anywhere close.',
  },
} as const satisfies Record<string, StyleWords>;
