/**
 * The GM's panel: the whole table; first the moves of an NPC the GM plays that the table waits on, then the round's
 * controls and the ruleset's own rulings, the other NPC seats' moves, the NPCs that play themselves, the lobby, the
 * seats, the secret lines and the log.
 */
import type { ComponentType } from 'preact';
import type { TwentyOneView } from '../../../machines/twenty-one-kit/view';
import { byActor, npcsInOrder } from '../shared/byActor';
import { LobbyControls } from '../shared/LobbyOnDemand';
import { Withheld } from '../shared/NotNow';
import { Refusal } from '../shared/Notices';
import { NpcSection } from '../shared/NpcSection';
import { PanelShell } from '../shared/PanelShell';
import { RoundLog } from '../shared/RoundLog';
import { SelfPlaying } from '../shared/SelfPlaying';
import { AutoplayForGm } from '../shared/AutoplayOnDemand';
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

type View = Worded<TwentyOneView>;

/** A ruleset's own rulings for the GM, drawn under the round's controls (Classic's house rule). */
export type Rulings = ComponentType<{ view: View; send: PanelProps['send'] }>;

export function GmPanel({
  state,
  send,
  chooseGame,
  openDebugger,
  hints,
  rulings: RulingsOf,
}: PanelProps<View> & { hints: Hints; rulings?: Rulings | undefined }) {
  const [act, busy] = useSend(send);
  const view = state.view ?? state.table?.view ?? null;
  const own = state.view;
  const actors = own ? byActor(own) : null;
  // In the lobby the GM sets each NPC's stats beside its purse.
  const npcStats = (id: string) => {
    const seat = own?.seats.find((s) => s.id === id);
    return seat?.controller === 'gm' && seat.secrets ? (
      <StatsForm seat={seat} send={act} busy={busy} forNpc />
    ) : null;
  };
  const withheldSeats = new Set((own?.unavailable ?? []).map((u) => u.intent.seat));
  const { acting, others } = npcsInOrder(
    own?.seats ?? [],
    (s) => Boolean(actors?.npcs.some((n) => n.id === s.id)) || withheldSeats.has(s.id),
  );
  const npcSection = (npc: View['seats'][number]) => {
    const actions = actors?.npcs.find((n) => n.id === npc.id)?.actions ?? [];
    const deciding = own!.deciding === npc.id;
    return (
      <NpcSection key={npc.id} npc={npc} unavailable={own!.unavailable} quiet={QUIET}>
        <Actions
          actions={actions}
          send={act}
          busy={busy}
          label={`${npc.name}'s moves`}
          deciding={deciding}
          hints={hints}
          dice={npc.dice}
        />
        <Skills
          actions={actions}
          send={act}
          busy={busy}
          label={`${npc.name}'s skills and bets`}
          deciding={deciding}
          hints={hints}
          dice={npc.dice}
        />
      </NpcSection>
    );
  };
  return (
    <PanelShell
      state={state}
      class="panel twenty-one gm"
      openDebugger={openDebugger}
      act={act}
      busy={busy}
    >
      {view && <TableHeader view={view} />}
      {view && <RoundResult view={view} />}
      {view && <DuelBoard view={view} />}
      <Refusal state={state} />
      {acting.map(npcSection)}
      {actors && (
        <Actions
          actions={actors.table}
          send={act}
          busy={busy}
          label="Table controls"
          hints={hints}
        />
      )}
      {own && RulingsOf && <RulingsOf view={own} send={send} />}
      {own && <Withheld view={own} act={act} busy={busy} quiet={QUIET} />}
      {others.map(npcSection)}
      {own && <SelfPlaying view={own} send={act} busy={busy} />}
      {own && <AutoplayForGm view={own} send={act} busy={busy} />}
      {own?.phase === 'lobby' && (
        <LobbyControls
          view={own}
          send={act}
          busy={busy}
          chooseGame={chooseGame}
          seatExtra={npcStats}
        />
      )}
      {view && <SeatTable view={view} />}
      {own && <PrivateArea view={own} title="Secret lines (only you see these)" />}
      {own && <RoundLog log={own.log} />}
    </PanelShell>
  );
}
