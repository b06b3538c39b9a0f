/** Wizards and Thieves' stakes tables (wizards-and-thieves.md, "Stakes"): what a game is played for. */
import type { StakesTier } from './context';

/** The stakes tables, verbatim: "d4 | Played For...". */
export const STAKES: Record<
  StakesTier,
  { name: string; table: readonly [string, string, string, string] }
> = {
  low: {
    name: 'Low Stakes',
    table: ['Copper', 'Single drinks', 'Bragging rights', 'Minor baubles'],
  },
  mid: {
    name: 'Mid Stakes',
    table: ['Gold', 'Drink rounds', 'A sworn favor owed', 'A personal trophy'],
  },
  high: {
    name: 'High Stakes',
    table: [
      'Jewelry',
      'Finest drink in the city',
      'A finger off your hand',
      'An irreplaceable item',
    ],
  },
  epic: {
    name: 'Epic Stakes',
    table: ['Diamonds', 'Rarest drink in world', 'Your life', 'A magic item'],
  },
};

/** The entry of a tier's table for a d4 roll. */
export function playedFor(tier: StakesTier, roll: number): string {
  const entry = STAKES[tier].table[roll - 1];
  if (!Number.isInteger(roll) || entry === undefined)
    throw new Error(`A d4 shows 1 to 4, not ${roll}`);
  return entry;
}

/** The line everyone sees: "Played for: a sworn favor owed". */
export const playedForLine = (entry: string): string =>
  `Played for: ${entry.charAt(0).toLowerCase()}${entry.slice(1)}`;
