/** The table's own rules, the same in every game: the House's match, and how a seat is named and paid. */
import { balanceOf, purse } from '../engine/ledger';
import type { Seat, TableContext } from './context';

type Seats = { seats: readonly Seat[] };

/** Antes the House matches: every player-controlled seat's, when the GM is the House (rules, section 1). */
export function houseMatch(ctx: TableContext): number {
  if (ctx.options.gmRole !== 'house') return 0;
  return ctx.seats.filter((s) => s.controller === 'player').length * ctx.options.ante;
}

export const seatName = (ctx: Seats, id: string): string =>
  ctx.seats.find((s) => s.id === id)?.name ?? id;

export const isSeated = (ctx: Seats, id: string | undefined): boolean =>
  ctx.seats.some((s) => s.id === id);

export const purseOf = (ctx: TableContext, seat: string): number =>
  balanceOf(ctx.ledger, purse(seat));
