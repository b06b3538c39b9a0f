/**
 * What a game says of itself without its chart (its `meta.ts`), for the
 * registry: the public table, the host, the lobby and the panels read it on
 * any page that reads a table of the game, so it holds words, numbers and
 * valibot schemas, never a rule. Its name on the menu is the registry's.
 */
import type * as v from 'valibot';

interface OptionWords {
  /** The field of the game's options (and of its `SET_OPTIONS` intent). */
  key: string;
  /** The option's name in the lobby's form. */
  label: string;
  /** What it changes, in a sentence. */
  help: string;
}

/** One of a game's own lobby options (beyond the ante and the GM's role, which every table has). */
export type LobbyOption = OptionWords &
  (
    | { kind: 'number'; default: number; min?: number; max?: number; step?: number }
    | { kind: 'boolean'; default: boolean }
    | { kind: 'choice'; default: string; choices: readonly { value: string; label: string }[] }
  );

/** A public view's schema: a loose object told apart from the other games' by its `game`. */
export type PublicViewSchema = v.LooseObjectSchema<
  v.ObjectEntries & { game: v.LiteralSchema<string, undefined> },
  undefined
>;

export interface GameMeta {
  /** Every phase the game's view may show (the names its chart's resting states give). */
  phases: readonly string[];
  options: readonly LobbyOption[];
  /** What the panels and the host read of the game's public view (machines/table/publicView.ts has the shared pieces). */
  publicView: PublicViewSchema;
  /** The lists of the game's view that are one viewer's own (`VIEWER_LISTS`, and any the game adds): never in the public table. */
  viewerLists: readonly string[];
  /** When the GM plays the House, the House matches the players' antes (the lobby says so). Absent: it does not. */
  houseMatchesAntes?: boolean;
  /** The game has no ante (its stakes are its own options): the lobby does not ask for one. Absent: it antes. */
  noAnte?: true;
}
