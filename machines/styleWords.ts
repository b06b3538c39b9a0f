/**
 * Each game's styles of play in words (id, name, character) and the levels
 * they play at: all the lobby's NPC form shows. Light on purpose: the brains
 * (machines/bots.ts) load apart, only once an NPC of that game plays itself.
 */
import type { GameId } from './catalog';
import { BOT_LEVELS, type BotLevel, type StyleWords } from './engine/bot';
import { BLACK_BARON_STYLES } from './black-baron/styles';
import { GOBLIN_STYLES } from './goblin/styles';
import { IN_BETWEEN_STYLES } from './in-between/styles';
import { THREE_DRAGON_ANTE_STYLES } from './three-dragon-ante/styles';
import { CLASSIC_STYLES } from './twenty-one/classic/styles';
import { STANDARD_STYLES } from './twenty-one/styles';
import { WIZARDS_AND_THIEVES_STYLES } from './wizards-and-thieves/styles';

const WORDS: Record<GameId, Record<string, StyleWords>> = {
  'twenty-one': STANDARD_STYLES,
  goblin: GOBLIN_STYLES,
  'twenty-one-classic': CLASSIC_STYLES,
  'in-between': IN_BETWEEN_STYLES,
  'black-baron': BLACK_BARON_STYLES,
  'wizards-and-thieves': WIZARDS_AND_THIEVES_STYLES,
  'three-dragon-ante': THREE_DRAGON_ANTE_STYLES,
};

/** A game's styles in words, in the order the GM picks from. */
export const styleWords = (game: GameId): readonly StyleWords[] => Object.values(WORDS[game]);

/** The levels every style plays at. */
export const STYLE_LEVELS: readonly BotLevel[] = BOT_LEVELS;
