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

/**
 * A ruleset's own rulings for the GM, drawn under the round's controls (Classic's house rule), and the types of move
 * it draws: the controls leave those offers to it, so a ruling is never also a plain button.
 */
export interface Rulings {
  Control: ComponentType<{ view: View; send: PanelProps['send'] }>;
  moves: readonly string[];
}

/** An NPC the GM moves by hand: its moves, then its skills and bets, under its name. */
function NpcMoves({
  npc,
  own,
  actions,
  act,
  busy,
  hints,
}: {
  npc: View['seats'][number];
  own: View;
  actions: View['actions'];
  act(intent: unknown): void;
  busy: boolean;
  hints: Hints;
}) {
  const deciding = own.deciding === npc.id;
  const shared = { actions, send: act, busy, deciding, hints, dice: npc.dice };
  return (
    <NpcSection npc={npc} unavailable={own.unavailable} quiet={QUIET}>
      <Actions {...shared} label={`${npc.name}'s moves`} />
      <Skills {...shared} label={`${npc.name}'s skills and bets`} />
    </NpcSection>
  );
}

/** The NPC seats the GM moves, those the table waits on (a move, or one withheld now) first. */
function npcOrder(own: View | null, actors: ReturnType<typeof byActor> | null) {
  const withheldSeats = new Set((own?.unavailable ?? []).map((u) => u.intent.seat));
  return npcsInOrder(
    own?.seats ?? [],
    (s) => Boolean(actors?.npcs.some((n) => n.id === s.id)) || withheldSeats.has(s.id),
  );
}

/** The lobby's controls, where the GM also sets each NPC's stats beside its purse. */
function GmLobby({
  own,
  act,
  busy,
  chooseGame,
}: {
  own: View;
  act(intent: unknown): void;
  busy: boolean;
  chooseGame: PanelProps<View>['chooseGame'];
}) {
  const npcStats = (id: string) => {
    const seat = own.seats.find((s) => s.id === id);
    return seat?.controller === 'gm' && seat.secrets ? (
      <StatsForm seat={seat} send={act} busy={busy} forNpc />
    ) : null;
  };
  return (
    <LobbyControls view={own} send={act} busy={busy} chooseGame={chooseGame} seatExtra={npcStats} />
  );
}

export function GmPanel({
  state,
  send,
  chooseGame,
  openDebugger,
  hints,
  rulings,
}: PanelProps<View> & { hints: Hints; rulings?: Rulings | undefined }) {
  const [act, busy] = useSend(send);
  const view = state.view ?? state.table?.view ?? null;
  const own = state.view;
  const actors = own ? byActor(own) : null;
  const { acting, others } = npcOrder(own, actors);
  const npcSection = (npc: View['seats'][number]) => (
    <NpcMoves
      key={npc.id}
      npc={npc}
      own={own!}
      actions={actors?.npcs.find((n) => n.id === npc.id)?.actions ?? []}
      act={act}
      busy={busy}
      hints={hints}
    />
  );
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
          actions={actors.table.filter((a) => !rulings?.moves.includes(a.intent.type))}
          send={act}
          busy={busy}
          label="Table controls"
          hints={hints}
        />
      )}
      {own && rulings && <rulings.Control view={own} send={send} />}
      {own && <Withheld view={own} act={act} busy={busy} quiet={QUIET} />}
      {others.map(npcSection)}
      {own && <SelfPlaying view={own} send={act} busy={busy} />}
      {own && <AutoplayForGm view={own} send={act} busy={busy} />}
      {own?.phase === 'lobby' && (
        <GmLobby own={own} act={act} busy={busy} chooseGame={chooseGame} />
      )}
      {view && <SeatTable view={view} />}
      {own && <PrivateArea view={own} title="Secret lines (only you see these)" />}
      {own && <RoundLog log={own.log} />}
    </PanelShell>
  );
}
