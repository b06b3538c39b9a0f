/**
 * Standard mode's styles of play in words: what the GM picks a self-playing NPC by in
 * the lobby. The brains that play them (./bots.ts) load apart, on the host
 * alone and only once an NPC of this game plays itself.
 */
import type { StyleWords } from '../engine/bot';

export const STANDARD_STYLES = {
  careful: {
    id: 'careful',
    temper: 'cautious',
    name: 'Careful',
    character:
      'Stands early and never cheats; gazes ahead, studies the leader and calls out a cheat it caught.',
  },
  gambler: {
    id: 'gambler',
    temper: 'bold',
    name: 'Gambler',
    character: 'Chases 21, drinks on the tab, goads the leader and backs itself with a side bet.',
  },
  cheat: {
    id: 'cheat',
    temper: 'crooked',
    name: 'Card-sharp',
    character:
      'Plays the odds, cheats its hole die while its Heat allows, goads and bumps the leaders.',
  },
} as const satisfies Record<string, StyleWords>;
