/**
 * The pause before a self-playing NPC moves is a lobby option every table has (`npcPause`, in seconds, 0 to 10 by
 * half seconds, 1 by default): the GM sets it, every viewer sees it, and a value out of range is refused.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, loadAllGames } from '../../machines/catalog';
import { gm, ok, player, refused, seatedAt } from '../support/tables';

const games = await loadAllGames();

describe('the NPCs’ pause, an option of every table', () => {
  for (const id of GAME_IDS) {
    it(`${id}: is 1 s by default, and the GM sets it in the lobby (0 for at once)`, () => {
      const table = seatedAt(games[id], ['ana']);
      expect(table.view({ role: 'gm' }).options).toMatchObject({ npcPause: 1 });
      ok(table.send(gm, { type: 'SET_OPTIONS', npcPause: 2.5 }));
      expect(table.view({ role: 'player', id: 'ana' }).options).toMatchObject({ npcPause: 2.5 });
      ok(table.send(gm, { type: 'SET_OPTIONS', npcPause: 0 }));
      expect(table.view({ role: 'gm' }).options).toMatchObject({ npcPause: 0 });
    });
  }

  it('refuses a pause below 0, above 10 s or not in half seconds, and a player’s, changing nothing', () => {
    const table = seatedAt(games['twenty-one'], ['ana']);
    refused(table, gm, { type: 'SET_OPTIONS', npcPause: -1 }, /cannot be negative/);
    refused(table, gm, { type: 'SET_OPTIONS', npcPause: 10.5 }, /at most 10 seconds/);
    refused(table, gm, { type: 'SET_OPTIONS', npcPause: 1.2 }, /in half seconds/);
    refused(table, player('ana'), { type: 'SET_OPTIONS', npcPause: 0 }, /Only the GM/);
    expect(table.view({ role: 'gm' }).options).toMatchObject({ npcPause: 1 });
  });
});
