/**
 * Why an intent is refused, as a reason the panels say (`GoblinReasons`: a key
 * and the values its words state), or null when it is legal. The chart's
 * `legal` guard is `refusal(...) === null`, so the reason a player reads and
 * the rule the chart applies are the same code. These checks assume the
 * current state accepts the event's type; the engine explains a wrong phase
 * before it gets here.
 */
import { refusalFrom, type None, type ReasonOf } from '../engine/define';
import { lobbyChecks, type TableReason } from '../table/checks';
import type { ChamberDie, GoblinContext } from './context';
import type { EventOf, GoblinEvent } from './intents';
import {
  bestRival,
  flippersToGo,
  hasHighestScore,
  nextStageExists,
  seatToAct,
  stageDie,
} from './rules';

/** Goblin Mode's reasons: each key's values (seats by id, which the panels name). */
export interface GoblinReasons {
  /** A roll paid with drinks, Standard mode's Liquid Mode, which the Chamber does not use. */
  liquidMode: None;
  notPlaying: None;
  /** The Bullet found the seat. */
  deadByBullet: None;
  held: None;
  /** Booted in this stage (`die`): the seat rolls again in the next one. */
  bootedThisStage: { die: ChamberDie };
  actedThisStage: { die: ChamberDie };
  /** `toAct`, the seat to act, absent when nobody is. */
  notYourTurn: { toAct?: string };
  /** The Runt Rule: `rival` has the best score of the others, `theirs`, against the seat's `yours` (a tie when equal). */
  runtRule: { rival: string; theirs: number; yours: number };
  noBoot: None;
  /** `target` as sent: no hand in this round has that id. */
  noSuchTarget: { target: string };
  notHeld: { target: string };
  /** `die` is the last stage, so `target` cannot be booted into a next one. */
  lastStage: { die: ChamberDie; target: string };
  notTied: None;
  /** The coin came up tails. */
  deadByCoin: None;
  flipped: None;
}
export type GoblinReason = ReasonOf<GoblinReasons>;

type Check<T extends GoblinEvent['type']> = (
  ctx: GoblinContext,
  event: EventOf<T>,
) => GoblinReason | TableReason | null;

function yourTurn(ctx: GoblinContext, seat: string | undefined): GoblinReason | null {
  const hand = seat ? ctx.round?.hands[seat] : undefined;
  if (!seat || !hand) return { why: 'notPlaying' };
  if (hand.status === 'dead') return { why: 'deadByBullet' };
  if (hand.status === 'held') return { why: 'held' };
  const toAct = seatToAct(ctx);
  if (toAct === seat) return null;
  const round = ctx.round!;
  const die = stageDie(round);
  if (round.holds.some((h) => h.seat === seat && h.brokenIn === die))
    return { why: 'bootedThisStage', die };
  if (round.queue.indexOf(seat) < round.turn) return { why: 'actedThisStage', die };
  return toAct ? { why: 'notYourTurn', toAct } : { why: 'notYourTurn' };
}

function runtRule(ctx: GoblinContext, seat: string): GoblinReason | null {
  if (hasHighestScore(ctx, seat)) return null;
  const mine = ctx.round!.hands[seat]!.score;
  const rival = bestRival(ctx, seat)!;
  return { why: 'runtRule', rival: rival.seat, theirs: rival.score, yours: mine };
}

function boot(ctx: GoblinContext, event: EventOf<'BOOT'>): GoblinReason | null {
  const notYours = yourTurn(ctx, event.seat);
  if (notYours) return notYours;
  const round = ctx.round!;
  if (round.hands[event.seat!]!.boots === 0) return { why: 'noBoot' };
  const target = round.hands[event.target];
  if (!target) return { why: 'noSuchTarget', target: event.target };
  if (target.status !== 'held') return { why: 'notHeld', target: event.target };
  if (!nextStageExists(round))
    return { why: 'lastStage', die: stageDie(round), target: event.target };
  return null;
}

export const checks: { [T in GoblinEvent['type']]: Check<T> } = {
  ...lobbyChecks,
  ROLL: (ctx, e) => (e.drink ? { why: 'liquidMode' } : yourTurn(ctx, e.seat)),
  HOLD: (ctx, e) => yourTurn(ctx, e.seat) ?? runtRule(ctx, e.seat!),
  BOOT: boot,
  FLIP: (ctx, e) => {
    const sd = ctx.round?.suddenDeath;
    if (!sd || !e.seat || !sd.current.flippers.includes(e.seat)) return { why: 'notTied' };
    if (ctx.round!.hands[e.seat]!.status === 'dead') return { why: 'deadByCoin' };
    return flippersToGo(ctx).includes(e.seat) ? null : { why: 'flipped' };
  },
};

/** Why this event is refused now, or null: the chart's `legal` guard. */
export const refusal = refusalFrom<GoblinContext, GoblinEvent>(checks);
