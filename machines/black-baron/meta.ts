/**
 * What the tavern knows of Black Baron without loading its chart: its phases,
 * its lobby options (the bet limits, who plays the dealer) and what its public
 * view holds (its name on the menu is its line in machines/catalog.ts). Loaded
 * on its own, when a page first reads a table of this game. Light: valibot
 * and types only.
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

/**
 * The phases a table rests in, each named once: the view's type and the chart's states' `meta` are checked against
 * it. The deal and the settlement pass within one event, and so does the dealer's hand when the table plays it.
 */
export const phases = ['lobby', 'bets', 'players', 'dealer', 'roundOver'] as const;
export type Phase = (typeof phases)[number];

const range = v.looseObject({ min: v.number(), max: v.number() });

const hand = v.looseObject({
  dice: v.array(count),
  total: count,
  value: nullableCount,
  roundTable: v.boolean(),
  bet: count,
  doubled: v.boolean(),
  split: v.boolean(),
  status: v.string(),
  inPlay: v.boolean(),
  result: v.nullable(v.looseObject({ outcome: v.string(), net: v.number(), line: v.string() })),
});

export const meta = {
  phases,
  noAnte: true,
  options: [
    {
      key: 'minBet',
      kind: 'number',
      label: 'Minimum bet (gp)',
      help: 'The smallest bet a player may place before the deal.',
      min: 1,
      max: 1_000_000,
      default: 1,
    },
    {
      key: 'maxBet',
      kind: 'number',
      label: 'Maximum bet (gp)',
      help: 'The largest bet a player may place before the deal (a double down or a split adds as much again).',
      min: 1,
      max: 1_000_000,
      default: 100,
    },
    {
      key: 'dealer',
      kind: 'choice',
      label: 'The dealer',
      help: 'The dealer’s play is forced (hit on 15 or less, stay on 16 or more): the table can play it, or the GM can press its buttons.',
      default: 'table',
      choices: [
        { value: 'table', label: 'played by the table' },
        { value: 'gm', label: 'played by the GM' },
      ],
    },
  ],
  publicView: v.looseObject({
    ...tableViewEntries('black-baron', phases, {
      minBet: v.number(),
      maxBet: v.number(),
      dealer: v.picklist(['table', 'gm']),
    }),
    seats: v.array(
      v.looseObject({
        ...seatEntries,
        isTurn: v.pipe(v.boolean(), turnFromWaiting),
        bet: nullableCount,
        staked: count,
        hands: v.array(hand),
        net: nullableCount,
        betRange: v.nullable(range),
      }),
    ),
    dealer: v.nullable(
      v.looseObject({
        dice: v.array(v.looseObject({ face: nullableCount, hidden: v.boolean() })),
        total: count,
        value: nullableCount,
        roundTable: v.boolean(),
        bust: v.boolean(),
      }),
    ),
    turn: idOrNull,
    waiting: v.array(v.string()),
    plague: v.boolean(),
  }),
  viewerLists: VIEWER_LISTS,
} as const satisfies GameMeta;
