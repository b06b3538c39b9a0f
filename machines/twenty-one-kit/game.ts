/**
 * What a Twenty-One table is for the engine under either ruleset, beside its chart and its intents, which each
 * ruleset's game gives (Standard mode's machines/twenty-one/index.ts, Classic's machines/twenty-one-classic/index.ts).
 */
import type { AnyStateMachine } from 'xstate';
import type { Viewer } from '../engine/game';
import type { HeadroomSpec } from '../engine/headroom';
import { roundStep } from '../engine/phase';
import { controllerOf } from '../table/view';
import type { TwentyOneContext } from './context';
import { twentyOneHeadroom } from './headroom';
import { bumperDeciding, pendingRetaliation } from './rules';
import { logFor } from './sight';
import type { Ruleset } from './ruleset';
import {
  type RoundView,
  seatsAwaited,
  type TwentyOneSnapshot,
  type TwentyOneView,
  viewTable,
} from './view';

/**
 * What a Twenty-One table is under a ruleset, beside its chart and its intents: its views, whom it waits on and its
 * deadlines. Each ruleset's game (machines/twenty-one/, machines/twenty-one-classic/) builds its own chart and gives it
 * here, with the view of its round's own part, if it has one (`roundView`: Classic's).
 */
export const tableSpec = <G extends Ruleset['game'], A, M extends AnyStateMachine>(
  rules: Ruleset & { game: G },
  machine: M,
  roundView?: RoundView,
) => ({
  id: rules.game,
  machine,
  controllerOf,
  seats: (snapshot: TwentyOneSnapshot) => snapshot.context.seats,
  headroom: twentyOneHeadroom as HeadroomSpec<TwentyOneSnapshot, TwentyOneView<G, A>>,
  view: (snapshot: TwentyOneSnapshot, viewer: Viewer, actions: () => A[]) =>
    viewTable(snapshot, viewer, actions, roundView) as TwentyOneView<G, A>,
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
