/**
 * What the host saves after every change, so a reload of the GM's page or a
 * restart of the background page resumes exactly where the table was: the
 * table's snapshot with the revision and id the public table carries (the
 * head record, under the record's name), the snapshot's long arrays apart
 * (savedSnapshot.ts), and two logs, all saved in pieces beside the head
 * (savedLog.ts): the table's recent events and the ids of intents already
 * handled. A save writes the head, the newest piece of each log or array that
 * grew, and deletes the pieces no longer needed, all in one transaction.
 */
import * as v from 'valibot';
import { GAME_IDS } from '../../machines/catalog';
import type { AppliedEvent, PersistedTable } from '../../machines/engine/table';
import type { RememberedOptions } from './gameChoice';
import { idbGetMany, idbVolatile, idbWrite, type IdbChange } from '../sync/idb';
import { HOST_RECORD_FORMAT } from './recordFormat';
import {
  EVENTS_CHUNK,
  SEEN_CHUNK,
  chunkKeys,
  logFrom,
  noHead,
  type Log,
  type LogHead,
} from './savedLog';
import { joinSnapshot, partKeys, partsFrom, type StoredPart } from './savedSnapshot';

/** A saved table as the host resumes it. */
export interface HostRecord {
  tableId: string;
  rev: number;
  table: PersistedTable;
  /** The most recent applied events (at most `MAX_EVENTS`). */
  events: Log<AppliedEvent>;
  /** Intent ids already handled (at most `MAX_SEEN_IDS`). */
  seenIntentIds: Log<string>;
  /** The options of the other games this table played (see gameChoice.ts). */
  options: RememberedOptions;
}

/** Which entries of each log, and of the snapshot's long arrays, the store holds in pieces (none yet for a table an older build saved). */
export interface StoredLogs {
  tableId: string | null;
  events: LogHead;
  seenIntentIds: LogHead;
  parts: readonly StoredPart[];
}

export const NOTHING_STORED: StoredLogs = {
  tableId: null,
  events: noHead(EVENTS_CHUNK),
  seenIntentIds: noHead(SEEN_CHUNK),
  parts: [],
};

/** Enough for many rounds of audit; older events are dropped. */
export const MAX_EVENTS = 1000;
/** A replayed id older than this many intents is no longer recognised (the rules still refuse most stale intents). */
export const MAX_SEEN_IDS = 4096;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const size = v.pipe(v.number(), v.integer(), v.minValue(1));
const logHead = v.object({
  first: count,
  next: count,
  size,
  carried: v.optional(v.array(v.unknown())),
});
const partHead = v.object({
  path: v.array(v.union([v.string(), count])),
  first: count,
  next: count,
  size,
});
const headSchema = v.object({
  format: v.literal(HOST_RECORD_FORMAT),
  tableId: v.string(),
  rev: count,
  table: v.object({
    format: v.number(),
    game: v.picklist(GAME_IDS, 'a game this build does not serve'),
    snapshot: v.unknown(),
  }),
  events: logHead,
  seenIntentIds: logHead,
  parts: v.array(partHead),
  options: v.record(v.picklist(GAME_IDS), v.record(v.string(), v.unknown())),
});
const logsSchema = v.object({
  events: v.array(v.looseObject({ type: v.string() })),
  seenIntentIds: v.array(v.string()),
});

/** Where saved tables live: IndexedDB in the browser, a Map in tests. */
export interface HostStore {
  /** The records stored under `keys` (undefined where none), read together. */
  read(keys: readonly string[]): Promise<unknown[]>;
  /** Puts and deletes records together: when it fails, the store is as it was. */
  write(change: IdbChange): Promise<void>;
  /** True when saved tables do not outlive this page (storage refused: see idb.ts). */
  volatile?(): Promise<boolean>;
}

/** A store in memory; `records` holds each record's JSON by key. */
export function memoryHostStore(): HostStore & { records: Map<string, string> } {
  const records = new Map<string, string>();
  return {
    records,
    read: async (keys) =>
      keys.map((key) => (records.has(key) ? JSON.parse(records.get(key)!) : undefined)),
    async write(change) {
      const values = change.put.map(([key, value]) => [key, JSON.stringify(value)] as const);
      change.delete.forEach((key) => records.delete(key));
      values.forEach(([key, value]) => records.set(key, value));
    },
  };
}

export const indexedDbHostStore: HostStore = {
  read: (keys) => idbGetMany('tables', keys),
  write: (change) => idbWrite('tables', change),
  volatile: idbVolatile,
};

/** Saved tables are per room and per GM: another GM (another device) does not have this one. */
export const recordName = (roomId: string, playerId: string): string => `${roomId}/${playerId}`;
/** Where the pieces of a record's logs are kept. */
export const eventsPrefix = (name: string): string => `${name}/events`;
export const seenPrefix = (name: string): string => `${name}/seen`;

export interface Loaded {
  record: HostRecord | null;
  /** What the store holds of the record's logs, whether or not the record can be read. */
  stored: StoredLogs;
  problem?: string;
}

/** The record in the current format: the migrations load only for another (an older one, or one they refuse). */
async function current(record: Record<string, unknown>): Promise<Record<string, unknown>> {
  if (record.format === HOST_RECORD_FORMAT) return record;
  const { migrate } = await import('./migrations');
  return migrate(record);
}

/** A record that cannot be read, and why, said to the GM. */
const damaged = (stored: StoredLogs, why: string): Loaded => ({
  record: null,
  stored,
  problem: `The saved table is damaged (${why}).`,
});

/** The record's logs and snapshot parts, every piece in one read; a missing piece makes its log or the parts null. */
async function readPieces(store: HostStore, name: string, head: v.InferOutput<typeof headSchema>) {
  const keys = [
    chunkKeys(eventsPrefix(name), head.events),
    chunkKeys(seenPrefix(name), head.seenIntentIds),
    ...partKeys(name, head.parts),
  ];
  const read = keys.flat().length ? await store.read(keys.flat()) : [];
  let at = 0;
  const [eventChunks, seenChunks, ...partChunks] = keys.map((list) => {
    const chunk = read.slice(at, at + list.length);
    at += list.length;
    return chunk;
  });
  const events = carriedOn(head.events, eventChunks!);
  const seenIntentIds = carriedOn(head.seenIntentIds, seenChunks!);
  const parts = partsFrom(head.parts, partChunks);
  return { events, seenIntentIds, parts };
}

/** Reads and migrates a saved record with its logs and parts; null when there is none or it cannot be read (the reason is returned). */
export async function loadRecord(store: HostStore, name: string): Promise<Loaded> {
  const [raw] = await store.read([name]);
  if (raw === undefined || raw === null) return { record: null, stored: NOTHING_STORED };
  let stored = NOTHING_STORED;
  try {
    const parsed = v.safeParse(headSchema, await current(raw as Record<string, unknown>));
    if (!parsed.success) return damaged(stored, parsed.issues[0]!.message);
    const head = parsed.output;
    // Until the parts are read, what they held is not known: a save writes them again whole.
    const unread = head.parts.map(
      (part): StoredPart => ({ path: part.path, head: bounds(part), texts: null }),
    );
    stored = {
      tableId: head.tableId,
      events: bounds(head.events),
      seenIntentIds: bounds(head.seenIntentIds),
      parts: unread,
    };
    const { events, seenIntentIds, parts } = await readPieces(store, name, head);
    if (!events || !seenIntentIds || !parts) return damaged(stored, 'a piece of it is missing');
    if (!joinSnapshot(head.table, parts))
      return damaged(stored, 'a part of its snapshot has no place in it');
    // An older record's round log may hold lines in words: each is the table's `said` line (machines/table/legacy.ts).
    const table =
      (raw as { format?: unknown }).format === HOST_RECORD_FORMAT
        ? head.table
        : (await import('../../machines/table/legacy')).tableFromOld(head.table as PersistedTable);
    const logs = v.safeParse(logsSchema, {
      events: events.entries,
      seenIntentIds: seenIntentIds.entries,
    });
    if (!logs.success) return damaged(stored, logs.issues[0]!.message);
    stored = {
      ...stored,
      parts: parts.map((part, i) => ({
        ...unread[i]!,
        texts: part.entries.map((entry) => JSON.stringify(entry)),
      })),
    };
    const record = {
      tableId: head.tableId,
      rev: head.rev,
      table,
      options: head.options,
      events,
      seenIntentIds,
    };
    return { record: record as unknown as HostRecord, stored };
  } catch (error) {
    return { record: null, stored, problem: (error as Error).message };
  }
}

const bounds = ({ first, next, size }: LogHead): LogHead => ({ first, next, size });

/** A log from its stored pieces as read, then the entries an older build's record carried in itself; null when a piece is missing. */
function carriedOn(
  head: LogHead & { carried?: unknown[] },
  chunks: unknown[],
): Log<unknown> | null {
  const log = logFrom(head, chunks);
  if (!log) return null;
  const carried = head.carried ?? [];
  return { next: log.next + carried.length, entries: [...log.entries, ...carried] };
}
