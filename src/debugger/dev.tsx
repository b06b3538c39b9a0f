/**
 * The debugger without Owlbear: a local table driven by random legal play,
 * the debugger beside it, the two joined by the same wire the extension uses
 * (a BroadcastChannel). `npm run dev`, then open /debugger.html (`?game=` any
 * registered game, the default game otherwise; `?seed=7` picks the dice and
 * the moves; `?npc=0` leaves the GM out of play).
 */
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { DEFAULT_GAME, isGameId, loadGame, type TableView } from '../../machines/catalog';
import { seededDice } from '../../machines/engine/dice';
import type { AnyGame, Sender } from '../../machines/engine/game';
import { chooser, legalChoices } from '../../machines/engine/autoplay';
import { createTable } from '../../machines/engine/table';
import { DevTable } from './DevTable';
import { intentText, reasonText, senderText } from './format';
import { createLocalDebugger } from './local-port';
import { broadcastChannelTransport, servePort } from './wire';

const params = new URLSearchParams(location.search);
const seed = Number(params.get('seed') ?? 7);
const withNpc = params.get('npc') !== '0';
const chosen = params.get('game') ?? '';

const gm = { role: 'gm', id: 'gm' } as const satisfies Sender;
const players: Sender[] = ['ana', 'brom', 'cyra'].map((id) => ({ role: 'player', id }));
const setup = { dice: seededDice(seed), clock: () => Date.now() };

const channel = `tavern-debugger-dev-${Math.random().toString(36).slice(2)}`;
const pick = chooser(seed);
/** Moves that would end the game or empty the table rather than play it. */
const NOT_PLAYED = new Set(['VOID_ROUND', 'BACK_TO_LOBBY', 'LEAVE']);
let moves = 0;

/** A table of `game` with three players (and an NPC), served to the debugger. */
function seat(game: AnyGame) {
  const table = createTable(game, { ...setup, input: { options: { ante: 5 } } });
  const local = createLocalDebugger(game, table, { gm, setup });
  players.forEach((p, i) =>
    local.table.send(p, { type: 'JOIN', name: ['Ana', 'Brom', 'Cyra'][i], purse: 60 }),
  );
  if (withNpc) local.table.send(gm, { type: 'ADD_NPC', name: 'Grizzled Dwarf', purse: 80 });
  servePort(local.port, broadcastChannelTransport(channel));
  return local;
}

function App({ local }: { local: ReturnType<typeof seat> }) {
  const gmView = () => local.table.view({ role: 'gm' }) as TableView;
  const [view, setView] = useState(gmView);
  const [lastMove, setLastMove] = useState('');
  const [debuggerEl, setDebuggerEl] = useState<HTMLElement | null>(null);
  useEffect(() => local.port.subscribe(() => setView(gmView())), []);
  useEffect(() => {
    if (!debuggerEl) return;
    let unmount = () => {};
    // The same lazy import the GM panel makes, over the same kind of channel.
    void import('./index').then(({ mountDebugger, connectPort }) => {
      unmount = mountDebugger(debuggerEl, connectPort(broadcastChannelTransport(channel)));
    });
    return () => unmount();
  }, [debuggerEl]);

  const playOne = (): boolean => {
    const choice = pick(
      legalChoices(local.table, [gm, ...players]).filter((c) => !NOT_PLAYED.has(c.intent.type)),
    );
    if (!choice) {
      setLastMove('Nothing left to play: someone cannot afford the ante.');
      return false;
    }
    const outcome = local.table.send(choice.sender, choice.intent);
    setLastMove(
      `Move ${++moves}: ${senderText(choice.sender)}: ${intentText(choice.intent)}${outcome.ok ? '' : ` (refused: ${reasonText(outcome.reason)})`}`,
    );
    return outcome.ok;
  };
  const play = (steps: number) => {
    for (let i = 0; i < steps && playOne(); i++);
  };
  const playRound = () => {
    for (let i = 0; i < 400 && playOne() && gmView().phase !== 'roundOver'; i++);
  };

  return (
    <main style="display: grid; grid-template-columns: minmax(320px, 1fr) 2fr; gap: 12px; align-items: start;">
      <DevTable view={view} onPlay={play} onPlayRound={playRound} lastMove={lastMove} />
      <div ref={setDebuggerEl} aria-label="Debugger" role="region" />
    </main>
  );
}

void loadGame(isGameId(chosen) ? chosen : DEFAULT_GAME).then((game) =>
  render(<App local={seat(game)} />, document.getElementById('dev')!),
);
