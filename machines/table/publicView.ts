/**
 * The pieces every game's public view shares, as each game's `meta.ts`
 * checks them on arrival: the table's fields, what every seat shows (what
 * recovery reads too), the lists that are one viewer's own and so never
 * travel in the public table, and the hints a schema gives the public table's
 * writer (src/sync/packed.ts) so room metadata holds nothing a client can
 * compute: a field `derived` from its object and the whole view is not
 * stored, and a die with a `dieText` form is stored as that short string (the
 * writer stores a value the normal way whenever a hint does not reproduce it
 * exactly, so a wrong hint costs bytes, never data). Light: valibot only, no chart.
 */
import * as v from 'valibot';
import type { Die } from '../engine/dice';

export const count = v.pipe(v.number(), v.integer(), v.minValue(0));
export const nullableCount = v.nullable(v.number());
export const idOrNull = v.nullable(v.string());
/**
 * A string the view's type reads as one of `T` (its builder writes no other), checked on arrival only as a string: for
 * a field whose choices, as a picklist, would cost bytes on a page that has none to spare.
 */
export type StringOf<T extends string> = v.StringSchema<undefined> & {
  readonly '~types'?: { readonly input: string; readonly output: T; readonly issue: v.StringIssue };
};

/** A die by its name (machines/engine/dice.ts). */
export const dieName = v.string() as StringOf<Die>;

/** What every game's seat shows. */
export const seatEntries = {
  id: v.string(),
  name: v.string(),
  controller: v.picklist(['player', 'gm']),
  purse: v.number(),
  asks: v.optional(nullableCount),
  status: v.string(),
  isTurn: v.boolean(),
  /** The public viewer owns no seat. */
  mine: v.literal(false),
};

/** The options every table has; `own` adds a game's. */
export const tableOptions = <E extends v.ObjectEntries>(own: E = {} as E) =>
  v.looseObject({
    ante: v.number(),
    gmRole: v.picklist(['house', 'npc']),
    startingPurse: v.optional(v.number()),
    npcPause: v.optional(v.number()),
    inCharacter: v.optional(v.boolean()),
    ...own,
  });

/** The fields every game's view starts with, in the order its view writes them. */
export const tableViewEntries = <G extends string, P extends string, O extends v.ObjectEntries>(
  game: G,
  phases: readonly [P, ...P[]],
  own?: O,
) => ({
  game: v.literal(game),
  phase: v.picklist(phases),
  options: tableOptions(own),
  round: nullableCount,
  pot: v.number(),
  house: v.number(),
  /** Purses kept for players who left, and who the GM cashed out (context.ts, `Away`): what a recovery carries over. */
  away: v.optional(v.array(v.object({ id: v.string(), purse: v.number() }))),
  cashedOut: v.optional(v.array(v.object({ id: v.string(), name: v.string(), purse: v.number() }))),
  /** When the deadline the table waits on passes (the engine adds it to every view). */
  deadline: v.optional(nullableCount),
});

/** Every view's lists that are one viewer's own: the round log (with their secret lines), their legal actions, and the moves they may not make now with why. */
export const VIEWER_LISTS = ['log', 'actions', 'unavailable'] as const;

/** The field is computed from its object (and the whole view) rather than stored. */
export const derived = <V, T extends object, R extends object = Record<string, unknown>>(
  compute: (parent: T, root: R) => V,
) => v.metadata<V, { derive: (parent: T, root: R) => V }>({ derive: compute });

/** A seat's `isTurn` at a table whose view lists the seats it waits on (`waiting`). */
export const turnFromWaiting = derived(
  (seat: { id: string }, view: { waiting: readonly string[] }) => view.waiting.includes(seat.id),
);

/** The object is stored as the string `write` gives; `read` gives it back (null when the string is not one). */
export const dieText = <T extends object>(
  write: (value: T) => string,
  read: (text: string) => T | null,
) =>
  v.metadata<
    T & Record<string, unknown>,
    { text: { write: (value: T) => string; read: (text: string) => T | null } }
  >({ text: { write, read } });
