/**
 * A cheat is the one move of Standard mode nobody else sees, so nothing public may follow from it: not a refund, a
 * line of the log, a bust told with no roll, what a die counts or a fee. Each test plays twin tables, one with a cheat
 * and one where the table saw the same thing honestly, and reads them as every seat but the cheater (and the GM) does.
 */
import { describe, expect, it } from 'vitest';
import {
  gm,
  keep,
  ok,
  player,
  purseOf,
  roll,
  seatView,
  type TwentyOneTable,
} from '../support/tables';
import { bromsHoleAt, bystanders, differentFor, sameFor, seer, twins, type Twins } from './twins';

/** Everyone but Brom and the GM. */
const others = [...bystanders, seer('ana')];

/** Brom cheats die `die` of his hand by `delta`; his Sleight of Hand (0) meets the Heat DC of 10 with a 15, not with a 5. */
function cheat(table: TwentyOneTable, die: number, delta: number, check = 15) {
  table.scriptDice({ d20: [check] });
  ok(table.send(player('brom'), { type: 'CHEAT', die, delta }));
}

/** Brom buys a die showing `face` and keeps it. */
const rolled = (table: TwentyOneTable, die: 'd20' | 'd6', face: number) => {
  table.scriptDice({ [die]: [face] });
  ok(table.send(player('brom'), { type: 'ROLL', die }));
};

/** Everyone still in holds, in the betting order from the seat to act: the reveal, then the staredown. */
function allHold(table: TwentyOneTable) {
  for (let turn = table.view({ role: 'gm' }).turn; turn; turn = table.view({ role: 'gm' }).turn)
    ok(table.send(player(turn), { type: 'HOLD' }));
}

const payout = (table: TwentyOneTable) => ok(table.send(gm, { type: 'END_STAREDOWN' }));

/** Holds everyone, then checks the twins look the same to the others at the reveal and at the payout. */
function sameToTheEnd(pair: Twins) {
  pair.forEach(allHold);
  expect(pair[0].view({ role: 'gm' }).phase).toBe('staredown');
  sameFor(others, pair);
  pair.forEach(payout);
  sameFor(others, pair);
}

describe('the early fold', () => {
  // Rules: "Early fold (no actions taken yet) refunds 50% of ante. After any action (roll or skill), no refund."
  // Our reading (docs/rules/twenty-one-standard.md): an action is one the table saw; a cheat nobody saw is not one.

  it('"Early fold (no actions taken yet) refunds 50% of ante": a cheat on one\u2019s own turn is no action the table saw, and the fold after it refunds the same', () => {
    const pair = twins((t, twin) => {
      if (twin === 0) cheat(t, 1, 1); // Brom's hole die, 4 to 5
      ok(t.send(player('brom'), { type: 'FOLD' }));
    });
    sameFor(others, pair);
    for (const t of pair) expect(purseOf(t, 'brom')).toBe(100 - 4 + 2);
    expect(pair[0].view(seer('ana')).log.at(-1)!.text).toBe(
      'Brom folds before acting and takes back 2 gp.',
    );
  });

  it('a cheat that fails changes nothing either', () => {
    const pair = twins((t, twin) => {
      if (twin === 0) cheat(t, 0, -2, 5); // the shown 3: the hand slips
      ok(t.send(player('brom'), { type: 'FOLD' }));
    });
    sameFor(others, pair);
  });

  it('"After any action (roll or skill), no refund": a skill everyone saw spends it, cheat or not', () => {
    const pair = twins((t, twin) => {
      if (twin === 0) cheat(t, 1, 1);
      t.scriptDice({ d20: [15, 9], d10: [5], d8: [5], d6: [5], d4: [2] }); // Foresight: WIS 15 vs DC 12
      ok(t.send(player('brom'), { type: 'FORESIGHT' }));
      ok(t.send(player('brom'), { type: 'FOLD' }));
    });
    sameFor(others, pair);
    for (const t of pair) expect(purseOf(t, 'brom')).toBe(100 - 4);
  });
});

describe('a cheat on one\u2019s own turn that takes the hand over 21', () => {
  // "If your total exceeds 21, you bust": bust for good, but told at the reveal, as a blind die's bust is, since a
  // bust with no roll, bump or drink before it would tell the table of the cheat.
  const over = (check: number) => (t: TwentyOneTable) => {
    roll(t, 'brom', 'd10', 10); // 3 + 4 + 10 = 17
    allHoldBut(t, 'brom');
    roll(t, 'brom', 'd4', 2); // 19, and the turn comes back to Brom, the last seat in
    cheat(t, 1, 3, check); // the hole die, 4 to 7: 22; or the hand slips and stays at 19
  };
  const allHoldBut = (t: TwentyOneTable, seat: string) => {
    for (let turn = t.view({ role: 'gm' }).turn; turn !== seat; turn = t.view({ role: 'gm' }).turn)
      ok(t.send(player(turn!), { type: 'HOLD' }));
  };

  it('looks to the others like a cheat that failed, until the reveal', () => {
    const pair = twins((t, twin) => over(twin === 0 ? 15 : 5)(t));
    sameFor(others, pair);
    expect(seatView(pair[0], 'brom', 'ana').status).toBe('in');
  });

  it('is bust for good: its owner and the GM are told now, and the table at the reveal', () => {
    const [table] = twins((t) => over(15)(t));
    expect(table.view(seer('brom')).log.at(-1)!.text).toMatch(
      /your d10 now shows 7; your total is 22: you are bust for good, and the table learns it at the reveal\.$/,
    );
    ok(table.send(player('brom'), { type: 'HOLD' }));
    expect(seatView(table, 'brom', 'ana').status).toBe('busted');
    expect(table.view(seer('ana')).log.at(-1)!.text).toContain('Brom 7 (total 22: bust)');
  });
});

describe('what a cheated die counts', () => {
  it('a d20 cheated to 20 in the roll decision is the natural 20 the table sees: exactly 21', () => {
    // "d20 natural 20 sets your roll to exactly hit 21": the table sees a d20 showing 20, so it counts as one.
    const pair = twins((t, twin) => {
      rolled(t, 'd20', twin === 0 ? 18 : 20);
      if (twin === 0) cheat(t, 2, 2);
      else keep(t, 'brom');
    });
    sameFor(others, pair);
    expect(seatView(pair[0], 'brom')).toMatchObject({ status: 'in', total: 21 });
    sameToTheEnd(pair);
    expect(pair[0].view(seer('ana')).result!.winner).toBe('brom');
  });

  it('"Natural 1 adds a 1gp cleaning fee": a natural 1 cheated away in the decision takes its fee with it', () => {
    const pair = twins((t, twin) => {
      rolled(t, 'd6', twin === 0 ? 1 : 3);
      if (twin === 0) cheat(t, 2, 2);
      else keep(t, 'brom');
    });
    sameFor(others, pair);
    sameToTheEnd(pair);
    expect(pair[0].view(seer('ana')).result!.feesPaid).toEqual({});
  });

  it('a die cheated onto a 1 in the decision is the natural 1 the table sees, fee and all', () => {
    const pair = twins((t, twin) => {
      rolled(t, 'd6', twin === 0 ? 3 : 1);
      if (twin === 0) cheat(t, 2, -2);
      else keep(t, 'brom');
    });
    sameFor(others, pair);
    sameToTheEnd(pair);
    expect(pair[0].view(seer('ana')).result!.feesPaid).toEqual({ brom: 1 });
  });

  it('a hole die rolled 1 and cheated on one\u2019s turn pays no fee: the table sees a 3 at the reveal', () => {
    const pair = ([1, 3] as const).map((hole) => {
      const table = bromsHoleAt(hole);
      if (hole === 1) cheat(table, 1, 2);
      return table;
    }) as Twins;
    sameFor(others, pair);
    sameToTheEnd(pair);
    expect(pair[0].view(seer('ana')).result!.feesPaid).toEqual({});
  });

  /** Brom rolls a 2; Ana bumps his hole die (4) onto `face` (her STR 15 beats his 5); Ana and Cyra hold: Brom's turn. */
  const bumpedHole = (t: TwentyOneTable, face: number) => {
    roll(t, 'brom', 'd10', 2);
    t.scriptDice({ d20: [15, 5], d10: [face] });
    ok(t.send(player('ana'), { type: 'BUMP', target: 'brom', die: 1 }));
    ok(t.send(player('ana'), { type: 'HOLD' }));
    ok(t.send(player('cyra'), { type: 'HOLD' }));
  };

  // "Any natural 1 (standard mode) adds 1gp to your cleaning fees", a bumped die's included; a bumped hole die keeps
  // its visibility, so the table sees its face only at the reveal and its fee only at the payout.
  it('a bumped hole die cheated onto a 1 pays the fee of one bumped onto a 1', () => {
    const pair = twins((t, twin) => {
      bumpedHole(t, twin === 0 ? 3 : 1);
      if (twin === 0) cheat(t, 1, -2);
    });
    sameFor(others, pair);
    sameToTheEnd(pair);
    expect(pair[0].view(seer('ana')).result!.feesPaid).toEqual({ brom: 1 });
    differentFor([seer('brom')], pair);
  });

  it('a bumped hole die that came up 1 and is cheated to 2 pays what one bumped onto a 2 pays: nothing', () => {
    const pair = twins((t, twin) => {
      bumpedHole(t, twin === 0 ? 1 : 2);
      if (twin === 0) cheat(t, 1, 1);
    });
    sameFor(others, pair);
    sameToTheEnd(pair);
    expect(pair[0].view(seer('ana')).result!.feesPaid).toEqual({});
  });

  it('a hole die rolled 1, cheated to 3 and then bumped onto a 1 pays one fee, as a hole die rolled 3 would', () => {
    // The 1 the cheat moved away was never the face the table could see; the bump's 1 is.
    const pair = ([1, 3] as const).map((hole) => {
      const table = bromsHoleAt(hole);
      if (hole === 1) cheat(table, 1, 2);
      ok(table.send(player('brom'), { type: 'HOLD' }));
      return table;
    }) as Twins;
    for (const t of pair) {
      t.scriptDice({ d20: [15, 5], d10: [1] });
      ok(t.send(player('ana'), { type: 'BUMP', target: 'brom', die: 1 }));
    }
    sameFor(others, pair);
    sameToTheEnd(pair);
    expect(pair[0].view(seer('ana')).result!.feesPaid).toEqual({ brom: 1 });
  });
});
