/**
 * What the tavern knows of Standard mode without loading its chart: its
 * phases, its own lobby options, and what its public view holds (its name on
 * the menu is its line in machines/catalog.ts). Loaded on its own, when a page
 * first reads a table of this game. Light: valibot and types only.
 */
import * as v from 'valibot';
import type { GameMeta } from '../table/gameMeta';
import {
  derived,
  dieName,
  dieText,
  idOrNull,
  nullableCount,
  seatEntries,
  tableViewEntries,
  VIEWER_LISTS,
} from '../table/publicView';

type PublicDie = {
  die: string;
  face: number | null;
  counts: number | null;
  hole: boolean;
  blind: boolean;
};
type PublicSeat = { status: string; dice: PublicDie[] };

/** The sum of the dice a viewer can count. */
export const showingOf = (dice: readonly { counts: number | null }[]): number =>
  dice.reduce((sum, d) => sum + (d.counts ?? 0), 0);

const known = (n: number | null) => (n === null ? '?' : String(n));
/** A die in the public table: `d10:5`, `d10:?h` (a hole die), `d20:20=3` (counting other than its face), `b` for a blind die. */
const die = v.pipe(
  v.looseObject({
    die: dieName,
    face: nullableCount,
    counts: nullableCount,
    hole: v.boolean(),
    blind: v.boolean(),
  }),
  dieText<PublicDie>(
    (d) =>
      `${d.die}:${known(d.face)}${d.counts === d.face ? '' : `=${known(d.counts)}`}${d.hole ? 'h' : ''}${d.blind ? 'b' : ''}`,
    (text) => {
      const [, name, face, counts, hole, blind] =
        /^(d\d+):(\d+|\?)(?:=(\d+|\?))?(h?)(b?)$/.exec(text) ?? [];
      const number = (s: string) => (s === '?' ? null : Number(s));
      return name
        ? {
            die: name,
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
const PHASES = ['lobby', 'cut', 'opener', 'betting', 'staredown', 'duel', 'roundOver'] as const;
export type Phase = (typeof PHASES)[number];

/** A ruleset's phases: every phase but the other ruleset's opening. */
export const phasesWithout = <const X extends Phase>(other: X) =>
  PHASES.filter((p) => p !== other) as unknown as readonly [
    Exclude<Phase, X>,
    ...Exclude<Phase, X>[],
  ];

const phases = phasesWithout('opener');

export const meta = {
  phases,
  // "If the GM is acting as House, the House matches all non-GM antes."
  houseMatchesAntes: true,
  options: [
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
    {
      key: 'startingHeat',
      kind: 'number',
      label: 'Starting heat (cheat DC)',
      help: 'The Cheat check’s DC before any cheat: each seat’s Heat starts here.',
      min: 5,
      max: 30,
      default: 10,
    },
    {
      key: 'liquidMode',
      kind: 'boolean',
      label: 'Liquid Mode (rolls may go on the tab)',
      help: 'A seat may pay for a roll with a drink (a CON save) instead of gold.',
      default: false,
    },
    {
      key: 'duelD4PerHit',
      kind: 'boolean',
      label: 'A d4 for every hit in the duel',
      help: 'A duelist rolls 1d20 plus a d4 for every die they bought, added up. Off, as the rule is written: one d4 multiplied by the dice they bought.',
      default: false,
    },
  ],
  publicView: v.looseObject({
    ...tableViewEntries('twenty-one', phases, {
      rollover: v.boolean(),
      staredownSeconds: v.number(),
      startingHeat: v.number(),
      liquidMode: v.boolean(),
      // Classic's (the chart's options are one set for both rulesets).
      goadBumpOnceARound: v.boolean(),
      duelD4PerHit: v.boolean(),
    }),
    seats: v.array(
      v.looseObject({
        ...seatEntries,
        dice: v.array(die),
        showing: v.pipe(
          v.number(),
          derived((seat: PublicSeat) => showingOf(seat.dice)),
        ),
        // Known once every die's count is: then it is what shows.
        total: v.pipe(
          nullableCount,
          derived((seat: PublicSeat) =>
            seat.status !== 'waiting' && seat.dice.every((d) => d.counts !== null)
              ? showingOf(seat.dice)
              : null,
          ),
        ),
        fees: nullableCount,
        sloppy: v.boolean(),
        drinks: v.number(),
        owesRetaliation: idOrNull,
        accused: v.boolean(),
        // Only the seat's owner and the GM see a seat's secrets.
        secrets: v.null(),
      }),
    ),
    order: v.array(v.string()),
    turn: idOrNull,
    cutter: idOrNull,
    lap: nullableCount,
    staredownEndsAt: nullableCount,
    retaliationEndsAt: nullableCount,
    deciding: idOrNull,
    sideBets: v.array(v.looseObject({ by: v.string(), on: v.string(), amount: v.number() })),
    sideBetsOpen: v.boolean(),
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
        how: v.string(),
        pot: v.number(),
        rolledOver: v.boolean(),
        feesPaid: v.record(v.string(), v.number()),
        sideBets: v.record(v.string(), v.number()),
      }),
    ),
  }),
  // Besides the log and the actions: the lines only this viewer learned (foresight, profiles, cheats).
  viewerLists: [...VIEWER_LISTS, 'private'],
  // A cheat is offered per face of each die just rolled, so a seat's moves run long.
} as const satisfies GameMeta;
