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
      Someone wrote {WHAT[state.tampered.reason]} into the room at {at}. It is not shown: this is the last table the host signed.
    </p>
  );
}
