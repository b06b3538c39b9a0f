/**
 * Section 3, Bump the Table: "Failure: Retaliation — target chooses one of
 * your dice to re-roll." and Hold: "Not allowed if you are goaded,
 * foresight-locked, or pending bump retaliation." The bumper plays on (roll or
 * fold) while the target may retaliate at any moment; only the bumper's Hold
 * waits. If they have not chosen by the staredown's length, the host re-rolls
 * one of the bumper's dice picked at random.
 */
import { describe, expect, it } from 'vitest';
import { PICK_D20S, pickIndex } from '../../machines/twenty-one-kit/rules';
import {
  cheatWith,
  gm,
  host,
  logOf,
  ok,
  player,
  refused,
  seatView,
  threeAtBetting,
  type TwentyOneTable,
} from '../support/tables';
import { outcomeText, said } from '../support/words';

const TIMEOUT = { type: 'RETALIATION_TIMEOUT' } as const;

/** Brom (3, hole 4) bumps Ana's shown 6 at 10 s and fails (5 vs 12): Ana chooses which of his dice to re-roll. */
function failedBump(): TwentyOneTable {
  const table = threeAtBetting({ staredownSeconds: 30 });
  table.scriptDice({ d20: [5, 12], d10: [1] });
  ok(table.send(player('brom'), { type: 'BUMP', target: 'ana', die: 0 }, { at: 10_000 }));
  return table;
}

/** d20 faces that pick die `index` of two: the last digit's parity decides. */
const picking = (index: number) => [...Array.from({ length: PICK_D20S - 1 }, () => 7), index + 1];
const isTurn = (table: TwentyOneTable, viewer: string) =>
  table
    .view({ role: 'player', id: viewer })
    .seats.filter((s) => s.isTurn)
    .map((s) => s.id);
const moves = (table: TwentyOneTable, seat: string) =>
  table
    .view({ role: 'player', id: seat })
    .actions.map((a) => a.intent)
    .filter((i) => i.type !== 'ACCUSE' && i.type !== 'SIDE_BET' && i.type !== 'LEAVE');
const HOLD_REFUSED =
  /^You cannot hold while Ana's retaliation for your bump is pending: roll or fold, or wait for it\.$/;

describe('"Hold — Not allowed if you are … pending bump retaliation": the bumper plays on, the target retaliates at any moment', () => {
  it('the bumper may roll (or fold), but not hold, while the retaliation is pending', () => {
    const table = failedBump();
    expect(seatView(table, 'ana', 'cyra').owesRetaliation).toBe('brom');
    expect(seatView(table, 'ana').dice[0]!.face).toBe(6); // the bump changed nothing
    refused(table, player('brom'), { type: 'HOLD' }, HOLD_REFUSED);
    refused(table, player('cyra'), { type: 'HOLD' }, /^It is not your turn: Brom is to act\.$/);
    refused(table, player('cyra'), { type: 'RETALIATE', die: 0 }, /Nobody owes you a retaliation/);
    table.scriptDice({ d10: [2] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd10' }));
    ok(table.send(player('brom'), { type: 'KEEP_ROLL' }));
    expect(seatView(table, 'brom', 'cyra').dice.map((d) => d.face)).toEqual([3, null, 2]);
    // The turn has moved on; the retaliation is still owed.
    expect(table.view({ role: 'gm' }).turn).toBe('ana');
    expect(seatView(table, 'ana', 'cyra').owesRetaliation).toBe('brom');
  });

  it('offers the bumper a roll or a fold but no hold, and the target exactly the re-roll of each of the bumper\u2019s dice', () => {
    const table = failedBump();
    const types = new Set(moves(table, 'brom').map((i) => i.type));
    expect(types.has('ROLL')).toBe(true);
    expect(types.has('FOLD')).toBe(true);
    expect(types.has('HOLD')).toBe(false);
    expect(moves(table, 'cyra')).toEqual([]);
    expect(moves(table, 'ana')).toEqual([
      { type: 'RETALIATE', die: 0 },
      { type: 'RETALIATE', die: 1 },
    ]);
  });

  it('the bumper and the target are both awaited (their badges and notifications), with the deadline in the view', () => {
    const table = failedBump();
    for (const viewer of ['ana', 'brom', 'cyra'])
      expect(isTurn(table, viewer), viewer).toEqual(['ana', 'brom']);
    expect(table.view({ role: 'gm' }).retaliationEndsAt).toBe(40_000);
    expect(table.game.waitingOn(table.snapshot())).toEqual(['brom', 'ana']);
    expect(logOf(table, { role: 'player', id: 'cyra' })).toMatch(
      /caught! Ana chooses one of Brom's dice to re-roll, and Brom may not hold until then\./,
    );
  });

  it('the target may retaliate at any moment before the deadline: on their own turn, or on another seat\u2019s', () => {
    const table = failedBump();
    table.scriptDice({ d10: [2] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd10' }));
    ok(table.send(player('brom'), { type: 'KEEP_ROLL' }));
    ok(table.send(player('ana'), { type: 'HOLD' }));
    expect(table.view({ role: 'gm' }).turn).toBe('cyra');
    table.scriptDice({ d10: [7] });
    ok(table.send(player('ana'), { type: 'RETALIATE', die: 2 })); // Brom's new d10 2 → 7
    expect(seatView(table, 'brom', 'cyra').dice.map((d) => d.face)).toEqual([3, null, 7]);
    expect(table.view({ role: 'gm' }).retaliationEndsAt).toBeNull();
    expect(table.view({ role: 'gm' }).turn).toBe('cyra');
  });

  it('one retaliation at a time: no other seat may bump while one is pending', () => {
    const table = failedBump();
    table.scriptDice({ d10: [2] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd10' }));
    ok(table.send(player('brom'), { type: 'KEEP_ROLL' }));
    refused(
      table,
      player('ana'),
      { type: 'BUMP', target: 'cyra', die: 0 },
      /^One bump at a time: Ana has yet to re-roll one of Brom's dice\.$/,
    );
  });

  it('while the bumper decides on a die just rolled, the retaliation waits for that decision, the host\u2019s too', () => {
    const table = failedBump();
    table.scriptDice({ d10: [2] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd10' }));
    const waits =
      /^Wait for Brom to keep or cheat the die just rolled; then the retaliation may be made\.$/;
    refused(table, player('ana'), { type: 'RETALIATE', die: 0 }, waits);
    expect(outcomeText(table, host, TIMEOUT, table.send(host, TIMEOUT, { at: 60_000 }))).toMatch(
      waits,
    );
    expect(table.game.deadline!(table.snapshot())).toBeNull();
    ok(table.send(player('brom'), { type: 'KEEP_ROLL' }));
    expect(table.game.deadline!(table.snapshot())).toEqual({ at: 40_000, intent: TIMEOUT });
    table.scriptDice({ d10: [5] });
    ok(table.send(player('ana'), { type: 'RETALIATE', die: 0 }));
  });

  it('a bumper who folds before the retaliation: it lapses, as the folded hand has nothing left to lose', () => {
    const table = failedBump();
    ok(table.send(player('brom'), { type: 'FOLD' }));
    expect(seatView(table, 'ana', 'cyra').owesRetaliation).toBeNull();
    expect(table.view({ role: 'gm' }).retaliationEndsAt).toBeNull();
    refused(table, player('ana'), { type: 'RETALIATE', die: 0 }, /Nobody owes you a retaliation/);
    expect(table.game.deadline!(table.snapshot())).toBeNull();
  });

  it('a bumper who busts before the retaliation: it lapses too', () => {
    const table = failedBump();
    table.scriptDice({ d20: [15] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd20' }));
    ok(table.send(player('brom'), { type: 'KEEP_ROLL' })); // 3 + 4 + 15 = 22
    expect(seatView(table, 'brom', 'cyra').status).toBe('busted');
    expect(seatView(table, 'ana', 'cyra').owesRetaliation).toBeNull();
    expect(table.view({ role: 'gm' }).retaliationEndsAt).toBeNull();
    expect(table.view({ role: 'gm' }).turn).toBe('ana');
  });

  it('once the target re-rolls, the bumper\u2019s turn goes on and they may hold', () => {
    const table = failedBump();
    table.scriptDice({ d10: [10] });
    ok(table.send(player('ana'), { type: 'RETALIATE', die: 0 })); // Brom's shown 3 → 10
    expect(seatView(table, 'brom', 'cyra').dice[0]!.face).toBe(10);
    expect(isTurn(table, 'cyra')).toEqual(['brom']);
    expect(table.view({ role: 'gm' }).retaliationEndsAt).toBeNull();
    ok(table.send(player('brom'), { type: 'HOLD' }));
    expect(table.view({ role: 'gm' }).turn).toBe('ana');
  });

  it('a retaliation that takes the bumper over 21 busts them, and the turn moves on', () => {
    const table = threeAtBetting();
    table.scriptDice({ d10: [10] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd10' }));
    ok(table.send(player('brom'), { type: 'KEEP_ROLL' })); // 17
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    table.scriptDice({ d20: [5, 12], d10: [1] });
    ok(table.send(player('brom'), { type: 'BUMP', target: 'cyra', die: 0 }));
    table.scriptDice({ d10: [9] });
    ok(table.send(player('cyra'), { type: 'RETALIATE', die: 0 })); // 9 + 4 + 10 = 23
    expect(seatView(table, 'brom', 'ana').status).toBe('busted');
    expect(table.view({ role: 'gm' }).phase).toBe('staredown');
  });

  it('an accusation that catches the bumper ends the wait: the retaliation lapses and the turn moves on', () => {
    const table = threeAtBetting();
    table.scriptDice({ d20: [5, 12], d10: [1] });
    ok(table.send(player('brom'), { type: 'BUMP', target: 'ana', die: 0 }));
    // Brom may not hold while Ana owes him a re-roll, but may roll, his hole die cheated with it.
    ok(cheatWith(table, 'brom', { die: 1, delta: 2 }, 15, { roll: 'd4', face: 2 }));
    ok(table.send(player('cyra'), { type: 'ACCUSE', target: 'brom', die: 1 }));
    expect(seatView(table, 'ana', 'cyra').owesRetaliation).toBeNull();
    expect(table.view({ role: 'gm' }).retaliationEndsAt).toBeNull();
    expect(isTurn(table, 'cyra')).toEqual(['ana']);
    ok(table.send(player('ana'), { type: 'HOLD' }));
  });
});

describe('the retaliation\u2019s deadline: the host picks one of the bumper\u2019s dice at random', () => {
  it('is refused before the deadline, and to anyone but the host', () => {
    const table = failedBump();
    const early = table.send(host, TIMEOUT, { at: 39_001 });
    expect(outcomeText(table, host, TIMEOUT, early)).toBe(
      'Ana has 1 s more to choose which die to re-roll.',
    );
    refused(
      table,
      player('ana'),
      { type: 'RETALIATION_TIMEOUT' },
      /^Nobody can end the wait for a retaliation by hand: the table does that itself\.$/,
    );
    refused(table, gm, { type: 'RETALIATION_TIMEOUT' }, /by hand/);
  });

  it('is refused when nobody owes a retaliation, and outside the betting', () => {
    const table = threeAtBetting();
    expect(outcomeText(table, host, TIMEOUT, table.send(host, TIMEOUT, { at: 10 ** 9 }))).toBe(
      'Nobody owes a retaliation.',
    );
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    expect(outcomeText(table, host, TIMEOUT, table.send(host, TIMEOUT))).toBe(
      "You can't end the wait for a retaliation now: the table is in the staredown.",
    );
  });

  for (const index of [0, 1]) {
    it(`at the deadline, re-rolls the die the dice pick (die ${index + 1}), and the bumper\u2019s turn goes on`, () => {
      const table = failedBump();
      table.scriptDice({ d20: picking(index), d10: [9] });
      ok(table.send(host, { type: 'RETALIATION_TIMEOUT' }, { at: 40_000 }));
      expect(table.view({ role: 'gm' }).seats[1]!.dice.map((d) => d.face)).toEqual(
        index === 0 ? [9, 4] : [3, 9],
      );
      expect(table.events.at(-1)!.dice).toEqual({ d20: picking(index), d10: [9] });
      const told =
        index === 0
          ? "the table re-rolls Brom's d10 (3), picked at random: it now shows 9."
          : "the table re-rolls Brom's hole d10, picked at random.";
      expect(logOf(table, { role: 'player', id: 'cyra' })).toContain(
        `Ana did not choose in time: ${told}`,
      );
      if (index === 1)
        expect(said(table.view({ role: 'player', id: 'brom' })).log.at(-1)!.text).toMatch(
          /Your hole die now shows 9\./,
        );
      expect(seatView(table, 'ana', 'cyra').owesRetaliation).toBeNull();
      expect(isTurn(table, 'cyra')).toEqual(['brom']);
      ok(table.send(player('brom'), { type: 'HOLD' }));
    });
  }

  it('draws a face for every kind of die the bumper holds, after the d20s that pick', () => {
    const table = threeAtBetting({ staredownSeconds: 5 });
    table.scriptDice({ d20: [3] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd20' }));
    ok(table.send(player('brom'), { type: 'KEEP_ROLL' }));
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    table.scriptDice({ d20: [5, 12], d10: [1] });
    ok(table.send(player('brom'), { type: 'BUMP', target: 'ana', die: 0 }));
    // Three dice: the digits read 0…02, and 2 mod 3 picks the third die, the d20, re-rolled with the ninth d20.
    table.scriptDice({ d20: [...Array.from({ length: PICK_D20S - 1 }, () => 1), 3, 17], d10: [2] });
    ok(table.send(host, { type: 'RETALIATION_TIMEOUT' }, { at: 5_000 }));
    expect(table.events.at(-1)!.dice).toEqual({ d20: [1, 1, 1, 1, 1, 1, 1, 3, 17], d10: [2] });
    expect(table.view({ role: 'gm' }).seats[1]!.dice.map((d) => d.face)).toEqual([3, 4, 17]);
  });

  it('the pick is even: over every value of the last two d20s, each of n dice comes up as often as any other, within one', () => {
    for (let count = 2; count <= 21; count++) {
      const hits = new Array<number>(count).fill(0);
      for (let a = 1; a <= 20; a++)
        for (let b = 1; b <= 20; b++)
          hits[pickIndex([...Array.from({ length: PICK_D20S - 2 }, () => 11), a, b], count)]!++;
      expect(Math.max(...hits) - Math.min(...hits), `${count} dice`).toBeLessThanOrEqual(1);
    }
  });
});
