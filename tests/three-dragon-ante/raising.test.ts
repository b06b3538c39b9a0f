/** Raising, matching and the order answers go round (docs/rules/three-dragon-ante.md). */
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
  reveal,
  revealRound,
  seated,
  stakes,
  viewOf,
} from './helpers';
import { said } from '../support/words';

const ANA = [1, 2, 3, 4, 5];
const BROM = [12, 11, 10, 9, 8];
const CYRA = [6, 6, 6, 6, 6];

/** Ana deals (Brom, Cyra, Ana in turn), and the first round of reveals is over: Brom may raise before his second reveal. */
const secondRound = (options: { capRaises?: boolean; raises?: number; ante?: number } = {}) => {
  const table = seated(['ana', 'brom', 'cyra'], options);
  deal(table, [ANA, BROM, CYRA], 0);
  revealRound(table);
  return table;
};

describe('A raise that goes round', () => {
  it('"each participant can raise their bet before revealing": the others answer in turn, clockwise from the raiser’s left, then the raiser reveals', () => {
    const table = secondRound();
    raise(table, 'brom', 10);
    expect(gmView(table)).toMatchObject({
      phase: 'raise',
      raiser: 'brom',
      revealer: 'brom',
      turn: 'cyra',
      highest: 10,
    });
    expectRefused(
      table,
      player('ana'),
      { type: 'MATCH' },
      'It is not your turn: Cyra answers the raise first.',
    );
    expectRefused(table, player('brom'), { type: 'REVEAL', die: 1 }, /^You can't reveal a die now/);
    match(table, 'cyra');
    expect(gmView(table).turn).toBe('ana');
    match(table, 'ana');
    expect(gmView(table)).toMatchObject({ phase: 'reveal', turn: 'brom', raiser: null });
    expect(lines(table).slice(-3)).toEqual([
      'Brom raises to 10 gp (adding 5 gp).',
      'Cyra matches 10 gp (adding 5 gp).',
      'Ana matches 10 gp (adding 5 gp).',
    ]);
    reveal(table, 'brom', 1);
    expect(gmView(table).turn).toBe('cyra');
  });

  it('"match the bet": each participant’s whole stake must reach the highest stake so far, so each adds only the difference', () => {
    const table = secondRound();
    raise(table, 'brom', 10);
    raise(table, 'cyra', 20);
    expect(stakes(table)).toEqual({ ana: 5, brom: 10, cyra: 20 });
    expect(gmView(table).seats.map((s) => s.toStay)).toEqual([15, 10, 0]);
    match(table, 'ana');
    match(table, 'brom');
    expect(stakes(table)).toEqual({ ana: 20, brom: 20, cyra: 20 });
    expect(purses(table)).toEqual({ ana: 80, brom: 80, cyra: 80 });
    expect(gmView(table).pot).toBe(60);
  });

  it('"raise their bet (in which case all participants must match that bet in turn)": a raise in answer sends the answers round again from the new raiser’s left, the first raiser included', () => {
    const table = secondRound();
    raise(table, 'brom', 10);
    match(table, 'cyra');
    raise(table, 'ana', 15);
    expect(gmView(table)).toMatchObject({ raiser: 'ana', waiting: ['brom'] });
    match(table, 'brom');
    expect(gmView(table).turn).toBe('cyra');
    match(table, 'cyra');
    expect(gmView(table)).toMatchObject({ phase: 'reveal', turn: 'brom' });
    expect(stakes(table)).toEqual({ ana: 15, brom: 15, cyra: 15 });
  });

  it('the one whose turn it is raises once, then reveals; the next may raise in turn', () => {
    const table = secondRound();
    raise(table, 'brom', 10);
    match(table, 'cyra');
    match(table, 'ana');
    expectRefused(
      table,
      player('brom'),
      { type: 'RAISE', to: 20 },
      'You have raised this turn: reveal a die.',
    );
    expect(viewOf(table, 'brom').actions.every((a) => a.intent.type === 'REVEAL')).toBe(true);
    reveal(table, 'brom', 1);
    raise(table, 'cyra', 15);
    expect(gmView(table).waiting).toEqual(['ana']);
  });

  it('a raise adds at least the opening bet to the highest stake, and at most all the raiser has', () => {
    const table = secondRound({ ante: 4 });
    expectRefused(
      table,
      player('brom'),
      { type: 'RAISE', to: 7 },
      'A raise takes the stake to at least 8 gp: the highest stake (4 gp) and the opening bet (4 gp) again.',
    );
    expectRefused(
      table,
      player('brom'),
      { type: 'RAISE', to: 101 },
      'You can raise your stake to at most 100 gp: all you have.',
    );
    expectRefused(table, player('brom'), { type: 'RAISE', to: 8.5 }, /malformed/);
    raise(table, 'brom', 100);
    expect(gmView(table).seats.find((s) => s.id === 'brom')).toMatchObject({
      status: 'allIn',
      purse: 0,
      stake: 100,
    });
  });
});

describe('Raises without a cap: "on the second and third round, each participant can raise their bet"', () => {
  it('every participant may raise, however many raised before them in the round: the fourth of four raises after three', () => {
    const table = seated(['ana', 'brom', 'cyra', 'dag']);
    deal(table, [ANA, BROM, CYRA, [7, 7, 7, 7, 7]], 0);
    revealRound(table);
    expect(gmView(table)).toMatchObject({ revealRound: 2, turn: 'brom', raisesLeft: null });
    raise(table, 'brom', 10);
    raise(table, 'cyra', 15);
    raise(table, 'dag', 20);
    match(table, 'ana');
    match(table, 'brom');
    match(table, 'cyra');
    reveal(table, 'brom', 1);
    reveal(table, 'cyra', 1);
    reveal(table, 'dag', 1);
    expect(gmView(table).turn).toBe('ana');
    raise(table, 'ana', 25);
    expect(lines(table).at(-1)).toBe('Ana raises to 25 gp (adding 5 gp).');
  });

  it('still ends every game: each raise adds at least the opening bet, and no stake passes a purse', () => {
    const table = secondRound();
    let moves = 0;
    while (gmView(table).phase !== 'roundOver') {
      const seat = gmView(table).turn!;
      const offers = said(viewOf(table, seat)).actions;
      // The smallest raise at every chance: the longest a game can be made to last.
      const move =
        offers.find(
          (a) =>
            a.intent.type === 'RAISE' &&
            a.label.startsWith('Raise to') &&
            !a.label.includes('all in'),
        ) ?? offers.find((a) => a.intent.type !== 'FOLD')!;
      expect(table.send(player(seat), move.intent)).toEqual({ ok: true });
      moves++;
    }
    // 100 gp purses and a 5 gp opening bet: at most 19 raises in all.
    expect(moves).toBeLessThan(100);
    expect(gmView(table).result?.how).toBe('showdown');
  });
});

describe('The cap on raises', () => {
  it('is a table option, off by default; three raises a round when it is on', () => {
    const table = seated();
    expect(gmView(table).options).toMatchObject({ capRaises: false, raises: 3 });
    gmSends(table, { type: 'SET_OPTIONS', capRaises: true, raises: 1 });
    expect(gmView(table).options).toMatchObject({ capRaises: true, raises: 1 });
    expectRefused(table, { role: 'gm', id: 'gm' }, { type: 'SET_OPTIONS', raises: 0 }, /malformed/);
  });

  it('counts every raise of a round of reveals: once it is reached, the answers are match or fold, and the third round starts afresh', () => {
    const table = secondRound({ capRaises: true, raises: 2 });
    raise(table, 'brom', 10);
    raise(table, 'cyra', 15);
    expect(gmView(table).raisesLeft).toBe(0);
    expectRefused(
      table,
      player('ana'),
      { type: 'RAISE', to: 25 },
      'This round has had its 2 raises: match or fold.',
    );
    expect(said(viewOf(table, 'ana')).actions.map((a) => a.label)).toEqual([
      'Match 10 gp',
      'Fold \u2014 you lose 5 gp',
    ]);
    match(table, 'ana');
    match(table, 'brom');
    revealRound(table);
    expect(gmView(table)).toMatchObject({ revealRound: 3, raisesLeft: 2 });
    raise(table, 'brom', 20);
    expect(gmView(table).raisesLeft).toBe(1);
  });

  it('bounds a game: with raises at every chance, it still ends after the third round of reveals', () => {
    const table = secondRound({ capRaises: true, raises: 3 });
    let moves = 0;
    while (gmView(table).phase !== 'roundOver') {
      const seat = gmView(table).turn!;
      const offers = said(viewOf(table, seat)).actions;
      const move =
        offers.find(
          (a) =>
            a.intent.type === 'RAISE' &&
            a.label.startsWith('Raise to') &&
            !a.label.includes('all in'),
        ) ?? offers.find((a) => a.intent.type !== 'FOLD')!;
      expect(table.send(player(seat), move.intent)).toEqual({ ok: true });
      moves++;
    }
    expect(moves).toBeLessThan(40);
    expect(gmView(table).result?.how).toBe('showdown');
  });
});

describe('Folding', () => {
  it('forfeits the stake: the folder drops out, reveals no more, and what they bet stays in the pot', () => {
    const table = secondRound();
    raise(table, 'brom', 10);
    fold(table, 'cyra');
    match(table, 'ana');
    expect(gmView(table).seats.map((s) => s.status)).toEqual(['in', 'in', 'folded']);
    expect(lines(table).at(-2)).toBe('Cyra folds, forfeiting 5 gp.');
    reveal(table, 'brom', 1);
    expect(gmView(table).turn).toBe('ana');
    expectRefused(
      table,
      player('cyra'),
      { type: 'REVEAL', die: 1 },
      'You have folded: you are out of this game.',
    );
    reveal(table, 'ana', 1);
    revealRound(table);
    expect(gmView(table).result).toMatchObject({
      how: 'showdown',
      winner: 'brom',
      pots: [{ amount: 25, eligible: ['brom', 'ana'] }],
    });
    expect(purses(table)).toEqual({ ana: 90, brom: 115, cyra: 95 });
  });

  it('the one whose turn it is, folding to a raise in answer to theirs, does not reveal: the turn passes', () => {
    const table = secondRound();
    raise(table, 'brom', 10);
    raise(table, 'cyra', 30);
    match(table, 'ana');
    fold(table, 'brom');
    expect(gmView(table)).toMatchObject({ phase: 'reveal', turn: 'cyra', revealRound: 2 });
    expect(gmView(table).seats.find((s) => s.id === 'brom')!.hidden).toBe(4);
  });
});
