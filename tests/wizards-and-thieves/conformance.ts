/**
 * What the conformance suite needs to know of Wizards and Thieves: its random
 * tables (the coins each seat brings, from the fewest allowed, and the stakes).
 * It holds no secret: every die and every coin is public.
 */
import fc from 'fast-check';
import type { ConformanceFixture } from '../conformance/fixtures';
import type { RandomSetup } from '../support/random-games';

export const wizardsSetup: RandomSetup = {
  options: fc.record({
    coins: fc.integer({ min: 7, max: 30 }),
    stakes: fc.constantFrom(
      'none' as const,
      'low' as const,
      'mid' as const,
      'high' as const,
      'epic' as const,
    ),
  }),
};

export const fixture: ConformanceFixture = { setup: wizardsSetup };
