/**
 * Section 3 of tavern-twenty-one-current.md: character stats, the skills'
 * limits, Goad and Bump the Table, each rule pinned by a test that quotes it.
 * Tables start at Brom's turn in `threeAtBetting`: Ana shows 6 (hole 5), Brom
 * 3 (hole 4), Cyra 8 (hole 2), ante 4; the betting order is Brom, Ana, Cyra.
 * Check dice are scripted as d20s in the order they are rolled: the acting
 * seat's check first, then the defender's (two each when Sloppy).
 */
import { describe, expect, it } from 'vitest';
import {
  gm,
  ok,
  opened,
  player,
  potOf,
  purseOf,
  refused,
  roll,
  seated,
  seatView,
  threeAtBetting as betting,
} from '../support/tables';
import { d20, logText, secretsOf, sloppyBrom } from './helpers';
import { said } from '../support/words';

describe('character stats', () => {
  it('every seat carries the twelve modifiers, default 0', () => {
    const stats = secretsOf(seated(), 'ana').stats;
    expect(Object.keys(stats).sort()).toEqual([
      'cha',
      'con',
      'deception',
      'dex',
      'insight',
      'int',
      'intimidation',
      'investigation',
      'persuasion',
      'sleightOfHand',
      'str',
      'wis',
    ]);
    expect(Object.values(stats).every((v) => v === 0)).toBe(true);
  });

  it('a player sets their own; the GM sets an NPC\u2019s; nobody sets another\u2019s', () => {
    const table = seated();
    ok(table.send(gm, { type: 'ADD_NPC', name: 'Grizzled Dwarf', purse: 50 }));
    ok(table.send(player('ana'), { type: 'SET_STATS', stats: { str: 3, insight: 2 } }));
    ok(table.send(gm, { type: 'SET_STATS', seat: 'npc-1', stats: { str: 5 } }));
    refused(
      table,
      player('ana'),
      { type: 'SET_STATS', seat: 'brom', stats: { str: 9 } },
      /own seat/,
    );
    refused(table, gm, { type: 'SET_STATS', seat: 'brom', stats: { str: 9 } }, /only its player/);
    refused(table, player('ana'), { type: 'SET_STATS', stats: { str: 40 } }, /at most \+15/);
    expect(secretsOf(table, 'ana').stats).toMatchObject({ str: 3, insight: 2, dex: 0 });
    expect(table.view({ role: 'gm' }).seats[2]!.secrets!.stats.str).toBe(5);
  });

  it('stats are the owner\u2019s and the GM\u2019s to see', () => {
    const table = seated();
    expect(seatView(table, 'ana', 'brom').secrets).toBeNull();
  });
});

describe('3) Skill limits', () => {
  // "One skill per turn and once per round per player.": skill-limits.test.ts.

  it('"Skills are betting-phase only, on your turn."', () => {
    const table = seated({ players: ['ana', 'brom', 'cyra'] });
    opened(table, [
      [6, 5],
      [3, 4],
      [8, 2],
    ]);
    refused(
      table,
      player('brom'),
      { type: 'FORESIGHT' },
      /can't use foresight now: the table is waiting on the Cut/,
    );
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    refused(table, player('ana'), { type: 'FORESIGHT' }, /not your turn: Brom is to act/);
  });

  it('a skill does not end the turn', () => {
    const table = betting();
    d20(table, 15, 3);
    ok(table.send(player('brom'), { type: 'PROFILE', target: 'ana' }));
    expect(table.view({ role: 'gm' }).turn).toBe('brom');
  });

  it('"If you are Sloppy, all skill checks are at disadvantage", naturals read from the kept die', () => {
    const table = sloppyBrom();
    // Brom's foresight: faces 20 and 3 → the lower, 3, is kept: no natural 20, and 3 < DC 12.
    table.scriptDice({ d20: [20, 3, 11], d10: [1], d8: [1], d6: [1], d4: [1] });
    ok(table.send(player('brom'), { type: 'FORESIGHT' }));
    expect(secretsOf(table, 'brom').nextRollBlind).toBe(true);
    expect(said(table.view({ role: 'player', id: 'brom' })).private.at(-1)!.text).toMatch(
      /WIS 20\/3→3\+0 = 3 vs DC 12/,
    );
  });
});

describe('Goad (CHA)', () => {
  it('"Success: Target must roll (cannot hold)."', () => {
    const table = betting({}, { brom: { intimidation: 2 } });
    d20(table, 12, 13); // 14 vs 13
    ok(table.send(player('brom'), { type: 'GOAD', target: 'ana', skill: 'intimidation' }));
    roll(table, 'brom', 'd4', 1);
    refused(table, player('ana'), { type: 'HOLD' }, /You were goaded: you must roll/);
    roll(table, 'ana', 'd4', 2);
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(player('ana'), { type: 'HOLD' })); // the roll lifted the goad
  });

  it('"Failure/Backfire: You must roll." and "Ties count as defender wins."', () => {
    const table = betting({}, { ana: { insight: 1 } });
    d20(table, 11, 10); // 11 vs 11: a tie goes to Ana
    ok(table.send(player('brom'), { type: 'GOAD', target: 'ana', skill: 'persuasion' }));
    refused(table, player('brom'), { type: 'HOLD' }, /must roll/);
    expect(logText(table, 'cyra')).toMatch(/it backfires, Brom must roll before holding/);
  });

  it('"Nat 20: Target is forced to roll a d20." even when the totals lose', () => {
    const table = betting({}, { ana: { insight: 10 } });
    d20(table, 20, 19);
    ok(table.send(player('brom'), { type: 'GOAD', target: 'ana', skill: 'intimidation' }));
    roll(table, 'brom', 'd4', 1);
    refused(table, player('ana'), { type: 'ROLL', die: 'd8' }, /forced to roll a d20/);
    refused(table, player('ana'), { type: 'HOLD' }, /forced to roll a d20/);
    roll(table, 'ana', 'd20', 3);
  });

  it('"Nat 1: You are forced to roll a d20."', () => {
    const table = betting({}, { brom: { intimidation: 15 } });
    d20(table, 1, 2);
    ok(table.send(player('brom'), { type: 'GOAD', target: 'ana', skill: 'intimidation' }));
    refused(table, player('brom'), { type: 'ROLL', die: 'd4' }, /forced to roll a d20/);
  });

  it('refuses a goad on yourself or on a seat that is no longer betting', () => {
    const table = betting();
    refused(
      table,
      player('brom'),
      { type: 'GOAD', target: 'brom', skill: 'intimidation' },
      /cannot goad yourself/,
    );
    roll(table, 'brom', 'd4', 1);
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    refused(
      table,
      player('brom'),
      { type: 'GOAD', target: 'ana', skill: 'intimidation' },
      /Ana has held: you cannot goad them/,
    );
  });
});

describe('Bump the Table (STR)', () => {
  it('"Success: Re-roll a chosen target die (visibility is preserved)."', () => {
    const table = betting({}, { brom: { str: 3 } });
    table.scriptDice({ d20: [10, 12], d10: [9] }); // 13 vs 12; Ana's hole die 5 → 9
    ok(table.send(player('brom'), { type: 'BUMP', target: 'ana', die: 1 }));
    expect(seatView(table, 'ana').dice[1]).toMatchObject({ face: 9, hole: true });
    expect(seatView(table, 'ana', 'brom').dice[1]).toMatchObject({ face: null, hole: true });
    expect(logText(table, 'brom')).not.toMatch(/shows 9/);
    expect(logText(table, 'ana')).toMatch(/Your hole die now shows 9/);
  });

  it('a bump that pushes a hand over 21 busts it, even a held one', () => {
    const table = betting();
    roll(table, 'brom', 'd4', 1);
    roll(table, 'ana', 'd8', 8); // 6 + 5 + 8 = 19
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    roll(table, 'brom', 'd4', 1);
    ok(table.send(player('ana'), { type: 'HOLD' }));
    table.scriptDice({ d20: [15, 2], d10: [10] });
    ok(table.send(player('brom'), { type: 'BUMP', target: 'ana', die: 0 })); // Ana's shown 6 becomes 10: 23
    expect(seatView(table, 'ana', 'cyra')).toMatchObject({ status: 'busted' });
    expect(logText(table, 'cyra')).toMatch(/Ana busts/);
  });

  it('"Failure: Retaliation — target chooses one of your dice to re-roll", and the bumper may not hold until then (more in retaliation.test.ts)', () => {
    const table = betting();
    table.scriptDice({ d20: [5, 12], d10: [1] });
    ok(table.send(player('brom'), { type: 'BUMP', target: 'ana', die: 0 }));
    expect(seatView(table, 'ana').dice[0]!.face).toBe(6); // unchanged
    expect(seatView(table, 'ana', 'cyra').owesRetaliation).toBe('brom');
    refused(
      table,
      player('brom'),
      { type: 'HOLD' },
      /You cannot hold while Ana's retaliation for your bump is pending/,
    );
    refused(table, player('cyra'), { type: 'RETALIATE', die: 0 }, /Nobody owes you a retaliation/);
    table.scriptDice({ d10: [10] });
    ok(table.send(player('ana'), { type: 'RETALIATE', die: 0 })); // Brom's shown 3 → 10
    expect(seatView(table, 'brom', 'cyra').dice[0]!.face).toBe(10);
    ok(table.send(player('brom'), { type: 'HOLD' }));
  });

  it('"Nat 1: Auto-fail and pay 1× ante into the pot."', () => {
    const table = betting({ ante: 4 }, { brom: { str: 15 } });
    const pot = potOf(table);
    table.scriptDice({ d20: [1, 2], d10: [9] });
    ok(table.send(player('brom'), { type: 'BUMP', target: 'ana', die: 1 }));
    expect(potOf(table)).toBe(pot + 4);
    expect(purseOf(table, 'brom')).toBe(100 - 4 - 4);
    expect(seatView(table, 'ana').dice[1]!.face).toBe(5);
  });
});
