/**
 * The registry: every game the tavern serves, declared once: its name on the
 * menu (and what wins, said under it in every panel's header) and the loaders
 * of its parts: its light metadata (the game's `meta.ts`: its lobby options and
 * the schema of its public view), its chart, its self-playing seats' brains
 * (`bots.ts`) and their styles in words (`styles.ts`). Its panel and words are
 * registered by the same ids in the panels' layer (src/panels/games.ts). The
 * wire, the public table, the host, the lobby and the panels read this; none
 * of them names a game. Every page knows the games by name; a page loads a
 * game's meta when it first reads a table of that game (a player's background
 * page, which reads only its own sealed view, never does), and the host's page
 * loads a game's chart, meta included, the first time its table plays it, so
 * another game on the menu costs a page nothing until it is played.
 */
import type { BotStyle, StyleWords } from './engine/bot';
import type { AnyGame } from './engine/game';
import type { GameMeta } from './table/gameMeta';

/**
 * What the registry holds of one game: its name on the menu, and a loader of each of its parts. Checked below
 * (`RegistryChecked`) rather than by `satisfies`, which would type each loader's result as this wide one.
 */
interface GameEntry {
  readonly game: string;
  readonly mode: string;
  readonly goal: string;
  readonly meta: () => Promise<GameMeta>;
  readonly load: () => Promise<AnyGame>;
  readonly bots: () => Promise<readonly BotStyle[]>;
  readonly styles: () => Promise<Readonly<Record<string, StyleWords>>>;
}

export const REGISTRY = {
  'twenty-one': {
    game: 'Tavern Twenty-One',
    mode: 'Standard mode',
    goal: 'highest total, 21 or less',
    meta: () => import('./twenty-one/meta').then((m) => m.meta),
    load: () => import('./twenty-one').then((m) => m.twentyOne),
    bots: () => import('./twenty-one/bots').then((m) => m.styles),
    styles: () => import('./twenty-one/styles').then((m) => m.STANDARD_STYLES),
  },
  goblin: {
    game: 'Tavern Twenty-One',
    mode: 'Goblin Mode',
    goal: 'highest score left alive; no 21 limit, a 1 kills',
    meta: () => import('./goblin/meta').then((m) => m.meta),
    load: () => import('./goblin').then((m) => m.goblin),
    bots: () => import('./goblin/bots').then((m) => m.styles),
    styles: () => import('./goblin/styles').then((m) => m.GOBLIN_STYLES),
  },
  'twenty-one-classic': {
    game: 'Tavern Twenty-One',
    mode: 'Classic',
    goal: 'highest total, 21 or less',
    meta: () => import('./twenty-one-classic/meta').then((m) => m.meta),
    load: () => import('./twenty-one-classic').then((m) => m.twentyOneClassic),
    bots: () => import('./twenty-one-classic/bots').then((m) => m.styles),
    styles: () => import('./twenty-one-classic/styles').then((m) => m.CLASSIC_STYLES),
  },
  'in-between': {
    game: 'In Between',
    mode: 'Three d20s',
    goal: 'roll a d20 between the other two',
    meta: () => import('./in-between/meta').then((m) => m.meta),
    load: () => import('./in-between').then((m) => m.inBetween),
    bots: () => import('./in-between/bots').then((m) => m.styles),
    styles: () => import('./in-between/styles').then((m) => m.IN_BETWEEN_STYLES),
  },
  'black-baron': {
    game: 'Black Baron',
    mode: 'Against the Dealer',
    goal: 'beat the dealer with 20 or less',
    meta: () => import('./black-baron/meta').then((m) => m.meta),
    load: () => import('./black-baron').then((m) => m.blackBaron),
    bots: () => import('./black-baron/bots').then((m) => m.styles),
    styles: () => import('./black-baron/styles').then((m) => m.BLACK_BARON_STYLES),
  },
  'wizards-and-thieves': {
    game: 'Wizards and Thieves',
    mode: 'Three d6 and a pot',
    goal: 'take coins from the pot; declare, then roll 3d6',
    meta: () => import('./wizards-and-thieves/meta').then((m) => m.meta),
    load: () => import('./wizards-and-thieves').then((m) => m.wizardsAndThieves),
    bots: () => import('./wizards-and-thieves/bots').then((m) => m.styles),
    styles: () => import('./wizards-and-thieves/styles').then((m) => m.WIZARDS_AND_THIEVES_STYLES),
  },
  'three-dragon-ante': {
    game: 'Three-Dragon Ante',
    mode: 'Five hidden d12s',
    goal: 'highest total of your five d12s',
    meta: () => import('./three-dragon-ante/meta').then((m) => m.meta),
    load: () => import('./three-dragon-ante').then((m) => m.threeDragonAnte),
    bots: () => import('./three-dragon-ante/bots').then((m) => m.styles),
    styles: () => import('./three-dragon-ante/styles').then((m) => m.THREE_DRAGON_ANTE_STYLES),
  },
} as const;

export type GameId = keyof typeof REGISTRY;
/** The game a new table plays: the first registered. */
export const GAME_IDS = Object.keys(REGISTRY) as [GameId, ...GameId[]];
export const DEFAULT_GAME: GameId = GAME_IDS[0];

/** The definition of each game, by id. */
export type GameDefinitions = { [G in GameId]: Awaited<ReturnType<(typeof REGISTRY)[G]['load']>> };
/** The meta of each game, by id. */
export type GameMetas = { [G in GameId]: Awaited<ReturnType<(typeof REGISTRY)[G]['meta']>> };
/** Any game's view, told apart by `game`. */
export type TableView = { [G in GameId]: ReturnType<GameDefinitions[G]['view']> }[GameId];

/** Each game id's game, mode and goal, as the lobby lists them (the modes of one game side by side) and the header says them. */
export const GAME_MODES = Object.fromEntries(
  GAME_IDS.map((id) => [
    id,
    { game: REGISTRY[id].game, mode: REGISTRY[id].mode, goal: REGISTRY[id].goal },
  ]),
) as Record<GameId, { game: string; mode: string; goal: string }>;
export const GAME_TITLES = Object.fromEntries(
  GAME_IDS.map((id) => [id, `${REGISTRY[id].game}: ${REGISTRY[id].mode}`]),
) as Record<GameId, string>;

export const isGameId = (id: string): id is GameId => Object.hasOwn(REGISTRY, id);

/** Things loaded on demand by key, kept once loaded so a later reader has them at once. */
export interface OnDemand<K extends string, T> {
  /** The thing if it has loaded, else undefined. */
  now(key: K): T | undefined;
  /** Loads it (once; a failed load is tried again on the next call). */
  load(key: K): Promise<T>;
}

export function onDemand<K extends string, T>(
  loaders: Record<K, () => Promise<T>>,
): OnDemand<K, T> {
  const done = new Map<K, T>();
  const pending = new Map<K, Promise<T>>();
  return {
    now: (key) => done.get(key),
    load(key) {
      const known = done.get(key);
      if (known) return Promise.resolve(known);
      let loading = pending.get(key);
      if (!loading) {
        loading = loaders[key]().then(
          (loaded) => {
            done.set(key, loaded);
            pending.delete(key);
            return loaded;
          },
          (e: unknown) => {
            pending.delete(key);
            throw e;
          },
        );
        pending.set(key, loading);
      }
      return loading;
    },
  };
}

const METAS = onDemand(
  Object.fromEntries(GAME_IDS.map((id) => [id, REGISTRY[id].meta])) as unknown as Record<
    GameId,
    () => Promise<GameMeta>
  >,
);

/** Loads a game's meta (once): what a page needs before it reads a table of that game. */
export const loadMeta = <G extends GameId>(id: G): Promise<GameMetas[G]> =>
  METAS.load(id) as Promise<GameMetas[G]>;

/** A game's meta, loaded before (`loadMeta`, or `loadGame`, which loads it with the chart): reading it earlier is a bug, so it throws. */
export function metaOf<G extends GameId>(id: G): GameMetas[G] {
  const meta = METAS.now(id);
  if (!meta) throw new Error(`The meta of ${id} is read before it was loaded.`);
  return meta as GameMetas[G];
}

/** Loads a game's chart and rules, and its meta, which whoever plays it reads. */
export async function loadGame<G extends GameId>(id: G): Promise<GameDefinitions[G]> {
  const [game] = await Promise.all([REGISTRY[id].load(), loadMeta(id)]);
  return game as GameDefinitions[G];
}

/** Every game, loaded: what the headless API and the tests play. */
export async function loadAllGames(): Promise<GameDefinitions> {
  const loaded = await Promise.all(GAME_IDS.map(async (id) => [id, await loadGame(id)] as const));
  return Object.fromEntries(loaded) as GameDefinitions;
}

/** Compiles only when `T` is `true`. */
type Holds<T extends true> = T;
/** The games whose line lacks a part or loads the wrong thing: none, or this does not compile. */
type Unfit = { [G in GameId]: (typeof REGISTRY)[G] extends GameEntry ? never : G }[GameId];
export type RegistryChecked = Holds<[Unfit] extends [never] ? true : false>;

/** A game's styles in words, in the order the GM picks from: what the lobby's NPC form and a player's autoplay show. */
export const loadStyleWords = (game: GameId): Promise<readonly StyleWords[]> =>
  REGISTRY[game].styles().then((words) => Object.values(words));
