/**
 * Three-Dragon Ante for players and the GM: your five dice with the ones you
 * revealed marked and the choice of which to reveal next; everyone else's
 * revealed dice and how many they still hide; the pot, each stake and what
 * you must add to stay in; the moves with their cost; and at the end every
 * hand shown with its total. Only the view's faces differ between viewers:
 * a player's own, the GM's all.
 */
import type { AnteView, SeatView } from '../../../machines/three-dragon-ante/view';
import { OwnMoves } from '../shared/OwnMoves';
import { gp } from '../shared/format';
import { TableFoot, Welcome, YourSeat, usePanel } from '../shared/GameTable';
import { PanelShell } from '../shared/PanelShell';
import { SeatGrid } from '../shared/SeatGrid';
import { TableBanner } from '../shared/TableBanner';
import type { PanelProps } from '../shared/types';
import { withWords, type Worded } from '../shared/words';
import { phaseTitle, THREE_DRAGON_ANTE_WORDS } from './words';
import { Hand, OwnDice, Result } from './Dice';
import { Moves } from './Moves';
import './three-dragon-ante.css';

// The game's words, which src/panels/games.ts loads through this module, in its chunk.
export { THREE_DRAGON_ANTE_WORDS } from './words';

/** How the seat stands in the game, beside its stake. */
function standing(seat: SeatView): string {
  if (seat.won) return `won ${gp(seat.won)}`;
  if (seat.toStay > 0) return `+${seat.toStay} to stay in`;
  return { waiting: '', out: 'sits out', in: '', allIn: 'all in', folded: 'folded' }[seat.status];
}

function Seats({ view }: { view: AnteView }) {
  return (
    <SeatGrid
      seats={view.seats}
      columns={['Dice', 'Total', 'Stake', 'Purse']}
      markYou={view.viewer.role === 'player'}
      rowClass={(seat) => `${seat.isTurn ? 'turn ' : ''}status-${seat.status}`}
      cells={(seat) => [
        <>
          <Hand seat={seat} />
          {seat.dealer && <small class="dealer-mark">dealer</small>}
        </>,
        seat.total !== null ? (
          seat.total
        ) : seat.dice.length ? (
          <>
            {seat.showing}
            <small> + {seat.hidden} hidden</small>
          </>
        ) : (
          ''
        ),
        <>
          {seat.dice.length > 0 && gp(seat.stake)}
          {standing(seat) && <small> {standing(seat)}</small>}
        </>,
        gp(seat.purse),
      ]}
    />
  );
}

/** Who the table waits on, in words: "your turn to reveal", "Cyra to answer Brom's raise". */
function waitingWords(view: AnteView, gm: boolean): string | null {
  const turn = view.seats.find((s) => s.id === view.turn);
  if (!turn) return null;
  const you = turn.mine && !gm;
  if (view.phase === 'raise') {
    const raiser = view.seats.find((s) => s.id === view.raiser)?.name ?? '';
    return you ? `your answer to ${raiser}’s raise` : `${turn.name} to answer ${raiser}’s raise`;
  }
  return you ? 'your turn to reveal' : `${turn.name} to reveal`;
}

function YourStake({ seat, view }: { seat: SeatView; view: AnteView }) {
  if (seat.dice.length === 0)
    return view.phase === 'lobby' || seat.status === 'waiting' ? null : (
      <> · you sit this game out</>
    );
  return (
    <>
      {' '}
      · your stake: <strong>{gp(seat.stake)}</strong>
      {seat.toStay > 0 && (
        <>
          {' '}
          · to stay in, add <strong>{gp(seat.toStay)}</strong>
        </>
      )}
      {seat.status === 'folded' && <> · you have folded</>}
      {seat.status === 'allIn' && <> · you are all in</>}
      {seat.total !== null && (
        <>
          {' '}
          · your total: <strong>{seat.total}</strong>
        </>
      )}
    </>
  );
}

/** The table's line: the phase, who deals, the raises left and whom the table waits on. */
function Banner({ view, gm }: { view: Worded<AnteView>; gm: boolean }) {
  const dealer = view.seats.find((s) => s.dealer);
  const waiting = waitingWords(view, gm);
  return (
    <TableBanner view={view} phase={phaseTitle(view)} count="game">
      {dealer && view.phase !== 'roundOver' && <> · {dealer.name} deals</>}
      {view.raisesLeft !== null && (
        <>
          {' '}
          · {view.raisesLeft} raise{view.raisesLeft === 1 ? '' : 's'} left
        </>
      )}
      {waiting && <> · {waiting}</>}
    </TableBanner>
  );
}

function ThreeDragonAntePanelTable({
  state,
  send,
  chooseGame,
  openDebugger,
}: PanelProps<Worded<AnteView>>) {
  const panel = usePanel({ state, send });
  if (!panel) return null;
  const { act, busy, view, gm, mine, own } = panel;
  return (
    <PanelShell
      state={state}
      class={`panel three-dragon-ante ${gm ? 'gm' : 'player'}`}
      openDebugger={openDebugger}
      act={act}
      busy={busy}
    >
      <Banner view={view} gm={gm} />
      <Result view={view} />
      {mine && (
        <YourSeat
          seat={mine}
          turn={view.phase === 'raise' ? 'Match, raise or fold' : 'Your turn to reveal'}
          after={
            mine.dice.length > 0 && (
              <OwnDice seat={mine} actions={own ? view.actions : []} send={act} busy={busy} />
            )
          }
        >
          <YourStake seat={mine} view={view} />
        </YourSeat>
      )}
      <Welcome state={state} view={view} seated={Boolean(mine)} gm={gm} own={own} act={act} />
      {own && (
        <OwnMoves
          {...{ view, gm, mine, act, busy }}
          render={(actions, label, seat) => (
            <>
              {/* An NPC's dice are its own to reveal; a player's stand in their hand, above. */}
              {seat && seat !== mine && (
                <OwnDice seat={seat} actions={actions} send={act} busy={busy} />
              )}
              <Moves actions={actions} seat={seat} send={act} busy={busy} label={label} />
            </>
          )}
        />
      )}
      <TableFoot
        view={view}
        gm={gm}
        own={own}
        act={act}
        busy={busy}
        chooseGame={chooseGame}
        seats={<Seats view={view} />}
      />
    </PanelShell>
  );
}

export const ThreeDragonAntePanel = withWords<AnteView>(
  ThreeDragonAntePanelTable,
  THREE_DRAGON_ANTE_WORDS,
);
