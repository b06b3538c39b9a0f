/**
 * The host's saves, and what it falls back to when one fails: a change is
 * kept only once it is saved (docs/runtime.md, "Persistence"), so a failed
 * save (a full disk, storage taken away) puts the table back as it was last
 * saved and the sender is refused.
 */
import { restoreTable, type AppliedEvent, type PersistedTable } from '../../machines/engine/table';
import { hostFigures } from './figures';
import type { HostStore } from './persistence';
import { recordOf, type HostTable, type Session, type TableSources } from './session';

export const NOT_SAVED = 'The GM’s device could not save the table, so nothing was done. Try again in a moment.';

export interface SessionSaver {
  /** Takes `session` as saved as it is now (a session just loaded or recovered). */
  mark(session: Session): void;
  /** Saves `session`; rejects when the store does. */
  save(session: Session): Promise<void>;
  /** Puts `session` back as it was last saved. */
  revert(session: Session): void;
}

export function sessionSaver(store: HostStore, name: string, sources: TableSources, seen: Iterable<string>): SessionSaver {
  const saved = new WeakMap<Session, { table: PersistedTable; rev: number; events: AppliedEvent[] }>();
  return {
    mark(session) {
      saved.set(session, { table: session.table.persist(), rev: session.rev, events: session.events });
    },
    async save(session) {
      const record = recordOf(session, seen);
      await store.save(name, record);
      hostFigures()?.saved.push(JSON.stringify(record).length);
      saved.set(session, { table: record.table, rev: record.rev, events: record.events });
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
