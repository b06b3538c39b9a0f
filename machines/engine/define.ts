/**
 * The game kit: a game is one declaration. Each intent is declared once (its
 * schema, who may send it, its words, why it is refused, the dice it needs and
 * how it is offered), and the engine derives from those declarations
 * everything it asks of a game: the intent union, the authority table, the
 * refusal dispatcher, the dice demand and the legal actions.
 */
import type { AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate';
import * as v from 'valibot';
import type { DiceDemand } from './dice';
import { acceptedEvents, checkedLegal, legalDecides, type Authority, type Controller, type GameDefinition, type Intent, type Stamp, type Viewer } from './game';
import { phaseOf } from './phase';

/**
 * What the engine adds to an intent. An intent whose schema has a `seat` field acts for a seat, and the engine always
 * resolves it, so its `seat` is a string.
 */
export type Stamped<I> = I & Stamp & ('seat' extends keyof I ? { seat: string } : unknown);

/** Any offer's extra fields beside its intent: at least a label. */
export type Offered = { label: string };

/**
 * How an intent is offered in `view.actions`:
 * - `seat`: proposes candidates for one seat (a player's own, or an NPC the GM plays); the engine keeps those the
 *   machine would take, names the NPC seat and prefixes its name to the label; `players` offers it to players only;
 * - `gm`: a table-wide button for the GM, with its label; `table` marks the moves every table has (start, continue,
 *   void), offered after the game's own.
 */
export type Offering<C, I, X extends Offered> =
  | { seat: (ctx: C, seat: string, propose: (intent: I, describe: () => X) => void) => void; players?: true }
  | { gm: string; table?: true };

export interface IntentDeclaration<C, S extends v.GenericSchema<unknown, Intent>, A extends Authority, X extends Offered = Offered> {
  schema: S;
  authority: A;
  /** The intent in words, for "You can't … now": "buy a die". */
  label: string;
  /** Why it is refused now, or null; the chart's `legal` guard is the same check. Assumes the state takes the type. */
  check?: (ctx: C, event: Stamped<v.InferOutput<S>>) => string | null;
  /** The part of `check` that depends on the acting seat alone: when it refuses, no candidate is proposed (a shortcut for views). */
  ready?: (ctx: C, seat: string) => string | null;
  /** The dice it consumes when applied now. */
  dice?: (ctx: C, event: Stamped<v.InferOutput<S>>) => DiceDemand;
  offer?: Offering<C, v.InferOutput<S>, X>;
}

/** Any declaration, as the engine stores them: each one's own types stay where it is written (`declare`). */
export interface AnyDeclaration {
  schema: v.GenericSchema<unknown, Intent>;
  authority: Authority;
  label: string;
  /* eslint-disable @typescript-eslint/no-explicit-any */
  check?: (ctx: any, event: any) => string | null;
  ready?: (ctx: any, seat: string) => string | null;
  dice?: (ctx: any, event: any) => DiceDemand;
  offer?: { seat: (ctx: any, seat: string, propose: (intent: any, describe: () => any) => void) => void; players?: true } | { gm: string; table?: true };
  /* eslint-enable @typescript-eslint/no-explicit-any */
}

/** One intent's declaration, typed from its schema and authority. */
export function declare<C>() {
  return <S extends v.GenericSchema<unknown, Intent>, A extends Authority, X extends Offered = Offered>(d: IntentDeclaration<C, S, A, X>) => d;
}

/** The intent union of a set of declarations. */
export type IntentOf<D extends Record<string, AnyDeclaration>> = { [K in keyof D]: v.InferOutput<D[K]['schema']> }[keyof D];
/** The events of a set of schemas, by type: what a game's checks and chart receive. */
export type EventsOf<S extends Record<string, v.GenericSchema<unknown, Intent>>> = { [K in keyof S]: Stamped<v.InferOutput<S[K]>> }[keyof S];

export interface GameSpec<TMachine extends AnyStateMachine, D extends Record<string, AnyDeclaration>, TView, A> {
  id: string;
  title: string;
  machine: TMachine;
  intents: D;
  controllerOf(snapshot: SnapshotFrom<TMachine>, seat: string): Controller | undefined;
  /** The seats of the table, for the GM's NPC offers. */
  seats(snapshot: SnapshotFrom<TMachine>): readonly { id: string; name: string; controller: Controller }[];
  /** The view; `actions` lists what this viewer may send now. */
  view(snapshot: SnapshotFrom<TMachine>, viewer: Viewer, actions: () => A[]): TView;
  /** The phase in words when it needs the table's state ("rolling the d12"); by default the active state's `meta.words`. */
  describePhase?(snapshot: SnapshotFrom<TMachine>): string | undefined;
  /** Why an intent of a type this game does not have is refused; by default it is malformed. */
  notInGame?(type: string): string | undefined;
  /** The deadline the table waits on now, and what the host sends when it passes. */
  deadline?(snapshot: SnapshotFrom<TMachine>): { at: number; intent: Intent } | null;
  /** The seats the table waits on now (whose move it is); by default none. */
  waitingOn?(snapshot: SnapshotFrom<TMachine>): string[];
}

/** A move this viewer could make in this phase but may not now: its label and why not. */
export interface Unavailable {
  /** The intent it would be (its type, and the NPC seat it acts for); for one of several candidates, that candidate. */
  intent: Intent;
  label: string;
  reason: string;
}
type Refused = Unavailable;

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

const capitalised = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

/** A short, safe rendering of a foreign type for a refusal (it is echoed back to the sender). */
const typeWords = (type: string): string => (/^[A-Z][A-Z0-9_]{0,39}$/.test(type) ? type : 'that type');

/** Builds the engine's `GameDefinition` from a game's declarations. */
export function defineGame<TMachine extends AnyStateMachine, const D extends Record<string, AnyDeclaration>, TView, A extends { intent: IntentOf<D>; label: string }>(
  spec: GameSpec<TMachine, D, TView, A>,
): GameDefinition<TMachine, IntentOf<D>, TView & Explained, A> {
  type Snap = SnapshotFrom<TMachine>;
  const intents = spec.intents as Record<string, AnyDeclaration>;
  const types = Object.keys(intents);
  const authority = Object.fromEntries(types.map((t) => [t, intents[t]!.authority])) as GameDefinition<TMachine, IntentOf<D>, TView>['authority'];
  let variant: v.GenericSchema<unknown, IntentOf<D>> | undefined;

  const refusal = (snapshot: Snap, event: Intent & Stamp) => intents[event.type]?.check?.((snapshot as AnyMachineSnapshot).context, event) ?? null;

  /**
   * What this viewer may send now (`offered`) and, when `explain`, each move of this phase they may not, with the
   * reason its check gives: the machine's guard and the panel's greyed-out button read the same words.
   */
  function survey(snapshot: Snap, viewer: Viewer, explain: boolean, describeOffers = true): { offered: A[]; unavailable: Unavailable[] } {
    const ctx = (snapshot as AnyMachineSnapshot).context;
    const any = snapshot as AnyMachineSnapshot;
    const accepted = acceptedEvents(any);
    const by = viewer.role === 'player' ? viewer.id : 'gm';
    const offered: A[] = [];
    const unavailable: Unavailable[] = [];
    /** Offers the candidate, or returns why not (null when the chart alone says no: nothing a player can act on). */
    const propose = (seat: string | undefined, intent: Intent, describe: () => Offered, who: string): Refused | null => {
      const event = { ...intent, by, seat: seat ?? intent.seat, at: 0, dice: {} };
      const reason = refusal(snapshot, event);
      if (reason !== null) return explain ? { intent, label: who + describe().label, reason } : null;
      // Its check passed: the chart has the last word only where a guard other than `legal` could still say no.
      if (!legalDecides(any, intent.type) && !any.can(event)) return null;
      if (!describeOffers) return offered.push({ intent } as A), null;
      const extra = describe();
      offered.push({ ...extra, label: who + extra.label, intent } as A);
      return null;
    };
    const forSeat = (seat: string, npc: string | null) => {
      const who = npc === null ? '' : `${npc}: `;
      for (const type of types) {
        const d = intents[type]!;
        if (!d.offer || !('seat' in d.offer) || (npc !== null && d.offer.players) || !accepted.has(type)) continue;
        const ready = d.ready?.(ctx, seat);
        if (ready) {
          if (explain) unavailable.push({ intent: { type, ...(npc === null ? {} : { seat }) }, label: who + capitalised(d.label), reason: ready });
          continue;
        }
        const before = offered.length;
        const refused: Refused[] = [];
        d.offer.seat(ctx, seat, (intent: Intent, describe: () => Offered) => {
          const r = propose(seat, npc === null ? intent : { ...intent, seat }, describe, who);
          if (r) refused.push(r);
        });
        if (refused.length === 0) continue;
        // Every candidate refused for one reason: one line for the move ("Buy a die: it is not your turn"), not one per die.
        const one = offered.length === before && refused.every((r) => r.reason === refused[0]!.reason);
        if (one && refused.length > 1) unavailable.push({ intent: { type, ...(npc === null ? {} : { seat }) }, label: who + capitalised(d.label), reason: refused[0]!.reason });
        else unavailable.push(...refused);
      }
    };
    const seats = spec.seats(snapshot);
    if (viewer.role === 'player') {
      if (seats.some((s) => s.id === viewer.id)) forSeat(viewer.id, null);
      return { offered, unavailable };
    }
    for (const seat of seats) if (seat.controller === 'gm') forSeat(seat.id, seat.name);
    for (const tableWide of [false, true]) {
      for (const type of types) {
        const offer = intents[type]!.offer;
        if (!offer || !('gm' in offer) || Boolean(offer.table) !== tableWide || !accepted.has(type)) continue;
        const r = propose(undefined, { type }, () => ({ label: offer.gm }), '');
        if (r) unavailable.push(r);
      }
    }
    return { offered, unavailable };
  }
  const actions = (snapshot: Snap, viewer: Viewer): A[] => survey(snapshot, viewer, false).offered;

  return {
    id: spec.id,
    title: spec.title,
    machine: spec.machine,
    intents,
    get intentSchema() {
      return (variant ??= v.variant('type', types.map((t) => intents[t]!.schema) as never) as never);
    },
    schemaOf: (type) => (Object.hasOwn(intents, type) ? (intents[type]!.schema as v.GenericSchema<unknown, IntentOf<D>>) : undefined),
    notInGame: (type) => spec.notInGame?.(type) ?? `That request is malformed (type: ${typeWords(type)} is not part of this game).`,
    authority,
    controllerOf: spec.controllerOf,
    refusal,
    diceFor: (snapshot, event) => intents[event.type]?.dice?.((snapshot as AnyMachineSnapshot).context, event) ?? {},
    view: (snapshot, viewer) => {
      const { offered, unavailable } = survey(snapshot, viewer, true);
      const deadline = spec.deadline?.(snapshot)?.at;
      // Present only while the table waits on one, so the public table pays no bytes for it otherwise.
      return { ...spec.view(snapshot, viewer, () => offered), unavailable, ...(deadline === undefined ? {} : { deadline }) };
    },
    actions,
    moves: (snapshot, viewer) => survey(snapshot, viewer, false, false).offered.map((o) => o.intent),
    phase: (snapshot) => phaseOf(snapshot as AnyMachineSnapshot).phase,
    inRound: (snapshot) => (snapshot as AnyMachineSnapshot).hasTag('round'),
    deadline: (snapshot) => spec.deadline?.(snapshot) ?? null,
    waitingOn: (snapshot) => spec.waitingOn?.(snapshot) ?? [],
    describePhase: (snapshot) => spec.describePhase?.(snapshot) ?? phaseOf(snapshot as AnyMachineSnapshot).words,
    describeIntent: (type) => intents[type]?.label ?? typeWords(type).toLowerCase(),
  };
}

/** The refusal dispatcher over a game's checks by type: what its chart's `legal` guard asks (null: legal). */
export function refusalFrom<C, E extends Intent>(checks: { [T in E['type']]?: (ctx: C, event: Extract<E, { type: T }>) => string | null }) {
  return (ctx: C, event: E): string | null =>
    checkedLegal(ctx, event) ? null : ((checks[event.type as E['type']] as ((ctx: C, event: E) => string | null) | undefined)?.(ctx, event) ?? null);
}
