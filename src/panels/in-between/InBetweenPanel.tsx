/**
 * In Between for players and the GM: who plays the round (against the bank,
 * or each other), the wager, the dice with the between apart from the
 * surrounds, the gap between the surrounds and the exact chance to win
 * before each roll, the moves, and the side bets of the seats watching.
 * Nothing at this table is hidden, so the table is the same for everyone;
 * only the moves differ.
 */
import type { InBetweenView, SeatView } from '../../../machines/in-between/view';
import { gp, SHARES_ROUNDING } from '../shared/format';
import { TableFoot, TableMoves, Welcome, YourSeat, usePanel } from '../shared/GameTable';
import { PanelShell } from '../shared/PanelShell';
import { SeatGrid } from '../shared/SeatGrid';
import { TableBanner } from '../shared/TableBanner';
import type { PanelProps } from '../shared/types';
import { withWords, type Worded } from '../shared/words';
import { IN_BETWEEN_WORDS, PHASES } from './words';
import { Gap, Odds, Throws } from './Dice';
import { Moves } from './Moves';
import './in-between.css';

// The game's words, which src/panels/games.ts loads through this module, in its chunk.
export { IN_BETWEEN_WORDS } from './words';

const STATUS: Record<SeatView['status'], string> = {
  roller: 'rolls against the bank',
  betweener: 'rolls the between',
  surrounds: 'rolls the surrounds',
  watching: 'watching',
  waiting: 'waiting',
};
/** The same, said to the seat itself. */
const YOU: Record<SeatView['status'], string> = {
  roller: 'you roll against the bank',
  betweener: 'you roll the between',
  surrounds: 'you roll the surrounds',
  watching: 'you are watching',
  waiting: 'you are waiting',
};

const HOW: Record<NonNullable<InBetweenView['result']>['how'], string> = {
  inside: 'the between fell between the surrounds',
  outside: 'the between fell outside the surrounds',
  equal: 'the between matched a surround',
  sequential: 'the surrounds were sequential',
  doubles: 'doubles again on the re-roll',
  accepted: 'the loss on the doubles was accepted',
};

const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

function partName(view: InBetweenView, side: string): string {
  return view.parts.find((p) => p.side === side)?.name ?? side;
}

function Result({ view }: { view: InBetweenView }) {
  const r = view.result;
  if (!r) return null;
  const winner = partName(view, r.winner);
  const loser = view.parts.find((p) => p.side !== r.winner)?.name ?? 'the other side';
  const name = (id: string) => view.seats.find((s) => s.id === id)?.name ?? id;
  const pool = view.options.sideBetPool === true;
  // In the watchers' pool, every side bet on the winner: the pool is their own stakes, so each comes back.
  const unmatched =
    pool &&
    !r.sideBetsReturned &&
    view.sideBets.length > 0 &&
    view.sideBets.every((b) => b.on === r.winner);
  return (
    <section class="payout" aria-label="Payout">
      <p class="result" role="status" aria-label="Result">
        {capital(winner)} wins {gp(r.stake)} from {loser}: {HOW[r.how]}.
      </p>
      {r.sideBets.length > 0 && (
        <p>
          {!pool
            ? 'The bank pays the side bets'
            : r.sideBetsReturned
              ? 'Nobody backed the winner: side bets go back'
              : unmatched
                ? 'Nobody bet against the winner, so side bets come back'
                : 'Side bets pay'}
          : {r.sideBets.map((b) => `${name(b.seat)} ${gp(b.amount)}`).join(', ')}.
        </p>
      )}
      {pool && r.sideBets.length > 0 && !r.sideBetsReturned && !unmatched && (
        <p class="rounding">{SHARES_ROUNDING}</p>
      )}
    </section>
  );
}

/**
 * What the side bets put at stake: against the bank, the watchers' stakes, each matched by the bank (the pool holds
 * only theirs until the round is settled); with the watchers' pool, the pool the winner's backers share.
 */
function sideBetStakes(view: InBetweenView): string {
  if (view.options.sideBetPool)
    return ` · the watchers\u2019 pool, ${gp(view.pool)}, shared by the winner\u2019s backers`;
  return view.pool > 0
    ? ` against the bank · ${gp(view.pool)} staked, matched by the bank at even money`
    : ' against the bank';
}

/** The wager, and the side bets placed so far. */
function Stakes({ view }: { view: InBetweenView }) {
  if (view.phase === 'lobby') return null;
  const name = (id: string) => view.seats.find((s) => s.id === id)?.name ?? id;
  const passed = view.passed.map(name);
  return (
    <section class="wagers" aria-label="Wagers">
      <p>
        {capital(view.parts.map((p) => p.name).join(' against '))}
        {' · '}
        {view.wager === null ? (
          <>wager named with the roll (from {gp(view.options.ante)})</>
        ) : (
          <>
            stake <strong>{gp(view.stake)}</strong> a side{view.stake > view.wager && ' (doubled)'}
          </>
        )}
      </p>
      <h2>Side bets{sideBetStakes(view)}</h2>
      {view.sideBets.length === 0 && passed.length === 0 ? (
        <p class="muted">No side bets yet.</p>
      ) : (
        <ul aria-label="Side bets">
          {view.sideBets.map((b) => (
            <li key={b.by}>
              {name(b.by)}: {gp(b.amount)} on {partName(view, b.on)}
            </li>
          ))}
          {passed.length > 0 && <li class="muted">No side bet: {passed.join(', ')}</li>}
        </ul>
      )}
    </section>
  );
}

function Seats({ view }: { view: InBetweenView }) {
  return (
    <SeatGrid
      seats={view.seats}
      columns={['Part', 'Side bet', 'Purse']}
      markYou={view.viewer.role === 'player'}
      rowClass={(seat) => (seat.isTurn ? 'turn' : '')}
      cells={(seat) => [
        STATUS[seat.status],
        seat.sideBet ? `${gp(seat.sideBet.amount)} on ${partName(view, seat.sideBet.on)}` : '',
        gp(seat.purse),
      ]}
    />
  );
}

/** The table's line: the phase, the mode, and whom the table waits on. */
function Banner({ view, gm }: { view: Worded<InBetweenView>; gm: boolean }) {
  const waiting = view.seats.filter((s) => view.waiting.includes(s.id));
  return (
    <TableBanner view={view} phase={PHASES[view.phase].title}>
      {' · '}
      {view.mode === 'one-player' ? 'one player against the bank' : 'two players'}
      {waiting.length > 0 && (
        <>
          {' '}
          ·{' '}
          {waiting.some((s) => s.mine && !gm)
            ? 'your move'
            : `waiting on ${waiting.map((s) => s.name).join(', ')}`}
        </>
      )}
    </TableBanner>
  );
}

/** The odds of the throw to come, each side named as the table names it. */
function TableOdds({ view }: { view: Worded<InBetweenView> }) {
  if (!view.odds) return null;
  const between = view.parts[0]?.name ?? 'the between';
  const surrounds = view.parts[1]?.name ?? 'the surrounds';
  return <Odds odds={view.odds} between={between} surrounds={surrounds} />;
}

function InBetweenPanelTable({
  state,
  send,
  chooseGame,
  openDebugger,
}: PanelProps<Worded<InBetweenView>>) {
  const panel = usePanel({ state, send });
  if (!panel) return null;
  const { act, busy, view, gm, mine, own } = panel;
  return (
    <PanelShell
      state={state}
      class={`panel in-between ${gm ? 'gm' : 'player'}`}
      openDebugger={openDebugger}
      act={act}
      busy={busy}
    >
      <Banner view={view} gm={gm} />
      <Result view={view} />
      {mine && (
        <YourSeat seat={mine} turn="Your move">
          {view.phase !== 'lobby' && <> · {YOU[mine.status]}</>}
        </YourSeat>
      )}
      <Welcome state={state} view={view} seated={Boolean(mine)} gm={gm} own={own} act={act} />
      {own && (
        <TableMoves
          view={view}
          gm={gm}
          act={act}
          busy={busy}
          render={(actions, label) => (
            <Moves
              actions={actions}
              send={act}
              busy={busy}
              label={label}
              pool={view.options.sideBetPool === true}
            />
          )}
        />
      )}
      <Throws view={view} />
      <Gap view={view} />
      <TableOdds view={view} />
      <Stakes view={view} />
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

export const InBetweenPanel = withWords<InBetweenView>(InBetweenPanelTable, IN_BETWEEN_WORDS);
