/** What each viewer sees, what each may do, and how each move is turned away. */
import { describe, expect, it } from 'vitest';
import type { Sender } from '../../machines';
import {
  acceptLoss,
  colourFaces,
  expectRefused,
  gm,
  gmView,
  must,
  noBets,
  player,
  rollOne,
  rollSurrounds,
  seated,
  started,
  type InBetweenTable,
} from './helpers';
import { said } from '../support/words';

const ana = player('ana');
const brom = player('brom');

describe('The views', () => {
  it('show every viewer the same table: only `mine`, `viewer`, `actions` and the moves withheld (`unavailable`) differ, as nothing is hidden', () => {
    const table = started(['ana', 'brom', 'cat']);
    noBets(table);
    rollOne(table, 6, [6, 6]);
    const strip = (id: string) => {
      const {
        viewer: _v,
        actions: _a,
        unavailable: _u,
        ...rest
      } = table.view({ role: 'player', id });
      return { ...rest, seats: rest.seats.map(({ mine: _m, ...s }) => s) };
    };
    expect(strip('brom')).toEqual(strip('ana'));
    expect(strip('zed')).toEqual(strip('ana'));
    expect(table.view({ role: 'player', id: 'ana' }).seats.map((s) => s.mine)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('mark the between apart from the surrounds, the gap between the surrounds, and whose move it is', () => {
    const table = started(['ana', 'brom']);
    noBets(table);
    table.scriptDice({ d20: colourFaces('green', 12, [4, 12]) });
    must(table.send(ana, { type: 'ROLL', between: 'green' }));
    const view = gmView(table);
    expect(view.betweenDie).toBe('green');
    expect(view.throws[0]).toEqual({
      between: { colour: 'green', face: 12 },
      surrounds: [
        { colour: 'red', face: 4 },
        { colour: 'blue', face: 12 },
      ],
      reroll: false,
    });
    expect(view.gap).toEqual({ low: 4, high: 12, inside: 7 });
    expect(view.result).toMatchObject({ how: 'equal', winner: 'bank' });
  });

  it('offer the roller one roll per die they may name, with the wagers they may make', () => {
    const table = started(['ana'], { purse: 31 });
    expect(said(table.view({ role: 'player', id: 'ana' })).actions).toEqual([
      {
        intent: { type: 'ROLL', between: 'red' },
        label: 'Roll, the red die the between',
        amount: { min: 5, max: 15 },
        cost: 5,
      },
      {
        intent: { type: 'ROLL', between: 'green' },
        label: 'Roll, the green die the between',
        amount: { min: 5, max: 15 },
        cost: 5,
      },
      {
        intent: { type: 'ROLL', between: 'blue' },
        label: 'Roll, the blue die the between',
        amount: { min: 5, max: 15 },
        cost: 5,
      },
    ]);
  });

  it('let the GM play an NPC roller, named in each offer', () => {
    const table = seated([]);
    must(table.send(gm, { type: 'ADD_NPC', name: 'Grub', purse: 50 }));
    must(table.send(gm, { type: 'START_ROUND' }));
    expect(said(gmView(table)).actions.map((a) => a.label)).toEqual([
      'Grub: Roll, the red die the between',
      'Grub: Roll, the green die the between',
      'Grub: Roll, the blue die the between',
      'Void the round (refund every stake)',
    ]);
    rollOne(table, 5, [5, 5]);
    acceptLoss(table);
    expect(gmView(table).result).toMatchObject({ winner: 'bank', how: 'accepted' });
  });
});

const inDoubles = () => {
  const table = started(['ana', 'brom']);
  rollOne(table, 5, [8, 8]);
  return table;
};
const between = () => {
  const table = started(['ana', 'brom'], { mode: 'two-player' });
  rollSurrounds(table, [3, 16]);
  return table;
};
const over = () => {
  const table = started(['ana', 'brom']);
  rollOne(table, 9, [3, 16]);
  return table;
};

type Case = [
  name: string,
  make: () => InBetweenTable,
  sender: Sender,
  intent: unknown,
  reason: string | RegExp,
];

const cases: Case[] = [
  [
    'a roll in the lobby',
    () => seated(),
    ana,
    { type: 'ROLL', between: 'red' },
    "You can't roll the dice now: the table is in the lobby.",
  ],
  [
    'a second roll on doubles',
    inDoubles,
    ana,
    { type: 'ROLL', between: 'red' },
    "You can't roll the dice now: the table is waiting on the call on the doubles.",
  ],
  [
    'a two-player roll in the one-player game',
    () => started(),
    ana,
    { type: 'ROLL_SURROUNDS' },
    "You can't roll the surrounds now: the table is taking side bets before the roll.",
  ],
  [
    'a one-player roll in the two-player game',
    between,
    ana,
    { type: 'ROLL', between: 'red' },
    "You can't roll the dice now: the table is waiting for the between.",
  ],
  [
    'a call between rounds',
    over,
    ana,
    { type: 'ACCEPT_LOSS' },
    "You can't accept the loss now: the table is between rounds.",
  ],
  [
    'a side bet between rounds',
    over,
    brom,
    { type: 'SIDE_BET', on: 'roller', amount: 5 },
    "You can't place a side bet now: the table is between rounds.",
  ],
  [
    'a roll by a seat that watches',
    () => started(),
    brom,
    { type: 'ROLL', between: 'red' },
    'You are not playing this round: it is Ana\u2019s roll.',
  ],
  [
    'the between by the surrounds player',
    between,
    brom,
    { type: 'ROLL_BETWEEN' },
    'It is Ana\u2019s roll of the between, not yours.',
  ],
  ['a roll naming no die', () => started(), ana, { type: 'ROLL' }, /^That request is malformed/],
  [
    'a roll naming a fourth die',
    () => started(),
    ana,
    { type: 'ROLL', between: 'white' },
    /name the red, green or blue die as the between/,
  ],
  [
    'a side bet on nobody',
    () => started(),
    brom,
    { type: 'SIDE_BET', on: 'ana', amount: 5 },
    /back the roller, the bank, the betweener or the surrounds/,
  ],
  [
    'a mode the game has not',
    () => seated(),
    gm,
    { type: 'SET_OPTIONS', mode: 'three-player' },
    /the game is one-player or two-player/,
  ],
];

describe('Refusals', () => {
  it.each(cases)('%s', (_name, make, sender, intent, reason) => {
    expectRefused(make(), sender, intent, reason);
  });
});
