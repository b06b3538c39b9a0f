/**
 * What the tavern knows of Wizards and Thieves without loading its chart: its
 * phases, its lobby options (the coins each seat brings, the stakes) and what
 * its public view holds (its name on the menu is its line in
 * machines/catalog.ts). Loaded on its own, when a page first reads a table of
 * this game. Light: valibot and types only.
 */
import * as v from 'valibot';
import type { GameMeta } from '../table/gameMeta';
import type { DieKind, Ending, Majority, Outcome, StakesTier } from './context';
import {
  count,
  idOrNull,
  nullableCount,
  seatEntries,
  tableViewEntries,
  turnFromWaiting,
  VIEWER_LISTS,
} from '../table/publicView';

/** The phases a table rests in, each named once: the view's type and the chart's states' `meta` are checked against it. */
export const phases = ['lobby', 'opening', 'play', 'roundOver'] as const;
export type Phase = (typeof phases)[number];
const tiers = ['low', 'mid', 'high', 'epic'] as const satisfies StakesTier[];
const face = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6));
const openingRoll = v.looseObject({ seat: v.string(), dice: v.array(face), total: count });

export const meta = {
  phases,
  noAnte: true,
  options: [
    {
      key: 'coins',
      kind: 'number',
      label: 'Coins each brings (gp)',
      help: 'What each seat brings from its purse to the game (typically 20); 6 of them go into the pot, and what is left goes back to the purse when the game ends.',
      min: 7,
      max: 10_000,
      default: 20,
    },
    {
      key: 'stakes',
      kind: 'choice',
      label: 'Played for',
      help: 'A stakes table whose d4 is rolled when the game starts, and shown to everyone; the coins are played either way.',
      default: 'none',
      choices: [
        { value: 'none', label: 'The coins alone' },
        { value: 'low', label: 'Low Stakes' },
        { value: 'mid', label: 'Mid Stakes' },
        { value: 'high', label: 'High Stakes' },
        { value: 'epic', label: 'Epic Stakes' },
      ],
    },
  ],
  /** What everyone may see of a table, field by field: the view's type is read off it (view.ts). */
  publicView: v.looseObject({
    ...tableViewEntries('wizards-and-thieves', phases, {
      coins: count,
      stakes: v.picklist(['none', ...tiers]),
    }),
    /** "Each player adds 6 coins to the pot": the game's stake per seat. */
    potShare: count,
    stakes: v.nullable(
      v.looseObject({
        tier: v.picklist(tiers),
        /** "Mid Stakes" */
        name: v.string(),
        roll: count,
        playedFor: v.string(),
        /** "Played for: a sworn favor owed" */
        line: v.string(),
      }),
    ),
    seats: v.array(
      v.looseObject({
        ...seatEntries,
        /** `waiting`: not in a game (the lobby, or seated after the game began). `out`: no coins left. */
        status: v.picklist(['waiting', 'in', 'out']),
        /** The table waits on this seat: the active player, or a roll for the first turn still to come. */
        isTurn: v.pipe(v.boolean(), turnFromWaiting),
        /** The coins the seat holds in the game (what it ended with, once over); null if it does not play. */
        coins: nullableCount,
        /** The coins it brought to the game. */
        brought: nullableCount,
      }),
    ),
    /** The active player while the game is played (after it, the last to roll is in `last`). */
    turn: idOrNull,
    waiting: v.array(v.string()),
    /** How many times in a row the active player has gone again. */
    streak: count,
    opening: v.nullable(
      v.looseObject({
        volley: count,
        contenders: v.array(v.string()),
        toRoll: v.array(v.string()),
        rolls: v.array(openingRoll),
        earlier: v.array(v.array(openingRoll)),
      }),
    ),
    last: v.nullable(
      v.looseObject({
        seat: v.string(),
        call: v.picklist(['wizard', 'thief']),
        dice: v.array(
          v.looseObject({
            face,
            kind: v.picklist(['wizard', 'thief', 'plain'] as const satisfies DieKind[]),
            /** Struck through: cancelled by a die of the other side. */
            cancelled: v.boolean(),
            /** Marked: the die whose face is the amount. */
            counted: v.boolean(),
          }),
        ),
        majority: v.picklist(['wizards', 'thieves', 'none'] as const satisfies Majority[]),
        amount: nullableCount,
        outcome: v.picklist([
          'thief-thieves',
          'thief-wizards',
          'wizard-wizards',
          'wizard-thieves',
          'no-majority',
          'three-wizards',
          'three-thieves',
        ] as const satisfies Outcome[]),
        /** The coins that moved: `to: 'pot'` when the seat paid, `seat` when it took. */
        moves: v.array(
          v.looseObject({ seat: v.string(), amount: count, to: v.picklist(['pot', 'seat']) }),
        ),
        again: v.boolean(),
        triple: v.nullable(v.picklist(['wizards', 'thieves'])),
        wentOut: v.array(v.string()),
      }),
    ),
    result: v.nullable(
      v.looseObject({
        ending: v.picklist([
          'three-wizards',
          'three-thieves',
          'pot-empty',
          'last-standing',
        ] as const satisfies Ending[]),
        winners: v.array(v.string()),
      }),
    ),
  }),
  viewerLists: VIEWER_LISTS,
} as const satisfies GameMeta;
