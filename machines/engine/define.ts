/**
 * The game kit: a game is one declaration. Each intent is declared once (its
 * schema, who may send it, why it is refused, the dice it needs, how it is
 * offered and, for a plain move, where the chart takes it: declare.ts), and the
 * engine derives from those declarations everything it asks of a game: the
 * intent union, the authority table, the refusal dispatcher, the dice demand,
 * the legal actions (gameViews.ts) and the chart's plain transitions (chart.ts).
 */
import type { AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate';
import * as v from 'valibot';
import type { AnyDeclaration, GameDefinition, Intent, Stamp } from './game';
import type { IntentOf } from './declare';
import { type Explained, gameViews } from './gameViews';
import type { GameSpec } from './gameSpec';
import { type HeadroomSpec, headroomOf, type PublicTable } from './headroom';
import { phaseOf } from './phase';

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
export {
  declare,
  type EventsOf,
  type IntentDeclaration,
  type IntentOf,
  type Offering,
  type Place,
  type Plain,
  refusalFrom,
  refusalOf,
} from './declare';
export type { Explained } from './gameViews';
export type { GameSpec } from './gameSpec';

type Definition<
  TMachine extends AnyStateMachine,
  D extends Record<string, AnyDeclaration>,
  TView,
  A,
> = GameDefinition<TMachine, IntentOf<D>, TView & Explained, A & { intent: IntentOf<D> }>;

/** A foreign type, echoed back to its sender in a refusal only when it looks like a type (a panel says it). */
const typeOf = (type: string): string => (/^[A-Z][A-Z0-9_]{0,39}$/.test(type) ? type : '');

/** What the declarations alone answer: each type's schema and authority, why one is refused, the dice it takes. */
function intentTable<TMachine extends AnyStateMachine, I extends Intent>(
  intents: Record<string, AnyDeclaration>,
): Pick<
  GameDefinition<TMachine, I>,
  'intentSchema' | 'schemaOf' | 'notInGame' | 'authority' | 'refusal' | 'diceFor'
> {
  const types = Object.keys(intents);
  let variant: v.GenericSchema<unknown, I> | undefined;
  return {
    get intentSchema() {
      variant ??= v.variant('type', types.map((t) => intents[t]!.schema) as never) as never;
      return variant;
    },
    schemaOf: (type) =>
      Object.hasOwn(intents, type)
        ? (intents[type]!.schema as v.GenericSchema<unknown, I>)
        : undefined,
    notInGame: (type) => ({ why: 'notInGame', type: typeOf(type) }),
    authority: Object.fromEntries(types.map((t) => [t, intents[t]!.authority])) as never,
    refusal: (snapshot, event: Intent & Stamp) =>
      intents[event.type]?.check?.((snapshot as AnyMachineSnapshot).context, event) ?? null,
    diceFor: (snapshot, event) =>
      intents[event.type]?.dice?.((snapshot as AnyMachineSnapshot).context, event) ?? {},
  };
}

/** What the game answers of a snapshot beside its views, each with the engine's default when the game says nothing. */
function snapshotReaders<
  TMachine extends AnyStateMachine,
  D extends Record<string, AnyDeclaration>,
  TView,
  A,
>(
  spec: GameSpec<TMachine, D, TView, A>,
): Pick<
  Definition<TMachine, D, TView, A>,
  | 'controllerOf'
  | 'phase'
  | 'inRound'
  | 'deadline'
  | 'shiftTimers'
  | 'waitingOn'
  | 'selfPlayHold'
  | 'viewParts'
> {
  return {
    controllerOf: spec.controllerOf,
    phase: (snapshot) => phaseOf(snapshot as AnyMachineSnapshot).phase,
    inRound: (snapshot) => (snapshot as AnyMachineSnapshot).hasTag('round'),
    deadline: (snapshot) => spec.deadline?.(snapshot) ?? null,
    shiftTimers: (context, by) => spec.shiftTimers?.(context, by) ?? context,
    waitingOn: (snapshot) => spec.waitingOn?.(snapshot) ?? [],
    selfPlayHold: (snapshot, seat) => spec.selfPlayHold?.(snapshot, seat) ?? null,
    viewParts: (spec.viewParts ?? {}) as Definition<TMachine, D, TView, A>['viewParts'],
  };
}

/** Builds the engine's `GameDefinition` from a game's declarations. */
export function defineGame<
  TMachine extends AnyStateMachine,
  const D extends Record<string, AnyDeclaration>,
  TView,
  A extends { intent: IntentOf<D> },
>(spec: GameSpec<TMachine, D, TView, A>): Definition<TMachine, D, TView, A> {
  const intents = spec.intents as Record<string, AnyDeclaration>;
  return {
    id: spec.id,
    machine: spec.machine,
    intents,
    ...intentTable<TMachine, IntentOf<D>>(intents),
    ...gameViews<TMachine, IntentOf<D>, TView, A>(spec as never, intents),
    ...snapshotReaders(spec),
    headroom: spec.headroom,
    ...(headroomOf(
      intents,
      spec.headroom as unknown as HeadroomSpec<SnapshotFrom<TMachine>, PublicTable>,
    ) as unknown as Pick<Definition<TMachine, D, TView, A>, 'viewHeadroom' | 'ceilings'>),
  };
}
