/**
 * Sections 3 (Cheat) and 4 (Accusations) of tavern-twenty-one-current.md,
 * each rule pinned by a test that quotes it.
 * Tables start at Brom's turn in `threeAtBetting`: Ana shows 6 (hole 5), Brom
 * 3 (hole 4), Cyra 8 (hole 2), ante 4; the betting order is Brom, Ana, Cyra.
 */
import { describe, expect, it } from 'vitest';
import {
  cheatWith,
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
import { d20, logText, secretsOf } from './helpers';

describe('Cheat (DEX)', () => {
  it('"Modify one of your dice by ±1, ±2, or ±3": the roller may cheat before the bust is decided', () => {
    const table = betting({}, { brom: { sleightOfHand: 2 } });
    table.scriptDice({ d10: [10] }); // 3 + 4 + 10 = 17: safe; try a d8 for a bust instead
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd10' }));
    expect(table.view({ role: 'gm' }).deciding).toBe('brom');
    refused(table, player('ana'), { type: 'HOLD' }, /waiting for Brom to keep or cheat their roll/);
    d20(table, 9); // 11 vs Heat DC 10
    ok(table.send(player('brom'), { type: 'CHEAT', die: 2, delta: -3 }));
    expect(seatView(table, 'brom').dice[2]!.face).toBe(7);
    expect(seatView(table, 'brom', 'ana').dice[2]!.face).toBe(7);
    expect(table.view({ role: 'gm' }).turn).toBe('ana');
  });

  it('"If your total exceeds 21, you bust (resolved after any cheat decision)."', () => {
    const table = betting();
    roll(table, 'brom', 'd10', 9); // 16
    roll(table, 'ana', 'd4', 1);
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    table.scriptDice({ d8: [7] }); // 23: would bust
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd8' }));
    expect(seatView(table, 'brom').status).toBe('in');
    d20(table, 15);
    ok(table.send(player('brom'), { type: 'CHEAT', die: 3, delta: -3 })); // 20
    expect(seatView(table, 'brom')).toMatchObject({ status: 'in', total: 20 });
  });

  it('a cheated face is clamped to the die', () => {
    const table = betting();
    table.scriptDice({ d4: [3] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd4' }));
    d20(table, 15);
    ok(table.send(player('brom'), { type: 'CHEAT', die: 2, delta: 3 }));
    expect(seatView(table, 'brom').dice[2]!.face).toBe(4);
  });

  it('"Heat starts at Starting Heat (default 10) and +2 per cheat (unless Nat 20)."', () => {
    const table = betting({ startingHeat: 11 });
    expect(secretsOf(table, 'brom').heatDC).toBe(11);
    // A failed attempt with Brom's roll still heats up.
    ok(cheatWith(table, 'brom', { die: 1, delta: 1 }, 4, { roll: 'd4', face: 1 }));
    expect(seatView(table, 'brom').dice[1]!.face).toBe(4);
    expect(secretsOf(table, 'brom').heatDC).toBe(13);
    // Next round, a natural 20 cheat leaves Heat where it is.
    ok(table.send(player('ana'), { type: 'FOLD' }));
    ok(table.send(player('cyra'), { type: 'FOLD' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    table.scriptDice({ d10: [6, 5, 3, 4, 8, 2] });
    ok(table.send(gm, { type: 'NEXT_ROUND' }));
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    ok(cheatWith(table, 'brom', { die: 1, delta: 3 }, 20));
    expect(seatView(table, 'brom').dice[1]!.face).toBe(7);
    expect(secretsOf(table, 'brom').heatDC).toBe(13);
    expect(secretsOf(table, 'brom').cheats.at(-1)!.outcome).toBe('invisible');
  });

  it('"Nat 1: Caught, pay 1× ante, and you are disqualified."', () => {
    const table = betting({ ante: 4 });
    ok(cheatWith(table, 'brom', { die: 1, delta: 2 }, 1)); // the hold it rode with lapses
    expect(seatView(table, 'brom', 'ana').status).toBe('caught');
    expect(purseOf(table, 'brom')).toBe(100 - 4 - 4);
    expect(table.view({ role: 'gm' }).turn).toBe('ana');
    expect(logText(table, 'cyra')).toMatch(/Brom is caught cheating/);
  });

  // "Requires at least 2 non-house players to attempt." and "Modify one of your dice": cheating.test.ts.

  it('"Cannot cheat if your roll is blind"', () => {
    const table = betting();
    // A failed foresight makes the next roll blind; it settles with no cheat decision.
    table.scriptDice({ d20: [5, 1], d10: [1], d8: [1], d6: [1], d4: [1] });
    ok(table.send(player('brom'), { type: 'FORESIGHT' }));
    table.scriptDice({ d8: [6] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd8' }));
    expect(table.view({ role: 'gm' }).deciding).toBeNull();
    expect(seatView(table, 'brom').dice[2]).toMatchObject({ face: null, blind: true });
  });
});

describe('4) Accusations', () => {
  it('"Correct: Accuser gets refund + bounty (5× ante taken from target if possible). Target is caught."', () => {
    const table = betting({ ante: 4 });
    ok(cheatWith(table, 'brom', { die: 1, delta: 2 }, 15));
    ok(table.send(player('cyra'), { type: 'ACCUSE', target: 'brom', die: 1 })); // out of turn
    expect(purseOf(table, 'cyra')).toBe(96 + 20);
    expect(purseOf(table, 'brom')).toBe(96 - 20);
    expect(seatView(table, 'brom', 'ana').status).toBe('caught');
    expect(table.view({ role: 'gm' }).turn).toBe('ana');
  });

  it('the bounty is as much as the target holds', () => {
    const table = seated({ players: ['ana', 'brom', 'cyra'], options: { gmRole: 'npc', ante: 4 } });
    ok(table.send(gm, { type: 'SET_PURSE', seat: 'brom', purse: 14 }));
    opened(table, [
      [6, 5],
      [3, 4],
      [8, 2],
    ]);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    ok(cheatWith(table, 'brom', { die: 1, delta: 2 }, 15));
    ok(table.send(player('cyra'), { type: 'ACCUSE', target: 'brom', die: 1 }));
    expect([purseOf(table, 'brom'), purseOf(table, 'cyra')]).toEqual([0, 96 + 10]);
  });

  it('"Incorrect: Fee is added to the pot; no bust."', () => {
    const table = betting({ ante: 4 });
    const pot = potOf(table);
    ok(table.send(player('cyra'), { type: 'ACCUSE', target: 'brom', die: 1 }));
    expect(potOf(table)).toBe(pot + 8);
    expect(seatView(table, 'brom').status).toBe('in');
    refused(
      table,
      player('cyra'),
      { type: 'ACCUSE', target: 'ana', die: 0 },
      /already made your accusation/,
    );
  });

  it('"Caught players are disqualified from winning", even at the staredown', () => {
    const table = betting();
    // The hole die 4 → 7 with a d10 of 10: 3 + 7 + 10 = 20.
    ok(cheatWith(table, 'brom', { die: 1, delta: 3 }, 15, { roll: 'd10', face: 10 }));
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(player('ana'), { type: 'ACCUSE', target: 'brom', die: 1 }));
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    expect(table.view({ role: 'gm' }).result).toMatchObject({ winner: 'ana', best: 11 });
  });

  it('failed and invisible cheats cannot be proven', () => {
    const table = betting({ ante: 4 });
    ok(cheatWith(table, 'brom', { die: 1, delta: 2 }, 20, { roll: 'd4', face: 2 }));
    ok(table.send(player('cyra'), { type: 'ACCUSE', target: 'brom', die: 1 }));
    expect(seatView(table, 'brom').status).toBe('in');
    expect(purseOf(table, 'cyra')).toBe(96 - 8);
  });

  it('refuses an accusation the accuser cannot afford', () => {
    const table = seated({ players: ['ana', 'brom', 'cyra'], options: { gmRole: 'npc', ante: 4 } });
    ok(table.send(gm, { type: 'SET_PURSE', seat: 'cyra', purse: 10 }));
    opened(table, [
      [6, 5],
      [3, 4],
      [8, 2],
    ]);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    refused(
      table,
      player('cyra'),
      { type: 'ACCUSE', target: 'brom', die: 1 },
      /An accusation costs 8 gp and you have 6 gp/,
    );
  });
});
