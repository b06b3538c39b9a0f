/**
 * The reasons Standard mode refuses an intent with (checks.ts decides them; the panel's words
 * say them), each with the values its words need.
 */
import type { None, ReasonOf } from '../engine/reason';

/**
 * Standard mode's reasons (Classic's build on them): each key's values, seats by id. A reason leaves out what the
 * move's type says (the skill a skill check is about, what a target check would do to its target).
 */
export interface TwentyOneReasons {
  notPlaying: None;
  /** Out of this round already: held, folded, busted, caught (Classic: forfeited). */
  alreadyOut: { status: string };
  /** Your dice: the table waits on `avenger` to choose which of them to re-roll. */
  awaitingYourAvenger: { avenger: string };
  awaitingRetaliation: { avenger: string; bumper: string };
  /** `toAct` absent: nobody is to act. */
  notYourTurn: { toAct?: string };
  skillThisTurn: None;
  /** This move's skill, used already this round. */
  skillUsed: None;
  noSuchTarget: { target: string };
  selfTarget: None;
  /** The target's status, which this move does not take. */
  targetOut: { target: string; status: string };
  /** A natural 1 of this move costs `risk` gp; the seat has `has`. */
  cannotRisk: { risk: number; has: number };
  /** `number` counts from 1. */
  noSuchDie: { seat: string; number: number };
  forcedD20: None;
  forcedD20First: None;
  goaded: None;
  noLiquidMode: None;
  tabCutOff: None;
  cannotPayTab: { cost: number; drinks: number; has: number };
  cannotAffordDie: { die: string; cost: number; has: number };
  cheatingNeedsSeats: None;
  notYourRoll: None;
  blindDie: None;
  caught: None;
  alreadyAccused: None;
  cannotAffordAccusation: { fee: number; has: number };
  sideBetsClosed: None;
  alreadyBet: None;
  sideBetTooSmall: { min: number };
  cannotAffordBet: { has: number };
  noRetaliationOwed: None;
  noSeatForStats: None;
  notCutter: None;
  notYourDecision: None;
  staredownRuns: { seconds: number };
  noRetaliationPending: None;
  retaliationWait: { avenger: string; seconds: number };
  /** "Hold — Not allowed if you are … pending bump retaliation": `avenger` still owes this seat its re-roll. */
  holdPendingRetaliation: { avenger: string };
  /** A bump waits while another's retaliation is pending: `avenger` still re-rolls one of `bumper`'s dice. */
  retaliationOpen: { avenger: string; bumper: string };
  /** The retaliation waits for `bumper`'s decision on the die they just rolled. */
  bumperDeciding: { bumper: string };
  notDuelist: None;
  duelRolled: None;
}
export type TwentyOneReason = ReasonOf<TwentyOneReasons>;
