/**
 * The debugger's GM overrides, which replace the live table: a rewind to a past step, and loading an exported
 * round. Each is logged as a step of its own, so the log is never lost.
 */
import type { AnyGame, Sender } from '../../machines/engine/game';
import {
  restoreTable,
  type PersistedTable,
  type Table,
  type TableSetup,
} from '../../machines/engine/table';
import type { Outcome, ReplayResult } from './port';
import { copy, stateOf, type Line, type Recorder } from './recorder';
import { canonical, parseRound, replayRound } from './round';

/** What an override needs: the game, the record it replaces the table of, and who and when it is made. */
export interface OverrideContext {
  game: AnyGame;
  recorder: Recorder;
  gm: Extract<Sender, { role: 'gm' }>;
  clock: () => number;
  setup?: Pick<TableSetup, 'dice' | 'clock'>;
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

/** What a replayed round ends in, as the debugger reports it. */
export function replayResult(table: Table, events: number): ReplayResult {
  const { value, activeIds } = stateOf(table);
  return { ok: true, events, value, activeIds, context: copy(table.snapshot().context) };
}

/** Restores the table after step `seq` for everyone, unless the log no longer keeps it or the table is already so. */
export function rewindTo(context: OverrideContext, seq: number): Outcome {
  const { game, recorder, gm, clock, setup } = context;
  const entry = recorder.entryAt(seq);
  if (!entry) return { ok: false, reason: recorder.noStep(seq) };
  if (!entry.persisted) return { ok: false, reason: recorder.tooOld(seq) };
  if (canonical(entry.persisted) === canonical(recorder.table.persist()))
    return { ok: false, reason: `The table is already as it was after step ${seq}.` };
  const at = clock();
  const restored = retimed(game, entry.persisted, at - entry.step.at);
  recorder.replace(restoreTable(game, restored, setup));
  // A timer moved is a table no event leads to: the line of play starts again from it.
  const moved = canonical(restored) !== canonical(entry.persisted);
  recorder.push(
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
}

/** Replays an exported round and, if it replays, makes its final table the live one, each of its events a step. */
export function loadRound(context: OverrideContext, json: string): ReplayResult {
  const { game, recorder, gm, clock, setup } = context;
  const parsed = parseRound(json, game);
  if (!parsed.ok) return parsed;
  const result = replayRound(game, parsed.round);
  if (!result.ok) return result;
  const { round } = parsed;
  const final = restoreTable(game, result.table.persist(), setup);
  recorder.replace(final);
  let line: Line = { base: copy(round.initial), last: null, length: 0 };
  recorder.push(
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
    recorder.push(
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
  return replayResult(final, round.events.length);
}
