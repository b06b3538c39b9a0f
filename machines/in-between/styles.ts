/**
 * In Between's styles of play in words: what the GM picks a self-playing NPC by in
 * the lobby. The brains that play them (./bots.ts) load apart, on the host
 * alone and only once an NPC of this game plays itself.
 */
import type { StyleWords } from '../engine/bot';

export const IN_BETWEEN_STYLES = {
  sharp: {
    id: 'sharp',
    temper: 'shrewd',
    name: 'Odds-Reader',
    character:
      'Wagers the least, calls doubles by the exact odds, and backs whichever side the side-bet pool pays best.',
  },
  careful: {
    id: 'careful',
    temper: 'cautious',
    name: 'Well-Wisher',
    character:
      'Wagers the least and never risks a doubled loss, but backs every roller with a coin for luck.',
  },
  daredevil: {
    id: 'daredevil',
    temper: 'bold',
    name: 'Daredevil',
    character: 'Wagers five antes, always rolls again on doubles, and backs the long shot.',
  },
} as const satisfies Record<string, StyleWords>;
