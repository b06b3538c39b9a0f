/**
 * Every game the catalog lists is registered under its own id, for the headless API and for the host's on-demand
 * loading alike; and the parts declared beside it (its NPCs' brains and their words in the catalog, its panel and its
 * words in the panels' layer) load by that id as that game's.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, GAME_TITLES, games } from '../../machines';
import { loadStyles } from '../../machines/bots';
import { loadGame } from '../../machines/catalog';
import { loadStyleWords } from '../../machines/styleWords';
import { loadWords, PANELS } from '../../src/panels/games';
import { TABLE_ACTS } from '../../src/panels/shared/reasons';

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

  it.each(GAME_IDS)(
    '%s: the styles the lobby offers for its NPCs are the ones its NPCs play, in the same order',
    async (id) => {
      const [brains, words] = await Promise.all([loadStyles(id), loadStyleWords(id)]);
      expect(words.length).toBeGreaterThan(0);
      expect(brains.map((style) => style.id)).toEqual(words.map((style) => style.id));
    },
  );

  it.each(GAME_IDS)(
    '%s: its panel loads by its id, and the words registered with it say every move of its own',
    async (id) => {
      expect(await PANELS.load(id)).toBeTypeOf('function');
      const words = await loadWords(id);
      const own = Object.keys(games[id].intents).filter((type) => !(type in TABLE_ACTS));
      expect(own.length).toBeGreaterThan(0);
      expect(own.filter((type) => !(type in words.acts))).toEqual([]);
    },
  );
});
