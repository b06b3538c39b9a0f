/**
 * "Cleaning fee: Any natural 1 (standard mode) adds 1gp to your cleaning fees." Any natural 1 on a die of the hand
 * counts, whoever made it come up: a Bump's re-roll and a retaliation's (the target's or the host's at the deadline)
 * charge the fee as the Cut's re-roll and a bought die do (docs/rules/twenty-one-standard.md, "Money").
 */
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../machines';
import { PICK_D20S } from '../../machines/twenty-one-kit/rules';
import { PUBLIC_VIEWER } from '../../src/sync/publicTable';
import {
  gm,
  host,
  ok,
  player,
  purseOf,
  seatView,
  threeAtBetting,
  type TwentyOneTable,
} from '../support/tables';

const feesOf = (table: TwentyOneTable, seat: string, viewer: string = seat) =>
  seatView(table, seat, viewer).fees;
const gmFeesOf = (table: TwentyOneTable, seat: string) =>
  table.view({ role: 'gm' }).seats.find((s) => s.id === seat)!.fees;

/** Every seat holds and the GM ends the staredown: the fees are collected at the payout. */
function payout(table: TwentyOneTable): Record<string, number> {
  for (const seat of ['brom', 'ana', 'cyra'])
    if (table.view({ role: 'gm' }).seats.find((s) => s.id === seat)!.status === 'in')
      ok(table.send(player(seat), { type: 'HOLD' }));
  ok(table.send(gm, { type: 'END_STAREDOWN' }));
  return table.view({ role: 'gm' }).result!.feesPaid;
}

/** Brom (3, hole 4) bumps Ana's shown 6 at 10 s and fails (5 vs 12): Ana owes him a retaliation. */
function failedBump(): TwentyOneTable {
  const table = threeAtBetting({ staredownSeconds: 30 });
  table.scriptDice({ d20: [5, 12], d10: [1] });
  ok(table.send(player('brom'), { type: 'BUMP', target: 'ana', die: 0 }, { at: 10_000 }));
  return table;
}

describe('"Any natural 1 (standard mode) adds 1gp to your cleaning fees", whoever caused the re-roll', () => {
  it('a Bump that re-rolls the target\u2019s die to a natural 1 adds 1 gp to the target\u2019s fees', () => {
    const table = threeAtBetting();
    table.scriptDice({ d20: [15, 2], d10: [1] }); // 15 vs 2: Ana's shown 6 tumbles to 1
    ok(table.send(player('brom'), { type: 'BUMP', target: 'ana', die: 0 }));
    expect(seatView(table, 'ana', 'cyra').dice[0]!.face).toBe(1);
    expect(feesOf(table, 'ana')).toBe(1);
    expect(gmFeesOf(table, 'ana')).toBe(1);
    const purse = purseOf(table, 'ana');
    expect(payout(table)).toMatchObject({ ana: 1 });
    // Ana (1 + 5) loses to Cyra (8 + 2): her purse pays the fee into the pot Cyra takes.
    expect(purseOf(table, 'ana')).toBe(purse - 1);
  });

  it('a bumped hole die that comes up 1 is a fee only its owner and the GM see before the payout', () => {
    const table = threeAtBetting();
    table.scriptDice({ d20: [15, 2], d10: [1] }); // Ana's hole 5 → 1
    ok(table.send(player('brom'), { type: 'BUMP', target: 'ana', die: 1 }));
    expect(feesOf(table, 'ana')).toBe(1);
    expect(feesOf(table, 'ana', 'brom')).toBeNull();
    expect(feesOf(table, 'ana', 'cyra')).toBeNull();
  });

  it('the bumper and the bystanders cannot tell a bumped hole die’s 1 (a fee) from a 2', () => {
    const [one, two] = [1, 2].map((face) => {
      const table = threeAtBetting();
      table.scriptDice({ d20: [15, 2], d10: [face] });
      ok(table.send(player('brom'), { type: 'BUMP', target: 'ana', die: 1 }));
      return table;
    }) as [TwentyOneTable, TwentyOneTable];
    for (const viewer of [player('brom'), player('cyra'), player('zed'), PUBLIC_VIEWER] as Viewer[])
      expect(JSON.stringify(one.view(viewer)), JSON.stringify(viewer)).toBe(
        JSON.stringify(two.view(viewer)),
      );
    expect(feesOf(one, 'ana')).not.toBe(feesOf(two, 'ana'));
  });

  it('a bumped blind die that comes up 1 is a fee its owner learns at the reveal, with the die', () => {
    const table = threeAtBetting();
    table.scriptDice({ d20: [5, 9], d10: [5], d8: [5], d6: [5], d4: [2] }); // Foresight fails: Brom's next roll is blind
    ok(table.send(player('brom'), { type: 'FORESIGHT' }));
    table.scriptDice({ d6: [4] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd6' })); // blind: no decision to make, Ana's turn
    table.scriptDice({ d20: [15, 2], d6: [1] }); // Ana bumps Brom's blind d6: 4 → 1
    ok(table.send(player('ana'), { type: 'BUMP', target: 'brom', die: 2 }));
    expect(gmFeesOf(table, 'brom')).toBe(1);
    expect(feesOf(table, 'brom')).toBe(0);
    for (const seat of ['ana', 'cyra', 'brom']) ok(table.send(player(seat), { type: 'HOLD' }));
    expect(table.view({ role: 'gm' }).phase).toBe('staredown');
    expect(feesOf(table, 'brom')).toBe(1);
  });

  it('a retaliation that re-rolls the bumper\u2019s die to a natural 1 adds 1 gp to the bumper\u2019s fees', () => {
    const table = failedBump();
    table.scriptDice({ d10: [1] });
    ok(table.send(player('ana'), { type: 'RETALIATE', die: 0 })); // Brom's shown 3 → 1
    expect(seatView(table, 'brom', 'cyra').dice[0]!.face).toBe(1);
    expect(feesOf(table, 'brom')).toBe(1);
    expect(payout(table)).toMatchObject({ brom: 1 });
  });

  it('the host\u2019s retaliation at the deadline charges it too', () => {
    const table = failedBump();
    // The d20s pick die 1 of two (the shown d10), then it shows 1.
    table.scriptDice({ d20: [...Array.from({ length: PICK_D20S - 1 }, () => 7), 1], d10: [1] });
    ok(table.send(host, { type: 'RETALIATION_TIMEOUT' }, { at: 40_000 }));
    expect(seatView(table, 'brom', 'cyra').dice[0]!.face).toBe(1);
    expect(feesOf(table, 'brom')).toBe(1);
  });
});
