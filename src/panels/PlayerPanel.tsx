/** A player's panel: the table, their own hand and purse, their moves, and the round log. */
import { Actions } from './Actions';
import { gp } from './format';
import { JoinForm } from './JoinForm';
import { HostNotice, Refusal } from './Notices';
import { TamperNotice } from './TamperNotice';
import { RoundLog } from './RoundLog';
import { RoundResult } from './RoundResult';
import { SeatTable } from './SeatTable';
import { TableHeader } from './TableHeader';
import type { PanelProps } from './types';
import { useSend } from './useSend';

export function PlayerPanel({ state, send }: PanelProps) {
  const [act, busy] = useSend(send);
  const view = state.view ?? state.table?.view ?? null;
  const mine = view?.seats.find((s) => s.mine && view.viewer.role === 'player');
  const hole = mine?.dice.find((d) => d.hole);
  return (
    <main class="panel player" data-rev={state.rev}>
      <HostNotice state={state} />
      <TamperNotice state={state} />
      {view && <TableHeader view={view} />}
      {view && <RoundResult view={view} />}
      {mine ? (
        <section class="hand" aria-label="Your hand">
          <p>
            Your purse: <strong>{gp(mine.purse)}</strong>
            {mine.total !== null && (
              <>
                {' '}
                · your total: <strong>{mine.total}</strong>
              </>
            )}
            {hole?.face != null && <> · your hole die: {hole.face}</>}
            {mine.isTurn && <strong> · your turn</strong>}
          </p>
        </section>
      ) : (
        view && state.view && <JoinForm defaultName={state.self.name} send={act} />
      )}
      <Refusal state={state} />
      {state.view && <Actions actions={state.view.actions} send={act} busy={busy} />}
      {view && <SeatTable view={view} />}
      {state.view && <RoundLog log={state.view.log} />}
    </main>
  );
}
