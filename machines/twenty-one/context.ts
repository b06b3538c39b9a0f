import type { Die } from '../engine/dice';
import type { Controller } from '../engine/game';
import type { Ledger } from '../engine/ledger';

export interface TableOptions {
  /** Buy-in per seat per round, in whole gp. */
  ante: number;
  /** `house`: the GM matches every player's ante from the House. `npc`: no match; the GM plays NPC seats. */
  gmRole: 'house' | 'npc';
  /** When nobody is left standing: true keeps the pot for the next round, false gives it to the House. */
  rollover: boolean;
  /** How long the staredown lasts before the host ends it. */
  staredownSeconds: number;
}

export const DEFAULT_OPTIONS: TableOptions = { ante: 5, gmRole: 'house', rollover: false, staredownSeconds: 30 };

export const MAX_SEATS = 8;

export interface Seat {
  id: string;
  name: string;
  controller: Controller;
}

/** `public`: everyone sees it. `hole`: its owner (and the GM) until the reveal. */
export type Visibility = 'public' | 'hole';

export interface HandDie {
  die: Die;
  /** The face that came up. */
  face: number;
  /** What it counts toward the total (a natural 20 on a d20 counts what reaches 21). */
  value: number;
  visibility: Visibility;
}

/** `in`: still betting. The others are final for the round. */
export type SeatStatus = 'in' | 'held' | 'busted' | 'folded';

export interface Hand {
  dice: HandDie[];
  status: SeatStatus;
  /** Has taken a main action or a skill this round (folding then refunds nothing). */
  acted: boolean;
  /** Cleaning fees owed, 1 gp per natural 1; collected at payout. */
  fees: number;
}

export interface DuelRoll {
  seat: string;
  d20: number;
  d4s: number[];
  total: number;
}

export interface Duel {
  /** 1 for the first duel, +1 for each re-duel after a tie. */
  lap: number;
  duelists: string[];
  rolls: DuelRoll[];
  /** Earlier laps, for the log and the payout summary. */
  earlier: DuelRoll[][];
}

export interface RoundResult {
  winner: string | null;
  /** The best standing total, or null when nobody stood. */
  best: number | null;
  how: 'highest-total' | 'duel' | 'nobody-standing';
  /** Gold the winner took (or the House kept, or rolled over). */
  pot: number;
  rolledOver: boolean;
  /** Cleaning fees actually collected, per seat. */
  feesPaid: Record<string, number>;
}

/** One line of the round log. `secret` is shown only to `secret.seat` and the GM. */
export interface LogEntry {
  at: number;
  text: string;
  secret?: { seat: string; text: string };
}

export interface Round {
  number: number;
  /** Betting order: lowest visible total first, ties in seat order. */
  order: string[];
  /** Index into `order` of the seat to act, or -1 when nobody is left to act. */
  turn: number;
  /** Betting lap, from 1; grows each time the turn wraps around the order. */
  lap: number;
  /** The seat offered the Cut, or null once it is decided. */
  cutter: string | null;
  hands: Record<string, Hand>;
  revealed: boolean;
  staredownEndsAt: number | null;
  duel: Duel | null;
  result: RoundResult | null;
  log: LogEntry[];
}

export interface TwentyOneContext {
  options: TableOptions;
  /** In seat order (the order they sat down). */
  seats: Seat[];
  ledger: Ledger;
  round: Round | null;
  roundsPlayed: number;
  /** Next number for an NPC seat id, so ids never repeat. */
  nextNpc: number;
}

export interface TwentyOneInput {
  options?: Partial<TableOptions>;
}
