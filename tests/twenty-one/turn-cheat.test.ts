/**
 * "On your turn, choose one main action and you may use one skill": a cheat on your own turn rides with the roll or
 * the hold it goes before, as one move (docs/rules/twenty-one-skills.md, "Cheat"). Alone it would be a move of its own
 * that changed nothing public, and Owlbear names every sender: the table would hear that Brom did something it cannot
 * see. So the others must read a roll or a hold that carries a cheat exactly as the move alone.
 */
import { describe, expect, it } from 'vitest';
import { PUBLIC_VIEWER } from '../../src/sync/publicTable';
import {
  cheatWith,
  ok,
  player,
  potOf,
  purseOf,
  refused,
  seatView,
  threeAtBetting,
  type TwentyOneTable,
} from '../support/tables';
import { d20, logText, secretsOf } from './helpers';
import { bystanders, sameFor, seer, twins } from './twins';

/** Everyone but Brom and the GM. */
const others = [...bystanders, seer('ana')];

const offers = (table: TwentyOneTable, seat = 'brom') =>
  table.view({ role: 'player', id: seat }).actions;

describe('a cheat on one\u2019s own turn rides with the main action', () => {
  it('a roll that carries a cheat of the hole die reads to everyone else as the roll alone, the public table included', () => {
    const pair = twins((t, twin) => {
      if (twin === 0) ok(cheatWith(t, 'brom', { die: 1, delta: 2 }, 15, { roll: 'd8', face: 5 }));
      else {
        t.scriptDice({ d8: [5] });
        ok(t.send(player('brom'), { type: 'ROLL', die: 'd8' }));
        ok(t.send(player('brom'), { type: 'KEEP_ROLL' }));
      }
    });
    expect(others).toContain(PUBLIC_VIEWER);
    sameFor(others, pair);
    expect(seatView(pair[0], 'brom').dice.map((d) => d.face)).toEqual([3, 6, 5]);
    expect(seatView(pair[1], 'brom').dice.map((d) => d.face)).toEqual([3, 4, 5]);
  });

  it('a hold that carries one reads as the hold alone', () => {
    const pair = twins((t, twin) => {
      if (twin === 0) ok(cheatWith(t, 'brom', { die: 1, delta: 3 }, 15));
      else ok(t.send(player('brom'), { type: 'HOLD' }));
    });
    sameFor(others, pair);
    expect(seatView(pair[0], 'brom')).toMatchObject({ status: 'held', total: 10 });
  });

  it('the cheat comes first, the move after, as if sent one after the other: its d20, then the roll\u2019s', () => {
    const table = threeAtBetting();
    table.scriptDice({ d20: [15, 18] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd20', cheat: { die: 1, delta: 1 } }));
    ok(table.send(player('brom'), { type: 'KEEP_ROLL' }));
    expect(seatView(table, 'brom').dice.map((d) => d.face)).toEqual([3, 5, 18]);
    const lines = logText(table, 'brom');
    expect(lines.indexOf('You cheat')).toBeLessThan(lines.indexOf("Brom's d20 shows 18"));
    expect(secretsOf(table, 'brom').heatDC).toBe(12);
  });

  it('on the tab, the cheat\u2019s d20 comes before the CON save\u2019s and the die', () => {
    const table = threeAtBetting({ liquidMode: true });
    table.scriptDice({ d20: [15, 14], d6: [2] }); // the cheat goes through; CON 14 vs DC 12 holds the drink
    ok(
      table.send(player('brom'), {
        type: 'ROLL',
        die: 'd6',
        drink: true,
        cheat: { die: 1, delta: -1 },
      }),
    );
    ok(table.send(player('brom'), { type: 'KEEP_ROLL' }));
    expect(seatView(table, 'brom')).toMatchObject({ sloppy: false, drinks: 1 });
    expect(seatView(table, 'brom').dice.map((d) => d.face)).toEqual([3, 3, 2]);
  });

  it('"Nat 1: Caught, pay 1× ante, and you are disqualified": the move it rode with lapses, and no more gold moves', () => {
    const table = threeAtBetting({ ante: 4 });
    const pot = potOf(table);
    ok(cheatWith(table, 'brom', { die: 1, delta: 1 }, 1, { roll: 'd8', face: 5 }));
    expect(seatView(table, 'brom', 'ana')).toMatchObject({ status: 'caught' });
    expect(seatView(table, 'brom').dice).toHaveLength(2);
    expect([purseOf(table, 'brom'), potOf(table)]).toEqual([100 - 4 - 4, pot + 4]);
    expect(table.view({ role: 'gm' }).turn).toBe('ana');
  });

  it('a move refused is refused whole: a cheat of a die the seat lacks, or a roll it cannot pay for, moves nothing', () => {
    const table = threeAtBetting();
    refused(
      table,
      player('brom'),
      { type: 'HOLD', cheat: { die: 5, delta: 1 } },
      /no die number 6/,
    );
    refused(
      table,
      player('brom'),
      { type: 'ROLL', die: 'd8', cheat: { die: 1, delta: 4 } },
      /1, 2 or 3 either way/,
    );
    refused(table, player('ana'), { type: 'HOLD', cheat: { die: 1, delta: 1 } }, /not your turn/);
  });
});

describe('the offers: the turn\u2019s cheats once per move, as data', () => {
  it('each roll and the hold name the dice a cheat may move with them, and the fold names none', () => {
    const mine = offers(threeAtBetting());
    for (const a of mine.filter((a) => a.intent.type === 'ROLL' || a.intent.type === 'HOLD'))
      expect(a.cheat, JSON.stringify(a.intent)).toEqual({
        dice: [0, 1],
        deltas: [-3, -2, -1, 1, 2, 3],
      });
    expect(mine.find((a) => a.intent.type === 'FOLD')!.cheat).toBeUndefined();
    // No move per die and delta: the view offers no cheat of its own on one's turn.
    expect(mine.filter((a) => a.intent.type === 'CHEAT')).toEqual([]);
  });

  it('a seat that cannot risk the ante of a natural 1 is offered no cheat, and told why', () => {
    const table = threeAtBetting({ ante: 4 });
    ok(table.send(player('brom'), { type: 'FOLD' }));
    const ana = table.view({ role: 'player', id: 'ana' });
    expect(ana.actions.find((a) => a.intent.type === 'HOLD')!.cheat!.dice).toEqual([0, 1]);
    const poor = threeAtBetting({ ante: 60 }); // 40 gp left after the ante: a natural 1 would cost 60
    expect(offers(poor).find((a) => a.intent.type === 'HOLD')!.cheat).toBeUndefined();
    expect(
      poor.view({ role: 'player', id: 'brom' }).unavailable!.find((u) => u.intent.type === 'CHEAT')!
        .reason,
    ).toMatchObject({ why: 'cannotRisk' });
  });

  it('a cheat alone on one\u2019s turn is refused with how to make it, and changes nothing', () => {
    const table = threeAtBetting();
    d20(table, 15);
    refused(
      table,
      player('brom'),
      { type: 'CHEAT', die: 1, delta: 1 },
      /On your turn a cheat goes with your roll or your hold/,
    );
  });
});

describe('"Early fold (no actions taken yet) refunds 50% of ante": no cheat comes before a fold', () => {
  // A fold carries no cheat (a hand out of the round gains nothing from one) and a cheat alone is refused, so every
  // fold that refunds comes before any cheat: nothing secret can change a refund the table sees.
  it('a fold that carries a cheat is malformed and changes nothing; the fold alone refunds half the ante', () => {
    const table = threeAtBetting({ ante: 4 });
    refused(table, player('brom'), { type: 'FOLD', cheat: { die: 1, delta: 1 } });
    ok(table.send(player('brom'), { type: 'FOLD' }));
    expect(purseOf(table, 'brom')).toBe(100 - 4 + 2);
  });

  it('a turn\u2019s cheat sent every way a client can, then a fold, is the fold alone to everyone else: refund, purses, public table', () => {
    // Once, a cheat alone marked the hand as having acted: "Brom folds." with purses 96, 96, 96 told the table of it,
    // against "Brom folds before acting and takes back 2 gp." with 96, 98, 96.
    const pair = twins(
      (t, twin) => {
        if (twin === 0) {
          t.scriptDice({ d20: [15] });
          t.send(player('brom'), { type: 'CHEAT', die: 1, delta: 1 });
          t.send(player('brom'), { type: 'FOLD', cheat: { die: 1, delta: 1 } });
        }
        ok(t.send(player('brom'), { type: 'FOLD' }));
      },
      { ante: 4 },
    );
    sameFor(others, pair);
    expect(pair.map((t) => ['ana', 'brom', 'cyra'].map((seat) => purseOf(t, seat)))).toEqual([
      [96, 98, 96],
      [96, 98, 96],
    ]);
    expect(secretsOf(pair[0], 'brom').heatDC).toBe(secretsOf(pair[1], 'brom').heatDC);
  });
});
