/**
 * Each game's styles of play in words (id, name, character) and the levels
 * they play at: all the lobby's NPC form shows. Light on purpose: each game's
 * words load in a chunk of their own (the registry's `styles` loader), so the
 * GM's hosting page carries only the table's game's, and the brains
 * (machines/bots.ts) load apart, only once an NPC of that game plays itself.
 */
import { REGISTRY, type GameId } from './catalog';
import { BOT_LEVELS, type BotLevel, type StyleWords } from './engine/bot';

/** A game's styles in words, in the order the GM picks from. */
export const loadStyleWords = (game: GameId): Promise<readonly StyleWords[]> =>
  REGISTRY[game].styles().then((words) => Object.values(words));

/** The levels every style plays at. */
export const STYLE_LEVELS: readonly BotLevel[] = BOT_LEVELS;
