/** A player's panel, top to bottom: whose turn and what the table waits on, their own hand, their moves, their skills and bets, the moves withheld now with why, what only they know, the table, and the round log. */
import type { TwentyOneView } from '../../../machines/twenty-one-kit/view';
import { Autoplay } from '../shared/AutoplayOnDemand';
import { JoinForm } from '../shared/JoinForm';
import { Withheld } from '../shared/NotNow';
import { Refusal } from '../shared/Notices';
import { PanelShell } from '../shared/PanelShell';
import { RoundLog } from '../shared/RoundLog';
import type { PanelProps } from '../shared/types';
import type { Worded } from '../shared/words';
import { useSend } from '../shared/useSend';
import { Actions, QUIET, Skills } from './Actions';
import { StatsForm } from './StatsOnDemand';
import type { Hints } from './hints';
import { DuelBoard } from './DuelBoard';
import { RoundResult } from './RoundResult';
import { SeatTable } from './SeatTable';
import { TableHeader } from './TableHeader';
import { PrivateArea, YourHand } from './YourHand';

export function PlayerPanel({
  state,
  send,
  hints,
}: PanelProps<Worded<TwentyOneView>> & { hints: Hints }) {
  const [act, busy] = useSend(send);
  const view = state.view ?? state.table?.view ?? null;
  const mine = view?.seats.find((s) => s.mine && view.viewer.role === 'player');
  const deciding = Boolean(mine && state.view?.deciding === mine.id);
  return (
    <PanelShell state={state} class="panel twenty-one player" act={act} busy={busy}>
      {view && <TableHeader view={view} />}
      {view && <RoundResult view={view} />}
      {mine ? (
        <YourHand seat={mine} view={view!} />
      ) : (
        view &&
        state.view && (
          <JoinForm
            defaultName={state.self.name}
            startingPurse={state.view.options.startingPurse}
            send={act}
          />
        )
      )}
      {mine?.secrets && (view!.phase === 'lobby' || view!.phase === 'roundOver') && (
        <StatsForm seat={mine} send={act} busy={busy} forNpc={false} />
      )}
      {view && <DuelBoard view={view} />}
      <Refusal state={state} />
      {state.view && (
        <Actions
          actions={state.view.actions}
          send={act}
          busy={busy}
          deciding={deciding}
          hints={hints}
          dice={mine?.dice}
        />
      )}
      {/* Your skills, accusations and side bets next: a seat not to act still has these. */}
      {state.view && (
        <Skills
          actions={state.view.actions}
          send={act}
          busy={busy}
          deciding={deciding}
          hints={hints}
          dice={mine?.dice}
        />
      )}
      {state.view && <Withheld view={state.view} act={act} busy={busy} quiet={QUIET} />}
      {/* What only you know reads under all your moves, so a long record never pushes them off the first screen. */}
      {state.view && <PrivateArea view={state.view} />}
      {state.view && <Autoplay view={state.view} send={act} busy={busy} />}
      {view && <SeatTable view={view} />}
      {state.view && <RoundLog log={state.view.log} />}
    </PanelShell>
  );
}
