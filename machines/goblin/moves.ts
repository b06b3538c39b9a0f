/**
 * Goblin Mode's moves, each declared once: its schema, who may send it, why it
 * is refused (the reasons the panel says, src/panels/goblin/words.ts), the
 * dice it needs and how it is offered. The kit derives the rest from these
 * (machines/engine/define.ts): the intent and event types, the refusal the
 * engine tells a sender and the chart's `legal` guard, which are one code.
 * The lobby's moves are the table's; the Chamber adds ROLL, HOLD, BOOT and
 * FLIP. Standard mode's skills, accusations, drinks and side bets have no
 * declaration here: the engine refuses them as types this game does not have,
 * which the panel says in Goblin Mode's words. A check assumes the state it
 * arrives in takes its type; the engine explains a wrong phase before it gets
 * here.
 */
import * as v from 'valibot';
import { DIE_SIDES } from '../engine/dice';
import {
  declare,
  type EventOfType,
  type EventsOfMoves,
  type IntentOf,
  nothing,
  refusalOf,
} from '../engine/define';
import { own } from '../engine/own';
import type { None, ReasonOf } from '../engine/reason';
import { actingSeat, lobbyDeclarations as lobby, seatId } from '../table/intents';
import { type ChamberDie, COIN, type GoblinContext } from './context';
import {
  bestRival,
  flippersToGo,
  hasHighestScore,
  isTaxedStage,
  nextStageExists,
  seatToAct,
  stageDie,
} from './rules';
import { oneLine, type PublicTable } from '../engine/headroom';
import type { Phase } from './meta';

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
type Ctx = GoblinContext;

/** The seat is alive, unheld and the one to act in this stage. */
function yourTurn(ctx: Ctx, seat: string | undefined): GoblinReason | null {
  const hand = own(ctx.round?.hands, seat);
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

/** The Runt Rule: only the highest score at the table may hold. */
function runtRule(ctx: Ctx, seat: string): GoblinReason | null {
  if (hasHighestScore(ctx, seat)) return null;
  const mine = own(ctx.round!.hands, seat)!.score;
  const rival = bestRival(ctx, seat)!;
  return { why: 'runtRule', rival: rival.seat, theirs: rival.score, yours: mine };
}

/** A Boot breaks another seat's standing Hold into a stage still to come. */
function bootable(ctx: Ctx, seat: string, target: string): GoblinReason | null {
  const notYours = yourTurn(ctx, seat);
  if (notYours) return notYours;
  const round = ctx.round!;
  if (own(round.hands, seat)!.boots === 0) return { why: 'noBoot' };
  const hand = own(round.hands, target);
  if (!hand) return { why: 'noSuchTarget', target };
  if (hand.status !== 'held') return { why: 'notHeld', target };
  if (!nextStageExists(round)) return { why: 'lastStage', die: stageDie(round), target };
  return null;
}

/** A seat tied for the top that has not flipped in this volley, nor died by the coin. */
function toFlip(ctx: Ctx, seat: string | undefined): GoblinReason | null {
  const sd = ctx.round?.suddenDeath;
  if (!sd || !seat || !sd.current.flippers.includes(seat)) return { why: 'notTied' };
  if (own(ctx.round!.hands, seat)!.status === 'dead') return { why: 'deadByCoin' };
  return flippersToGo(ctx).includes(seat) ? null : { why: 'flipped' };
}

/** The die of the stage being rolled, while the Chamber is open. */
const stageOf = (ctx: Ctx) =>
  ctx.round && !ctx.round.suddenDeath && !ctx.round.result ? stageDie(ctx.round) : null;

const intent = declare<Ctx, Phase>();
const COIN_ODDS = Object.freeze({ death: 1 / DIE_SIDES[COIN] });
const coinOdds = () => COIN_ODDS;
const seatAct = <T extends string>(type: T) =>
  v.strictObject({ type: v.literal(type), ...actingSeat });

export const moves = {
  ...lobby,
  /**
   * The Chamber forces the die, so a roll names none. `drink` is Standard
   * mode's way of paying with drinks; it is heard only to be refused.
   */
  ROLL: intent({
    phases: ['chamber'],
    update: 'roll',
    schema: v.strictObject({
      type: v.literal('ROLL'),
      drink: v.optional(v.boolean()),
      ...actingSeat,
    }),
    authority: 'seat',
    check: (ctx, e) => (e.drink ? { why: 'liquidMode' } : yourTurn(ctx, e.seat)),
    dice: (ctx) => ({ [stageDie(ctx.round!)]: 1 }),
    // "Rolling a 1 on any die means instant death"; "Rolling the maximum value on any die earns a Boot": one face each.
    offer: {
      seat: (ctx, _seat, propose) => {
        const stage = stageOf(ctx);
        propose({ type: 'ROLL' }, () =>
          stage ? { stage, death: 1 / DIE_SIDES[stage], boot: 1 / DIE_SIDES[stage] } : {},
        );
      },
      ceiling: oneLine(96),
    },
  }),
  HOLD: intent({
    phases: ['chamber'],
    update: 'hold',
    schema: seatAct('HOLD'),
    authority: 'seat',
    check: (ctx, e) => yourTurn(ctx, e.seat) ?? runtRule(ctx, e.seat),
    offer: {
      seat: (ctx, _seat, propose) => {
        const stage = stageOf(ctx);
        const taxed = stage !== null && isTaxedStage(stage);
        propose({ type: 'HOLD' }, () => (taxed ? { cowardsTax: true } : {}));
      },
      ceiling: oneLine(44),
    },
  }),
  BOOT: intent({
    phases: ['chamber'],
    update: 'boot',
    schema: v.strictObject({ type: v.literal('BOOT'), target: seatId, ...actingSeat }),
    authority: 'seat',
    check: (ctx, e) => bootable(ctx, e.seat, e.target),
    offer: {
      // Never a Boot at yourself: it is for breaking someone else's Hold.
      seat: (ctx, seat, propose) => {
        for (const target of ctx.seats) {
          if (target.id !== seat && ctx.round?.hands[target.id]?.status === 'held')
            propose({ type: 'BOOT', target: target.id }, nothing);
        }
      },
      ceiling: (view: PublicTable) => [view.seats.length - 1, 96],
    },
  }),
  FLIP: intent({
    phases: ['suddenDeath'],
    update: 'flip',
    schema: seatAct('FLIP'),
    authority: 'seat',
    check: (ctx, e) => toFlip(ctx, e.seat),
    dice: () => ({ [COIN]: 1 }),
    // "Tails (1): death": one side of the coin.
    offer: {
      seat: (_ctx, _seat, propose) => propose({ type: 'FLIP' }, coinOdds),
      ceiling: oneLine(54),
    },
  }),
};

export type GoblinIntent = IntentOf<typeof moves>;
export type GoblinIntentType = GoblinIntent['type'];
/** The event the chart receives: a validated intent stamped by the engine. */
export type GoblinEvent = EventsOfMoves<typeof moves>;
export type EventOf<T extends GoblinIntentType> = EventOfType<GoblinEvent, T>;

/** Why this event is refused now, or null: the engine's answer to a sender and the chart's `legal` guard. */
export const refusal = refusalOf<Ctx, GoblinEvent>(moves);
