/**
 * The GM's statechart debugger, served beside the live table on the GM's own
 * browser (docs/debugger.md, "Wiring"). Its code is loaded on demand, so a
 * host that does not serve it never downloads it: the recording of the table
 * when the host takes it, the rest when the GM first opens the debugger.
 */
import { localChannelTransport } from '../plugin/localChannel';
import { debuggerChannel } from '../sync/wire';
import type { HostTable, Session, TableSources } from './session';

export interface DebuggerServing {
  gm: { role: 'gm'; id: string };
  sources: TableSources;
  /** The room's player names by player id, so the debugger's log names its senders. */
  names(): Record<string, string>;
  /** Still wanted once the code has loaded: the session is still the host's, and the host still runs. */
  wanted(): boolean;
  /** A rewind or an import replaced the table. */
  onReplace(table: HostTable): void;
}

/** Serves the debugger over `session`'s table; resolves with the way to stop (once; again does nothing), or null when it was no longer wanted. */
export async function serveDebugger(
  roomId: string,
  session: Session,
  serving: DebuggerServing,
): Promise<(() => void) | null> {
  const { serveRecorded } = await import('../debugger/host');
  if (!serving.wanted()) return null;
  return serveRecorded(
    localChannelTransport(debuggerChannel(roomId)),
    session.definition,
    session.table,
    {
      gm: serving.gm,
      setup: serving.sources,
      names: serving.names,
      onReplace: (table) => serving.onReplace(table as HostTable),
    },
  );
}
