/**
 * How the coins of the game relate to the purses at the table: the coins each
 * seat brings leave its purse for a stack of its own, 6 go into the pot, every
 * coin moves by a ledger transfer, and what is left goes back to the purse.
 */
import { describe, expect, it } from 'vitest';
import { said } from '../support/words';
import { balanceOf, ledgerSum, purse } from '../../machines';
import { holdings } from '../support/tables';
import {
  coins,
  declareAs,
  expectRefused,
  gm,
  gmView,
  must,
  openingAs,
  playing,
  purses,
  seated,
  seatView,
  start,
} from './helpers';

describe('coins and purses', () => {
  it('"the players agree to a number of coins each will bring" out of their purses, and "Each player adds 6 coins to the pot"', () => {
    const table = seated(['ana', 'brom', 'cyra']);
    start(table);
    const { ledger } = table.snapshot().context;
    expect(purses(table)).toEqual({ ana: 80, brom: 80, cyra: 80 });
    expect(coins(table)).toEqual({ ana: 14, brom: 14, cyra: 14 });
    expect(balanceOf(ledger, 'pool:coins:ana')).toBe(14);
    expect(gmView(table).pot).toBe(18);
    expect(ledger.journal.slice(0, 2)).toEqual([
      {
        from: 'purse:ana',
        to: 'pool:coins:ana',
        amount: 20,
        reason: 'Ana brings 20 coins to the game',
      },
      { from: 'pool:coins:ana', to: 'pot', amount: 6, reason: 'Ana adds 6 coins to the pot' },
    ]);
    expect(said(gmView(table)).log[0]!.text).toBe(
      'Game 1: everyone brings 20 coins and adds 6 to the pot, and the pot holds 18.',
    );
  });

  it('every coin of the game is a ledger transfer between a stack and the pot, with its reason', () => {
    const table = playing();
    declareAs(table, 'ana', 'wizard', [6, 3, 4]);
    const journal = table.snapshot().context.ledger.journal;
    expect(journal.slice(-2)).toEqual([
      {
        from: 'pool:coins:brom',
        to: 'pot',
        amount: 3,
        reason: 'Brom pays into the pot (the active player declared wizard, majority wizards)',
      },
      {
        from: 'pool:coins:cyra',
        to: 'pot',
        amount: 3,
        reason: 'Cyra pays into the pot (the active player declared wizard, majority wizards)',
      },
    ]);
    expect(ledgerSum(table.snapshot().context.ledger)).toBe(0);
  });

  it('what is left in each stack goes back to its purse when the game ends, so each purse moves by exactly what its seat won or lost', () => {
    const table = playing();
    declareAs(table, 'ana', 'thief', [1, 3, 5]);
    declareAs(table, 'ana', 'thief', [6, 6, 6]);
    expect(coins(table)).toEqual({ ana: 32, brom: 14, cyra: 14 });
    expect(purses(table)).toEqual({ ana: 112, brom: 94, cyra: 94 });
    expect(gmView(table).seats.map((s) => s.brought)).toEqual([20, 20, 20]);
    const { ledger } = table.snapshot().context;
    expect(Object.keys(ledger.balances).some((a) => a.startsWith('pool:'))).toBe(false);
    expect(ledger.journal.slice(-3).map((t) => t.reason)).toEqual([
      'Ana leaves the game with 32 coins',
      'Brom leaves the game with 14 coins',
      'Cyra leaves the game with 14 coins',
    ]);
  });

  it('a seat whose purse holds fewer coins than each brings sits the game out, and is told so; two seats must be able to play', () => {
    const table = seated(['ana', 'brom']);
    must(table.send({ role: 'player', id: 'cyra' }, { type: 'JOIN', name: 'Cyra', purse: 12 }));
    start(table);
    expect(seatView(table, 'cyra')).toMatchObject({
      status: 'waiting',
      coins: null,
      brought: null,
      purse: 12,
    });
    expect(gmView(table).opening!.contenders).toEqual(['ana', 'brom']);
    expect(gmView(table).pot).toBe(12);
    expect(
      said(gmView(table))
        .log.map((l) => l.text)
        .slice(0, 2),
    ).toEqual([
      'Game 1: Ana and Brom bring 20 coins each and add 6 each to the pot, and the pot holds 12.',
      'Cyra cannot bring 20 coins and sits this game out.',
    ]);
    // "the players agree to a number of coins each will bring": Cyra was seated, her purse is the reason.
    expectRefused(
      table,
      { role: 'player', id: 'cyra' },
      { type: 'OPENING_ROLL' },
      'You sit this game out: your purse could not bring the 20 coins each seat brings when it began.',
    );
  });

  it('a game cannot start without two seats that can bring the coins', () => {
    const table = seated(['ana', 'brom'], { purse: 15 });
    expectRefused(
      table,
      gm,
      { type: 'START_ROUND' },
      'A game needs two seats that can bring the 20 coins each seat brings (a coin is a gp), and nobody can.',
    );
    must(table.send(gm, { type: 'SET_PURSE', seat: 'ana', purse: 20 }));
    expectRefused(
      table,
      gm,
      { type: 'START_ROUND' },
      'A game needs two seats that can bring the 20 coins each seat brings (a coin is a gp), and only Ana can.',
    );
    must(table.send(gm, { type: 'SET_OPTIONS', coins: 15 }));
    start(table);
    expect(gmView(table).phase).toBe('opening');
  });

  it('one game is one round: the next game brings the coins again from the purses as they now are', () => {
    const table = playing(['ana', 'brom'], 'ana');
    declareAs(table, 'ana', 'wizard', [6, 6, 6]); // Ana 26, Brom 14
    expect(purses(table)).toEqual({ ana: 106, brom: 94 });
    start(table);
    expect(gmView(table)).toMatchObject({ phase: 'opening', round: 2, pot: 12 });
    expect(purses(table)).toEqual({ ana: 86, brom: 74 });
    expect(coins(table)).toEqual({ ana: 14, brom: 14 });
    openingAs(table, 'ana', [1, 1, 1]);
    openingAs(table, 'brom', [2, 1, 1]);
    expect(gmView(table).turn).toBe('brom');
  });

  it('the table\u2019s ante and the House take no part: the stake is the 6 coins, the House neither matches nor takes', () => {
    const table = seated(['ana', 'brom'], { ante: 50, gmRole: 'house' });
    start(table);
    expect(gmView(table)).toMatchObject({ pot: 12, house: 0 });
    openingAs(table, 'ana', [6, 6, 6]);
    openingAs(table, 'brom', [1, 1, 1]);
    declareAs(table, 'ana', 'thief', [6, 6, 6]);
    expect(gmView(table)).toMatchObject({ pot: 0, house: 0 });
    expect(purses(table)).toEqual({ ana: 106, brom: 94 });
  });

  it('voiding the game gives every coin back to where it was when the game began', () => {
    const table = seated(['ana', 'brom', 'cyra']);
    const before = holdings(table);
    start(table);
    for (const id of ['ana', 'brom', 'cyra'])
      openingAs(table, id, id === 'ana' ? [6, 6, 6] : [1, 1, 1]);
    declareAs(table, 'ana', 'wizard', [6, 2, 3]);
    declareAs(table, 'ana', 'thief', [1, 4, 4]);
    must(table.send(gm, { type: 'VOID_ROUND' }));
    expect(holdings(table)).toEqual(before);
    expect(balanceOf(table.snapshot().context.ledger, purse('ana'))).toBe(100);
    expect(gmView(table).phase).toBe('lobby');
  });
});
