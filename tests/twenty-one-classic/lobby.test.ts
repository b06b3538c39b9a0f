/**
 * Classic in the lobby: offered as its own mode of Tavern Twenty-One, never
 * the game a new table plays (the host and the lobby start at DEFAULT_GAME).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME, GAME_IDS, GAME_MODES, GAME_TITLES } from '../../machines/catalog';

describe('Classic on the lobby\u2019s menu', () => {
  it('is offered as a mode of Tavern Twenty-One beside Standard mode', () => {
    expect(GAME_IDS).toContain('twenty-one-classic');
    expect(GAME_MODES['twenty-one-classic']).toEqual({
      game: GAME_MODES['twenty-one'].game,
      mode: 'Classic',
      goal: GAME_MODES['twenty-one'].goal,
    });
    expect(GAME_TITLES['twenty-one-classic']).toBe('Tavern Twenty-One: Classic');
  });

  it('is never the default: a new table plays Standard mode', () => {
    expect(DEFAULT_GAME).toBe('twenty-one');
  });
});
