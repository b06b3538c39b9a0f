/**
 * Standard mode's refusals in words: its moves as a sentence says them and each of its reasons (machines/twenty-one/moves/), from the reason, the
 * move's type and the view (seat names). Classic's build on these (../twenty-one-classic/reasons.ts).
 */
import type { ClassicIntent } from '../../../machines/twenty-one-classic/moves';
import type {
  moves,
  TwentyOneIntentType,
  TwentyOneReasons,
} from '../../../machines/twenty-one-kit/moves';
import type { TwentyOneView } from '../../../machines/twenty-one-kit/view';
import { nameIn, type ReasonWords } from '../shared/reasons';
import type { MoveWords, OwnMove } from '../shared/words';

/** A move of either ruleset, by its intent type. */
export type KitMove = TwentyOneIntentType | ClassicIntent['type'];
/** Words for some moves of either ruleset, by intent type. */
type SomeMoves = Readonly<Partial<Record<KitMove, string>>>;
/** The words `table` has for a move's type (a type it has none for, or none at all: undefined). */
export const wordFor = (table: SomeMoves, type: string | undefined): string | undefined =>
  type !== undefined && Object.hasOwn(table, type) ? table[type as KitMove] : undefined;

/** What the refusals' words read of a Twenty-One view, Standard's or Classic's. */
export type ReasonView = Pick<TwentyOneView, 'seats' | 'deciding' | 'classic'>;

/** Standard mode's moves as a sentence says them ("You can't buy a die now"); the lobby's are the table's. */
export const TWENTY_ONE_ACTS: MoveWords<OwnMove<typeof moves>> = {
  SET_STATS: 'change your stats',
  CUT_REROLL: 'take the Cut',
  CUT_PASS: 'pass the Cut',
  ROLL: 'buy a die',
  KEEP_ROLL: 'keep your roll',
  GOAD: 'goad',
  BUMP: 'bump the table',
  RETALIATE: 'retaliate',
  CHEAT: 'cheat',
  FORESIGHT: 'use foresight',
  PROFILE: 'profile',
  ACCUSE: 'accuse',
  SIDE_BET: 'place a side bet',
  HOLD: 'hold',
  FOLD: 'fold',
  END_STAREDOWN: 'end the staredown',
  STAREDOWN_TIMEOUT: 'end the staredown',
  RETALIATION_TIMEOUT: 'end the wait for a retaliation',
  DUEL_ROLL: 'roll for the duel',
};

/** "folded", "been caught": a status after "You have already" and "Ana has". */
export const statusWords = (status: string): string =>
  status === 'caught' ? 'been caught' : status;

/** What a skill's move did, after "You have already": "goaded". */
export const SKILL_DONE: SomeMoves = {
  GOAD: 'goaded',
  BUMP: 'bumped the table',
  FORESIGHT: 'used foresight',
  PROFILE: 'profiled',
};

/** What a move does to its target, after "You cannot": "goad" (yourself), "back" (a side bet). */
const TARGETS: SomeMoves = {
  GOAD: 'goad',
  BUMP: 'bump',
  PROFILE: 'profile',
  ACCUSE: 'accuse',
  SIDE_BET: 'back',
  FORFEIT: 'rule a forfeit on',
};
const targetVerb = (type: string | undefined): string => wordFor(TARGETS, type) ?? 'target';

/** What risks a mishap's gold on a natural 1. */
const RISKS: SomeMoves = { BUMP: 'Bumping the table', CHEAT: 'Cheating' };

export const TWENTY_ONE_REASONS: ReasonWords<TwentyOneReasons, ReasonView> = {
  notPlaying: () => 'You are not playing this round.',
  alreadyOut: (r) => `You have already ${statusWords(r.status)} this round.`,
  awaitingYourAvenger: (r, view) =>
    `The table is waiting on ${nameIn(view, r.avenger)} to choose which of your dice to re-roll.`,
  awaitingRetaliation: (r, view) =>
    `It is not your turn: the table is waiting on ${nameIn(view, r.avenger)} to re-roll one of ${nameIn(view, r.bumper)}'s dice.`,
  notYourTurn: (r, view) =>
    `It is not your turn: ${r.toAct ? nameIn(view, r.toAct) : 'nobody'} is to act.`,
  holdPendingRetaliation: (r, view) =>
    `You cannot hold while ${nameIn(view, r.avenger)}'s retaliation for your bump is pending: roll or fold, or wait for it.`,
  retaliationOpen: (r, view) =>
    `One bump at a time: ${nameIn(view, r.avenger)} has yet to re-roll one of ${nameIn(view, r.bumper)}'s dice.`,
  bumperDeciding: (r, view) =>
    `Wait for ${nameIn(view, r.bumper)} to keep or cheat the die just rolled; then the retaliation may be made.`,
  skillThisTurn: () => 'You have already used a skill this turn: one skill per turn.',
  skillUsed: (_r, _view, type) =>
    `You have already ${wordFor(SKILL_DONE, type) ?? 'used that skill'} this round: each skill once per round.`,
  noSuchTarget: (r, view) => `There is no seat ${nameIn(view, r.target)} in this round.`,
  selfTarget: (_r, _view, type) => `You cannot ${targetVerb(type)} yourself.`,
  targetOut: (r, view, type) =>
    `${nameIn(view, r.target)} has ${statusWords(r.status)}: you cannot ${targetVerb(type)} them now.`,
  cannotRisk: (r, _view, type) =>
    `${wordFor(RISKS, type) ?? 'That'} risks ${r.risk} gp on a natural 1, and you have ${r.has} gp.`,
  noSuchDie: (r, view) => `${nameIn(view, r.seat)} has no die number ${r.number}.`,
  forcedD20: () => 'You are forced to roll a d20.',
  forcedD20First: () => 'You are forced to roll a d20 before you may hold.',
  goaded: () => 'You were goaded: you must roll before you may hold.',
  noLiquidMode: () => 'Drinking instead of paying needs Liquid Mode, and it is off at this table.',
  tabCutOff: () => 'The tab is cut off: you are Sloppy for the rest of the round.',
  cannotPayTab: (r) =>
    `A failed CON save makes you pay the ${r.cost} gp anyway (${r.drinks} drink${r.drinks === 1 ? '' : 's'}), and you have ${r.has} gp.`,
  cannotAffordDie: (r) => `A ${r.die} costs ${r.cost} gp and you have ${r.has} gp.`,
  cheatingNeedsSeats: () => 'Cheating needs at least two seats at the table besides the House.',
  notYourRoll: () => 'Only the seat that just rolled may cheat now.',
  cheatWithRollOrHold: () =>
    'On your turn a cheat goes with your roll or your hold: choose it, then roll or hold.',
  blindDie: () => 'You cannot cheat a blind die: you do not know what it shows.',
  caught: () => 'You have been caught: nobody listens to you now.',
  alreadyAccused: () => 'You have already made your accusation this round.',
  cannotAffordAccusation: (r) => `An accusation costs ${r.fee} gp and you have ${r.has} gp.`,
  sideBetsClosed: () => 'Side bets close after the first two betting rounds.',
  alreadyBet: () => 'You have already placed your side bet this round.',
  sideBetTooSmall: (r) => `The smallest side bet is ${r.min} gp.`,
  cannotAffordBet: (r) => `You have ${r.has} gp.`,
  noRetaliationOwed: () => 'Nobody owes you a retaliation.',
  noSeatForStats: () => 'You have no seat to set stats for.',
  notCutter: (_r, _view, type) =>
    `Only the seat with the lowest visible die may ${type === 'CUT_PASS' ? 'pass' : 'take'} the Cut.`,
  notYourDecision: () => 'Only the seat that just rolled decides about its roll.',
  staredownRuns: (r) => `The staredown runs for ${r.seconds} s more.`,
  noRetaliationPending: () => 'Nobody owes a retaliation.',
  retaliationWait: (r, view) =>
    `${nameIn(view, r.avenger)} has ${r.seconds} s more to choose which die to re-roll.`,
  notDuelist: () => 'Only the tied seats roll in the duel.',
  duelRolled: () => 'You have already rolled in this duel; wait for the others.',
};
