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

export const GAME_TITLES: Record<GameId, string> = {
  'twenty-one': 'Tavern Twenty-One: Standard mode',
  goblin: 'Tavern Twenty-One: Goblin Mode',
};

/** Any game's view, told apart by `game`. */
export type TableView = TwentyOneView | GoblinView;
