/**
 * Tavern Twenty-One, Classic, for the engine: its chart (machine.ts), its moves (moves/, the kit's where the move is
 * the same, Classic's own where it differs) and its round's part of the view (sight.ts), on what every Twenty-One
 * table is (machines/twenty-one-kit/game.ts).
 */
import { defineGame } from '../engine/define';
import { tableSpec } from '../twenty-one-kit/game';
import type { Offer } from '../twenty-one-kit/moves';
import { CLASSIC } from '../twenty-one-kit/ruleset';
import type { TwentyOneView } from '../twenty-one-kit/view';
import { type ClassicIntent, classicMoves } from './moves';
import { type ClassicMachine, classicMachine } from './machine';
import { classicView } from './sight';

/** A move a Classic view offers, ready to send, with what it costs and risks. */
export type ClassicActionView = Offer & { intent: ClassicIntent };
export type ClassicView = TwentyOneView<'twenty-one-classic', ClassicActionView>;

/** Tavern Twenty-One, Classic: the original table edition. */
export const twentyOneClassic = defineGame<
  ClassicMachine,
  typeof classicMoves,
  ClassicView,
  ClassicActionView
>({
  ...tableSpec<'twenty-one-classic', ClassicActionView, ClassicMachine>(
    CLASSIC as typeof CLASSIC & { game: 'twenty-one-classic' },
    classicMachine,
    classicView,
  ),
  intents: classicMoves,
});
