/** The headless simulator plays every registered game with every strategy, and its figures add up. */
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../machines';
import { STRATEGIES, simulate } from '../scripts/simulate';

describe('the simulator', () => {
  it.each(GAME_IDS)('plays %s with every strategy, and every coin it reports is accounted for', (game) => {
    const r = simulate(game, { rounds: 30, seats: 3, strategies: Object.keys(STRATEGIES), seed: 5 });
    expect(r.rounds).toBe(30);
    expect(r.seats.map((s) => s.strategy)).toEqual(Object.keys(STRATEGIES));
    expect(r.seats.reduce((n, s) => n + s.wins, 0)).toBeLessThanOrEqual(r.rounds);
    // Whatever the seats won or lost went to the House or stayed in the pot.
    expect(r.seats.reduce((sum, s) => sum + s.gold, 0) + r.houseTake + r.potLeft).toBe(0);
  });
});
