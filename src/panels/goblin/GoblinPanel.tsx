/**
 * Goblin Mode (the Chamber) for players and the GM: the stage die, who is
 * alive and who holds, Boots, the Coward's Tax warning before the d8 stage,
 * and the coin in Sudden Death. Everything in Goblin Mode is public, so the
 * table is the same for everyone; only the moves differ.
 */
import type { ActionView as Offered, GoblinView } from '../../../machines/goblin/view';
import { Coin, Die } from '../shared/Die';
import { exactPercent, gp } from '../shared/format';
import type { GoblinIntentType } from '../../../machines/goblin/moves';
import { type MoveHint, MoveHints } from '../shared/Hint';
import { TableFoot, TableMoves, Welcome, YourSeat, usePanel } from '../shared/GameTable';
import { PanelShell } from '../shared/PanelShell';
import { SeatGrid } from '../shared/SeatGrid';
import { TableBanner } from '../shared/TableBanner';
import type { PanelProps } from '../shared/types';
import { withWords, type Said, type Worded } from '../shared/words';
import { GOBLIN_WORDS, PHASES, STATUS, YOU_ARE } from './words';
import './goblin.css';
import { arrowsAlong } from '../shared/rowKeys';

// The game's words, which src/panels/games.ts loads through this module, in its chunk.
export { GOBLIN_WORDS } from './words';

/** A move as the panel shows it: the view's offer, in the game's words. */
type ActionView = Said<Offered>;

/** What each move does, by intent type. */
const HINTS: Partial<Record<GoblinIntentType, MoveHint>> = {
  ROLL: {
    title: 'What does pulling the trigger do?',
    text: 'Roll this stage’s die and add it to your score. A 1 is the Bullet: your score is 0 and you are out. The highest face earns a Boot.',
  },
  HOLD: {
    title: 'What does Hold do?',
    text: 'Stop rolling and keep your score. You may hold only while your score is the highest at the table.',
  },
  BOOT: {
    title: 'What does a Boot do?',
    text: 'Spend a Boot to break someone’s Hold: they must roll again from the next stage.',
  },
  FLIP: {
    title: 'What does the coin do?',
    text: 'Heads: +2 points. Tails: death. Flipping goes on until one clear winner is left.',
  },
};

function Stages({ view }: { view: GoblinView }) {
  return (
    <ol class="stages" aria-label="The Chamber’s dice">
      {view.stages.map((die) => {
        const taxed = view.cowardsTax.taxedStages.includes(die);
        const now = die === view.stage;
        return (
          <li key={die} class={now ? 'now' : undefined} aria-current={now ? 'step' : undefined}>
            {die}
            {now && <small> now</small>}
            {taxed && <small title="Coward’s Tax stage"> · tax</small>}
          </li>
        );
      })}
    </ol>
  );
}

function Seats({ view }: { view: GoblinView }) {
  return (
    <SeatGrid
      seats={view.seats}
      columns={['Score', 'Last roll', 'Boots', 'Purse', 'Status']}
      markYou={view.viewer.role === 'player'}
      rowClass={(seat) =>
        `${seat.isTurn ? 'turn ' : ''}status-${seat.status === 'dead' ? 'busted' : seat.status}`
      }
      cells={(seat) => [
        seat.score ?? '',
        // The last roll only: the score carries the rest, and the log tells every roll.
        seat.rolls.slice(-1).map((r) =>
          // Sudden Death's coin is a d2 to the dice seam, and is drawn as the coin.
          r.die === 'd2' ? (
            <Coin key={seat.rolls.length} face={r.face} />
          ) : (
            <Die
              key={seat.rolls.length}
              kind={r.die}
              face={r.face}
              class={r.face === 1 ? 'bullet' : ''}
              tag={r.face === 1 ? 'the Bullet' : undefined}
              label={`${r.die} showing ${r.face}${r.face === 1 ? ', the Bullet' : ''}`}
            />
          ),
        ),
        seat.boots,
        gp(seat.purse),
        <>
          {STATUS[seat.status]}
          {seat.heldIn && <> in the {seat.heldIn}</>}
          {seat.cowardsTax && <small> (Coward’s Tax)</small>}
        </>,
      ]}
    />
  );
}

function Flips({ view }: { view: GoblinView }) {
  const sd = view.suddenDeath;
  if (!sd) return null;
  const name = (id: string) => view.seats.find((s) => s.id === id)?.name ?? id;
  return (
    <section class="coin" aria-label="The coin">
      <h2>The coin · volley {sd.volley}</h2>
      <p>Heads (2): +2 points. Tails (1): death.</p>
      <ul>
        {sd.current.flips.map((f) => (
          <li key={f.seat}>
            <Coin face={f.face} label={`${name(f.seat)}’s coin: ${f.heads ? 'heads' : 'tails'}`} />{' '}
            {name(f.seat)} flipped {f.heads ? 'heads (+2)' : 'tails (dead)'}
          </li>
        ))}
        {sd.toFlip.length > 0 && <li>Still to flip: {sd.toFlip.map(name).join(', ')}</li>}
      </ul>
    </section>
  );
}

function Result({ view }: { view: GoblinView }) {
  const result = view.result;
  if (!result) return null;
  const name = view.seats.find((s) => s.id === result.winner)?.name ?? 'Someone';
  const text = result.winner
    ? `${name} wins ${gp(result.won)} with ${result.score}${result.how === 'sudden-death' ? ' after Sudden Death' : ''}.`
    : `Total Wipeout: everyone died, the House keeps ${gp(result.pot)}.`;
  const taxed = result.winner !== null && result.won < result.pot;
  return (
    <section class="payout" aria-label="Payout">
      <p class="result" role="status" aria-label="Result">
        {text}
      </p>
      {taxed && (
        <p class="rounding">
          Coward’s Tax: {name} held before the d8 stage, so claims half the {gp(result.pot)} pot,
          rounded down, and the House keeps {gp(result.pot - result.won)}.
        </p>
      )}
    </section>
  );
}

/** A move's odds, as its offer gives them: " · 5% the Bullet · 5% a Boot", " · 50% tails: death". */
function odds(a: ActionView): string {
  const parts: string[] = [];
  if (a.death !== undefined)
    parts.push(
      `${exactPercent(a.death)} ${a.intent.type === 'FLIP' ? 'tails: death' : 'the Bullet'}`,
    );
  if (a.boot !== undefined) parts.push(`${exactPercent(a.boot)} a Boot`);
  return parts.map((p) => ` · ${p}`).join('');
}

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
  const taxed = actions.some((a) => a.cowardsTax);
  return (
    <>
      {taxed && (
        <p class="warning" role="note">
          Coward’s Tax: hold before the d8 stage and, if you win, you claim only half the pot,
          rounded down (the House keeps the odd gold piece).
        </p>
      )}
      <div class="actions" role="group" aria-label={label} onKeyDown={arrowsAlong}>
        {actions.map((a) => (
          <button
            key={a.label}
            type="button"
            disabled={busy}
            class={a.cowardsTax ? 'taxed' : undefined}
            onClick={() => send(a.intent)}
          >
            {a.label}
            <small>{odds(a)}</small>
          </button>
        ))}
      </div>
      <MoveHints actions={actions} hints={HINTS} />
    </>
  );
}

/** The table's line: the phase, the die being rolled, and who is to act or to flip. */
function Banner({ view, gm }: { view: GoblinView; gm: boolean }) {
  const turn = view.seats.find((s) => s.id === view.turn);
  const flippers = view.seats.filter((s) => view.suddenDeath?.toFlip.includes(s.id));
  const mineToFlip = flippers.some((s) => s.mine && !gm);
  return (
    <TableBanner view={view} phase={PHASES[view.phase].title}>
      {view.stage && (
        <>
          {' '}
          · rolling the <strong>{view.stage}</strong>
        </>
      )}
      {turn && <> · {turn.mine && !gm ? 'your turn' : `${turn.name} to act`}</>}
      {flippers.length > 0 && (
        <>
          {' '}
          · {mineToFlip ? 'your turn to flip' : `${flippers.map((s) => s.name).join(', ')} to flip`}
        </>
      )}
    </TableBanner>
  );
}

/** The viewer's own seat: score, standing and Boots. */
function Mine({ view, mine }: { view: GoblinView; mine: GoblinView['seats'][number] }) {
  return (
    <YourSeat seat={mine}>
      {mine.score !== null && (
        <>
          {' '}
          · your score: <strong>{mine.score}</strong>
        </>
      )}
      {view.phase !== 'lobby' && <> · you are {YOU_ARE[mine.status]}</>}
      {mine.boots > 0 && (
        <>
          {' '}
          · {mine.boots} Boot{mine.boots === 1 ? '' : 's'}
        </>
      )}
    </YourSeat>
  );
}

function GoblinPanelTable({
  state,
  send,
  chooseGame,
  openDebugger,
}: PanelProps<Worded<GoblinView>>) {
  const panel = usePanel({ state, send });
  if (!panel) return null;
  const { act, busy, view, gm, mine, own } = panel;
  return (
    <PanelShell
      state={state}
      class={`panel goblin ${gm ? 'gm' : 'player'}`}
      openDebugger={openDebugger}
      act={act}
      busy={busy}
    >
      <Banner view={view} gm={gm} />
      <Result view={view} />
      {mine && <Mine view={view} mine={mine} />}
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
      {(view.phase === 'lobby' || view.phase === 'chamber') && (
        <p class="when-hold">
          When to Hold: on your turn, instead of rolling, from the d12 stage on, and only while your
          score is strictly the highest at the table (the Runt Rule: a tie may not hold). Hold
          before the d8 stage and you claim only half the pot, rounded down (the Coward’s Tax).
        </p>
      )}
      {view.phase !== 'lobby' && <Stages view={view} />}
      <Flips view={view} />
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

export const GoblinPanel = withWords<GoblinView>(GoblinPanelTable, GOBLIN_WORDS);
