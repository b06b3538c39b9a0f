/**
 * Classic's styles of play in words: what the GM picks a self-playing NPC by in
 * the lobby. The brains that play them (./bots.ts) load apart, on the host
 * alone and only once an NPC of this game plays itself.
 */
import type { StyleWords } from '../engine/bot';

export const CLASSIC_STYLES = {
  careful: {
    id: 'careful',
    temper: 'cautious',
    name: 'Careful',
    character:
      'Stands early and never cheats; reads the table in the staredown and accuses a cheat it finds.',
  },
  brawler: {
    id: 'brawler',
    temper: 'bold',
    name: 'Brawler',
    character:
      'Chases 21 on the free d20; goads a holder into one more die and bumps the table when it trails.',
  },
  cheat: {
    id: 'cheat',
    temper: 'crooked',
    name: 'Card-sharp',
    character:
      'Plays the odds and names the face of a die it just rolled, by hand or by magic, when the risk pays.',
  },
  schemer: {
    id: 'schemer',
    temper: 'shrewd',
    name: 'Schemer',
    character:
      'Plays the odds, and in every staredown pays to look both ways, by hand and by magic, then accuses what it found.',
  },
  bully: {
    id: 'bully',
    temper: 'bold',
    variant: true,
    name: 'Bully',
    character:
      'Goads a holding leader into one more die and bumps the leader’s best die, once a round each; plays the odds.',
  },
  duelist: {
    id: 'duelist',
    temper: 'bold',
    variant: true,
    name: 'Duelist',
    character:
      'Counts a tie as good as a win: stands sooner where it may tie the leader, and takes it to the duel.',
  },
  drunk: {
    id: 'drunk',
    temper: 'bold',
    variant: true,
    name: 'Drunk',
    character:
      'Reaches for one more die on anything under 18, and shoves the leader’s dice once a round.',
  },
} as const satisfies Record<string, StyleWords>;
