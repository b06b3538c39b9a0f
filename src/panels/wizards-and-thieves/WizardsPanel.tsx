/**
 * Wizards and Thieves for players and the GM: the pot, each seat's coins, who
 * is active and what they declared, the three dice with the cancelled ones
 * struck through and the counted one marked, and what happened in words.
 * Nothing in the game is secret, so the table is the same for everyone; only
 * the moves differ.
 */
import type { Outcome } from '../../../machines/wizards-and-thieves/context';
import type {
  ActionView as Offered,
  SeatView,
  WizardsView,
} from '../../../machines/wizards-and-thieves/view';
import { exactPercent, gp } from '../shared/format';
import type { WizardsIntentType } from '../../../machines/wizards-and-thieves/moves';
import { type MoveHint, MoveHints } from '../shared/Hint';
import { TableFoot, TableMoves, Welcome, YourSeat, usePanel } from '../shared/GameTable';
import { PanelShell } from '../shared/PanelShell';
import { SeatGrid } from '../shared/SeatGrid';
import { TableBanner } from '../shared/TableBanner';
import type { PanelProps } from '../shared/types';
import { withWords, type Said, type Worded } from '../shared/words';
import { PHASES, WIZARDS_WORDS } from './words';
import { LastRoll, Opening, Result, Stakes } from './Board';
import './wizards-and-thieves.css';
import { arrowsAlong } from '../shared/rowKeys';

// The game's words, which src/panels/games.ts loads through this module, in its chunk.
export { WIZARDS_WORDS } from './words';

/** A move as the panel shows it: the view's offer, in the game's words. */
type ActionView = Said<Offered>;

const STATUS: Record<SeatView['status'], string> = {
  waiting: 'waiting',
  in: 'in',
  out: 'out of coins',
};

/** What each move does, by intent type. */
const HINTS: Partial<Record<WizardsIntentType, MoveHint>> = {
  OPENING_ROLL: {
    title: 'Who goes first?',
    text: 'Everyone rolls 3d6; the highest total becomes the active player, and play goes clockwise from them. A tie for the highest rolls again.',
  },
  DECLARE: {
    title: 'How does a roll pay?',
    text: 'Declare, then roll 3d6. 6s are wizards, 1s thieves; they cancel one for one, and the side left over is the majority. The amount is the lowest die that is not a 1 or a 6 (or, if only 1s or 6s are left, the lowest of those). Thief with majority thieves: take that many from the pot and go again. Wizard with majority wizards: everyone else pays that many into the pot and you go again. Against the majority you pay it, and play passes. No majority: play passes. Three 6s take the whole pot; three 1s split it among the others.',
  },
};

function Seats({ view }: { view: WizardsView }) {
  return (
    <SeatGrid
      seats={view.seats}
      columns={['Coins', 'Status', 'Purse']}
      markYou={view.viewer.role === 'player'}
      rowClass={(seat) =>
        `${seat.isTurn ? 'turn ' : ''}status-${seat.status === 'out' ? 'busted' : seat.status}`
      }
      cells={(seat) => [
        seat.coins ?? '',
        seat.id === view.turn ? 'active' : STATUS[seat.status],
        gp(seat.purse),
      ]}
    />
  );
}

/** Each way a declared roll turns out, for the one declared: what it does to you. */
const OUTCOMES: Readonly<Record<Outcome, string>> = {
  'wizard-wizards': 'majority wizards: everyone else pays in, you go again',
  'wizard-thieves': 'majority thieves: you pay in',
  'thief-thieves': 'majority thieves: you take from the pot, you go again',
  'thief-wizards': 'majority wizards: you pay in',
  'no-majority': 'no majority: play passes',
  'three-wizards': 'three 6s: the whole pot is yours',
  'three-thieves': 'three 1s: the others split the pot',
};

const ORDER = Object.keys(OUTCOMES) as Outcome[];

/** "40.7% no majority: …; 29.2% majority wizards: …": the offer's chances, likeliest first (the call's own win first). */
const outcomeWords = (outcomes: Partial<Record<Outcome, number>>): string =>
  (Object.entries(outcomes) as [Outcome, number][])
    .sort((a, b) => b[1] - a[1] || ORDER.indexOf(a[0]) - ORDER.indexOf(b[0]))
    .map(([outcome, chance]) => `${exactPercent(chance)} ${OUTCOMES[outcome]}`)
    .join('; ');

function Moves({
  actions,
  send,
  busy,
  label,
}: {
  actions: ActionView[];
  send(intent: unknown): void;
  busy: boolean;
  label: string;
}) {
  if (actions.length === 0) return null;
  return (
    <>
      <div class="actions" role="group" aria-label={label} onKeyDown={arrowsAlong}>
        {actions.map((a) =>
          a.outcomes ? (
            <div key={a.label} class="declare">
              <button
                type="button"
                disabled={busy}
                aria-describedby={`odds-${a.label.replace(/\W+/g, '-')}`}
                onClick={() => send(a.intent)}
              >
                {a.label}
              </button>
              <p class="odds" id={`odds-${a.label.replace(/\W+/g, '-')}`}>
                {outcomeWords(a.outcomes)}
              </p>
            </div>
          ) : (
            <button key={a.label} type="button" disabled={busy} onClick={() => send(a.intent)}>
              {a.label}
            </button>
          ),
        )}
      </div>
      <MoveHints actions={actions} hints={HINTS} />
    </>
  );
}

/** The table's line: the phase, the stakes, and who is active. */
function Banner({ view, gm }: { view: Worded<WizardsView>; gm: boolean }) {
  const turn = view.seats.find((s) => s.id === view.turn);
  return (
    <TableBanner view={view} phase={PHASES[view.phase].title} ante={false} count="game">
      {' '}
      · each brings {view.options.coins} coins and puts {view.potShare} of them in the pot
      {turn && <> · {turn.mine && !gm ? 'your turn' : `${turn.name} is active`}</>}
    </TableBanner>
  );
}

function WizardsPanelTable({
  state,
  send,
  chooseGame,
  openDebugger,
}: PanelProps<Worded<WizardsView>>) {
  const panel = usePanel({ state, send });
  if (!panel) return null;
  const { act, busy, view, gm, mine, own } = panel;
  return (
    <PanelShell
      state={state}
      class={`panel wizards-and-thieves ${gm ? 'gm' : 'player'}`}
      openDebugger={openDebugger}
      act={act}
      busy={busy}
    >
      <Banner view={view} gm={gm} />
      <Result view={view} />
      {mine && (
        <YourSeat seat={mine}>
          {mine.coins !== null && (
            <>
              {' '}
              · your coins: <strong>{mine.coins}</strong>
            </>
          )}
          {view.phase !== 'lobby' && mine.status !== 'waiting' && (
            <> · you are {STATUS[mine.status]}</>
          )}
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
            <Moves actions={actions} send={act} busy={busy} label={label} />
          )}
        />
      )}
      <Stakes view={view} />
      <Opening view={view} />
      <LastRoll view={view} />
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

export const WizardsPanel = withWords<WizardsView>(WizardsPanelTable, WIZARDS_WORDS);
