/**
 * Each game's styles of play in words (id, name, character) and the levels
 * they play at: all the lobby's NPC form shows. Light on purpose: the brains
 * (machines/bots.ts) load apart, only once an NPC of that game plays itself.
 */
import { BOT_LEVELS, type BotLevel, type StyleWords } from './engine/bot';

type Words = Promise<Record<string, StyleWords>>;

/** A game's id, as the registry (catalog.ts) names it: catalog.ts loads this file on demand, so it is not imported. */
type GameId =
  | 'twenty-one'
  | 'goblin'
  | 'twenty-one-classic'
  | 'in-between'
  | 'black-baron'
  | 'wizards-and-thieves'
  | 'three-dragon-ante';

// Each game's words in a chunk of their own, so the GM's hosting page carries only the table's game's.
const LOADERS: Record<GameId, () => Words> = {
  'twenty-one': () => import('./twenty-one/styles').then((m) => m.STANDARD_STYLES),
  goblin: () => import('./goblin/styles').then((m) => m.GOBLIN_STYLES),
  'twenty-one-classic': () => import('./twenty-one/classic/styles').then((m) => m.CLASSIC_STYLES),
  'in-between': () => import('./in-between/styles').then((m) => m.IN_BETWEEN_STYLES),
  'black-baron': () => import('./black-baron/styles').then((m) => m.BLACK_BARON_STYLES),
  'wizards-and-thieves': () =>
    import('./wizards-and-thieves/styles').then((m) => m.WIZARDS_AND_THIEVES_STYLES),
  'three-dragon-ante': () =>
    import('./three-dragon-ante/styles').then((m) => m.THREE_DRAGON_ANTE_STYLES),
};

/** A game's styles in words, in the order the GM picks from. */
export const loadStyleWords = (game: GameId): Promise<readonly StyleWords[]> =>
  LOADERS[game]().then((words) => Object.values(words));

/** The levels every style plays at. */
export const STYLE_LEVELS: readonly BotLevel[] = BOT_LEVELS;
