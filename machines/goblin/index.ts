/**
 * Tavern Twenty-One, Goblin Mode (the Chamber), for the engine: its chart, its
 * moves (moves.ts, each intent declared once) and its view.
 */
import { defineGame } from '../engine/define';
import { goblinHeadroom } from './headroom';
import { roundStep } from '../engine/phase';
import { controllerOf } from '../table/view';
import { goblinMachine } from './machine';
import { moves } from './moves';
import { flippersToGo, seatToAct } from './rules';
import { viewTable, type ActionView } from './view';

export type { GoblinView } from './view';
export type { GoblinIntent, GoblinEvent } from './moves';
export type { GoblinContext, GoblinOptions } from './context';

/** Tavern Twenty-One, Goblin Mode: the Chamber. */
export const goblin = defineGame<
  typeof goblinMachine,
  typeof moves,
  ReturnType<typeof viewTable>,
  ActionView
>({
  id: 'goblin',
  machine: goblinMachine,
  intents: moves,
  headroom: goblinHeadroom,
  controllerOf,
  seats: (snapshot) => snapshot.context.seats,
  view: viewTable,
  waitingOn(snapshot) {
    const step = roundStep(snapshot);
    if (step === 'suddenDeath') return flippersToGo(snapshot.context);
    const toAct = step === 'chamber' ? seatToAct(snapshot.context) : null;
    return toAct ? [toAct] : [];
  },
});
