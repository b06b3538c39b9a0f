import type { EntryOf } from '../engine/line';
import { DEFAULT_BASE_OPTIONS, type BaseOptions, type TableContext } from '../table/context';
import type { TableLines } from '../table/lines';

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

/**
 * A throw as a line says it: the surrounds and the between (null until the two-player betweener rolls); in the
 * one-player game, the die named the between and the surrounds' colours (null in the two-player game).
 */
export interface ThrowLine {
  surrounds: readonly number[];
  between: number | null;
  die: DieColour | null;
  colours: readonly DieColour[] | null;
}

/**
 * In Between's lines in a round's log, as data (machines/engine/line.ts): each key with the values its words state,
 * worded in src/panels/in-between/words.ts. Every line is public. A part's seat is null for the bank.
 */
export interface InBetweenLines {
  /** A round opens: the one-player roller against the bank (`surrounds` null), or two players at `ante` gp each. */
  opens: { number: number; between: string; surrounds: string | null; ante: number };
  /** The one-player roll: the between named, the wager staked, three dice thrown. */
  rolled: { seat: string; wager: number; thrown: ThrowLine };
  surrounds: { seat: string; thrown: ThrowLine };
  between: { seat: string; thrown: ThrowLine };
  /** Doubles rolled again, for `stake` gp a side. */
  again: { seat: string; stake: number; thrown: ThrowLine };
  accepts: { seat: string };
  /** A side bet on a part (`on`: its seat, null for the bank). */
  sideBet: { seat: string; amount: number; on: string | null };
  noBet: { seat: string };
  /**
   * The round settled, `how` on the last throw: the winner takes `stake` from the loser. The side bets: the pool's
   * payouts (`returned` when nobody backed the winner) or each bet against the bank, won or lost.
   */
  settled: {
    how: How;
    surrounds: readonly number[];
    between: number | null;
    winner: string | null;
    loser: string | null;
    stake: number;
    doubled: boolean;
    sideBets: SideBetsLine;
  };
}

/** The side bets as the settling line says them: paid from the pool, or each won or lost against the bank. */
export interface SideBetsLine {
  pool: boolean;
  returned: boolean;
  bets: readonly { seat: string; amount: number; won: boolean }[];
}

/** An entry of the round log: one of In Between's lines, or the table's. */
export type LogEntry = EntryOf<InBetweenLines & TableLines>;

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
