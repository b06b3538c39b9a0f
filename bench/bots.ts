/**
 * The styles of play (machines/<game>/bots.ts), game by game, at four seats:
 * each style's and level's win rate and gold per round over `ROUNDS` rounds,
 * every style at every level taking turns at the four seats (the simulator's
 * blocks), so each plays against the others; how far each style's level is
 * ahead of the one below it, with its noise; how often each pair of styles
 * decides alike (bench/overlap.ts); the simulator's rounds per second in that
 * run, on every core; and what one decision costs (a style's `decide` on its
 * seat's view, the view not counted), median and worst. The measuring runs
 * bundled, as `npm run simulate` does (bench/styleRuns.ts).
 */
import { GAME_IDS, type GameId } from '../machines';
import { BOT_LEVELS, type BotLevel } from '../machines/engine/bot';
import { bundled } from '../scripts/bundle.mjs';
import type { SimulationResult } from '../scripts/simulate';
import type { Overlap } from './overlap';
import type { StyleRuns } from './styleRuns';
import type { Bench, Figure } from './types';

/** Rounds each game is played for its styles' figures. */
const ROUNDS = 10_000;
/** Rounds played to measure how alike the styles decide. */
const OVERLAP_ROUNDS = 200;
/** Rounds played to time decisions. */
const TIMED_ROUNDS = 100;

function styleFigures(r: SimulationResult): Figure[] {
  const figures: Figure[] = [];
  const of = (name: string) => r.strategies.find((s) => s.strategy === name)!;
  for (const s of r.strategies) {
    figures.push({ name: `${s.strategy}: win rate`, value: 100 * s.winRate, unit: '%' });
    figures.push({
      name: `${s.strategy}: gold per 100 rounds`,
      value: 100 * s.goldPerRound,
      unit: 'gp',
    });
  }
  // The noise beside each gap: two standard errors of the difference, told from the spread of the blocks.
  const noise = (a: number, b: number) => 200 * Math.hypot(a, b);
  // Each level against the one below it, style by style: the gap, and the noise beside it.
  for (const s of r.strategies) {
    const [id, level] = s.strategy.split(':') as [string, BotLevel];
    const below = BOT_LEVELS[BOT_LEVELS.indexOf(level) - 1];
    if (!below) continue;
    const lower = of(`${id}:${below}`);
    figures.push({
      name: `${id}: ${level} ahead of ${below}, gold per 100 rounds`,
      value: 100 * (s.goldPerRound - lower.goldPerRound),
      unit: 'gp',
    });
    figures.push({
      name: `  noise (2 standard errors)`,
      value: noise(s.goldPerRoundError, lower.goldPerRoundError),
      unit: 'gp',
    });
    figures.push({
      name: `${id}: ${level} ahead of ${below}, win rate`,
      value: 100 * (s.winRate - lower.winRate),
      unit: 'points',
    });
    figures.push({
      name: `  noise (2 standard errors)`,
      value: noise(s.winRateError, lower.winRateError),
      unit: 'points',
    });
  }
  figures.push({
    name: "the House's take per 100 rounds",
    value: (100 * r.houseTake) / r.rounds,
    unit: 'gp',
  });
  return figures;
}

/** Each pair of styles: the share of states (more than one legal move) where both decide the same. */
function overlapFigures({ states, pairs }: Overlap): Figure[] {
  const share = (same: number) => (100 * same) / Math.max(1, states);
  return [
    {
      name: `states with more than one legal move (${OVERLAP_ROUNDS} rounds, sharks)`,
      value: states,
      unit: 'states',
    },
    ...pairs.map((p) => ({
      name: `${p.a} and ${p.b} decide the same`,
      value: share(p.same),
      unit: '%',
      target: '≤ 90%',
    })),
  ];
}

/** The measuring module, bundled once per run: its worker threads load the same file. */
let runs: Promise<typeof import('./styleRuns')> | null = null;

async function benchGame(game: GameId): Promise<Figure[]> {
  runs ??= bundled(new URL('./styleRuns.ts', import.meta.url));
  const { styleRuns } = await runs;
  const measured: StyleRuns | null = await styleRuns(game, {
    levels: ROUNDS,
    overlap: OVERLAP_ROUNDS,
    timed: TIMED_ROUNDS,
  });
  if (!measured) {
    console.log('  no styles of play yet');
    return [];
  }
  const { levels, overlap, decisions } = measured;
  // The first decision pays for what a style works out once (Black Baron's edge before the deal) and Node's first
  // compile of its code: a host pays it once per game, so it is shown apart from the rest.
  const [first, ...rest] = decisions;
  const times = rest.sort((a, b) => a - b);
  return [
    ...styleFigures(levels),
    ...overlapFigures(overlap),
    {
      name: `simulator rounds/s with the styles, the ${ROUNDS.toLocaleString('en-US')} rounds above on ${levels.workers} workers`,
      value: levels.roundsPerSecond,
      unit: 'rounds/s',
    },
    {
      name: `a decision, median (${times.length.toLocaleString('en-US')} timed)`,
      value: 1000 * times[Math.floor(times.length / 2)]!,
      unit: 'µs',
      target: '≤ 20 µs',
    },
    { name: 'a decision, worst after the first', value: 1000 * times.at(-1)!, unit: 'µs' },
    { name: 'the first decision (cold)', value: 1000 * first!, unit: 'µs' },
  ];
}

/** One bench per game, so each game's figures print as soon as they are measured. */
export const botsBenches: Bench[] = GAME_IDS.map((game) => ({
  title: `Styles of play, ${game}: every style at every level, turn about at 4 seats, ${ROUNDS.toLocaleString('en-US')} rounds (seed 1)`,
  run: () => benchGame(game),
}));
