/** The one-player game against the bank, outcome by outcome (docs/rules/in-between.md). */
import { describe, expect, it } from 'vitest';
import { ledgerSum } from '../../machines';
import {
  acceptLoss,
  colourFaces,
  expectRefused,
  gm,
  gmView,
  lastLine,
  must,
  noBets,
  player,
  purseOf,
  rollAgain,
  rollOne,
  started,
} from './helpers';
import { said } from '../support/words';

const ana = player('ana');

/** Ana rolls against the bank with 100 gp; Brom watches. */
const onePlayer = (ante = 5) => started(['ana', 'brom'], { ante });

describe('One player against the bank', () => {
  it('"If the between is a value between the other two dice and equal to neither, the rolling player wins the bet": even money, from the bank', () => {
    const table = onePlayer();
    rollOne(table, 9, [3, 16]);
    expect(gmView(table).result).toMatchObject({
      winner: 'roller',
      seat: 'ana',
      how: 'inside',
      stake: 5,
      pot: 10,
    });
    expect(purseOf(table, 'ana')).toBe(105);
    expect(gmView(table).house).toBe(-5);
    expect(gmView(table).phase).toBe('roundOver');
    expect(lastLine(table)).toBe('9 is between 3 and 16: Ana wins 5 gp from the bank.');
  });

  it('"between the other two dice" whichever surround is the higher', () => {
    const table = onePlayer();
    rollOne(table, 9, [16, 3]);
    expect(gmView(table).result).toMatchObject({ winner: 'roller', how: 'inside' });
  });

  it('a between outside the surrounds loses the wager to the bank', () => {
    const table = onePlayer();
    rollOne(table, 17, [3, 16]);
    expect(gmView(table).result).toMatchObject({
      winner: 'bank',
      seat: null,
      how: 'outside',
      stake: 5,
    });
    expect(purseOf(table, 'ana')).toBe(95);
    expect(gmView(table).house).toBe(5);
  });

  it('"equal to neither": a between equal to a surround loses', () => {
    for (const between of [3, 16]) {
      const table = onePlayer();
      rollOne(table, between, [3, 16]);
      expect(gmView(table).result).toMatchObject({ winner: 'bank', how: 'equal' });
      expect(purseOf(table, 'ana')).toBe(95);
    }
  });

  it('"If the surrounds are sequential (like 10, 11 or 15, 16) then the rolling player automatically loses", in either order; 20 and 1 are not sequential', () => {
    for (const surrounds of [
      [10, 11],
      [16, 15],
      [1, 2],
      [19, 20],
    ] as [number, number][]) {
      const table = onePlayer();
      rollOne(table, 12, surrounds);
      expect(gmView(table).result).toMatchObject({ winner: 'bank', how: 'sequential' });
    }
    const wrap = onePlayer();
    rollOne(wrap, 10, [20, 1]);
    expect(gmView(wrap).result).toMatchObject({ winner: 'roller', how: 'inside' });
  });

  it('"declare, before rolling any of them, which is to be between": the named die is the between, the other two the surrounds', () => {
    const table = onePlayer();
    noBets(table);
    table.scriptDice({ d20: [3, 9, 16] });
    must(table.send(ana, { type: 'ROLL', between: 'green' }));
    expect(gmView(table).throws).toEqual([
      {
        between: { colour: 'green', face: 9 },
        surrounds: [
          { colour: 'red', face: 3 },
          { colour: 'blue', face: 16 },
        ],
        reroll: false,
      },
    ]);
    expect(gmView(table).result).toMatchObject({ winner: 'roller', how: 'inside' });
    // The same faces with the red die named: 3 is not between 9 and 16.
    const other = onePlayer();
    noBets(other);
    other.scriptDice({ d20: [3, 9, 16] });
    must(other.send(ana, { type: 'ROLL', between: 'red' }));
    expect(gmView(other).result).toMatchObject({ winner: 'bank', how: 'outside' });
  });

  it('"Then all three are rolled at once": one roll throws the three dice', () => {
    const table = onePlayer();
    noBets(table);
    table.scriptDice({ d20: colourFaces('blue', 9, [3, 16]) });
    must(table.send(ana, { type: 'ROLL', between: 'blue' }));
    expect(table.events.at(-1)!.dice).toEqual({ d20: [3, 16, 9] });
  });
});

describe('The wager', () => {
  it('is one ante unless the roller names more, and the bank covers it', () => {
    const table = onePlayer();
    rollOne(table, 9, [3, 16], { wager: 20 });
    expect(gmView(table).result).toMatchObject({ stake: 20, pot: 40 });
    expect(purseOf(table, 'ana')).toBe(120);
  });

  it('is at least one ante, and at most half the purse, so a doubled wager is always covered', () => {
    const table = onePlayer();
    expectRefused(
      table,
      ana,
      { type: 'ROLL', between: 'red', wager: 4 },
      'The smallest wager is 5 gp (one ante).',
    );
    expectRefused(
      table,
      ana,
      { type: 'ROLL', between: 'red', wager: 51 },
      'You must be able to stake your wager twice, should doubles come and you roll again: with 100 gp you may wager at most 50 gp.',
    );
    rollOne(table, 9, [3, 16], { wager: 50 });
    expect(purseOf(table, 'ana')).toBe(150);
  });

  it('waits in the pot until the round is settled, beside the bank’s cover', () => {
    const table = onePlayer();
    rollOne(table, 7, [7, 7], { wager: 10 });
    expect(gmView(table)).toMatchObject({ phase: 'doubles', pot: 20, wager: 10, stake: 10 });
    expect(purseOf(table, 'ana')).toBe(90);
    expect(gmView(table).house).toBe(-10);
  });
});

describe('Doubles', () => {
  it('"If the surrounds are doubles, then the rolling player can either accept the loss, or can roll again": the table waits on that call', () => {
    const table = onePlayer();
    rollOne(table, 12, [7, 7]);
    const view = table.view({ role: 'player', id: 'ana' });
    expect(view.phase).toBe('doubles');
    expect(said(view).actions.map((a) => a.label)).toEqual([
      'Accept the loss',
      'Roll again for double (10 gp a side)',
    ]);
    expect(said(table.view({ role: 'player', id: 'brom' })).actions.map((a) => a.label)).toEqual(
      [],
    );
    expectRefused(
      table,
      player('brom'),
      { type: 'ACCEPT_LOSS' },
      'You are not playing this round: it is Ana\u2019s call on the doubles.',
    );
  });

  it('"accept the loss": the roller loses the wager, once', () => {
    const table = onePlayer();
    rollOne(table, 12, [7, 7]);
    acceptLoss(table);
    expect(gmView(table).result).toMatchObject({
      winner: 'bank',
      how: 'accepted',
      stake: 5,
      pot: 10,
    });
    expect(purseOf(table, 'ana')).toBe(95);
    expect(gmView(table).house).toBe(5);
  });

  it('"roll again" throws all three dice again, the same die still the between, each side staking its wager a second time', () => {
    const table = onePlayer();
    rollOne(table, 12, [7, 7], { die: 'blue' });
    rollAgain(table, colourFaces('blue', 9, [3, 16]));
    expect(table.events.at(-1)!.dice).toEqual({ d20: [3, 16, 9] });
    expect(gmView(table).throws[1]).toEqual({
      between: { colour: 'blue', face: 9 },
      surrounds: [
        { colour: 'red', face: 3 },
        { colour: 'green', face: 16 },
      ],
      reroll: true,
    });
  });

  it('"Otherwise, if the value of the roll is between the surrounds as per the normal winning conditions, the roller wins": double the wager, at even money', () => {
    const table = onePlayer();
    rollOne(table, 12, [7, 7]);
    rollAgain(table, colourFaces('red', 9, [3, 16]));
    expect(gmView(table).result).toMatchObject({
      winner: 'roller',
      how: 'inside',
      stake: 10,
      pot: 20,
    });
    expect(purseOf(table, 'ana')).toBe(110);
    expect(gmView(table).house).toBe(-10);
    expect(lastLine(table)).toBe(
      '9 is between 3 and 16: Ana wins 10 gp from the bank, double the wager.',
    );
  });

  it('"If they lose again, then their loss is double": outside, equal or sequential on the re-roll', () => {
    for (const [between, surrounds, how] of [
      [17, [3, 16], 'outside'],
      [3, [3, 16], 'equal'],
      [12, [10, 11], 'sequential'],
    ] as const) {
      const table = onePlayer();
      rollOne(table, 12, [7, 7]);
      rollAgain(table, colourFaces('red', between, [...surrounds]));
      expect(gmView(table).result).toMatchObject({ winner: 'bank', how, stake: 10 });
      expect(purseOf(table, 'ana')).toBe(90);
      expect(gmView(table).house).toBe(10);
    }
  });

  it('the re-roll is final: doubles again lose double, with no second call and no further doubling', () => {
    const table = onePlayer();
    rollOne(table, 12, [7, 7]);
    rollAgain(table, colourFaces('red', 4, [15, 15]));
    expect(gmView(table).phase).toBe('roundOver');
    expect(gmView(table).result).toMatchObject({ winner: 'bank', how: 'doubles', stake: 10 });
    expect(purseOf(table, 'ana')).toBe(90);
    expect(ledgerSum(table.snapshot().context.ledger)).toBe(0);
  });

  it('only the roller makes the call, and only on doubles', () => {
    const table = onePlayer();
    expectRefused(
      table,
      ana,
      { type: 'ROLL_AGAIN' },
      /^You can't roll again for double now: the table is taking side bets before the roll\.$/,
    );
    rollOne(table, 12, [7, 7]);
    expectRefused(table, gm, { type: 'ACCEPT_LOSS', seat: 'ana' }, /player\u2019s seat/);
  });
});
