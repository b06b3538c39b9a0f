/**
 * What the tavern knows of Black Baron without loading its chart: its phases,
 * its lobby options (the bet limits, who plays the dealer) and what its public
 * view holds (its name on the menu is its line in machines/catalog.ts). Loaded
 * on its own, when a page first reads a table of this game. Light: valibot
 * and types only.
 */
import * as v from 'valibot';
import type { GameMeta } from '../table/gameMeta';
import type { HandStatus, Outcome } from './context';
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

/** A seat's hand (the view's `HandView`, machines/black-baron/view.ts). */
const hand = v.looseObject({
  dice: v.array(count),
  /** The sum of the dice. */
  total: count,
  /** What the hand counts (20 at the Round Table); null when bust. */
  value: nullableCount,
  roundTable: v.boolean(),
  bet: count,
  doubled: v.boolean(),
  split: v.boolean(),
  status: v.picklist(['playing', 'stood', 'bust', 'baron'] as const satisfies HandStatus[]),
  /** The hand being played now. */
  inPlay: v.boolean(),
  /** How it ended, with its line: "Hand 2: 15 vs dealer bust — wins 2". */
  result: v.nullable(
    v.looseObject({
      outcome: v.picklist([
        'win',
        'lose',
        'push',
        'bust',
        'baron',
        'plague',
      ] as const satisfies Outcome[]),
      net: v.number(),
      line: v.string(),
    }),
  ),
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
  /** What everyone may see of a table, field by field: the view's type is read off it (view.ts). */
  publicView: v.looseObject({
    ...tableViewEntries('black-baron', phases, {
      minBet: v.number(),
      maxBet: v.number(),
      dealer: v.picklist(['table', 'gm']),
    }),
    seats: v.array(
      v.looseObject({
        ...seatEntries,
        /** `waiting` outside a round; `betting` still to bet; `in` with a hand to play; `done` with every hand played; `out` sitting the round out. */
        status: v.picklist(['waiting', 'betting', 'in', 'done', 'out']),
        /** The table waits on this seat: its bet, or its turn. */
        isTurn: v.pipe(v.boolean(), turnFromWaiting),
        /** The bet placed before the deal, or null. */
        bet: nullableCount,
        /** Gold on the table for this seat: the bet, with every double down and split. */
        staked: count,
        hands: v.array(hand),
        /** What the seat won (or, below zero, lost) this round, once every hand is settled. */
        net: nullableCount,
        /** The bets this viewer may place for this seat now (min and max, whole gp), or null. */
        betRange: v.nullable(range),
      }),
    ),
    dealer: v.nullable(
      v.looseObject({
        /** The first die is the shown one; a face-down die is `face: null` for everyone but the GM. */
        dice: v.array(v.looseObject({ face: nullableCount, hidden: v.boolean() })),
        /** The sum of the dice this viewer sees. */
        total: count,
        /** What the hand counts, once nothing is hidden and it is not bust. */
        value: nullableCount,
        roundTable: v.boolean(),
        bust: v.boolean(),
      }),
    ),
    /** The seat to act, and every seat the table waits on. */
    turn: idOrNull,
    waiting: v.array(v.string()),
    plague: v.boolean(),
  }),
  viewerLists: VIEWER_LISTS,
} as const satisfies GameMeta;
