/** The opening roll-off and the stakes tables (machines/wizards-and-thieves/rules.ts). */
import { describe, expect, it } from 'vitest';
import { STAKES_TIERS } from '../../machines/wizards-and-thieves/context';
import { openingLeaders, openingRoll } from '../../machines/wizards-and-thieves/rules';
import { playedFor, playedForLine, STAKES } from '../../machines/wizards-and-thieves/stakes';

describe('the opening roll-off', () => {
  it('"All players roll 3d6. The player with the highest result becomes the active player": the highest total', () => {
    const rolls = [
      openingRoll('ana', [3, 4, 5]),
      openingRoll('brom', [6, 6, 1]),
      openingRoll('cyra', [2, 2, 2]),
    ];
    expect(rolls.map((r) => r.total)).toEqual([12, 13, 6]);
    expect(openingLeaders(rolls)).toEqual(['brom']);
  });

  it('the opening is a plain total: 6s and 1s neither cancel nor count as wizards and thieves', () => {
    expect(openingLeaders([openingRoll('ana', [6, 1, 6]), openingRoll('brom', [5, 4, 3])])).toEqual(
      ['ana'],
    );
  });

  it('a tie for the highest opening roll: every tied seat is a leader, and only they roll again', () => {
    const first = [
      openingRoll('ana', [5, 5, 5]),
      openingRoll('brom', [6, 6, 3]),
      openingRoll('cyra', [1, 2, 3]),
    ];
    expect(openingLeaders(first)).toEqual(['ana', 'brom']);
    const again = [openingRoll('ana', [2, 2, 2]), openingRoll('brom', [2, 2, 3])];
    expect(openingLeaders(again)).toEqual(['brom']);
  });

  it('an opening roll is 3d6', () => {
    expect(() => openingRoll('ana', [6, 6])).toThrow();
  });
});

describe('the stakes tables', () => {
  it('"Low Stakes": Copper, Single drinks, Bragging rights, Minor baubles', () => {
    expect([1, 2, 3, 4].map((d4) => playedFor('low', d4))).toEqual([
      'Copper',
      'Single drinks',
      'Bragging rights',
      'Minor baubles',
    ]);
  });

  it('"Mid Stakes": Gold, Drink rounds, A sworn favor owed, A personal trophy', () => {
    expect([1, 2, 3, 4].map((d4) => playedFor('mid', d4))).toEqual([
      'Gold',
      'Drink rounds',
      'A sworn favor owed',
      'A personal trophy',
    ]);
  });

  it('"High Stakes": Jewelry, Finest drink in the city, A finger off your hand, An irreplaceable item', () => {
    expect([1, 2, 3, 4].map((d4) => playedFor('high', d4))).toEqual([
      'Jewelry',
      'Finest drink in the city',
      'A finger off your hand',
      'An irreplaceable item',
    ]);
  });

  it('"Epic Stakes": Diamonds, Rarest drink in world, Your life, A magic item', () => {
    expect([1, 2, 3, 4].map((d4) => playedFor('epic', d4))).toEqual([
      'Diamonds',
      'Rarest drink in world',
      'Your life',
      'A magic item',
    ]);
  });

  it('four tiers, each named as its table is, each a d4', () => {
    expect(STAKES_TIERS.map((t) => STAKES[t].name)).toEqual([
      'Low Stakes',
      'Mid Stakes',
      'High Stakes',
      'Epic Stakes',
    ]);
    for (const t of STAKES_TIERS) expect(STAKES[t].table).toHaveLength(4);
    expect(() => playedFor('low', 0)).toThrow();
    expect(() => playedFor('low', 5)).toThrow();
  });

  it('what the game is played for, as everyone sees it: "Played for: a sworn favor owed"', () => {
    expect(playedForLine(playedFor('mid', 3))).toBe('Played for: a sworn favor owed');
    expect(playedForLine(playedFor('epic', 3))).toBe('Played for: your life');
  });
});
