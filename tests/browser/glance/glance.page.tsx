/**
 * A round of each game played at random (seeded), drawn seat by seat by the popover's own panels, for
 * tests/browser/one-glance.test.ts. `window.glance.start(game, seed)` seats Ana, Brom and Cyra and starts the round;
 * `acting()` says who the table waits on (the GM when it waits on no player); `show(viewer)` draws that seat's popover;
 * `tryMove(index)` clicks one of the popover's buttons and says which intent it sent; `step()` plays one legal move.
 */
import { render } from 'preact';
import { chooser, pickMove, type Chooser } from '../../../machines/engine/autoplay';
import {
  createTable,
  GAME_IDS,
  games,
  seededDice,
  type Sender,
  type Table,
} from '../../../machines';
import { loadAllPanels } from '../../../src/panels/games';
import { TablePanel } from '../../../src/panels/TablePanel';
import { stateFor } from '../../panels/scenes';
import type { GameId, TableView } from '../../../machines/catalog';
import '../../../src/panels/shared/panels.css';

/** What the table does between rounds, or what ends a seat's part in it: not a move of the round. */
export const NOT_A_ROUND_MOVE = [
  'VOID_ROUND',
  'BACK_TO_LOBBY',
  'START_ROUND',
  'SET_PURSE',
  'SET_OPTIONS',
  'ADD_NPC',
  'REMOVE_SEAT',
  'LEAVE',
  'JOIN',
  'SET_STATS',
];

const PLAYERS = [
  ['ana', 'Ana'],
  ['brom', 'Brom'],
  ['cyra', 'Cyra'],
] as const;
const gm: Sender = { role: 'gm', id: 'gm' };
const as = (id: string): Sender => ({ role: 'player', id });

const app = document.getElementById('app')!;
let table: Table | null = null;
let choose: Chooser = chooser(1);
let viewer = 'gm';
let sent: unknown[] = [];

const must = (t: Table, sender: Sender, intent: unknown) => {
  const outcome = t.send(sender, intent);
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.reason)}`);
};

function draw() {
  const t = table!;
  const view = t.view(
    viewer === 'gm' ? { role: 'gm' } : { role: 'player', id: viewer },
  ) as TableView;
  const state = stateFor(view, { id: viewer, role: viewer === 'gm' ? 'GM' : 'PLAYER' });
  const send = async (intent: unknown) => {
    sent.push(intent);
    return { ok: true as const };
  };
  render(null, app);
  render(<TablePanel state={state} send={send} recover={send} chooseGame={send} />, app);
}

const settle = () => new Promise((r) => setTimeout(r, 0));

const glance = {
  games: GAME_IDS as readonly GameId[],
  start(game: GameId, seed: number) {
    const t = createTable(games[game], { dice: seededDice(seed) });
    for (const [id, name] of PLAYERS) must(t, as(id), { type: 'JOIN', name, purse: 60 });
    must(t, gm, { type: 'START_ROUND' });
    table = t;
    choose = chooser(seed);
  },
  /** The seats the table waits on, or the GM; and the phase. */
  acting() {
    const t = table!;
    const waiting = t.game.waitingOn(t.snapshot());
    return {
      phase: t.game.phase(t.snapshot()),
      inRound: t.game.inRound(t.snapshot()),
      seats: waiting.length > 0 ? waiting : ['gm'],
    };
  },
  async show(who: string) {
    viewer = who;
    draw();
    await settle();
  },
  /** Draws the seat afresh, clicks its `index`th button and says what it sent (null: nothing). */
  async tryMove(index: number) {
    draw();
    await settle();
    sent = [];
    const button = document.querySelectorAll<HTMLButtonElement>('#app button')[index];
    button?.click();
    await settle();
    return sent.length > 0 ? ((sent[0] as { type?: string }).type ?? null) : null;
  },
  /** One legal move of the seats the table waits on (the GM when none); false when nobody may move. */
  step() {
    const t = table!;
    const waiting = t.game.waitingOn(t.snapshot());
    const senders = waiting.length > 0 ? waiting.map(as) : [gm];
    const choice =
      pickMove(t, { senders, choose, skip: NOT_A_ROUND_MOVE }) ??
      pickMove(t, {
        senders: [gm, ...PLAYERS.map(([id]) => as(id))],
        choose,
        skip: NOT_A_ROUND_MOVE,
      });
    if (!choice) return false;
    must(t, choice.sender, choice.intent);
    return true;
  },
};

declare global {
  interface Window {
    glance: typeof glance;
  }
}

await loadAllPanels();
window.glance = glance;
document.body.dataset.ready = 'yes';
