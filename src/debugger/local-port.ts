/**
 * The debugger over a live headless table, in the same process: it answers the
 * `DebuggerPort` over a record of every step the table takes (`recorder.ts`).
 * The dev page runs it beside the debugger; the Owlbear host records from the
 * moment it takes a table and loads this when the GM first opens the debugger
 * (`host.ts`), serving it to the GM's popover (`wire.ts`).
 *
 * A rewind or an import (`overrides.ts`) replaces the table: `restoreTable` makes a new one,
 * `onReplace` tells its owner (who republishes the views), and `table` is
 * always the current one. The log is never lost: a rewind is a step of its own;
 * the table after each step is kept for the latest `RESTORABLE_STEPS` steps.
 */
import type { AnyMachineSnapshot } from 'xstate';
// The engine's files, not machines/index.ts: the host serves the debugger without loading the charts of games not played.
import type { AnyGame, Sender } from '../../machines/engine/game';
import { GAME_TITLES, isGameId } from '../../machines/catalog';
import type { Table } from '../../machines/engine/table';
import { loadStyleWords } from '../../machines/styleWords';
import { chartOf } from './chart';
import { styleKey } from './format';
import { formsOf } from './forms';
import { loadRound, replayResult, rewindTo, type OverrideContext } from './overrides';
import {
  ROUND_FORMAT,
  ROUND_KIND,
  type DebuggerPort,
  type DebuggerState,
  type GameInfo,
  type RoundExport,
  type SeatRef,
  type StepSnapshot,
} from './port';
import { copy, eventsOf, recordTable, type Recorder, type RecorderOptions } from './recorder';
import { parseRound, replayRound } from './round';

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

/** What does not change while `game` is played: its title, chart and intent forms. */
function gameInfoOf(game: AnyGame): GameInfo {
  return {
    id: game.id,
    title: isGameId(game.id) ? GAME_TITLES[game.id] : game.id,
    chart: chartOf(game.machine),
    intents: formsOf(game.intentSchema, game.authority),
  };
}

/** The live table as the debugger shows it: its state, whole context, and the intents it takes now. */
function stateNow(
  game: AnyGame,
  recorder: Recorder,
  intentTypes: readonly string[],
  names: Record<string, string> | undefined,
): DebuggerState {
  const table = recorder.table;
  const snapshot = table.snapshot() as AnyMachineSnapshot;
  const own = new Set(snapshot._nodes.flatMap((node) => node.ownEvents));
  const context = copy(snapshot.context) as { options?: { gmRole?: unknown } };
  const seats = seatsOf(table.view({ role: 'gm' }));
  return {
    game: game.id,
    head: recorder.head().step.seq,
    value: copy(snapshot.value),
    activeIds: snapshot._nodes.map((node) => node.id),
    context,
    acceptedEvents: intentTypes.filter((type) => own.has(type)),
    gmPlays: context?.options?.gmRole === 'npc' || seats.some((s) => s.controller === 'gm'),
    seats,
    names: { ...Object.fromEntries(seats.map((s) => [s.id, s.name])), ...names },
  };
}

/** The table after step `seq`, read-only; throws why when the log no longer keeps it. */
function snapshotAt(recorder: Recorder, seq: number): StepSnapshot {
  const entry = recorder.entryAt(seq);
  if (!entry) throw new Error(recorder.noStep(seq));
  if (!entry.persisted) throw new Error(recorder.tooOld(seq));
  const snapshot = entry.persisted.snapshot as { value: unknown; context: unknown };
  return copy<StepSnapshot>({
    seq,
    value: snapshot.value as StepSnapshot['value'],
    activeIds: entry.activeIds,
    context: snapshot.context,
    persisted: entry.persisted,
  });
}

/** The line of play that leads to the table now, as an export. */
function roundOf(game: AnyGame, recorder: Recorder): RoundExport {
  const line = recorder.head().line;
  return copy({
    kind: ROUND_KIND,
    format: ROUND_FORMAT,
    game: game.id,
    initial: line.base,
    events: eventsOf(line),
    final: recorder.table.persist(),
  });
}

/** The debugger's port over a record already running (the host's, from when it took the table). */
export function debuggerOver(
  game: AnyGame,
  recorder: Recorder,
  options: LocalDebuggerOptions = {},
): DebuggerPort {
  const overrides: OverrideContext = {
    game,
    recorder,
    gm: options.gm ?? { role: 'gm' as const, id: 'gm' },
    clock: options.setup?.clock ?? (() => 0),
    setup: options.setup,
  };
  const info = gameInfoOf(game);
  const intentTypes = info.intents.map((form) => form.type);

  return {
    async getGame() {
      return copy(info);
    },
    async getState() {
      return stateNow(game, recorder, intentTypes, {
        ...(await styleNames(game.id)),
        ...options.names?.(),
      });
    },
    async getSteps(from = 0) {
      return recorder.entriesFrom(from).map((e) => copy(e.step));
    },
    async viewAt(seq) {
      return snapshotAt(recorder, seq);
    },
    async rewind(seq) {
      return rewindTo(overrides, seq);
    },
    async send(intent) {
      return recorder.table.send(overrides.gm, copy(intent));
    },
    async exportRound() {
      return roundOf(game, recorder);
    },
    async checkRound(json) {
      const parsed = parseRound(json, game);
      if (!parsed.ok) return parsed;
      const result = replayRound(game, parsed.round);
      if (!result.ok) return result;
      return replayResult(result.table, result.steps.length);
    },
    async importRound(json) {
      return loadRound(overrides, json);
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
