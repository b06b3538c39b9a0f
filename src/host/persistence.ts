/**
 * What the host saves after every change, so a reload of the GM's page or a
 * restart of the background page resumes exactly where the table was: the
 * table's snapshot, its recent event log, the ids of intents already handled,
 * and the revision and id the public table carries.
 */
import * as v from 'valibot';
import { GAME_IDS } from '../../machines/catalog';
import type { AppliedEvent, PersistedTable } from '../../machines/engine/table';
import type { RememberedOptions } from './gameChoice';
import { idbGet, idbPut, idbVolatile } from '../sync/idb';
import { HOST_RECORD_FORMAT, migrate } from './migrations';

export interface HostRecord {
  format: typeof HOST_RECORD_FORMAT;
  tableId: string;
  rev: number;
  table: PersistedTable;
  /** The most recent applied events, oldest first (at most `MAX_EVENTS`). */
  events: AppliedEvent[];
  /** Intent ids already handled, oldest first (at most `MAX_SEEN_IDS`). */
  seenIntentIds: string[];
  /** The options of the other games this table played (see gameChoice.ts). */
  options: RememberedOptions;
}

/** Enough for many rounds of audit; older events are dropped. */
export const MAX_EVENTS = 1000;
/** A replayed id older than this many intents is no longer recognised (the rules still refuse most stale intents). */
export const MAX_SEEN_IDS = 4096;

const recordSchema = v.object({
  format: v.literal(HOST_RECORD_FORMAT),
  tableId: v.string(),
  rev: v.pipe(v.number(), v.integer(), v.minValue(0)),
  table: v.object({ format: v.number(), game: v.picklist(GAME_IDS, 'a game this build does not serve'), snapshot: v.unknown() }),
  events: v.array(v.looseObject({ type: v.string() })),
  seenIntentIds: v.array(v.string()),
  options: v.record(v.picklist(GAME_IDS), v.record(v.string(), v.unknown())),
});

/** Where saved tables live: IndexedDB in the browser, a Map in tests. */
export interface HostStore {
  load(name: string): Promise<unknown>;
  save(name: string, record: HostRecord): Promise<void>;
  /** True when saved tables do not outlive this page (storage refused: see idb.ts). */
  volatile?(): Promise<boolean>;
}

export function memoryHostStore(): HostStore & { records: Map<string, string> } {
  const records = new Map<string, string>();
  return {
    records,
    load: async (name) => (records.has(name) ? JSON.parse(records.get(name)!) : undefined),
    save: async (name, record) => void records.set(name, JSON.stringify(record)),
  };
}

export const indexedDbHostStore: HostStore = {
  load: (name) => idbGet('tables', name),
  save: (name, record) => idbPut('tables', name, record),
  volatile: idbVolatile,
};

/** Saved tables are per room and per GM: another GM (another device) does not have this one. */
export const recordName = (roomId: string, playerId: string): string => `${roomId}/${playerId}`;

/** Reads and migrates a saved record; null when there is none or it cannot be read (the reason is returned). */
export async function loadRecord(store: HostStore, name: string): Promise<{ record: HostRecord | null; problem?: string }> {
  const raw = await store.load(name);
  if (raw === undefined || raw === null) return { record: null };
  try {
    const migrated = migrate(raw as Record<string, unknown>);
    const parsed = v.safeParse(recordSchema, migrated);
    if (!parsed.success) return { record: null, problem: `The saved table is damaged (${parsed.issues[0]!.message}).` };
    return { record: parsed.output as unknown as HostRecord };
  } catch (error) {
    return { record: null, problem: (error as Error).message };
  }
}

/** Keeps the newest `max` entries. */
export function keepLast<T>(items: T[], max: number): T[] {
  return items.length > max ? items.slice(items.length - max) : items;
}
