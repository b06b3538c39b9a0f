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
  schemer: {
    id: 'schemer',
    temper: 'shrewd',
    name: 'Schemer',
    character:
      'Gazes ahead before every roll, profiles the leader, folds a poor start and backs whoever looks the favourite.',
  },
  bully: {
    id: 'bully',
    temper: 'bold',
    variant: true,
    name: 'Bully',
    character: 'Goads the leader and bumps its best die every round, then plays the odds.',
  },
  duelist: {
    id: 'duelist',
    temper: 'bold',
    variant: true,
    name: 'Duelist',
    character:
      'Counts a tie as good as a win: stands sooner where it may tie the leader, backs itself once it holds.',
  },
  drunk: {
    id: 'drunk',
    temper: 'bold',
    variant: true,
    name: 'Drunk',
    character:
      'Drinks for every die, reaches for one more under 18, never folds, and backs any seat at all.',
  },
} as const satisfies Record<string, StyleWords>;
