/**
 * Why an intent is refused, as a reason (`TwentyOneReasons` in reasons.ts, said
 * by the panel's words), or null when it is legal. The machine's `legal` guard is
 * `refusal(...) === null`, so the reason a player reads and the rule the
 * machine applies are the same code.
 * These checks assume the current state accepts the event's type; the engine
 * explains a wrong phase before it gets here.
 */
import { refusalFrom } from '../engine/define';
import { lobbyChecks, seatThenRest, type TableReason } from '../table/checks';
import { isSeated, purseOf } from '../table/rules';
import type { Hand, Skill, TwentyOneContext } from './context';
import type { EventOf, TwentyOneEvent } from './intents';
import type { TwentyOneReason } from './reasons';
import { rulesOf } from './ruleset';
import {
  accusationFee,
  drinksFor,
  minimumSideBet,
  bumperDeciding,
  mishapCost,
  pendingRetaliation,
  rollCost,
  seatToAct,
  sideBetsOpen,
  skillsUsedBy,
  tableAllowsCheating,
} from './rules';

export type { TwentyOneReason, TwentyOneReasons } from './reasons';

type Ctx = TwentyOneContext;
type Check<T extends TwentyOneEvent['type']> = (
  ctx: Ctx,
  event: EventOf<T>,
) => TwentyOneReason | TableReason | null;

const handOf = (ctx: Ctx, seat: string | undefined): Hand | undefined =>
  seat ? ctx.round?.hands[seat] : undefined;

/**
 * Your turn, and the table is not waiting on someone else: where a retaliation holds up the table (Classic), the
 * target of a failed bump choosing which of your dice to re-roll.
 */
export function yourTurn(ctx: Ctx, seat: string | undefined): TwentyOneReason | null {
  const hand = handOf(ctx, seat);
  if (!seat || !hand) return { why: 'notPlaying' };
  if (hand.status !== 'in') return { why: 'alreadyOut', status: hand.status };
  const toAct = seatToAct(ctx);
  const pending = rulesOf(ctx).retaliationHoldsTable ? pendingRetaliation(ctx) : null;
  if (pending) {
    if (pending.bumper === seat) return { why: 'awaitingYourAvenger', avenger: pending.avenger };
    return { why: 'awaitingRetaliation', avenger: pending.avenger, bumper: pending.bumper };
  }
  if (toAct !== seat) return toAct ? { why: 'notYourTurn', toAct } : { why: 'notYourTurn' };
  return null;
}

/** "One skill per turn and once per round per player": each skill once a round, and one of them a turn. */
function skillReady(ctx: Ctx, seat: string | undefined, skill: Skill): TwentyOneReason | null {
  // The first reason, in order: a chain of `??` asks each only when the ones before it passed, without a closure per check.
  return (
    yourTurn(ctx, seat) ??
    (ctx.round!.skillThisTurn ? ({ why: 'skillThisTurn' } as const) : null) ??
    (skillsUsedBy(handOf(ctx, seat)!).includes(skill) ? ({ why: 'skillUsed' } as const) : null)
  );
}

/** A target seat of this round other than yourself, in one of the allowed statuses (what the move does to it, its words say from its type). */
export function target(
  ctx: Ctx,
  seat: string | undefined,
  targetId: string,
  allowed: readonly Hand['status'][],
): TwentyOneReason | null {
  const hand = handOf(ctx, targetId);
  if (!hand) return { why: 'noSuchTarget', target: targetId };
  if (targetId === seat) return { why: 'selfTarget' };
  if (!allowed.includes(hand.status))
    return { why: 'targetOut', target: targetId, status: hand.status };
  return null;
}

function canRisk(ctx: Ctx, seat: string | undefined): TwentyOneReason | null {
  const risk = mishapCost(ctx.options.ante);
  return purseOf(ctx, seat!) < risk ? { why: 'cannotRisk', risk, has: purseOf(ctx, seat!) } : null;
}

export function dieOf(ctx: Ctx, seat: string, index: number): TwentyOneReason | null {
  const count = handOf(ctx, seat)?.dice.length ?? 0;
  return index < count ? null : { why: 'noSuchDie', seat, number: index + 1 };
}

/**
 * "Hold — Not allowed if you are goaded, foresight-locked, or pending bump retaliation." The bumper may roll or
 * fold meanwhile; only their Hold waits for the retaliation.
 */
function mayHold(ctx: Ctx, seat: string): TwentyOneReason | null {
  const hand = handOf(ctx, seat)!;
  if (hand.mustRoll === 'd20') return { why: 'forcedD20First' };
  if (hand.mustRoll === 'any') return { why: 'goaded' };
  const pending = pendingRetaliation(ctx);
  return pending?.bumper === seat
    ? { why: 'holdPendingRetaliation', avenger: pending.avenger }
    : null;
}

/** One retaliation at a time: a bump waits until the one pending is made or lapses. */
function noRetaliationOpen(ctx: Ctx): TwentyOneReason | null {
  const pending = pendingRetaliation(ctx);
  return pending ? { why: 'retaliationOpen', ...pending } : null;
}

function rollAllowed(ctx: Ctx, e: EventOf<'ROLL'>): TwentyOneReason | null {
  const hand = handOf(ctx, e.seat)!;
  if (hand.mustRoll === 'd20' && e.die !== 'd20') return { why: 'forcedD20' };
  const cost = rollCost(e.die, ctx);
  const has = purseOf(ctx, e.seat);
  if (e.drink) {
    if (!ctx.options.liquidMode) return { why: 'noLiquidMode' };
    if (hand.sloppy) return { why: 'tabCutOff' };
    return has < cost
      ? { why: 'cannotPayTab', cost, drinks: drinksFor(cost, ctx.options.ante), has }
      : null;
  }
  return has < cost ? { why: 'cannotAffordDie', die: e.die, cost, has } : null;
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
  BUMP: (ctx, seat) =>
    skillReady(ctx, seat, 'BUMP') ?? noRetaliationOpen(ctx) ?? canRisk(ctx, seat),
  PROFILE: (ctx, seat) => skillReady(ctx, seat, 'PROFILE'),
  FORESIGHT: (ctx, seat) => skillReady(ctx, seat, 'FORESIGHT'),
  /** Not a skill: on your turn, or in the decision right after your roll; Heat is its price, not the turn's skill. */
  CHEAT: (ctx, seat) => {
    const rolled = ctx.round!.rolled;
    if (!tableAllowsCheating(ctx)) return { why: 'cheatingNeedsSeats' };
    return (
      (rolled
        ? rolled.seat === seat
          ? null
          : ({ why: 'notYourRoll' } as const)
        : yourTurn(ctx, seat)) ?? canRisk(ctx, seat)
    );
  },
  ACCUSE: (ctx, seat) => {
    const hand = handOf(ctx, seat);
    const fee = accusationFee(ctx.options.ante);
    return (
      (!hand
        ? ({ why: 'notPlaying' } as const)
        : hand.status === 'caught'
          ? ({ why: 'caught' } as const)
          : null) ??
      (hand!.accused ? ({ why: 'alreadyAccused' } as const) : null) ??
      (purseOf(ctx, seat) < fee
        ? ({ why: 'cannotAffordAccusation', fee, has: purseOf(ctx, seat) } as const)
        : null)
    );
  },
  SIDE_BET: (ctx, seat) =>
    (handOf(ctx, seat) ? null : ({ why: 'notPlaying' } as const)) ??
    (sideBetsOpen(ctx.round!) ? null : ({ why: 'sideBetsClosed' } as const)) ??
    (ctx.round!.sideBets.some((b) => b.by === seat) ? ({ why: 'alreadyBet' } as const) : null),
  RETALIATE: (ctx, seat) => {
    if (!handOf(ctx, seat)?.owesRetaliation) return { why: 'noRetaliationOwed' };
    const deciding = bumperDeciding(ctx);
    return deciding ? { why: 'bumperDeciding', bumper: deciding } : null;
  },
} satisfies Partial<
  Record<TwentyOneEvent['type'], (ctx: Ctx, seat: string) => TwentyOneReason | null>
>;

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
  GOAD: (ctx, e) => target(ctx, e.seat, e.target, ['in']),
  BUMP: (ctx, e) => target(ctx, e.seat, e.target, ['in', 'held']) ?? dieOf(ctx, e.target, e.die),
  PROFILE: (ctx, e) => target(ctx, e.seat, e.target, ['in', 'held', 'busted', 'folded']),
  FORESIGHT: () => null,
  // "Modify one of your dice": any of them but a blind one. A die the others have seen shows them its new face.
  CHEAT: (ctx, e) =>
    dieOf(ctx, e.seat, e.die) ??
    (handOf(ctx, e.seat)!.dice[e.die]!.visibility === 'blind' ? { why: 'blindDie' } : null),
  ACCUSE: (ctx, e) =>
    target(ctx, e.seat, e.target, ['in', 'held', 'busted', 'folded']) ??
    dieOf(ctx, e.target, e.die),
  SIDE_BET: (ctx, e) => {
    const min = minimumSideBet(ctx.options.ante);
    return (
      target(ctx, undefined, e.on, ['in', 'held']) ??
      (e.amount < min ? ({ why: 'sideBetTooSmall', min } as const) : null) ??
      (purseOf(ctx, e.seat) < e.amount
        ? ({ why: 'cannotAffordBet', has: purseOf(ctx, e.seat) } as const)
        : null)
    );
  },
  RETALIATE: (ctx, e) => dieOf(ctx, handOf(ctx, e.seat)!.owesRetaliation!, e.die),
};

const bySeatThenRest = seatThenRest<Ctx, typeof afterReady>(seatLevel, afterReady);

export const checks: { [T in TwentyOneEvent['type']]: Check<T> } = {
  ...lobbyChecks,
  SET_STATS: (ctx, e) => (isSeated(ctx, e.seat) ? null : { why: 'noSeatForStats' }),
  CUT_REROLL: (ctx, e) => (ctx.round?.cutter === e.seat ? null : { why: 'notCutter' }),
  CUT_PASS: (ctx, e) => (ctx.round?.cutter === e.seat ? null : { why: 'notCutter' }),
  ROLL: bySeatThenRest('ROLL'),
  KEEP_ROLL: (ctx, e) => (ctx.round?.rolled?.seat === e.seat ? null : { why: 'notYourDecision' }),
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
    return e.at >= endsAt
      ? null
      : { why: 'staredownRuns', seconds: Math.ceil((endsAt - e.at) / 1000) };
  },
  RETALIATION_TIMEOUT: (ctx, e) => {
    const pending = pendingRetaliation(ctx);
    if (!pending) return { why: 'noRetaliationPending' };
    if (bumperDeciding(ctx)) return { why: 'bumperDeciding', bumper: pending.bumper };
    const endsAt = ctx.round!.retaliationEndsAt ?? Infinity;
    return e.at >= endsAt
      ? null
      : {
          why: 'retaliationWait',
          avenger: pending.avenger,
          seconds: Math.ceil((endsAt - e.at) / 1000),
        };
  },
  DUEL_ROLL: (ctx, e) => {
    const duel = ctx.round?.duel;
    if (!duel || !e.seat || !duel.duelists.includes(e.seat)) return { why: 'notDuelist' };
    return duel.rolls.some((r) => r.seat === e.seat) ? { why: 'duelRolled' } : null;
  },
};

/** Why this event is refused now, or null: the chart's `legal` guard. */
export const refusal = refusalFrom<Ctx, TwentyOneEvent>(checks);
