import { DEFAULT_BASE_OPTIONS, type BaseOptions, type TableContext } from '../table/context';

/**
 * The table options of Black Baron. The House is always the dealer's bank, so
 * the table's ante and the GM's role (kept because every table has them) play
 * no part here: each player stakes a bet between the table's minimum and maximum.
 */
export interface BlackBaronOptions extends BaseOptions {
  /** "greater than or equal to the table's Minimum bet", in whole gp. */
  minBet: number;
  /** "less than or equal to the table's Maximum", in whole gp. */
  maxBet: number;
  /** `table`: the table plays the dealer's forced hand itself. `gm`: the GM presses the dealer's (equally forced) buttons. */
  dealer: 'table' | 'gm';
}

/** The example of play's table: "The Tables minimum is 1 and a maximum of 100." */
export const DEFAULT_OPTIONS: BlackBaronOptions = {
  ...DEFAULT_BASE_OPTIONS,
  minBet: 1,
  maxBet: 100,
  dealer: 'table',
};

/**
 * `playing`: still to be played (or being played). `stood`: stays, after a
 * stay, a double down or a seventh die. `bust`: over 20, lost at once.
 * `baron`: a starting 20, won at once.
 */
export type HandStatus = 'playing' | 'stood' | 'bust' | 'baron';

/** How a hand ended: `plague` is a bet forfeit to the Black Plague. */
export type Outcome = 'win' | 'lose' | 'push' | 'bust' | 'baron' | 'plague';

export interface HandResult {
  outcome: Outcome;
  /** What the hand won (or, below zero, lost) beyond its bet coming back. */
  net: number;
}

export interface Hand {
  /** d10 faces, in the order they were rolled. */
  dice: number[];
  /** Gold staked on this hand (the bet, doubled by a double down). */
  bet: number;
  doubled: boolean;
  /** Made by splitting a pair: not a starting hand, so never a Black Baron. */
  split: boolean;
  status: HandStatus;
  /** Set when the hand is decided: a bust or a Black Baron at once, the rest when the dealer is done. */
  result: HandResult | null;
}

export interface PlayerHands {
  /** The bet placed before the deal. */
  bet: number;
  /** One hand, or more after splits, in the order they are played. */
  hands: Hand[];
  /** Index of the hand in play (or the next to be). */
  active: number;
}

export interface Dealer {
  /** d10 faces; the first is the shown die. */
  dice: number[];
  /** The second die was rolled face down (the shown die is a 10) and only the GM has seen it. */
  hidden: boolean;
}

export interface LogEntry {
  at: number;
  text: string;
}

export interface BlackBaronRound {
  number: number;
  /** Each seat's bet, `out` when it sits the round out; a seat missing here has not decided yet. */
  bets: Record<string, number | 'out'>;
  /** The seats that bet, in seat order (left of the dealer first), fixed at the deal. */
  order: string[];
  /** Index into `order` of the seat to act; `order.length` once every player has acted. */
  turn: number;
  players: Record<string, PlayerHands>;
  /** Null until the deal. */
  dealer: Dealer | null;
  /** The dealer's starting 20: every bet still open is forfeit. */
  plague: boolean;
  /** The round is settled and paid. */
  settled: boolean;
  log: LogEntry[];
}

/** The table (seats, ledger, options, round count, NPC numbering) and Black Baron's round. */
export interface BlackBaronContext extends TableContext<BlackBaronOptions> {
  round: BlackBaronRound | null;
}

export interface BlackBaronInput {
  options?: Partial<BlackBaronOptions>;
}
