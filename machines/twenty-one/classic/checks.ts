/**
 * Why a Classic table refuses an intent, or null when it is legal: Standard
 * mode's checks (../checks.ts) where the rule is the same, Classic's own where
 * it differs. The Classic chart's `legal` guard is `classicRefusal(...) === null`.
 */
import { DIE_SIDES } from '../../engine/dice';
import { refusalFrom } from '../../engine/define';
import { seatThenRest } from '../../table/checks';
import { purseOf, seatName } from '../../table/rules';
import type { TwentyOneContext } from '../context';
import { checks as standard, dieOf, target, yourTurn } from '../checks';
import type { EventOf, TwentyOneEvent } from '../intents';
import { accusationFee, rollCost } from '../rules';
import type { ClassicEvent, ClassicEventOf } from './intents';
import { INVESTIGATIONS, forcedHitter, investigationFee, toOpen } from './rules';

type Ctx = TwentyOneContext;
/** Every event a Classic chart hears: Standard's types it keeps, with Classic's shapes where they differ. */
export type ClassicChartEvent = Exclude<TwentyOneEvent, { type: ClassicEvent['type'] }> | ClassicEvent;

const handOf = (ctx: Ctx, seat: string | undefined) => (seat ? ctx.round?.hands[seat] : undefined);

/** Your turn, unless the table waits on a Goad's loser to hit. */
function classicTurn(ctx: Ctx, seat: string): string | null {
  const forced = forcedHitter(ctx);
  if (forced === seat) return 'You lost the Goad: pay the ante and hit first.';
  if (forced) return `The table is waiting on ${seatName(ctx, forced)} to pay the ante and hit.`;
  return yourTurn(ctx, seat);
}

/** "Choose one: HIT, HOLD, GOAD, BUMP." Goad and Bump are each played once a round (docs/rules/twenty-one-classic.md). */
function onceARound(ctx: Ctx, seat: string, skill: 'GOAD' | 'BUMP'): string | null {
  return handOf(ctx, seat)!.skillsUsed.includes(skill) ? `You have already ${skill === 'GOAD' ? 'goaded' : 'bumped the table'} this round: once a round.` : null;
}

/** A seat of the round that can still answer for itself (not caught, not forfeited). */
function standsAtTable(ctx: Ctx, seat: string): string | null {
  const hand = handOf(ctx, seat);
  if (!hand) return 'You are not playing this round.';
  if (hand.status === 'caught') return 'You have been caught: nobody listens to you now.';
  return hand.status === 'forfeited' ? 'You forfeited this round.' : null;
}

const NO_TAB = 'Classic has no tab: every die is paid in gold (the d20 is free).';

function cheatAllowed(ctx: Ctx, e: ClassicEventOf<'CHEAT'>): string | null {
  const rolled = ctx.round!.rolled;
  if (rolled?.seat !== e.seat) return 'You may cheat a die only right after rolling it.';
  const dice = handOf(ctx, e.seat)!.dice;
  if (e.die < rolled.die || e.die >= dice.length) return 'You may cheat only the die you just rolled.';
  const die = dice[e.die]!;
  if (e.face > DIE_SIDES[die.die]) return `A ${die.die} has no face ${e.face}.`;
  return die.face === e.face ? `Your ${die.die} already shows ${e.face}.` : null;
}

export const seatLevel = {
  ROLL: (ctx, seat) => (forcedHitter(ctx) === seat ? null : classicTurn(ctx, seat)),
  HOLD: classicTurn,
  GOAD: (ctx, seat) => classicTurn(ctx, seat) ?? onceARound(ctx, seat, 'GOAD'),
  BUMP: (ctx, seat) => classicTurn(ctx, seat) ?? onceARound(ctx, seat, 'BUMP'),
  OPEN: (ctx, seat) => {
    const next = toOpen(ctx);
    const rolled = ctx.round?.rolled;
    if (rolled) return rolled.seat === seat ? 'Keep or cheat the dice you just rolled first.' : `Waiting on ${seatName(ctx, rolled.seat)} to keep or cheat their roll.`;
    return next === seat ? null : next ? `It is ${seatName(ctx, next)}'s turn to roll their opener.` : 'Every opener is rolled.';
  },
  INVESTIGATE: (ctx, seat) => {
    const fee = investigationFee(ctx.options.ante);
    return standsAtTable(ctx, seat) ?? (purseOf(ctx, seat) < fee ? `An investigation costs ${fee} gp and you have ${purseOf(ctx, seat)} gp.` : null);
  },
  ACCUSE: (ctx, seat) => {
    const fee = accusationFee(ctx.options.ante);
    return (
      (ctx.round?.revealed ? null : 'Accusations are made in the staredown, at the end of the round.') ??
      standsAtTable(ctx, seat) ??
      (handOf(ctx, seat)!.accused ? 'You have already made your accusation this round.' : null) ??
      (purseOf(ctx, seat) < fee ? `An accusation costs ${fee} gp and you have ${purseOf(ctx, seat)} gp.` : null)
    );
  },
} satisfies Partial<Record<ClassicChartEvent['type'], (ctx: Ctx, seat: string) => string | null>>;

type Check<E> = (ctx: Ctx, event: E) => string | null;
type SeatLevelType = keyof typeof seatLevel;
type EventOfType<T> = Extract<ClassicChartEvent, { type: T }>;

/** What each of those checks says once its seat-level part passed (see Standard's `afterReady`). */
export const afterReady: { [T in SeatLevelType]: Check<EventOfType<T>> } = {
  ROLL: (ctx, e) => {
    if (e.drink) return NO_TAB;
    if (forcedHitter(ctx) === e.seat) return null;
    const cost = rollCost(e.die, ctx);
    return purseOf(ctx, e.seat) < cost ? `A ${e.die} costs ${cost} gp and you have ${purseOf(ctx, e.seat)} gp.` : null;
  },
  HOLD: () => null,
  GOAD: (ctx, e) => target(ctx, e.seat, e.target, ['in', 'held'], 'goad'),
  BUMP: (ctx, e) => target(ctx, e.seat, e.target, ['in', 'held'], 'bump') ?? dieOf(ctx, e.target, e.die),
  OPEN: () => null,
  INVESTIGATE: (ctx, e) =>
    ctx.round?.classic?.investigations.some((i) => i.by === e.seat && i.kind === e.kind) ? `You have already made your ${INVESTIGATIONS[e.kind].name} this round.` : null,
  ACCUSE: (ctx, e) => target(ctx, e.seat, e.target, ['in', 'held', 'busted'], 'accuse'),
};

const bySeatThenRest = seatThenRest<Ctx, typeof afterReady>(seatLevel, afterReady);

export const classicChecks: { [T in ClassicChartEvent['type']]: Check<Extract<ClassicChartEvent, { type: T }>> } = {
  ...standard,
  SET_OPTIONS: () => null,
  // Classic has no tab, whoever asks and whenever: that comes first.
  ROLL: (ctx, e) => (e.drink ? NO_TAB : bySeatThenRest('ROLL')(ctx, e)),
  HOLD: bySeatThenRest('HOLD'),
  GOAD: bySeatThenRest('GOAD'),
  BUMP: bySeatThenRest('BUMP'),
  CHEAT: cheatAllowed,
  OPEN: bySeatThenRest('OPEN'),
  INVESTIGATE: bySeatThenRest('INVESTIGATE'),
  ACCUSE: bySeatThenRest('ACCUSE'),
  FORFEIT: (ctx, e) => target(ctx, undefined, e.target, ['in', 'held'], 'rule a forfeit on'),
};

/** Why this event is refused now at a Classic table, or null: the Classic chart's `legal` guard. */
export const classicRefusal = refusalFrom<Ctx, ClassicChartEvent>(classicChecks);

/** What Classic does not play, and why: the engine's answer to Standard mode's intents it leaves out. */
export const NOT_IN_CLASSIC: Record<string, string> = {
  CUT_REROLL: 'Classic has no Cut: each player chooses their two opening dice.',
  CUT_PASS: 'Classic has no Cut: each player chooses their two opening dice.',
  FOLD: 'In Classic you hit, hold, goad or bump: there is no folding.',
  FORESIGHT: 'Classic has no foresight.',
  PROFILE: 'Classic has no profiling: investigate in the staredown instead.',
  SIDE_BET: 'Classic has no side bets.',
};
