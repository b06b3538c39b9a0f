/**
 * What several families of Twenty-One's moves share: the turn, the target and the die a check asks about,
 * with the reasons they refuse with; what an offer says a move costs and risks; the dice a check takes; and
 * `seatMove`, the declaration of a seat's move whose check is its seat-level part, then the rest. Classic's
 * moves (machines/twenty-one-classic/moves/) build on these.
 */
import * as v from 'valibot';
import { DICE, type DiceDemand, type Die } from '../../engine/dice';
import {
  declare,
  type IntentDeclaration,
  nothing,
  type Offering,
  type Place,
  type Plain,
  type Reason,
  type Stamped,
} from '../../engine/define';
import type { Intent } from '../../engine/game';
import { own } from '../../engine/own';
import type { None, ReasonOf } from '../../engine/reason';
import { actingSeat } from '../../table/intents';
import { purseOf } from '../../table/rules';
import type { Hand, TwentyOneContext } from '../context';
import { rulesOf } from '../ruleset';
import { checkDiceCount, checkMode, mishapCost, pendingRetaliation, seatToAct } from '../rules';
import type { CheckOffer } from '../checkOdds';
import type { Phase } from '../tableMeta';

type Ctx = TwentyOneContext;

/** The reasons of the turn, the target and the die, which every family's checks give (seats by id). */
export interface SharedReasons {
  notPlaying: None;
  /** Out of this round already: held, folded, busted, caught (Classic: forfeited). */
  alreadyOut: { status: string };
  /** Your dice: the table waits on `avenger` to choose which of them to re-roll. */
  awaitingYourAvenger: { avenger: string };
  awaitingRetaliation: { avenger: string; bumper: string };
  /** `toAct` absent: nobody is to act. */
  notYourTurn: { toAct?: string };
  noSuchTarget: { target: string };
  selfTarget: None;
  /** The target's status, which this move does not take. */
  targetOut: { target: string; status: string };
  /** A natural 1 of this move costs `risk` gp; the seat has `has`. */
  cannotRisk: { risk: number; has: number };
  /** `number` counts from 1. */
  noSuchDie: { seat: string; number: number };
}
type SharedReason = ReasonOf<SharedReasons>;

export const intent = declare<Ctx, Phase>();

/** A move with nothing to choose, sent for the acting seat. */
export const seatAct = <T extends string>(type: T) =>
  v.strictObject({ type: v.literal(type), ...actingSeat });
export const dieIndex = v.pipe(
  v.number(),
  v.integer('a die is named by its position'),
  v.minValue(0, 'a die is named by its position'),
  v.maxValue(63),
);

export const handOf = (ctx: Ctx, seat: string | undefined): Hand | undefined =>
  own(ctx.round?.hands, seat);

/**
 * Your turn, and the table is not waiting on someone else: where a retaliation holds up the table (Classic), the
 * target of a failed bump choosing which of your dice to re-roll.
 */
export function yourTurn(ctx: Ctx, seat: string | undefined): SharedReason | null {
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

/**
 * A target seat of this round other than yourself, in one of the allowed statuses (what the move does to it, its
 * words say from its type).
 */
export function target(
  ctx: Ctx,
  seat: string | undefined,
  targetId: string,
  allowed: readonly Hand['status'][],
): SharedReason | null {
  const hand = handOf(ctx, targetId);
  if (!hand) return { why: 'noSuchTarget', target: targetId };
  if (targetId === seat) return { why: 'selfTarget' };
  if (!allowed.includes(hand.status))
    return { why: 'targetOut', target: targetId, status: hand.status };
  return null;
}

export function canRisk(ctx: Ctx, seat: string | undefined): SharedReason | null {
  const risk = mishapCost(ctx.options.ante);
  return purseOf(ctx, seat!) < risk ? { why: 'cannotRisk', risk, has: purseOf(ctx, seat!) } : null;
}

export function dieOf(ctx: Ctx, seat: string, index: number): SharedReason | null {
  const count = handOf(ctx, seat)?.dice.length ?? 0;
  return index < count ? null : { why: 'noSuchDie', seat, number: index + 1 };
}

/** The d20s one seat's check takes: two when Sloppy. */
export const checkDice = (ctx: Ctx, seat: string): number =>
  checkDiceCount(checkMode(handOf(ctx, seat)));
/** One die of a kind: demands built once, which `drawDice` only reads. */
export const ONE = Object.freeze(
  Object.fromEntries(DICE.map((die) => [die, Object.freeze({ [die]: 1 })])),
) as Readonly<Record<Die, DiceDemand>>;

/** An offer's extra fields: what it costs and risks (their words are the panel's). */
export interface Offer {
  /** Gold it takes from the purse. */
  cost?: number;
  /** Chance (0–1) that this roll busts the hand, from what the roller knows. */
  bustChance?: number;
  /**
   * The cheats this roll or hold may carry, as its `cheat` (`{ die, delta }`): any of `dice` by any of `deltas`. On
   * your turn a cheat rides with your main action, so these are the turn's cheats, said once per move.
   */
  cheat?: TurnCheats;
  /** Gold a fold now gives back ("Early fold refunds 50% of ante", rounded down). */
  refund?: number;
  /** Drinks a roll on the tab costs (Liquid Mode). */
  drinks?: number;
  /** Foresight: the DC its WIS check must meet. */
  dc?: number;
  /** Classic: the stat an investigation rolls against each suspect's DC. */
  stat?: 'insight' | 'arcana';
  /** Classic: a Goad's loser must hit, paying the ante. */
  forced?: true;
  /** Classic: the chance (0–1) a cheat is caught at once (a physical check under 10). */
  caughtChance?: number;
  /** A skill's check as the seat may know it: its stat and modifier, what it is against, its chance when known. */
  check?: CheckOffer;
}
/** The turn's cheats as an offer says them: the dice a cheat may move, and by how much. */
export interface TurnCheats {
  dice: number[];
  deltas: readonly number[];
}
export type Propose<I> = (intent: I, describe: () => Offer) => void;

/**
 * What a move costs, as its offer says it. Made here, not as a named closure in each offer: tsx, which runs the
 * simulator, renames every named closure as it is made, and these are made at every survey.
 */
export const costing =
  (cost: number): (() => Offer) =>
  () => ({ cost });

/** A skill's check, as its offer says it (made once per offer, for every candidate). */
export const checking =
  (check: CheckOffer): (() => Offer) =>
  () => ({ check });

/** An intent with nothing to choose. */
export const just =
  <T extends string>(type: T) =>
  (_ctx: Ctx, _seat: string, propose: Propose<{ type: T }>) =>
    propose({ type }, nothing);

export const others = (ctx: Ctx, seat: string) => ctx.seats.filter((s) => s.id !== seat);

/** A candidate per die of every other seat in the round: bumps and accusations name one. */
export function perOtherDie(ctx: Ctx, seat: string, each: (other: string, index: number) => void) {
  for (const other of others(ctx, seat))
    (ctx.round?.hands[other.id]?.dice ?? []).forEach((_d, i) => each(other.id, i));
}

/** A seat's move: its check is `ready` (the acting seat alone), then `afterReady` (what the intent names). */
interface SeatMove<S extends v.GenericSchema<unknown, Intent>, X extends object> {
  schema: S;
  /** When it refuses, every variant is refused: the views skip whole families of candidates. */
  ready: (ctx: Ctx, seat: string) => Reason | null;
  afterReady: (ctx: Ctx, event: Stamped<v.InferOutput<S>>) => Reason | null;
  dice?: (ctx: Ctx, event: Stamped<v.InferOutput<S>>) => DiceDemand;
  offer: Offering<Ctx, v.InferOutput<S>, X>;
}

/**
 * A seat's move, declared with its check in two parts: the engine asks the whole check, the views ask `ready` once
 * per seat and only `afterReady` of each candidate, so the two cannot drift apart.
 */
export const seatMove = <
  S extends v.GenericSchema<unknown, Intent>,
  X extends object = Offer,
  const P extends Place<Phase> = never,
  const U extends string = never,
>(
  move: SeatMove<S, X> & Plain<P, U>,
): IntentDeclaration<Ctx, S, 'seat', X, P, U> =>
  intent({
    ...move,
    authority: 'seat',
    check: (ctx, e) => move.ready(ctx, (e as { seat: string }).seat) ?? move.afterReady(ctx, e),
  });
