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
import { askedStyle, type NpcPlayer, type NpcSetup, type NpcWiring } from './npcContract';
import type { Session } from './session';

/** The pause in milliseconds: the test's, else the table's option (a table saved before it had one: the default). */
const pauseOf = (setup: NpcSetup, options: BaseOptions) =>
  setup.pause ?? (options.npcPause ?? DEFAULT_BASE_OPTIONS.npcPause) * 1000;

const cryptoChance = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

export function npcPlayer(setup: NpcSetup, wiring: NpcWiring): NpcPlayer {
  const load = setup.styles ?? loadStyles;
  const loadWords = setup.words ?? loadStyleWords;
  const chance = setup.chance ?? cryptoChance;
  const log = setup.log ?? ((line: string) => console.info(line));
  // A game's brains, loaded at the first move of one of its self-playing NPCs; its words, at the first ask.
  const loaded = new Map<GameId, Promise<readonly BotStyle[]>>();
  const worded = new Map<GameId, Promise<readonly StyleWords[]>>();
  const menus = new Map<GameId, readonly StyleChoice[]>();
  const wordsOf = (game: GameId) => {
    let words = worded.get(game);
    if (!words) {
      words = loadWords(game);
      worded.set(game, words);
    }
    return words.catch((): readonly StyleWords[] => []);
  };
  const stylesOf = (game: GameId) => {
    let styles = loaded.get(game);
    if (!styles) {
      styles = load(game);
      loaded.set(game, styles);
    }
    return styles;
  };
  let cancelPending = () => {};
  /** The last wait told, so a seat that cannot move is told once, not at every look. */
  let told = '';
  const tell = (key: string, line: string) => {
    if (told === key) return;
    told = key;
    log(line);
  };
  /** The driver of the table in play: one per table, as it remembers whom it asked there. */
  let driving: { table: unknown; driver: NpcDriver } | null = null;
  const driverOf = (session: Session) => {
    if (driving?.table !== session.table)
      driving = { table: session.table, driver: npcDriver(session.definition) };
    return driving.driver;
  };

  /** Each self-playing seat's style at its level, saying why a seat the table waits on makes no move. */
  function playersOf(session: Session, styles: readonly BotStyle[]): Map<string, SelfPlayer> {
    const players = new Map<string, SelfPlayer>();
    const key = `${session.rev}`;
    const snapshot = session.table.snapshot();
    const waiting = session.definition.waitingOn(snapshot as never);
    for (const npc of (snapshot.context as TableContext).seats) {
      if (!npc.selfPlay || !playsItself(npc)) continue;
      const { style: id, level } = npc.selfPlay;
      const style = styles.find((s) => s.id === id);
      if (!style) {
        if (waiting.includes(npc.id))
          tell(`${npc.id}@${key}`, `${npc.name} waits: this game has no style of play "${id}".`);
        continue;
      }
      const plays = stylePlayer(style, level);
      players.set(npc.id, (sight, chance) => {
        const intent = plays(sight, chance);
        if (!intent && sight.inTurn)
          tell(`${npc.id}@${key}`, `${npc.name} waits: ${style.name} finds no move it would make.`);
        else if (intent && session.definition.authority[intent.type as never] !== 'seat')
          tell(
            `${npc.id}@${key}`,
            `${npc.name} waits: ${style.name} chose ${intent.type}, not a seat's move.`,
          );
        return intent;
      });
    }
    return players;
  }

  /** The next move of the table as it was armed, or nothing when the table moved on or no seat moves. */
  async function play(session: Session, armed: { rev: number; table: unknown }) {
    const still = () =>
      wiring.current() === session && session.rev === armed.rev && session.table === armed.table;
    if (!still()) return;
    const styles = await stylesOf(session.definition.id as GameId).catch(() => []);
    if (!still()) return;
    const players = playersOf(session, styles);
    const snapshot = session.table.snapshot();
    const step = driverOf(session).next(snapshot, players, chance, wiring.clock());
    if (!step) return;
    // A seat's move held by the game's pace (In Between's roller, for the watchers): asked again when it ends.
    if (isNpcWait(step)) return schedule(session, armed, step.until - wiring.clock());
    const outcome = await wiring.act(session, step.intent);
    if (!outcome.ok) {
      const name = nameOf(session, step.seat);
      tell(
        `${step.seat}@${armed.rev}`,
        `${name} waits: its ${step.intent.type} was refused (${outcome.reason.why}).`,
      );
    }
  }

  function schedule(session: Session, armed: { rev: number; table: unknown }, ms: number) {
    cancelPending();
    cancelPending = wiring.schedule(
      () => wiring.enqueue(() => play(session, armed)),
      Math.max(0, ms),
    );
  }

  return {
    arm() {
      cancelPending();
      cancelPending = () => {};
      const session = wiring.current();
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
    async refusal(session, intent) {
      const style = askedStyle(intent, (session.table.snapshot().context as TableContext).seats);
      if (typeof style !== 'string') return null;
      const game = session.definition.id as GameId;
      const words = await wordsOf(game);
      return words.some((s) => s.id === style) ? null : { why: 'unknownStyle', style, game };
    },
    styleWords: wordsOf,
    menu(game) {
      const known = menus.get(game);
      if (known || worded.has(game)) return known;
      void wordsOf(game).then((words) => {
        menus.set(
          game,
          words.map(({ id, name, character }) => ({ id, name, character })),
        );
        wiring.menuArrived();
      });
      return undefined;
    },
  };
}

const nameOf = (session: Session, seat: string): string =>
  (session.table.snapshot().context as TableContext).seats.find((s) => s.id === seat)?.name ?? seat;
