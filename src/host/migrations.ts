/**
 * Every shape the host has saved a table in, and the step from each to the
 * next. A saved record is migrated step by step up to `HOST_RECORD_FORMAT` (recordFormat.ts)
 * before it is read; a record from a newer build is not read at all.
 */
import type { PersistedTable } from '../../machines/engine/table';
import { tableFromOld } from '../../machines/table/legacy';
import { HOST_RECORD_FORMAT } from './recordFormat';

type Step = (record: Record<string, unknown>) => Record<string, unknown>;

/** `migrations[n]` turns a format-n record into format n+1. */
export const migrations: Record<number, Step> = {
  /**
   * Format 0 kept the persisted table as `snapshot` and did not remember
   * intent ids. Format 1 names it `table` and adds the seen-ids set (empty: ids
   * applied before the upgrade are not known, so only new ones are refused).
   */
  0: ({ snapshot, ...rest }) => ({ ...rest, format: 1, table: snapshot, seenIntentIds: [] }),
  /** Format 2 remembers each game's options for when the GM changes the game and back; a format-1 table played one game only. */
  1: (record) => ({ ...record, format: 2, options: {} }),
  /**
   * Format 3 keeps the events and the seen ids in pieces beside the record
   * (savedLog.ts), so a save no longer rewrites them whole. A format-2 record
   * has them in itself: they are carried over, and the first save writes them
   * into pieces.
   */
  2: ({ events, seenIntentIds, ...rest }) => ({
    ...rest,
    format: 3,
    events: { first: 0, next: 0, carried: events },
    seenIntentIds: { first: 0, next: 0, carried: seenIntentIds },
  }),
  /**
   * Format 4 keeps the snapshot's long arrays (a round's log, the ledger's
   * journal) in pieces beside the head too (savedSnapshot.ts), so a save
   * writes only their new entries, and each log's head says how many entries
   * its pieces hold. A format-3 head holds the whole snapshot: it has no
   * parts, and the first save writes them; its logs were in pieces of 64 and
   * go on so until they are written anew (a new table's events).
   */
  3: ({ events, seenIntentIds, ...rest }) => ({
    ...rest,
    format: 4,
    events: { ...(events as object), size: 64 },
    seenIntentIds: { ...(seenIntentIds as object), size: 64 },
    parts: [],
  }),
  /**
   * Format 5 keeps what a game holds on a seat (a Twenty-One seat's stats and
   * Heat) in the seat's traits; format 4 had them as fields of every seat.
   */
  4: ({ table, ...rest }) => ({
    ...rest,
    format: 5,
    table: table && typeof table === 'object' ? tableFromOld(table as PersistedTable) : table,
  }),
  /**
   * Format 6 names a self-playing NPC's level for a table (`novice`, `regular`, `shark`); format 5 saved
   * `forgiving` (now `regular`, which plays as it did) or `best` (now `shark`).
   */
  5: ({ table, ...rest }) => ({
    ...rest,
    format: 6,
    table: table && typeof table === 'object' ? tableFromOld(table as PersistedTable) : table,
  }),
  /**
   * Format 7 may hold a player's seat on autoplay (a `selfPlay` on a player's seat, with where it began, `since`),
   * which an older build would play as the GM acting for an NPC, and its round logs hold lines as data
   * (machines/engine/line.ts) where format 6's held some in words. A format-6 record holds no autoplay; a long log is
   * in parts, not in the head yet, so its lines in words become `said` lines once the parts are joined
   * (persistence.ts, tableFromOld).
   */
  6: (record) => ({ ...record, format: 7 }),
  /**
   * Format 8's round logs hold Black Baron's, In Between's, Three-Dragon Ante's and Wizards and Thieves' lines as
   * data too, where format 7 held them in words: they become `said` lines as format 6's Goblin lines do.
   */
  7: (record) => ({ ...record, format: 8 }),
  /**
   * Format 9's round logs hold Standard's and Classic's Twenty-One lines as data, where format 8 held each part of an
   * entry (what everyone reads, a contest's numbers, a seat's secret, the GM's note) in words: each part becomes a
   * `said` line, a secret still sealed to its seat (machines/table/legacy.ts, joined as format 7's are).
   */
  8: (record) => ({ ...record, format: 9 }),
};

/** Migrates a record to the current format; throws when it is newer than this build or has no known format. */
export function migrate(record: Record<string, unknown>): Record<string, unknown> {
  let current = record;
  for (;;) {
    const format = current.format;
    if (format === HOST_RECORD_FORMAT) return current;
    if (typeof format !== 'number' || !Number.isInteger(format) || format > HOST_RECORD_FORMAT) {
      throw new Error(
        `A table saved in format ${String(format)} cannot be read by this build (format ${HOST_RECORD_FORMAT}).`,
      );
    }
    const step = migrations[format];
    if (!step) throw new Error(`No migration from format ${format}.`);
    current = step(current);
  }
}
