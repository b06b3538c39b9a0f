/** How the host makes a session the live one: watches its table and, for the GM, serves the debugger over it. */
import type { AppliedEvent } from '../../machines/engine/table';
import type { HostSetup } from './contract';
import type { LiveHost } from './hostState';
import type { SessionSaver } from './saving';
import { serveDebugger } from './serveDebugger';
import type { HostTable, Session, TableSources } from './session';

export interface AdoptionWiring {
  live: LiveHost;
  setup: HostSetup;
  sources: TableSources;
  saver: SessionSaver;
  enqueue: (task: () => Promise<void> | void) => Promise<void>;
  stopped: () => boolean;
  /** True while the host itself sends to the table; any other change came from the debugger. */
  applying: () => boolean;
  /** A change made beside the host, to count, save and publish. */
  changed: (current: Session, event?: AppliedEvent) => Promise<void>;
}

export interface Adoption {
  /** Makes `next` the live session: watches its table and, for the GM, serves the debugger over it. */
  adopt(next: Session): Promise<void>;
  /** Stops watching the table and serving the debugger. */
  close(): void;
}

export function sessionAdoption(wiring: AdoptionWiring): Adoption {
  const { live, setup, saver, enqueue, changed } = wiring;
  let unwatch = () => {};
  let closeDebugger = () => {};

  async function adopt(next: Session) {
    live.session = next;
    saver.mark(next);
    watch(next);
    if (!setup.serveDebugger) return;
    closeDebugger();
    // The table runs without its debugger if the debugger cannot start.
    const close = await serveDebugger(setup.port.roomId, next, {
      gm: { role: 'gm', id: live.self.id },
      sources: wiring.sources,
      names: () => Object.fromEntries([live.self, ...live.party].map((p) => [p.id, p.name])),
      wanted: () => live.session === next && !wiring.stopped(),
      // A rewind or an import: swap the table at once, so every intent from now on goes to the new one.
      onReplace(table: HostTable) {
        if (live.session !== next) return;
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
      if (!wiring.applying() && step.outcome.ok) void enqueue(() => changed(current, step.event));
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
