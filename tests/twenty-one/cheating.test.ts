/**
 * Section 3, Cheat: "Requires at least 2 non-house players to attempt." and
 * "Effect: Modify one of your dice by ±1, ±2, or ±3." Every seat that is not
 * the House counts, and any die of yours that is not blind may be cheated: a
 * die the others have seen shows them its new face, and may be accused.
 */
import { describe, expect, it } from 'vitest';
import {
  cheatWith,
  gm,
  ok,
  opened,
  player,
  purseOf,
  refused,
  seatView,
  seated,
  threeAtBetting,
  type TwentyOneTable,
} from '../support/tables';
import { said } from '../support/words';
import { d20 } from './helpers';

/** The cheats offered alone: in the decision after a roll. */
const cheatsOffered = (table: TwentyOneTable, seat: string) =>
  table
    .view({ role: 'player', id: seat })
    .actions.flatMap((a) =>
      a.intent.type === 'CHEAT'
        ? [`${a.intent.die}${a.intent.delta > 0 ? '+' : ''}${a.intent.delta}`]
        : [],
    );

/** The dice a cheat may move with the seat's roll or hold, as the hold's offer names them. */
const turnCheatDice = (table: TwentyOneTable, seat: string) =>
  table.view({ role: 'player', id: seat }).actions.find((a) => a.intent.type === 'HOLD')?.cheat
    ?.dice;

describe('"Requires at least 2 non-house players to attempt."', () => {
  for (const gmRole of ['npc', 'house'] as const) {
    it(`a player and the GM\u2019s NPC are two seats that are not the House (GM as ${gmRole === 'npc' ? 'an NPC' : 'the House'})`, () => {
      const table = seated({ players: ['ana'], options: { gmRole } });
      ok(table.send(gm, { type: 'ADD_NPC', name: 'Grizzled Dwarf', purse: 100 }));
      opened(table, [
        [6, 5],
        [3, 4],
      ]);
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
    opened(table, [
      [6, 5],
      [3, 4],
    ]);
    ok(table.send(gm, { type: 'CUT_PASS', seat: 'npc-1' }));
    d20(table, 15);
    ok(table.send(gm, { type: 'HOLD', seat: 'npc-1', cheat: { die: 1, delta: -1 } }));
    expect(table.view({ role: 'gm' }).seats[1]!).toMatchObject({ status: 'held' });
    expect(table.view({ role: 'gm' }).seats[1]!.dice[1]!.face).toBe(3);
  });
});

describe('"Effect: Modify one of your dice by ±1, ±2, or ±3."', () => {
  it('any of your dice, the opening die everyone has seen included: the others see its new face', () => {
    const table = threeAtBetting();
    expect(turnCheatDice(table, 'brom')).toEqual([0, 1]);
    ok(cheatWith(table, 'brom', { die: 0, delta: 2 }, 15));
    expect(seatView(table, 'brom', 'ana').dice[0]).toMatchObject({ face: 5, counts: 5 });
    expect(seatView(table, 'brom', 'ana').showing).toBe(5);
  });

  it('a watchful player may accuse the shown die, and is right', () => {
    const table = threeAtBetting();
    ok(cheatWith(table, 'brom', { die: 0, delta: 2 }, 15, { roll: 'd4', face: 2 }));
    ok(table.send(player('cyra'), { type: 'ACCUSE', target: 'brom', die: 0 }));
    expect(seatView(table, 'brom', 'ana').status).toBe('caught');
    expect(purseOf(table, 'cyra')).toBe(96 + 20);
  });

  it('in the roll decision, any die of yours, not only the one just rolled', () => {
    const table = threeAtBetting();
    table.scriptDice({ d8: [8] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd8' })); // 3 + 4 + 8 = 15
    expect(cheatsOffered(table, 'brom')).toHaveLength(18);
    d20(table, 15);
    ok(table.send(player('brom'), { type: 'CHEAT', die: 0, delta: 3 }));
    expect(seatView(table, 'brom', 'ana').dice.map((d) => d.face)).toEqual([6, null, 8]);
    expect(table.view({ role: 'gm' }).turn).toBe('ana');
  });

  it('"Cannot cheat if your roll is blind": a blind die is never offered nor taken', () => {
    const table = threeAtBetting();
    table.scriptDice({ d20: [5, 1], d10: [1], d8: [1], d6: [1], d4: [1] });
    ok(table.send(player('brom'), { type: 'FORESIGHT' })); // failed: the next roll is blind
    table.scriptDice({ d8: [6] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd8' }));
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    expect(turnCheatDice(table, 'brom')).toEqual([0, 1]);
    d20(table, 15);
    refused(
      table,
      player('brom'),
      { type: 'HOLD', cheat: { die: 2, delta: 1 } },
      /^You cannot cheat a blind die: you do not know what it shows\.$/,
    );
  });
});

describe('cheats nobody else hears of, in a view: the latest four', () => {
  it('a seat that cheats six times reads its four latest cheats in its log and among its own lines; the GM too', () => {
    const table = threeAtBetting({ startingHeat: 5 });
    const deltas = [1, -1, 1, -1, 1, -1];
    while (deltas.length > 0) {
      const turn = table.view({ role: 'gm' }).turn!;
      if (turn !== 'brom') {
        ok(table.send(player(turn), { type: 'HOLD' }));
        continue;
      }
      // One cheat on his hole die rides with Brom's roll, another settles his decision on it.
      table.scriptDice({ d20: [19], d4: [1] });
      const cheat = { die: 1, delta: deltas.shift()! };
      ok(table.send(player('brom'), { type: 'ROLL', die: 'd4', cheat }));
      d20(table, 19);
      ok(table.send(player('brom'), { type: 'CHEAT', die: 1, delta: deltas.shift()! }));
    }
    const mine = said(table.view({ role: 'player', id: 'brom' }));
    const cheats = (lines: { text: string }[]) => lines.filter((l) => /cheat/.test(l.text));
    // Heat rises by 2 a cheat from 5: the four kept are the last, made against DC 9, 11, 13 and 15.
    expect(cheats(mine.private).map((l) => /Heat DC (\d+)/.exec(l.text)![1])).toEqual([
      '9',
      '11',
      '13',
      '15',
    ]);
    expect(cheats(mine.log)).toHaveLength(4);
    expect(mine.seats[1]!.secrets!.cheats).toHaveLength(4);
    expect(cheats(said(table.view({ role: 'gm' })).private)).toHaveLength(4);
    // Nothing of it reaches another seat.
    expect(cheats(said(table.view({ role: 'player', id: 'ana' })).log)).toEqual([]);
  });
});
