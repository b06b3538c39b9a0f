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
import type { Intent } from '../../machines/engine/game';
import type { Outcome } from '../../machines/engine/table';
import {
  type BaseOptions,
  DEFAULT_BASE_OPTIONS,
  type TableContext,
} from '../../machines/table/context';
import { loadStyleWords } from '../../machines/styleWords';
import { playsItself } from '../../machines/table/selfPlay';
import type { HostReason } from '../sync/reasons';
import type { StyleChoice } from '../sync/npcStyles';
import type { Session } from './session';

/** How the host plays its NPCs; each has a default, the tests set their own. */
export interface NpcSetup {
  /** Milliseconds between the table reaching an NPC's turn and its move. Default: the table's `npcPause` option. */
  pause?: number;
  /** A game's styles in words, all the lobby's form shows. Default: its own (machines/styleWords.ts), on demand. */
  words?: (game: GameId) => Promise<readonly StyleWords[]>;
  /** The styles of a game, brains and all. Default: its own (machines/bots.ts), loaded once an NPC of it plays itself. */
  styles?: (game: GameId) => Promise<readonly BotStyle[]>;
  /** A uniform number in [0, 1) for every chance a style takes. Default: WebCrypto. */
  chance?: () => number;
  /** Where the host says why an NPC waits. Default: the console. */
  log?: (line: string) => void;
}

/** The pause in milliseconds: the test's, else the table's option (a table saved before it had one: the default). */
const pauseOf = (setup: NpcSetup, options: BaseOptions) =>
  setup.pause ?? (options.npcPause ?? DEFAULT_BASE_OPTIONS.npcPause) * 1000;

const cryptoChance = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

interface Wiring {
  schedule: (task: () => void, ms: number) => () => void;
  enqueue: (task: () => Promise<void>) => void;
  /** The live session, or null. */
  current: () => Session | null;
  /** Applies an intent as the GM acting for an NPC. */
  act: (session: Session, intent: Intent) => Promise<Outcome>;
  /** The GM's view changed beside the table (the style menu came): send it. */
  menuArrived: () => void;
}

export interface NpcPlayer {
  /** Drops any move pending and arms the next NPC's, if the table waits on one. */
  arm(): void;
  cancel(): void;
  /** Why the host refuses an NPC of a style its game does not have, or null. */
  refusal(session: Session, intent: unknown): Promise<HostReason | null>;
  /** The ids of a game's styles (an NPC carried to another game keeps its style there when it has it). */
  styleIds(game: GameId): Promise<readonly string[]>;
  /** What the GM picks an NPC's style from: the styles in words, once loaded (at the first ask), no brain. */
  menu(game: GameId): readonly StyleChoice[] | undefined;
}

export function npcPlayer(setup: NpcSetup, wiring: Wiring): NpcPlayer {
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
      const asked = intent as { type?: unknown; selfPlay?: { style?: unknown } } | null;
      const style = asked?.type === 'ADD_NPC' ? asked.selfPlay?.style : undefined;
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
