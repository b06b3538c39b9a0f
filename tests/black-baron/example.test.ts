/**
 * The rules' "Example of Play", step by step. Its text has two impossible
 * rolls for Player 4 (from 11 a 10 does not make 19, and no d10 rolls a 17);
 * the story is kept with dice that can happen: the first hand is 8 + 3 = 11
 * and hits an 8 for 19, the second is 8 + 7 = 15. The payouts are the
 * example's: +4, −1, +3 and +4 (2 a hand).
 */
import { describe, expect, it } from 'vitest';
import { deal, gmView, hit, lines, move, nets, seatView, seated, stay } from './helpers';
import { said } from '../support/words';

const players = ['p1', 'p2', 'p3', 'p4'];
const name = (id: string) => `Player ${id.slice(1)}`;

/** "4 Players walk up to the table … The Tables minimum is 1 and a maximum of 100." */
function setUp() {
  const table = seated(players, { minBet: 1, maxBet: 100 }, name);
  // "Player 1 places 2 … Player 2 bets 1 … Player 3 bets 3 … Player 4 bets 2"; the dealer "shows an 8".
  deal(
    table,
    { p1: 2, p2: 1, p3: 3, p4: 2 },
    { p1: [7, 2], p2: [9, 4], p3: [1, 6], p4: [8, 8] },
    [8],
  );
  return table;
}

describe('Example of Play', () => {
  it('Initial Hand: "Player 1 rolls a 7 and a 2 … Player 4 rolls a pair of 8s … The Dealer rolls 1d10 and shows an 8"', () => {
    const view = gmView(setUp());
    expect(view.phase).toBe('players');
    expect(view.seats.map((s) => [s.bet, s.hands.map((h) => h.dice)])).toEqual([
      [2, [[7, 2]]],
      [1, [[9, 4]]],
      [3, [[1, 6]]],
      [2, [[8, 8]]],
    ]);
    expect(view.dealer).toEqual({
      dice: [{ face: 8, hidden: false }],
      total: 8,
      value: 8,
      roundTable: false,
      bust: false,
    });
    expect(view.pot).toBe(8);
    // "Starting with the player to the left of the dealer": Player 1, the first seat.
    expect(view.turn).toBe('p1');
  });

  it('Player 1 doubles down: "He places an additional 2 … and rolls his 1d10 and gets a 7. His sum is 16 … he passes the action"', () => {
    const table = setUp();
    const offer = said(table.view({ role: 'player', id: 'p1' })).actions.find(
      (a) => a.intent.type === 'DOUBLE',
    );
    expect(offer).toEqual({
      intent: { type: 'DOUBLE' },
      label: 'Double down (+2 gp, one die)',
      cost: 2,
      bustChance: 0,
    });
    move(table, 'p1', 'DOUBLE', 7);
    expect(seatView(table, 'p1').hands).toMatchObject([
      { dice: [7, 2, 7], total: 16, bet: 4, doubled: true, status: 'stood' },
    ]);
    expect(gmView(table).turn).toBe('p2');
  });

  it('Player 2 hits a 9: "His sum is 22, and he busts. The Dealer takes his [coin] and Player 2 sits out"', () => {
    const table = setUp();
    move(table, 'p1', 'DOUBLE', 7);
    hit(table, 'p2', 9);
    expect(seatView(table, 'p2')).toMatchObject({
      status: 'done',
      hands: [
        {
          total: 22,
          value: null,
          status: 'bust',
          result: { outcome: 'bust', net: -1, line: 'bust at 22 \u2014 loses 1' },
        },
      ],
    });
    expect(gmView(table).turn).toBe('p3');
  });

  it('the whole round: the dealer "rolls 1d10 to reveal a 7, with a sum of 15 … must HIT and rolls a 10, BUSTING with a sum of 25", and pays out', () => {
    const table = setUp();
    move(table, 'p1', 'DOUBLE', 7);
    hit(table, 'p2', 9);
    // "Player 3 elects to HIT and rolls a 10. His Sum is now 17, and he then decides to STAY."
    hit(table, 'p3', 10);
    stay(table, 'p3');
    // "He puts coin equal to his original bet. For his first hand, he rolled a 3 for a sum of 11."
    const split = said(table.view({ role: 'player', id: 'p4' })).actions.find(
      (a) => a.intent.type === 'SPLIT',
    );
    expect(split).toEqual({
      intent: { type: 'SPLIT' },
      label: 'Split the 8s (+2 gp)',
      cost: 2,
      pair: 8,
    });
    move(table, 'p4', 'SPLIT', 3);
    // One d10 at the split: the second hand has only its 8 until play reaches it.
    expect(seatView(table, 'p4').hands.map((h) => [h.dice, h.bet, h.inPlay])).toEqual([
      [[8, 3], 2, true],
      [[8], 2, false],
    ]);
    // Hand 1 hits (the example's 10 would make 21; an 8 makes its 19) and stays.
    hit(table, 'p4', 8);
    stay(table, 'p4');
    expect(seatView(table, 'p4').hands.map((h) => h.inPlay)).toEqual([false, true]);
    // "For his second hand, Player 4 rolls a 7 with a sum of 15 … he elects to STAY": the last hand, so the dealer plays.
    expect(said(table.view({ role: 'player', id: 'p4' })).actions.map((a) => a.label)).toEqual([
      'Roll this hand\u2019s second die',
    ]);
    hit(table, 'p4', 7);
    expect(said(gmView(table)).log.at(-1)!.text).toBe(
      'Player 4\u2019s hand 2 rolls its second die: a 7, for 15.',
    );
    stay(table, 'p4', 7, 10);

    const view = gmView(table);
    expect(view.phase).toBe('roundOver');
    expect(view.dealer).toMatchObject({
      dice: [{ face: 8 }, { face: 7 }, { face: 10 }],
      total: 25,
      bust: true,
    });
    // "Player 1 wins 4 … Player 2 wins nothing … Player 3 wins their original bet of 3 … Player 4 … receiving 4"
    expect(nets(table)).toEqual({ p1: 4, p2: -1, p3: 3, p4: 4 });
    expect(lines(table)).toEqual({
      p1: ['16 vs dealer bust \u2014 wins 4'],
      p2: ['bust at 22 \u2014 loses 1'],
      p3: ['17 vs dealer bust \u2014 wins 3'],
      p4: ['Hand 1: 19 vs dealer bust \u2014 wins 2', 'Hand 2: 15 vs dealer bust \u2014 wins 2'],
    });
    // The dealer's bank is the House: it paid 4 + 3 + 4 and collected 1.
    expect(view.seats.map((s) => s.purse)).toEqual([104, 99, 103, 104]);
    expect([view.house, view.pot]).toEqual([-10, 0]);
  });

  it('Play Continues: "The Table is set up for the next hand", and the same bets are placed again', () => {
    const table = setUp();
    move(table, 'p1', 'DOUBLE', 7);
    hit(table, 'p2', 9);
    hit(table, 'p3', 10);
    stay(table, 'p3');
    move(table, 'p4', 'SPLIT', 3);
    hit(table, 'p4', 8);
    stay(table, 'p4');
    hit(table, 'p4', 7);
    stay(table, 'p4', 7, 10);
    deal(
      table,
      { p1: 2, p2: 1, p3: 3, p4: 2 },
      { p1: [5, 5], p2: [6, 6], p3: [2, 3], p4: [4, 1] },
      [3],
    );
    const view = gmView(table);
    expect([view.round, view.phase, view.pot, view.turn]).toEqual([2, 'players', 8, 'p1']);
    expect(view.seats.map((s) => [s.bet, s.hands.length, s.net])).toEqual([
      [2, 1, null],
      [1, 1, null],
      [3, 1, null],
      [2, 1, null],
    ]);
  });
});
