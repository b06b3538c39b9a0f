/**
 * The debugger over a live headless table, in the same process: it answers the
 * `DebuggerPort` over a record of every step the table takes (`recorder.ts`).
 * The dev page runs it beside the debugger; the Owlbear host records from the
 * moment it takes a table and loads this when the GM first opens the debugger
 * (`host.ts`), serving it to the GM's popover (`wire.ts`).
 *
 * A rewind or an import replaces the table: `restoreTable` makes a new one,
 * `onReplace` tells its owner (who republishes the views), and `table` is
 * always the current one. The log is never lost: a rewind is a step of its own;
 * the table after each step is kept for the latest `RESTORABLE_STEPS` steps.
 */
import type { AnyMachineSnapshot } from 'xstate';
// The engine's files, not machines/index.ts: the host serves the debugger without loading the charts of games not played.
import type { AnyGame, Sender } from '../../machines/engine/game';
import { GAME_TITLES, isGameId } from '../../machines/catalog';
import { restoreTable, type PersistedTable, type Table } from '../../machines/engine/table';
import { loadStyleWords } from '../../machines/styleWords';
import { chartOf } from './chart';
import { styleKey } from './format';
import { formsOf } from './forms';
import {
  ROUND_FORMAT,
  ROUND_KIND,
  type Outcome,
  type DebuggerPort,
  type DebuggerState,
  type GameInfo,
  type ReplayResult,
  type RoundExport,
  type SeatRef,
  type StepSnapshot,
} from './port';
import {
  copy,
  eventsOf,
  recordTable,
  stateOf,
  type Line,
  type Recorder,
  type RecorderOptions,
} from './recorder';
import { canonical, parseRound, replayRound } from './round';

export { RESTORABLE_STEPS } from './recorder';

export interface LocalDebuggerOptions extends RecorderOptions {
  /** Who the debugger sends as: the GM, through the same rules as any intent the GM sends. */
  gm?: Extract<Sender, { role: 'gm' }>;
  /** The room's player names by player id (the host gives Owlbear's party); without it, seat names stand in. */
  names?: () => Record<string, string>;
}

export interface LocalDebugger {
  readonly port: DebuggerPort;
  /** The live table: send to this one, it changes after a rewind or an import. */
  readonly table: Table;
  /** Stops recording. */
  close(): void;
}

/** Seats as the GM's view lists them, when the game's view has the usual `seats`. */
function seatsOf(view: unknown): SeatRef[] {
  const seats = (view as { seats?: unknown }).seats;
  if (!Array.isArray(seats)) return [];
  return seats
    .filter((s): s is SeatRef => typeof s?.id === 'string' && typeof s?.name === 'string')
    .map((s) => ({ id: s.id, name: s.name, controller: s.controller === 'gm' ? 'gm' : 'player' }));
}

/**
 * The table after a step, its timers moved `by` ms later: each keeps the time it had left at that step, counted from
 * the rewind (a staredown rewound to runs its whole remaining time again, rather than ending at once).
 */
function retimed(game: AnyGame, persisted: PersistedTable, by: number): PersistedTable {
  const snapshot = persisted.snapshot as { context: unknown };
  return {
    ...persisted,
    snapshot: { ...snapshot, context: game.shiftTimers(snapshot.context, by) },
  };
}

/** Attaches a debugger to a live table; it records from the table's current state on. */
export function createLocalDebugger(
  game: AnyGame,
  initial: Table,
  options: LocalDebuggerOptions = {},
): LocalDebugger {
  const recorder = recordTable(initial, options);
  return {
    port: debuggerOver(game, recorder, options),
    get table() {
      return recorder.table;
    },
    close: () => recorder.close(),
  };
}

/** The debugger's port over a record already running (the host's, from when it took the table). */
export function debuggerOver(
  game: AnyGame,
  recorder: Recorder,
  options: LocalDebuggerOptions = {},
): DebuggerPort {
  const gm = options.gm ?? { role: 'gm' as const, id: 'gm' };
  const clock = options.setup?.clock ?? (() => 0);
  const info: GameInfo = {
    id: game.id,
    title: isGameId(game.id) ? GAME_TITLES[game.id] : game.id,
    chart: chartOf(game.machine),
    intents: formsOf(game.intentSchema, game.authority),
  };
  const intentTypes = info.intents.map((form) => form.type);
  const { head, entryAt, noStep, tooOld, push } = recorder;

  const replayed = (table: Table, events: number): ReplayResult => {
    const { value, activeIds } = stateOf(table);
    return { ok: true, events, value, activeIds, context: copy(table.snapshot().context) };
  };

  return {
    async getGame() {
      return copy(info);
    },
    async getState(): Promise<DebuggerState> {
      const table = recorder.table;
      const snapshot = table.snapshot() as AnyMachineSnapshot;
      const own = new Set(snapshot._nodes.flatMap((node) => node.ownEvents));
      const context = copy(snapshot.context) as { options?: { gmRole?: unknown } };
      const seats = seatsOf(table.view({ role: 'gm' }));
      return {
        game: game.id,
        head: head().step.seq,
        value: copy(snapshot.value),
        activeIds: snapshot._nodes.map((node) => node.id),
        context,
        acceptedEvents: intentTypes.filter((type) => own.has(type)),
        gmPlays: context?.options?.gmRole === 'npc' || seats.some((s) => s.controller === 'gm'),
        seats,
        names: {
          ...(await styleNames(game.id)),
          ...Object.fromEntries(seats.map((s) => [s.id, s.name])),
          ...options.names?.(),
        },
      };
    },
    async getSteps(from = 0) {
      return recorder.entriesFrom(from).map((e) => copy(e.step));
    },
    async viewAt(seq) {
      const entry = entryAt(seq);
      if (!entry) throw new Error(noStep(seq));
      if (!entry.persisted) throw new Error(tooOld(seq));
      const snapshot = entry.persisted.snapshot as { value: unknown; context: unknown };
      return copy<StepSnapshot>({
        seq,
        value: snapshot.value as StepSnapshot['value'],
        activeIds: entry.activeIds,
        context: snapshot.context,
        persisted: entry.persisted,
      });
    },
    async rewind(seq): Promise<Outcome> {
      const entry = entryAt(seq);
      if (!entry) return { ok: false, reason: noStep(seq) };
      if (!entry.persisted) return { ok: false, reason: tooOld(seq) };
      if (canonical(entry.persisted) === canonical(recorder.table.persist()))
        return { ok: false, reason: `The table is already as it was after step ${seq}.` };
      const at = clock();
      const restored = retimed(game, entry.persisted, at - entry.step.at);
      recorder.replace(restoreTable(game, restored, options.setup));
      // A timer moved is a table no event leads to: the line of play starts again from it.
      const moved = canonical(restored) !== canonical(entry.persisted);
      push(
        {
          at,
          kind: 'rewind',
          sender: gm,
          outcome: { ok: true },
          rewoundTo: seq,
          note: `GM rewound to step ${seq}.`,
        },
        moved ? { base: copy(restored), last: null, length: 0 } : entry.line,
      );
      return { ok: true };
    },
    async send(intent) {
      return recorder.table.send(gm, copy(intent));
    },
    async exportRound(): Promise<RoundExport> {
      const line = head().line;
      return copy({
        kind: ROUND_KIND,
        format: ROUND_FORMAT,
        game: game.id,
        initial: line.base,
        events: eventsOf(line),
        final: recorder.table.persist(),
      });
    },
    async checkRound(json) {
      const parsed = parseRound(json, game);
      if (!parsed.ok) return parsed;
      const result = replayRound(game, parsed.round);
      if (!result.ok) return result;
      return replayed(result.table, result.steps.length);
    },
    async importRound(json) {
      const parsed = parseRound(json, game);
      if (!parsed.ok) return parsed;
      const result = replayRound(game, parsed.round);
      if (!result.ok) return result;
      const { round } = parsed;
      const final = restoreTable(game, result.table.persist(), options.setup);
      recorder.replace(final);
      let line: Line = { base: copy(round.initial), last: null, length: 0 };
      push(
        {
          at: clock(),
          kind: 'import',
          sender: gm,
          outcome: { ok: true },
          note: `GM imported a round of ${round.events.length} events.`,
        },
        line,
        result.start,
      );
      // Each imported event becomes a step, so the round can be browsed and rewound like one played here.
      for (const { event, after } of result.steps) {
        line = {
          base: line.base,
          last: { event: copy(event), prev: line.last },
          length: line.length + 1,
        };
        push(
          {
            at: event.at,
            kind: 'replayed',
            outcome: { ok: true },
            event,
            note: `Replayed ${event.type} by ${event.by}.`,
          },
          line,
          after,
        );
      }
      return replayed(final, round.events.length);
    },
    subscribe: recorder.subscribe,
  };
}

const STYLE_NAMES = new Map<string, Promise<Record<string, string>>>();

/** The game's styles of play by name, keyed as the log looks them up (`styleKey`), loaded once per game. */
function styleNames(game: string): Promise<Record<string, string>> {
  let named = STYLE_NAMES.get(game);
  if (!named) {
    named = isGameId(game)
      ? loadStyleWords(game).then(
          (words) => Object.fromEntries(words.map((w) => [styleKey(w.id), w.name])),
          () => ({}),
        )
      : Promise.resolve({});
    STYLE_NAMES.set(game, named);
  }
  return named;
}
