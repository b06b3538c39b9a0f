/**
 * What every game's view does alike: whose seat is whose, and which intents a
 * viewer is offered. A game offers an intent only if its machine would take
 * it now, so the panels offer exactly what the rules allow.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { acceptedEvents, type Controller, type Intent, type Stamp, type Viewer } from '../engine/game';
import type { Seat, TableContext } from './context';
import type { LobbyIntent } from './intents';
import { purseOf } from './rules';

type Seats = { seats: readonly Seat[] };

export const seatController = (ctx: Seats, seat: string): Controller | undefined => ctx.seats.find((s) => s.id === seat)?.controller;

/** The engine's `controllerOf`, for any game played at this table. */
export const controllerOf = (snapshot: { context: Seats }, seat: string): Controller | undefined => seatController(snapshot.context, seat);

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
}

export const seatHeader = (ctx: TableContext, seat: Seat): SeatHeader => ({ id: seat.id, name: seat.name, controller: seat.controller, purse: purseOf(ctx, seat.id) });

/** Adds `intent` to the offers if the machine would take it now; `describe` runs only for an intent it takes. */
export type Offer<I extends Intent, A extends { intent: I }> = (seat: string | undefined, intent: I, describe: () => Omit<A, 'intent'>) => void;

/**
 * The offers one viewer gets, collected as a game proposes candidates. A
 * candidate is stamped as the engine would stamp it (acting for `seat`, or the
 * seat it names; no time, no dice) and kept if the machine would take it: the
 * state's accepted types and the game's refusal checks rule out most
 * candidates cheaply, `snapshot.can` has the last word.
 */
export function offersFor<I extends Intent, A extends { intent: I }>(
  snapshot: AnyMachineSnapshot,
  viewer: Viewer,
  refusal: (event: I & Stamp) => string | null,
): { actions: A[]; accepts: (type: string) => boolean; offer: Offer<I, A> } {
  const by = viewer.role === 'player' ? viewer.id : 'gm';
  const accepted = acceptedEvents(snapshot);
  const actions: A[] = [];
  const offer: Offer<I, A> = (seat, intent, describe) => {
    if (!accepted.has(intent.type)) return;
    const event = { ...intent, by, seat: seat ?? intent.seat, at: 0, dice: {} };
    if (refusal(event) !== null || !snapshot.can(event)) return;
    actions.push({ intent, ...describe() } as A);
  };
  return { actions, accepts: (type) => accepted.has(type), offer };
}

/** What the GM may do to the table as a whole, in every game. */
const GM_TABLE_INTENTS: [LobbyIntent, string][] = [
  [{ type: 'START_ROUND' }, 'Start the round'],
  [{ type: 'NEXT_ROUND' }, 'Next round'],
  [{ type: 'BACK_TO_LOBBY' }, 'Back to the lobby'],
  [{ type: 'VOID_ROUND' }, 'Void the round (refund every stake)'],
];

/**
 * Proposes every candidate a viewer may have, in the order every game lists
 * them: a seated player's own seat actions, then leaving; for the GM, each NPC
 * seat's actions, the game's own table-wide intents, then the table's. Every
 * game's intents include the lobby's, and the table's offers carry only a label.
 */
export function offerAtTable<I extends Intent, A extends { intent: I; label: string }>(
  ctx: Seats,
  viewer: Viewer,
  p: { offer: Offer<I, A>; seatActions: (seat: string, forNpc: boolean) => void; gmIntents?: [I, string][] },
): void {
  const offer = (seat: string | undefined, intent: LobbyIntent | I, label: string) => p.offer(seat, intent as I, () => ({ label }) as Omit<A, 'intent'>);
  if (viewer.role === 'player') {
    if (!ctx.seats.some((s) => s.id === viewer.id)) return;
    p.seatActions(viewer.id, false);
    offer(viewer.id, { type: 'LEAVE' }, 'Leave the table');
    return;
  }
  for (const seat of ctx.seats) if (seat.controller === 'gm') p.seatActions(seat.id, true);
  for (const [intent, label] of [...(p.gmIntents ?? []), ...GM_TABLE_INTENTS]) offer(undefined, intent, label);
}
