/**
 * Why a Classic table refuses an intent, as a reason (`ClassicReasons`, said by
 * the panel's words), or null when it is legal: Standard mode's checks
 * (../checks.ts) where the rule is the same, Classic's own where it differs.
 * The Classic chart's `legal` guard is `classicRefusal(...) === null`.
 */
import { DIE_SIDES } from '../../engine/dice';
import { refusalFrom } from '../../engine/define';
import type { None, ReasonOf } from '../../engine/reason';
import { seatThenRest, type TableReason } from '../../table/checks';
import { purseOf } from '../../table/rules';
import type { TwentyOneContext } from '../context';
import {
  dieOf,
  moves,
  target,
  type TwentyOneEvent,
  type TwentyOneReasons,
  yourTurn,
} from '../moves';
import { accusationFee, rollCost } from '../rules';
import type { ClassicEvent, ClassicEventOf } from './intents';
import { forcedHitter, investigationFee, toOpen } from './rules';

/** Classic's reasons: Standard mode's, and its own (seats by id). */
export interface ClassicReasons extends TwentyOneReasons {
  mustHitFirst: None;
  /** A Goad's loser, whom the table waits on to pay the ante and hit. */
  awaitingForcedHit: { seat: string };
  /** This move (a Goad, a Bump) was played already this round, at a table that plays each once a round. */
  onceARound: None;
  forfeited: None;
  noTab: None;
  cheatOnlyAfterRoll: None;
  cheatOnlyThatDie: None;
  /** The kind of the die cheated, and the face asked of it. */
  noSuchFace: { die: string; face: number };
  alreadyShows: { die: string; face: number };
  keepOrCheatFirst: None;
  /** The seat deciding on the opener it just rolled. */
  awaitingOpenerDecision: { seat: string };
  notYourOpener: { seat: string };
  openersDone: None;
  cannotAffordInvestigation: { fee: number; has: number };
  accusationsInStaredown: None;
  /** `kind`: the investigation made already ('read', 'scan'). */
  alreadyInvestigated: { kind: string };
}
export type ClassicReason = ReasonOf<ClassicReasons>;

type Ctx = TwentyOneContext;
/** Every event a Classic chart hears: Standard's types it keeps, with Classic's shapes where they differ. */
export type ClassicChartEvent =
  | Exclude<TwentyOneEvent, { type: ClassicEvent['type'] }>
  | ClassicEvent;

const handOf = (ctx: Ctx, seat: string | undefined) => (seat ? ctx.round?.hands[seat] : undefined);

/** Your turn, unless the table waits on a Goad's loser to hit. */
function classicTurn(ctx: Ctx, seat: string): ClassicReason | null {
  const forced = forcedHitter(ctx);
  if (forced === seat) return { why: 'mustHitFirst' };
  if (forced) return { why: 'awaitingForcedHit', seat: forced };
  return yourTurn(ctx, seat);
}

/**
 * "On your turn, choose one: HIT, HOLD, GOAD, BUMP." sets no limit a round; a table may play each of Goad and Bump
 * once a round (the `goadBumpOnceARound` option, docs/rules/twenty-one-classic.md).
 */
function onceARound(ctx: Ctx, seat: string, skill: 'GOAD' | 'BUMP'): ClassicReason | null {
  if (!ctx.options.goadBumpOnceARound) return null;
  return handOf(ctx, seat)?.skillsUsed.includes(skill) ? { why: 'onceARound' } : null;
}

/** A seat of the round that can still answer for itself (not caught, not forfeited). */
function standsAtTable(ctx: Ctx, seat: string): ClassicReason | null {
  const hand = handOf(ctx, seat);
  if (!hand) return { why: 'notPlaying' };
  if (hand.status === 'caught') return { why: 'caught' };
  return hand.status === 'forfeited' ? { why: 'forfeited' } : null;
}

const NO_TAB: ClassicReason = { why: 'noTab' };

function cheatAllowed(ctx: Ctx, e: ClassicEventOf<'CHEAT'>): ClassicReason | null {
  const rolled = ctx.round!.rolled;
  if (rolled?.seat !== e.seat) return { why: 'cheatOnlyAfterRoll' };
  const dice = handOf(ctx, e.seat)!.dice;
  if (e.die < rolled.die || e.die >= dice.length) return { why: 'cheatOnlyThatDie' };
  const die = dice[e.die]!;
  if (e.face > DIE_SIDES[die.die]) return { why: 'noSuchFace', die: die.die, face: e.face };
  return die.face === e.face ? { why: 'alreadyShows', die: die.die, face: e.face } : null;
}

export const seatLevel = {
  ROLL: (ctx, seat) => (forcedHitter(ctx) === seat ? null : classicTurn(ctx, seat)),
  HOLD: classicTurn,
  GOAD: (ctx, seat) => classicTurn(ctx, seat) ?? onceARound(ctx, seat, 'GOAD'),
  BUMP: (ctx, seat) => classicTurn(ctx, seat) ?? onceARound(ctx, seat, 'BUMP'),
  OPEN: (ctx, seat) => {
    const next = toOpen(ctx);
    const rolled = ctx.round?.rolled;
    if (rolled)
      return rolled.seat === seat
        ? { why: 'keepOrCheatFirst' }
        : { why: 'awaitingOpenerDecision', seat: rolled.seat };
    return next === seat
      ? null
      : next
        ? { why: 'notYourOpener', seat: next }
        : { why: 'openersDone' };
  },
  INVESTIGATE: (ctx, seat) => {
    const fee = investigationFee(ctx.options.ante);
    return (
      standsAtTable(ctx, seat) ??
      (purseOf(ctx, seat) < fee
        ? { why: 'cannotAffordInvestigation', fee, has: purseOf(ctx, seat) }
        : null)
    );
  },
  ACCUSE: (ctx, seat) => {
    const fee = accusationFee(ctx.options.ante);
    return (
      (ctx.round?.revealed ? null : ({ why: 'accusationsInStaredown' } as const)) ??
      standsAtTable(ctx, seat) ??
      (handOf(ctx, seat)!.accused ? ({ why: 'alreadyAccused' } as const) : null) ??
      (purseOf(ctx, seat) < fee
        ? ({ why: 'cannotAffordAccusation', fee, has: purseOf(ctx, seat) } as const)
        : null)
    );
  },
} satisfies Partial<
  Record<ClassicChartEvent['type'], (ctx: Ctx, seat: string) => ClassicReason | null>
>;

type Check<E> = (ctx: Ctx, event: E) => ClassicReason | TableReason | null;
type SeatLevelType = keyof typeof seatLevel;
type EventOfType<T> = Extract<ClassicChartEvent, { type: T }>;

/** What each of those checks says once its seat-level part passed (see Standard's `afterReady`). */
export const afterReady: { [T in SeatLevelType]: Check<EventOfType<T>> } = {
  ROLL: (ctx, e) => {
    if (e.drink) return NO_TAB;
    if (forcedHitter(ctx) === e.seat) return null;
    const cost = rollCost(e.die, ctx);
    return purseOf(ctx, e.seat) < cost
      ? { why: 'cannotAffordDie', die: e.die, cost, has: purseOf(ctx, e.seat) }
      : null;
  },
  HOLD: () => null,
  GOAD: (ctx, e) => target(ctx, e.seat, e.target, ['in', 'held']),
  BUMP: (ctx, e) => target(ctx, e.seat, e.target, ['in', 'held']) ?? dieOf(ctx, e.target, e.die),
  OPEN: () => null,
  INVESTIGATE: (ctx, e) =>
    ctx.round?.classic?.investigations.some((i) => i.by === e.seat && i.kind === e.kind)
      ? { why: 'alreadyInvestigated', kind: e.kind }
      : null,
  ACCUSE: (ctx, e) => target(ctx, e.seat, e.target, ['in', 'held', 'busted']),
};

/** Standard mode's checks, by type. */
const standard = Object.fromEntries(
  Object.entries(moves).flatMap(([type, d]) => ('check' in d && d.check ? [[type, d.check]] : [])),
) as unknown as { [T in TwentyOneEvent['type']]: Check<Extract<TwentyOneEvent, { type: T }>> };

const bySeatThenRest = seatThenRest<Ctx, typeof afterReady>(seatLevel, afterReady);

export const classicChecks: {
  [T in ClassicChartEvent['type']]: Check<Extract<ClassicChartEvent, { type: T }>>;
} = {
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
  FORFEIT: (ctx, e) => target(ctx, undefined, e.target, ['in', 'held']),
};

/** Why this event is refused now at a Classic table, or null: the Classic chart's `legal` guard. */
export const classicRefusal = refusalFrom<Ctx, ClassicChartEvent>(classicChecks);
