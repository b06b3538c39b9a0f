/**
 * "If your total exceeds 21, you bust (resolved after any cheat decision)."
 * Once a hand is over 21 after a roll decision it is bust for good: a blind
 * die may hide that until the reveal, but no later die, bump or natural 20
 * brings the hand back.
 */
import { describe, expect, it } from 'vitest';
import {
  gm,
  keep,
  logOf,
  ok,
  player,
  seatView,
  threeAtBetting,
  type TwentyOneTable,
} from '../support/tables';
import { said } from '../support/words';

/** Brom fails his foresight (5 vs DC 12): his next roll is blind. */
function blindBrom(): TwentyOneTable {
  const table = threeAtBetting();
  table.scriptDice({ d20: [5, 1], d10: [1], d8: [1], d6: [1], d4: [1] });
  ok(table.send(player('brom'), { type: 'FORESIGHT' }));
  return table;
}

/** Brom (3 + 4) rolls a blind 19: 26, which nobody but the GM can see yet. Ana and Cyra hold. */
function bustBehindBlindDie(): TwentyOneTable {
  const table = blindBrom();
  table.scriptDice({ d20: [19] });
  ok(table.send(player('brom'), { type: 'ROLL', die: 'd20' }));
  ok(table.send(player('ana'), { type: 'HOLD' }));
  ok(table.send(player('cyra'), { type: 'HOLD' }));
  return table;
}

describe('"If your total exceeds 21, you bust (resolved after any cheat decision)": a bust is final', () => {
  it('a natural 20 after a blind bust counts 0, never less: the hand stays over 21 and busts at the reveal', () => {
    const table = bustBehindBlindDie();
    table.scriptDice({ d20: [20] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd20' }));
    keep(table, 'brom');
    const gmView = table.view({ role: 'gm' });
    // "d20 natural 20 sets your roll to exactly hit 21 (it becomes 21 - current total)": 21 - 26 would be -5.
    expect(gmView.seats[1]!.dice[3]).toMatchObject({ face: 20, counts: 0 });
    expect(gmView.seats[1]!.total).toBe(26);
    ok(table.send(player('brom'), { type: 'HOLD' }));
    expect(seatView(table, 'brom', 'ana')).toMatchObject({ status: 'busted', total: 26 });
    expect(logOf(table, { role: 'player', id: 'ana' })).toMatch(/Brom 4 and 19 \(total 26: bust\)/);
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    expect(table.view({ role: 'gm' }).result).toMatchObject({ winner: 'ana', best: 11 });
  });

  it('a bump that re-rolls a die lower does not bring the hand back', () => {
    const table = blindBrom();
    table.scriptDice({ d20: [19] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd20' })); // 26, blind
    table.scriptDice({ d20: [15, 2, 1] }); // Ana wins the contest; the blind d20 becomes a 1: 8
    ok(table.send(player('ana'), { type: 'BUMP', target: 'brom', die: 2 }));
    expect(table.view({ role: 'gm' }).seats[1]!.total).toBe(8);
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    expect(seatView(table, 'brom', 'cyra').status).toBe('busted');
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    expect(table.view({ role: 'gm' }).result?.winner).toBe('ana');
  });

  it('a bump that takes a hand over 21 behind a blind die busts it for good, even if a later bump lowers it', () => {
    const table = blindBrom();
    table.scriptDice({ d20: [8] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd20' })); // 3 + 4 + 8 = 15, blind
    table.scriptDice({ d20: [15, 2], d10: [10] }); // Ana bumps Brom's shown 3 to 10: 22
    ok(table.send(player('ana'), { type: 'BUMP', target: 'brom', die: 0 }));
    ok(table.send(player('ana'), { type: 'HOLD' }));
    table.scriptDice({ d20: [15, 2], d10: [1] }); // Cyra bumps it back down to 1: 13
    ok(table.send(player('cyra'), { type: 'BUMP', target: 'brom', die: 0 }));
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    expect(table.view({ role: 'gm' }).seats[1]!.total).toBe(13);
    ok(table.send(player('brom'), { type: 'HOLD' }));
    expect(seatView(table, 'brom', 'ana').status).toBe('busted');
  });

  it('the GM sees the bust at once; the table learns it at the reveal', () => {
    const table = bustBehindBlindDie();
    expect(logOf(table, { role: 'gm' })).toMatch(
      /Brom is over 21 \(26\) behind a blind die: bust for good, told at the reveal\./,
    );
    expect(said(table.view({ role: 'gm' })).private.at(-1)!.text).toMatch(/Brom is over 21/);
    for (const viewer of ['ana', 'brom', 'cyra']) {
      expect(logOf(table, { role: 'player', id: viewer }), viewer).not.toMatch(/over 21/);
      expect(seatView(table, 'brom', viewer).status, viewer).toBe('in');
    }
  });

  it('the unseen bust tells the players nothing: their views match a table where the blind die kept Brom under 21', () => {
    const over = bustBehindBlindDie();
    const under = blindBrom();
    under.scriptDice({ d20: [5] });
    ok(under.send(player('brom'), { type: 'ROLL', die: 'd20' }));
    ok(under.send(player('ana'), { type: 'HOLD' }));
    ok(under.send(player('cyra'), { type: 'HOLD' }));
    for (const viewer of ['ana', 'brom', 'cyra', 'zed']) {
      expect(over.view({ role: 'player', id: viewer }), viewer).toEqual(
        under.view({ role: 'player', id: viewer }),
      );
    }
  });

  it('a roll that is not blind still busts at once after the decision, in front of everyone', () => {
    const table = threeAtBetting();
    table.scriptDice({ d10: [9] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd10' })); // 16
    keep(table, 'brom');
    table.scriptDice({ d4: [1] });
    ok(table.send(player('ana'), { type: 'ROLL', die: 'd4' }));
    keep(table, 'ana');
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    table.scriptDice({ d8: [7] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd8' })); // 23
    expect(seatView(table, 'brom', 'ana').status).toBe('in'); // the decision first
    ok(table.send(player('brom'), { type: 'KEEP_ROLL' }));
    expect(seatView(table, 'brom', 'ana').status).toBe('busted');
  });
});
