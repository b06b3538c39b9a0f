/**
 * Twenty-One's round log as data: each line a key and the values its words state, and the parts of one entry and
 * who reads each. Re-exported by context.ts, beside the round that keeps them.
 */
import type { Line, LineOf } from '../engine/line';
import type { TableEntry } from '../table/lines';

/** A d20 check as the seats of a contest read it: both faces when one was dropped, the face kept, the total. */
export type CheckSaid = { faces: readonly number[]; kept: number; total: number };

/**
 * A die as a line everyone reads names it: its face when everyone sees it, else what hides it (`rolled`: its roller
 * is still deciding on it, so its face is theirs).
 */
export type DieSaid = { die: string; shows: number | 'hole' | 'blind' | 'rolled' };

/**
 * Twenty-One's lines in a round's log, either ruleset's (Classic's own: machines/twenty-one-classic/lines.ts), as
 * data (machines/engine/line.ts): each key with the values its words state, worded in
 * src/panels/twenty-one-kit/lines.ts. A line marked secret is read by its seat alone (and the GM), one marked GM by
 * the GM alone; `numbers` are a contest's checks, which only its seats and the GM read.
 */
export interface TwentyOneLines {
  /** The opening deal: a seat's shown die. */
  shows: { seat: string; face: number };
  /** Secret: the seat's hole die, dealt (`cut`: re-rolled by the Cut). */
  holeDie: { face: number; cut: boolean };
  cutOffer: { seat: string };
  cutTaken: { seat: string };
  cutPassed: { seat: string };
  /** A die bought, with gold (`cost`) or on the tab (`drink`). */
  buys: { seat: string; die: string; cost: number; drink: boolean };
  /** A roll told once its roller has decided: its face (null: blind), and the total it busts with (null: no bust). */
  rolls: { seat: string; die: string; face: number | null; bust: number | null };
  /** Secret: what a natural 20 counts. */
  natural20: { value: number };
  holds: { seat: string };
  /** A fold; `refund` is the ante taken back by a seat that had not acted (0: none). */
  folds: { seat: string; refund: number };
  /** GM: a hand over 21 behind a blind die, told to the table at the reveal. */
  overUnseen: { seat: string; total: number };
  busts: { seat: string };
  /** Secret: the busted hand's total. */
  total: { total: number };
  duel: { seats: readonly string[]; best: number };
  /** Standard's duel roll: the d20, the d4s (one times `hits`, or one per hit: `perHit`), the total. */
  duelRoll: {
    seat: string;
    d20: number;
    d4s: readonly number[];
    hits: number;
    perHit: boolean;
    total: number;
  };
  tiedAgain: { seats: readonly string[]; top: number };
  /** Drinks on the tab for a die: the CON save's outcome; `hole` is the hole die a failed save shows. */
  tab: {
    seat: string;
    drinks: number;
    die: string;
    outcome: 'passesOut' | 'free' | 'sloppy';
    cost: number;
    hole: number | null;
    numbers?: { save: CheckSaid; dc: number };
  };
  goad: {
    seat: string;
    target: string;
    outcome: 'natural20' | 'natural1' | 'wins' | 'backfires';
    numbers?: { skill: string; attack: CheckSaid; defence: CheckSaid };
  };
  gazes: { seat: string };
  /** Secret: a Foresight's check, and what it read of the next roll of each die (a face, or HIGH or LOW). */
  foresight: {
    check: CheckSaid;
    dc: number;
    outcome: 'reads' | 'blinded' | 'clouded';
    exact: boolean;
    next: readonly { die: string; says: number | string }[];
  };
  sideBet: { seat: string; on: string; amount: number };
  cheatCaught: { seat: string; cost: number };
  /** Secret: a cheat's check against the seat's Heat, and what became of the die (`bust`: a total now over 21). */
  cheat: {
    check: CheckSaid;
    dc: number;
    outcome: 'success' | 'invisible' | 'failed';
    die: string;
    to: number;
    bust: number | null;
  };
  profile: { seat: string; target: string; backfired: boolean };
  /** Secret to the target of a backfired profile: the profiler's hole die (null: revealed) and whether they cheated. */
  profileBackfired: { seat: string; hole: number | null; cheated: boolean };
  /** Secret: a profile's check and what it found (null: nothing learnt), with the dice a natural 20 names. */
  profiled: {
    target: string;
    check: CheckSaid;
    dc: number;
    cheated: boolean | null;
    dice: readonly number[];
  };
  /** An accusation: right (the target pays `gold`, the bounty) or wrong (the accuser's `gold` fee to the pot). */
  accusation: { seat: string; target: string; die: DieSaid; right: boolean; gold: number };
  /** A bump: the die tumbles (`face`: the new face when shown), or is caught (`cost`: paid for a natural 1). */
  bump: {
    seat: string;
    target: string;
    die: DieSaid;
    outcome: 'tumbles' | 'caught' | 'natural1';
    face: number | null;
    cost: number;
    numbers?: { attack: CheckSaid; defence: CheckSaid };
  };
  /** Secret: a hole die a bump or a retaliation re-rolled. */
  holeNow: { face: number };
  /** A retaliation: by its target (`avenger`), or by the table when they did not choose in time. */
  retaliation: {
    avenger: string;
    bumper: string;
    die: DieSaid;
    timedOut: boolean;
    face: number | null;
  };
  revealed: {
    hands: readonly { seat: string; hidden: readonly number[]; total: number; bust: boolean }[];
  };
  staredownOver: { by: 'gm' | 'deadline' };
  payout: {
    fees: readonly { seat: string; gp: number }[];
    winner: string | null;
    pot: number;
    best: number | null;
    duel: boolean;
    rolledOver: boolean;
    sideBets: readonly { seat: string; gp: number }[];
    backed: boolean;
  };
}

/** One of Twenty-One's lines (or Classic's, or an older build's `said`), as data. */
export type TwentyOneLine = LineOf<TwentyOneLines>;

/**
 * One entry of the round log, in parts: `line` is what everyone reads (absent: nothing), `close` the line as the seats
 * of a contest and the GM read it, in place of `line` (with the checks' numbers, which tell the seats' stats);
 * `secret` is read only by `secret.seat` and the GM, `gm` by the GM alone.
 */
export interface LogEntry {
  at: number;
  line?: Line;
  close?: { seats: string[]; line: Line };
  secret?: { seat: string; line: Line };
  gm?: Line;
}

/** An entry of the round log: one of Twenty-One's lines, or one the table writes as data (the ante). */
export type RoundEntry = LogEntry | TableEntry;
