/** The GM's panel: the whole table, lobby controls, the round's controls and the NPCs' moves. */
import { Actions } from './Actions';
import { LobbyControls } from './LobbyControls';
import { HostNotice, Refusal } from './Notices';
import { TamperNotice } from './TamperNotice';
import { Recovery } from './Recovery';
import { RoundLog } from './RoundLog';
import { RoundResult } from './RoundResult';
import { SeatTable } from './SeatTable';
import { TableHeader } from './TableHeader';
import type { PanelProps } from './types';
import { useSend } from './useSend';

export function GmPanel({ state, send, recover }: PanelProps) {
  const [act, busy] = useSend(send);
  const view = state.view ?? state.table?.view ?? null;
  if (state.lease?.status === 'lost' && state.hostOnline) return <Recovery state={state} recover={recover} />;
  return (
    <main class="panel gm" data-rev={state.rev}>
      <HostNotice state={state} />
      <TamperNotice state={state} />
      {view && <TableHeader view={view} />}
      {view && <RoundResult view={view} />}
      <Refusal state={state} />
      {state.view && <Actions actions={state.view.actions} send={act} busy={busy} />}
      {state.view?.phase === 'lobby' && <LobbyControls view={state.view} send={act} busy={busy} />}
      {view && <SeatTable view={view} />}
      {state.view && <RoundLog log={state.view.log} />}
    </main>
  );
}
