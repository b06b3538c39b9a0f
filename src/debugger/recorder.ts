/**
 * The debugger's record of a live table: every step the table takes, with the
 * persisted table after it for the latest `RESTORABLE_STEPS` (so time travel
 * and rewinds are exact, every purse and the pot included), and the line of
 * play that leads to it. It records from the moment it is attached, so the
 * host attaches it when it takes a table; what answers the debugger over the
 * record (`local-port.ts`: the chart, the forms, rewinds, exports and imports)
 * loads only when the GM first opens the debugger.
 */
import type { AnyMachineSnapshot, StateValue } from 'xstate';
import type {
  AppliedEvent,
  PersistedTable,
  Step,
  Table,
  TableSetup,
} from '../../machines/engine/table';
import { KEPT_STEPS, type DebugStep, type DebuggerChange } from './port';

export interface RecorderOptions {
  /** Dice and clock for tables made by a rewind or an import (as the original table had). */
  setup?: Pick<TableSetup, 'dice' | 'clock'>;
  /** Called with the new table after a rewind or an import. */
  onReplace?: (table: Table) => void;
  /** How many of the latest steps keep their table to show and restore (default `RESTORABLE_STEPS`). */
  restorableSteps?: number;
  /** How many of the latest steps the log keeps, and events a line of play (default `KEPT_STEPS`). */
  keptSteps?: number;
}

/**
 * Each step keeps the whole persisted table after it (up to ~20 kB at 8
 * seats): only the latest this many do, so a long session's memory stays
 * bounded. Older steps stay in the log, without their table.
 */
export const RESTORABLE_STEPS = 300;

/** A table at one point: what the debugger records per step. */
export interface TableState {
  persisted: PersistedTable;
  value: StateValue;
  /** Active state node ids, ancestors included. */
  activeIds: string[];
}

export const stateOf = (table: Table): TableState => {
  const snapshot = table.snapshot() as AnyMachineSnapshot;
  return {
    persisted: table.persist(),
    value: JSON.parse(JSON.stringify(snapshot.value)) as StateValue,
    activeIds: snapshot._nodes.map((node) => node.id),
  };
};

/** A line of play: where it began and its applied events, shared between steps. */
export interface Line {
  base: PersistedTable;
  last: LineNode | null;
  /** How many events lead from `base` to `last`. */
  length: number;
}
interface LineNode {
  event: AppliedEvent;
  prev: LineNode | null;
}

export interface Entry {
  step: DebugStep;
  /** Null once the step is older than the restorable ones. */
  persisted: PersistedTable | null;
  activeIds: string[];
  line: Line;
}

export const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function eventsOf(line: Line): AppliedEvent[] {
  const out: AppliedEvent[] = [];
  for (let node = line.last; node; node = node.prev) out.push(node.event);
  return out.reverse();
}

export interface Recorder {
  /** The live table: it changes after a rewind or an import. */
  readonly table: Table;
  /** The latest step. */
  head(): Entry;
  /** Step `seq`, if the log still keeps it. */
  entryAt(seq: number): Entry | undefined;
  /** The steps from `from` on that the log keeps. */
  entriesFrom(from: number): Entry[];
  /** Why step `seq` cannot be shown or restored. */
  noStep(seq: number): string;
  tooOld(seq: number): string;
  /** Records a step and the table after it (the live table unless given). */
  push(step: Omit<DebugStep, 'seq' | 'state'>, line: Line, after?: TableState): void;
  /** Makes `next` the live table, records its steps from now on and tells the owner. */
  replace(next: Table): void;
  subscribe(listener: (change: DebuggerChange) => void): () => void;
  /** Stops recording. */
  close(): void;
}

type StepLog = Pick<
  Recorder,
  'head' | 'entryAt' | 'entriesFrom' | 'noStep' | 'tooOld' | 'subscribe'
> & {
  /** Records a step, numbered next, and tells the listeners. */
  append(step: Omit<DebugStep, 'seq' | 'state'>, line: Line, after: TableState): void;
  close(): void;
};

/** The latest `kept` steps, numbered from the first recorded: only the latest `restorable` keep their table. */
function stepLog(restorable: number, kept: number): StepLog {
  const listeners = new Set<(change: DebuggerChange) => void>();
  /** `entries[i]` is step `dropped + i`. */
  const entries: Entry[] = [];
  let dropped = 0;
  const tooOld = (seq: number) =>
    `Step ${seq} is older than the last ${restorable} steps the debugger keeps: it can no longer be shown or restored.`;
  return {
    head: () => entries[entries.length - 1]!,
    entryAt: (seq) => (Number.isInteger(seq) ? entries[seq - dropped] : undefined),
    entriesFrom: (from) => entries.slice(Math.max(0, from - dropped)),
    tooOld,
    noStep: (seq) =>
      Number.isInteger(seq) && seq >= 0 && seq < dropped ? tooOld(seq) : `There is no step ${seq}.`,
    append(step, line, after) {
      const seq = dropped + entries.length;
      entries.push({
        step: { ...copy(step), seq, state: copy(after.value) },
        persisted: after.persisted,
        activeIds: after.activeIds,
        line,
      });
      const forgotten = entries[entries.length - 1 - restorable];
      if (forgotten) forgotten.persisted = null;
      if (entries.length > kept) {
        entries.shift();
        dropped++;
      }
      for (const listener of listeners) listener({ head: seq });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => listeners.clear(),
  };
}

/** `line` and one more event; a line grown to `kept` events starts again from `restart` (the table before that event). */
function extended(line: Line, event: AppliedEvent, kept: number, restart: PersistedTable): Line {
  if (line.length < kept)
    return {
      base: line.base,
      last: { event: copy(event), prev: line.last },
      length: line.length + 1,
    };
  return { base: restart, last: { event: copy(event), prev: null }, length: 1 };
}

/** Attaches a recorder to a live table; it records from the table's current state on. */
export function recordTable(initial: Table, options: RecorderOptions = {}): Recorder {
  const clock = options.setup?.clock ?? (() => 0);
  const restorable = Math.max(1, options.restorableSteps ?? RESTORABLE_STEPS);
  const kept = Math.max(restorable, options.keptSteps ?? KEPT_STEPS);
  const { append, close: stopTelling, ...log } = stepLog(restorable, kept);
  const { head } = log;

  let table = initial;
  let unsubscribe = () => {};
  const push: Recorder['push'] = (step, line, after = stateOf(table)) => append(step, line, after);

  const onStep = (step: Step) => {
    const applied = step.outcome.ok && step.event;
    push(
      {
        at: step.at,
        kind: 'intent',
        sender: step.sender,
        intent: step.intent,
        outcome: step.outcome,
        ...(applied ? { event: step.event } : {}),
      },
      applied ? extended(head().line, step.event!, kept, head().persisted!) : head().line,
    );
  };
  const attach = (next: Table) => {
    unsubscribe();
    table = next;
    unsubscribe = table.subscribe(onStep);
  };

  attach(initial);
  push(
    {
      at: clock(),
      kind: 'start',
      outcome: { ok: true },
      note: 'The debugger began recording here.',
    },
    { base: table.persist(), last: null, length: 0 },
  );
  return {
    ...log,
    get table() {
      return table;
    },
    push,
    replace(next) {
      attach(next);
      options.onReplace?.(next);
    },
    close() {
      unsubscribe();
      stopTelling();
    },
  };
}
