/**
 * Tavern Twenty-One, Classic, for the engine: its moves (moves/, Standard mode's where the move is the same,
 * Classic's own where it differs) on the same chart built for the Classic ruleset, with Classic's parts.
 */
import { defineGame } from '../engine/define';
import { tableSpec } from '../twenty-one/index';
import type { TwentyOneMachine } from '../twenty-one/machine';
import type { Offer } from '../twenty-one-kit/moves';
import { CLASSIC } from '../twenty-one-kit/ruleset';
import type { TwentyOneView } from '../twenty-one-kit/view';
import { type ClassicIntent, classicMoves } from './moves';
import { classicParts } from './parts';

/** A move a Classic view offers, ready to send, with what it costs and risks. */
export type ClassicActionView = Offer & { intent: ClassicIntent };
export type ClassicView = TwentyOneView<'twenty-one-classic', ClassicActionView>;

/** Tavern Twenty-One, Classic: the original table edition. */
export const twentyOneClassic = defineGame<
  TwentyOneMachine,
  typeof classicMoves,
  ClassicView,
  ClassicActionView
>({
  ...tableSpec<'twenty-one-classic', ClassicActionView>(
    CLASSIC as typeof CLASSIC & { game: 'twenty-one-classic' },
    classicParts,
  ),
  intents: classicMoves,
});
