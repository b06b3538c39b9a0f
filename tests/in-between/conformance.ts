/**
 * What the conformance suite needs to know of In Between: its random tables
 * play either mode, the side bets against the bank or in a pool. Nothing at
 * its table is secret (every die is thrown in the open), so it declares no
 * secrets.
 */
import fc from 'fast-check';
import type { ConformanceFixture } from '../conformance/fixtures';

export const fixture: ConformanceFixture = {
  // A round is a few moves now that the roll waits on no watcher: more games give the void check its moments mid-round.
  runs: 600,
  setup: {
    options: fc.record({
      mode: fc.constantFrom('one-player', 'two-player'),
      sideBetPool: fc.boolean(),
    }),
  },
};
