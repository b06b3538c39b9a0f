/** What a headless table is and keeps: its API, its steps and events, the JSON it persists to. */
import type { AnyStateMachine, SnapshotFrom, StateValue } from 'xstate';
import type { DiceDraw, DiceSource } from './dice';
import type { Reason } from './reason';
import type { GameDefinition, Intent, Sender, Stamp, Viewer } from './game';

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
export type AnyDefinition = GameDefinition<AnyStateMachine, Intent, unknown, any>;
export type ViewOf<G> =
  G extends GameDefinition<AnyStateMachine, Intent, infer V, infer _A> ? V : never;

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

/**
 * Most steps `history` keeps, and most events `events` keeps outside a round (a lobby where seats come and go, a
 * sender refused in a loop): past it the oldest go, so nobody can grow the host's memory by sending.
 */
export const MAX_LOG_STEPS = 1000;
