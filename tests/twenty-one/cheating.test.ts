/**
 * Section 3, Cheat: "Requires at least 2 non-house players to attempt."
 * Every seat that is not the House counts.
 */
import { describe, expect, it } from 'vitest';
import { gm, ok, opened, player, seatView, seated, type TwentyOneTable } from '../support/tables';

const d20 = (table: TwentyOneTable, ...faces: number[]) => table.scriptDice({ d20: faces });

describe('"Requires at least 2 non-house players to attempt."', () => {
  for (const gmRole of ['npc', 'house'] as const) {
    it(`a player and the GM\u2019s NPC are two seats that are not the House (GM as ${gmRole === 'npc' ? 'an NPC' : 'the House'})`, () => {
      const table = seated({ players: ['ana'], options: { gmRole } });
      ok(table.send(gm, { type: 'ADD_NPC', name: 'Grizzled Dwarf', purse: 100 }));
      opened(table, [[6, 5], [3, 4]]);
      ok(table.send(gm, { type: 'CUT_PASS', seat: 'npc-1' }));
      ok(table.send(gm, { type: 'HOLD', seat: 'npc-1' }));
      // The roll decision comes, since a cheat is possible.
      table.scriptDice({ d4: [1] });
      ok(table.send(player('ana'), { type: 'ROLL', die: 'd4' }));
      expect(table.view({ role: 'gm' }).deciding).toBe('ana');
      d20(table, 15);
      ok(table.send(player('ana'), { type: 'CHEAT', die: 2, delta: 2 }));
      expect(seatView(table, 'ana').dice[2]!.face).toBe(3);
    });
  }

  it('the GM may cheat for an NPC seat too', () => {
    const table = seated({ players: ['ana'], options: { gmRole: 'npc' } });
    ok(table.send(gm, { type: 'ADD_NPC', name: 'Grizzled Dwarf', purse: 100 }));
    opened(table, [[6, 5], [3, 4]]);
    ok(table.send(gm, { type: 'CUT_PASS', seat: 'npc-1' }));
    d20(table, 15);
    ok(table.send(gm, { type: 'CHEAT', seat: 'npc-1', die: 1, delta: -1 }));
    expect(table.view({ role: 'gm' }).seats[1]!.dice[1]!.face).toBe(3);
  });
});
