/**
 * What every game's view does alike: whose seat is whose, and each seat's
 * header. The intents a viewer is offered come from the game's declarations
 * (machines/engine/define.ts).
 */
import type { Controller, Viewer } from '../engine/game';
import { balanceOf } from '../engine/ledger';
import { own } from '../engine/own';
import type { Away, BaseOptions, Seat, TableContext } from './context';
import { purseOf } from './rules';
import type { SelfPlay, SelfPlayView } from './selfPlay';

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

/** Who left the table and with what, as views and `RESTORE_SEATS` list it. */
export const awayOf = (ctx: TableContext): Away => ({
  away: Object.entries(ctx.departed ?? {}).map(([id, purse]) => ({ id, purse })),
  cashedOut: Object.entries(ctx.cashedOut ?? {}).map(([id, c]) => ({
    id,
    name: c.name,
    purse: c.purse,
  })),
});

/** What every game's view shows of a seat first: who sits there, who plays it, and their purse. */
export interface SeatHeader {
  id: string;
  name: string;
  controller: Controller;
  purse: number;
  /** The purse this player asked the GM for, while the GM has not answered. */
  asks: number | null;
  /**
   * A seat the host plays by a style (an NPC, or a player's seat on autoplay; absent for any other seat); how it
   * plays is the GM's to know, and the autoplaying player's.
   */
  selfPlay?: SelfPlayView;
}

export function seatHeader(ctx: TableContext, seat: Seat, viewer: Viewer): SeatHeader {
  const header: SeatHeader = {
    id: seat.id,
    name: seat.name,
    controller: seat.controller,
    purse: purseOf(ctx, seat.id),
    asks: own(ctx.asks, seat.id) ?? null,
  };
  const plays = seat.selfPlay;
  // How it plays is the GM's to know, and the player's whose seat is on autoplay: they chose it.
  if (plays)
    header.selfPlay =
      viewer.role === 'gm' || viewer.id === seat.id
        ? howItPlays(plays, ctx.roundsPlayed)
        : { takenOver: plays.takenOver };
  return header;
}

const howItPlays = ({ takenOver, style, level, since }: SelfPlay, rounds: number): SelfPlayView =>
  since
    ? { takenOver, style, level, since: { rounds: rounds - since.round, purse: since.purse } }
    : { takenOver, style, level };

/**
 * A seat's view in a game: its header, then the game's fields. Assigned onto the header rather than spread into a
 * literal: V8 defines each field after a spread by a runtime call, which made a seat's view ten times dearer, and a
 * view is built at every NPC decision.
 */
export const seatView = <V extends SeatHeader>(
  ctx: TableContext,
  seat: Seat,
  viewer: Viewer,
  fields: Omit<V, keyof SeatHeader>,
): V => Object.assign(seatHeader(ctx, seat, viewer), fields) as V;

/**
 * A line of a round's log as every viewer reads it, in words: a game whose lines are data (machines/engine/line.ts)
 * gives its view its entries instead, which the panels word.
 */
export interface LogView {
  at: number;
  text: string;
}

/**
 * The fields every game's view opens with: which game and whose view, the phase its chart names, the table's options,
 * the round's number, the pot and the House, who left with what (public: every viewer saw their purse), the round's
 * log and this viewer's moves. A game's view type extends it and adds its own.
 */
export interface CommonView<G extends string, P extends string, O, A, L = LogView> extends Away {
  game: G;
  viewer: Viewer;
  phase: P;
  options: O;
  round: number | null;
  pot: number;
  house: number;
  log: L[];
  actions: A[];
}

/** The options every table has, copied field by field for a view: a game adds its own beside them. */
export const baseOptionsView = ({
  ante,
  gmRole,
  startingPurse,
  npcPause,
  inCharacter,
}: BaseOptions): BaseOptions =>
  inCharacter === undefined
    ? { ante, gmRole, startingPurse, npcPause }
    : { ante, gmRole, startingPurse, npcPause, inCharacter };

type RoundWithLog = { number: number; log: readonly object[] } | null;

/**
 * The common fields of one viewer's view, built once for every game. The log is the round's, line by line, unless
 * the game says its own (Twenty-One's lines differ by viewer).
 */
export function commonView<G extends string, P extends string, O, A, L = LogView>(table: {
  game: G;
  ctx: TableContext & { round: RoundWithLog };
  viewer: Viewer;
  phase: P;
  options: O;
  actions: () => A[];
  log?: L[];
}): CommonView<G, P, O, A, L> {
  const { ctx } = table;
  const { away, cashedOut } = awayOf(ctx);
  return {
    game: table.game,
    viewer: table.viewer,
    phase: table.phase,
    options: table.options,
    round: ctx.round?.number ?? null,
    pot: balanceOf(ctx.ledger, 'pot'),
    house: balanceOf(ctx.ledger, 'house'),
    away,
    cashedOut,
    log: table.log ?? ((ctx.round?.log ?? []).map((e) => ({ ...e })) as L[]),
    actions: table.actions(),
  };
}
