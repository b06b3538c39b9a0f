/**
 * A move is one declaration: its schema, who may send it, why it is refused, the dice it needs, how it is offered
 * and, for a plain move, the phases that take it and its update. The engine derives from these the intent union, the
 * refusal a sender reads, the chart's `legal` guard and the chart's plain transitions (`plainMoves`, chart.ts).
 */
import type * as v from 'valibot';
import type { DiceDemand } from './dice';
import type { Stamped } from './events';
import {
  checkedLegal,
  type AnyDeclaration,
  type Authority,
  type Ceiling,
  type Intent,
  type Offered,
} from './game';
import type { Reason } from './reason';

/**
 * How an intent is offered in `view.actions`:
 * - `seat`: proposes candidates for one seat (a player's own, or an NPC the GM plays); the engine keeps those the
 *   machine would take and names the NPC seat in the intent; `players` offers it to players only; `exact` says it
 *   proposes only candidates its check passes (once `ready` passed), so views and drivers ask the check of none of
 *   them (a Classic seat's 25 openers, its cheats per face): the conformance suite holds every `exact` offer to it;
 * - `gm`: a table-wide button for the GM; `table` marks the moves every table has (start, continue, void), offered
 *   after the game's own. A GM's move that names something (a seat it rules on) proposes its candidates (`propose`),
 *   as a seat's offer does, with their `ceiling`.
 */
export type Offering<C, I, X extends Offered> =
  | {
      seat: (ctx: C, seat: string, propose: (intent: I, describe: () => X) => void) => void;
      players?: true;
      exact?: true;
      /**
       * At a table showing a public view (the game's, as its headroom reads it), how many candidates it may propose
       * for a seat now and the bytes of the longest as a view lists it: what a view is padded for
       * (machines/engine/headroom.ts); tests/engine/headroom.test.ts derives each from its longest form.
       */
      ceiling(view: never, seat: string): Ceiling;
    }
  | { gm: true; table?: true }
  | {
      gm: true;
      propose: (ctx: C, propose: (intent: I, describe: () => X) => void) => void;
      /** As a seat's offer's (its seat is none): how many candidates, and the bytes of the longest, a view allows now. */
      ceiling(view: never, seat: string): Ceiling;
    };

/**
 * Where a plain move is taken and what it changes: `phases` names the phases whose states take it (or one step of a
 * phase, `betting.turn`, where a phase's states differ), `update` the chart action it applies, which receives the
 * event. A plain move has no target and no guard but `legal`; the chart writes none of its transitions by hand
 * (`plainMoves`, machines/engine/chart.ts). A move with a target or a guard of its own leaves both out.
 */
export interface Plain<P extends string = never, U extends string = never> {
  phases?: readonly P[];
  update?: U;
}

/** A phase, or one step of it (`betting.turn`): where a plain move is taken. */
export type Place<P extends string> = P | `${P}.${string}`;

export interface IntentDeclaration<
  C,
  S extends v.GenericSchema<unknown, Intent>,
  A extends Authority,
  X extends Offered = Offered,
  P extends string = never,
  U extends string = never,
> extends Plain<P, U> {
  schema: S;
  authority: A;
  /** Why it is refused now, or null; the chart's `legal` guard is the same check. Assumes the state takes the type. */
  check?: (ctx: C, event: Stamped<v.InferOutput<S>>) => Reason | null;
  /** The part of `check` that depends on the acting seat alone: when it refuses, no candidate is proposed (a shortcut for views). */
  ready?: (ctx: C, seat: string) => Reason | null;
  /**
   * What `check` says once `ready` passed for the event's seat (the target, die or amount it names): the views ask
   * `ready` once per seat and only this of each candidate. Without it they ask the whole `check` of each.
   */
  afterReady?: (ctx: C, event: Stamped<v.InferOutput<S>>) => Reason | null;
  /** The dice it consumes when applied now. */
  dice?: (ctx: C, event: Stamped<v.InferOutput<S>>) => DiceDemand;
  offer?: Offering<C, v.InferOutput<S>, X>;
}

/** One intent's declaration, typed from its schema and authority; a plain move's places are checked against `P`. */
export function declare<C, P extends string = string>() {
  return <
    S extends v.GenericSchema<unknown, Intent>,
    A extends Authority,
    X extends Offered = Offered,
    const Q extends Place<P> = never,
    const U extends string = never,
  >(
    d: IntentDeclaration<C, S, A, X, Q, U>,
  ) => d;
}

/** The intent union of a set of declarations. */
export type IntentOf<D extends Record<string, AnyDeclaration>> = {
  [K in keyof D]: v.InferOutput<D[K]['schema']>;
}[keyof D];
/** The events of a set of schemas, by type: what a game's checks and chart receive. */
export type EventsOf<S extends Record<string, v.GenericSchema<unknown, Intent>>> = {
  [K in keyof S]: Stamped<v.InferOutput<S[K]>>;
}[keyof S];

/**
 * The refusal dispatcher over a game's declarations, by type: what its chart's `legal` guard asks (null: legal) and
 * what the engine tells a refused sender, one code.
 */
export function refusalOf<C, E extends Intent>(moves: Record<string, AnyDeclaration>) {
  const checks = Object.fromEntries(
    Object.entries(moves).flatMap(([type, d]) => (d.check ? [[type, d.check]] : [])),
  );
  return refusalFrom<C, E>(checks as never);
}

/** The refusal dispatcher over a game's checks by type: what its chart's `legal` guard asks (null: legal). */
export function refusalFrom<C, E extends Intent>(
  checks: { [T in E['type']]?: (ctx: C, event: Extract<E, { type: T }>) => Reason | null },
) {
  return (ctx: C, event: E): Reason | null =>
    checkedLegal(ctx, event)
      ? null
      : ((checks[event.type as E['type']] as ((ctx: C, event: E) => Reason | null) | undefined)?.(
          ctx,
          event,
        ) ?? null);
}
