/**
 * What frames every game's panel: the host's state, any tampering and what the GM did to the table above the game's
 * own content; below it, a question before a move that cannot be undone, and the GM's debugger.
 */
import type { ComponentChildren } from 'preact';
import type { TableState } from '../../sync/client';
import { ConfirmBar } from './Confirm';
import { DebuggerButton } from './DebuggerButton';
import { HostNotice } from './Notices';
import { TableNews } from './TableNews';
import { TamperNotice, UnreadableNotice } from './TamperNotice';

export function PanelShell({
  state,
  class: className,
  openDebugger,
  children,
}: {
  state: TableState;
  class: string;
  openDebugger?: (() => Promise<void>) | undefined;
  children: ComponentChildren;
}) {
  return (
    <main class={className} data-rev={state.rev}>
      <HostNotice state={state} />
      <TamperNotice state={state} />
      <UnreadableNotice state={state} />
      <TableNews view={state.view} />
      {children}
      <ConfirmBar />
      {state.self.role === 'GM' && openDebugger && <DebuggerButton open={openDebugger} />}
    </main>
  );
}
