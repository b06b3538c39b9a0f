/**
 * What a bystander can learn by watching: the die under its roller's
 * decision, the numbers of a contest (which tell the seats' stats), and a
 * seat's cleaning fees. Each attack plays two tables that differ in one
 * secret and reads them as a bystander would: their views and the public
 * table's bytes must be the same.
 */
import { said } from '../support/words';
import { describe, expect, it } from 'vitest';
import { gm, keep, ok, player, type TwentyOneTable } from '../support/tables';
import { bromsHoleAt, bystanders, differentFor, sameFor, seer, twins, type Twins } from './twins';

describe('the die under a roll decision', () => {
  // Rules (twenty-one-skills.md): until the keep/cheat decision ends, only the roller and the GM see that die's face.
  const rolled = (face: number) => (table: TwentyOneTable) => {
    table.scriptDice({ d6: [face] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd6' }));
  };

  it('is shown to the others as a d6 just rolled, with no face, count or total, until the roller decides', () => {
    const pair = twins((t, twin) => rolled(twin ? 5 : 3)(t));
    sameFor([...bystanders, seer('ana')], pair);
    differentFor([seer('brom'), { role: 'gm' }], pair);
    const seen = pair[0].view(seer('ana')).seats.find((s) => s.id === 'brom')!;
    expect(seen.dice[2]).toEqual({
      die: 'd6',
      face: null,
      counts: null,
      hole: false,
      blind: false,
    });
    expect([seen.total, seen.showing]).toEqual([null, 3]);
    expect(pair[0].view(seer('ana')).deciding).toBe('brom');
  });

  it('an accusation of that die during the decision names it without its face', () => {
    const pair = twins((t, twin) => {
      rolled(twin ? 5 : 3)(t);
      ok(t.send(player('cyra'), { type: 'ACCUSE', target: 'brom', die: 2 }));
    });
    sameFor([...bystanders, seer('ana')], pair);
    expect(said(pair[0].view(seer('ana'))).log.at(-1)!.text).toMatch(
      /accuses Brom of cheating their d6 just rolled, and is wrong/,
    );
  });

  it('a rolled 3 cheated to 4 and a rolled 4 kept look the same to the others, during the decision and after', () => {
    // "Only the cheater and the GM see the cheat": the settled face is all the others learn.
    const pair = twins((t, twin) => rolled(twin ? 4 : 3)(t));
    sameFor([...bystanders, seer('ana')], pair);
    pair[0].scriptDice({ d20: [15] }); // Sleight of Hand 15 vs Heat DC 10: the die moves
    ok(pair[0].send(player('brom'), { type: 'CHEAT', die: 2, delta: 1 }));
    keep(pair[1], 'brom');
    sameFor([...bystanders, seer('ana')], pair);
    differentFor([seer('brom'), { role: 'gm' }], pair);
    expect(pair[0].view(seer('ana')).seats.find((s) => s.id === 'brom')!.dice[2]!.face).toBe(4);
  });
});

describe('the numbers of a contest are for the seats in it and the GM', () => {
  // Rules: public lines say the outcome; the numbers go to the two seats involved and the GM.
  // Each pair of tables differs in Brom's modifier and his d20 by the same amount: the same totals, another stat.
  it('a Goad: the others read who goaded whom and what came of it, not Intimidation or Insight', () => {
    const pair = twins(
      (t, twin) => {
        t.scriptDice({ d20: [twin ? 11 : 9, 10] });
        ok(t.send(player('brom'), { type: 'GOAD', target: 'ana', skill: 'intimidation' }));
      },
      {},
      (twin) => ({ brom: { intimidation: twin ? 5 : 7 }, ana: { insight: 3 } }),
    );
    sameFor(bystanders, pair);
    differentFor([seer('brom'), seer('ana'), { role: 'gm' }], pair);
    expect(said(pair[0].view(seer('cyra'))).log.at(-1)!.text).toBe(
      'Brom goads Ana: Ana must roll before holding.',
    );
    expect(said(pair[0].view(seer('ana'))).log.at(-1)!.text).toBe(
      'Brom goads Ana (intimidation 9+7 = 16 vs Insight 10+3 = 13): Ana must roll before holding.',
    );
  });

  it('a Bump: the others read the bump and the tumble, not either seat’s STR', () => {
    const pair = twins(
      (t, twin) => {
        t.scriptDice({ d20: [twin ? 14 : 12, 10], d10: [3] });
        ok(t.send(player('brom'), { type: 'BUMP', target: 'ana', die: 0 }));
      },
      {},
      (twin) => ({ brom: { str: twin ? 2 : 4 } }),
    );
    sameFor(bystanders, pair);
    differentFor([seer('brom'), seer('ana'), { role: 'gm' }], pair);
    expect(said(pair[0].view(seer('cyra'))).log.at(-1)!.text).toBe(
      "Brom bumps the table at Ana's d10 (6): the die tumbles: it now shows 3.",
    );
  });

  it('a drink on the tab: the others read whether it went down, not the CON save', () => {
    const pair = twins(
      (t, twin) => {
        t.scriptDice({ d20: [twin ? 13 : 11], d4: [2] }); // a d4 costs 8 gp = 2 drinks: DC 14
        ok(t.send(player('brom'), { type: 'ROLL', die: 'd4', drink: true }));
        keep(t, 'brom');
      },
      { liquidMode: true },
      (twin) => ({ brom: { con: twin ? 1 : 3 } }),
    );
    sameFor([...bystanders, seer('ana')], pair);
    differentFor([seer('brom'), { role: 'gm' }], pair);
    expect(said(pair[0].view(seer('ana'))).log.map((l) => l.text)).toContain(
      'Brom puts 2 drinks on the tab for a d4: it goes down smooth, the d4 is free.',
    );
  });
});

describe('cleaning fees', () => {
  // Rules: a seat's fees are seen by its owner and the GM only, until the payout (not at the reveal).
  // A natural 1 a Bump re-rolled away keeps its fee ("A re-rolled die carries no cleaning fee": the new face has none):
  // Brom's hole die rolled 1 or 3, Ana bumps it to 5, and everyone holds. Only the fee tells the twins apart.
  const bumpedAway = () =>
    ([1, 3] as const).map((hole) => {
      const t = bromsHoleAt(hole);
      t.scriptDice({ d10: [2] });
      ok(t.send(player('brom'), { type: 'ROLL', die: 'd10' }));
      keep(t, 'brom');
      t.scriptDice({ d20: [15, 5], d10: [5] }); // Ana's STR 15 beats Brom's 5: his hole die re-rolls
      ok(t.send(player('ana'), { type: 'BUMP', target: 'brom', die: 1 }));
      for (const seat of ['ana', 'cyra', 'brom']) ok(t.send(player(seat), { type: 'HOLD' }));
      return t;
    }) as Twins;

  it('at the reveal, a fee with no 1 on the table is not shown to the others', () => {
    const pair = bumpedAway();
    expect(pair[0].view({ role: 'gm' }).phase).toBe('staredown');
    sameFor([...bystanders, seer('ana')], pair);
    expect(pair[0].view(seer('brom')).seats.find((s) => s.id === 'brom')!.fees).toBe(1);
    expect(pair[0].view(seer('ana')).seats.find((s) => s.id === 'brom')!.fees).toBeNull();
  });

  it('a natural 1 on a blind die is not told to its owner by their fees before the reveal', () => {
    // "blind: nobody but the GM, not even its owner, until the reveal"; a fee would say the blind face is 1.
    const pair = twins((t, twin) => {
      t.scriptDice({ d20: [5, 9], d10: [5], d8: [5], d6: [5], d4: [2] }); // Foresight: WIS 5 vs DC 12 fails, the next roll is blind
      ok(t.send(player('brom'), { type: 'FORESIGHT' }));
      t.scriptDice({ d6: [twin ? 2 : 1] });
      ok(t.send(player('brom'), { type: 'ROLL', die: 'd6' }));
    });
    sameFor([...bystanders, seer('ana'), seer('brom')], pair);
    differentFor([{ role: 'gm' }], pair);
    expect(pair[0].view(seer('brom')).seats.find((s) => s.id === 'brom')!.fees).toBe(0);
    for (const t of pair)
      for (const seat of ['ana', 'cyra', 'brom']) ok(t.send(player(seat), { type: 'HOLD' }));
    expect(pair[0].view(seer('brom')).seats.find((s) => s.id === 'brom')!.fees).toBe(1);
  });

  it('at the payout, everyone sees the fees paid', () => {
    const [a] = bumpedAway();
    ok(a.send(gm, { type: 'END_STAREDOWN' }));
    expect(a.view(seer('ana')).seats.find((s) => s.id === 'brom')!.fees).toBe(1);
    expect(a.view(seer('ana')).result!.feesPaid).toEqual({ brom: 1 });
  });
});
