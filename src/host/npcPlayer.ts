/**
 * The host plays the NPC seats that play themselves. After every change it
 * publishes, it looks for a self-playing NPC the table waits on and, after the
 * table's pause (`npcPause`, set by the GM in the lobby), asks that seat's style
 * what to do, from the view that seat would receive and nothing else, and
 * sends the answer through the same path as the GM acting for an NPC. A move
 * decided for a table that has moved on since (another move, a void, a rewind,
 * another game) is dropped: it acts only on the table it was armed for.
 */
import { loadStyles } from '../../machines/bots';
import type { GameId } from '../../machines/catalog';
import type { BotStyle, StyleWords } from '../../machines/engine/bot';
import {
  type BaseOptions,
  DEFAULT_BASE_OPTIONS,
  type TableContext,
} from '../../machines/table/context';
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

  /** The seat's move on the table as it was armed, or nothing when the table moved on or the seat cannot move. */
  async function play(session: Session, armed: { rev: number; table: unknown }, seat: string) {
    const still = () =>
      wiring.current() === session && session.rev === armed.rev && session.table === armed.table;
    if (!still()) return;
    const game = session.definition.id as GameId;
    const ctx = session.table.snapshot().context as TableContext;
    const npc = ctx.seats.find((s) => s.id === seat);
    if (!npc?.selfPlay || !playsItself(npc)) return;
    const { style: id, level } = npc.selfPlay;
    const style = (await stylesOf(game).catch(() => [])).find((s) => s.id === id);
    const key = `${seat}@${armed.rev}`;
    if (!style) return tell(key, `${npc.name} waits: this game has no style of play "${id}".`);
    if (!still()) return;
    // Exactly what this seat would receive, as its player would: never the GM's view or the chart's context.
    const intent = style.decide(session.table.view({ role: 'player', id: seat }), level, chance);
    if (!intent) return tell(key, `${npc.name} waits: ${style.name} finds no move it would make.`);
    if (session.definition.authority[intent.type as never] !== 'seat')
      return tell(key, `${npc.name} waits: ${style.name} chose ${intent.type}, not a seat's move.`);
    const outcome = await wiring.act(session, { ...intent, seat });
    if (!outcome.ok)
      tell(key, `${npc.name} waits: its ${intent.type} was refused (${outcome.reason.why}).`);
  }

  return {
    arm() {
      cancelPending();
      cancelPending = () => {};
      const session = wiring.current();
      if (!session) return;
      const snapshot = session.table.snapshot();
      const ctx = snapshot.context as TableContext;
      const waiting = session.definition.waitingOn(snapshot as never);
      const seat = ctx.seats.find((s) => playsItself(s) && waiting.includes(s.id));
      if (!seat) return;
      const armed = { rev: session.rev, table: session.table };
      cancelPending = wiring.schedule(
        () => wiring.enqueue(() => play(session, armed, seat.id)),
        pauseOf(setup, ctx.options),
      );
    },
    cancel() {
      cancelPending();
      cancelPending = () => {};
    },
    async refusal(session, intent) {
      const style = askedStyle(intent);
      if (typeof style !== 'string') return null;
      const game = session.definition.id as GameId;
      const words = await wordsOf(game);
      return words.some((s) => s.id === style) ? null : { why: 'unknownStyle', style, game };
    },
    styleIds: async (game) => (await wordsOf(game)).map((s) => s.id),
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
