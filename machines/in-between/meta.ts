/**
 * What the tavern knows of In Between without loading its chart: its phases,
 * its lobby options (one or two players, the side bets' pool) and what its public view holds (its
 * name on the menu is its line in machines/catalog.ts). Loaded on its own,
 * when a page first reads a table of this game. Light: valibot and types only.
 */
import * as v from 'valibot';
import type { GameMeta } from '../table/gameMeta';
import {
  count,
  idOrNull,
  nullableCount,
  seatEntries,
  tableViewEntries,
  turnFromWaiting,
  VIEWER_LISTS,
} from '../table/publicView';
import type { Mode } from './context';

/** The phases a table rests in, each named once: the view's type and the chart's states' `meta` are checked against it. */
export const phases = ['lobby', 'wagers', 'doubles', 'between', 'roundOver'] as const;
export type Phase = (typeof phases)[number];
const modes = ['one-player', 'two-player'] as const satisfies readonly Mode[];
const face = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20));
const die = v.looseObject({ colour: v.nullable(v.string()), face });
const chance = v.looseObject({ ways: count, outOf: count });

export const meta = {
  phases,
  options: [
    {
      key: 'mode',
      kind: 'choice',
      label: 'Played by',
      help: 'One player rolls all three dice against the bank (the House), or two players face each other: one rolls the between, the other the surrounds.',
      default: 'one-player',
      choices: [
        { value: 'one-player', label: 'One player against the bank' },
        { value: 'two-player', label: 'Two players' },
      ],
    },
    {
      key: 'sideBetPool',
      kind: 'boolean',
      label: 'Side bets form a pool among the watchers',
      help: 'Off: each watcher wagers against the bank at even money, as the roller does. On: the watchers\u2019 wagers form a pool the backers of the winner share (nothing is won when nobody backed the loser).',
      default: false,
    },
    {
      key: 'sideBetWindow',
      kind: 'number',
      label: 'Side bets before an NPC rolls (seconds)',
      help: 'How long a roller the table plays by itself waits from the round\u2019s start while a player watching may still side-bet. A player rolls when they like.',
      default: 3,
      min: 0,
      max: 30,
      step: 0.5,
    },
  ],
  publicView: v.looseObject({
    ...tableViewEntries('in-between', phases, {
      mode: v.picklist(modes),
      sideBetPool: v.boolean(),
      sideBetWindow: v.optional(v.number()),
    }),
    mode: v.picklist(modes),
    seats: v.array(
      v.looseObject({
        ...seatEntries,
        isTurn: v.pipe(v.boolean(), turnFromWaiting),
        sideBet: v.nullable(v.looseObject({ on: v.string(), amount: count })),
      }),
    ),
    parts: v.array(
      v.looseObject({ part: v.string(), side: v.string(), seat: idOrNull, name: v.string() }),
    ),
    turn: idOrNull,
    waiting: v.array(v.string()),
    betweenDie: idOrNull,
    wager: nullableCount,
    stake: count,
    throws: v.array(
      v.looseObject({
        between: v.nullable(die),
        surrounds: v.tuple([die, die]),
        reroll: v.boolean(),
      }),
    ),
    odds: v.nullable(
      v.looseObject({
        win: chance,
        final: v.boolean(),
        inside: chance,
        equal: chance,
        outside: chance,
        sequential: chance,
        doubles: chance,
      }),
    ),
    pool: count,
    sideBets: v.array(v.looseObject({ by: v.string(), on: v.string(), amount: count })),
    passed: v.array(v.string()),
    result: v.nullable(
      v.looseObject({
        winner: v.string(),
        seat: idOrNull,
        how: v.string(),
        stake: count,
        pot: count,
        sideBets: v.array(v.looseObject({ seat: v.string(), amount: v.number() })),
        sideBetsReturned: v.boolean(),
      }),
    ),
    dice: v.array(v.string()),
    gap: v.nullable(v.looseObject({ low: v.number(), high: v.number(), inside: v.number() })),
  }),
  viewerLists: VIEWER_LISTS,
} as const satisfies GameMeta;
