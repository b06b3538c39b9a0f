/**
 * What the debugger asks of the table it inspects. Every method is async and
 * takes and returns plain JSON, so the same interface works in-process (the
 * dev page, the tests) and over a message channel between the GM's popover
 * and the background page where the host runs (see `wire.ts`).
 *
 * Types only: the debugger's UI imports nothing of the engine at runtime.
 */
import type { StateValue } from 'xstate';
import type { AppliedEvent, Authority, PersistedTable, Reason, Sender } from '../../machines';
import type { Chart } from './chart';
import type { IntentForm } from './forms';

/** What does not change while a game is played: its chart and the forms of its intents. */
export interface GameInfo {
  id: string;
  title: string;
  chart: Chart;
  intents: IntentForm[];
}

/**
 * The log keeps the latest this many steps, and a line of play (what an export writes) at most this many events:
 * the host serves the debugger for a whole session, so its record must not grow with it.
 */
export const KEPT_STEPS = 1_000;

export interface SeatRef {
  id: string;
  name: string;
  controller: 'player' | 'gm';
}

export interface DebuggerState {
  game: string;
  /** The seq of the latest step. */
  head: number;
  value: StateValue;
  /** Active state node ids, ancestors included. */
  activeIds: string[];
  /** The machine's whole context: every secret included. */
  context: unknown;
  /** Intent types some active state node takes now, in the order of the game's intent schema. */
  acceptedEvents: string[];
  /** The GM plays at this table (the table option `gmRole` is `npc`, or the GM controls a seat): the context would show them the players' secrets. */
  gmPlays: boolean;
  seats: SeatRef[];
  /** Player names by player id, as Owlbear's party lists them (seated or not), so the log names who sent what. */
  names: Record<string, string>;
}

/**
 * One step of the table's history:
 * - `start`: the table as the debugger first saw it (seq 0);
 * - `intent`: an intent some sender sent, applied or refused;
 * - `rewind`: the GM restored an earlier step;
 * - `import`: the GM loaded an exported round (the table as the round began);
 * - `replayed`: one event of that round, applied in order.
 */
/**
 * A step's or a request's outcome: a table's refusal is its reason as data (a key and values: the debugger shows them
 * as they are, as it shows events), the debugger's own (a rewind it cannot make) its words.
 */
export type Outcome = { ok: true } | { ok: false; reason: Reason | string };

export type StepKind = 'start' | 'intent' | 'rewind' | 'import' | 'replayed';

export interface DebugStep {
  seq: number;
  at: number;
  kind: StepKind;
  /** Who sent it (intents), or the GM (rewinds, imports). */
  sender?: Sender;
  /** What the sender sent, as received. */
  intent?: unknown;
  outcome: Outcome;
  /** The event the machine received, with its stamp and dice, when applied. */
  event?: AppliedEvent;
  /** The state after this step (unchanged by a refusal). */
  state: StateValue;
  /** For a rewind: the step restored. */
  rewoundTo?: number;
  /** A sentence for steps that are not intents: "GM rewound to step 12". */
  note?: string;
}

/** The table as it was after one step: view only. */
export interface StepSnapshot {
  seq: number;
  value: StateValue;
  activeIds: string[];
  context: unknown;
  /** Exactly what was stored: restoring it gives that table back. */
  persisted: PersistedTable;
}

/** The export format's marker and version; a change of shape bumps `ROUND_FORMAT`. */
export const ROUND_KIND = 'tavern-round';
export const ROUND_FORMAT = 1;

/**
 * A round as JSON: the table where it began, every applied event (dice and
 * time inside), and the table where it ended, so an import can prove it
 * replays to the same place.
 */
export interface RoundExport {
  kind: typeof ROUND_KIND;
  format: typeof ROUND_FORMAT;
  game: string;
  initial: PersistedTable;
  events: AppliedEvent[];
  final?: PersistedTable;
}

export type ReplayResult =
  | { ok: true; events: number; value: StateValue; activeIds: string[]; context: unknown }
  | { ok: false; reason: string };

export interface DebuggerChange {
  head: number;
}

export interface DebuggerPort {
  getGame(): Promise<GameInfo>;
  getState(): Promise<DebuggerState>;
  /** The steps from seq `from` (default 0) on; steps never change once recorded. */
  getSteps(from?: number): Promise<DebugStep[]>;
  /** The table after step `seq`; it changes nothing. */
  viewAt(seq: number): Promise<StepSnapshot>;
  /** Restores the table after step `seq` for everyone, logged as a step of its own. */
  rewind(seq: number): Promise<Outcome>;
  /** Sends an intent as the GM, under the same rules as any intent the GM sends. */
  send(intent: unknown): Promise<Outcome>;
  /** The current line of play from where the record began (or the last import) to now. */
  exportRound(): Promise<RoundExport>;
  /** Validates and replays an export without touching the table. */
  checkRound(json: string): Promise<ReplayResult>;
  /** Validates and replays an export, then puts the table where it ends for everyone, logged. A refusal changes nothing. */
  importRound(json: string): Promise<ReplayResult>;
  /** Called after every new step; returns the unsubscribe. */
  subscribe(listener: (change: DebuggerChange) => void): () => void;
}

export const AUTHORITY_WORDS: Record<Authority, string> = {
  gm: 'the GM',
  seat: 'a seat (the GM names an NPC seat)',
  player: 'a player, for themselves',
  owner: 'a player for their own seat, or the GM naming any seat',
  host: 'the host, when time runs out',
};
