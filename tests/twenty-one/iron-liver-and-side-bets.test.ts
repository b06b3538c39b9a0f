/**
 * Sections 5 ("Put It on the Tab", Iron Liver) and 6 (Side bets) of
 * tavern-twenty-one-current.md, each rule pinned by a test that quotes it.
 * Tables start at Brom's turn in `threeAtBetting`: Ana shows 6 (hole 5), Brom
 * 3 (hole 4), Cyra 8 (hole 2), ante 4; the betting order is Brom, Ana, Cyra.
 */
import { describe, expect, it } from 'vitest';
import {
  gm,
  keep,
  ok,
  player,
  purseOf,
  refused,
  roll,
  seatView,
  threeAtBetting as betting,
} from '../support/tables';
import { logText, sloppyBrom } from './helpers';

describe('5) "Put It on the Tab" (Iron Liver)', () => {
  it('"Drinks needed = ceil(cost / ante)", "CON save vs DC 10 + 2×(total drinks this round)", "Success: Cost waived."', () => {
    const table = betting({ liquidMode: true, ante: 4 });
    table.scriptDice({ d20: [14], d4: [1] }); // a d4 costs 8 gp = 2 drinks: DC 14
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd4', drink: true }));
    keep(table, 'brom');
    expect(purseOf(table, 'brom')).toBe(96);
    expect(seatView(table, 'brom', 'ana').drinks).toBe(2);
    expect(logText(table, 'brom')).toMatch(
      /puts 2 drinks on the tab for a d4 \(CON save 14\+0 = 14 vs DC 14\): it goes down smooth/,
    );
    // The others read the outcome, not the save's numbers (they would tell Brom's CON).
    expect(logText(table, 'ana')).toMatch(/puts 2 drinks on the tab for a d4: it goes down smooth/);
  });

  it('"Failure: Sloppy (disadvantage on checks) and hole die is revealed", and the cost is paid', () => {
    const table = betting({ liquidMode: true, ante: 4 });
    table.scriptDice({ d20: [11], d10: [2] }); // 1 drink: DC 12
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd10', drink: true }));
    keep(table, 'brom');
    expect(purseOf(table, 'brom')).toBe(96 - 2);
    expect(seatView(table, 'brom', 'ana')).toMatchObject({ sloppy: true });
    expect(seatView(table, 'brom', 'ana').dice[1]!.face).toBe(4);
  });

  it('"If you become Sloppy, the tab is cut off for the rest of the round."', () => {
    const table = sloppyBrom();
    refused(table, player('brom'), { type: 'ROLL', die: 'd10', drink: true }, /The tab is cut off/);
  });

  it('"Nat 1: Pass out → Bust."', () => {
    const table = betting({ liquidMode: true });
    table.scriptDice({ d20: [1], d10: [5] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd10', drink: true }));
    expect(seatView(table, 'brom', 'ana').status).toBe('busted');
    expect(table.view({ role: 'gm' }).turn).toBe('ana');
  });

  it('drinking needs Liquid Mode', () => {
    refused(
      betting(),
      player('brom'),
      { type: 'ROLL', die: 'd10', drink: true },
      /needs Liquid Mode/,
    );
  });
});

describe('6) Side bets', () => {
  it('"Minimum bet: 1× ante." "You may bet on yourself."', () => {
    const table = betting({ ante: 4 });
    refused(
      table,
      player('ana'),
      { type: 'SIDE_BET', on: 'cyra', amount: 3 },
      /smallest side bet is 4 gp/,
    );
    ok(table.send(player('ana'), { type: 'SIDE_BET', on: 'ana', amount: 4 }));
    expect(table.view({ role: 'gm' }).sideBets).toEqual([{ by: 'ana', on: 'ana', amount: 4 }]);
  });

  it('"Winners split the pool proportionally to their bet size", rounding leftovers to the largest backer', () => {
    const table = betting({ ante: 4 });
    ok(table.send(player('ana'), { type: 'SIDE_BET', on: 'cyra', amount: 5 }));
    ok(table.send(player('brom'), { type: 'SIDE_BET', on: 'ana', amount: 8 }));
    ok(table.send(player('cyra'), { type: 'SIDE_BET', on: 'cyra', amount: 10 }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    // Ana wins with 11 (Brom 7, Cyra 10): Brom alone backed her, and takes the whole 23 gp pool.
    expect(table.view({ role: 'gm' }).result?.sideBets).toEqual({ brom: 23 });
  });

  it('splits in proportion among several backers', () => {
    const table = betting({ ante: 4 });
    ok(table.send(player('brom'), { type: 'SIDE_BET', on: 'ana', amount: 4 }));
    ok(table.send(player('ana'), { type: 'SIDE_BET', on: 'ana', amount: 8 }));
    ok(table.send(player('cyra'), { type: 'SIDE_BET', on: 'cyra', amount: 11 }));
    for (const seat of ['brom', 'ana', 'cyra']) ok(table.send(player(seat), { type: 'HOLD' }));
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    // Pool 23: Brom 23×4/12 = 7.67 → 7, Ana 23×8/12 = 15.33 → 15, and the leftover 1 gp to Ana, the largest backer.
    expect(table.view({ role: 'gm' }).result?.sideBets).toEqual({ brom: 7, ana: 16 });
  });

  it('when nobody backed the winner, every stake goes back', () => {
    const table = betting({ ante: 4 });
    ok(table.send(player('brom'), { type: 'SIDE_BET', on: 'cyra', amount: 4 }));
    for (const seat of ['brom', 'ana', 'cyra']) ok(table.send(player(seat), { type: 'HOLD' }));
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    expect(table.view({ role: 'gm' }).result?.sideBets).toEqual({ brom: 4 });
  });

  it('"Allowed during active betting for the first two full betting rounds", even when the opener leaves', () => {
    const table = betting({ ante: 4 });
    // Lap 1: Brom opened the betting and folds; the window must still count laps from the order.
    ok(table.send(player('brom'), { type: 'FOLD' }));
    roll(table, 'ana', 'd4', 1);
    roll(table, 'cyra', 'd4', 1);
    expect(table.view({ role: 'gm' }).lap).toBe(2);
    ok(table.send(player('brom'), { type: 'SIDE_BET', on: 'ana', amount: 4 }));
    roll(table, 'ana', 'd4', 1);
    expect(table.view({ role: 'gm' }).sideBetsOpen).toBe(true);
    roll(table, 'cyra', 'd4', 1);
    expect(table.view({ role: 'gm' }).lap).toBe(3);
    expect(table.view({ role: 'gm' }).sideBetsOpen).toBe(false);
    refused(
      table,
      player('ana'),
      { type: 'SIDE_BET', on: 'ana', amount: 4 },
      /close after the first two betting rounds/,
    );
  });
});
