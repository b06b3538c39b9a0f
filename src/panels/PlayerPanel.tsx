/** A player's panel: the table at a glance, their own hand and purse, their moves, what only they know, and the round log. */
import { Actions, Skills } from './Actions';
import { JoinForm } from './JoinForm';
import { StatsForm } from './LobbyControls';
import { DuelBoard } from './DuelBoard';
import { HostNotice, Refusal } from './Notices';
import { TamperNotice } from './TamperNotice';
import { RoundLog } from './RoundLog';
import { RoundResult } from './RoundResult';
import { SeatTable } from './SeatTable';
import { TableHeader } from './TableHeader';
import type { PanelProps } from './types';
import { useSend } from './useSend';
import { PrivateArea, YourHand } from './YourHand';

export function PlayerPanel({ state, send }: PanelProps) {
  const [act, busy] = useSend(send);
  const view = state.view ?? state.table?.view ?? null;
  const mine = view?.seats.find((s) => s.mine && view.viewer.role === 'player');
  const deciding = Boolean(mine && state.view?.deciding === mine.id);
  return (
    <main class="panel player" data-rev={state.rev}>
      <HostNotice state={state} />
      <TamperNotice state={state} />
      {view && <TableHeader view={view} />}
      {view && <RoundResult view={view} />}
      {mine ? <YourHand seat={mine} view={view!} /> : view && state.view && <JoinForm defaultName={state.self.name} send={act} />}
      {mine?.secrets && (view!.phase === 'lobby' || view!.phase === 'roundOver') && <StatsForm seat={mine} send={act} busy={busy} forNpc={false} />}
      {view && <DuelBoard view={view} />}
      <Refusal state={state} />
      {state.view && <Actions actions={state.view.actions} send={act} busy={busy} deciding={deciding} />}
      {view && <SeatTable view={view} />}
      {state.view && <Skills actions={state.view.actions} send={act} busy={busy} deciding={deciding} />}
      {state.view && <PrivateArea view={state.view} />}
      {state.view && <RoundLog log={state.view.log} />}
    </main>
  );
}
