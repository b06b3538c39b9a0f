/**
 * Each game's styles of play for self-playing seats, loaded on demand by the
 * registry's `bots` loader: only the GM's client loads them, and only once an
 * NPC of that game plays itself.
 */
import type { BotStyle } from './engine/bot';
import { REGISTRY, type GameId } from './catalog';

/** The styles a game's self-playing seats may play. */
export const loadStyles = (game: GameId): Promise<readonly BotStyle[]> => REGISTRY[game].bots();
