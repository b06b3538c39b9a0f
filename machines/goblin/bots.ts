/** This game's styles of play for self-playing seats (machines/engine/bot.ts). */
import type { BotStyle } from '../engine/bot';

export const styles: readonly BotStyle[] = [];
