/**
 * How each of Standard mode's intents is offered in `view.actions`: the
 * candidates one seat may have, with their labels, costs and risks. The engine
 * keeps the candidates the machine would take (machines/engine/define.ts).
 */
import type { Hand, TwentyOneContext } from './context';
import { BUYABLE_DICE, foldRefund, CHEAT_DELTAS, accusationFee, bustChance, drinksFor, handTotal, highOrLow, minimumSideBet, rollCost } from './rules';
import { seatName } from '../table/rules';

type Ctx = TwentyOneContext;
/** An offer's extra fields: its label, and what it costs and risks. */
export interface Offer {
  label: string;
  /** Gold it takes from the purse. */
  cost?: number;
  /** Chance (0–1) that this roll busts the hand, from what the roller knows. */
  bustChance?: number;
  /** Gold a fold now gives back ("Early fold refunds 50% of ante", rounded down). */
  refund?: number;
}
type Propose<I> = (intent: I, describe: () => Offer) => void;

/** The chance a roll busts, from what the roller knows: nothing when a blind die hides their total. */
function knownBustChance(hand: Hand, die: (typeof BUYABLE_DICE)[number]): number | undefined {
  if (hand.dice.some((d) => d.visibility === 'blind')) return undefined;
  const total = handTotal(hand.dice);
  const foreseen = hand.foreseen[die];
  if (!foreseen) return bustChance(die, total);
  return bustChance(die, total, foreseen.exact ? [foreseen.face] : undefined, highOrLow(die, foreseen.face));
}

/** A roll's bust chance as an offer's field, when the roller can know it. */
function risk(hand: Hand | undefined, die: (typeof BUYABLE_DICE)[number]): { bustChance?: number } {
  const chance = hand ? knownBustChance(hand, die) : undefined;
  return chance === undefined ? {} : { bustChance: chance };
}

const others = (ctx: Ctx, seat: string) => ctx.seats.filter((s) => s.id !== seat);

export function offerRolls(ctx: Ctx, seat: string, propose: Propose<{ type: 'ROLL'; die: (typeof BUYABLE_DICE)[number]; drink?: boolean }>) {
  const hand = ctx.round?.hands[seat];
  for (const die of BUYABLE_DICE) {
    const cost = rollCost(die, ctx);
    propose({ type: 'ROLL', die }, () => ({ label: `Roll a ${die}`, cost, ...risk(hand, die) }));
    if (ctx.options.liquidMode) {
      const drinks = drinksFor(cost, ctx.options.ante);
      propose({ type: 'ROLL', die, drink: true }, () => ({ label: `Roll a ${die} on the tab (${drinks} drink${drinks === 1 ? '' : 's'})`, ...risk(hand, die) }));
    }
  }
}

export function offerCheats(ctx: Ctx, seat: string, propose: Propose<{ type: 'CHEAT'; die: number; delta: (typeof CHEAT_DELTAS)[number] }>) {
  ctx.round?.hands[seat]?.dice.forEach((d, i) => {
    for (const delta of CHEAT_DELTAS) propose({ type: 'CHEAT', die: i, delta }, () => ({ label: `Cheat: ${d.die} #${i + 1} ${delta > 0 ? '+' : ''}${delta}` }));
  });
}

export function offerGoads(ctx: Ctx, seat: string, propose: Propose<{ type: 'GOAD'; target: string; skill: 'intimidation' | 'persuasion' }>) {
  for (const other of others(ctx, seat)) {
    propose({ type: 'GOAD', target: other.id, skill: 'intimidation' }, () => ({ label: `Goad ${other.name} (Intimidation)` }));
    propose({ type: 'GOAD', target: other.id, skill: 'persuasion' }, () => ({ label: `Goad ${other.name} (Persuasion)` }));
  }
}

export function offerProfiles(ctx: Ctx, seat: string, propose: Propose<{ type: 'PROFILE'; target: string }>) {
  for (const other of others(ctx, seat)) propose({ type: 'PROFILE', target: other.id }, () => ({ label: `Profile ${other.name}` }));
}

/** A candidate per die of every other seat in the round: bumps and accusations name one. */
function perOtherDie(ctx: Ctx, seat: string, each: (other: { id: string; name: string }, die: string, index: number) => void) {
  for (const other of others(ctx, seat)) (ctx.round?.hands[other.id]?.dice ?? []).forEach((d, i) => each(other, d.die, i));
}

export function offerBumps(ctx: Ctx, seat: string, propose: Propose<{ type: 'BUMP'; target: string; die: number }>) {
  perOtherDie(ctx, seat, (other, die, i) => propose({ type: 'BUMP', target: other.id, die: i }, () => ({ label: `Bump ${other.name}'s ${die} #${i + 1}` })));
}

export function offerAccusations(ctx: Ctx, seat: string, propose: Propose<{ type: 'ACCUSE'; target: string; die: number }>) {
  const cost = accusationFee(ctx.options.ante);
  perOtherDie(ctx, seat, (other, die, i) => propose({ type: 'ACCUSE', target: other.id, die: i }, () => ({ label: `Accuse ${other.name}: ${die} #${i + 1}`, cost })));
}

export function offerRetaliations(ctx: Ctx, seat: string, propose: Propose<{ type: 'RETALIATE'; die: number }>) {
  const bumper = ctx.round?.hands[seat]?.owesRetaliation;
  if (!bumper) return;
  ctx.round!.hands[bumper]!.dice.forEach((d, i) => propose({ type: 'RETALIATE', die: i }, () => ({ label: `Re-roll ${seatName(ctx, bumper)}'s ${d.die} #${i + 1}` })));
}

export function offerSideBets(ctx: Ctx, seat: string, propose: Propose<{ type: 'SIDE_BET'; on: string; amount: number }>) {
  const amount = minimumSideBet(ctx.options.ante);
  for (const backed of ctx.seats) {
    propose({ type: 'SIDE_BET', on: backed.id, amount }, () => ({ label: `Side bet on ${backed.id === seat ? 'yourself' : backed.name}`, cost: amount }));
  }
}

/** The fold, with what it gives back when it comes before the seat has acted. */
export function offerFold(ctx: Ctx, seat: string, propose: Propose<{ type: 'FOLD' }>) {
  const hand = ctx.round?.hands[seat];
  const refund = hand && !hand.acted ? foldRefund(ctx.options.ante) : 0;
  propose({ type: 'FOLD' }, () => ({ label: 'Fold', ...(refund > 0 ? { refund } : {}) }));
}

/** An intent with nothing to choose, offered under one label. */
export const just =
  <T extends string>(type: T, label: string) =>
  (_ctx: Ctx, _seat: string, propose: Propose<{ type: T }>) =>
    propose({ type }, () => ({ label }));
