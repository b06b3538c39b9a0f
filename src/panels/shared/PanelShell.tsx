/** What frames every game's panel: the host's state and any tampering above the game's own content, the GM's debugger below it. */
import type { ComponentChildren } from 'preact';
import type { TableState } from '../../sync/client';
import { DebuggerButton } from './DebuggerButton';
import { HostNotice } from './Notices';
import { TamperNotice } from './TamperNotice';

export function PanelShell({ state, class: className, roomId, children }: { state: TableState; class: string; roomId?: string | undefined; children: ComponentChildren }) {
  return (
    <main class={className} data-rev={state.rev}>
      <HostNotice state={state} />
      <TamperNotice state={state} />
      {children}
      {state.self.role === 'GM' && roomId && <DebuggerButton roomId={roomId} />}
    </main>
  );
}
