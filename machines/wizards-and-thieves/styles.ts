/**
 * Wizards and Thieves's styles of play in words: what the GM picks a self-playing NPC by in
 * the lobby. The brains that play them (./bots.ts) load apart, on the host
 * alone and only once an NPC of this game plays itself.
 */
import type { StyleWords } from '../engine/bot';

export const WIZARDS_AND_THIEVES_STYLES = {
  sharp: {
    id: 'sharp',
    temper: 'shrewd',
    name: 'Table-Reader',
    character:
      'Weighs both calls over every roll of 3d6, and makes the one that leaves it furthest ahead of its strongest rival.',
  },
  cutpurse: {
    id: 'cutpurse',
    temper: 'crooked',
    name: 'Cutpurse',
    character:
      'Reaches for the pot with the thief: at its best only to refill a thin stack, as the wizard pays better here.',
  },
  'hedge-wizard': {
    id: 'hedge-wizard',
    temper: 'cautious',
    name: 'Hedge-Wizard',
    character:
      'Calls wizard while behind, making the whole table pay; once ahead, hedges with the thief unless the wizard is plainly better.',
  },
} as const satisfies Record<string, StyleWords>;
