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
} from 'xstate';
import { drawDice, scriptedDice } from './dice';
import { sendChecked } from './game';
import { checkedEvent } from './intentChecks';
import {
  PERSIST_FORMAT,
  type AnyDefinition,
  type AppliedEvent,
  type PersistedTable,
  type Table,
  type TableSetup,
  type ViewOf,
} from './tableContract';
import { tableLog } from './tableLog';

export {
  MAX_LOG_STEPS,
  PERSIST_FORMAT,
  type AppliedEvent,
  type Outcome,
  type PersistedTable,
  type Step,
  type Table,
  type TableSetup,
} from './tableContract';

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

/** Persists a table's snapshots, keeping the last copy: the host's save and the debugger's recorder both ask. */
function snapshotPersister(game: AnyDefinition) {
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
    persist(now: AnyMachineSnapshot): PersistedTable {
      if (lastPersisted?.from !== now)
        lastPersisted = { from: now, table: persisted(persistedSnapshot(now)) };
      return lastPersisted.table;
    },
    /** The table `start` was, persisted as is. */
    persistStart: (start: AnyMachineSnapshot) =>
      persisted(game.machine.getPersistedSnapshot(start)),
  };
}

function tableAround<G extends AnyDefinition>(
  game: G,
  actor: Actor<AnyStateMachine>,
  setup: TableSetup,
): Table<G> {
  actor.start(); // a no-op for a started actor
  const dice = scriptedDice({}, setup.dice);
  const clock = setup.clock ?? (() => 0);
  const snapshot = () => actor.getSnapshot() as SnapshotFrom<G['machine']>;
  /** The same snapshot, typed for the engine's machine-agnostic questions. */
  const current = () => actor.getSnapshot() as AnyMachineSnapshot;
  const log = tableLog(game, Math.max(1, setup.keepRounds ?? 1), current);
  const persister = snapshotPersister(game);

  /** Sends an accepted event to the machine; an error inside an action is a bug, so it surfaces. */
  function apply(event: AppliedEvent): void {
    const before = current();
    actor.send(event);
    const after = current();
    if (after.status === 'error') throw after.error;
    log.applied(event, before);
  }

  return {
    game,
    history: log.history,
    events: log.events,
    snapshot,
    view: (viewer) => game.view(snapshot(), viewer) as ViewOf<G>,
    persist: () => persister.persist(current()),
    eventsFrom: () => persister.persistStart(log.start()),
    scriptDice: (faces) => dice.script(faces),
    subscribe: (listener) => log.subscribe(listener),
    apply(event) {
      if (!current().can(event))
        throw new Error(`The log's ${event.type} does not apply to this table.`);
      apply(event);
    },
    send(sender, raw, options) {
      const at = options?.at ?? clock();
      const now = current();
      const checked = checkedEvent(game, now, sender, raw, at);
      if ('reason' in checked)
        return log.record(at, sender, raw, { ok: false, reason: checked.reason });
      const { event } = checked;
      // Checks never read the dice: they are drawn for the event that was checked, the same object the guard sees.
      event.dice = drawDice(dice, game.diceFor(now as never, event));
      sendChecked(now.context, event, () => apply(event));
      return log.record(at, sender, raw, { ok: true }, event, current().value);
    },
  };
}
