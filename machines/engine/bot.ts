/**
 * A self-playing seat's brain: a style of play for one game. A style decides
 * from exactly what its seat may know, the view that seat would receive, so it
 * is honest by construction; it returns an intent for its own seat, which the
 * host sends through the same authenticated path as the GM acting for an NPC.
 * Pure: any chance it takes comes from `chance`, which the caller draws.
 */
import type { Intent } from './game';

/**
 * How well a style plays, as a table would say it of a regular: a `novice` makes a player's mistakes often, a
 * `regular` now and then, a `shark` never (it plays its character exactly). A style reads what its level means from
 * `LEVELS`; the level is saved with the seat by its name.
 */
export type BotLevel = 'novice' | 'regular' | 'shark';

/** Every level, weakest first. */
export const BOT_LEVELS: readonly BotLevel[] = ['novice', 'regular', 'shark'];

/** The level a style named without one plays at. */
export const TOP_LEVEL: BotLevel = 'shark';

/**
 * What a level means to every style: how many chances it has to make each mistake a style gives a rate (a regular
 * makes it at that rate, a novice as if twice given the chance, a shark never).
 */
export const LEVELS: Readonly<Record<BotLevel, { slips: number }>> = {
  novice: { slips: 2 },
  regular: { slips: 1 },
  shark: { slips: 0 },
};

/** The chance a seat of this level makes a mistake a regular makes at `rate`: 0.3 is a novice's 0.51. */
export const slipChance = (level: BotLevel, rate: number): number =>
  1 - (1 - rate) ** LEVELS[level].slips;

/**
 * The levels of earlier builds, by the level that plays as each did: a saved seat (machines/table/legacy.ts) and an
 * NPC added by an older page are read so.
 */
export const OLD_LEVELS: Readonly<Record<string, BotLevel>> = {
  forgiving: 'regular',
  best: 'shark',
};

/**
 * A style's temper, as a table would sum up a regular in any game: an NPC carried to another game plays that game's
 * style of its own id and temper, else the game's default style of that temper (src/host/gameChoice.ts), and the GM
 * is asked when it has none. A game may have several styles of a temper; all but one are `variant`s.
 */
export type Temper = 'cautious' | 'bold' | 'shrewd' | 'crooked';

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
  temper: Temper;
  /**
   * One of several styles of its temper in its game: a game change lands on it only from a style of the same id
   * (Standard's Bully and Classic's). The game's one style of the temper without it is the temper's default, where
   * the other games' styles of that temper land.
   */
  variant?: true;
}

/** What a style may glance at before it decides: the kinds of move its seat is offered now, and its seat's view. */
export interface Glance<TView = unknown> {
  /** Its seat is offered a move of this type now (one of its view's `actions` is). */
  offers(type: string): boolean;
  /** Its seat's view, as `decide` would receive it (built when first asked for). */
  view(): TView;
  /** One field of that view, worked out alone where the game can (its `viewParts`), else read from the view. */
  part<K extends keyof TView>(key: K): TView[K];
}

export interface BotStyle<TView = unknown> extends StyleWords {
  /**
   * This seat's move now, from its own view alone, or null when it has
   * nothing to do (not its turn, or no move it would make). `chance()` is a
   * uniform number in [0, 1), drawn by the caller for every call it makes.
   */
  decide(view: TView, level: BotLevel, chance: () => number): Intent | null;
  /**
   * Would it look at its view now? False only where `decide` would make no move and draw no chance, so a driver may
   * skip the ask and every later draw stays the same (tests/engine/style-looks.test.ts holds each style to it).
   * Without it, a style is always asked: most asks are out of turn, and most styles decline those unread.
   */
  looks?(glance: Glance<TView>, level: BotLevel): boolean;
}
