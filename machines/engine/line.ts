/**
 * A line of a round's log, as data, like a refusal's reason (reason.ts): `say`, a key the panels word, and the
 * values those words state. The table writes no sentence: the panel, the debugger and a map each say a line their
 * own way, from it and the viewer's view (a seat's name from its id).
 */

/** A value a line's words state: a number, a seat id (said by its name), a flag, a die, a list or a record of them. */
export type LineValue =
  | string
  | number
  | boolean
  | null
  | readonly LineValue[]
  | { readonly [key: string]: LineValue };

export type Line = { readonly say: string; readonly [value: string]: LineValue | undefined };

/** A game's lines as one union, from an interface of each key's values: `{ holds: { seat: string; score: number } }`. */
export type LineOf<M> = {
  [K in keyof M & string]: { readonly say: K } & { readonly [F in keyof M[K]]: M[K][F] };
}[keyof M & string];

/** An entry of a round's log: when it was written, and its line. */
export type EntryOf<M> = { readonly at: number } & LineOf<M>;
