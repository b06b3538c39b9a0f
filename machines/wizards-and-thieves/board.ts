/**
 * The rules' board read from the table: each seat's stack is a ledger account
 * of its own, the pot is the table's pot, and the seats in seat order are the
 * order of play. The chart's guards, the refusal reasons and the view read the
 * game's state from here.
 */
import { balanceOf, seatAccounts, type AccountId } from '../engine/ledger';
import { own } from '../engine/own';
import { purseOf } from '../table/rules';
import type { Board, WizardsContext } from './context';
import { inPlay, openingLeaders } from './rules';

/** The account that holds the coins a seat brought to the game: `pool:coins:<seat>`. */
export const stack: (seat: string) => AccountId = seatAccounts('pool:coins:');

/** The seat's purse holds the coins each seat brings to a game. */
export const canBring = (ctx: WizardsContext, seat: string): boolean =>
  purseOf(ctx, seat) >= ctx.options.coins;

/** The seats playing this game, in seat order (those that could bring the coins when it began). */
export const players = (ctx: WizardsContext): string[] =>
  ctx.round ? ctx.seats.map((s) => s.id).filter((id) => Object.hasOwn(ctx.round!.brought, id)) : [];

/** The stacks and the pot as the rules see them. */
export function boardOf(ctx: WizardsContext): Board {
  const order = players(ctx);
  return {
    order,
    coins: Object.fromEntries(order.map((seat) => [seat, balanceOf(ctx.ledger, stack(seat))])),
    pot: balanceOf(ctx.ledger, 'pot'),
  };
}

/** The coins a seat holds now: its stack while the game runs, what it ended with once it is over; null if it does not play. */
export function coinsOf(ctx: WizardsContext, seat: string): number | null {
  const round = ctx.round;
  if (!round || !Object.hasOwn(round.brought, seat)) return null;
  return round.result ? (own(round.result.coins, seat) ?? 0) : balanceOf(ctx.ledger, stack(seat));
}

/** The seats of the opening's volley that have not rolled yet. */
export function openersToGo(ctx: WizardsContext): string[] {
  const round = ctx.round;
  if (!round || round.active !== null) return [];
  return round.opening.contenders.filter(
    (seat) => !round.opening.rolls.some((r) => r.seat === seat),
  );
}

/** Every contender has rolled in this volley of the opening. */
export const volleyDone = (ctx: WizardsContext): boolean =>
  Boolean(ctx.round) && ctx.round!.active === null && openersToGo(ctx).length === 0;

/** The volley ended in a tie for the highest. */
export const openingTied = (ctx: WizardsContext): boolean =>
  openingLeaders(ctx.round?.opening.rolls ?? []).length > 1;

/** The active player, while the game is being played. */
export const seatToAct = (ctx: WizardsContext): string | null =>
  ctx.round && !ctx.round.result ? ctx.round.active : null;

export const gameOver = (ctx: WizardsContext): boolean => Boolean(ctx.round?.result);

/** The seats still in the game. */
export const stillIn = (ctx: WizardsContext): string[] => inPlay(boardOf(ctx));
