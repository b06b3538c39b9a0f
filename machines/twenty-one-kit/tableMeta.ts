/**
 * What the tavern knows of any Twenty-One table without loading its chart, which Standard mode's meta
 * (machines/twenty-one/meta.ts) and Classic's (machines/twenty-one-classic/meta.ts) build on: the phases, the options
 * both rulesets' lobbies show, and what a public view holds. Light: valibot and types only.
 */
import * as v from 'valibot';
import {
  derived,
  dieName,
  dieText,
  idOrNull,
  nullableCount,
  seatEntries,
  type StringOf,
  tableViewEntries,
  VIEWER_LISTS,
} from '../table/publicView';
import type { Shown } from '../table/view';
import type { RoundResult, SeatStatus } from './context';

const dieFields = v.looseObject({
  die: dieName,
  /** The face, or null when this viewer may not see it. */
  face: nullableCount,
  /** What it counts toward the total, or null when this viewer may not know. */
  counts: nullableCount,
  /** A hole die (shown to its owner, hidden from others until the reveal). */
  hole: v.boolean(),
  /** A blind die (hidden even from its owner until the reveal). */
  blind: v.boolean(),
});
type PublicDie = Shown<typeof dieFields>;
type PublicSeat = { status: string; dice: PublicDie[] };

/** The sum of the dice a viewer can count. */
export const showingOf = (dice: readonly { counts: number | null }[]): number =>
  dice.reduce((sum, d) => sum + (d.counts ?? 0), 0);

const known = (n: number | null) => (n === null ? '?' : String(n));
/** A die in the public table: `d10:5`, `d10:?h` (a hole die), `d20:20=3` (counting other than its face), `b` for a blind die. */
const die = v.pipe(
  dieFields,
  dieText<PublicDie>(
    (d) =>
      `${d.die}:${known(d.face)}${d.counts === d.face ? '' : `=${known(d.counts)}`}${d.hole ? 'h' : ''}${d.blind ? 'b' : ''}`,
    (text) => {
      const [, name, face, counts, hole, blind] =
        /^(d\d+):(\d+|\?)(?:=(\d+|\?))?(h?)(b?)$/.exec(text) ?? [];
      const number = (s: string) => (s === '?' ? null : Number(s));
      return name
        ? {
            die: name as PublicDie['die'],
            face: number(face!),
            counts: number(counts ?? face!),
            hole: hole === 'h',
            blind: blind === 'b',
          }
        : null;
    },
  ),
);

const duelRoll = v.looseObject({
  seat: v.string(),
  d20: v.number(),
  d4s: v.array(v.number()),
  hits: v.optional(v.number()),
  modifier: v.optional(v.number()),
  total: v.number(),
});

/**
 * Every phase a table of either ruleset rests in, each named once: Standard opens a round with the Cut, Classic
 * with the opener. The views' type, the chart's states' `meta` and the panels' words are checked against it.
 */
export const PHASES = [
  'lobby',
  'cut',
  'opener',
  'betting',
  'staredown',
  'duel',
  'roundOver',
] as const;
export type Phase = (typeof PHASES)[number];

/** A ruleset's phases: every phase but the other ruleset's opening. */
export const phasesWithout = <const X extends Phase>(other: X) =>
  PHASES.filter((p) => p !== other) as unknown as readonly [
    Exclude<Phase, X>,
    ...Exclude<Phase, X>[],
  ];

/** The options both rulesets' lobbies show, first in each one's form. */
export const sharedOptions = [
  {
    key: 'rollover',
    kind: 'boolean',
    label: 'Pot rolls over when nobody stands',
    help: 'When every seat busts, folds or is caught, the pot stays for the next round instead of going to the House.',
    default: false,
  },
  {
    key: 'staredownSeconds',
    kind: 'number',
    label: 'Staredown (s)',
    help: 'How long the staredown lasts before the table moves on to the payout.',
    min: 5,
    default: 30,
  },
] as const;

/** A seat in the public table: what everyone may see of it (the view's `SeatView`, view.ts, adds its owner's secrets). */
export const publicSeat = v.looseObject({
  ...seatEntries,
  /** `waiting` in the lobby and between rounds. */
  status: v.string() as StringOf<SeatStatus | 'waiting'>,
  dice: v.array(die),
  /** The sum of the dice this viewer can count. */
  showing: v.pipe(
    v.number(),
    derived((seat: PublicSeat) => showingOf(seat.dice)),
  ),
  /** The whole total, when this viewer may know it (their own, the GM, after the reveal). */
  // Known once every die's count is: then it is what shows.
  total: v.pipe(
    nullableCount,
    derived((seat: PublicSeat) =>
      seat.status !== 'waiting' && seat.dice.every((d) => d.counts !== null)
        ? showingOf(seat.dice)
        : null,
    ),
  ),
  /** Cleaning fees owed this round, when this viewer may know them. */
  fees: nullableCount,
  /** Failed a CON save: disadvantage on checks, no more drinks. */
  sloppy: v.boolean(),
  drinks: v.number(),
  /** Owes the seat named here a re-roll of one of its dice (a failed bump). */
  owesRetaliation: idOrNull,
  accused: v.boolean(),
  // Only the seat's owner and the GM see a seat's secrets.
  secrets: v.null(),
});

/** Every field of a Twenty-One table's public view, by position, for one ruleset's game and its phases. */
export const publicViewEntries = <const G extends string, const P extends Phase>(
  game: G,
  phases: readonly [P, ...P[]],
) => ({
  ...tableViewEntries(game, phases, {
    rollover: v.boolean(),
    staredownSeconds: v.number(),
    startingHeat: v.number(),
    liquidMode: v.boolean(),
    // Classic's (the chart's options are one set for both rulesets).
    goadBumpOnceARound: v.boolean(),
    duelD4PerHit: v.boolean(),
  }),
  seats: v.array(publicSeat),
  /** Seat ids in betting order (empty outside a round). */
  order: v.array(v.string()),
  turn: idOrNull,
  cutter: idOrNull,
  lap: nullableCount,
  staredownEndsAt: nullableCount,
  /** When the host re-rolls one of a failed bumper's dice at random, unless the target chooses first. */
  retaliationEndsAt: nullableCount,
  /** The seat deciding whether to cheat the die it just rolled. */
  deciding: idOrNull,
  sideBets: v.array(v.looseObject({ by: v.string(), on: v.string(), amount: v.number() })),
  sideBetsOpen: v.boolean(),
  /** The duel: this lap's rolls so far, and the tied laps before it. */
  duel: v.nullable(
    v.looseObject({
      lap: v.number(),
      duelists: v.array(v.string()),
      rolls: v.array(duelRoll),
      earlier: v.array(v.array(duelRoll)),
    }),
  ),
  result: v.nullable(
    v.looseObject({
      winner: idOrNull,
      best: nullableCount,
      how: v.string() as StringOf<RoundResult['how']>,
      pot: v.number(),
      rolledOver: v.boolean(),
      feesPaid: v.record(v.string(), v.number()),
      sideBets: v.record(v.string(), v.number()),
    }),
  ),
});

// Besides the log and the actions: the lines only this viewer learned (foresight, profiles, cheats).
export const viewerLists = [...VIEWER_LISTS, 'private'] as const;
