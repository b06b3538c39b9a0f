/**
 * Why an intent is refused, as a reason the panel says (`WizardsReasons`), or
 * null when it is legal. The chart's `legal` guard is `refusal(...) === null`,
 * so the reason a player reads and the rule the chart applies are the same
 * code. These checks assume the current state accepts the event's type; the
 * engine explains a wrong phase before it gets here.
 */
import { refusalFrom, type None, type ReasonOf } from '../engine/define';
import { lobbyChecks, type TableReason } from '../table/checks';
import { canBring, coinsOf, openersToGo, seatToAct } from './board';
import type { WizardsContext } from './context';
import type { EventOf, WizardsEvent } from './intents';

/** Wizards and Thieves' reasons: each key's values (seats by id, which the panel names). */
export interface WizardsReasons {
  /** Fewer than two seats can bring the `coins` each seat brings: `able`, the one that can, if any. */
  tooFewCanBring: { coins: number; able: readonly string[] };
  /** The seat sat down after the game began. */
  notPlaying: None;
  /** The seat was at the table when the game began, but its purse could not bring the `coins` each seat brings. */
  cannotBring: { coins: number };
  /** The seat lost the roll for the first turn: `contenders` roll again for the tie. */
  outOfOpening: { contenders: readonly string[] };
  rolledOpening: None;
  outOfCoins: None;
  /** `active` is the active player (nobody when absent). */
  notYourTurn: { active?: string };
}
export type WizardsReason = ReasonOf<WizardsReasons>;

type Check<T extends WizardsEvent['type']> = (
  ctx: WizardsContext,
  event: EventOf<T>,
) => WizardsReason | TableReason | null;

/**
 * "the players agree to a number of coins each will bring": a seat whose purse
 * holds fewer sits the game out, and a game needs two seats that can bring them.
 */
function twoCanBring(ctx: WizardsContext): WizardsReason | TableReason | null {
  if (ctx.seats.length < 2) return { why: 'tooFewSeats' };
  const able = ctx.seats.filter((s) => canBring(ctx, s.id));
  if (able.length >= 2) return null;
  return { why: 'tooFewCanBring', coins: ctx.options.coins, able: able.map((s) => s.id) };
}

/** A seat without coins in this game: it sat down after the game began, or its purse could not bring them. */
function notPlaying(ctx: WizardsContext, seat: string): WizardsReason | null {
  if (coinsOf(ctx, seat) !== null) return null;
  const round = ctx.round;
  return round?.couldNotBring?.includes(seat)
    ? { why: 'cannotBring', coins: Object.values(round.brought)[0] ?? ctx.options.coins }
    : { why: 'notPlaying' };
}

function openingRoll(ctx: WizardsContext, e: EventOf<'OPENING_ROLL'>): WizardsReason | null {
  const notHere = notPlaying(ctx, e.seat);
  if (notHere) return notHere;
  const opening = ctx.round!.opening;
  if (!opening.contenders.includes(e.seat))
    return { why: 'outOfOpening', contenders: [...opening.contenders] };
  return openersToGo(ctx).includes(e.seat) ? null : { why: 'rolledOpening' };
}

function declare(ctx: WizardsContext, e: EventOf<'DECLARE'>): WizardsReason | null {
  const notHere = notPlaying(ctx, e.seat);
  if (notHere) return notHere;
  if (coinsOf(ctx, e.seat) === 0) return { why: 'outOfCoins' };
  const active = seatToAct(ctx);
  if (active === e.seat) return null;
  return active ? { why: 'notYourTurn', active } : { why: 'notYourTurn' };
}

export const checks: { [T in WizardsEvent['type']]: Check<T> } = {
  ...lobbyChecks,
  SET_OPTIONS: () => null,
  START_ROUND: twoCanBring,
  NEXT_ROUND: twoCanBring,
  OPENING_ROLL: openingRoll,
  DECLARE: declare,
};

/** Why this event is refused now, or null: the chart's `legal` guard. */
export const refusal = refusalFrom<WizardsContext, WizardsEvent>(checks);
