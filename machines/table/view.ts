/**
 * What every game's view does alike: whose seat is whose, and each seat's
 * header. The intents a viewer is offered come from the game's declarations
 * (machines/engine/define.ts). A view's type is written once, as the schema
 * of its public view (the game's meta.ts): `Shown` reads a type off it, and
 * `Seen` adds what one viewer may see beyond the public table.
 */
import type * as v from 'valibot';
import type { Controller, Viewer } from '../engine/game';
import { balanceOf } from '../engine/ledger';
import { own } from '../engine/own';
import type { Away, BaseOptions, Seat, TableContext } from './context';
import type { seatEntries, tableViewEntries } from './publicView';
import { purseOf } from './rules';
import type { SelfPlay, SelfPlayView } from './selfPlay';

/** A schema's type without the index signature a loose object adds: a view names every field it has. */
type Closed<T> = T extends readonly unknown[]
  ? { [K in keyof T]: Closed<T[K]> }
  : T extends object
    ? { [K in keyof T as string extends K ? (unknown extends T[K] ? never : K) : K]: Closed<T[K]> }
    : T;

/** The type a public view's schema (or a part of it) gives: what every viewer may see, written once, in meta.ts. */
export type Shown<S extends v.GenericSchema> = Closed<v.InferOutput<S>>;

/** A view as one viewer sees it: the public shape, with the fields this viewer may see more of typed by `Own`. */
export type Seen<Public, Own> = Omit<Public, keyof Own> & Own;

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

/**
 * What every game's view shows of a seat first: who sits there, who plays it, and their purse (as the public schema
 * has them); then the purse this player asked the GM for, while the GM has not answered (always present in a view: the
 * schema lets an older public table lack it); and for a seat the host plays by a style (an NPC, or a player's seat on
 * autoplay; absent for any other seat), how it plays, which is the GM's to know and the autoplaying player's.
 */
export type SeatHeader = Pick<
  Shown<v.ObjectSchema<typeof seatEntries, undefined>>,
  'id' | 'name' | 'controller' | 'purse'
> & { asks: number | null; selfPlay?: SelfPlayView };

/** A seat as one viewer sees it: its public shape, its header, whether it is this viewer's, and `Own`'s fields. */
// biome-ignore lint/complexity/noBannedTypes: a seat with nothing more than its header adds no field.
export type SeatSeen<PublicSeat, Own = {}> = Seen<PublicSeat, SeatHeader & { mine: boolean } & Own>;

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
 * What a view holds beyond its public schema: whose view it is, the round's log and this viewer's moves (one viewer's
 * own, never in the public table), the options as the table keeps them, and who left with what (public: every viewer
 * saw their purse), always present in a view though the schema lets an older public table lack them.
 */
export type ViewersOwn<O, A, L = LogView> = Away & {
  viewer: Viewer;
  options: O;
  log: L[];
  actions: A[];
};

/** The table's fields every public schema opens with (machines/table/publicView.ts). */
type TableFields = Shown<
  v.ObjectSchema<ReturnType<typeof tableViewEntries<string, string, v.ObjectEntries>>, undefined>
>;

/**
 * The fields every game's view opens with: which game and whose view, the phase its chart names, the table's options,
 * the round's number, the pot and the House, who left with what, the round's log and this viewer's moves. A game's
 * view type is its public schema's, `Seen` with its `ViewersOwn`.
 */
export type CommonView<G extends string, P extends string, O, A, L = LogView> = Seen<
  TableFields,
  ViewersOwn<O, A, L> & { game: G; phase: P }
>;

/** A game's view type: its public schema's (`S`, meta.ts), with what one viewer may see beyond it. */
export type GameView<S extends v.GenericSchema, O, A, L, Own = object> = Seen<
  Shown<S>,
  ViewersOwn<O, A, L> & Own
>;

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
