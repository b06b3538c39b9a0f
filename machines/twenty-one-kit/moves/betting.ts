/**
 * Standard mode's table and betting moves: a seat's stats, the Cut, buying a die (in gold or on the tab), the
 * decision on a roll, the hold, the fold and the side bet.
 */
import * as v from 'valibot';
import { addDemand, type DiceDemand } from '../../engine/dice';
import type { None, ReasonOf } from '../../engine/reason';
import { actingSeat, gold, seatId } from '../../table/intents';
import { stats } from '../stats';
import { isSeated, purseOf } from '../../table/rules';
import type { Hand, TwentyOneContext } from '../context';
import {
  BUYABLE_DICE,
  type BuyableDie,
  bustChance,
  drinksFor,
  foldRefund,
  handTotal,
  highOrLow,
  minimumSideBet,
  OPENING_DIE,
  pendingRetaliation,
  rollCost,
  sideBetsOpen,
} from '../rules';
import { turnCheat, turnCheatRefusal, turnCheats } from './cheats';
import {
  checkDice,
  costing,
  handOf,
  intent,
  just,
  ONE,
  type Offer,
  type Propose,
  seatAct,
  seatMove,
  target,
  yourTurn,
} from './shared';
import { goldChars, oneLine } from '../../engine/headroom';
import { acting, type Facts, turnCheatBytes } from '../headroom';

type Ctx = TwentyOneContext;

export interface BettingReasons {
  forcedD20: None;
  forcedD20First: None;
  goaded: None;
  noLiquidMode: None;
  tabCutOff: None;
  cannotPayTab: { cost: number; drinks: number; has: number };
  cannotAffordDie: { die: string; cost: number; has: number };
  sideBetsClosed: None;
  alreadyBet: None;
  sideBetTooSmall: { min: number };
  cannotAffordBet: { has: number };
  noSeatForStats: None;
  notCutter: None;
  notYourDecision: None;
  /** "Hold — Not allowed if you are … pending bump retaliation": `avenger` still owes this seat its re-roll. */
  holdPendingRetaliation: { avenger: string };
}
type BettingReason = ReasonOf<BettingReasons>;

const NONE: DiceDemand = Object.freeze({});

/**
 * "Hold — Not allowed if you are goaded, foresight-locked, or pending bump retaliation." The bumper may roll or
 * fold meanwhile; only their Hold waits for the retaliation.
 */
function mayHold(ctx: Ctx, seat: string): BettingReason | null {
  const hand = handOf(ctx, seat)!;
  if (hand.mustRoll === 'd20') return { why: 'forcedD20First' };
  if (hand.mustRoll === 'any') return { why: 'goaded' };
  const pending = pendingRetaliation(ctx);
  return pending?.bumper === seat
    ? { why: 'holdPendingRetaliation', avenger: pending.avenger }
    : null;
}

/** The chance a roll busts, from what the roller knows: nothing when a blind die hides their total. */
function knownBustChance(hand: Hand, die: BuyableDie): number | undefined {
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
function risk(hand: Hand | undefined, die: BuyableDie): { bustChance?: number } {
  const chance = hand ? knownBustChance(hand, die) : undefined;
  return chance === undefined ? {} : { bustChance: chance };
}

/** The offer's `cheat` field: the cheats this roll or hold may carry, when there are any. */
function riding(ctx: Ctx, seat: string): Pick<Offer, 'cheat'> {
  const cheat = turnCheats(ctx, seat);
  return cheat ? { cheat } : {};
}

function offerRolls(
  ctx: Ctx,
  seat: string,
  propose: Propose<{ type: 'ROLL'; die: BuyableDie; drink?: boolean }>,
) {
  const hand = handOf(ctx, seat);
  const cheat = riding(ctx, seat);
  for (const die of BUYABLE_DICE) {
    const cost = rollCost(die, ctx);
    propose({ type: 'ROLL', die }, () => ({ cost, ...risk(hand, die), ...cheat }));
    if (ctx.options.liquidMode) {
      const drinks = drinksFor(cost, ctx.options.ante);
      propose({ type: 'ROLL', die, drink: true }, () => ({ drinks, ...risk(hand, die), ...cheat }));
    }
  }
}

/** A roll as both rulesets take it; Standard's may carry a cheat (`rolling`), Classic's never (it has no turn cheat). */
export const rollSchema = v.strictObject({
  type: v.literal('ROLL'),
  die: v.picklist(BUYABLE_DICE, 'you can buy a d20, d10, d8, d6 or d4'),
  /** Pay with drinks instead of gold (Liquid Mode). */
  drink: v.optional(v.boolean()),
  ...actingSeat,
});
const rolling = v.strictObject({ ...rollSchema.entries, cheat: v.optional(turnCheat) });

/** "On your turn, choose one main action and you may use one skill": a cheat (a skill) goes first, in the same move. */
const cheatFirst = (ctx: Ctx, e: { seat: string; cheat?: v.InferOutput<typeof turnCheat> }) =>
  e.cheat ? turnCheatRefusal(ctx, e.seat, e.cheat) : null;
/** The d20s of the cheat a roll or hold carries, drawn before the move's own. */
const cheatDice = (ctx: Ctx, e: { seat: string; cheat?: unknown }): DiceDemand =>
  e.cheat ? { d20: checkDice(ctx, e.seat) } : NONE;

type Roll = { seat: string; die: BuyableDie; drink?: boolean };

/** Why this roll is refused: the die a Goad forces, and its price in gold or on the tab. */
function rollRefusal(ctx: Ctx, e: Roll): BettingReason | null {
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

/** A roll's dice: none for a foreseen face, and a CON save's d20s for a drink. */
function rollDice(ctx: Ctx, e: Roll): DiceDemand {
  const foreseen = handOf(ctx, e.seat)!.foreseen[e.die] !== undefined;
  if (!e.drink) return foreseen ? NONE : ONE[e.die];
  const save: DiceDemand = { d20: checkDice(ctx, e.seat) };
  return foreseen ? save : addDemand(save, ONE[e.die]);
}

export const bettingMoves = {
  SET_STATS: intent({
    phases: ['lobby', 'roundOver'],
    update: 'setStats',
    schema: v.strictObject({ type: v.literal('SET_STATS'), stats, ...actingSeat }),
    authority: 'seat',
    check: (ctx, e): BettingReason | null =>
      isSeated(ctx, e.seat) ? null : { why: 'noSeatForStats' },
  }),
  CUT_REROLL: intent({
    schema: seatAct('CUT_REROLL'),
    authority: 'seat',
    check: (ctx, e): BettingReason | null =>
      ctx.round?.cutter === e.seat ? null : { why: 'notCutter' },
    dice: () => ({ [OPENING_DIE]: 1 }),
    offer: { seat: just('CUT_REROLL'), ceiling: oneLine(32) },
  }),
  CUT_PASS: intent({
    schema: seatAct('CUT_PASS'),
    authority: 'seat',
    check: (ctx, e): BettingReason | null =>
      ctx.round?.cutter === e.seat ? null : { why: 'notCutter' },
    offer: { seat: just('CUT_PASS'), ceiling: oneLine(30) },
  }),
  ROLL: seatMove({
    phases: ['betting.turn'],
    update: 'buyDie',
    schema: rolling,
    ready: yourTurn,
    afterReady: (ctx, e) => cheatFirst(ctx, e) ?? rollRefusal(ctx, e),
    dice: (ctx, e) => addDemand(cheatDice(ctx, e), rollDice(ctx, e)),
    offer: {
      seat: offerRolls,
      ceiling: (view: Facts, seat) => [
        (view.options.liquidMode ? 10 : 5) * acting(view, seat),
        108 + 3 * goldChars(view) + turnCheatBytes(view, seat),
      ],
    },
  }),
  KEEP_ROLL: intent({
    schema: seatAct('KEEP_ROLL'),
    authority: 'seat',
    check: (ctx, e): BettingReason | null =>
      ctx.round?.rolled?.seat === e.seat ? null : { why: 'notYourDecision' },
    offer: { seat: just('KEEP_ROLL'), ceiling: oneLine(31) },
  }),
  SIDE_BET: seatMove({
    phases: ['betting'],
    update: 'sideBet',
    schema: v.strictObject({
      type: v.literal('SIDE_BET'),
      on: seatId,
      amount: gold,
      ...actingSeat,
    }),
    ready: (ctx, seat): BettingReason | { why: 'notPlaying' } | null =>
      (handOf(ctx, seat) ? null : ({ why: 'notPlaying' } as const)) ??
      (sideBetsOpen(ctx.round!) ? null : ({ why: 'sideBetsClosed' } as const)) ??
      (ctx.round!.sideBets.some((b) => b.by === seat) ? ({ why: 'alreadyBet' } as const) : null),
    afterReady: (ctx, e) => {
      const min = minimumSideBet(ctx.options.ante);
      return (
        target(ctx, undefined, e.on, ['in', 'held']) ??
        (e.amount < min ? ({ why: 'sideBetTooSmall', min } as const) : null) ??
        (purseOf(ctx, e.seat) < e.amount
          ? ({ why: 'cannotAffordBet', has: purseOf(ctx, e.seat) } as const)
          : null)
      );
    },
    offer: {
      seat: (ctx, _seat, propose) => {
        const amount = minimumSideBet(ctx.options.ante);
        const stake = costing(amount);
        for (const backed of ctx.seats) propose({ type: 'SIDE_BET', on: backed.id, amount }, stake);
      },
      ceiling: (view: Facts) => [view.seats.length, 114 + 2 * goldChars(view)],
    },
  }),
  HOLD: seatMove({
    phases: ['betting.turn'],
    update: 'hold',
    schema: v.strictObject({ ...seatAct('HOLD').entries, cheat: v.optional(turnCheat) }),
    ready: yourTurn,
    afterReady: (ctx, e) => cheatFirst(ctx, e) ?? mayHold(ctx, e.seat),
    dice: cheatDice,
    offer: {
      seat: (ctx, seat, propose) => {
        const cheat = riding(ctx, seat);
        propose({ type: 'HOLD' }, () => cheat);
      },
      ceiling: (view: Facts, seat) => [acting(view, seat), 83 + turnCheatBytes(view, seat)],
    },
  }),
  // A fold carries no cheat: a hand out of the round gains nothing from one, and risks Heat, a catch and a bounty.
  FOLD: seatMove({
    phases: ['betting.turn'],
    update: 'fold',
    schema: seatAct('FOLD'),
    ready: yourTurn,
    afterReady: () => null,
    // The fold, with what it gives back when it comes before the seat has acted.
    offer: {
      seat: (ctx, seat, propose) => {
        const hand = ctx.round?.hands[seat];
        const refund = hand && !hand.acted ? foldRefund(ctx.options.ante) : 0;
        propose({ type: 'FOLD' }, () => (refund > 0 ? { refund } : {}));
      },
      ceiling: (view: Facts) => [1, 36 + goldChars(view)],
    },
  }),
};
