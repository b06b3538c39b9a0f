/**
 * Wizards and Thieves for the engine: its chart, its moves (moves.ts, each
 * intent declared once) and its view.
 */
import { defineGame } from '../engine/define';
import { wizardsHeadroom } from './headroom';
import { controllerOf } from '../table/view';
import { wizardsMachine } from './machine';
import { moves } from './moves';
import { viewTable, waitingOn, type ActionView } from './view';

export type { WizardsView } from './view';
export type { WizardsIntent, WizardsEvent, WizardsReasons, WizardsReason } from './moves';
export type { WizardsContext, WizardsOptions } from './context';

/** Wizards and Thieves: declare, roll 3d6, and take from or pay into the pot. */
export const wizardsAndThieves = defineGame<
  typeof wizardsMachine,
  typeof moves,
  ReturnType<typeof viewTable>,
  ActionView
>({
  id: 'wizards-and-thieves',
  machine: wizardsMachine,
  intents: moves,
  headroom: wizardsHeadroom,
  controllerOf,
  seats: (snapshot) => snapshot.context.seats,
  view: viewTable,
  waitingOn,
});
