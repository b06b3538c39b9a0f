/**
 * What the styles-of-play bench (bench/bots.ts) measures for one game, in one module the bench bundles and imports
 * (scripts/bundle.mjs), as `npm run simulate` runs: the simulator's worker threads load the same bundle, none of them
 * compiles TypeScript, and the styles run as plain JavaScript, as they do in the built extension.
 */
import { availableParallelism } from 'node:os';
import type { GameId } from '../machines';
import { loadStyles } from '../machines/bots';
import { BOT_LEVELS, type BotStyle } from '../machines/engine/bot';
import type { SelfPlayer } from '../machines/table/npcDriver';
import { simulateParallel, type SimulationResult } from '../scripts/simulate';
import { playTurnAbout, styleOverlap, type Overlap } from './overlap';

export interface StyleRuns {
  /** Every style at every level, turn about at four seats, on every core. */
  levels: SimulationResult;
  overlap: Overlap;
  /** Each timed decision in ms, the first (cold) one first. */
  decisions: number[];
}

/** The strategy names of every style at every level, weakest level first. */
export const strategiesOf = (styles: readonly { id: string }[]) =>
  styles.flatMap((s) => BOT_LEVELS.map((level) => `${s.id}:${level}`));

/** Each decision's time, every style at every level seated at four seats in turn, over a few rounds of the NPC driver. */
function decisionTimes(game: GameId, styles: readonly BotStyle[], rounds: number): number[] {
  const seats = styles.flatMap((style) => BOT_LEVELS.map((level) => ({ style, level })));
  const times: number[] = [];
  // A style's `decide` on its seat's view, timed apart from the view it is handed.
  const timed =
    (at: number): SelfPlayer =>
    (sight, draw) => {
      const { style, level } = seats[at % seats.length]!;
      const view = sight.view();
      const began = performance.now();
      const intent = style.decide(view, level, draw);
      times.push(performance.now() - began);
      return intent;
    };
  playTurnAbout(game, 9, rounds, timed);
  return times;
}

/** The rounds of each measure: of the level run (seed 1), of the overlap, of the timed decisions. */
export interface StyleRounds {
  levels: number;
  overlap: number;
  timed: number;
}

/** A game's measures, or null when it has no styles of play yet. */
export async function styleRuns(game: GameId, rounds: StyleRounds): Promise<StyleRuns | null> {
  const styles = await loadStyles(game);
  if (styles.length === 0) return null;
  const params = { rounds: rounds.levels, seats: 4, strategies: strategiesOf(styles), seed: 1 };
  return {
    levels: await simulateParallel(game, params, availableParallelism()),
    overlap: styleOverlap(game, styles, rounds.overlap),
    decisions: decisionTimes(game, styles, rounds.timed),
  };
}
