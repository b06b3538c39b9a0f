/**
 * The headless API: one table of one game, driven by intents from
 * authenticated senders. The host, the bots, the simulator and the tests all
 * play through this, so every rule is enforced in one place.
 */
import {
  createActor,
  type Actor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import * as v from 'valibot';
import { drawDice, scriptedDice, type DiceDraw, type DiceSource, type ScriptedDice } from './dice';
import type { EngineReason, Reason } from './reason';
import { phaseOf } from './phase';
import {
  acceptedEvents,
  legalDecides,
  sendChecked,
  type GameDefinition,
  type Intent,
  type Sender,
  type Stamp,
  type Viewer,
} from './game';

/** An intent applied, or refused with why (`machines/engine/reason.ts`: a key and values, which the panels say). */
export type Outcome = { ok: true } | { ok: false; reason: Reason };

/** An event as the machine received it: the intent, who sent it, when, and its dice. */
export type AppliedEvent = Intent & Stamp;

/** One intent the table received, applied or refused. */
export interface Step {
  seq: number;
  at: number;
  sender: Sender;
  intent: unknown;
  outcome: Outcome;
  /** The stamped event, when applied. */
  event?: AppliedEvent;
  /** The state after it, when applied. */
  state?: StateValue;
}

/** The JSON a table persists to; `format` changes whenever the shape of a snapshot does. */
export interface PersistedTable {
  format: typeof PERSIST_FORMAT;
  game: string;
  snapshot: unknown;
}

export const PERSIST_FORMAT = 1;

export interface TableSetup {
  /** Where dice come from once the script runs out; without one, an unscripted roll throws. */
  dice?: DiceSource;
  /** The host's clock, in ms since the epoch. Default: always 0 (a headless table has no time). */
  clock?: () => number;
  /** The machine's input (table options) for a new table. */
  input?: unknown;
  /**
   * How many rounds `history` and `events` keep (default 1: the round in play, or between rounds the one just
   * played, and what happened since). `Infinity` keeps the whole log, for a test that replays a game from its start.
   */
  keepRounds?: number;
}

// biome-ignore lint/suspicious/noExplicitAny: every game's action type, compared contravariantly
type AnyDefinition = GameDefinition<AnyStateMachine, Intent, unknown, any>;
type ViewOf<G> = G extends GameDefinition<AnyStateMachine, Intent, infer V, infer _A> ? V : never;

export interface Table<G extends AnyDefinition = AnyDefinition> {
  readonly game: G;
  /** Applies an intent if the sender may send it and the rules allow it now; otherwise changes nothing. */
  send(sender: Sender, intent: unknown, options?: { at?: number }): Outcome;
  view(viewer: Viewer): ViewOf<G>;
  snapshot(): SnapshotFrom<G['machine']>;
  /** The snapshot as JSON, a copy the live table does not share; one copy per snapshot, so callers read it, never change it. */
  persist(): PersistedTable;
  /** Queues exact faces per die kind; they are rolled before the fallback source. */
  scriptDice(faces: DiceDraw): void;
  /**
   * The intents received, applied or refused, since the start of the oldest round kept (`keepRounds`); older
   * rounds are dropped when a round starts, so a long session's memory stays flat.
   */
  readonly history: readonly Step[];
  /** The applied events of the same window: replayed onto `eventsFrom()` they give this table. */
  readonly events: readonly AppliedEvent[];
  /** The table as it was just before the first of `events`. */
  eventsFrom(): PersistedTable;
  subscribe(listener: (step: Step) => void): () => void;
  /** Applies an event from a trusted log as it was recorded, dice included; throws if the machine would not take it. */
  apply(event: AppliedEvent): void;
}

/** Creates a new table of `game`. */
export function createTable<G extends AnyDefinition>(game: G, setup: TableSetup = {}): Table<G> {
  return tableAround(game, createActor(game.machine, { input: setup.input }), setup);
}

/** Brings a persisted table back, exactly as it was. */
export function restoreTable<G extends AnyDefinition>(
  game: G,
  persisted: PersistedTable,
  setup: TableSetup = {},
): Table<G> {
  if (persisted.format !== PERSIST_FORMAT)
    throw new Error(
      `Cannot restore a table saved in format ${persisted.format} (this build reads ${PERSIST_FORMAT}).`,
    );
  if (persisted.game !== game.id)
    throw new Error(`That table is a game of ${persisted.game}, not ${game.id}.`);
  return tableAround(
    game,
    createActor(game.machine, { snapshot: persisted.snapshot as never }),
    setup,
  );
}

/**
 * Replays applied events (with the dice they carry) onto a new table, from the
 * machine's start (`input`) or from a persisted table. The events are trusted:
 * they come from a log this engine wrote, so they skip authentication.
 */
export function replay<G extends AnyDefinition>(
  game: G,
  events: readonly AppliedEvent[],
  from: { input?: unknown } | { persisted: PersistedTable } = {},
): Table<G> {
  const table =
    'persisted' in from
      ? restoreTable(game, from.persisted, { keepRounds: Infinity })
      : createTable(game, { input: from.input, keepRounds: Infinity });
  for (const event of events) table.apply(event);
  return table;
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0]!;
  const path = issue.path?.map((p) => String(p.key)).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * Most steps `history` keeps, and most events `events` keeps outside a round (a lobby where seats come and go, a
 * sender refused in a loop): past it the oldest go, so nobody can grow the host's memory by sending.
 */
export const MAX_LOG_STEPS = 1000;

/** The dice of an event that needs none, until its draw replaces them. */
const NO_DICE: DiceDraw = Object.freeze({});

function tableAround<G extends AnyDefinition>(
  game: G,
  actor: Actor<AnyStateMachine>,
  setup: TableSetup,
): Table<G> {
  actor.start(); // a no-op for a started actor
  const dice: ScriptedDice = scriptedDice({}, setup.dice);
  const clock = setup.clock ?? (() => 0);
  const keepRounds = Math.max(1, setup.keepRounds ?? 1);
  const bounded = keepRounds !== Infinity;
  const history: Step[] = [];
  const events: AppliedEvent[] = [];
  const listeners = new Set<(step: Step) => void>();
  const snapshot = () => actor.getSnapshot() as SnapshotFrom<G['machine']>;
  /** The same snapshot, typed for the engine's machine-agnostic questions. */
  const current = () => actor.getSnapshot() as AnyMachineSnapshot;
  let seq = 0;

  /**
   * Where a round starts in the log: its first step and event, and the snapshot before it. Snapshots are
   * immutable, so keeping one costs only what the live table no longer shares with it; it is persisted when asked.
   */
  interface Mark {
    step: number;
    event: number;
    before: AnyMachineSnapshot;
  }
  /** The table before `events[0]`. */
  let start: AnyMachineSnapshot = current();
  /** The starts of the rounds in the log, oldest first. */
  const rounds: Mark[] = [];

  /** Drops the oldest `steps` steps and `count` events (and the round starts among them). */
  const drop = (steps: number, count: number) => {
    history.splice(0, steps);
    events.splice(0, count);
    for (const mark of rounds) {
      mark.step = Math.max(0, mark.step - steps);
      mark.event -= count;
    }
    while (rounds.length > 0 && rounds[0]!.event < 0) rounds.shift();
  };

  /** After an applied event: a round that starts is marked, and the rounds before the last `keepRounds` go. */
  const bound = (before: AnyMachineSnapshot) => {
    if (!bounded) return;
    const inRound = game.inRound(snapshot());
    if (inRound && !game.inRound(before as never)) {
      rounds.push({ step: history.length, event: events.length - 1, before });
      if (rounds.length > keepRounds) {
        const first = rounds[rounds.length - keepRounds]!;
        start = first.before;
        drop(first.step, first.event);
      }
    } else if (!inRound && events.length > MAX_LOG_STEPS) {
      start = current();
      drop(0, events.length);
      rounds.length = 0;
    }
  };

  const record = (
    at: number,
    sender: Sender,
    intent: unknown,
    outcome: Outcome,
    event?: AppliedEvent,
    state?: StateValue,
  ): Outcome => {
    const step: Step = event
      ? { at, sender, intent, outcome, event, state, seq: ++seq }
      : { at, sender, intent, outcome, seq: ++seq };
    history.push(step);
    // A quarter at a time, so a full log is not shifted on every step.
    if (bounded && history.length > MAX_LOG_STEPS) drop(MAX_LOG_STEPS / 4, 0);
    for (const listener of listeners) listener(step);
    return outcome;
  };
  const refuse = (at: number, sender: Sender, intent: unknown, reason: Reason): Outcome =>
    record(at, sender, intent, { ok: false, reason });

  /** Resolves which seat the sender acts for, or why they may not send this. */
  function authorize(sender: Sender, intent: Intent): { seat?: string } | { reason: EngineReason } {
    const type = intent.type;
    switch (game.authority[type]) {
      case 'gm':
        return sender.role === 'gm' ? { seat: intent.seat } : { reason: { why: 'gmOnly', type } };
      case 'host':
        return sender.role === 'host'
          ? { seat: intent.seat }
          : { reason: { why: 'hostOnly', type } };
      case 'player':
        if (sender.role !== 'player') return { reason: { why: 'playerOnly', type } };
        return { seat: sender.id };
      case 'seat': {
        if (sender.role === 'player') {
          if (intent.seat !== undefined && intent.seat !== sender.id)
            return { reason: { why: 'ownSeatOnly' } };
          return { seat: sender.id };
        }
        if (sender.role === 'host') return { reason: { why: 'hostActsForNobody', type } };
        if (intent.seat === undefined) return { reason: { why: 'nameTheNpc', type } };
        const controller = game.controllerOf(snapshot(), intent.seat);
        if (controller === undefined) return { reason: { why: 'noSuchSeat', seat: intent.seat } };
        if (controller !== 'gm') return { reason: { why: 'playersSeat' } };
        return { seat: intent.seat };
      }
      default:
        return { reason: { why: 'nobody', type } };
    }
  }

  /** Sends an accepted event to the machine; an error inside an action is a bug, so it surfaces. */
  function apply(event: AppliedEvent): void {
    const before = current();
    actor.send(event);
    const after = current();
    if (after.status === 'error') throw after.error;
    events.push(event);
    bound(before);
  }

  const persisted = (snapshot: unknown): PersistedTable => ({
    format: PERSIST_FORMAT,
    game: game.id,
    snapshot: JSON.parse(JSON.stringify(snapshot)),
  });
  /**
   * The snapshot as XState persists it, the context set aside meanwhile: XState walks a context for actors to name,
   * and a table's context is plain data (no game spawns an actor), which `persisted` copies anyway. The walk was
   * about a millisecond of the host's work per intent at eight seats.
   */
  const persistedSnapshot = (snapshot: AnyMachineSnapshot) => {
    const rest = game.machine.getPersistedSnapshot({
      ...snapshot,
      context: {},
    } as never) as unknown as { context: unknown };
    rest.context = snapshot.context;
    return rest;
  };
  /**
   * The snapshot last persisted, and its copy: after an intent the host's save and the debugger's recorder both
   * ask, and a snapshot never changes, so the second gets the same copy rather than a second deep one.
   */
  let lastPersisted: { from: AnyMachineSnapshot; table: PersistedTable } | undefined;

  return {
    game,
    history,
    events,
    snapshot,
    view: (viewer) => game.view(snapshot(), viewer) as ViewOf<G>,
    persist: () => {
      const now = current();
      if (lastPersisted?.from !== now)
        lastPersisted = { from: now, table: persisted(persistedSnapshot(now)) };
      return lastPersisted.table;
    },
    eventsFrom: () => persisted(game.machine.getPersistedSnapshot(start)),
    scriptDice: (faces) => dice.script(faces),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply(event) {
      if (!current().can(event))
        throw new Error(`The log's ${event.type} does not apply to this table.`);
      apply(event);
    },
    send(sender, raw, options) {
      const at = options?.at ?? clock();
      const type =
        typeof raw === 'object' && raw !== null && !Array.isArray(raw)
          ? (raw as { type?: unknown }).type
          : undefined;
      if (typeof type !== 'string')
        return refuse(at, sender, raw, { why: 'malformed', problem: 'type: it names no intent' });
      const schema = game.schemaOf(type);
      if (!schema) return refuse(at, sender, raw, game.notInGame(type));
      const parsed = v.safeParse(schema, raw);
      if (!parsed.success)
        return refuse(at, sender, raw, {
          why: 'malformed',
          problem: describeIssues(parsed.issues),
        });
      const intent = parsed.output;
      const who = authorize(sender, intent);
      if ('reason' in who) return refuse(at, sender, raw, who.reason);
      const now = current();
      if (!acceptedEvents(now).has(intent.type)) {
        return refuse(at, sender, raw, {
          why: 'notNow',
          type: intent.type,
          phase: phaseOf(now).phase,
        });
      }
      const by = sender.role === 'host' ? 'host' : sender.id;
      // Assigned onto a new object: events with the same fields then share one hidden class, whatever object the
      // intent came in, so the guards, actions and XState read them fast (a spread copy kept the intent's own shape).
      const event: AppliedEvent = Object.assign(
        {},
        intent,
        who.seat === undefined
          ? { by, at, dice: NO_DICE }
          : { seat: who.seat, by, at, dice: NO_DICE },
      );
      if ('seat' in event && event.seat === undefined) delete event.seat; // only an in-process caller names `seat: undefined`
      // The check runs once, here: the chart's `legal` guard takes its answer (sendChecked), and `can()` is asked
      // only where some other guard could still say no.
      const reason = game.refusal(now as never, event);
      if (reason) return refuse(at, sender, raw, reason);
      if (!legalDecides(now, intent.type) && !now.can(event))
        return refuse(at, sender, raw, { why: 'notRightNow', type: intent.type });
      // Checks never read the dice: they are drawn for the event that was checked, the same object the guard sees.
      event.dice = drawDice(dice, game.diceFor(now as never, event));
      sendChecked(now.context, event, () => apply(event));
      return record(at, sender, raw, { ok: true }, event, current().value);
    },
  };
}
