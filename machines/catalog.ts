/**
 * The games the tavern serves, by id and title: what the GM chooses from in
 * the lobby and what the wire accepts as a choice. It imports no chart, so the
 * panels can list the games without carrying the rules (the charts are
 * registered in machines/index.ts).
 */
import type { GoblinView } from './goblin/view';
import type { TwentyOneView } from './twenty-one/view';

export const GAME_IDS = ['twenty-one', 'goblin'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** Each game id's game and mode, as the lobby lists them (the modes of one game side by side). */
export const GAME_MODES: Record<GameId, { game: string; mode: string }> = {
  'twenty-one': { game: 'Tavern Twenty-One', mode: 'Standard mode' },
  goblin: { game: 'Tavern Twenty-One', mode: 'Goblin Mode' },
};

export const GAME_TITLES = Object.fromEntries(GAME_IDS.map((id) => [id, `${GAME_MODES[id].game}: ${GAME_MODES[id].mode}`])) as Record<GameId, string>;

/** Any game's view, told apart by `game`. */
export type TableView = TwentyOneView | GoblinView;
