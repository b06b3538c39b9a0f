/**
 * A self-playing seat's brain: a style of play for one game. A style decides
 * from exactly what its seat may know, the view that seat would receive, so it
 * is honest by construction; it returns an intent for its own seat, which the
 * host sends through the same authenticated path as the GM acting for an NPC.
 * Pure: any chance it takes comes from `chance`, which the caller draws.
 */
import type { Intent } from './game';

/** How well a style plays: `forgiving` makes human mistakes, `best` plays its character exactly. */
export type BotLevel = 'forgiving' | 'best';

export const BOT_LEVELS: readonly BotLevel[] = ['forgiving', 'best'];

/** The level a style named without one plays at. */
export const TOP_LEVEL: BotLevel = 'best';

/**
 * A style in words alone, as the lobby's NPC form shows it: each game keeps its
 * styles' words in its `styles.ts`, apart from the brains, so the form loads none.
 */
export interface StyleWords {
  /** Stable id, saved with the seat and named by `npm run simulate -- --strategies`. */
  id: string;
  /** What the GM picks from in the lobby ("Careful"). */
  name: string;
  /** One line of character a GM would pick by ("Stands early and never cheats."). */
  character: string;
}

export interface BotStyle<TView = unknown> extends StyleWords {
  /**
   * This seat's move now, from its own view alone, or null when it has
   * nothing to do (not its turn, or no move it would make). `chance()` is a
   * uniform number in [0, 1), drawn by the caller for every call it makes.
   */
  decide(view: TView, level: BotLevel, chance: () => number): Intent | null;
}
