/**
 * Classic's economy and turns (tavern-twenty-one-vtt-edition.md, sections 1–2):
 * the prices of the dice, the free d20 and its natural 20, the four moves of a
 * turn, and the cleaning fee only on a bust with a natural 1.
 */
import { said } from '../support/words';
import { describe, expect, it } from 'vitest';
import { gm, ok, player, refused } from '../support/tables';
import { classic, gmView, hit, opened, purseOf, scriptFaces, seat, seenBy } from './helpers';

const atBetting = (ante = 5) =>
  opened(classic(['ana', 'brom'], { options: { ante } }), [
    ['d10', 2, 'd10', 3],
    ['d10', 9, 'd10', 9],
  ]);

describe('"Dice costs are multipliers of the Base Ante": d20 FREE, d10 ½ Ante, d6 / d8 1x Ante, d4 2x Ante', () => {
  for (const [die, ante, cost] of [
    ['d20', 5, 0],
    ['d10', 6, 3],
    ['d10', 5, 3],
    ['d8', 5, 5],
    ['d6', 5, 5],
    ['d4', 5, 10],
    ['d4', 3, 6],
  ] as const) {
    it(`a ${die} at an ante of ${ante} gp costs ${cost} gp${die === 'd10' && ante % 2 ? ' (half an odd ante rounds up, as in Standard mode)' : ''}`, () => {
      const table = atBetting(ante);
      const before = purseOf(table, 'ana');
      const offered = seenBy(table, 'ana').actions.find(
        (a) => a.intent.type === 'ROLL' && a.intent.die === die,
      )!;
      expect(offered.cost).toBe(cost);
      hit(table, 'ana', die, 1);
      expect(purseOf(table, 'ana')).toBe(before - cost);
    });
  }

  it('"d20: FREE. Special Rule: A Natural 20 is an Instant 21": the hand stands at exactly 21', () => {
    const table = atBetting();
    hit(table, 'ana', 'd20', 20);
    expect(seat(table, 'ana', 'ana').total).toBe(21);
    expect(seat(table, 'ana').status).toBe('in');
  });

  it('a player without the price of a die is refused it, but may always roll the free d20', () => {
    const table = opened(classic(['ana', 'brom'], { purse: 5 }), [
      ['d10', 2, 'd10', 3],
      ['d10', 9, 'd10', 9],
    ]);
    refused(table, player('ana'), { type: 'ROLL', die: 'd8' }, /costs 5 gp and you have 0 gp/);
    hit(table, 'ana', 'd20', 4);
  });
});

describe('"On your turn, choose one: HIT, HOLD, GOAD, BUMP"', () => {
  it('those are the moves of a turn, and a hit passes the turn on', () => {
    const table = atBetting();
    const types = new Set(seenBy(table, 'ana').actions.map((a) => a.intent.type));
    expect([...types].sort()).toEqual(['BUMP', 'GOAD', 'HOLD', 'ROLL']);
    hit(table, 'ana', 'd6', 2);
    expect(gmView(table).turn).toBe('brom');
  });

  for (const [intent, reason] of [
    [{ type: 'FOLD' }, /no folding/],
    [{ type: 'CUT_REROLL' }, /no Cut/],
    [{ type: 'FORESIGHT' }, /no foresight/],
    [{ type: 'PROFILE', target: 'brom' }, /investigate in the staredown/],
    [{ type: 'SIDE_BET', on: 'ana', amount: 5 }, /no side bets/],
  ] as const) {
    it(`Standard mode's ${intent.type} is not a Classic move, and is refused with the reason`, () => {
      refused(atBetting(), player('ana'), intent, reason);
    });
  }

  it('no tab in Classic: a roll paid with drinks is refused', () => {
    refused(atBetting(), player('ana'), { type: 'ROLL', die: 'd6', drink: true }, /no tab/);
  });
});

describe('"Spilled Drink: If you Bust on a Natural 1 (on any die), you knock over your ale. Pay a 1gp Cleaning Fee to the House."', () => {
  it('a hit that busts on a natural 1 pays 1 gp to the House, at once', () => {
    const table = opened(classic(), [
      ['d10', 10, 'd10', 10],
      ['d10', 2, 'd10', 2],
    ]);
    ok(table.send(player('brom'), { type: 'HOLD' }));
    hit(table, 'ana', 'd10', 1);
    hit(table, 'ana', 'd4', 1);
    expect(seat(table, 'ana').status).toBe('busted');
    // Ante 5, d10 3, d4 10, the fee 1.
    expect(purseOf(table, 'ana')).toBe(100 - 5 - 3 - 10 - 1);
    expect(
      said(gmView(table)).log.some((l) =>
        /knocks over their ale and pays 1 gp to the House/.test(l.text),
      ),
    ).toBe(true);
  });

  it('a natural 1 that does not bust costs nothing: Standard mode\u2019s fee for every natural 1 is not Classic\u2019s', () => {
    const table = atBetting();
    hit(table, 'ana', 'd6', 1);
    expect(purseOf(table, 'ana')).toBe(100 - 5 - 5);
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    expect(gmView(table).result!.feesPaid).toEqual({});
  });

  it('a bust on any other face costs nothing but the round', () => {
    const table = opened(classic(), [
      ['d10', 10, 'd10', 10],
      ['d10', 2, 'd10', 2],
    ]);
    const house = gmView(table).house;
    scriptFaces(table, ['d8', 5]);
    ok(table.send(player('brom'), { type: 'HOLD' }));
    hit(table, 'ana', 'd8', 5);
    expect(seat(table, 'ana').status).toBe('busted');
    expect(gmView(table).house).toBe(house);
  });
});
