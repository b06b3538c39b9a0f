/**
 * Tavern Twenty-One, Standard mode, for the engine: its chart (machine.ts), its moves (the kit's moves/, each intent
 * declared once) and its view, on what every Twenty-One table is (machines/twenty-one-kit/game.ts).
 */
import { defineGame } from '../engine/define';
import { tableSpec } from '../twenty-one-kit/game';
import { moves } from '../twenty-one-kit/moves';
import { type Ruleset, STANDARD } from '../twenty-one-kit/ruleset';
import type { ActionView, TwentyOneView } from '../twenty-one-kit/view';
import { type TwentyOneMachine, twentyOneMachine } from './machine';

export type { Stats } from '../twenty-one-kit/stats';
export type { TableOptions, TwentyOneContext } from '../twenty-one-kit/context';
export type { TwentyOneEvent, TwentyOneIntent } from '../twenty-one-kit/moves';
export type { TwentyOneView } from '../twenty-one-kit/view';

/** Tavern Twenty-One, Standard mode. */
export const twentyOne = defineGame<TwentyOneMachine, typeof moves, TwentyOneView, ActionView>({
  ...tableSpec<'twenty-one', ActionView, TwentyOneMachine>(
    STANDARD as Ruleset & { game: 'twenty-one' },
    twentyOneMachine,
  ),
  intents: moves,
});
