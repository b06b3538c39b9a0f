/**
 * Each game's styles of play in words (id, name, character) and the levels
 * they play at: all the lobby's NPC form shows. Light on purpose: each game's
 * words load in a chunk of their own (the registry's `styles` loader), so the
 * GM's hosting page carries only the table's game's, and the brains
 * (machines/bots.ts) load apart, only once an NPC of that game plays itself.
 */
import { BOT_LEVELS, type BotLevel } from './engine/bot';

export { loadStyleWords } from './catalog';

/** The levels every style plays at. */
export const STYLE_LEVELS: readonly BotLevel[] = BOT_LEVELS;
