/**
 * Tavern Twenty-One, Standard mode, for the engine: its chart, its moves (moves/, each intent declared once) and
 * its view; `tableSpec`, what a table is under either ruleset, which Classic's game (classic/game.ts) shares.
 */
import { defineGame } from '../engine/define';
import type { HeadroomSpec } from '../engine/headroom';
import type { Viewer } from '../engine/game';
import { roundStep } from '../engine/phase';
import { controllerOf } from '../table/view';
import type { ClassicParts } from './classic/parts';
import type { TwentyOneContext } from './context';
import { twentyOneHeadroom } from './headroom';
import { type TwentyOneMachine, twentyOneChart } from './machine';
import { moves } from './moves';
import { bumperDeciding, pendingRetaliation } from './rules';
import { type Ruleset, STANDARD } from './ruleset';
import { logFor } from './sight';
import {
  type ActionView,
  seatsAwaited,
  type TwentyOneSnapshot,
  type TwentyOneView,
  viewTable,
} from './view';

export type { Stats } from './stats';
export type { TableOptions, TwentyOneContext } from './context';
export type { TwentyOneEvent, TwentyOneIntent } from './moves';
export type { TwentyOneView } from './view';

/**
 * What a Twenty-One table is under any ruleset, beside its intents: the one chart for that ruleset, its views, whom it
 * waits on and its deadlines. Standard mode declares its moves in moves/; Classic declares its own (classic/game.ts) and
 * gives its parts (classic/parts.ts), which only its chart and view call.
 */
export const tableSpec = <G extends Ruleset['game'], A>(
  rules: Ruleset & { game: G },
  classicParts?: ClassicParts,
) => ({
  id: rules.game,
  machine: twentyOneChart(rules, classicParts),
  controllerOf,
  seats: (snapshot: TwentyOneSnapshot) => snapshot.context.seats,
  headroom: twentyOneHeadroom as HeadroomSpec<TwentyOneSnapshot, TwentyOneView<G, A>>,
  view: (snapshot: TwentyOneSnapshot, viewer: Viewer, actions: () => A[]) =>
    viewTable(snapshot, viewer, actions, classicParts?.view) as TwentyOneView<G, A>,
  waitingOn: seatsAwaited,
  // The lines meant for this viewer alone, as the view lists them: what an accusing style glances at first.
  viewParts: {
    private: (snapshot: TwentyOneSnapshot, viewer: Viewer) =>
      logFor(snapshot.context, viewer).private,
  },
  /** The staredown's and a retaliation's deadlines, `by` ms later. */
  shiftTimers(ctx: TwentyOneContext, by: number): TwentyOneContext {
    const round = ctx.round;
    if (!round) return ctx;
    const later = (at: number | null) => (at === null ? null : at + by);
    return {
      ...ctx,
      round: {
        ...round,
        staredownEndsAt: later(round.staredownEndsAt),
        retaliationEndsAt: later(round.retaliationEndsAt),
      },
    };
  },
  deadline(snapshot: TwentyOneSnapshot) {
    const round = snapshot.context.round;
    // While the bumper decides on a die just rolled, the retaliation (the host's too) waits for that decision.
    if (
      pendingRetaliation(snapshot.context) &&
      round?.retaliationEndsAt != null &&
      !bumperDeciding(snapshot.context)
    )
      return { at: round.retaliationEndsAt, intent: { type: 'RETALIATION_TIMEOUT' } };
    const endsAt = round?.staredownEndsAt;
    return roundStep(snapshot) === 'staredown' && endsAt != null
      ? { at: endsAt, intent: { type: 'STAREDOWN_TIMEOUT' } }
      : null;
  },
});

/** Tavern Twenty-One, Standard mode. */
export const twentyOne = defineGame<TwentyOneMachine, typeof moves, TwentyOneView, ActionView>({
  ...tableSpec<'twenty-one', ActionView>(STANDARD as Ruleset & { game: 'twenty-one' }),
  intents: moves,
});
