/**
 * How each of Standard mode's intents is offered in `view.actions`: the
 * candidates one seat may have, with their costs and risks (their words are the
 * panel's). The engine keeps the candidates the machine would take
 * (machines/engine/define.ts).
 */
import { nothing } from '../engine/define';
import type { Hand, TwentyOneContext } from './context';
import {
  BUYABLE_DICE,
  FORESIGHT_DC,
  foldRefund,
  CHEAT_DELTAS,
  accusationFee,
  bustChance,
  drinksFor,
  handTotal,
  highOrLow,
  minimumSideBet,
  rollCost,
} from './rules';

type Ctx = TwentyOneContext;
/** An offer's extra fields: what it costs and risks. */
export interface Offer {
  /** Gold it takes from the purse. */
  cost?: number;
  /** Chance (0–1) that this roll busts the hand, from what the roller knows. */
  bustChance?: number;
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
}
type Propose<I> = (intent: I, describe: () => Offer) => void;

/** The chance a roll busts, from what the roller knows: nothing when a blind die hides their total. */
function knownBustChance(hand: Hand, die: (typeof BUYABLE_DICE)[number]): number | undefined {
  if (hand.dice.some((d) => d.visibility === 'blind')) return undefined;
  const total = handTotal(hand.dice);
  const foreseen = hand.foreseen[die];
  if (!foreseen) return bustChance(die, total);
  return bustChance(
    die,
    total,
    foreseen.exact ? [foreseen.face] : undefined,
    highOrLow(die, foreseen.face),
  );
}

/** A roll's bust chance as an offer's field, when the roller can know it. */
function risk(hand: Hand | undefined, die: (typeof BUYABLE_DICE)[number]): { bustChance?: number } {
  const chance = hand ? knownBustChance(hand, die) : undefined;
  return chance === undefined ? {} : { bustChance: chance };
}

const others = (ctx: Ctx, seat: string) => ctx.seats.filter((s) => s.id !== seat);

/**
 * What a move costs, as its offer says it. Made here, not as a named closure in each offer: tsx, which runs the
 * simulator, renames every named closure as it is made, and these are made at every survey.
 */
export const costing =
  (cost: number): (() => Offer) =>
  () => ({ cost });

export function offerRolls(
  ctx: Ctx,
  seat: string,
  propose: Propose<{ type: 'ROLL'; die: (typeof BUYABLE_DICE)[number]; drink?: boolean }>,
) {
  const hand = ctx.round?.hands[seat];
  for (const die of BUYABLE_DICE) {
    const cost = rollCost(die, ctx);
    propose({ type: 'ROLL', die }, () => ({ cost, ...risk(hand, die) }));
    if (ctx.options.liquidMode) {
      const drinks = drinksFor(cost, ctx.options.ante);
      propose({ type: 'ROLL', die, drink: true }, () => ({ drinks, ...risk(hand, die) }));
    }
  }
}

export function offerCheats(
  ctx: Ctx,
  seat: string,
  propose: Propose<{ type: 'CHEAT'; die: number; delta: (typeof CHEAT_DELTAS)[number] }>,
) {
  ctx.round?.hands[seat]?.dice.forEach((_d, i) => {
    for (const delta of CHEAT_DELTAS) propose({ type: 'CHEAT', die: i, delta }, nothing);
  });
}

export function offerGoads(
  ctx: Ctx,
  seat: string,
  propose: Propose<{ type: 'GOAD'; target: string; skill: 'intimidation' | 'persuasion' }>,
) {
  for (const other of others(ctx, seat)) {
    propose({ type: 'GOAD', target: other.id, skill: 'intimidation' }, nothing);
    propose({ type: 'GOAD', target: other.id, skill: 'persuasion' }, nothing);
  }
}

/** Foresight, with the DC of its check ("DC 12 Wisdom check"). */
export function offerForesight(_ctx: Ctx, _seat: string, propose: Propose<{ type: 'FORESIGHT' }>) {
  propose({ type: 'FORESIGHT' }, foresightDc);
}
const FORESIGHT_OFFER: Offer = Object.freeze({ dc: FORESIGHT_DC });
const foresightDc = () => FORESIGHT_OFFER;

export function offerProfiles(
  ctx: Ctx,
  seat: string,
  propose: Propose<{ type: 'PROFILE'; target: string }>,
) {
  for (const other of others(ctx, seat)) propose({ type: 'PROFILE', target: other.id }, nothing);
}

/** A candidate per die of every other seat in the round: bumps and accusations name one. */
function perOtherDie(ctx: Ctx, seat: string, each: (other: string, index: number) => void) {
  for (const other of others(ctx, seat))
    (ctx.round?.hands[other.id]?.dice ?? []).forEach((_d, i) => each(other.id, i));
}

export function offerBumps(
  ctx: Ctx,
  seat: string,
  propose: Propose<{ type: 'BUMP'; target: string; die: number }>,
) {
  perOtherDie(ctx, seat, (other, i) => propose({ type: 'BUMP', target: other, die: i }, nothing));
}

export function offerAccusations(
  ctx: Ctx,
  seat: string,
  propose: Propose<{ type: 'ACCUSE'; target: string; die: number }>,
) {
  const fee = costing(accusationFee(ctx.options.ante));
  perOtherDie(ctx, seat, (other, i) => propose({ type: 'ACCUSE', target: other, die: i }, fee));
}

export function offerRetaliations(
  ctx: Ctx,
  seat: string,
  propose: Propose<{ type: 'RETALIATE'; die: number }>,
) {
  const bumper = ctx.round?.hands[seat]?.owesRetaliation;
  if (!bumper) return;
  ctx.round!.hands[bumper]!.dice.forEach((_d, i) =>
    propose({ type: 'RETALIATE', die: i }, nothing),
  );
}

export function offerSideBets(
  ctx: Ctx,
  _seat: string,
  propose: Propose<{ type: 'SIDE_BET'; on: string; amount: number }>,
) {
  const amount = minimumSideBet(ctx.options.ante);
  const stake = costing(amount);
  for (const backed of ctx.seats) propose({ type: 'SIDE_BET', on: backed.id, amount }, stake);
}

/** The fold, with what it gives back when it comes before the seat has acted. */
export function offerFold(ctx: Ctx, seat: string, propose: Propose<{ type: 'FOLD' }>) {
  const hand = ctx.round?.hands[seat];
  const refund = hand && !hand.acted ? foldRefund(ctx.options.ante) : 0;
  propose({ type: 'FOLD' }, () => (refund > 0 ? { refund } : {}));
}

/** An intent with nothing to choose. */
export const just =
  <T extends string>(type: T) =>
  (_ctx: Ctx, _seat: string, propose: Propose<{ type: T }>) =>
    propose({ type }, nothing);
