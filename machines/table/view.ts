/**
 * What every game's view does alike: whose seat is whose, and each seat's
 * header. The intents a viewer is offered come from the game's declarations
 * (machines/engine/define.ts).
 */
import type { Controller, Viewer } from '../engine/game';
import type { Seat, TableContext } from './context';
import { purseOf } from './rules';
import type { SelfPlayView } from './selfPlay';

type Seats = { seats: readonly Seat[] };

export const seatController = (ctx: Seats, seat: string): Controller | undefined =>
  ctx.seats.find((s) => s.id === seat)?.controller;

/** The engine's `controllerOf`, for any game played at this table. */
export const controllerOf = (snapshot: { context: Seats }, seat: string): Controller | undefined =>
  seatController(snapshot.context, seat);

/** This viewer's own seat, or an NPC seat the GM plays. */
export function isMine(ctx: Seats, viewer: Viewer, seat: string): boolean {
  if (viewer.role === 'player') return viewer.id === seat;
  return seatController(ctx, seat) === 'gm';
}

/** What every game's view shows of a seat first: who sits there, who plays it, and their purse. */
export interface SeatHeader {
  id: string;
  name: string;
  controller: Controller;
  purse: number;
  /** The purse this player asked the GM for, while the GM has not answered. */
  asks: number | null;
  /** An NPC the host plays by a style (absent for any other seat); how it plays is the GM's to know. */
  selfPlay?: SelfPlayView;
}

export function seatHeader(ctx: TableContext, seat: Seat, viewer: Viewer): SeatHeader {
  const header: SeatHeader = {
    id: seat.id,
    name: seat.name,
    controller: seat.controller,
    purse: purseOf(ctx, seat.id),
    asks: ctx.asks?.[seat.id] ?? null,
  };
  const plays = seat.selfPlay;
  if (plays)
    header.selfPlay =
      viewer.role === 'gm'
        ? { takenOver: plays.takenOver, style: plays.style, level: plays.level }
        : { takenOver: plays.takenOver };
  return header;
}
