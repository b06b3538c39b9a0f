/**
 * How Classic's own intents are offered in `view.actions`: each candidate one
 * seat may have, with its cost and, for a hit, its chance to bust (its words
 * are the panel's).
 */
import { DIE_SIDES } from '../../engine/dice';
import { purseOf } from '../../table/rules';
import type { TwentyOneContext } from '../context';
import { nothing } from '../../engine/define';
import { costing, type Offer } from '../offers';
import {
  BUYABLE_DICE,
  TARGET,
  accusationFee,
  bustChance,
  handTotal,
  modifier,
  rollCost,
  type BuyableDie,
} from '../rules';
import { totalAfter } from './betting';
import {
  CHEAT_METHODS,
  FUMBLE_BELOW,
  INVESTIGATIONS,
  cheatKind,
  forcedHitter,
  investigationFee,
  type CheatMethod,
  type InvestigationKind,
} from './rules';

type Ctx = TwentyOneContext;
type Propose<I> = (intent: I, describe: () => Offer) => void;

export function offerOpeners(
  _ctx: Ctx,
  _seat: string,
  propose: Propose<{ type: 'OPEN'; shown: BuyableDie; hole: BuyableDie }>,
) {
  for (const shown of BUYABLE_DICE) {
    for (const hole of BUYABLE_DICE) propose({ type: 'OPEN', shown, hole }, nothing);
  }
}

/** Hits at each die's price, or, for a Goad's loser, at the ante. */
export function offerHits(
  ctx: Ctx,
  seat: string,
  propose: Propose<{ type: 'ROLL'; die: BuyableDie }>,
) {
  const forced = forcedHitter(ctx) === seat;
  const total = handTotal(ctx.round?.hands[seat]?.dice ?? []);
  for (const die of BUYABLE_DICE) {
    const cost = forced ? Math.min(ctx.options.ante, purseOf(ctx, seat)) : rollCost(die, ctx);
    propose({ type: 'ROLL', die }, () => ({
      cost,
      bustChance: bustChance(die, total),
      ...(forced ? { forced: true as const } : {}),
    }));
  }
}

/** "If your check is < 10, you are caught immediately": the share of the d20's faces whose total falls short (physical only). */
export function caughtChance(ctx: Ctx, seat: string, method: CheatMethod): number {
  if (cheatKind(method) === 'magical') return 0;
  const bonus = modifier(ctx, seat, method);
  let short = 0;
  for (let face = 1; face <= DIE_SIDES.d20; face++) if (face + bonus < FUMBLE_BELOW) short++;
  return short / DIE_SIDES.d20;
}

/**
 * A cheat for each die just rolled, each face it does not show that keeps the hand at 21 or under (a cheat
 * that busts its own cheater is legal, but no move to offer), each way of cheating; each with its risk of being
 * caught.
 */
export function offerCheats(
  ctx: Ctx,
  seat: string,
  propose: Propose<{ type: 'CHEAT'; die: number; face: number; method: CheatMethod }>,
) {
  const rolled = ctx.round?.rolled;
  if (rolled?.seat !== seat) return;
  const hand = ctx.round!.hands[seat]!;
  const opener = ctx.round!.order.length === 0;
  for (let i = rolled.die; i < hand.dice.length; i++) {
    const d = hand.dice[i]!;
    for (let face = 1; face <= DIE_SIDES[d.die]; face++) {
      if (face === d.face || totalAfter(hand, i, face, opener) > TARGET) continue;
      for (const method of CHEAT_METHODS)
        propose({ type: 'CHEAT', die: i, face, method }, () => ({
          caughtChance: caughtChance(ctx, seat, method),
        }));
    }
  }
}

export function offerInvestigations(
  ctx: Ctx,
  _seat: string,
  propose: Propose<{ type: 'INVESTIGATE'; kind: InvestigationKind }>,
) {
  const cost = investigationFee(ctx.options.ante);
  for (const kind of Object.keys(INVESTIGATIONS) as InvestigationKind[]) {
    const offered = { cost, stat: INVESTIGATIONS[kind].stat };
    propose({ type: 'INVESTIGATE', kind }, () => offered);
  }
}

export function offerAccusations(
  ctx: Ctx,
  seat: string,
  propose: Propose<{ type: 'ACCUSE'; target: string }>,
) {
  const fee = costing(accusationFee(ctx.options.ante));
  for (const other of ctx.seats)
    if (other.id !== seat) propose({ type: 'ACCUSE', target: other.id }, fee);
}
