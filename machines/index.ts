/** Every game the tavern serves, by id. */
import { twentyOne } from './twenty-one';
import { goblin } from './goblin';

export const games = { [twentyOne.id]: twentyOne, [goblin.id]: goblin } as const;

export { twentyOne, goblin };
export * from './engine/dice';
export * from './engine/game';
export * from './engine/ledger';
export * from './engine/table';
