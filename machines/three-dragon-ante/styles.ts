/**
 * Three-Dragon Ante's styles of play in words: what the GM picks a self-playing NPC by in
 * the lobby. The brains that play them (./bots.ts) load apart, on the host
 * alone and only once an NPC of this game plays itself.
 */
import type { StyleWords } from '../engine/bot';

export const THREE_DRAGON_ANTE_STYLES = {
  sharp: {
    id: 'sharp',
    temper: 'shrewd',
    name: 'Dragon-Reader',
    character:
      'Reckons its exact chance against every face still hidden: raises when strong, stays in on the pot’s odds, folds otherwise.',
  },
  'stone-face': {
    id: 'stone-face',
    temper: 'cautious',
    name: 'Stone-Face',
    character:
      'Never raises and shows its lowest dice; matches a raise only when its share of the pot pays for it.',
  },
  firebrand: {
    id: 'firebrand',
    temper: 'bold',
    name: 'Firebrand',
    character:
      'Raises on any decent hand, hardly ever folds, and shows its best dice to scare the table.',
  },
} as const satisfies Record<string, StyleWords>;
