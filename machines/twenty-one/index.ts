import type { GameDefinition } from '../engine/game';
import { refusal } from './checks';
import { authority, intentLabel, intentSchema, type TwentyOneIntent } from './intents';
import { twentyOneMachine, type TwentyOneMachine } from './machine';
import { hitCount, OPENING_DIE } from './rules';
import { describePhase, viewTable, type TwentyOneView } from './view';

export type { TwentyOneView } from './view';
export type { TwentyOneIntent, TwentyOneEvent } from './intents';
export type { TwentyOneContext, TableOptions } from './context';

/** Tavern Twenty-One, Standard mode. */
export const twentyOne: GameDefinition<TwentyOneMachine, TwentyOneIntent, TwentyOneView> = {
  id: 'twenty-one',
  title: 'Tavern Twenty-One',
  machine: twentyOneMachine,
  intentSchema,
  authority,
  controllerOf: (snapshot, seat) => snapshot.context.seats.find((s) => s.id === seat)?.controller,
  refusal: (snapshot, event) => refusal(snapshot.context, event),
  diceFor(snapshot, event) {
    const ctx = snapshot.context;
    switch (event.type) {
      case 'START_ROUND':
      case 'NEXT_ROUND':
        return { [OPENING_DIE]: 2 * ctx.seats.length };
      case 'CUT_REROLL':
        return { [OPENING_DIE]: 1 };
      case 'ROLL':
        return { [event.die]: 1 };
      case 'DUEL_ROLL':
        return { d20: 1, d4: hitCount(ctx.round!.hands[event.seat!]!) };
      default:
        return {};
    }
  },
  view: viewTable,
  describePhase,
  describeIntent: (type) => intentLabel[type],
};
