/**
 * Goblin Mode's styles of play in words: what the GM picks a self-playing NPC by in
 * the lobby. The brains that play them (./bots.ts) load apart, on the host
 * alone and only once an NPC of this game plays itself.
 */
import type { StyleWords } from '../engine/bot';

export const GOBLIN_STYLES = {
  coward: {
    id: 'coward',
    temper: 'cautious',
    name: 'Coward',
    character:
      'Holds as soon as the odds of the Chamber come anywhere close, Coward’s Tax and all; boots only a Hold that blocks its own.',
  },
  daredevil: {
    id: 'daredevil',
    temper: 'bold',
    name: 'Daredevil',
    character:
      'Never pays the Coward’s Tax: pulls the trigger to the d8, then plays the odds, and boots every holder.',
  },
  odds: {
    id: 'odds',
    temper: 'shrewd',
    name: 'Odds-reader',
    character:
      'Holds or pulls the trigger by the exact odds of the Chamber, Coward’s Tax counted; boots a Hold that blocks its own.',
  },
} as const satisfies Record<string, StyleWords>;
