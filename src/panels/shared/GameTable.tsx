/**
 * The parts every game's table panel has around its own board: who is
 * looking and what they may send, the viewer's own seat, joining, the moves
 * (a player's own; the GM's table controls and each NPC seat's), and the foot
 * (the GM's lobby, the seats, the log). A game's panel composes these around
 * its board so that no two games copy them.
 */
import type { ComponentChildren } from 'preact';
import type { TableView } from '../../../machines/catalog';
import type { TableState } from '../../sync/client';
import { byActor, npcsInOrder } from './byActor';
import { gp } from './format';
import { JoinForm } from './JoinForm';
import { LobbyControls } from './LobbyOnDemand';
import { NotNow, ShortBeside, unavailableFor } from './NotNow';
import { NpcSection } from './NpcSection';
import { Refusal } from './Notices';
import { RoundLog } from './RoundLog';
import { SelfPlaying } from './SelfPlaying';
import { Autoplay, AutoplayForGm } from './AutoplayOnDemand';
import type { PanelProps } from './types';
import { useSend } from './useSend';
import type { Said, SaidWithheld as Unavailable } from './words';

type Seat = TableView['seats'][number];

/** What a panel reads first: the view (the public table until a private view arrives), who looks, and their seat. */
export function usePanel<V extends TableView & { actions: Said<TableView['actions'][number]>[] }>({
  state,
  send,
}: Pick<PanelProps<V>, 'state' | 'send'>) {
  const view = (state.view ?? state.table?.view) as V | undefined;
  const [act, busy] = useSend(send, view?.actions);
  if (!view) return null;
  const gm = state.self.role === 'GM';
  const mine = view.seats.find((s) => s.mine && view.viewer.role === 'player') as
    | V['seats'][number]
    | undefined;
  return { act, busy, view, gm, mine, own: state.view !== null };
}

/** The viewer's own seat: whether it is their move, their purse, and what the game adds. */
export function YourSeat({
  seat,
  turn = 'Your turn',
  children,
  after,
}: {
  seat: Seat;
  turn?: string;
  children?: ComponentChildren;
  after?: ComponentChildren;
}) {
  return (
    <section class={`hand${seat.isTurn ? ' my-turn' : ''}`} aria-label="Your hand">
      {seat.isTurn && <p class="your-turn">{turn}</p>}
      <p>
        Your purse:{' '}
        <strong key={seat.purse} class="gold">
          {gp(seat.purse)}
        </strong>
        {children}
      </p>
      {after}
    </section>
  );
}

/** A spectator in the lobby may take a seat; anyone sees why their last move was refused. */
export function Welcome({
  state,
  view,
  seated,
  gm,
  own,
  act,
}: {
  state: TableState;
  view: TableView;
  seated: boolean;
  gm: boolean;
  own: boolean;
  act(intent: unknown): void;
}) {
  return (
    <>
      {!seated && !gm && own && view.phase === 'lobby' && (
        <JoinForm
          defaultName={state.self.name}
          startingPurse={(view.options as { startingPurse?: number }).startingPurse}
          send={act}
        />
      )}
      <Refusal state={state} />
    </>
  );
}

type Action = Said<TableView['actions'][number]>;

/**
 * A player's own moves, or the GM's: first each NPC seat the GM moves by hand that the table waits on, then the
 * table's controls, then the other NPC seats with a move; beneath each, the moves of this phase withheld now with why
 * (and, for a withheld start, the seats short of the ante).
 */
export function TableMoves<A extends Action>({
  view,
  gm,
  render,
  act,
  busy = false,
}: {
  view: { actions: A[]; seats: Seat[]; unavailable?: Unavailable[]; options: { ante: number } };
  gm: boolean;
  render(actions: A[], label: string, seat?: string): ComponentChildren;
  act?(intent: unknown): void;
  busy?: boolean;
}) {
  if (!gm) {
    return (
      <>
        {render(view.actions, 'Your moves')}
        <NotNow items={unavailableFor(view.unavailable)} />
      </>
    );
  }
  const { table, npcs } = byActor(view);
  const tableWithheld = unavailableFor(view.unavailable);
  const withheldSeats = new Set(
    (view.unavailable ?? []).flatMap((u) => (u.intent.seat ? [u.intent.seat] : [])),
  );
  const { acting, others } = npcsInOrder(
    view.seats,
    (s) => npcs.some((n) => n.id === s.id) || withheldSeats.has(s.id),
  );
  const section = (npc: Seat) => (
    <NpcSection key={npc.id} npc={npc} unavailable={view.unavailable}>
      {render(npcs.find((n) => n.id === npc.id)?.actions ?? [], `${npc.name}'s moves`, npc.id)}
    </NpcSection>
  );
  return (
    <>
      {acting.map(section)}
      {render(table, 'Table controls')}
      <NotNow items={tableWithheld} label="Table controls not now" />
      {act && (
        <ShortBeside
          withheld={tableWithheld}
          seats={view.seats}
          ante={view.options.ante}
          send={act}
          busy={busy}
        />
      )}
      {others.map(section)}
    </>
  );
}

/** Below the moves: the GM's lobby, the game's seats, and the round's log. */
export function TableFoot({
  view,
  gm,
  own,
  act,
  busy,
  chooseGame,
  seats,
}: {
  /** Worded (`withWords`): each line of its log in words. */
  view: TableView & { log: readonly { text: string }[] };
  gm: boolean;
  own: boolean;
  act(intent: unknown): void;
  busy: boolean;
  chooseGame?: PanelProps['chooseGame'];
  seats: ComponentChildren;
}) {
  return (
    <>
      {gm && own && <SelfPlaying view={view} send={act} busy={busy} />}
      {gm && own && <AutoplayForGm view={view} send={act} busy={busy} />}
      {!gm && own && <Autoplay view={view} send={act} busy={busy} />}
      {gm && own && view.phase === 'lobby' && (
        <LobbyControls view={view} send={act} busy={busy} chooseGame={chooseGame} />
      )}
      {seats}
      {view.log.length > 0 && <RoundLog log={view.log} />}
    </>
  );
}
