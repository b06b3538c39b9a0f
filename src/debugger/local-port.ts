/**
 * The debugger over a live headless table, in the same process: it records
 * every step the table takes with the persisted snapshot after it (so time
 * travel and rewinds are exact, every purse and the pot included), and
 * answers the `DebuggerPort`. The dev page runs it beside the debugger; the
 * Owlbear host runs it beside its table and serves it to the GM's popover
 * (`wire.ts`).
 *
 * A rewind or an import replaces the table: `restoreTable` makes a new one,
 * `onReplace` tells its owner (who republishes the views), and `table` is
 * always the current one. The log is never lost: a rewind is a step of its own;
 * the table after each step is kept for the latest `RESTORABLE_STEPS` steps.
 */
import type { AnyMachineSnapshot } from 'xstate';
// The engine's files, not machines/index.ts: the host serves the debugger without loading the charts of games not played.
import type { AnyGame, Sender } from '../../machines/engine/game';
import { restoreTable, type AppliedEvent, type Outcome, type PersistedTable, type Step, type Table, type TableSetup } from '../../machines/engine/table';
import { chartOf } from './chart';
import { formsOf } from './forms';
import { KEPT_STEPS, ROUND_FORMAT, ROUND_KIND, type DebugStep, type DebuggerChange, type DebuggerPort, type DebuggerState, type GameInfo, type ReplayResult, type RoundExport, type SeatRef, type StepSnapshot } from './port';
import { canonical, parseRound, replayRound, stateOf, type TableState } from './round';

export interface LocalDebuggerOptions {
  /** Who the debugger sends as: the GM, through the same rules as any intent the GM sends. */
  gm?: Extract<Sender, { role: 'gm' }>;
  /** Dice and clock for tables made by a rewind or an import (as the original table had). */
  setup?: Pick<TableSetup, 'dice' | 'clock'>;
  /** Called with the new table after a rewind or an import. */
  onReplace?: (table: Table) => void;
  /** How many of the latest steps keep their table to show and restore (default `RESTORABLE_STEPS`). */
  restorableSteps?: number;
  /** How many of the latest steps the log keeps, and events a line of play (default `KEPT_STEPS`). */
  keptSteps?: number;
  /** The room's player names by player id (the host gives Owlbear's party); without it, seat names stand in. */
  names?: () => Record<string, string>;
}

/**
 * Each step keeps the whole persisted table after it (up to ~20 kB at 8
 * seats): only the latest this many do, so a long session's memory stays
 * bounded. Older steps stay in the log, without their table.
 */
export const RESTORABLE_STEPS = 300;

export interface LocalDebugger {
  readonly port: DebuggerPort;
  /** The live table: send to this one, it changes after a rewind or an import. */
  readonly table: Table;
  /** Stops recording. */
  close(): void;
}

/** A line of play: where it began and its applied events, shared between steps. */
interface Line {
  base: PersistedTable;
  last: LineNode | null;
  /** How many events lead from `base` to `last`. */
  length: number;
}
interface LineNode {
  event: AppliedEvent;
  prev: LineNode | null;
}

interface Entry {
  step: DebugStep;
  /** Null once the step is older than the restorable ones. */
  persisted: PersistedTable | null;
  activeIds: string[];
  line: Line;
}

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function eventsOf(line: Line): AppliedEvent[] {
  const out: AppliedEvent[] = [];
  for (let node = line.last; node; node = node.prev) out.push(node.event);
  return out.reverse();
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
export function createLocalDebugger(game: AnyGame, initial: Table, options: LocalDebuggerOptions = {}): LocalDebugger {
  const gm = options.gm ?? { role: 'gm' as const, id: 'gm' };
  const clock = options.setup?.clock ?? (() => 0);
  const restorable = Math.max(1, options.restorableSteps ?? RESTORABLE_STEPS);
  const listeners = new Set<(change: DebuggerChange) => void>();
  const info: GameInfo = {
    id: game.id,
    title: game.title,
    chart: chartOf(game.machine),
    intents: formsOf(game.intentSchema, game.authority, (type) => game.describeIntent(type)),
  };
  const intentTypes = info.intents.map((form) => form.type);

  const kept = Math.max(restorable, options.keptSteps ?? KEPT_STEPS);

  let table = initial;
  let unsubscribe = () => {};
  /** The latest `kept` steps; `entries[i]` is step `dropped + i`. */
  const entries: Entry[] = [];
  let dropped = 0;
  const head = () => entries[entries.length - 1]!;

  /** Records a step and the table after it (the live table unless given). */
  const push = (step: Omit<DebugStep, 'seq' | 'state'>, line: Line, after: TableState = stateOf(table)): void => {
    const seq = dropped + entries.length;
    entries.push({ step: { ...copy(step), seq, state: copy(after.value) }, persisted: after.persisted, activeIds: after.activeIds, line });
    const forgotten = entries[entries.length - 1 - restorable];
    if (forgotten) forgotten.persisted = null;
    if (entries.length > kept) {
      entries.shift();
      dropped++;
    }
    for (const listener of listeners) listener({ head: seq });
  };

  /** `line` and one more event; a line grown to `kept` events starts again from the table before that event (the head's). */
  const extend = (line: Line, event: AppliedEvent): Line => {
    if (line.length < kept) return { base: line.base, last: { event: copy(event), prev: line.last }, length: line.length + 1 };
    return { base: head().persisted!, last: { event: copy(event), prev: null }, length: 1 };
  };

  const onStep = (step: Step) => {
    const applied = step.outcome.ok && step.event;
    push(
      { at: step.at, kind: 'intent', sender: step.sender, intent: step.intent, outcome: step.outcome, ...(applied ? { event: step.event } : {}) },
      applied ? extend(head().line, step.event!) : head().line,
    );
  };

  const attach = (next: Table) => {
    unsubscribe();
    table = next;
    unsubscribe = table.subscribe(onStep);
  };
  const replace = (next: Table) => {
    attach(next);
    options.onReplace?.(next);
  };

  attach(initial);
  const start = table.persist();
  push({ at: clock(), kind: 'start', outcome: { ok: true }, note: 'The debugger began recording here.' }, { base: start, last: null, length: 0 });

  const entryAt = (seq: number) => (Number.isInteger(seq) ? entries[seq - dropped] : undefined);
  const tooOld = (seq: number) => `Step ${seq} is older than the last ${restorable} steps the debugger keeps: it can no longer be shown or restored.`;
  const noStep = (seq: number) => (Number.isInteger(seq) && seq >= 0 && seq < dropped ? tooOld(seq) : `There is no step ${seq}.`);

  const replayed = (table: Table, events: number): ReplayResult => {
    const { value, activeIds } = stateOf(table);
    return { ok: true, events, value, activeIds, context: copy(table.snapshot().context) };
  };

  const port: DebuggerPort = {
    async getGame() {
      return copy(info);
    },
    async getState(): Promise<DebuggerState> {
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
        names: { ...Object.fromEntries(seats.map((s) => [s.id, s.name])), ...options.names?.() },
      };
    },
    async getSteps(from = 0) {
      return entries.slice(Math.max(0, from - dropped)).map((e) => copy(e.step));
    },
    async viewAt(seq) {
      const entry = entryAt(seq);
      if (!entry) throw new Error(noStep(seq));
      if (!entry.persisted) throw new Error(tooOld(seq));
      const snapshot = entry.persisted.snapshot as { value: unknown; context: unknown };
      return copy<StepSnapshot>({ seq, value: snapshot.value as StepSnapshot['value'], activeIds: entry.activeIds, context: snapshot.context, persisted: entry.persisted });
    },
    async rewind(seq): Promise<Outcome> {
      const entry = entryAt(seq);
      if (!entry) return { ok: false, reason: noStep(seq) };
      if (!entry.persisted) return { ok: false, reason: tooOld(seq) };
      if (canonical(entry.persisted) === canonical(table.persist())) return { ok: false, reason: `The table is already as it was after step ${seq}.` };
      replace(restoreTable(game, entry.persisted, options.setup));
      push({ at: clock(), kind: 'rewind', sender: gm, outcome: { ok: true }, rewoundTo: seq, note: `GM rewound to step ${seq}.` }, entry.line);
      return { ok: true };
    },
    async send(intent) {
      return table.send(gm, copy(intent));
    },
    async exportRound(): Promise<RoundExport> {
      const line = head().line;
      return copy({ kind: ROUND_KIND, format: ROUND_FORMAT, game: game.id, initial: line.base, events: eventsOf(line), final: table.persist() });
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
      replace(final);
      let line: Line = { base: copy(round.initial), last: null, length: 0 };
      push({ at: clock(), kind: 'import', sender: gm, outcome: { ok: true }, note: `GM imported a round of ${round.events.length} events.` }, line, result.start);
      // Each imported event becomes a step, so the round can be browsed and rewound like one played here.
      for (const { event, after } of result.steps) {
        line = { base: line.base, last: { event: copy(event), prev: line.last }, length: line.length + 1 };
        push({ at: event.at, kind: 'replayed', outcome: { ok: true }, event, note: `Replayed ${event.type} by ${event.by}.` }, line, after);
      }
      return replayed(final, round.events.length);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  return {
    port,
    get table() {
      return table;
    },
    close() {
      unsubscribe();
      listeners.clear();
    },
  };
}
