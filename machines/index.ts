/** Every game the tavern serves, by id. */
import { twentyOne } from './twenty-one';

export const games = { [twentyOne.id]: twentyOne } as const;

export { twentyOne };
export * from './engine/dice';
export * from './engine/game';
export * from './engine/ledger';
export * from './engine/table';
