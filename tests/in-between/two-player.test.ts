/** The two-player game: one rolls the between, the other the surrounds (docs/rules/in-between.md). */
import { describe, expect, it } from 'vitest';
import {
  acceptLoss,
  expectRefused,
  gmView,
  lastLine,
  player,
  purseOf,
  rollAgain,
  rollBetween,
  rollSurrounds,
  seated,
  started,
} from './helpers';
import { said } from '../support/words';

const ana = player('ana');
const brom = player('brom');

/** Ana rolls the between and Brom the surrounds, 100 gp each, for one 5 gp ante each. */
const twoPlayer = () => started(['ana', 'brom'], { mode: 'two-player', ante: 5 });

describe('Two players', () => {
  it('"one player rolls the between, and the other rolls the surrounds": each stakes one ante as the round opens', () => {
    const table = twoPlayer();
    expect(gmView(table)).toMatchObject({
      phase: 'wagers',
      wager: 5,
      stake: 5,
      pot: 10,
      turn: 'brom',
    });
    expect(gmView(table).parts).toEqual([
      { part: 'between', side: 'betweener', seat: 'ana', name: 'Ana' },
      { part: 'surrounds', side: 'surrounds', seat: 'brom', name: 'Brom' },
    ]);
    expect(gmView(table).seats.map((s) => [s.id, s.status, s.purse])).toEqual([
      ['ana', 'betweener', 95],
      ['brom', 'surrounds', 95],
    ]);
  });

  it('the surrounds are rolled first, then the between against them', () => {
    const table = twoPlayer();
    expectRefused(table, ana, { type: 'ROLL_BETWEEN' }, /^You can't roll the between now/);
    expectRefused(
      table,
      ana,
      { type: 'ROLL_SURROUNDS' },
      'It is Brom\u2019s roll of the surrounds, not yours.',
    );
    rollSurrounds(table, [3, 16]);
    expect(gmView(table)).toMatchObject({
      phase: 'between',
      turn: 'ana',
      gap: { low: 3, high: 16, inside: 12 },
    });
    expect(gmView(table).odds).toMatchObject({ win: { ways: 3, outOf: 5 } });
    rollBetween(table, 9);
    expect(gmView(table).result).toMatchObject({
      winner: 'betweener',
      seat: 'ana',
      how: 'inside',
      stake: 5,
      pot: 10,
    });
    expect([purseOf(table, 'ana'), purseOf(table, 'brom')]).toEqual([105, 95]);
    expect(lastLine(table)).toBe('9 is between 3 and 16: Ana wins 5 gp from Brom.');
  });

  it('a between outside the surrounds: the surrounds player wins the wager', () => {
    const table = twoPlayer();
    rollSurrounds(table, [3, 16]);
    rollBetween(table, 20);
    expect(gmView(table).result).toMatchObject({
      winner: 'surrounds',
      seat: 'brom',
      how: 'outside',
    });
    expect([purseOf(table, 'ana'), purseOf(table, 'brom')]).toEqual([95, 105]);
  });

  it('a between equal to a surround is not between them: the surrounds player wins', () => {
    const table = twoPlayer();
    rollSurrounds(table, [3, 16]);
    rollBetween(table, 16);
    expect(gmView(table).result).toMatchObject({ winner: 'surrounds', how: 'equal' });
    expect(purseOf(table, 'brom')).toBe(105);
  });

  it('"If the surrounds player rolls sequential dice, they automatically win": the between is never rolled', () => {
    const table = twoPlayer();
    rollSurrounds(table, [11, 10]);
    expect(gmView(table).phase).toBe('roundOver');
    expect(gmView(table).result).toMatchObject({
      winner: 'surrounds',
      seat: 'brom',
      how: 'sequential',
      stake: 5,
    });
    expect([purseOf(table, 'ana'), purseOf(table, 'brom')]).toEqual([95, 105]);
  });
});

describe('Two players: doubles', () => {
  it('"When the surrounds are doubles, then the surrounds player elects to roll or not": the call is theirs', () => {
    const table = twoPlayer();
    rollSurrounds(table, [8, 8]);
    expect(gmView(table)).toMatchObject({ phase: 'doubles', turn: 'brom' });
    expect(said(table.view({ role: 'player', id: 'brom' })).actions.map((a) => a.label)).toEqual([
      'Accept the loss',
      'Roll again for double (10 gp a side)',
    ]);
    expectRefused(
      table,
      ana,
      { type: 'ROLL_AGAIN' },
      'It is Brom\u2019s call on the doubles, not yours.',
    );
  });

  it('"elects to roll or not", read with "If they lose again, then their loss is double": not rolling again costs the surrounds player the wager once', () => {
    // "When the surrounds are doubles, then the surrounds player elects to roll or not, and they lose double their
    // wager to the betweener." Read alone it doubles either way; the one-player game's "If they lose again, then
    // their loss is double" says the doubling is the re-roll's, so declining costs the wager once (5 of 5).
    const table = twoPlayer();
    rollSurrounds(table, [8, 8]);
    acceptLoss(table);
    expect(gmView(table).result).toMatchObject({
      winner: 'betweener',
      seat: 'ana',
      how: 'accepted',
      stake: 5,
    });
    expect([purseOf(table, 'ana'), purseOf(table, 'brom')]).toEqual([105, 95]);
  });

  it('"they lose double their wager to the betweener": rolling again, both stake again; a between that fits the new surrounds wins double', () => {
    const table = twoPlayer();
    rollSurrounds(table, [8, 8]);
    rollAgain(table, [2, 18]);
    expect(table.events.at(-1)!.dice).toEqual({ d20: [2, 18] });
    expect(gmView(table)).toMatchObject({ phase: 'between', stake: 10, pot: 20, turn: 'ana' });
    rollBetween(table, 10);
    expect(gmView(table).result).toMatchObject({
      winner: 'betweener',
      how: 'inside',
      stake: 10,
      pot: 20,
    });
    expect([purseOf(table, 'ana'), purseOf(table, 'brom')]).toEqual([110, 90]);
  });

  it('rolling again at even money: a between that misses the new surrounds loses double to the surrounds player', () => {
    const table = twoPlayer();
    rollSurrounds(table, [8, 8]);
    rollAgain(table, [2, 18]);
    rollBetween(table, 19);
    expect(gmView(table).result).toMatchObject({ winner: 'surrounds', how: 'outside', stake: 10 });
    expect([purseOf(table, 'ana'), purseOf(table, 'brom')]).toEqual([90, 110]);
  });

  it('sequential surrounds on the re-roll still win automatically, for double', () => {
    const table = twoPlayer();
    rollSurrounds(table, [8, 8]);
    rollAgain(table, [5, 6]);
    expect(gmView(table).result).toMatchObject({
      winner: 'surrounds',
      how: 'sequential',
      stake: 10,
    });
    expect(purseOf(table, 'brom')).toBe(110);
  });

  it('a double from the re-roll does not double again: the re-roll is final and the surrounds player loses double', () => {
    const table = twoPlayer();
    rollSurrounds(table, [8, 8]);
    rollAgain(table, [13, 13]);
    expect(gmView(table).phase).toBe('roundOver');
    expect(gmView(table).result).toMatchObject({ winner: 'betweener', how: 'doubles', stake: 10 });
    expect([purseOf(table, 'ana'), purseOf(table, 'brom')]).toEqual([110, 90]);
  });
});

describe('Two players: the wager', () => {
  it('is the table’s ante for both, agreed when the GM sets it; nobody names another', () => {
    const table = twoPlayer();
    expectRefused(
      table,
      brom,
      { type: 'ROLL', between: 'red', wager: 20 },
      /^You can't roll the dice now/,
    );
    expect(gmView(table).wager).toBe(5);
  });

  it('needs two seats that can each cover a doubled wager', () => {
    const table = seated(['ana', 'brom'], { mode: 'two-player', ante: 5, purse: 9 });
    expectRefused(
      table,
      { role: 'gm', id: 'gm' },
      { type: 'START_ROUND' },
      'A two-player round needs two seats with at least 10 gp (twice the 5 gp ante), to cover a doubled wager.',
    );
  });
});
