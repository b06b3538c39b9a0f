/**
 * What frames every game's panel: the host's state, any tampering, what the GM did to the table and the purses asked
 * for above the game's own content; below it, the GM's debugger. A question before a move that cannot be undone opens
 * beside the move's button (./Confirm.tsx); after a move, focus goes on to the panel's next move (./focus.ts).
 */
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import type { TableState } from '../../sync/client';
import { ConfirmBar } from './Confirm';
import { DebuggerButton, PlaceTableButton, PurseRequests } from './GmOnDemand';
import { useFocusAfterMove } from './focus';
import { HostNotice } from './Notices';
import { onDemand } from './onDemand';
import { TableNews } from './TableNews';
import { TamperNotice, UnreadableNotice } from './TamperNotice';
import { YourRequest } from './YourRequest';

/** A self-playing seat's line in character, loaded the first time a table has one to say. */
const InCharacter = onDemand(() => import('./inCharacter').then((m) => m.InCharacter));

export function PanelShell({
  state,
  class: className,
  openDebugger,
  act,
  busy = false,
  children,
}: {
  state: TableState;
  class: string;
  openDebugger?: (() => Promise<void>) | undefined;
  /** How the panel sends a move: the GM answers purse requests with it. */
  act?: ((intent: unknown) => void) | undefined;
  busy?: boolean;
  children: ComponentChildren;
}) {
  const main = useRef<HTMLElement>(null);
  useFocusAfterMove(main);
  const gm = state.self.role === 'GM';
  const own = state.view;
  return (
    // Focusable by script only: where focus goes when a move leaves the panel nothing else to focus (./focus.ts).
    <main ref={main} class={className} data-rev={state.rev} tabIndex={-1}>
      <HostNotice state={state} />
      <TamperNotice state={state} />
      <UnreadableNotice state={state} />
      <TableNews view={own} />
      {own && 'said' in own && own.said !== undefined && (
        <InCharacter view={own as Parameters<typeof InCharacter>[0]['view']} />
      )}
      {own && gm && act && <PurseRequests view={own} act={act} busy={busy} />}
      {own && !gm && <YourRequest seats={own.seats} />}
      {children}
      <ConfirmBar />
      {gm && own?.phase === 'lobby' && <PlaceTableButton />}
      {gm && openDebugger && <DebuggerButton open={openDebugger} />}
    </main>
  );
}
