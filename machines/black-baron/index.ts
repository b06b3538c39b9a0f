/**
 * Black Baron for the engine: its chart, its moves (moves.ts, each intent
 * declared once) and its view.
 */
import { defineGame } from '../engine/define';
import { blackBaronHeadroom } from './headroom';
import { controllerOf } from '../table/view';
import { blackBaronMachine } from './machine';
import { moves } from './moves';
import { viewTable, waitingOn, type ActionView } from './view';

export type { BlackBaronView } from './view';
export type { BlackBaronIntent, BlackBaronEvent } from './moves';
export type { BlackBaronContext, BlackBaronOptions } from './context';

/** Black Baron: up to seven players against the dealer, with d10s. */
export const blackBaron = defineGame<
  typeof blackBaronMachine,
  typeof moves,
  ReturnType<typeof viewTable>,
  ActionView
>({
  id: 'black-baron',
  machine: blackBaronMachine,
  intents: moves,
  headroom: blackBaronHeadroom,
  controllerOf,
  seats: (snapshot) => snapshot.context.seats,
  view: viewTable,
  waitingOn,
});
