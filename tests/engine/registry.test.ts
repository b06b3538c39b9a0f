/** Every game the catalog lists is registered under its own id, for the headless API and for the host's on-demand loading alike. */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, GAME_TITLES, games } from '../../machines';
import { loadGame } from '../../machines/catalog';

describe('the games on the menu', () => {
  it.each(GAME_IDS)(
    '%s is registered under its id, titled by the catalog from that id, and loads on demand as the same definition',
    async (id) => {
      expect(games[id].id).toBe(id);
      expect(GAME_TITLES[id]).toMatch(/^[A-Z][\w -]+: [A-Z][\w -]+$/);
      expect(await loadGame(id)).toBe(games[id]);
    },
  );

  it('lists exactly the games registered', () => {
    expect(Object.keys(games).sort()).toEqual([...GAME_IDS].sort());
  });
});
