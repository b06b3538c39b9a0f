/**
 * A scripted game per outcome, through the headless API: each of the four
 * declared cases, no majority, three wizards, three thieves with a remainder,
 * the pot reaching 0, a player going out, and all but one out.
 */
import { describe, expect, it } from 'vitest';
import { lastRollSaid } from '../../src/panels/wizards-and-thieves/narration';
import { said } from '../support/words';
import { balanceOf, ledgerSum } from '../../machines';
import {
  coins,
  declareAs,
  expectRefused,
  gmView,
  player,
  playing,
  purses,
  seatView,
} from './helpers';

describe('a scripted game per outcome', () => {
  it('declared thief, majority thieves: "Majority thieves: Ana takes 3 from the pot and goes again"', () => {
    const table = playing();
    declareAs(table, 'ana', 'thief', [1, 3, 5]);
    const view = gmView(table);
    expect(lastRollSaid(view)).toBe('Majority thieves: Ana takes 3 from the pot and goes again.');
    expect(coins(table)).toEqual({ ana: 17, brom: 14, cyra: 14 });
    expect(view.pot).toBe(15);
    expect(view).toMatchObject({ phase: 'play', turn: 'ana', streak: 1 });
  });

  it('declared thief, majority wizards: Ana pays the lowest plain die and play passes to Brom', () => {
    const table = playing();
    declareAs(table, 'ana', 'thief', [6, 4, 5]);
    expect(lastRollSaid(gmView(table))).toBe(
      'Majority wizards: Ana pays 4 into the pot; play passes to Brom.',
    );
    expect(coins(table)).toEqual({ ana: 10, brom: 14, cyra: 14 });
    expect(gmView(table)).toMatchObject({ pot: 22, turn: 'brom', streak: 0 });
  });

  it('declared wizard, majority wizards: everyone else pays and Ana goes again', () => {
    const table = playing();
    declareAs(table, 'ana', 'wizard', [2, 6, 6]);
    expect(lastRollSaid(gmView(table))).toBe(
      'Majority wizards: everyone else pays 2 into the pot; Ana goes again.',
    );
    expect(coins(table)).toEqual({ ana: 14, brom: 12, cyra: 12 });
    expect(gmView(table)).toMatchObject({ pot: 22, turn: 'ana' });
  });

  it('declared wizard, majority thieves: Ana pays and play passes to Brom', () => {
    const table = playing();
    declareAs(table, 'ana', 'wizard', [1, 5, 2]);
    expect(lastRollSaid(gmView(table))).toBe(
      'Majority thieves: Ana pays 2 into the pot; play passes to Brom.',
    );
    expect(coins(table)).toEqual({ ana: 12, brom: 14, cyra: 14 });
    expect(gmView(table).turn).toBe('brom');
  });

  it('no majority: play passes clockwise, and round the table back to the first', () => {
    const table = playing(['ana', 'brom', 'cyra'], 'brom');
    declareAs(table, 'brom', 'wizard', [6, 1, 4]);
    expect(lastRollSaid(gmView(table))).toBe('No majority: play passes to Cyra.');
    declareAs(table, 'cyra', 'thief', [2, 3, 5]);
    expect(gmView(table).turn).toBe('ana');
    expect(coins(table)).toEqual({ ana: 14, brom: 14, cyra: 14 });
  });

  it('three wizards: Ana takes the whole pot, the game ends, and every stack goes back to its purse', () => {
    const table = playing();
    declareAs(table, 'ana', 'thief', [6, 6, 6]);
    const view = gmView(table);
    expect(lastRollSaid(view)).toBe('Three wizards! Ana takes the whole pot of 18. The game ends.');
    expect(view).toMatchObject({
      phase: 'roundOver',
      pot: 0,
      turn: null,
      result: { ending: 'three-wizards', winners: ['ana'] },
    });
    expect(coins(table)).toEqual({ ana: 32, brom: 14, cyra: 14 });
    expect(purses(table)).toEqual({ ana: 112, brom: 94, cyra: 94 });
    expect(said(view).log.at(-1)!.text).toBe(
      'The game is over. Coins: Ana 32 (+12), Brom 14 (\u22126), Cyra 14 (\u22126). Ana wins with the most coins.',
    );
  });

  it('three thieves with a remainder: the others split the pot evenly and Ana keeps the rest, honor among thieves', () => {
    const table = playing(['ana', 'brom', 'cyra', 'dorn']);
    declareAs(table, 'ana', 'wizard', [1, 1, 6]); // Ana pays 1: the pot holds 25
    declareAs(table, 'brom', 'thief', [1, 1, 1]);
    expect(lastRollSaid(gmView(table))).toBe(
      'Three thieves! The pot of 25 is split among the others: 8 each to Ana, Cyra and Dorn, and Brom keeps the remainder of 1 (honor among thieves). The game ends.',
    );
    expect(coins(table)).toEqual({ ana: 21, brom: 15, cyra: 22, dorn: 22 });
    expect(gmView(table).result).toEqual({ ending: 'three-thieves', winners: ['cyra', 'dorn'] });
  });

  it('the pot reaching 0: taking more than the pot holds takes what is there, and the game ends', () => {
    const table = playing(['ana', 'brom'], 'ana', { coins: 7 });
    expect(gmView(table).pot).toBe(12);
    declareAs(table, 'ana', 'thief', [1, 5, 5]);
    declareAs(table, 'ana', 'thief', [5, 1, 5]);
    expect(gmView(table).pot).toBe(2);
    declareAs(table, 'ana', 'thief', [1, 4, 5]);
    const view = gmView(table);
    expect(lastRollSaid(view)).toBe(
      'Majority thieves: Ana takes the last 2 in the pot (the roll called for 4). The pot is empty: the game ends.',
    );
    expect(view).toMatchObject({
      phase: 'roundOver',
      pot: 0,
      result: { ending: 'pot-empty', winners: ['ana'] },
    });
    expect(purses(table)).toEqual({ ana: 106, brom: 94 });
  });

  it('a player going out: owing more than you have pays what you have, and that seat is out and has no turn', () => {
    const table = playing(['ana', 'brom', 'cyra'], 'ana', { coins: 7 });
    declareAs(table, 'ana', 'thief', [6, 3, 4]);
    expect(lastRollSaid(gmView(table))).toBe(
      'Majority wizards: Ana pays the last 1 of the 3 owed into the pot and is out; play passes to Brom.',
    );
    expect(seatView(table, 'ana')).toMatchObject({ status: 'out', coins: 0 });
    expect(gmView(table)).toMatchObject({ phase: 'play', pot: 19 });
    declareAs(table, 'brom', 'wizard', [2, 3, 4]);
    expect(gmView(table).turn).toBe('cyra');
    declareAs(table, 'cyra', 'wizard', [2, 3, 4]);
    expect(gmView(table).turn).toBe('brom');
    expectRefused(
      table,
      player('ana'),
      { type: 'DECLARE', call: 'thief' },
      'You have run out of coins: you are out of the game.',
    );
    expect(table.view({ role: 'player', id: 'ana' }).actions).toEqual([]);
  });

  it('all but one out: the pot goes to the player whose turn it would have been, and the game ends', () => {
    const table = playing(['ana', 'brom', 'cyra'], 'ana', { coins: 8 });
    declareAs(table, 'ana', 'wizard', [6, 2, 5]); // Brom and Cyra pay 2 each: their last
    const view = gmView(table);
    expect(lastRollSaid(view)).toBe(
      'Majority wizards: everyone else pays 2 into the pot (Brom pays the last 2 and is out; Cyra pays the last 2 and is out). Only Ana has coins left: the pot of 22 goes to Ana, and the game ends.',
    );
    expect(view).toMatchObject({
      phase: 'roundOver',
      result: { ending: 'last-standing', winners: ['ana'] },
    });
    expect(coins(table)).toEqual({ ana: 24, brom: 0, cyra: 0 });
    expect(purses(table)).toEqual({ ana: 116, brom: 92, cyra: 92 });
  });

  it('all but one out when the active player pays their last coin: the next seat still in takes the pot', () => {
    const table = playing(['ana', 'brom'], 'ana', { coins: 7 });
    declareAs(table, 'ana', 'wizard', [1, 5, 5]);
    expect(lastRollSaid(gmView(table))).toBe(
      'Majority thieves: Ana pays the last 1 of the 5 owed into the pot and is out. Only Brom has coins left: the pot of 13 goes to Brom, and the game ends.',
    );
    expect(coins(table)).toEqual({ ana: 0, brom: 14 });
    expect(gmView(table).result).toEqual({ ending: 'last-standing', winners: ['brom'] });
  });

  it('"declares wizard or thief before rolling 3d6": the declaration and the roll are one move, whose three dice are drawn as it is applied', () => {
    const table = playing();
    declareAs(table, 'ana', 'wizard', [2, 3, 4]);
    expect(table.events.at(-1)).toMatchObject({
      type: 'DECLARE',
      call: 'wizard',
      seat: 'ana',
      dice: { d6: [2, 3, 4] },
    });
    expect(gmView(table).last).toMatchObject({ seat: 'ana', call: 'wizard' });
  });

  it('every game ends with each stack closed, the pot empty and the ledger summing to 0', () => {
    const table = playing();
    declareAs(table, 'ana', 'wizard', [6, 6, 6]);
    const { ledger } = table.snapshot().context;
    expect(Object.keys(ledger.balances).filter((a) => a.startsWith('pool:'))).toEqual([]);
    expect(balanceOf(ledger, 'pot')).toBe(0);
    expect(ledgerSum(ledger)).toBe(0);
  });
});
