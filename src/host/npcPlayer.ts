/**
 * The host plays the NPC seats that play themselves, through the one NPC
 * driver the simulator plays too (machines/table/npcDriver.ts). After every
 * change it publishes, and the table's pause (`npcPause`, set by the GM in
 * the lobby), it asks the driver for the next move: every self-playing seat
 * that may move is asked, out of turn too (a side bet, an accusation, an
 * investigation), each from the view its seat would receive and nothing else,
 * and the move is sent through the same path as the GM acting for an NPC. One
 * pause before each move; a seat that declines waits for the table to change.
 * A move decided for a table that has moved on since (another move, a void, a
 * rewind, another game) is dropped: it acts only on the table it was armed for.
 * A self-playing seat's move may say a line in character (tableTalk.ts), which
 * loads with the player.
 */
import { loadStyles } from '../../machines/bots';
import type { GameId } from '../../machines/catalog';
import type { BotStyle, StyleWords } from '../../machines/engine/bot';
import {
  type BaseOptions,
  DEFAULT_BASE_OPTIONS,
  type TableContext,
} from '../../machines/table/context';
import {
  isNpcWait,
  npcDriver,
  stylePlayer,
  type NpcDriver,
  type SelfPlayer,
} from '../../machines/table/npcDriver';
import { loadStyleWords } from '../../machines/styleWords';
import { playsItself } from '../../machines/table/selfPlay';
import type { StyleChoice } from '../sync/npcStyles';
import { askedStyle, type NpcHooks, type NpcPlayer, type NpcSetup } from './npcContract';
import type { Session } from './session';
import { tableTalk } from './tableTalk';

/** The pause in milliseconds: the test's, else the table's option (a table saved before it had one: the default). */
const pauseOf = (setup: NpcSetup, options: BaseOptions) =>
  setup.pause ?? (options.npcPause ?? DEFAULT_BASE_OPTIONS.npcPause) * 1000;

const cryptoChance = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

/** A game's brains or words, loaded once, at the first ask. */
function loadedOnce<T>(load: (game: GameId) => Promise<T>) {
  const loaded = new Map<GameId, Promise<T>>();
  const of = (game: GameId) => {
    let found = loaded.get(game);
    if (!found) {
      found = load(game);
      loaded.set(game, found);
    }
    return found;
  };
  return { of, asked: (game: GameId) => loaded.has(game) };
}

/** Tells why a seat makes no move, once per seat and table revision, not at every look. */
function waitTeller(log: (line: string) => void) {
  let told = '';
  return (key: string, line: string) => {
    if (told === key) return;
    told = key;
    log(line);
  };
}

type Tell = ReturnType<typeof waitTeller>;

/** Each self-playing seat's style at its level, saying why a seat the table waits on makes no move. */
function playersOf(session: Session, styles: readonly BotStyle[], tell: Tell) {
  const players = new Map<string, SelfPlayer>();
  const key = `${session.rev}`;
  const snapshot = session.table.snapshot();
  const waiting = session.definition.waitingOn(snapshot as never);
  for (const npc of (snapshot.context as TableContext).seats) {
    if (!npc.selfPlay || !playsItself(npc)) continue;
    const { style: id, level } = npc.selfPlay;
    const style = styles.find((s) => s.id === id);
    const said = (why: string) => tell(`${npc.id}@${key}`, `${npc.name} waits: ${why}`);
    if (!style) {
      if (waiting.includes(npc.id)) said(`this game has no style of play "${id}".`);
      continue;
    }
    const plays = stylePlayer(style, level);
    players.set(npc.id, (sight, chance) => {
      const intent = plays(sight, chance);
      if (!intent && sight.inTurn) said(`${style.name} finds no move it would make.`);
      else if (intent && session.definition.authority[intent.type as never] !== 'seat')
        said(`${style.name} chose ${intent.type}, not a seat's move.`);
      return intent;
    });
  }
  return players;
}

/** The driver of the table in play: one per table, as it remembers whom it asked there. */
function tableDriver() {
  let driving: { table: unknown; driver: NpcDriver } | null = null;
  return (session: Session) => {
    if (driving?.table !== session.table)
      driving = { table: session.table, driver: npcDriver(session.definition) };
    return driving.driver;
  };
}

/** The table a move was armed for: a move decided for any other is dropped. */
interface Armed {
  rev: number;
  table: unknown;
}

/** The styles in words: what the GM's lobby picks from, and whether a style asked for is one the game has. */
function styleWords(
  load: (game: GameId) => Promise<readonly StyleWords[]>,
  menuArrived: () => void,
): Pick<NpcPlayer, 'refusal' | 'styleWords' | 'menu'> {
  const words = loadedOnce(load);
  const wordsOf = (game: GameId) => words.of(game).catch((): readonly StyleWords[] => []);
  const menus = new Map<GameId, readonly StyleChoice[]>();
  return {
    async refusal(session, intent) {
      const style = askedStyle(intent, (session.table.snapshot().context as TableContext).seats);
      if (typeof style !== 'string') return null;
      const game = session.definition.id as GameId;
      const known = await wordsOf(game);
      return known.some((s) => s.id === style) ? null : { why: 'unknownStyle', style, game };
    },
    styleWords: wordsOf,
    menu(game) {
      const known = menus.get(game);
      if (known || words.asked(game)) return known;
      void wordsOf(game).then((styles) => {
        menus.set(
          game,
          styles.map(({ id, name, character }) => ({ id, name, character })),
        );
        menuArrived();
      });
      return undefined;
    },
  };
}

export function npcPlayer(setup: NpcSetup, hooks: NpcHooks): NpcPlayer {
  const brains = loadedOnce(setup.styles ?? loadStyles);
  const chance = setup.chance ?? cryptoChance;
  const tell = waitTeller(setup.log ?? ((line: string) => console.info(line)));
  const talk = tableTalk();
  let cancelPending = () => {};
  const driverOf = tableDriver();

  /** The next move of the table as it was armed, or nothing when the table moved on or no seat moves. */
  async function play(session: Session, armed: Armed) {
    const still = () =>
      hooks.current() === session && session.rev === armed.rev && session.table === armed.table;
    if (!still()) return;
    const styles = await brains.of(session.definition.id as GameId).catch(() => []);
    if (!still()) return;
    const players = playersOf(session, styles, tell);
    const snapshot = session.table.snapshot();
    const step = driverOf(session).next(snapshot, players, chance, hooks.clock());
    if (!step) return;
    // A seat's move held by the game's pace (In Between's roller, for the watchers): asked again when it ends.
    if (isNpcWait(step)) return schedule(session, armed, step.until - hooks.clock());
    talk.before(session, step.intent.seat);
    const outcome = await hooks.act(session, step.intent).finally(talk.after);
    if (!outcome.ok)
      tell(
        `${step.seat}@${armed.rev}`,
        `${nameOf(session, step.seat)} waits: its ${step.intent.type} was refused (${outcome.reason.why}).`,
      );
  }

  function schedule(session: Session, armed: Armed, ms: number) {
    cancelPending();
    cancelPending = hooks.schedule(
      () => hooks.enqueue(() => play(session, armed)),
      Math.max(0, ms),
    );
  }

  return {
    arm() {
      cancelPending();
      cancelPending = () => {};
      const session = hooks.current();
      if (!session) return;
      const snapshot = session.table.snapshot();
      const ctx = snapshot.context as TableContext;
      if (!session.definition.inRound(snapshot as never) || !ctx.seats.some(playsItself)) return;
      schedule(session, { rev: session.rev, table: session.table }, pauseOf(setup, ctx.options));
    },
    cancel() {
      cancelPending();
      cancelPending = () => {};
    },
    ...styleWords(setup.words ?? loadStyleWords, hooks.menuArrived),
    line: (session) => talk.line(session),
  };
}

const nameOf = (session: Session, seat: string): string =>
  (session.table.snapshot().context as TableContext).seats.find((s) => s.id === seat)?.name ?? seat;
