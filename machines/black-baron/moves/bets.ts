/**
 * The moves around the bets: the GM's table options (the bet limits, who plays
 * the dealer), starting a round, and each seat's bet or sit-out before the
 * deal; the last of those carries the deal's dice.
 */
import type { Phase } from '../meta';
import * as v from 'valibot';
import { declare, nothing } from '../../engine/define';
import { own } from '../../engine/own';
import type { None, ReasonOf } from '../../engine/reason';
import { actingSeat, lobbyDeclarations as lobby, lobbyIntents } from '../../table/intents';
import { purseOf } from '../../table/rules';
import type { BlackBaronContext } from '../context';
import { canAffordMinimum, handsAfter, largestBet } from '../rules';
import { goldChars, oneLine, type PublicTable } from '../../engine/headroom';

/** Why a bet, a sit-out, a round or the table's options are refused. */
export interface BetReasons {
  /** The new minimum bet is above the new maximum. */
  minAboveMax: { minBet: number; maxBet: number };
  noPlayers: None;
  nobodyCanBet: { minBet: number };
  noSeat: None;
  sittingOut: None;
  alreadyBet: { amount: number };
  belowMinimum: { minBet: number };
  aboveMaximum: { maxBet: number };
  /** The bet is more than the seat's purse: `purse`, what it has. */
  cannotAfford: { purse: number };
}
type Refusal = ReasonOf<BetReasons>;
type Ctx = BlackBaronContext;

/** A round needs one seat that can cover the minimum bet; the others sit it out. */
function someoneCanBet(ctx: Ctx): Refusal | null {
  if (ctx.seats.length === 0) return { why: 'noPlayers' };
  return ctx.seats.some((s) => canAffordMinimum(ctx, s.id))
    ? null
    : { why: 'nobodyCanBet', minBet: ctx.options.minBet };
}

/** A seat at the table that has neither bet nor sat out this round. */
function undecided(ctx: Ctx, seat: string | undefined): Refusal | null {
  const bet = own(ctx.round?.bets, seat);
  if (!seat || !ctx.seats.some((s) => s.id === seat)) return { why: 'noSeat' };
  if (bet === 'out') return { why: 'sittingOut' };
  return bet === undefined ? null : { why: 'alreadyBet', amount: bet };
}

function betAllowed(ctx: Ctx, seat: string, amount: number): Refusal | null {
  const notNow = undecided(ctx, seat);
  if (notNow) return notNow;
  const { minBet, maxBet } = ctx.options;
  if (amount < minBet) return { why: 'belowMinimum', minBet };
  if (amount > maxBet) return { why: 'aboveMaximum', maxBet };
  const purse = purseOf(ctx, seat);
  return amount > largestBet(ctx, seat) ? { why: 'cannotAfford', purse } : null;
}

/** The last bet (or sit-out) deals: two dice a player, the dealer's shown die, and its face-down die should it show a 10. */
const dealDice = (ctx: Ctx, seat: string, bets: boolean) => {
  const hands = handsAfter(ctx, seat, bets);
  return hands ? { d10: 2 * hands + 2 } : {};
};

/**
 * A few bets to offer (the panel takes any amount in the seat's `betRange`): the minimum, the most it may bet, and one
 * between, a round figure a player would name (30 gp of a 60 gp purse, not 31).
 */
function betAmounts(ctx: Ctx, seat: string): number[] {
  const min = ctx.options.minBet;
  const max = largestBet(ctx, seat);
  const half = (min + max) / 2;
  const step = half >= 10 ? 5 : 1;
  const between = Math.min(max, Math.max(min, Math.round(half / step) * step));
  return [...new Set([min, between, max])].filter((n) => n >= min && n <= max);
}

const wager = v.pipe(
  v.number(),
  v.integer('a bet is whole gp'),
  v.minValue(1, 'a bet is at least 1 gp'),
  v.maxValue(1_000_000, 'a bet is at most 1,000,000 gp'),
);

const intent = declare<Ctx, Phase>();

export const betMoves = {
  SET_OPTIONS: intent({
    schema: v.strictObject({
      ...lobbyIntents.SET_OPTIONS.entries,
      minBet: v.optional(wager),
      maxBet: v.optional(wager),
      dealer: v.optional(v.picklist(['table', 'gm'])),
    }),
    authority: 'gm',
    check: (_ctx, e): Refusal | null =>
      e.minBet !== undefined && e.maxBet !== undefined && e.minBet > e.maxBet
        ? { why: 'minAboveMax', minBet: e.minBet, maxBet: e.maxBet }
        : null,
  }),
  START_ROUND: intent({ ...lobby.START_ROUND, check: someoneCanBet }),
  NEXT_ROUND: intent({ ...lobby.NEXT_ROUND, check: someoneCanBet }),
  BET: intent({
    phases: ['bets'],
    update: 'placeBet',
    schema: v.strictObject({ type: v.literal('BET'), amount: wager, ...actingSeat }),
    authority: 'seat',
    check: (ctx, e) => betAllowed(ctx, e.seat, e.amount),
    dice: (ctx, e) => dealDice(ctx, e.seat, true),
    offer: {
      seat: (ctx, seat, propose) =>
        betAmounts(ctx, seat).forEach((amount) =>
          propose({ type: 'BET', amount }, () => ({ cost: amount })),
        ),
      ceiling: (view: PublicTable) => [3, 77 + 2 * goldChars(view)],
    },
  }),
  SIT_OUT: intent({
    phases: ['bets'],
    update: 'sitOut',
    schema: v.strictObject({ type: v.literal('SIT_OUT'), ...actingSeat }),
    authority: 'seat',
    check: (ctx, e) => undecided(ctx, e.seat),
    dice: (ctx, e) => dealDice(ctx, e.seat, false),
    offer: {
      seat: (_ctx, _seat, propose) => propose({ type: 'SIT_OUT' }, nothing),
      ceiling: oneLine(29),
    },
  }),
};
