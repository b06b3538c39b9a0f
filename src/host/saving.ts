/**
 * The host's saves, and what it falls back to when one fails: a change is
 * kept only once it is saved (docs/runtime.md, "Persistence"), so a failed
 * save (a full disk, storage taken away) puts the table back as it was last
 * saved and the sender is refused. A save writes the head record and what
 * changed of the logs (savedLog.ts) and of the snapshot's long arrays
 * (savedSnapshot.ts) in one transaction, so a failed one leaves the last save
 * whole.
 */
import { restoreTable, type AppliedEvent, type PersistedTable } from '../../machines/engine/table';
import { hostFigures } from './figures';
import { HOST_RECORD_FORMAT } from './recordFormat';
import type { IdbChange } from '../sync/idb';
import type { HostReason } from '../sync/reasons';
import {
  NOTHING_STORED,
  eventsPrefix,
  seenPrefix,
  type HostRecord,
  type HostStore,
  type StoredLogs,
} from './persistence';
import { EVENTS_CHUNK, SEEN_CHUNK, logWrite, type Log } from './savedLog';
import { partsWrite, splitSnapshot } from './savedSnapshot';
import type { HostTable, Session, TableSources } from './session';

export const NOT_SAVED: HostReason = { why: 'notSaved' };

export interface SessionSaver {
  /** What the store holds of the logs, as the start found it. */
  found(stored: StoredLogs): void;
  /** Takes `session` as saved as it is now (a session just loaded or recovered). */
  mark(session: Session): void;
  /** Saves `session` with the intent ids handled so far; rejects when the store does. */
  save(session: Session): Promise<void>;
  /** Puts `session` back as it was last saved. */
  revert(session: Session): void;
}

export function sessionSaver(
  store: HostStore,
  name: string,
  sources: TableSources,
  seen: () => Log<string>,
): SessionSaver {
  let stored = NOTHING_STORED;
  const saved = new WeakMap<
    Session,
    { table: PersistedTable; rev: number; events: Log<AppliedEvent> }
  >();
  return {
    found(logs) {
      stored = logs;
    },
    mark(session) {
      saved.set(session, {
        table: session.table.persist(),
        rev: session.rev,
        events: session.events,
      });
    },
    async save(session) {
      const table = session.table.persist();
      const { change, after } = recordChange(name, stored, {
        tableId: session.tableId,
        rev: session.rev,
        table,
        options: session.options,
        events: session.events,
        seenIntentIds: seen(),
      });
      await store.write(change);
      // The bench's own count, once the host's turn is over: it is not the host's work.
      const figures = hostFigures();
      if (figures)
        setTimeout(() =>
          figures.saved.push(
            change.put.reduce((bytes, [, value]) => bytes + JSON.stringify(value).length, 0),
          ),
        );
      stored = after;
      saved.set(session, { table, rev: session.rev, events: session.events });
    },
    revert(session) {
      const last = saved.get(session);
      if (!last) return;
      session.table = restoreTable(session.definition, last.table, sources) as HostTable;
      session.rev = last.rev;
      session.events = last.events;
    },
  };
}

/**
 * What saving `record` writes when the store holds `stored` of it: the head
 * and the pieces that changed, and what the store holds after. `anew` writes
 * every log whole (a record put in place of the stored one).
 */
export function recordChange(
  name: string,
  stored: StoredLogs,
  record: HostRecord,
  anew = false,
): { change: IdbChange; after: StoredLogs } {
  const split = splitSnapshot(record.table);
  const parts = partsWrite(
    name,
    anew ? stored.parts.map((part) => ({ ...part, texts: null })) : stored.parts,
    split.parts,
  );
  const { events: eventLog, seenIntentIds: ids } = record;
  // Another table's events are replaced whole; the seen ids are the host's, whichever table it holds.
  const events = logWrite(
    eventsPrefix(name),
    stored.events,
    eventLog,
    anew || stored.tableId !== record.tableId || eventLog.next < stored.events.next,
    EVENTS_CHUNK,
  );
  const seenIds = logWrite(
    seenPrefix(name),
    stored.seenIntentIds,
    ids,
    anew || ids.next < stored.seenIntentIds.next,
    SEEN_CHUNK,
  );
  const head = {
    format: HOST_RECORD_FORMAT,
    tableId: record.tableId,
    rev: record.rev,
    table: split.head,
    options: record.options,
    events: events.head,
    seenIntentIds: seenIds.head,
    parts: parts.heads,
  };
  return {
    change: {
      put: [[name, head], ...events.put, ...seenIds.put, ...parts.write.put],
      delete: [...events.delete, ...seenIds.delete, ...parts.write.delete],
    },
    after: {
      tableId: record.tableId,
      events: events.head,
      seenIntentIds: seenIds.head,
      parts: parts.stored,
    },
  };
}
