/**
 * The headless simulator: plays N rounds of any registered game on the very
 * engine the host runs, with seats played by the game's styles of play (the
 * same modules that drive self-playing NPC seats) or the rule-blind
 * baselines, and prints each strategy's win rate and gold per round, the
 * House's take and rounds per second.
 *
 *   npm run simulate -- --game black-baron --rounds 10000 --seats 4 --strategies sharp:shark,sharp:novice,careful --seed 7 [--workers 2] [--json]
 *   npm run simulate -- --help      (every option, the game ids, each game's styles and the levels)
 *
 * A style is named by its id and a level (`novice`, `regular` or `shark`, the default); `cautious`, `bold` and `random` are
 * the baselines. Seat i plays strategy i in the first block of rounds, i + 1 in the next, and so on, so every
 * strategy sits in every seat. The blocks are shared among `--workers` threads (default: one per core); the figures
 * are the same for any number of them.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { GAME_IDS, type GameId } from '../machines';
import { loadStyles } from '../machines/bots';
import { BOT_LEVELS, TOP_LEVEL, type BotStyle } from '../machines/engine/bot';
import { loadStyleWords } from '../machines/styleWords';
import { STRATEGIES } from './baselines';
import {
  addUp,
  blocksOf,
  playBlock,
  readStrategies,
  standardError,
  type BlockResult,
  type Player,
  type SimulationParams,
} from './simulation';

export { STRATEGIES, playRanked } from './baselines';

// Baseline names, for a caller listing what the simulator takes beside a game's styles.
export const BASELINES = Object.keys(STRATEGIES);

export interface SimulationResult {
  game: GameId;
  rounds: number;
  seconds: number;
  roundsPerSecond: number;
  workers: number;
  houseTake: number;
  /** Gold left in the pots (a pot rolled over): with the strategies' gold and the House's take, it sums to zero. */
  potLeft: number;
  strategies: {
    strategy: string;
    seatRounds: number;
    wins: number;
    /** Rounds it won (gained the most gold in), of the rounds it sat a seat for. */
    winRate: number;
    gold: number;
    goldPerRound: number;
    /** The standard errors of `winRate` and `goldPerRound`, told from the spread of the blocks. */
    winRateError: number;
    goldPerRoundError: number;
  }[];
}

function resultOf(
  game: GameId,
  sum: BlockResult,
  seconds: number,
  workers: number,
): SimulationResult {
  return {
    game,
    rounds: sum.rounds,
    seconds,
    roundsPerSecond: sum.rounds / seconds,
    workers,
    houseTake: sum.houseTake,
    potLeft: sum.potLeft,
    strategies: sum.tallies.map(({ blocks, ...t }) => ({
      ...t,
      winRate: t.wins / Math.max(1, t.seatRounds),
      goldPerRound: t.gold / Math.max(1, t.seatRounds),
      winRateError: standardError(blocks, (b) => b.wins),
      goldPerRoundError: standardError(blocks, (b) => b.gold),
    })),
  };
}

/** A run on this thread, the game's styles already loaded. */
export function simulate(
  game: GameId,
  p: SimulationParams,
  styles: readonly BotStyle[] = [],
): SimulationResult {
  const players = readStrategies(p.strategies, styles);
  const began = performance.now();
  const blocks: BlockResult[] = [];
  for (let b = 0; b < blocksOf(p.rounds); b++) blocks.push(playBlock(game, p, players, b));
  const seconds = (performance.now() - began) / 1000;
  return resultOf(game, addUp(p.strategies, blocks), seconds, 1);
}

interface Job {
  game: GameId;
  params: SimulationParams;
  /** The run's next block to play, shared by every thread: each takes the next one it finds free. */
  next: Int32Array;
}

/**
 * Plays blocks until none is left, each the next unclaimed one: a thread the machine slows takes fewer, so the
 * threads finish together. Each block's result is kept by its index, so the sum does not depend on who played it.
 */
function playShare(job: Job, players: readonly Player[]): [number, BlockResult][] {
  const played: [number, BlockResult][] = [];
  for (
    let b = Atomics.add(job.next, 0, 1);
    b < blocksOf(job.params.rounds);
    b = Atomics.add(job.next, 0, 1)
  )
    played.push([b, playBlock(job.game, job.params, players, b)]);
  return played;
}

/**
 * What a worker thread runs: this module itself when it runs bundled (scripts/run-simulator.mjs), else a loader that
 * registers TypeScript first, as Node starts a worker without its process's loader.
 */
const workerEntry = import.meta.url.endsWith('.ts')
  ? new URL('./simulate-worker.mjs', import.meta.url)
  : new URL(import.meta.url);

/** A worker's share, its game's styles loaded on its own thread. */
async function workBlocks(job: Job): Promise<[number, BlockResult][]> {
  return playShare(job, readStrategies(job.params.strategies, await loadStyles(job.game)));
}

/**
 * A run shared among `workers` threads, this one included: each plays the next block not yet taken, and the blocks
 * are added up in their order, so the figures are the same for any number of threads.
 */
export async function simulateParallel(
  game: GameId,
  p: SimulationParams,
  workers: number,
): Promise<SimulationResult> {
  const styles = await loadStyles(game);
  const players = readStrategies(p.strategies, styles); // refuses an unknown name before any thread starts
  const count = Math.max(1, Math.min(workers, blocksOf(p.rounds)));
  if (count === 1) return { ...simulate(game, p, styles), workers: 1 };
  const began = performance.now();
  const job: Job = { game, params: p, next: new Int32Array(new SharedArrayBuffer(4)) };
  const helpers = Array.from(
    { length: count - 1 },
    () =>
      new Promise<[number, BlockResult][]>((resolve, reject) => {
        const worker = new Worker(workerEntry, { workerData: job });
        worker.once('message', resolve);
        worker.once('error', reject);
      }),
  );
  // This thread plays too, while the others start: its code is loaded already.
  const mine = playShare(job, players);
  const all = [...mine, ...(await Promise.all(helpers)).flat()].sort(([a], [b]) => a - b);
  const seconds = (performance.now() - began) / 1000;
  return resultOf(
    game,
    addUp(
      p.strategies,
      all.map(([, r]) => r),
    ),
    seconds,
    count,
  );
}

function print(r: SimulationResult): void {
  console.log(
    `${r.game}: ${r.rounds} rounds in ${r.seconds.toFixed(2)} s on ${r.workers} worker${r.workers === 1 ? '' : 's'} (${r.roundsPerSecond.toFixed(0)} rounds/s); the House took ${r.houseTake} gp (${(r.houseTake / Math.max(1, r.rounds)).toFixed(2)} gp a round)`,
  );
  for (const s of r.strategies)
    console.log(
      `  ${s.strategy.padEnd(22)} won ${(100 * s.winRate).toFixed(1).padStart(5)} % of ${s.seatRounds} seat-rounds, ${s.goldPerRound >= 0 ? '+' : ''}${s.goldPerRound.toFixed(3)} ± ${s.goldPerRoundError.toFixed(3)} gp a round (${s.gold >= 0 ? '+' : ''}${s.gold} gp)`,
    );
}

/** Every option the simulator reads, with the words `--help` prints for it: one table for both. */
const OPTIONS = {
  game: { type: 'string', words: 'the game id to play (default: every game in turn)' },
  rounds: { type: 'string', default: '1000', words: 'rounds to play' },
  seats: { type: 'string', default: '4', words: 'seats at the table' },
  strategies: {
    type: 'string',
    default: 'cautious,bold,random',
    words:
      'comma-separated: a baseline, or a style id with a level (`sharp:novice`; alone, a shark)',
  },
  seed: {
    type: 'string',
    default: '1',
    words: 'the seed of the dice and of every chance a style takes',
  },
  workers: {
    type: 'string',
    default: String(availableParallelism()),
    words: 'threads sharing the blocks of rounds (the figures do not depend on it)',
  },
  json: { type: 'boolean', default: false, words: 'print the figures as JSON' },
  help: { type: 'boolean', default: false, short: 'h', words: 'print this and stop' },
} as const;

/** What `--help` prints: every option, the game ids, and each game's styles (id and name) and the levels. */
export async function simulatorHelp(): Promise<string> {
  const lines = [
    'npm run simulate -- [options]',
    '',
    'Options:',
    ...Object.entries(OPTIONS).map(([name, o]) => {
      const flag = `  --${name}${'short' in o ? `, -${o.short}` : ''}${o.type === 'string' ? ' <value>' : ''}`;
      const fallback = 'default' in o && o.type === 'string' ? ` (default: ${o.default})` : '';
      return `${flag.padEnd(26)}${o.words}${fallback}`;
    }),
    '',
    `Baselines: ${BASELINES.join(', ')}`,
    `Levels, weakest first: ${BOT_LEVELS.join(', ')} (a style named alone plays as a ${TOP_LEVEL})`,
    '',
    'Games and their styles, by id (and name):',
  ];
  for (const game of GAME_IDS) {
    const words = await loadStyleWords(game);
    lines.push(`  ${game}: ${words.map((s) => `${s.id} (${s.name})`).join(', ') || 'no styles'}`);
  }
  return lines.join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: Object.fromEntries(
      Object.entries(OPTIONS).map(([name, { words: _, ...o }]) => [name, o]),
    ) as { [K in keyof typeof OPTIONS]: Omit<(typeof OPTIONS)[K], 'words'> },
  });
  if (values.help) {
    console.log(await simulatorHelp());
    return;
  }
  const ids = values.game ? [values.game] : GAME_IDS;
  for (const id of ids)
    if (!(GAME_IDS as readonly string[]).includes(id))
      throw new Error(`No game "${id}": the tavern serves ${GAME_IDS.join(', ')}.`);
  const params = {
    rounds: Number(values.rounds),
    seats: Number(values.seats),
    strategies: values.strategies.split(','),
    seed: Number(values.seed),
  };
  const results: SimulationResult[] = [];
  for (const id of ids as GameId[])
    results.push(await simulateParallel(id, params, Number(values.workers)));
  if (values.json) console.log(JSON.stringify(results, null, 2));
  else results.forEach(print);
}

/** The simulator on the command line's options: a bad option or game says why, and the process exits with 1. */
export const cli = (): Promise<void> =>
  main().catch((e: Error & { code?: string }) => {
    const unknown = e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
    console.error(unknown ? `${e.message} (npm run simulate -- --help lists them)` : e.message);
    process.exit(1);
  });

if (!isMainThread && (workerData as Job | undefined)?.next)
  workBlocks(workerData as Job).then((r) => parentPort!.postMessage(r));
else if (isMainThread && import.meta.url === `file://${process.argv[1]}`) void cli();
