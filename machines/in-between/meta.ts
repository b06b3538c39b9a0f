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
import type { DieColour, How, Mode, Part, Side } from './context';

/** The phases a table rests in, each named once: the view's type and the chart's states' `meta` are checked against it. */
export const phases = ['lobby', 'wagers', 'doubles', 'between', 'roundOver'] as const;
export type Phase = (typeof phases)[number];
const modes = ['one-player', 'two-player'] as const satisfies readonly Mode[];
const face = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20));
const colour = v.picklist(['red', 'green', 'blue'] as const satisfies DieColour[]);
const side = v.picklist(['roller', 'betweener', 'surrounds', 'bank'] as const satisfies Side[]);
/** One die on the table: its colour (one-player), and its face. */
const die = v.looseObject({ colour: v.nullable(colour), face });
/** A chance as an exact fraction, in lowest terms. */
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
  /** What everyone may see of a table, field by field: the view's type is read off it (view.ts). */
  publicView: v.looseObject({
    ...tableViewEntries('in-between', phases, {
      mode: v.picklist(modes),
      sideBetPool: v.boolean(),
      sideBetWindow: v.optional(v.number()),
    }),
    /** The mode of the round being played, or the table's between rounds. */
    mode: v.picklist(modes),
    seats: v.array(
      v.looseObject({
        ...seatEntries,
        /** The seat's part this round, `watching` for everyone else, `waiting` between rounds. */
        status: v.picklist(['roller', 'betweener', 'surrounds', 'watching', 'waiting']),
        /** The table waits on this seat: its roll or call, or its side bet. */
        isTurn: v.pipe(v.boolean(), turnFromWaiting),
        sideBet: v.nullable(v.looseObject({ on: side, amount: count })),
      }),
    ),
    /** The round's two parts, between first; a part's seat is null for the bank. */
    parts: v.array(
      v.looseObject({
        part: v.picklist(['between', 'surrounds'] as const satisfies Part[]),
        side,
        seat: idOrNull,
        name: v.string(),
      }),
    ),
    /** The seat to make the round's next roll or call. */
    turn: idOrNull,
    /** Every seat the table waits on now: those still to call their side bets, or else the seat in `turn`. */
    waiting: v.array(v.string()),
    /** The one-player game's die named the between. */
    betweenDie: v.nullable(colour),
    wager: nullableCount,
    /** Each part's stake now: the wager, doubled after a re-roll. */
    stake: count,
    throws: v.array(
      v.looseObject({
        /** Apart from the surrounds, as the panel shows it; null until the two-player betweener rolls. */
        between: v.nullable(die),
        surrounds: v.tuple([die, die]),
        /** The re-roll after doubles, for double. */
        reroll: v.boolean(),
      }),
    ),
    /** The odds of the throw to come: each outcome, and the between's chance to win it (sequential surrounds and doubles counted). */
    odds: v.nullable(
      v.looseObject({
        /** The between part's (the roller's, the betweener's) chance to win this throw outright. */
        win: chance,
        /** The re-roll after doubles: doubles again lose, with no call to make. */
        final: v.boolean(),
        inside: chance,
        equal: chance,
        outside: chance,
        sequential: chance,
        doubles: chance,
      }),
    ),
    pool: count,
    sideBets: v.array(v.looseObject({ by: v.string(), on: side, amount: count })),
    /** Seats watching that passed on side bets this round. */
    passed: v.array(v.string()),
    result: v.nullable(
      v.looseObject({
        winner: side,
        seat: idOrNull,
        how: v.picklist([
          'inside',
          'outside',
          'equal',
          'sequential',
          'doubles',
          'accepted',
        ] as const satisfies How[]),
        stake: count,
        pot: count,
        sideBets: v.array(v.looseObject({ seat: v.string(), amount: v.number() })),
        sideBetsReturned: v.boolean(),
      }),
    ),
    /** The one-player game's dice, by colour. */
    dice: v.array(colour),
    /** The latest surrounds: the faces strictly between them are the between's to win. */
    gap: v.nullable(v.looseObject({ low: v.number(), high: v.number(), inside: v.number() })),
  }),
  viewerLists: VIEWER_LISTS,
} as const satisfies GameMeta;
