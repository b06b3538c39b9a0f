/**
 * Three-Dragon Ante for the engine: its chart, its moves (moves.ts, each
 * intent declared once) and its view.
 */
import { defineGame } from '../engine/define';
import { threeDragonAnteHeadroom } from './headroom';
import { controllerOf } from '../table/view';
import { anteMachine } from './machine';
import { moves } from './moves';
import { type ActionView, viewTable, waitingOn } from './view';

export type { AnteView, SeatView as AnteSeatView } from './view';
export type { AnteIntent, AnteEvent, AnteReasons, AnteReason } from './moves';
export type { AnteContext, AnteOptions } from './context';

/** Three-Dragon Ante: five hidden d12s, revealed one a round, with betting from the second. */
export const threeDragonAnte = defineGame<
  typeof anteMachine,
  typeof moves,
  ReturnType<typeof viewTable>,
  ActionView
>({
  id: 'three-dragon-ante',
  machine: anteMachine,
  intents: moves,
  headroom: threeDragonAnteHeadroom,
  controllerOf,
  seats: (snapshot) => snapshot.context.seats,
  view: viewTable,
  waitingOn,
});
