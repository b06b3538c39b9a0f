/**
 * A table's log: the steps it received and the events it applied, kept for
 * the last `keepRounds` rounds, and the listeners told of each step.
 */
import type { AnyMachineSnapshot, StateValue } from 'xstate';
import type { Sender } from './game';
import {
  MAX_LOG_STEPS,
  type AnyDefinition,
  type AppliedEvent,
  type Outcome,
  type Step,
} from './tableContract';

export interface TableLog {
  readonly history: Step[];
  readonly events: AppliedEvent[];
  /** The table before `events[0]`. */
  start(): AnyMachineSnapshot;
  /** Logs one intent received, applied (with its event and the state after) or refused; returns its outcome. */
  record(
    at: number,
    sender: Sender,
    intent: unknown,
    outcome: Outcome,
    event?: AppliedEvent,
    state?: StateValue,
  ): Outcome;
  /** Logs an event the machine took; `before` is the table just before it. */
  applied(event: AppliedEvent, before: AnyMachineSnapshot): void;
  subscribe(listener: (step: Step) => void): () => void;
}

/**
 * Where a round starts in the log: its first step and event, and the snapshot before it. Snapshots are
 * immutable, so keeping one costs only what the live table no longer shares with it; it is persisted when asked.
 */
interface Mark {
  step: number;
  event: number;
  before: AnyMachineSnapshot;
}

/** What the log keeps: its steps, its events and the table before its first event. */
interface Kept {
  readonly history: Step[];
  readonly events: AppliedEvent[];
  start: AnyMachineSnapshot;
}

/**
 * Keeps a log to its last `keepRounds` rounds: `bound`, after each applied event, marks a round that starts and drops
 * the rounds before the last `keepRounds` (or, between rounds, a log grown past its bound); `drop` drops the oldest
 * steps and events.
 */
function roundKeeper(
  game: AnyDefinition,
  keepRounds: number,
  current: () => AnyMachineSnapshot,
  kept: Kept,
) {
  const { history, events } = kept;
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

  const bound = (before: AnyMachineSnapshot) => {
    const inRound = game.inRound(current() as never);
    if (inRound && !game.inRound(before as never)) {
      rounds.push({ step: history.length, event: events.length - 1, before });
      if (rounds.length > keepRounds) {
        const first = rounds[rounds.length - keepRounds]!;
        kept.start = first.before;
        drop(first.step, first.event);
      }
    } else if (!inRound && events.length > MAX_LOG_STEPS) {
      kept.start = current();
      drop(0, events.length);
      rounds.length = 0;
    }
  };
  return { drop, bound };
}

export function tableLog(
  game: AnyDefinition,
  keepRounds: number,
  current: () => AnyMachineSnapshot,
): TableLog {
  const bounded = keepRounds !== Infinity;
  const kept: Kept = { history: [], events: [], start: current() };
  const { history, events } = kept;
  const listeners = new Set<(step: Step) => void>();
  let seq = 0;
  const { drop, bound } = roundKeeper(game, keepRounds, current, kept);

  return {
    history,
    events,
    start: () => kept.start,
    record(at, sender, intent, outcome, event, state) {
      const step: Step = event
        ? { at, sender, intent, outcome, event, state, seq: ++seq }
        : { at, sender, intent, outcome, seq: ++seq };
      history.push(step);
      // A quarter at a time, so a full log is not shifted on every step.
      if (bounded && history.length > MAX_LOG_STEPS) drop(MAX_LOG_STEPS / 4, 0);
      for (const listener of listeners) listener(step);
      return outcome;
    },
    applied(event, before) {
      events.push(event);
      if (bounded) bound(before);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
