/**
 * The registry: every game the tavern serves, one line each, with what can be
 * known of it without its chart (its light metadata, from the game's
 * `meta.ts`) and a loader for its chart. The wire, the public table, the host,
 * the lobby and the panels read this; none of them names a game. The host's
 * page loads a game's chart the first time its table plays it, so another game
 * on the menu costs the page nothing until it is chosen.
 */
import type { AnyGame } from './engine/game';
import { meta as blackBaronMeta } from './black-baron/meta';
import type { goblin } from './goblin';
import { meta as goblinMeta } from './goblin/meta';
import type { inBetween } from './in-between';
import { meta as inBetweenMeta } from './in-between/meta';
import { meta as threeDragonAnteMeta } from './three-dragon-ante/meta';
import type { twentyOne } from './twenty-one';
import { meta as twentyOneMeta } from './twenty-one/meta';
import { meta as twentyOneClassicMeta } from './twenty-one/classic/meta';
import { meta as wizardsMeta } from './wizards-and-thieves/meta';

export const REGISTRY = {
  'twenty-one': { ...twentyOneMeta, load: () => import('./twenty-one').then((m) => m.twentyOne) },
  goblin: { ...goblinMeta, load: () => import('./goblin').then((m) => m.goblin) },
  'twenty-one-classic': { ...twentyOneClassicMeta, load: () => import('./twenty-one/classic/game').then((m) => m.twentyOneClassic) },
  'in-between': { ...inBetweenMeta, load: () => import('./in-between').then((m) => m.inBetween) },
  'black-baron': { ...blackBaronMeta, load: () => import('./black-baron').then((m) => m.blackBaron) },
  'wizards-and-thieves': { ...wizardsMeta, load: () => import('./wizards-and-thieves').then((m) => m.wizardsAndThieves) },
  'three-dragon-ante': { ...threeDragonAnteMeta, load: () => import('./three-dragon-ante').then((m) => m.threeDragonAnte) },
} as const;

export type GameId = keyof typeof REGISTRY;
/** The game a new table plays: the first registered. */
export const GAME_IDS = Object.keys(REGISTRY) as [GameId, ...GameId[]];
export const DEFAULT_GAME: GameId = GAME_IDS[0];

/** The definition of each game, by id. */
export type GameDefinitions = { [G in GameId]: Awaited<ReturnType<(typeof REGISTRY)[G]['load']>> };
/** Any game's view, told apart by `game`. */
export type TableView = { [G in GameId]: ReturnType<GameDefinitions[G]['view']> }[GameId];

/** Each game id's game and mode, as the lobby lists them (the modes of one game side by side). */
export const GAME_MODES = Object.fromEntries(GAME_IDS.map((id) => [id, { game: REGISTRY[id].game, mode: REGISTRY[id].mode }])) as Record<GameId, { game: string; mode: string }>;
export const GAME_TITLES = Object.fromEntries(GAME_IDS.map((id) => [id, `${REGISTRY[id].game}: ${REGISTRY[id].mode}`])) as Record<GameId, string>;

export const isGameId = (id: string): id is GameId => Object.hasOwn(REGISTRY, id);

/** Loads a game's chart and rules. */
export function loadGame<G extends GameId>(id: G): Promise<GameDefinitions[G]> {
  return REGISTRY[id].load() as Promise<GameDefinitions[G]>;
}

/** Every game, loaded: what the headless API and the tests play. */
export async function loadAllGames(): Promise<GameDefinitions> {
  const loaded = await Promise.all(GAME_IDS.map(async (id) => [id, await loadGame(id)] as const));
  return Object.fromEntries(loaded) as GameDefinitions;
}

// Keeps the registry honest: every loader gives a game definition.
export type RegistryChecked = GameDefinitions[GameId] extends AnyGame ? true : never;
