import type { EntryOf } from '../engine/line';
import type { None } from '../engine/reason';
import type { TableLines } from '../table/lines';
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

/**
 * Black Baron's lines in a round's log, as data (machines/engine/line.ts): each key with the values its words state,
 * worded in src/panels/black-baron/words.ts. Every line is public: the whole table reads the same log. `hand` names a
 * hand by its number once its seat has split (null before), and `total` is the hand's or the dealer's dice summed.
 */
export interface BlackBaronLines {
  /** A round opens for bets between the table's minimum and maximum. */
  bets: { number: number; min: number; max: number };
  /** A seat that cannot cover the minimum bet sits the round out. */
  broke: { seat: string };
  /** Seven players have bet, as many as the dealer takes: the seats still to decide sit out. */
  closed: { seats: readonly string[] };
  bet: { seat: string; amount: number };
  sitOut: { seat: string };
  /** A starting pair of 10s: the seat is paid `won` at once. */
  baron: { seat: string; won: number };
  dealt: { seat: string; dice: readonly number[]; total: number };
  /** The dealer's shown die; a 10 has the second rolled face down at once. */
  shows: { face: number };
  /** The face-down die is a 10 too: the Black Plague. */
  plague: None;
  turnsOver: { face: number; total: number };
  /** The dealer's second die (`second`) or a hit, and what the dealer's hand is then. */
  dealer: {
    second: boolean;
    face: number;
    total: number;
    then: 'bust' | 'roundTable' | 'hit' | 'stay';
  };
  nobodyBets: None;
  /** A seat's hands settled: what they won (more than 0), lost (less) or neither. */
  settled: { seat: string; net: number };
  bust: { seat: string; hand: number | null; total: number; bet: number };
  roundTable: { seat: string; hand: number | null; total: number };
  hit: { seat: string; hand: number | null; second: boolean; face: number; total: number };
  stay: { seat: string; hand: number | null; total: number };
  double: { seat: string; hand: number | null; stake: number; face: number; total: number };
  /** A pair split: hand `hand` rolls `face` for `total`; the next hand rolls when play reaches it. */
  split: { seat: string; pair: number; stake: number; hand: number; face: number; total: number };
}

/** An entry of the round log: one of Black Baron's lines, or the table's. */
export type LogEntry = EntryOf<BlackBaronLines & TableLines>;

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
