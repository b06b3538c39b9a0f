/**
 * The styles of play (machines/<game>/bots.ts), game by game, at four seats:
 * each style's and level's win rate and gold per round over `ROUNDS` rounds,
 * every style at every level taking turns at the four seats (the simulator's
 * blocks), so each plays against the others; how far each style's level is
 * ahead of the one below it; the simulator's rounds per second with the
 * styles on one worker and on every core; and what one decision costs (a
 * style's `decide` on its seat's view, the view not counted), median and worst.
 */
import { availableParallelism } from 'node:os';
import {
  GAME_IDS,
  createTable,
  games,
  seededDice,
  seededUint32,
  type AnyGame,
  type GameId,
} from '../machines';
import { loadStyles } from '../machines/bots';
import { BOT_LEVELS, type BotLevel, type BotStyle } from '../machines/engine/bot';
import { npcDriver, type SelfPlayer } from '../machines/table/npcDriver';
import { playNpcRound } from '../machines/table/npcRound';
import { simulateParallel, type SimulationResult } from '../scripts/simulate';
import { styleOverlap } from './overlap';
import type { Bench, Figure } from './types';

/** Rounds each game is played for its styles' figures. */
const ROUNDS = 10_000;
/** Rounds of the rate figures, the same on one worker and on every core. */
const RATE_ROUNDS = 1_000;
/** Rounds played in-process to measure how alike the styles decide. */
const OVERLAP_ROUNDS = 200;
/** Rounds played in-process to time decisions. */
const TIMED_ROUNDS = 100;

const strategiesOf = (styles: readonly BotStyle[]) =>
  styles.flatMap((s) => BOT_LEVELS.map((level) => `${s.id}:${level}`));

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
function overlapFigures(game: GameId, styles: readonly BotStyle[]): Figure[] {
  const { states, pairs } = styleOverlap(game, styles, OVERLAP_ROUNDS);
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

/** Each decision's time, every style at every level seated at four seats in turn, over a few rounds of the NPC driver. */
function decisionTimes(game: GameId, styles: readonly BotStyle[]): number[] {
  const table = createTable(games[game] as AnyGame, {
    dice: seededDice(9),
    input: { options: { ante: 2 } },
  });
  const ids = ['a', 'b', 'c', 'd'];
  for (const id of ids)
    table.send({ role: 'player', id }, { type: 'JOIN', name: id, purse: 1_000_000 });
  const seats = styles.flatMap((style) => BOT_LEVELS.map((level) => ({ style, level })));
  const next = seededUint32(9);
  const chance = () => next() / 0x1_0000_0000;
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
  const play = { driver: npcDriver(table.game), chance, clock: { now: 0 } };
  for (let round = 0; round < TIMED_ROUNDS; round++) {
    const players = new Map(ids.map((id, i) => [id, timed(i + round)]));
    if (!playNpcRound(table, { ...play, players })) break;
  }
  return times;
}

async function benchGame(game: GameId): Promise<Figure[]> {
  const styles = await loadStyles(game);
  if (styles.length === 0) {
    console.log('  no styles of play yet');
    return [];
  }
  const cores = availableParallelism();
  const strategies = strategiesOf(styles);
  const params = { rounds: ROUNDS, seats: 4, strategies, seed: 1 };
  const full = await simulateParallel(game, params, cores);
  const rate = { ...params, rounds: RATE_ROUNDS };
  const one = await simulateParallel(game, rate, 1);
  const all = await simulateParallel(game, rate, cores);
  // The first decision pays for what a style works out once (Black Baron's edge before the deal) and Node's first
  // compile of its code: a host pays it once per game, so it is shown apart from the rest.
  const [first, ...rest] = decisionTimes(game, styles);
  const times = rest.sort((a, b) => a - b);
  return [
    ...styleFigures(full),
    ...overlapFigures(game, styles),
    {
      name: `simulator rounds/s with the styles, 1 worker (${RATE_ROUNDS.toLocaleString('en-US')} rounds)`,
      value: one.roundsPerSecond,
      unit: 'rounds/s',
    },
    {
      name: `the same on ${cores} workers`,
      value: all.roundsPerSecond,
      unit: 'rounds/s',
    },
    {
      name: `a decision, median (${times.length.toLocaleString('en-US')} timed)`,
      value: 1000 * times[Math.floor(times.length / 2)]!,
      unit: 'µs',
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
