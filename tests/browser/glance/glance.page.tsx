/**
 * A round of each game played at random (seeded), drawn seat by seat by the popover's own panels, for
 * tests/browser/one-glance.test.ts. `window.glance.start(game, seed, setup)` seats the players and NPCs the setup asks
 * for (by default Ana, Brom and Cyra) and starts the round; `acting()` says who the table waits on; `show(viewer)`
 * draws that seat's popover; `survey(...)` plays a whole round in the page and measures every screen (./survey.ts);
 * `live(viewer)` draws a seat whose moves play on the table, as a popover does; `step()` plays one legal move.
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
import { loadStyleWords } from '../../../machines/styleWords';
import { loadAllPanels } from '../../../src/panels/games';
import { TablePanel } from '../../../src/panels/TablePanel';
import { stateFor } from '../../panels/scenes';
import { type Acting, type Setup, surveyRound, type Survey, type SurveyOptions } from './survey';
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
  'TAKE_OVER',
  'HAND_BACK',
  'DECLINE_PURSE',
];

const PLAYERS = ['Ana', 'Brom', 'Cyra', 'Dara', 'Edda', 'Finn', 'Gus', 'Hild'];
const NPCS = ['Grub', 'Mirela', 'Brannoc', 'Tansy', 'Dorrin', 'Vess', 'Hobb', 'Ysolde'];

const gm: Sender = { role: 'gm', id: 'gm' };
const as = (id: string): Sender => ({ role: 'player', id });

const app = document.getElementById('app')!;
let table: Table | null = null;
let choose: Chooser = chooser(1);
let viewer = 'gm';
let rev = 1;
/** What the drawn popover sent since it was last cleared. */
const sent: unknown[] = [];
let playerIds: string[] = [];
/** Each game's styles of play, which the host adds to the GM's view in the lobby (src/host/play.ts). */
const styles = Object.fromEntries(
  await Promise.all(GAME_IDS.map(async (id) => [id, await loadStyleWords(id)] as const)),
);

const must = (t: Table, sender: Sender, intent: unknown) => {
  const outcome = t.send(sender, intent);
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.reason)}`);
};

/** The drawn seat's view, as the host would send it (the GM's lobby with the game's styles). */
function viewNow(): TableView {
  const t = table!;
  const seen = t.view(
    viewer === 'gm' ? { role: 'gm' } : { role: 'player', id: viewer },
  ) as TableView;
  if (viewer !== 'gm' || seen.phase !== 'lobby') return seen;
  const menu = styles[seen.game]!.map(({ id, name, character }) => ({ id, name, character }));
  return { ...seen, npcStyles: menu } as unknown as TableView;
}

/** Draws the seat: `fresh`, from nothing (a popover opening); else over what is drawn (a view arriving). */
let draws = 0;
function draw(send: (intent: unknown) => Promise<{ ok: true }>, fresh = true) {
  draws++;
  const state = stateFor(
    viewNow(),
    { id: viewer, role: viewer === 'gm' ? 'GM' : 'PLAYER' },
    { rev },
  );
  if (fresh) render(null, app);
  render(<TablePanel state={state} send={send} recover={send} chooseGame={send} />, app);
  if (fresh) window.scrollTo(0, 0);
}

const record = async (intent: unknown) => {
  sent.push(intent);
  return { ok: true as const };
};
const settle = () => new Promise((r) => setTimeout(r, 0));

/** Seats everyone the setup names and takes over the first `takenOver` NPCs. */
function seat(t: Table, setup: Setup) {
  playerIds = PLAYERS.slice(0, setup.players).map((name) => name.toLowerCase());
  for (const name of PLAYERS.slice(0, setup.players))
    must(t, as(name.toLowerCase()), { type: 'JOIN', name, purse: 60 });
  for (const name of NPCS.slice(0, setup.npcs ?? 0))
    must(t, gm, {
      type: 'ADD_NPC',
      name,
      purse: 60,
      selfPlay: { style: 'glance', level: 'forgiving' },
    });
  const npcs = (t.view({ role: 'gm' }) as TableView).seats.filter((s) => s.controller === 'gm');
  for (const npc of npcs.slice(0, setup.takenOver ?? 0))
    must(t, gm, { type: 'TAKE_OVER', seat: npc.id });
  if (setup.asks) must(t, as(playerIds[0]!), { type: 'ASK_PURSE', purse: setup.asks });
}

/** The sender of a seat's moves: its player, or the GM for an NPC. */
const senderOf = (id: string): Sender => (playerIds.includes(id) ? as(id) : gm);

const glance = {
  games: GAME_IDS as readonly GameId[],
  /** Seats the setup's table and starts the round, unless `lobby`. */
  start(game: GameId, seed: number, setup: Setup = { players: 3 }, lobby = false) {
    const t = createTable(games[game], { dice: seededDice(seed) });
    seat(t, setup);
    if (!lobby) must(t, gm, { type: 'START_ROUND' });
    table = t;
    choose = chooser(seed);
  },
  /** The GM starts the round of a table seated in the lobby. */
  begin() {
    must(table!, gm, { type: 'START_ROUND' });
  },
  /**
   * The phase; every seat the table waits on; the players among them (the GM when none); the NPCs among them the GM
   * plays by hand; every player.
   */
  acting(): Acting {
    const t = table!;
    const snapshot = t.snapshot();
    const waiting = t.game.waitingOn(snapshot);
    const players = waiting.filter((id) => playerIds.includes(id));
    const byHand = (t.view({ role: 'gm' }) as TableView).seats.filter(
      (s) => s.controller === 'gm' && (!s.selfPlay || s.selfPlay.takenOver),
    );
    return {
      phase: t.game.phase(snapshot),
      inRound: t.game.inRound(snapshot),
      waiting,
      seats: players.length > 0 ? players : ['gm'],
      gmPlays: waiting.filter((id) => byHand.some((s) => s.id === id)),
      players: [...playerIds],
    };
  },
  async show(who: string) {
    viewer = who;
    draw(record);
    await settle();
  },
  /** How many times a popover was drawn: what a survey costs. */
  draws: () => draws,
  /** What the drawn popover sent since the last `show`. */
  sent: () => sent,
  /** One legal move of the seats the table waits on (the GM when none); false when nobody may move. */
  step(): boolean {
    const t = table!;
    const waiting = t.game.waitingOn(t.snapshot());
    const senders = waiting.length > 0 ? [...new Set(waiting.map(senderOf))] : [gm];
    const choice =
      pickMove(t, { senders, choose, skip: NOT_A_ROUND_MOVE }) ??
      pickMove(t, { senders: [gm, ...playerIds.map(as)], choose, skip: NOT_A_ROUND_MOVE });
    if (!choice) return false;
    must(t, choice.sender, choice.intent);
    return true;
  },
  /** Plays until `done` says so (or 300 moves); false if the table stalled first. */
  stepUntil(done: (acting: Acting) => boolean): boolean {
    for (let i = 0; i < 300 && !done(glance.acting()); i++) if (!glance.step()) return false;
    return done(glance.acting());
  },
  /** Draws `who`'s popover; each move it sends plays on the table, and the new view is drawn over the old. */
  async live(who: string) {
    viewer = who;
    const play = async (intent: unknown) => {
      sent.push(intent);
      table!.send(senderOf(who), intent);
      rev++;
      draw(play, false);
      return { ok: true as const };
    };
    draw(play);
    await settle();
  },
  /** A whole round of `game` played in the page, every screen of it measured (./survey.ts). */
  survey: (game: GameId, seed: number, setup: Setup, options: SurveyOptions): Promise<Survey> =>
    surveyRound(glance, { game, seed, setup, ...options }),
};

declare global {
  interface Window {
    glance: typeof glance;
  }
}

await loadAllPanels();
window.glance = glance;
document.body.dataset.ready = 'yes';
