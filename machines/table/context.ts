/**
 * The table every game is played at: who sits where, their purses (in the
 * ledger), the options every game has, and how many rounds were played. A
 * game's context is this table plus its own round and its own options.
 */
import type { Controller } from '../engine/game';
import { emptyLedger, type Ledger } from '../engine/ledger';
import type { SelfPlay } from './selfPlay';

export const MAX_SEATS = 8;

/** A seat's traits, by a game's own keys: the table carries them, a game reads them. */
export type Traits = Record<string, number>;

export interface Seat {
  id: string;
  name: string;
  controller: Controller;
  /**
   * Numbers a game keeps on a seat's character (Twenty-One's stats, say), by the game's own keys. The table carries
   * them when the GM changes the game and never reads them; absent, the seat has none set.
   */
  traits?: Traits;
  /** An NPC the host plays by a style of play; absent when the GM plays it (and for every seat saved before). */
  selfPlay?: SelfPlay;
}

/** A player the GM cashed out: what every viewer is shown until they sit down again. */
export interface CashedOut {
  name: string;
  purse: number;
}

/** Who left the table and with what (`TableContext`'s `departed` and `cashedOut`), as views and `RESTORE_SEATS` list it. */
export interface Away {
  /** Purses kept for players who left, by player id, in the order they left. */
  away: { id: string; purse: number }[];
  cashedOut: ({ id: string } & CashedOut)[];
}

/** The options every table has; a game adds its own. */
export interface BaseOptions {
  /** Buy-in per seat per round, in whole gp. */
  ante: number;
  /** `house`: the GM matches every player's ante from the House. `npc`: no match; the GM plays NPC seats. */
  gmRole: 'house' | 'npc';
  /** The purse a player sits down with unless the GM grants another (a player asks; the GM approves). */
  startingPurse: number;
  /** Seconds a self-playing NPC waits before its move, so the table sees a move, not a blur (0 to 10, by 0.5). */
  npcPause: number;
  /**
   * Self-playing seats say, now and then, a short line in character about a move they made (inCharacter.ts); the GM
   * may switch them off (false). Absent, as a new table has it: on.
   */
  inCharacter?: boolean;
}

export const DEFAULT_BASE_OPTIONS: BaseOptions = {
  ante: 5,
  gmRole: 'house',
  startingPurse: 100,
  npcPause: 1,
};

export interface TableContext<TOptions extends BaseOptions = BaseOptions> {
  options: TOptions;
  /** In seat order (the order they sat down). */
  seats: Seat[];
  ledger: Ledger;
  roundsPlayed: number;
  /** Next number for an NPC seat id, so ids never repeat. */
  nextNpc: number;
  /**
   * The purse each player who left or was removed took with them: what they sit down with again. It travels with the
   * table when the GM changes the game, and in the public table (each view's `away`), so a recovery keeps it too.
   */
  departed?: Record<string, number>;
  /** Players the GM cashed out, with their name and the purse they took: they sit down again with a new purse. */
  cashedOut?: Record<string, CashedOut>;
  /** Purses players asked for, by seat, until the GM approves (sets it) or declines. */
  asks?: Record<string, number>;
}

/** A new table with nobody seated and no round, as a game's chart starts. */
export function emptyTable<TOptions extends BaseOptions>(
  options: TOptions,
): TableContext<TOptions> & { round: null } {
  return { options, seats: [], ledger: emptyLedger(), round: null, roundsPlayed: 0, nextNpc: 1 };
}
