/** The GM's panel: the whole table, the lobby, the round's controls, and each NPC seat's hand and moves. */
import type { TwentyOneView } from '../../../machines/twenty-one/view';
import { byActor, type NpcActions, takenOverFirst } from '../shared/byActor';
import { LobbyControls } from '../shared/LobbyOnDemand';
import { Withheld } from '../shared/NotNow';
import { Refusal } from '../shared/Notices';
import { PanelShell } from '../shared/PanelShell';
import { RoundLog } from '../shared/RoundLog';
import { SelfPlaying } from '../shared/SelfPlaying';
import type { PanelProps } from '../shared/types';
import type { Worded } from '../shared/words';
import { useSend } from '../shared/useSend';
import { Actions, QUIET, Skills } from './Actions';
import type { Hints } from './hints';
import { DuelBoard } from './DuelBoard';
import { RoundResult } from './RoundResult';
import { SeatTable } from './SeatTable';
import { StatsForm } from './StatsOnDemand';
import { TableHeader } from './TableHeader';
import { PrivateArea } from './YourHand';

export function GmPanel({
  state,
  send,
  chooseGame,
  openDebugger,
  hints,
}: PanelProps<Worded<TwentyOneView>> & { hints: Hints }) {
  const [act, busy] = useSend(send);
  const view = state.view ?? state.table?.view ?? null;
  const actors = state.view ? byActor(state.view) : null;
  // An NPC the GM took over leads the panel, above the table controls; the others follow them.
  const npcs = actors && takenOverFirst(actors.npcs);
  const npcSection = (npc: NpcActions<Worded<TwentyOneView>['actions'][number]>) => (
    <section key={npc.id} class="npc" aria-label={`${npc.name} (NPC)`}>
      <h2>{npc.name} (NPC)</h2>
      <Actions
        actions={npc.actions}
        send={act}
        busy={busy}
        label={`${npc.name}'s moves`}
        deciding={state.view!.deciding === npc.id}
        hints={hints}
        dice={state.view!.seats.find((s) => s.id === npc.id)?.dice}
      />
      <Skills
        actions={npc.actions}
        send={act}
        busy={busy}
        label={`${npc.name}'s skills and bets`}
        deciding={state.view!.deciding === npc.id}
        hints={hints}
        dice={state.view!.seats.find((s) => s.id === npc.id)?.dice}
      />
    </section>
  );
  // In the lobby the GM sets each NPC's stats beside its purse.
  const npcStats = (id: string) => {
    const seat = state.view?.seats.find((s) => s.id === id);
    return seat?.controller === 'gm' && seat.secrets ? (
      <StatsForm seat={seat} send={act} busy={busy} forNpc />
    ) : null;
  };
  return (
    <PanelShell state={state} class="panel twenty-one gm" openDebugger={openDebugger}>
      {view && <TableHeader view={view} />}
      {view && <RoundResult view={view} />}
      {view && <DuelBoard view={view} />}
      <Refusal state={state} />
      {npcs?.lead.map(npcSection)}
      {actors && (
        <Actions
          actions={actors.table}
          send={act}
          busy={busy}
          label="Table controls"
          hints={hints}
        />
      )}
      {state.view && <Withheld view={state.view} act={act} busy={busy} quiet={QUIET} />}
      {npcs?.follow.map(npcSection)}
      {state.view && <SelfPlaying view={state.view} send={act} busy={busy} />}
      {state.view?.phase === 'lobby' && (
        <LobbyControls
          view={state.view}
          send={act}
          busy={busy}
          chooseGame={chooseGame}
          seatExtra={npcStats}
        />
      )}
      {view && <SeatTable view={view} />}
      {state.view && <PrivateArea view={state.view} title="Secret lines (only you see these)" />}
      {state.view && <RoundLog log={state.view.log} />}
    </PanelShell>
  );
}
