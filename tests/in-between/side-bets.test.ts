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
  it('"all other players at the table can wager on this": against the bank, each backs the roller on the roller\u2019s own terms; the roller may not bet', () => {
    const table = watched();
    expect(said(table.view({ role: 'player', id: 'brom' })).actions.map((a) => a.label)).toEqual([
      'Back Ana to win',
      'No side bet',
    ]);
    sideBet(table, 'brom', 'roller', 5);
    sideBet(table, 'cat', 'roller', 5);
    expect(gmView(table).sideBets).toEqual([
      { by: 'brom', on: 'roller', amount: 5 },
      { by: 'cat', on: 'roller', amount: 5 },
    ]);
    expect(gmView(table).pool).toBe(10);
    expectRefused(
      table,
      ana,
      { type: 'SIDE_BET', on: 'roller', amount: 5 },
      'You are rolling this round: side bets are for the seats watching.',
    );
  });

  it('in the two-player game a side bet against the bank backs the betweener; the two players may not bet themselves', () => {
    const table = watched('two-player');
    expect(said(table.view({ role: 'player', id: 'cat' })).actions.map((a) => a.label)).toEqual([
      'Back Ana to win',
      'No side bet',
    ]);
    expect(gmView(table).parts.map((p) => [p.side, p.seat])).toEqual([
      ['betweener', 'ana'],
      ['surrounds', 'brom'],
    ]);
    expectRefused(
      table,
      cat,
      { type: 'SIDE_BET', on: 'roller', amount: 5 },
      'In the two-player game a side bet backs the betweener.',
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
        .slice(0, 2),
    ).toEqual(['Grub: Back Ana to win', 'Grub: No side bet']);
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

  it('a re-roll for double leaves the side bets as they were: the watchers did not make that call', () => {
    const table = watched();
    sideBet(table, 'brom', 'roller', 10);
    sideBet(table, 'cat', 'roller', 5);
    rollOne(table, 12, [7, 7]);
    rollAgain(table, colourFaces('red', 9, [3, 16]));
    expect(gmView(table).result).toMatchObject({
      stake: 10,
      sideBets: [
        { seat: 'brom', amount: 20 },
        { seat: 'cat', amount: 10 },
      ],
    });
    expect([purseOf(table, 'brom'), purseOf(table, 'cat')]).toEqual([110, 105]);
  });

  it('in the two-player game the bank covers a backer of the betweener: the accepted loss on doubles pays them', () => {
    const table = watched('two-player');
    sideBet(table, 'cat', 'betweener', 5);
    rollSurrounds(table, [4, 4]);
    acceptLoss(table);
    expect(gmView(table).result!.sideBets).toEqual([{ seat: 'cat', amount: 10 }]);
    expect(purseOf(table, 'cat')).toBe(105);
    expect(gmView(table).house).toBe(-5);
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

describe('"This can be played as a one or two player game, but all other players at the table can wager on this": a fair game for the House', () => {
  const FACES = Array.from({ length: 20 }, (_, i) => i + 1);
  const sequential = (a: number, b: number) => Math.abs(a - b) === 1;
  /** "A value between the other two dice and equal to neither." */
  const inside = (x: number, a: number, b: number) => x > Math.min(a, b) && x < Math.max(a, b);

  /**
   * The between's ways to win a throw of the surrounds (a, b), out of 20 for the between: sequential surrounds lose,
   * and doubles go to `doubles` (the call on a first throw, or the re-roll's verdict).
   */
  const betweenWays = (a: number, b: number, doubles: number) =>
    a === b ? 20 * doubles : sequential(a, b) ? 0 : FACES.filter((x) => inside(x, a, b)).length;

  /**
   * The between side's chance to win a round, counted over every throw of the dice (no sampling), for the call the
   * doubles' owner makes. One player: doubles cost the roller, who accepts (a loss) or rolls again, final, where
   * doubles lose. Two players: they cost the surrounds player, who accepts (the betweener wins) or rolls the surrounds
   * again, final, where doubles go to the betweener.
   */
  function betweenWins(mode: 'one-player' | 'two-player', call: 'accept' | 'again'): number {
    const doublesOnReroll = mode === 'one-player' ? 0 : 1;
    let reroll = 0; // ways out of 8,000
    for (const a of FACES) for (const b of FACES) reroll += betweenWays(a, b, doublesOnReroll);
    const onDoubles = call === 'accept' ? (mode === 'one-player' ? 0 : 1) : reroll / 8000;
    let ways = 0;
    for (const a of FACES) for (const b of FACES) ways += betweenWays(a, b, onDoubles);
    return ways / 8000;
  }

  /** What one gp staked on `side` wins on average at even money: the side's chance to win less its chance to lose. */
  const evenMoney = (p: number) => p - (1 - p);

  it.each(['one-player', 'two-player'] as const)(
    'against the bank (the default), in the %s game, every side a watcher may back loses on average: the House never pays out more than it takes',
    (mode) => {
      const table = watched(mode);
      const offered = table
        .view({ role: 'player', id: 'dan' })
        .actions.flatMap((a) => (a.intent.type === 'SIDE_BET' ? [a.intent.on] : []));
      expect(offered.length).toBeGreaterThan(0);
      const between = mode === 'one-player' ? 'roller' : 'betweener';
      for (const side of offered)
        for (const call of ['accept', 'again'] as const) {
          const p = betweenWins(mode, call);
          const watcher = evenMoney(side === between ? p : 1 - p);
          expect(watcher, `${side}, doubles: ${call}`).toBeLessThan(0);
        }
      // The side the bank is offered to take, at the roller's own terms, and nothing else.
      expect(offered).toEqual([between]);
    },
  );

  it('the exact figures: backing the roller loses 0.43 or 0.4015 gp per gp, the betweener 0.33 or 0.3965; backing the bank would win 0.40', () => {
    // The roller wins 57 in 200 throws (2,280 of 8,000), and rolling again on doubles (1 in 20) adds 57 in 4,000.
    expect(betweenWins('one-player', 'accept')).toBe(0.285);
    expect(betweenWins('one-player', 'again')).toBeCloseTo(0.29925, 12);
    expect(evenMoney(betweenWins('one-player', 'accept'))).toBeCloseTo(-0.43, 12);
    expect(evenMoney(betweenWins('one-player', 'again'))).toBeCloseTo(-0.4015, 12);
    expect(evenMoney(betweenWins('two-player', 'accept'))).toBeCloseTo(-0.33, 12);
    expect(evenMoney(betweenWins('two-player', 'again'))).toBeCloseTo(-0.3965, 12);
    // Why "back the bank" is the watchers' pool's alone: against the House it would be a sure +0.40 gp per gp.
    expect(evenMoney(1 - betweenWins('one-player', 'again'))).toBeCloseTo(0.4015, 12);
  });

  it('against the bank, backing the bank (or the two-player surrounds) is refused with the reason, and nothing moves', () => {
    expectRefused(
      watched(),
      brom,
      { type: 'SIDE_BET', on: 'bank', amount: 5 },
      'Against the bank a side bet backs the roller, on the roller\u2019s own terms: the bank takes the other side. Backing the bank needs the watchers\u2019 pool (a table option).',
    );
    expectRefused(
      watched('two-player'),
      cat,
      { type: 'SIDE_BET', on: 'surrounds', amount: 5 },
      'Against the bank a side bet backs the betweener, on the betweener\u2019s own terms: the bank takes the other side. Backing the surrounds needs the watchers\u2019 pool (a table option).',
    );
  });

  it('with the watchers\u2019 pool, either side may be backed, and the House is no party to it', () => {
    for (const mode of ['one-player', 'two-player'] as const) {
      const table = pooled(mode);
      expect(
        table
          .view({ role: 'player', id: 'dan' })
          .actions.flatMap((a) => (a.intent.type === 'SIDE_BET' ? [a.intent.on] : [])),
      ).toEqual(mode === 'one-player' ? ['roller', 'bank'] : ['betweener', 'surrounds']);
    }
    expectRefused(
      pooled('two-player'),
      cat,
      { type: 'SIDE_BET', on: 'roller', amount: 5 },
      'In the two-player game a side bet backs the betweener or the surrounds.',
    );
    const table = pooled();
    sideBet(table, 'cat', 'roller', 10);
    sideBet(table, 'dan', 'bank', 10);
    rollOne(table, 17, [3, 16], { wager: 5 });
    // The House took Ana's wager and nothing from the watchers: their 20 gp changed hands among them.
    expect(gmView(table).house).toBe(5);
    expect([purseOf(table, 'cat'), purseOf(table, 'dan')]).toEqual([90, 110]);
  });
});
