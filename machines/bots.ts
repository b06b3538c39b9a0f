/**
 * Each game's styles of play for self-playing seats, loaded on demand: only
 * the GM's client loads them, and only once an NPC of that game plays itself.
 */
import type { BotStyle } from './engine/bot';
import type { GameId } from './catalog';

const LOADERS: Record<GameId, () => Promise<readonly BotStyle[]>> = {
  'twenty-one': () => import('./twenty-one/bots').then((m) => m.styles),
  goblin: () => import('./goblin/bots').then((m) => m.styles),
  'twenty-one-classic': () => import('./twenty-one/classic/bots').then((m) => m.styles),
  'in-between': () => import('./in-between/bots').then((m) => m.styles),
  'black-baron': () => import('./black-baron/bots').then((m) => m.styles),
  'wizards-and-thieves': () => import('./wizards-and-thieves/bots').then((m) => m.styles),
  'three-dragon-ante': () => import('./three-dragon-ante/bots').then((m) => m.styles),
};

/** The styles a game's self-playing seats may play. */
export function loadStyles(game: GameId): Promise<readonly BotStyle[]> {
  return LOADERS[game]();
}
