/**
 * Every registered game, with what its tests say of it for the conformance
 * suite: a game gets every check by being registered, and may add a fixture,
 * `tests/<game id>/conformance.ts` exporting `fixture`, picked up here.
 */
import type { AnyMachineSnapshot } from 'xstate';
import {
  GAME_IDS,
  games,
  type AnyGame,
  type GameId,
  type Intent,
  type PersistedTable,
  type Table,
} from '../../machines';
import type { Extend, RandomSetup } from '../support/random-games';

/** One secret a table holds now. */
export interface Secret {
  /** What it is, for a failure message: "brom's hole die". */
  what: string;
  /** Which of the fixture's declared `secretKinds` it is: "hole die". */
  kind: string;
  /** The one seat that may see it besides the GM; null when only the GM may. */
  owner: string | null;
  /** Other seats that may see it too: both seats of a contest see its numbers. */
  alsoSeenBy?: string[];
  /** The same persisted table with only this secret changed, as another deal could have made it. */
  vary(persisted: PersistedTable): PersistedTable;
}

export interface ConformanceFixture {
  /** How random tables of the game are set up beyond what every table has. */
  setup?: RandomSetup;
  /**
   * A move random play may send in another shape its offer describes as data, not as moves of their own (a Standard
   * roll or hold carrying a cheat, from its offer's `cheat`): the move as picked, or that other shape.
   */
  extend?: Extend;
  /** Kinds of move random games must play besides every intent type the game offers: a drink is a roll that drinks. */
  variants?: Record<string, (intent: Intent) => boolean>;
  /**
   * Moves random play makes in one game in eight only: a GM's ruling the driver, always asked, would otherwise make at
   * nearly every step, so that rounds rarely reach their later states (Classic's forfeit and its duels).
   */
  rarely?: readonly string[];
  /** Random games to play, when its rarest state (a tie in a duel, say) needs more than the suite's default to be entered. */
  runs?: number;
  /** The secrets in this state; a game without it declares it has none, and gets no secrecy check. */
  secrets?(snapshot: AnyMachineSnapshot): Secret[];
  /** Every kind of secret `secrets` names: the secrecy check compares each kind at least once, or fails. */
  secretKinds?: readonly string[];
  /** Tables at scripted states holding the kinds of secret random play reaches rarely; the secrecy check compares every secret of each. */
  scriptedStates?(): Table[];
}

const found = import.meta.glob<{ fixture: ConformanceFixture }>('../*/conformance.ts', {
  eager: true,
});

export interface Registered {
  id: GameId;
  game: AnyGame;
  fixture: ConformanceFixture;
}

/** Every registered game, for `describe.each`. */
export const registered: Registered[] = GAME_IDS.map((id) => ({
  id,
  game: games[id] as AnyGame,
  fixture: found[`../${id}/conformance.ts`]?.fixture ?? {},
}));
