/**
 * Seats as older builds saved them, brought to today's shape on load: the
 * host's saved record, and the start and end of a round the debugger imports.
 * A seat once carried a `stats` record and a `heat` count as fields of its
 * own; each is now one of its traits (context.ts) under the same key. A 0 is
 * left out, as a seat that never set a trait has none. A self-playing NPC
 * once played at `forgiving` or `best`: now the level that plays as each did.
 * A round's log once held lines in words (`{ at, text }`); a game's lines are
 * now data, and such a line is the table's `said` line, kept as it was written; a Twenty-One entry's parts in words
 * (what everyone reads, a contest's numbers, a seat's secret, the GM's note) are each a `said` line in its place.
 * Wizards and Thieves' last roll once held its words too (`text`): its line says them now.
 */
import type { PersistedTable } from '../engine/tableContract';
import type { Seat } from './context';
import { levelNamed } from './selfPlay';

type OldSeat = Seat & { stats?: Record<string, unknown>; heat?: unknown };

/** `seat` with its old fields made traits and its old level named anew; the very object when it has neither. */
function seatFromOld(seat: OldSeat): Seat {
  const level = seat.selfPlay?.level as string | undefined;
  if (level !== undefined && levelNamed(level) !== level) {
    const selfPlay = { ...seat.selfPlay!, level: levelNamed(level) ?? 'regular' };
    return seatFromOld({ ...seat, selfPlay });
  }
  if (!('stats' in seat) && !('heat' in seat)) return seat;
  const { stats, heat, ...rest } = seat;
  const numbers = Object.entries({ ...stats, heat }).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] !== 0,
  );
  if (numbers.length === 0) return rest;
  return { ...rest, traits: { ...rest.traits, ...Object.fromEntries(numbers) } };
}

/**
 * The games whose lines are data: an older build wrote theirs in words. A game whose lines become data joins them,
 * and the host's saved format is bumped (src/host/migrations.ts); the others still write lines in words.
 */
const DATA_LINES: ReadonlySet<string> = new Set([
  'goblin',
  'black-baron',
  'in-between',
  'three-dragon-ante',
  'wizards-and-thieves',
]);

/**
 * The games whose entries are in parts (machines/twenty-one-kit/context.ts): an older build wrote each part in words,
 * `{ at, text, close?: { seats, text }, secret?: { seat, text }, gm? }`; each part becomes a `said` line, the secret
 * still sealed to its seat.
 */
const PARTED_LINES: ReadonlySet<string> = new Set(['twenty-one', 'twenty-one-classic']);

type OldParted = {
  at: number;
  text: string;
  close?: { seats: string[]; text: string };
  secret?: { seat: string; text: string };
  gm?: string;
};

/** An entry in parts an older build wrote in words: its time and text, with any of its other parts. */
const isOldParted = (entry: unknown): entry is OldParted =>
  typeof entry === 'object' &&
  entry !== null &&
  !('say' in entry) &&
  typeof (entry as { text?: unknown }).text === 'string' &&
  typeof (entry as { at?: unknown }).at === 'number';

const said = (text: string) => ({ say: 'said', text });

/** An entry in parts with each part in words a `said` line; a part with no words (an empty `text`) is none. */
function partedFromOld(e: OldParted): object {
  return {
    at: e.at,
    ...(e.text ? { line: said(e.text) } : {}),
    ...(e.close ? { close: { seats: e.close.seats, line: said(e.close.text) } } : {}),
    ...(e.secret ? { secret: { seat: e.secret.seat, line: said(e.secret.text) } } : {}),
    ...(e.gm ? { gm: said(e.gm) } : {}),
  };
}

/** A Twenty-One round whose entries in words are in `said` parts; the very round when it has none. */
function partedRoundFromOld(round: unknown): unknown {
  const { log } = (round ?? {}) as { log?: unknown };
  if (!Array.isArray(log) || !log.some(isOldParted)) return round;
  return { ...(round as object), log: log.map((e) => (isOldParted(e) ? partedFromOld(e) : e)) };
}

/** A line an older build wrote in words: an entry with its time and text and nothing else. */
const isOldLine = (entry: unknown): entry is { at: number; text: string } =>
  typeof entry === 'object' &&
  entry !== null &&
  Object.keys(entry).length === 2 &&
  typeof (entry as { text?: unknown }).text === 'string' &&
  typeof (entry as { at?: unknown }).at === 'number';

/**
 * A round whose log's lines in words are `said` lines (machines/table/lines.ts), and whose last roll (Wizards and
 * Thieves') keeps no words of its own, as its line says them; the very round when it has neither.
 */
function roundFromOld(round: unknown): unknown {
  const { log, last } = (round ?? {}) as { log?: unknown; last?: unknown };
  const oldLog = Array.isArray(log) && log.some(isOldLine);
  const oldLast = typeof last === 'object' && last !== null && 'text' in last;
  if (!oldLog && !oldLast) return round;
  const said = oldLog
    ? log.map((e) => (isOldLine(e) ? { at: e.at, say: 'said', text: e.text } : e))
    : log;
  const { text: _, ...lastRoll } = (oldLast ? last : {}) as { text?: unknown };
  return { ...(round as object), log: said, ...(oldLast ? { last: lastRoll } : {}) };
}

/** A persisted table whose seats and round log have today's shape. */
export function tableFromOld(persisted: PersistedTable): PersistedTable {
  const snapshot = persisted.snapshot as { context?: { seats?: unknown; round?: unknown } } | null;
  const context = snapshot?.context;
  if (!context) return persisted;
  const round = DATA_LINES.has(persisted.game)
    ? roundFromOld(context.round)
    : PARTED_LINES.has(persisted.game)
      ? partedRoundFromOld(context.round)
      : context.round;
  const seats = Array.isArray(context.seats)
    ? (context.seats as OldSeat[]).map(seatFromOld)
    : context.seats;
  if (round === context.round && seats === context.seats) return persisted;
  return { ...persisted, snapshot: { ...snapshot, context: { ...context, seats, round } } };
}

/** Whether an entry is, or has a part that is, a line an older build wrote in words. */
const hasSaid = (entry: unknown): boolean => {
  const e = (entry ?? {}) as {
    say?: unknown;
    line?: { say?: unknown };
    close?: { line?: { say?: unknown } };
    secret?: { line?: { say?: unknown } };
    gm?: { say?: unknown };
  };
  return [e.say, e.line?.say, e.close?.line?.say, e.secret?.line?.say, e.gm?.say].includes('said');
};

/**
 * The replayed table `replayed` with the lines in words of an older export's `final` (tableFromOld) in place of the
 * data its replay wrote at the same places: a replay cannot write an old line's words again, so those are taken as
 * recorded, and every other field must still match exactly.
 */
export function withOldLines(replayed: PersistedTable, final: PersistedTable): PersistedTable {
  type Ctx = { context?: { round?: { log?: unknown[] } | null } };
  const oldLog = (final.snapshot as Ctx | null)?.context?.round?.log;
  const ctx = (replayed.snapshot as Ctx | null)?.context;
  const log = ctx?.round?.log;
  if (!oldLog || !log || log.length !== oldLog.length) return replayed;
  const kept = log.map((e, i) => (hasSaid(oldLog[i]) ? oldLog[i] : e));
  const round = { ...ctx!.round!, log: kept };
  return {
    ...replayed,
    snapshot: { ...(replayed.snapshot as object), context: { ...ctx, round } },
  };
}
