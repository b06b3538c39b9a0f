/** The headless API: the engine, the registry, and every game loaded (`games`), for scripts, the bench and the tests. */
import { loadAllGames, type GameId } from './catalog';
import type { AnyGame } from './engine/game';

export const games = await loadAllGames();

/** The game registered under `id`, or undefined for an id this build does not serve. */
export const gameById = (id: string): AnyGame | undefined =>
  Object.hasOwn(games, id) ? (games as Record<GameId, AnyGame>)[id as GameId] : undefined;

export * from './catalog';
export * from './engine/dice';
export * from './engine/game';
export * from './engine/ledger';
export * from './engine/table';
export * from './engine/reason';
export * from './engine/line';
