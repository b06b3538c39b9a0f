/** Shown while the room holds (or just held) a table the host did not sign; the table shown is the last genuine one. */
import type { TableState } from '../../sync/client';

const WHAT: Record<NonNullable<TableState['tampered']>['reason'], string> = {
  unsigned: 'an unsigned table',
  'bad signature': 'a table the host did not sign',
  replayed: 'an older table',
};

export function TamperNotice({ state }: { state: TableState }) {
  if (!state.tampered) return null;
  const at = new Date(state.tampered.at).toLocaleTimeString();
  return (
    <p class="refusal" role="alert" aria-label="Tampering">
      Someone wrote {WHAT[state.tampered.reason]} into the room at {at}. It is not shown: this is
      the last table the host signed.
    </p>
  );
}

/** Shown while the host's table is in a format this page does not read: a newer build's. The page's own view still plays. */
export function UnreadableNotice({ state }: { state: TableState }) {
  if (!state.unreadable) return null;
  return (
    <p class="refusal" role="alert" aria-label="Another version">
      The GM's table was written by a newer version of Tavern Twenty-One than this page: reload the
      extension to see it.
    </p>
  );
}
