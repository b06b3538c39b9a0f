/** The host's state when it is not simply running, and the last refusal. */
import type { TableState } from '../../sync/client';
import { sayReason } from './reasons';

export function HostNotice({ state }: { state: TableState }) {
  if (!state.lease || !state.hostOnline) {
    return (
      <p class="notice">
        {state.self.role === 'GM'
          ? 'Starting the table…'
          : 'Waiting for the GM: the table runs on the GM’s client.'}
      </p>
    );
  }
  if (state.lease.status === 'lost' && state.self.role !== 'GM')
    return <p class="notice">The GM is recovering the table.</p>;
  // A host whose start failed tries again for a while (src/host/runHost.ts); the GM is told by a notification why.
  if (state.lease.status === 'starting') {
    return (
      <p class="notice">
        {state.self.role === 'GM'
          ? 'Starting the table…'
          : 'Waiting for the GM: the table is starting on the GM’s client.'}
      </p>
    );
  }
  return null;
}

/** The last refusal: said in the game's words already inside a game's panel (`withWords`), else in the table's. */
export function Refusal({ state }: { state: TableState }) {
  if (!state.refusal) return null;
  const { reason, type } = state.refusal;
  return (
    <p class="refusal" role="alert">
      {sayReason(undefined, reason, state.view ?? state.table?.view ?? null, type)}
    </p>
  );
}
