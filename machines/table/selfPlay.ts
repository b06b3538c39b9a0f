/**
 * Who plays an NPC seat: the GM, clicking each of its moves, or the host, by a
 * style of play (machines/engine/bot.ts) at a level. The seat keeps its style
 * while the GM takes it over, so handing it back resumes the same character.
 * A player's seat on autoplay is a self-playing seat too: a style plays it
 * until its player (or the GM) takes it back, and `since` remembers where it
 * started, so the player is told what the style did while they were away.
 */
import { BOT_LEVELS, type BotLevel, OLD_LEVELS } from '../engine/bot';

export interface SelfPlay {
  /** The style's id among its game's styles (machines/bots.ts). */
  style: string;
  level: BotLevel;
  /** The GM has taken the seat over: it waits for the GM's clicks until handed back. */
  takenOver: boolean;
  /** A player's seat on autoplay: the rounds played and the seat's purse when the style took it (public facts). */
  since?: AutoplaySince;
}

export interface AutoplaySince {
  round: number;
  purse: number;
}

/** What a view shows of it: every viewer sees that the seat plays itself; only the GM sees how. */
export interface SelfPlayView {
  takenOver: boolean;
  style?: string;
  level?: BotLevel;
  /** A player's seat on autoplay, as its player and the GM see it: the rounds finished since, and its purse then. */
  since?: { rounds: number; purse: number };
}

export const isBotLevel = (level: string): level is BotLevel =>
  (BOT_LEVELS as readonly string[]).includes(level);

/** The level a name means: a level, or one of an earlier build's by the level that plays as it did; else undefined. */
export const levelNamed = (name: string): BotLevel | undefined =>
  isBotLevel(name) ? name : Object.hasOwn(OLD_LEVELS, name) ? OLD_LEVELS[name] : undefined;

/** The seat plays itself now: it has a style and the GM has not taken it over. */
export const playsItself = (seat: { selfPlay?: SelfPlay }): boolean =>
  seat.selfPlay !== undefined && !seat.selfPlay.takenOver;
