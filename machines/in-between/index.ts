/**
 * In Between for the engine: its chart, its moves (moves.ts, each intent
 * declared once) and its view.
 */
import { defineGame } from '../engine/define';
import { inBetweenHeadroom } from './headroom';
import { controllerOf } from '../table/view';
import { inBetweenMachine } from './machine';
import { moves } from './moves';
import { rollerHold, waitingOn } from './rules';
import { viewTable, type ActionView } from './view';

export type { InBetweenView } from './view';
export type { InBetweenIntent, InBetweenEvent } from './moves';
export type { InBetweenContext, InBetweenOptions } from './context';

/** In Between: three d20s, one or two players, and the table's side bets. */
export const inBetween = defineGame<
  typeof inBetweenMachine,
  typeof moves,
  ReturnType<typeof viewTable>,
  ActionView
>({
  id: 'in-between',
  machine: inBetweenMachine,
  intents: moves,
  headroom: inBetweenHeadroom,
  controllerOf,
  seats: (snapshot) => snapshot.context.seats,
  view: viewTable,
  waitingOn: (snapshot) => waitingOn(snapshot.context),
  selfPlayHold: (snapshot, seat) => rollerHold(snapshot.context, seat),
});
