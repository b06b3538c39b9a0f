/**
 * Why an intent is refused, in words a player understands, or null when it is
 * legal. The machine's `legal` guard is `refusal(...) === null`, so the reason
 * a player reads and the rule the machine applies are the same code.
 * These checks assume the current state accepts the event's type; the engine
 * explains a wrong phase before it gets here.
 */
import { refusalFrom } from '../engine/define';
import { lobbyChecks, seatThenRest } from '../table/checks';
import { isSeated, purseOf, seatName } from '../table/rules';
import type { Hand, Skill, TwentyOneContext } from './context';
import type { EventOf, TwentyOneEvent } from './intents';
import {
  accusationFee,
  drinksFor,
  minimumSideBet,
  mishapCost,
  pendingRetaliation,
  rollCost,
  seatToAct,
  sideBetsOpen,
  skillsUsedBy,
  tableAllowsCheating,
} from './rules';

type Ctx = TwentyOneContext;
type Check<T extends TwentyOneEvent['type']> = (ctx: Ctx, event: EventOf<T>) => string | null;

const handOf = (ctx: Ctx, seat: string | undefined): Hand | undefined => (seat ? ctx.round?.hands[seat] : undefined);

/** Your turn, and the table is not waiting on someone else: the target of a failed bump choosing which of your dice to re-roll. */
export function yourTurn(ctx: Ctx, seat: string | undefined): string | null {
  const hand = handOf(ctx, seat);
  if (!seat || !hand) return 'You are not playing this round.';
  if (hand.status !== 'in') return `You have already ${hand.status === 'caught' ? 'been caught' : hand.status} this round.`;
  const toAct = seatToAct(ctx);
  const pending = pendingRetaliation(ctx);
  if (pending) {
    const avenger = seatName(ctx, pending.avenger);
    if (pending.bumper === seat) return `The table is waiting on ${avenger} to choose which of your dice to re-roll.`;
    return `It is not your turn: the table is waiting on ${avenger} to re-roll one of ${seatName(ctx, pending.bumper)}'s dice.`;
  }
  if (toAct !== seat) return `It is not your turn: ${toAct ? seatName(ctx, toAct) : 'nobody'} is to act.`;
  return null;
}

const SKILL_WORDS: Record<Skill, string> = { GOAD: 'goaded', BUMP: 'bumped the table', FORESIGHT: 'used foresight', PROFILE: 'profiled' };

/** "One skill per turn and once per round per player": each skill once a round, and one of them a turn. */
function skillReady(ctx: Ctx, seat: string | undefined, skill: Skill): string | null {
  // The first reason, in order: a chain of `??` asks each only when the ones before it passed, without a closure per check.
  return (
    yourTurn(ctx, seat) ??
    (ctx.round!.skillThisTurn ? 'You have already used a skill this turn: one skill per turn.' : null) ??
    (skillsUsedBy(handOf(ctx, seat)!).includes(skill) ? `You have already ${SKILL_WORDS[skill]} this round: each skill once per round.` : null)
  );
}

/** A target seat of this round other than yourself, in one of the allowed statuses. */
export function target(ctx: Ctx, seat: string | undefined, targetId: string, allowed: readonly Hand['status'][], what: string): string | null {
  const hand = handOf(ctx, targetId);
  if (!hand) return `There is no seat ${targetId} in this round.`;
  if (targetId === seat) return `You cannot ${what} yourself.`;
  if (!allowed.includes(hand.status)) return `${seatName(ctx, targetId)} has ${hand.status === 'caught' ? 'been caught' : hand.status}: you cannot ${what} them now.`;
  return null;
}

function canRisk(ctx: Ctx, seat: string | undefined, what: string): string | null {
  const risk = mishapCost(ctx.options.ante);
  return purseOf(ctx, seat!) < risk ? `${what} risks ${risk} gp on a natural 1, and you have ${purseOf(ctx, seat!)} gp.` : null;
}

export function dieOf(ctx: Ctx, seat: string, index: number): string | null {
  const count = handOf(ctx, seat)?.dice.length ?? 0;
  return index < count ? null : `${seatName(ctx, seat)} has no die number ${index + 1}.`;
}

/**
 * "Hold: not allowed if you are goaded, foresight-locked, or pending bump
 * retaliation." A pending retaliation holds up the whole table (`yourTurn`).
 */
function mayHold(ctx: Ctx, seat: string): string | null {
  const hand = handOf(ctx, seat)!;
  if (hand.mustRoll === 'd20') return 'You are forced to roll a d20 before you may hold.';
  if (hand.mustRoll === 'any') return 'You were goaded: you must roll before you may hold.';
  return null;
}

function rollAllowed(ctx: Ctx, e: EventOf<'ROLL'>): string | null {
  const hand = handOf(ctx, e.seat)!;
  if (hand.mustRoll === 'd20' && e.die !== 'd20') return 'You are forced to roll a d20.';
  const cost = rollCost(e.die, ctx);
  const has = purseOf(ctx, e.seat);
  if (e.drink) {
    if (!ctx.options.liquidMode) return 'Drinking instead of paying needs Liquid Mode, and it is off at this table.';
    if (hand.sloppy) return 'The tab is cut off: you are Sloppy for the rest of the round.';
    const drinks = drinksFor(cost, ctx.options.ante);
    return has < cost ? `A failed CON save makes you pay the ${cost} gp anyway (${drinks} drink${drinks === 1 ? '' : 's'}), and you have ${has} gp.` : null;
  }
  return has < cost ? `A ${e.die} costs ${cost} gp and you have ${has} gp.` : null;
}

/**
 * The part of a check that depends only on the acting seat, not on the
 * target, die or amount it names: when it refuses, every variant is refused
 * (the views use it to skip whole families of candidates).
 */
export const seatLevel = {
  ROLL: yourTurn,
  HOLD: yourTurn,
  FOLD: yourTurn,
  GOAD: (ctx, seat) => skillReady(ctx, seat, 'GOAD'),
  BUMP: (ctx, seat) => skillReady(ctx, seat, 'BUMP') ?? canRisk(ctx, seat, 'Bumping the table'),
  PROFILE: (ctx, seat) => skillReady(ctx, seat, 'PROFILE'),
  FORESIGHT: (ctx, seat) => skillReady(ctx, seat, 'FORESIGHT'),
  /** Not a skill: on your turn, or in the decision right after your roll; Heat is its price, not the turn's skill. */
  CHEAT: (ctx, seat) => {
    const rolled = ctx.round!.rolled;
    if (!tableAllowsCheating(ctx)) return 'Cheating needs at least two seats at the table besides the House.';
    return (rolled ? (rolled.seat === seat ? null : 'Only the seat that just rolled may cheat now.') : yourTurn(ctx, seat)) ?? canRisk(ctx, seat, 'Cheating');
  },
  ACCUSE: (ctx, seat) => {
    const hand = handOf(ctx, seat);
    const fee = accusationFee(ctx.options.ante);
    return (
      (!hand ? 'You are not playing this round.' : hand.status === 'caught' ? 'You have been caught: nobody listens to you now.' : null) ??
      (hand!.accused ? 'You have already made your accusation this round.' : null) ??
      (purseOf(ctx, seat) < fee ? `An accusation costs ${fee} gp and you have ${purseOf(ctx, seat)} gp.` : null)
    );
  },
  SIDE_BET: (ctx, seat) =>
    (handOf(ctx, seat) ? null : 'You are not playing this round.') ??
    (sideBetsOpen(ctx.round!) ? null : 'Side bets close after the first two betting rounds.') ??
    (ctx.round!.sideBets.some((b) => b.by === seat) ? 'You have already placed your side bet this round.' : null),
  RETALIATE: (ctx, seat) => (handOf(ctx, seat)?.owesRetaliation ? null : 'Nobody owes you a retaliation.'),
} satisfies Partial<Record<TwentyOneEvent['type'], (ctx: Ctx, seat: string) => string | null>>;

type SeatLevelType = keyof typeof seatLevel;

/**
 * The rest of each of those checks once its seat-level part passed: the target, die or amount the intent names.
 * Each check below is its seat-level part, then this; the views, which ask the seat-level part once per seat, ask
 * only this of each candidate.
 */
export const afterReady: { [T in SeatLevelType]: Check<T> } = {
  ROLL: rollAllowed,
  HOLD: (ctx, e) => mayHold(ctx, e.seat),
  FOLD: () => null,
  GOAD: (ctx, e) => target(ctx, e.seat, e.target, ['in'], 'goad'),
  BUMP: (ctx, e) => target(ctx, e.seat, e.target, ['in', 'held'], 'bump') ?? dieOf(ctx, e.target, e.die),
  PROFILE: (ctx, e) => target(ctx, e.seat, e.target, ['in', 'held', 'busted', 'folded'], 'profile'),
  FORESIGHT: () => null,
  // "Modify one of your dice": any of them but a blind one. A die the others have seen shows them its new face.
  CHEAT: (ctx, e) => dieOf(ctx, e.seat, e.die) ?? (handOf(ctx, e.seat)!.dice[e.die]!.visibility === 'blind' ? 'You cannot cheat a blind die: you do not know what it shows.' : null),
  ACCUSE: (ctx, e) => target(ctx, e.seat, e.target, ['in', 'held', 'busted', 'folded'], 'accuse') ?? dieOf(ctx, e.target, e.die),
  SIDE_BET: (ctx, e) => {
    const min = minimumSideBet(ctx.options.ante);
    return (
      target(ctx, undefined, e.on, ['in', 'held'], 'back') ??
      (e.amount < min ? `The smallest side bet is ${min} gp.` : null) ??
      (purseOf(ctx, e.seat) < e.amount ? `You have ${purseOf(ctx, e.seat)} gp.` : null)
    );
  },
  RETALIATE: (ctx, e) => dieOf(ctx, handOf(ctx, e.seat)!.owesRetaliation!, e.die),
};

const bySeatThenRest = seatThenRest<Ctx, typeof afterReady>(seatLevel, afterReady);

export const checks: { [T in TwentyOneEvent['type']]: Check<T> } = {
  ...lobbyChecks,
  SET_STATS: (ctx, e) => (isSeated(ctx, e.seat) ? null : 'You have no seat to set stats for.'),
  CUT_REROLL: (ctx, e) => (ctx.round?.cutter === e.seat ? null : 'Only the seat with the lowest visible die may take the Cut.'),
  CUT_PASS: (ctx, e) => (ctx.round?.cutter === e.seat ? null : 'Only the seat with the lowest visible die may pass the Cut.'),
  ROLL: bySeatThenRest('ROLL'),
  KEEP_ROLL: (ctx, e) => (ctx.round?.rolled?.seat === e.seat ? null : 'Only the seat that just rolled decides about its roll.'),
  HOLD: bySeatThenRest('HOLD'),
  FOLD: bySeatThenRest('FOLD'),
  GOAD: bySeatThenRest('GOAD'),
  BUMP: bySeatThenRest('BUMP'),
  RETALIATE: bySeatThenRest('RETALIATE'),
  CHEAT: bySeatThenRest('CHEAT'),
  FORESIGHT: bySeatThenRest('FORESIGHT'),
  PROFILE: bySeatThenRest('PROFILE'),
  ACCUSE: bySeatThenRest('ACCUSE'),
  SIDE_BET: bySeatThenRest('SIDE_BET'),
  END_STAREDOWN: () => null,
  STAREDOWN_TIMEOUT: (ctx, e) => {
    const endsAt = ctx.round?.staredownEndsAt ?? Infinity;
    return e.at >= endsAt ? null : `The staredown runs for ${Math.ceil((endsAt - e.at) / 1000)} s more.`;
  },
  RETALIATION_TIMEOUT: (ctx, e) => {
    const pending = pendingRetaliation(ctx);
    if (!pending) return 'Nobody owes a retaliation.';
    const endsAt = ctx.round!.retaliationEndsAt ?? Infinity;
    return e.at >= endsAt ? null : `${seatName(ctx, pending.avenger)} has ${Math.ceil((endsAt - e.at) / 1000)} s more to choose which die to re-roll.`;
  },
  DUEL_ROLL: (ctx, e) => {
    const duel = ctx.round?.duel;
    if (!duel || !e.seat || !duel.duelists.includes(e.seat)) return 'Only the tied seats roll in the duel.';
    return duel.rolls.some((r) => r.seat === e.seat) ? 'You have already rolled in this duel; wait for the others.' : null;
  },
};

/** Why this event is refused now, or null: the chart's `legal` guard. */
export const refusal = refusalFrom<Ctx, TwentyOneEvent>(checks);
