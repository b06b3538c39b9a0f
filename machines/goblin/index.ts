import type { GameDefinition } from '../engine/game';
import { GAME_TITLES } from '../catalog';
import { controllerOf } from '../table/view';
import { COIN } from './context';
import { refusal } from './checks';
import { authority, intentLabel, intentSchema, type GoblinIntent } from './intents';
import { goblinMachine, type GoblinMachine } from './machine';
import { stageDie } from './rules';
import { describePhase, legalActions, viewTable, type GoblinView } from './view';

export type { GoblinView } from './view';
export type { GoblinIntent, GoblinEvent } from './intents';
export type { GoblinContext, GoblinOptions } from './context';

/** Tavern Twenty-One, Goblin Mode: the Chamber. */
export const goblin: GameDefinition<GoblinMachine, GoblinIntent, GoblinView> = {
  id: 'goblin',
  title: GAME_TITLES.goblin,
  machine: goblinMachine,
  intentSchema,
  authority,
  controllerOf,
  refusal: (snapshot, event) => refusal(snapshot.context, event),
  diceFor(snapshot, event) {
    switch (event.type) {
      case 'ROLL':
        return { [stageDie(snapshot.context.round!)]: 1 };
      case 'FLIP':
        return { [COIN]: 1 };
      default:
        return {};
    }
  },
  view: viewTable,
  actions: legalActions,
  describePhase,
  describeIntent: (type) => intentLabel[type],
};
