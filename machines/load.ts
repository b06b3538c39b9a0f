/**
 * Each game's definition, loaded the first time a table plays it. The host's
 * page carries only the charts of the games its table has played, so another
 * game on the menu costs a page nothing until it is chosen. The headless API
 * (`machines/index.ts`) registers every game statically instead.
 */
import type { GameId } from './catalog';
import type { goblin } from './goblin';
import type { twentyOne } from './twenty-one';

/** The definition of each game, by id. */
export interface GameDefinitions {
  'twenty-one': typeof twentyOne;
  goblin: typeof goblin;
}

const loaders: { [G in GameId]: () => Promise<GameDefinitions[G]> } = {
  'twenty-one': () => import('./twenty-one').then((m) => m.twentyOne),
  goblin: () => import('./goblin').then((m) => m.goblin),
};

export function loadGame<G extends GameId>(id: G): Promise<GameDefinitions[G]> {
  return loaders[id]();
}
