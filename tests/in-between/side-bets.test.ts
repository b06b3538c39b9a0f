/** "All other players at the table can wager on this": the tavern's side bets (docs/rules/in-between.md). */
import { describe, expect, it } from 'vitest';
import {
  acceptLoss,
  expectRefused,
  gm,
  gmView,
  lastLine,
  must,
  noBets,
  player,
  purseOf,
  rollAgain,
  rollBetween,
  rollOne,
  rollSurrounds,
  seated,
  sideBet,
  started,
  colourFaces,
} from './helpers';
import { said } from '../support/words';

const ana = player('ana');
const brom = player('brom');
const cat = player('cat');

/** Ana rolls against the bank; Brom, Cat and Dan watch with 100 gp each; the ante is 5 gp. */
const watched = (mode: 'one-player' | 'two-player' = 'one-player', sideBetPool = false) =>
  started(['ana', 'brom', 'cat', 'dan'], { ante: 5, mode, sideBetPool });
/** The same table with the watchers' pool (the table option). */
const pooled = (mode: 'one-player' | 'two-player' = 'one-player') => watched(mode, true);

describe('Who may bet, on whom, and when', () => {
  it('"any seat not rolling may back the roller": or the bank, against them; the roller may not bet', () => {
    const table = watched();
    expect(said(table.view({ role: 'player', id: 'brom' })).actions.map((a) => a.label)).toEqual([
      'Back Ana to win',
      'Back the bank to win',
      'No side bet',
    ]);
    sideBet(table, 'brom', 'roller', 5);
    sideBet(table, 'cat', 'bank', 5);
    expect(gmView(table).sideBets).toEqual([
      { by: 'brom', on: 'roller', amount: 5 },
      { by: 'cat', on: 'bank', amount: 5 },
    ]);
    expect(gmView(table).pool).toBe(10);
    expectRefused(
      table,
      ana,
      { type: 'SIDE_BET', on: 'roller', amount: 5 },
      'You are rolling this round: side bets are for the seats watching.',
    );
  });

  it('in the two-player game a side bet backs one of the two players, who may not bet themselves', () => {
    const table = watched('two-player');
    expect(said(table.view({ role: 'player', id: 'cat' })).actions.map((a) => a.label)).toEqual([
      'Back Ana to win',
      'Back Brom to win',
      'No side bet',
    ]);
    expectRefused(
      table,
      cat,
      { type: 'SIDE_BET', on: 'roller', amount: 5 },
      'In the two-player game a side bet backs the betweener or the surrounds.',
    );
    expectRefused(
      table,
      brom,
      { type: 'SIDE_BET', on: 'betweener', amount: 5 },
      'You are rolling this round: side bets are for the seats watching.',
    );
  });

  it('"from a minimum of one ante", up to the purse, one side bet per seat per round', () => {
    const table = watched();
    expectRefused(
      table,
      brom,
      { type: 'SIDE_BET', on: 'roller', amount: 4 },
      'The smallest side bet is 5 gp (one ante).',
    );
    expectRefused(
      table,
      brom,
      { type: 'SIDE_BET', on: 'roller', amount: 101 },
      'You have only 100 gp.',
    );
    sideBet(table, 'brom', 'roller', 100);
    expectRefused(
      table,
      brom,
      { type: 'SIDE_BET', on: 'bank', amount: 5 },
      'You have already placed your side bet this round.',
    );
  });

  it('"all other players at the table can wager on this": the wagers close when the roller throws, and the roller never waits on them', () => {
    const table = watched();
    expect(gmView(table)).toMatchObject({ waiting: ['ana'], turn: 'ana' });
    expect(
      table.view({ role: 'player', id: 'ana' }).actions.some((a) => a.intent.type === 'ROLL'),
    ).toBe(true);
    sideBet(table, 'brom', 'roller', 5);
    must(table.send(cat, { type: 'NO_BET' }));
    expectRefused(
      table,
      cat,
      { type: 'SIDE_BET', on: 'roller', amount: 5 },
      'You have passed on side bets this round.',
    );
    // Dan has not decided: the dice are thrown all the same, and his chance is gone.
    rollOne(table, 12, [7, 7]);
    expectRefused(
      table,
      player('dan'),
      { type: 'SIDE_BET', on: 'bank', amount: 5 },
      "You can't place a side bet now: the table is waiting on the call on the doubles.",
    );
  });

  it('in the two-player game bets close when the surrounds are thrown', () => {
    const table = watched('two-player');
    rollSurrounds(table, [3, 16]);
    expectRefused(
      table,
      cat,
      { type: 'SIDE_BET', on: 'betweener', amount: 5 },
      "You can't place a side bet now: the table is waiting for the between.",
    );
  });

  it('a seat that cannot afford one ante is offered no side bet; the GM places an NPC watcher\u2019s, and nobody holds up the roll', () => {
    const table = seated(['ana', 'brom'], { ante: 5 });
    must(table.send(gm, { type: 'SET_PURSE', seat: 'brom', purse: 4 }));
    must(table.send(gm, { type: 'ADD_NPC', name: 'Grub', purse: 30 }));
    must(table.send(gm, { type: 'START_ROUND' }));
    expect(gmView(table)).toMatchObject({ waiting: ['ana'], turn: 'ana' });
    expect(
      table.view({ role: 'player', id: 'brom' }).actions.map((a) => a.intent.type),
    ).not.toContain('SIDE_BET');
    expect(
      said(gmView(table))
        .actions.map((a) => a.label)
        .slice(0, 3),
    ).toEqual(['Grub: Back Ana to win', 'Grub: Back the bank to win', 'Grub: No side bet']);
    must(table.send(gm, { type: 'NO_BET', seat: 'npc-1' }));
    expect(gmView(table).turn).toBe('ana');
  });
});

describe('Against the bank (the default): "all other players at the table can wager on this", at the roller\u2019s even money', () => {
  it('a lone watcher backing the roller risks and wins like the roller: the bank pays the stake', () => {
    const table = watched();
    sideBet(table, 'brom', 'roller', 10);
    rollOne(table, 9, [3, 16]);
    expect(gmView(table).result).toMatchObject({
      winner: 'roller',
      sideBets: [{ seat: 'brom', amount: 20 }],
      sideBetsReturned: false,
    });
    expect([purseOf(table, 'ana'), purseOf(table, 'brom')]).toEqual([105, 110]);
    // The bank paid Ana's 5 and Brom's 10.
    expect([gmView(table).house, gmView(table).pool]).toEqual([-15, 0]);
    expect(lastLine(table)).toBe(
      '9 is between 3 and 16: Ana wins 5 gp from the bank. Side bets against the bank: Brom wins 10 gp.',
    );
  });

  it('watchers all backing one side each win or lose their own stake: nothing just comes back', () => {
    const table = watched();
    sideBet(table, 'brom', 'roller', 10);
    sideBet(table, 'cat', 'roller', 5);
    rollOne(table, 17, [3, 16]);
    expect(gmView(table).result).toMatchObject({ winner: 'bank', sideBets: [] });
    expect([purseOf(table, 'brom'), purseOf(table, 'cat')]).toEqual([90, 95]);
    expect(gmView(table).house).toBe(20);
    expect(lastLine(table)).toMatch(
      /Side bets against the bank: Brom loses 10 gp, Cat loses 5 gp\.$/,
    );
  });

  it('backing the bank wins when the roller loses', () => {
    const table = watched();
    sideBet(table, 'brom', 'roller', 10);
    sideBet(table, 'cat', 'bank', 5);
    rollOne(table, 17, [3, 16]);
    expect(gmView(table).result!.sideBets).toEqual([{ seat: 'cat', amount: 10 }]);
    expect([purseOf(table, 'brom'), purseOf(table, 'cat')]).toEqual([90, 105]);
  });

  it('a re-roll for double leaves the side bets as they were: the watchers did not make that call', () => {
    const table = watched();
    sideBet(table, 'brom', 'roller', 10);
    sideBet(table, 'cat', 'bank', 10);
    rollOne(table, 12, [7, 7]);
    rollAgain(table, colourFaces('red', 9, [3, 16]));
    expect(gmView(table).result).toMatchObject({
      stake: 10,
      sideBets: [{ seat: 'brom', amount: 20 }],
    });
    expect([purseOf(table, 'brom'), purseOf(table, 'cat')]).toEqual([110, 90]);
  });

  it('in the two-player game the bank covers a backer of either player: the accepted loss on doubles pays the betweener\u2019s', () => {
    const table = watched('two-player');
    sideBet(table, 'cat', 'betweener', 5);
    sideBet(table, 'dan', 'surrounds', 5);
    rollSurrounds(table, [4, 4]);
    acceptLoss(table);
    expect(gmView(table).result!.sideBets).toEqual([{ seat: 'cat', amount: 10 }]);
    expect([purseOf(table, 'cat'), purseOf(table, 'dan')]).toEqual([105, 95]);
    expect(gmView(table).house).toBe(0);
  });
});

describe('The watchers\u2019 pool (a table option): "paid in proportion from the losers\u2019 stakes as in Twenty-One"', () => {
  it('is off by default, and the GM turns it on in the lobby', () => {
    const table = seated(['ana', 'brom'], { ante: 5 });
    expect(gmView(table).options.sideBetPool).toBe(false);
    must(table.send(gm, { type: 'SET_OPTIONS', sideBetPool: true }));
    expect(gmView(table).options.sideBetPool).toBe(true);
  });

  it('the backers of the winner share the whole pool in proportion to their stakes; the odd coins go to the largest backer', () => {
    const table = pooled();
    sideBet(table, 'brom', 'roller', 5);
    sideBet(table, 'cat', 'roller', 10);
    sideBet(table, 'dan', 'bank', 7);
    rollOne(table, 9, [3, 16]);
    // Pool 22: Brom floor(22 × 5/15) = 7, Cat floor(22 × 10/15) = 14, and the odd coin to Cat.
    expect(gmView(table).result).toMatchObject({
      sideBets: [
        { seat: 'brom', amount: 7 },
        { seat: 'cat', amount: 15 },
      ],
      sideBetsReturned: false,
    });
    expect([purseOf(table, 'brom'), purseOf(table, 'cat'), purseOf(table, 'dan')]).toEqual([
      102, 105, 93,
    ]);
    expect(gmView(table).pool).toBe(0);
    expect(lastLine(table)).toBe(
      '9 is between 3 and 16: Ana wins 5 gp from the bank. Side bets pay: Brom 7 gp, Cat 15 gp.',
    );
  });

  it('backing the bank pays when the roller loses', () => {
    const table = pooled();
    sideBet(table, 'brom', 'roller', 10);
    sideBet(table, 'cat', 'bank', 5);
    must(table.send(player('dan'), { type: 'NO_BET' }));
    rollOne(table, 17, [3, 16]);
    expect(gmView(table).result!.sideBets).toEqual([{ seat: 'cat', amount: 15 }]);
    expect([purseOf(table, 'brom'), purseOf(table, 'cat')]).toEqual([90, 110]);
  });

  it('when nobody backed the winner, every side bet goes back to its backer', () => {
    const table = pooled();
    sideBet(table, 'brom', 'roller', 10);
    sideBet(table, 'cat', 'roller', 5);
    must(table.send(player('dan'), { type: 'NO_BET' }));
    rollOne(table, 17, [3, 16]);
    expect(gmView(table).result).toMatchObject({
      winner: 'bank',
      sideBets: [
        { seat: 'brom', amount: 10 },
        { seat: 'cat', amount: 5 },
      ],
      sideBetsReturned: true,
    });
    expect([purseOf(table, 'brom'), purseOf(table, 'cat')]).toEqual([100, 100]);
    expect(lastLine(table)).toMatch(
      /Side bets go back \(nobody backed the winner\): Brom 10 gp, Cat 5 gp\.$/,
    );
  });

  it('when nobody backed the loser, the winner\u2019s backers have only their own stakes back', () => {
    const table = pooled();
    sideBet(table, 'brom', 'roller', 10);
    noBets(table);
    rollOne(table, 9, [3, 16]);
    expect(gmView(table).result!.sideBets).toEqual([{ seat: 'brom', amount: 10 }]);
    expect(purseOf(table, 'brom')).toBe(100);
  });

  it('side bets ride on who wins, not on the wager: a re-roll for double leaves them as they were', () => {
    const table = pooled();
    sideBet(table, 'brom', 'roller', 10);
    sideBet(table, 'cat', 'bank', 10);
    noBets(table);
    rollOne(table, 12, [7, 7]);
    rollAgain(table, colourFaces('red', 9, [3, 16]));
    expect(gmView(table).result).toMatchObject({
      stake: 10,
      sideBets: [{ seat: 'brom', amount: 20 }],
    });
    expect([purseOf(table, 'brom'), purseOf(table, 'cat')]).toEqual([110, 90]);
  });

  it('in the two-player game, the accepted loss on doubles pays the betweener\u2019s backers', () => {
    const table = pooled('two-player');
    sideBet(table, 'cat', 'betweener', 5);
    sideBet(table, 'dan', 'surrounds', 5);
    rollSurrounds(table, [4, 4]);
    acceptLoss(table);
    expect(gmView(table).result!.sideBets).toEqual([{ seat: 'cat', amount: 10 }]);
    expect([purseOf(table, 'cat'), purseOf(table, 'dan')]).toEqual([105, 95]);
  });

  it('a void gives back every side bet and every wager', () => {
    const table = pooled('two-player');
    sideBet(table, 'cat', 'betweener', 20);
    rollSurrounds(table, [4, 4]);
    rollAgain(table, [2, 18]);
    must(table.send(gm, { type: 'VOID_ROUND' }));
    expect(gmView(table).seats.map((s) => s.purse)).toEqual([100, 100, 100, 100]);
    expect([gmView(table).pot, gmView(table).pool, gmView(table).house]).toEqual([0, 0, 0]);
  });

  it('in the two-player game, a between that fits pays its backers from the surrounds\u2019 backers', () => {
    const table = pooled('two-player');
    sideBet(table, 'cat', 'betweener', 5);
    sideBet(table, 'dan', 'surrounds', 15);
    rollSurrounds(table, [3, 16]);
    rollBetween(table, 4);
    expect(gmView(table).result!.sideBets).toEqual([{ seat: 'cat', amount: 20 }]);
  });
});
