/**
 * Stands in front of anything that shows hidden information while the GM
 * plays at the table: it says so, and shows it only after a click. One click
 * opens every secret view for this session of the debugger.
 */
import type { ComponentChildren } from 'preact';

/** Whether to ask before showing secrets, and whether the GM already said yes. */
export interface Gate {
  /** The GM plays a seat (or the table's GM role is NPC). */
  gmPlays: boolean;
  accepted: boolean;
  onAccept: () => void;
}

interface SecretsGateProps extends Gate {
  children: ComponentChildren;
}

export function SecretsGate({ gmPlays, accepted, onAccept, children }: SecretsGateProps) {
  if (!gmPlays || accepted) return <>{children}</>;
  return (
    <div class="dbg-warning" role="alert">
      <p>
        <strong>This shows every player&rsquo;s secrets</strong>: hole dice and everything else the
        table hides from them. You play at this table as an NPC, so what you see here is what your
        players trust you not to look at.
      </p>
      <p>Open it to settle a dispute or fix a ruling, then close it.</p>
      <button type="button" class="dbg-danger" onClick={onAccept}>
        Show the secrets
      </button>
    </div>
  );
}
