import { DEFAULT_BASE_OPTIONS, type BaseOptions, type TableContext } from '../table/context';

/** "This can be played as a one or two player game." The GM picks one for the table. */
export const MODES = ['one-player', 'two-player'] as const;
export type Mode = (typeof MODES)[number];

export interface InBetweenOptions extends BaseOptions {
  mode: Mode;
  /**
   * "all other players at the table can wager on this": off, each watcher wagers against the bank at the roller's
   * even money; on, the watchers' wagers form a pool the backers of the winner share. Tables saved before the
   * option lack it: off.
   */
  sideBetPool: boolean;
  /**
   * Seconds a self-playing roller waits from the round's start while a watcher the GM or a player plays may still
   * side-bet (a pace for NPCs only: a player rolls when they like). Tables saved before the option lack it: 3.
   */
  sideBetWindow: number;
}

export const DEFAULT_OPTIONS: InBetweenOptions = {
  ...DEFAULT_BASE_OPTIONS,
  mode: 'one-player',
  sideBetPool: false,
  sideBetWindow: 3,
};

/**
 * The one-player game's three d20s, told apart by colour: the roller names
 * one of them the between before the roll, so the declaration means
 * something although all three are rolled at once.
 */
export const DICE = ['red', 'green', 'blue'] as const;
export type DieColour = (typeof DICE)[number];

/**
 * The two parts of every game: the between and the surrounds. In the
 * one-player game the roller plays the between against the bank; in the
 * two-player game each part is a player.
 */
export type Part = 'between' | 'surrounds';

/** What a side bet (and a result) names: a part as the table calls it in the mode played. */
export const SIDES = ['roller', 'bank', 'betweener', 'surrounds'] as const;
export type Side = (typeof SIDES)[number];

/** One throw: the two surrounds, and the between (null until the two-player betweener rolls). */
export interface Throw {
  surrounds: [number, number];
  between: number | null;
}

/**
 * How a round was decided. `inside`: the between fell strictly between the
 * surrounds. `outside`, `equal`: it did not. `sequential`: consecutive
 * surrounds. `doubles`: doubles on the re-roll, which is final. `accepted`:
 * doubles, and the loss accepted.
 */
export type How = 'inside' | 'outside' | 'equal' | 'sequential' | 'doubles' | 'accepted';

export interface SideBet {
  by: string;
  on: Side;
  amount: number;
}

export interface Payout {
  seat: string;
  amount: number;
}

export interface InBetweenResult {
  winner: Side;
  /** The winner's seat; null for the bank. */
  seat: string | null;
  how: How;
  /** Each side's stake when it was settled: the wager, or twice it after a re-roll. */
  stake: number;
  /** The pot the winner took. */
  pot: number;
  /** What the side-bet pool paid each backer, stakes included. */
  sideBets: Payout[];
  /** Nobody backed the winner, so every side bet went back to its backer. */
  sideBetsReturned: boolean;
}

export interface LogEntry {
  at: number;
  text: string;
}

export interface InBetweenRound {
  number: number;
  /** When the round opened (the table's clock): a self-playing roller's wait for the watchers runs from it. Absent in rounds saved before. */
  openedAt?: number;
  mode: Mode;
  /** The seat of each part; the bank plays the surrounds in the one-player game (null). */
  seats: { between: string; surrounds: string | null };
  /** The die the roller named the between (one-player only). */
  betweenDie: DieColour | null;
  /** Each side's wager; null until the one-player roller names theirs with the roll. */
  wager: number | null;
  /** Doubles were rolled again: each side staked its wager a second time. */
  doubled: boolean;
  /** Doubles, and the loss accepted. */
  accepted: boolean;
  /** The first throw, and the re-roll after doubles. */
  throws: Throw[];
  sideBets: SideBet[];
  /** Seats watching that said they bet nothing this round. */
  passed: string[];
  result: InBetweenResult | null;
  log: LogEntry[];
}

export interface InBetweenContext extends TableContext<InBetweenOptions> {
  round: InBetweenRound | null;
  /** Who played the between last round: the next round's parts follow that seat in seat order. */
  lastBetweener: string | null;
}

export interface InBetweenInput {
  options?: Partial<InBetweenOptions>;
}
