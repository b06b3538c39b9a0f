/**
 * Black Baron for players and the GM: each player's hand or hands (the one in
 * play marked) with their bets, the dealer's dice with a face-down die while
 * it is secret, the moves with their cost and the exact chance a hit busts,
 * and a result line per hand. Every player's dice are public; only the
 * dealer's face-down die differs between the GM's view and everyone else's.
 */
import type { BlackBaronView, SeatView } from '../../../machines/black-baron/view';
import { OwnMoves } from '../shared/OwnMoves';
import { gp } from '../shared/format';
import { TableFoot, Welcome, usePanel } from '../shared/GameTable';
import { PanelShell } from '../shared/PanelShell';
import { SeatGrid } from '../shared/SeatGrid';
import { TableBanner } from '../shared/TableBanner';
import type { PanelProps } from '../shared/types';
import { withWords, type Worded } from '../shared/words';
import { BLACK_BARON_WORDS, PHASES } from './words';
import { Dealer, Hands, Payout, Plague } from './Hands';
import { Moves } from './Moves';
import './black-baron.css';

// The game's words, which src/panels/games.ts loads through this module, in its chunk.
export { BLACK_BARON_WORDS } from './words';

const STATUS: Record<SeatView['status'], string> = {
  waiting: 'waiting',
  betting: 'to bet',
  in: 'playing',
  done: 'played',
  out: 'sits out',
};

/** "wins 4 gp", "loses 1 gp", "breaks even"; to the player: "win 4 gp". */
const net = (n: number, you = false): string => {
  const [win, lose, even] = you ? ['win', 'lose', 'break even'] : ['wins', 'loses', 'breaks even'];
  return n > 0 ? `${win} ${gp(n)}` : n < 0 ? `${lose} ${gp(-n)}` : even;
};

function Seats({ view }: { view: BlackBaronView }) {
  return (
    <SeatGrid
      seats={view.seats}
      columns={['Bet', 'Hands', 'Purse', 'Status']}
      markYou={view.viewer.role === 'player'}
      rowClass={(seat) => `${seat.isTurn ? 'turn ' : ''}status-${seat.status}`}
      cells={(seat) => [
        seat.bet === null ? '' : gp(seat.staked),
        <Hands key="hands" seat={seat} />,
        gp(seat.purse),
        seat.net === null ? STATUS[seat.status] : net(seat.net),
      ]}
    />
  );
}

function YourHand({ seat, phase }: { seat: SeatView; phase: BlackBaronView['phase'] }) {
  return (
    <section class={`hand${seat.isTurn ? ' my-turn' : ''}`} aria-label="Your hand">
      {seat.isTurn && <p class="your-turn">{phase === 'bets' ? 'Your bet' : 'Your turn'}</p>}
      <p>
        Your purse:{' '}
        <strong key={seat.purse} class="gold">
          {gp(seat.purse)}
        </strong>
        {seat.bet !== null && seat.net === null && (
          <>
            {' '}
            · on the table: <strong>{gp(seat.staked)}</strong>
          </>
        )}
        {phase !== 'lobby' && (
          <>
            {' '}
            · you{' '}
            {seat.net === null
              ? seat.status === 'out'
                ? 'sit this round out'
                : `are ${STATUS[seat.status]}`
              : net(seat.net, true)}
          </>
        )}
      </p>
      <Hands seat={seat} label="Your hands" />
    </section>
  );
}

/** The table's line: the phase, the bets' limits, and who is to act or to bet. */
function Banner({ view, gm }: { view: Worded<BlackBaronView>; gm: boolean }) {
  const turn = view.seats.find((s) => s.id === view.turn);
  return (
    <TableBanner view={view} phase={PHASES[view.phase].title} ante={false}>
      {' '}
      · bets {gp(view.options.minBet)} to {gp(view.options.maxBet)}
      {turn && <> · {turn.mine && !gm ? 'your turn' : `${turn.name} to act`}</>}
      {view.phase === 'bets' && (
        <>
          {' '}
          · waiting on{' '}
          {view.seats
            .filter((s) => view.waiting.includes(s.id))
            .map((s) => s.name)
            .join(', ')}
        </>
      )}
    </TableBanner>
  );
}

function BlackBaronPanelTable({
  state,
  send,
  chooseGame,
  openDebugger,
}: PanelProps<Worded<BlackBaronView>>) {
  const panel = usePanel({ state, send });
  if (!panel) return null;
  const { act, busy, view, gm, mine, own } = panel;
  return (
    <PanelShell
      state={state}
      class={`panel black-baron ${gm ? 'gm' : 'player'}`}
      openDebugger={openDebugger}
      act={act}
      busy={busy}
    >
      <Banner view={view} gm={gm} />
      <Plague view={view} />
      <Payout view={view} />
      {mine && <YourHand seat={mine} phase={view.phase} />}
      <Welcome state={state} view={view} seated={Boolean(mine)} gm={gm} own={own} act={act} />
      {own && (
        <OwnMoves
          {...{ view, gm, mine, act, busy }}
          // An NPC with a bet to place waits on the GM before any move is offered.
          waitsOn={(s) => Boolean(s.betRange)}
          render={(actions, label, seat) => (
            <Moves actions={actions} seat={seat} send={act} busy={busy} label={label} />
          )}
        />
      )}
      <Dealer view={view} />
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

export const BlackBaronPanel = withWords<BlackBaronView>(BlackBaronPanelTable, BLACK_BARON_WORDS);
