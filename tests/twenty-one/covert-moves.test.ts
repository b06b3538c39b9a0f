/**
 * A cheat is the one move of Standard mode nobody else sees, so nothing public may follow from it: not a line of the
 * log, a bust told with no roll, what a die counts or a fee (the move it rides with: turn-cheat.test.ts). Each test plays twin tables, one with a cheat
 * and one where the table saw the same thing honestly, and reads them as every seat but the cheater (and the GM) does.
 */
import { said } from '../support/words';
import { describe, expect, it } from 'vitest';
import {
  cheatWith,
  gm,
  keep,
  ok,
  player,
  roll,
  seatView,
  type TwentyOneTable,
} from '../support/tables';
import { bromsHoleAt, bystanders, differentFor, sameFor, seer, twins, type Twins } from './twins';

/** Everyone but Brom and the GM. */
const others = [...bystanders, seer('ana')];

/** Brom cheats die `die` of his roll's decision by `delta`; his Sleight of Hand (0) meets the Heat DC of 10 with a 15. */
function cheat(table: TwentyOneTable, die: number, delta: number) {
  table.scriptDice({ d20: [15] });
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

describe('a cheat on one\u2019s own turn that takes the hand over 21', () => {
  // "If your total exceeds 21, you bust": bust for good, but told at the reveal, as a blind die's bust is, since a
  // bust with no roll, bump or drink before it would tell the table of the cheat.
  /** Brom climbs to 19 (3 + hole 4 + 10 + 2) while Ana and Cyra roll 2s; then he holds, his hole die 4 → 7 with it. */
  const over = (t: TwentyOneTable, twin: 0 | 1) => {
    roll(t, 'brom', 'd10', 10);
    roll(t, 'ana', 'd4', 2);
    roll(t, 'cyra', 'd4', 2);
    roll(t, 'brom', 'd4', 2);
    roll(t, 'ana', 'd4', 2);
    roll(t, 'cyra', 'd4', 2);
    if (twin === 0) ok(cheatWith(t, 'brom', { die: 1, delta: 3 }, 15));
    else ok(t.send(player('brom'), { type: 'HOLD' }));
  };

  it('looks to the others like the hold alone, until the reveal', () => {
    const pair = twins(over);
    sameFor(others, pair);
    expect(seatView(pair[0], 'brom', 'ana').status).toBe('held');
  });

  it('is bust for good: its owner and the GM are told now, and the table at the reveal', () => {
    const [table] = twins(over);
    expect(said(table.view(seer('brom'))).log.at(-2)!.text).toMatch(
      /your d10 now shows 7; your total is 22: you are bust for good, and the table learns it at the reveal\.$/,
    );
    allHold(table);
    expect(seatView(table, 'brom', 'ana').status).toBe('busted');
    expect(said(table.view(seer('ana'))).log.map((l) => l.text)).toContainEqual(
      expect.stringContaining('Brom 7 (total 22: bust)'),
    );
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
      if (hole === 1) ok(cheatWith(table, 'brom', { die: 1, delta: 2 }, 15));
      else ok(table.send(player('brom'), { type: 'HOLD' }));
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
      if (twin === 0) ok(cheatWith(t, 'brom', { die: 1, delta: -2 }, 15));
      else ok(t.send(player('brom'), { type: 'HOLD' }));
    });
    sameFor(others, pair);
    sameToTheEnd(pair);
    expect(pair[0].view(seer('ana')).result!.feesPaid).toEqual({ brom: 1 });
    differentFor([seer('brom')], pair);
  });

  it('a bumped hole die that came up 1 and is cheated to 2 pays what one bumped onto a 2 pays: nothing', () => {
    const pair = twins((t, twin) => {
      bumpedHole(t, twin === 0 ? 1 : 2);
      if (twin === 0) ok(cheatWith(t, 'brom', { die: 1, delta: 1 }, 15));
      else ok(t.send(player('brom'), { type: 'HOLD' }));
    });
    sameFor(others, pair);
    sameToTheEnd(pair);
    expect(pair[0].view(seer('ana')).result!.feesPaid).toEqual({});
  });

  it('a hole die rolled 1, cheated to 3 and then bumped onto a 1 pays one fee, as a hole die rolled 3 would', () => {
    // The 1 the cheat moved away was never the face the table could see; the bump's 1 is.
    const pair = ([1, 3] as const).map((hole) => {
      const table = bromsHoleAt(hole);
      if (hole === 1) ok(cheatWith(table, 'brom', { die: 1, delta: 2 }, 15));
      else ok(table.send(player('brom'), { type: 'HOLD' }));
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
