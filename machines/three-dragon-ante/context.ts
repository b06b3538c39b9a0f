/**
 * The types of Three-Dragon Ante played with dice (rules: the second half of
 * in-between-and-three-dragon-ante.md; what this table decided where they
 * leave a question open: docs/rules/three-dragon-ante.md). One game is one
 * round of the table: every seat bets the ante, rolls five d12s in secret,
 * reveals them one a round over three rounds, betting from the second, and
 * the highest total of those still in takes the pot.
 */
import type { EntryOf } from '../engine/line';
import { DEFAULT_BASE_OPTIONS, type BaseOptions, type TableContext } from '../table/context';
import type { TableLines } from '../table/lines';

/**
 * The table's ante is each participant's opening bet. The GM's role changes
 * nothing here: the House neither matches the opening bets nor takes a cut.
 */
export interface AnteOptions extends BaseOptions {
  /**
   * Raises are capped at `raises` in each betting round (the second and the third). Off, as "each participant can
   * raise" reads: every raise adds at least the opening bet and is bounded by the purses, so a game still ends.
   * Tables saved before the option lack it: off.
   */
  capRaises: boolean;
  /** The most raises in each betting round, counted across the whole round, when they are capped. */
  raises: number;
}

export const DEFAULT_OPTIONS: AnteOptions = {
  ...DEFAULT_BASE_OPTIONS,
  capRaises: false,
  raises: 3,
};

/** `in`: still betting. `allIn`: every coin of the purse is staked; still revealing, no longer betting. `folded`: out, the stake lost. */
export type HandStatus = 'in' | 'allIn' | 'folded';

export interface Hand {
  /** The five d12s as rolled. */
  dice: number[];
  /** Indexes into `dice`, in the order they were revealed. */
  revealed: number[];
  status: HandStatus;
  /** Gold this participant has put in the pot this game, the opening bet included. */
  stake: number;
}

/** After a raise, the participants who still have to match, raise or fold, in order. */
export interface Betting {
  raiser: string;
  queue: string[];
}

/** One pot of the showdown: the main pot, or a side pot above an all-in stake. */
export interface Pot {
  amount: number;
  /** The participants still in whose stake reaches this pot. */
  eligible: string[];
  /** Those of them with the highest total; they split it. */
  winners: string[];
  total: number;
}

export interface AnteResult {
  /** `showdown`: the totals decided; `folds`: everyone else folded, and nothing more was revealed. */
  how: 'showdown' | 'folds';
  /** The highest total (the first of the tied after the dealer): the next game's dealer. */
  winner: string;
  /** The highest total at the showdown; null when the game ended by folds. */
  top: number | null;
  pots: Pot[];
  /** Gold each seat took from the pot. */
  won: Record<string, number>;
}

/**
 * Three-Dragon Ante's lines in a game's log, as data (machines/engine/line.ts): each key with the values its words
 * state, worded in src/panels/three-dragon-ante/words.ts. Every line is public: a hand's dice are in a line only at
 * the showdown, where every hand still in is shown.
 */
export interface AnteLines {
  /**
   * A game opens: its dealer (`kept`: the last game's winner; else the dice's pick), the opening bet, who reveals
   * first, the seats the opening bet puts all in and those who cannot afford it.
   */
  opens: {
    number: number;
    kept: boolean;
    dealer: string;
    ante: number;
    first: string;
    allIn: readonly string[];
    out: readonly string[];
  };
  /** A round of reveals (1 to 3) opens with `seat`; from the second, each may raise before revealing. */
  reveals: { reveal: number; seat: string };
  reveal: { seat: string; face: number };
  raise: { seat: string; to: number; added: number; allIn: boolean };
  /** All in with `left` gp, short of the `highest` stake. */
  short: { seat: string; left: number; highest: number };
  match: { seat: string; highest: number; added: number; allIn: boolean };
  fold: { seat: string; stake: number };
  /** Everyone else folded: `seat` takes the pot without showing. */
  folds: { seat: string; pot: number };
  showdown: { hands: readonly { seat: string; dice: readonly number[]; total: number }[] };
  /**
   * One pot of the showdown, `index` of `pots` (the main pot first): its winners at `total`, and each one's share
   * when they split it.
   */
  pot: {
    index: number;
    pots: number;
    amount: number;
    total: number;
    winners: readonly string[];
    shares: readonly { seat: string; amount: number }[];
  };
  deals: { seat: string };
}

/** An entry of the game's log: one of Three-Dragon Ante's lines, or the table's. */
export type LogEntry = EntryOf<AnteLines & TableLines>;

export interface AnteRound {
  number: number;
  dealer: string;
  /** Every participant, clockwise from the dealer's left; the dealer last. */
  order: string[];
  /** The round of reveals, 1 to 3; 4 once the third is over. */
  reveal: number;
  /** Index into `order` of the participant whose turn it is to reveal. */
  turn: number;
  /** The participant whose turn it is has raised this turn: they reveal next. */
  raised: boolean;
  /** Raises made in this round of reveals. */
  raises: number;
  betting: Betting | null;
  /** Each participant's hand; a seat short of the opening bet has none: it sits the game out. */
  hands: Record<string, Hand>;
  result: AnteResult | null;
  log: LogEntry[];
}

export interface AnteContext extends TableContext<AnteOptions> {
  round: AnteRound | null;
  /** The last game's winner, who deals the next one if still at the table; null until a game has been won. */
  nextDealer: string | null;
}

export interface AnteInput {
  options?: Partial<AnteOptions>;
}
