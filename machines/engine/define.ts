/**
 * The game kit: a game is one declaration. Each intent is declared once (its
 * schema, who may send it, its words, why it is refused, the dice it needs and
 * how it is offered), and the engine derives from those declarations
 * everything it asks of a game: the intent union, the authority table, the
 * refusal dispatcher, the dice demand and the legal actions.
 */
import type { AnyMachineSnapshot, AnyStateMachine, ContextFrom, SnapshotFrom } from 'xstate';
import * as v from 'valibot';
import type { DiceDemand } from './dice';
import type { Stamped } from './events';
import {
  checkedLegal,
  type AnyDeclaration,
  type Authority,
  type Ceiling,
  type Controller,
  type GameDefinition,
  type Intent,
  type Offered,
  type Stamp,
  type Viewer,
} from './game';
import { type HeadroomSpec, headroomOf, type PublicTable } from './headroom';
import { phaseOf } from './phase';
import type { Reason } from './reason';
import { passedIn, surveyor, type Passed, type Unavailable } from './survey';

export { nothing, type Unavailable } from './survey';
export type { AnyDeclaration, Offered } from './game';
export type { Reason, ReasonOf, None } from './reason';
export type {
  At,
  Drawn,
  EventOfType,
  EventsOfMoves,
  Rolled,
  SchemasOf,
  SeatAt,
  Stamped,
} from './events';

/**
 * How an intent is offered in `view.actions`:
 * - `seat`: proposes candidates for one seat (a player's own, or an NPC the GM plays); the engine keeps those the
 *   machine would take and names the NPC seat in the intent; `players` offers it to players only; `exact` says it
 *   proposes only candidates its check passes (once `ready` passed), so views and drivers ask the check of none of
 *   them (a Classic seat's 25 openers, its cheats per face): the conformance suite holds every `exact` offer to it;
 * - `gm`: a table-wide button for the GM; `table` marks the moves every table has (start, continue, void), offered
 *   after the game's own.
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
  | { gm: true; table?: true };

export interface IntentDeclaration<
  C,
  S extends v.GenericSchema<unknown, Intent>,
  A extends Authority,
  X extends Offered = Offered,
> {
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

/** One intent's declaration, typed from its schema and authority. */
export function declare<C>() {
  return <
    S extends v.GenericSchema<unknown, Intent>,
    A extends Authority,
    X extends Offered = Offered,
  >(
    d: IntentDeclaration<C, S, A, X>,
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

export interface GameSpec<
  TMachine extends AnyStateMachine,
  D extends Record<string, AnyDeclaration>,
  TView,
  A,
> {
  id: string;
  machine: TMachine;
  intents: D;
  controllerOf(snapshot: SnapshotFrom<TMachine>, seat: string): Controller | undefined;
  /** The seats of the table, for the GM's NPC offers. */
  seats(
    snapshot: SnapshotFrom<TMachine>,
  ): readonly { id: string; name: string; controller: Controller }[];
  /** The view; `actions` lists what this viewer may send now. */
  view(snapshot: SnapshotFrom<TMachine>, viewer: Viewer, actions: () => A[]): TView;
  /** The deadline the table waits on now, and what the host sends when it passes. */
  deadline?(snapshot: SnapshotFrom<TMachine>): { at: number; intent: Intent } | null;
  /** The context with every timer it holds (each deadline its context records) `by` ms later; by default it has none. */
  shiftTimers?(context: ContextFrom<TMachine>, by: number): ContextFrom<TMachine>;
  /** The seats the table waits on now (whose move it is); by default none. */
  waitingOn?(snapshot: SnapshotFrom<TMachine>): string[];
  /** Until when a self-playing seat's move waits, on the table's clock, or null; by default it never waits. */
  selfPlayHold?(snapshot: SnapshotFrom<TMachine>, seat: string): number | null;
  /** Fields of the view worked out alone, by the code `view` uses for them; by default none. */
  viewParts?: {
    readonly [K in keyof TView]?: (snapshot: SnapshotFrom<TMachine>, viewer: Viewer) => TView[K];
  };
  /** What a reader's view may add to the public view, counted from public facts (machines/engine/headroom.ts). */
  headroom: HeadroomSpec<SnapshotFrom<TMachine>, TView>;
}

/**
 * What every view carries beside the game's own fields: the moves of this phase the viewer may not make now, each
 * with why. Optional in the type so a game's own view type stays a view of it (tests and panels build them); every
 * view the engine builds has it.
 */
export interface Explained {
  unavailable?: Unavailable[];
  /** When the deadline the table waits on now passes (host time, ms since the epoch), absent when there is none: every panel counts it down. */
  deadline?: number | null;
}

/** The GM's key among the viewers surveyed (a player's is their id). */
const GM = Symbol('gm');

/** A foreign type, echoed back to its sender in a refusal only when it looks like a type (a panel says it). */
const typeOf = (type: string): string => (/^[A-Z][A-Z0-9_]{0,39}$/.test(type) ? type : '');

/** Builds the engine's `GameDefinition` from a game's declarations. */
export function defineGame<
  TMachine extends AnyStateMachine,
  const D extends Record<string, AnyDeclaration>,
  TView,
  A extends { intent: IntentOf<D> },
>(
  spec: GameSpec<TMachine, D, TView, A>,
): GameDefinition<TMachine, IntentOf<D>, TView & Explained, A> {
  type Snap = SnapshotFrom<TMachine>;
  const intents = spec.intents as Record<string, AnyDeclaration>;
  const types = Object.keys(intents);
  const authority = Object.fromEntries(
    types.map((t) => [t, intents[t]!.authority]),
  ) as GameDefinition<TMachine, IntentOf<D>, TView>['authority'];
  let variant: v.GenericSchema<unknown, IntentOf<D>> | undefined;

  const refusal = (snapshot: Snap, event: Intent & Stamp) =>
    intents[event.type]?.check?.((snapshot as AnyMachineSnapshot).context, event) ?? null;

  const { survey, families } = surveyor(
    intents,
    spec.seats as (
      snapshot: AnyMachineSnapshot,
    ) => ReturnType<GameSpec<TMachine, D, TView, A>['seats']>,
  );

  /**
   * The last snapshot surveyed without reasons, and what passed there for each viewer: a driver asks for a seat's
   * moves, then for the words of the one it picks (`actions`), and the second answer only describes the first.
   * Snapshots are immutable, so an answer holds for as long as its snapshot is the one asked about.
   */
  let surveyed: { snapshot: Snap; byViewer: Map<string | typeof GM, Passed[]> } | undefined;
  const passedFor = (snapshot: Snap, viewer: Viewer): Passed[] => {
    const key = viewer.role === 'player' ? viewer.id : GM;
    if (surveyed?.snapshot !== snapshot) surveyed = { snapshot, byViewer: new Map() };
    let passed = surveyed.byViewer.get(key);
    if (!passed) {
      passed = survey(snapshot as AnyMachineSnapshot, viewer, false).passed;
      surveyed.byViewer.set(key, passed);
    }
    return passed;
  };
  const described = (passed: readonly Passed[]): A[] =>
    // Assigned onto a new object, like a candidate's event above.
    passed.map(({ intent, describe }) => Object.assign({}, describe(), { intent }) as unknown as A);
  const actions = (snapshot: Snap, viewer: Viewer): A[] => described(passedFor(snapshot, viewer));
  // Present only while the table waits on one, so the public table pays no bytes for it otherwise.
  const withDeadline = (snapshot: Snap, view: TView & Explained): TView & Explained => {
    const at = spec.deadline?.(snapshot)?.at;
    return at === undefined ? view : Object.assign(view, { deadline: at });
  };

  return {
    id: spec.id,
    machine: spec.machine,
    intents,
    get intentSchema() {
      variant ??= v.variant('type', types.map((t) => intents[t]!.schema) as never) as never;
      return variant;
    },
    schemaOf: (type) =>
      Object.hasOwn(intents, type)
        ? (intents[type]!.schema as v.GenericSchema<unknown, IntentOf<D>>)
        : undefined,
    notInGame: (type) => ({ why: 'notInGame', type: typeOf(type) }),
    authority,
    controllerOf: spec.controllerOf,
    refusal,
    diceFor: (snapshot, event) =>
      intents[event.type]?.dice?.((snapshot as AnyMachineSnapshot).context, event) ?? {},
    view: (snapshot, viewer) => {
      const { passed, unavailable } = survey(snapshot as AnyMachineSnapshot, viewer, true);
      const offered = described(passed);
      // Assigned onto the game's fresh view rather than spread: V8 defines fields after a spread one slow call each.
      const view = spec.view(snapshot, viewer, () => offered) as TView & object;
      return withDeadline(snapshot, Object.assign(view, { unavailable }));
    },
    seatView: (snapshot, viewer, families) => {
      // A driver's families were listed for this seat already: their legal candidates, each checked once.
      const offered = () => (families ? described(passedIn(families)) : actions(snapshot, viewer));
      const view = spec.view(snapshot, viewer, offered) as TView & object;
      let unavailable: Unavailable[] | undefined;
      Object.defineProperty(view, 'unavailable', {
        enumerable: true,
        get: () =>
          (unavailable ??= survey(snapshot as AnyMachineSnapshot, viewer, true).unavailable),
      });
      return withDeadline(snapshot, view as TView & Explained);
    },
    actions,
    moves: (snapshot, viewer) => passedFor(snapshot, viewer).map((p) => p.intent),
    families: (snapshot, viewer) => families(snapshot as AnyMachineSnapshot, viewer),
    phase: (snapshot) => phaseOf(snapshot as AnyMachineSnapshot).phase,
    inRound: (snapshot) => (snapshot as AnyMachineSnapshot).hasTag('round'),
    deadline: (snapshot) => spec.deadline?.(snapshot) ?? null,
    shiftTimers: (context, by) => spec.shiftTimers?.(context, by) ?? context,
    waitingOn: (snapshot) => spec.waitingOn?.(snapshot) ?? [],
    selfPlayHold: (snapshot, seat) => spec.selfPlayHold?.(snapshot, seat) ?? null,
    viewParts: (spec.viewParts ?? {}) as GameDefinition<
      TMachine,
      IntentOf<D>,
      TView & Explained,
      A
    >['viewParts'],
    headroom: spec.headroom,
    ...(headroomOf(
      intents,
      spec.headroom as unknown as HeadroomSpec<SnapshotFrom<TMachine>, PublicTable>,
    ) as unknown as Pick<
      GameDefinition<TMachine, IntentOf<D>, TView & Explained, A>,
      'viewHeadroom' | 'ceilings'
    >),
  };
}

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
