/**
 * Who plays an NPC seat: the GM, clicking each of its moves, or the host, by a
 * style of play (machines/engine/bot.ts) at a level. The seat keeps its style
 * while the GM takes it over, so handing it back resumes the same character.
 */
import { BOT_LEVELS, type BotLevel, OLD_LEVELS } from '../engine/bot';

export interface SelfPlay {
  /** The style's id among its game's styles (machines/bots.ts). */
  style: string;
  level: BotLevel;
  /** The GM has taken the seat over: it waits for the GM's clicks until handed back. */
  takenOver: boolean;
}

/** What a view shows of it: every viewer sees that the seat plays itself; only the GM sees how. */
export interface SelfPlayView {
  takenOver: boolean;
  style?: string;
  level?: BotLevel;
}

export const isBotLevel = (level: string): level is BotLevel =>
  (BOT_LEVELS as readonly string[]).includes(level);

/** The level a name means: a level, or one of an earlier build's by the level that plays as it did; else undefined. */
export const levelNamed = (name: string): BotLevel | undefined =>
  isBotLevel(name) ? name : Object.hasOwn(OLD_LEVELS, name) ? OLD_LEVELS[name] : undefined;

/** The seat plays itself now: it has a style and the GM has not taken it over. */
export const playsItself = (seat: { selfPlay?: SelfPlay }): boolean =>
  seat.selfPlay !== undefined && !seat.selfPlay.takenOver;
