import type { Die } from '../engine/dice';
import type { EntryOf } from '../engine/line';
import type { TableLines } from '../table/lines';
import type { BaseOptions, TableContext } from '../table/context';

/**
 * The table options Goblin Mode uses: the table's own (the ante, the GM's
 * role) and nothing more. Standard mode's rollover and staredown timer have no
 * place here (a Total Wipeout always goes to the House, and there is no staredown).
 */
export type GoblinOptions = BaseOptions;

/** "Everyone rolls the same die each stage, in this order." */
export const CHAMBER = ['d20', 'd12', 'd10', 'd8', 'd6', 'd4'] as const satisfies readonly Die[];
export type ChamberDie = (typeof CHAMBER)[number];

/** Sudden Death's coin: "Heads (2)", "Tails (1)". */
export const COIN = 'd2' as const satisfies Die;

/**
 * `in`: alive and still in the Chamber. `held`: alive, rolls no more unless
 * booted. `standing`: alive and unheld when the Chamber ran out of dice.
 * `dead`: a natural 1 (or tails), score 0.
 */
export type HandStatus = 'in' | 'held' | 'standing' | 'dead';

export interface GoblinRoll {
  die: Die;
  face: number;
}

export interface GoblinHand {
  status: HandStatus;
  score: number;
  rolls: GoblinRoll[];
  /** Boots earned and not spent yet this round. */
  boots: number;
  /** The stage of the seat's standing Hold (a broken Hold no longer counts), or null. */
  heldIn: ChamberDie | null;
}

/** One Hold, kept after it is broken so the table sees who held, when, and who booted them. */
export interface HoldRecord {
  seat: string;
  stage: ChamberDie;
  score: number;
  brokenBy: string | null;
  brokenIn: ChamberDie | null;
}

export interface CoinFlip {
  seat: string;
  /** 2 is heads (+2), 1 is tails (death). */
  face: number;
}

export interface Volley {
  flippers: string[];
  flips: CoinFlip[];
}

export interface SuddenDeath {
  /** 1 for the first volley of flips, +1 for each volley after it. */
  volley: number;
  /** Every seat tied for the top flips once per volley. */
  current: Volley;
  earlier: Volley[];
}

export interface GoblinResult {
  winner: string | null;
  score: number | null;
  /** `sudden-death`: the winner flipped in the last volley of the coin. `wipeout`: nobody is alive. */
  how: 'highest-score' | 'sudden-death' | 'wipeout';
  /** The pot when it was paid out. */
  pot: number;
  /** Gold the winner took. */
  won: number;
  /** Gold the House took (the Coward's Tax, or the whole pot on a Total Wipeout). */
  houseTook: number;
  /** The winner held before the d8 stage and claimed only half. */
  cowardsTax: boolean;
}

/**
 * Goblin Mode's lines in a round's log, as data (machines/engine/line.ts): each key with the values its words state,
 * worded in src/panels/goblin/words.ts. Every line is public: the whole table reads the same log.
 */
export interface GoblinLines {
  /** A stage opens: the seats that face the Chamber in it, in seat order. */
  stage: { die: ChamberDie; seats: readonly string[] };
  /** A 1: the Bullet, and the seat is dead. */
  bullet: { seat: string; die: ChamberDie };
  /** A roll that is not the Bullet, and the score after it; `boot` when it is the die's highest face. */
  roll: { seat: string; die: ChamberDie; face: number; score: number; boot: boolean };
  /** A Hold on `score`; `taxed` when it comes before the d8 stage (the Coward's Tax). */
  hold: { seat: string; score: number; stage: ChamberDie; taxed: boolean };
  boot: { seat: string; target: string };
  /** The Chamber is spent: who stands, on what, in seat order. */
  standing: { standing: readonly { seat: string; score: number }[] };
  /**
   * A volley of Sudden Death opens for the seats tied at `top`: the first (`first`), after heads all round
   * (`heads`), or after every flipper died (`died`).
   */
  volley: { seats: readonly string[]; top: number; after: 'first' | 'heads' | 'died' };
  heads: { seat: string; score: number };
  tails: { seat: string };
  wipeout: { pot: number };
  /** The winner takes `won` of the `pot`; a Hold before the d8 stage (`heldIn`) leaves `houseTook` to the House. */
  win: {
    seat: string;
    score: number;
    pot: number;
    won: number;
    houseTook: number;
    heldIn: ChamberDie | null;
    suddenDeath: boolean;
  };
}

/** An entry of the round log: one of Goblin Mode's lines, or the table's. */
export type LogEntry = EntryOf<GoblinLines & TableLines>;

export interface GoblinRound {
  number: number;
  /** Index into CHAMBER of the stage being rolled. */
  stage: number;
  /** The seats that act in this stage, in seat order, fixed when the stage opens. */
  queue: string[];
  /** Index into `queue` of the seat to act; `queue.length` once everyone has acted. */
  turn: number;
  hands: Record<string, GoblinHand>;
  holds: HoldRecord[];
  suddenDeath: SuddenDeath | null;
  result: GoblinResult | null;
  log: LogEntry[];
}

/** The table (seats in seat order, which is also turn order; ledger, options, round count, NPC numbering) and the Chamber's round. */
export interface GoblinContext extends TableContext<GoblinOptions> {
  round: GoblinRound | null;
}

export interface GoblinInput {
  options?: Partial<GoblinOptions>;
}
