/** How a game ends: a tie, a participant who cannot match, everyone but one folding (docs/rules/three-dragon-ante.md). */
import { describe, expect, it } from 'vitest';
import {
  deal,
  expectRefused,
  fold,
  gmSends,
  gmView,
  lines,
  match,
  player,
  purses,
  raise,
  revealRound,
  seatOf,
  seated,
  viewOf,
} from './helpers';
import { said } from '../support/words';

const FIFTY = [10, 10, 10, 10, 10];
const BROM = [12, 11, 10, 9, 8];
const LOW = [1, 2, 3, 4, 5];
const SIXTY = [12, 12, 12, 12, 12];

const toShowdown = (table: Parameters<typeof revealRound>[0]) => {
  while (gmView(table).phase === 'reveal') revealRound(table);
};

describe('A tie for the highest total', () => {
  it('splits the pot evenly; the gold that does not split goes to the first of the tied after the dealer, who deals next', () => {
    const table = seated();
    deal(table, [FIFTY, BROM, LOW], 0);
    toShowdown(table);
    expect(gmView(table).result).toMatchObject({
      how: 'showdown',
      winner: 'brom',
      top: 50,
      pots: [{ amount: 15, winners: ['brom', 'ana'], total: 50 }],
      won: { brom: 8, ana: 7 },
    });
    expect(purses(table)).toEqual({ ana: 102, brom: 103, cyra: 95 });
    expect(lines(table).slice(-2)).toEqual([
      'Brom and Ana tie at 50 and split the pot (15 gp): Brom 8 gp, Ana 7 gp.',
      'Brom deals the next game.',
    ]);
    deal(table, [FIFTY, BROM, LOW]);
    expect(gmView(table).dealer).toBe('brom');
  });

  it('three ways: each takes an even share, and the first after the dealer takes what is left over', () => {
    const table = seated(['ana', 'brom', 'cyra', 'dorn']);
    deal(table, [FIFTY, LOW, FIFTY, FIFTY], 0);
    toShowdown(table);
    expect(gmView(table).result).toMatchObject({
      winner: 'cyra',
      won: { cyra: 8, dorn: 6, ana: 6 },
    });
  });
});

describe('A participant who cannot match', () => {
  /** Ana deals; Cyra brought only 20 gp; Brom raises to 30 in the second round. */
  const shortCyra = (cyra = SIXTY) => {
    const table = seated();
    gmSends(table, { type: 'SET_PURSE', seat: 'cyra', purse: 20 });
    deal(table, [[9, 9, 9, 9, 9], BROM, cyra], 0);
    revealRound(table);
    raise(table, 'brom', 30);
    return table;
  };

  it('goes all in with what they have, and is offered that, not a match', () => {
    const table = shortCyra();
    expect(seatOf(gmView(table), 'cyra').toStay).toBe(15);
    expect(said(viewOf(table, 'cyra')).actions.map((a) => [a.label, a.cost])).toEqual([
      ['All in with 15 gp (matching takes 25 gp)', 15],
      ['Fold \u2014 you lose 5 gp', undefined],
    ]);
    match(table, 'cyra');
    expect(seatOf(gmView(table), 'cyra')).toMatchObject({ status: 'allIn', stake: 20, purse: 0 });
    expect(lines(table).at(-1)).toBe(
      'Cyra goes all in with 15 gp, short of the 30 gp stake: they can win only what they matched.',
    );
  });

  it('stays in to the showdown, revealing in turn but answering no more raises, and wins only what they matched: the rest is a side pot', () => {
    const table = shortCyra();
    match(table, 'cyra');
    match(table, 'ana');
    revealRound(table);
    raise(table, 'brom', 40);
    expect(gmView(table).waiting).toEqual(['ana']);
    match(table, 'ana');
    expect(gmView(table).turn).toBe('brom');
    toShowdown(table);
    expect(gmView(table).result).toEqual({
      how: 'showdown',
      winner: 'cyra',
      top: 60,
      pots: [
        { amount: 60, eligible: ['brom', 'cyra', 'ana'], winners: ['cyra'], total: 60 },
        { amount: 40, eligible: ['brom', 'ana'], winners: ['brom'], total: 50 },
      ],
      won: { cyra: 60, brom: 40 },
    });
    expect(purses(table)).toEqual({ ana: 60, brom: 100, cyra: 60 });
    expect(lines(table).slice(-3, -1)).toEqual([
      'Cyra wins the main pot (60 gp) with 60.',
      'Brom wins side pot 1 (40 gp) with 50.',
    ]);
  });

  it('a stake above every other stake still in goes back to the one who made it', () => {
    const table = shortCyra([1, 1, 1, 1, 1]);
    match(table, 'cyra');
    fold(table, 'ana');
    toShowdown(table);
    expect(gmView(table).result).toMatchObject({
      pots: [
        { amount: 45, winners: ['brom'] },
        { amount: 10, eligible: ['brom'], winners: ['brom'] },
      ],
    });
    expect(purses(table)).toEqual({ ana: 95, brom: 125, cyra: 0 });
  });

  it('with everyone else all in, nobody is left to answer a raise, so none is made', () => {
    const table = seated(['ana', 'brom']);
    gmSends(table, { type: 'SET_PURSE', seat: 'ana', purse: 5 });
    deal(table, [FIFTY, BROM], 0);
    expect(seatOf(gmView(table), 'ana').status).toBe('allIn');
    expect(lines(table)[0]).toMatch(/Ana is all in with the opening bet\.$/);
    revealRound(table);
    expectRefused(
      table,
      player('brom'),
      { type: 'RAISE', to: 10 },
      'Nobody else still in could answer a raise: everyone else is all in.',
    );
    expect(viewOf(table, 'brom').actions.every((a) => a.intent.type === 'REVEAL')).toBe(true);
    toShowdown(table);
    expect(gmView(table).result?.winner).toBe('brom');
  });
});

describe('Everyone but one folding', () => {
  /** Ana deals; Brom raises in the second round and both others fold. */
  const foldedOut = () => {
    const table = seated();
    deal(table, [FIFTY, BROM, LOW], 0);
    revealRound(table);
    raise(table, 'brom', 10);
    fold(table, 'cyra');
    fold(table, 'ana');
    return table;
  };

  it('the last one in wins the pot at once, without revealing anything more', () => {
    const table = foldedOut();
    expect(gmView(table)).toMatchObject({ phase: 'roundOver', pot: 0 });
    expect(gmView(table).result).toEqual({
      how: 'folds',
      winner: 'brom',
      top: null,
      pots: [],
      won: { brom: 20 },
    });
    expect(purses(table)).toEqual({ ana: 95, brom: 110, cyra: 95 });
    expect(lines(table).slice(-2)).toEqual([
      'Everyone else has folded: Brom takes the 20 gp pot without showing their hand.',
      'Brom deals the next game.',
    ]);
  });

  it('the winner’s hidden dice stay hidden, and so does every folded hand; the GM sees them all', () => {
    const table = foldedOut();
    const brom = seatOf(viewOf(table, 'ana'), 'brom');
    expect(brom).toMatchObject({ hidden: 4, showing: 12, total: null });
    expect(brom.dice.map((d) => d.face)).toEqual([12, null, null, null, null]);
    expect(seatOf(viewOf(table, 'brom'), 'ana').dice.map((d) => d.face)).toEqual([
      10,
      null,
      null,
      null,
      null,
    ]);
    expect(seatOf(gmView(table), 'brom').dice.map((d) => d.face)).toEqual(BROM);
  });

  it('a folded hand stays hidden at a showdown too', () => {
    const table = seated();
    deal(table, [FIFTY, BROM, LOW], 0);
    revealRound(table);
    raise(table, 'brom', 10);
    fold(table, 'cyra');
    match(table, 'ana');
    toShowdown(table);
    expect(seatOf(viewOf(table, 'ana'), 'cyra').dice.map((d) => d.face)).toEqual([
      1,
      null,
      null,
      null,
      null,
    ]);
    expect(seatOf(viewOf(table, 'ana'), 'brom').total).toBe(50);
  });
});
