/** The rules' "Special Situations": docs/rules/black-baron.md. */
import { describe, expect, it } from 'vitest';
import {
  deal,
  expectRefused,
  gm,
  gmView,
  hit,
  lines,
  move,
  must,
  nets,
  player,
  seatView,
  seated,
  stay,
} from './helpers';
import { said } from '../support/words';

describe('Black Baron', () => {
  it('"If a player ever has a starting value of 20 (rolled two 10s), then they receive 2x their bet … settled for this hand": at once, and the hand takes no turn', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 5, brom: 3 }, { ana: [10, 10], brom: [4, 4] }, [9]);
    expect(seatView(table, 'ana')).toMatchObject({
      status: 'done',
      net: 10,
      hands: [
        {
          status: 'baron',
          result: { outcome: 'baron', net: 10, line: 'Black Baron \u2014 wins 10' },
        },
      ],
    });
    expect(gmView(table).turn).toBe('brom');
    expectRefused(
      table,
      player('ana'),
      { type: 'HIT' },
      'Your hands are played: the dealer settles them once everyone has acted.',
    );
    hit(table, 'brom', 10);
    stay(table, 'brom', 10);
    // The dealer's 19 beats Brom's 18 and does not touch the Black Baron.
    expect(nets(table)).toEqual({ ana: 10, brom: -3 });
    expect(seatView(table, 'ana').purse).toBe(110);
  });
});

describe('Black Plague', () => {
  it('"If this rolled value is also a 10, the dice is revealed and all players bets are forfeit and play starts again"', () => {
    const table = seated(['ana', 'brom', 'cat']);
    deal(table, { ana: 4, brom: 6, cat: 2 }, { ana: [9, 2], brom: [3, 3], cat: [7, 7] }, [10, 10]);
    const view = table.view({ role: 'player', id: 'ana' });
    expect(view).toMatchObject({ phase: 'roundOver', plague: true, turn: null, house: 12, pot: 0 });
    expect(view.dealer!.dice).toEqual([
      { face: 10, hidden: false },
      { face: 10, hidden: false },
    ]);
    expect(said(view).log.at(-4)!.text).toBe(
      'The face-down die is a 10 too: the Black Plague! Every bet still on the table is forfeit, and play starts again.',
    );
    expect(lines(table)).toEqual({
      ana: ['Black Plague \u2014 loses 4'],
      brom: ['Black Plague \u2014 loses 6'],
      cat: ['Black Plague \u2014 loses 2'],
    });
    // "play starts again": new bets, a new deal.
    deal(table, { ana: 4, brom: 6, cat: 2 }, { ana: [5, 2], brom: [3, 1], cat: [7, 1] }, [4]);
    expect([gmView(table).round, gmView(table).turn]).toEqual([2, 'ana']);
  });

  it('a Black Baron dealt beside the Black Plague was settled first: it keeps its 2x, every other bet is forfeit', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 5, brom: 5 }, { ana: [10, 10], brom: [8, 9] }, [10, 10]);
    expect(nets(table)).toEqual({ ana: 10, brom: -5 });
    expect(gmView(table).house).toBe(-5);
  });

  it('"If the dealer ever rolls a starting sum of a 20, all the players lose": only two 10s make it, which is the Black Plague', () => {
    // Behind any other shown die the second die waits for the players and cannot make 20 with it.
    const table = seated(['ana']);
    deal(table, { ana: 2 }, { ana: [9, 1] }, [9]);
    stay(table, 'ana', 10);
    expect(gmView(table).dealer!.total).toBe(19);
    expect(nets(table)).toEqual({ ana: -2 });
  });
});

describe('Double Down', () => {
  it('"put an additional amount equal to their original bet and HIT to roll one dice. They pass the action": a bust loses both bets', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 5, brom: 2 }, { ana: [9, 4], brom: [6, 3] }, [9]);
    move(table, 'ana', 'DOUBLE', 9);
    expect(seatView(table, 'ana')).toMatchObject({
      staked: 10,
      purse: 90,
      hands: [{ status: 'bust', result: { net: -10, line: 'bust at 22 \u2014 loses 10' } }],
    });
    expect(gmView(table).turn).toBe('brom');
  });

  it('"When a player has their initial hand": not after a hit, and only with the gold for it', () => {
    const table = seated(['ana', 'brom']);
    must(table.send(gm, { type: 'SET_PURSE', seat: 'brom', purse: 6 }));
    deal(table, { ana: 5, brom: 4 }, { ana: [2, 3], brom: [6, 3] }, [9]);
    hit(table, 'ana', 2);
    expectRefused(
      table,
      player('ana'),
      { type: 'DOUBLE' },
      'You may double down only on a hand\u2019s first two dice.',
    );
    expect(table.view({ role: 'player', id: 'ana' }).actions.map((a) => a.intent.type)).toEqual([
      'HIT',
      'STAY',
    ]);
    stay(table, 'ana');
    expectRefused(
      table,
      player('brom'),
      { type: 'DOUBLE' },
      'Doubling down costs another 4 gp, and you have 2 gp.',
    );
  });

  it('doubling down after a split: each split hand starts on two dice, so it may double down for its own bet', () => {
    const table = seated(['ana']);
    deal(table, { ana: 3 }, { ana: [5, 5] }, [9]);
    move(table, 'ana', 'SPLIT', 6);
    move(table, 'ana', 'DOUBLE', 9);
    hit(table, 'ana', 4);
    move(table, 'ana', 'DOUBLE', 9, 8);
    expect(seatView(table, 'ana').hands.map((h) => [h.dice, h.bet, h.doubled, h.status])).toEqual([
      [[5, 6, 9], 6, true, 'stood'],
      [[5, 4, 9], 6, true, 'stood'],
    ]);
    // 20 and 18 against the dealer's 17.
    expect(lines(table)).toEqual({
      ana: ['Hand 1: 20 vs dealer 17 \u2014 wins 6', 'Hand 2: 18 vs dealer 17 \u2014 wins 6'],
    });
  });
});

describe('Splitting', () => {
  it('"put an amount of coin equal to their original bet and roll 1d10 to create 2 starting hands": one die, onto the first hand; the second gets its die when play reaches it', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 4, brom: 2 }, { ana: [3, 3], brom: [9, 9] }, [8]);
    move(table, 'ana', 'SPLIT', 9);
    expect(table.events.at(-1)!.dice).toEqual({ d10: [9] });
    expect(seatView(table, 'ana')).toMatchObject({ staked: 8, purse: 92 });
    expect(seatView(table, 'ana').hands.map((h) => h.dice)).toEqual([[3, 9], [3]]);
    expect(said(gmView(table)).log.at(-1)!.text).toBe(
      'Ana splits the 3s with another 4 gp: hand 1 rolls a 9 (12); hand 2 rolls its die when play reaches it.',
    );
    hit(table, 'ana', 10);
    expect(said(gmView(table)).log.at(-1)!.text).toBe(
      'Ana\u2019s hand 1 busts with 22: the dealer collects 4 gp.',
    );
    expect([gmView(table).turn, seatView(table, 'ana').hands.map((h) => h.inPlay)]).toEqual([
      'ana',
      [false, true],
    ]);
    // "For his second hand, Player 4 rolls …": the hand's first move rolls its second die, and nothing else is open yet.
    expect(said(table.view({ role: 'player', id: 'ana' })).actions.map((a) => a.label)).toEqual([
      'Roll this hand\u2019s second die',
    ]);
    for (const type of ['STAY', 'DOUBLE', 'SPLIT'] as const)
      expectRefused(
        table,
        player('ana'),
        { type },
        'This hand came from a split: roll its second die first (Hit), then stay, double down or split.',
      );
    hit(table, 'ana', 5);
    expect(said(gmView(table)).log.at(-1)!.text).toBe(
      'Ana\u2019s hand 2 rolls its second die: a 5, for 8.',
    );
    hit(table, 'ana', 9);
    stay(table, 'ana');
    expect(gmView(table).turn).toBe('brom');
  });

  it('"If a player rolls another copy of the original dice value, they may continue this process"', () => {
    const table = seated(['ana']);
    deal(table, { ana: 2 }, { ana: [7, 7] }, [8]);
    move(table, 'ana', 'SPLIT', 7);
    expect(said(table.view({ role: 'player', id: 'ana' })).actions.map((a) => a.label)).toEqual([
      'Hit',
      'Stay',
      'Double down (+2 gp, one die)',
      'Split the 7s (+2 gp)',
    ]);
    move(table, 'ana', 'SPLIT', 3);
    expect(seatView(table, 'ana').hands.map((h) => h.dice)).toEqual([[7, 3], [7], [7]]);
    expect(seatView(table, 'ana').staked).toBe(6);
    stay(table, 'ana');
    // A hand that gets its die later may roll the value again too.
    hit(table, 'ana', 7);
    expect(said(table.view({ role: 'player', id: 'ana' })).actions.at(-1)!.label).toBe(
      'Split the 7s (+2 gp)',
    );
  });

  it('"Doubles 9 or less": only a pair, only on its first two dice, and only with the gold for it', () => {
    const table = seated(['ana', 'brom', 'cat']);
    must(table.send(gm, { type: 'SET_PURSE', seat: 'cat', purse: 5 }));
    deal(table, { ana: 2, brom: 2, cat: 5 }, { ana: [4, 6], brom: [4, 4], cat: [2, 2] }, [8]);
    expectRefused(table, player('ana'), { type: 'SPLIT' }, 'You may split only a pair.');
    stay(table, 'ana');
    hit(table, 'brom', 1);
    expectRefused(
      table,
      player('brom'),
      { type: 'SPLIT' },
      'You may split only a hand\u2019s first two dice.',
    );
    stay(table, 'brom');
    expectRefused(
      table,
      player('cat'),
      { type: 'SPLIT' },
      'Splitting costs another 5 gp, and you have 0 gp.',
    );
  });

  it('a split hand is not a starting hand: its 20 is a plain 20 (and a pair of 10s, a Black Baron at the deal, is never split)', () => {
    const table = seated(['ana']);
    deal(table, { ana: 2 }, { ana: [9, 9] }, [9]);
    move(table, 'ana', 'SPLIT', 10);
    hit(table, 'ana', 1);
    expect(seatView(table, 'ana').hands[0]).toMatchObject({
      dice: [9, 10, 1],
      value: 20,
      status: 'playing',
      result: null,
    });
    stay(table, 'ana');
    hit(table, 'ana', 2);
    stay(table, 'ana', 9);
    expect(lines(table)).toEqual({
      ana: ['Hand 1: 20 vs dealer 18 \u2014 wins 2', 'Hand 2: 11 vs dealer 18 \u2014 loses 2'],
    });
  });
});

describe('Round Table', () => {
  it('"When a player … has 7 dice but their sum is equal to or less than 19, their sum is treated as being 20": the hand stops there', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 2, brom: 2 }, { ana: [1, 2], brom: [9, 9] }, [9]);
    for (const face of [1, 3, 1, 2]) hit(table, 'ana', face);
    expect(
      table.view({ role: 'player', id: 'ana' }).actions.find((a) => a.intent.type === 'HIT')!
        .bustChance,
    ).toBe(0);
    hit(table, 'ana', 4);
    expect(seatView(table, 'ana').hands[0]).toMatchObject({
      total: 14,
      value: 20,
      roundTable: true,
      status: 'stood',
    });
    expect(said(gmView(table)).log.at(-1)!.text).toBe(
      'Ana has 7 dice at 14: the Round Table counts it as 20.',
    );
    expect(gmView(table).turn).toBe('brom');
    stay(table, 'brom', 10);
    expect(nets(table)).toEqual({ ana: 2, brom: -2 });
  });
});
