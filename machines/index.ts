/** Every game the tavern serves, by id. */
import type { GameId } from './catalog';
import type { AnyGame } from './engine/game';
import { twentyOne } from './twenty-one';
import { goblin } from './goblin';

export const games = { 'twenty-one': twentyOne, goblin } as const satisfies Record<GameId, AnyGame>;

/** The game registered under `id`, or undefined for an id this build does not serve. */
export const gameById = (id: string): AnyGame | undefined => (Object.hasOwn(games, id) ? (games as Record<string, AnyGame>)[id] : undefined);

export { twentyOne, goblin };
export * from './catalog';
export * from './engine/dice';
export * from './engine/game';
export * from './engine/ledger';
export * from './engine/table';
