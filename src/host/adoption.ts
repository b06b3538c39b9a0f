/** How the host watches the live session's table and, for the GM, serves the debugger over it. */
import type { AppliedEvent } from '../../machines/engine/table';
import type { PartyPlayer } from '../plugin/port';
import { serveDebugger } from './serveDebugger';
import type { HostTable, Session, TableSources } from './session';

export interface Watching {
  /** The room the debugger is served in; null when the host serves none. */
  roomId: string | null;
  sources: TableSources;
  enqueue: (task: () => Promise<void> | void) => Promise<void>;
  /** This client first, then the party: the GM the debugger acts as, and the names its log shows. */
  people: () => PartyPlayer[];
  /** Still wanted: `next` is the live session, and the host still runs. */
  wanted: (next: Session) => boolean;
  /** True while the host itself sends to the table; any other change came from the debugger. */
  applying: () => boolean;
  /** A change made beside the host, to count, save and publish. */
  changed: (current: Session, event?: AppliedEvent) => Promise<void>;
}

export interface Adoption {
  /** Watches `next`'s table and, for the GM, serves the debugger over it. */
  adopt(next: Session): Promise<void>;
  /** Stops watching the table and serving the debugger. */
  close(): void;
}

export function sessionAdoption(watching: Watching): Adoption {
  const { roomId, enqueue, changed } = watching;
  let unwatch = () => {};
  let closeDebugger = () => {};

  async function adopt(next: Session) {
    watch(next);
    if (roomId === null) return;
    closeDebugger();
    const [self] = watching.people();
    // The table runs without its debugger if the debugger cannot start.
    const close = await serveDebugger(roomId, next, {
      gm: { role: 'gm', id: self!.id },
      sources: watching.sources,
      names: () => Object.fromEntries(watching.people().map((p) => [p.id, p.name])),
      wanted: () => watching.wanted(next),
      // A rewind or an import: swap the table at once, so every intent from now on goes to the new one.
      onReplace(table: HostTable) {
        if (!watching.wanted(next)) return;
        next.table = table;
        watch(next);
        void enqueue(() => changed(next));
      },
    }).catch((error) => {
      console.warn('The debugger cannot be served:', error);
      return null;
    });
    if (close) closeDebugger = close;
  }

  /** Notices changes the host did not make itself (the GM sending from the debugger). */
  function watch(current: Session) {
    unwatch();
    unwatch = current.table.subscribe((step) => {
      if (!watching.applying() && step.outcome.ok) void enqueue(() => changed(current, step.event));
    });
  }

  return {
    adopt,
    close() {
      unwatch();
      closeDebugger();
    },
  };
}
