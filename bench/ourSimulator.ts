/**
 * `npm run simulate` run by the bench as a player runs it: in a process of its own, with the options package.json
 * gives Node, its figures read from its `--json`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { GameId } from '../machines/catalog';
import type { SimulationResult } from '../scripts/simulate';

/** `npm run simulate`'s own command (package.json), Node's options included. */
function simulateCommand(): string[] {
  const [node, ...options] = (
    JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      scripts: { simulate: string };
    }
  ).scripts.simulate.split(' ');
  if (node !== 'node') throw new Error(`npm run simulate no longer starts with node: ${node}`);
  return options;
}

/** The rule-blind baselines, which every game takes. */
export const BASELINES = 'cautious,bold,random';

/** One run of ours: `workers` null leaves the simulator its default (one per core). */
export interface OurRun {
  game: GameId;
  rounds: number;
  strategies?: string;
  workers?: number | null;
}

/** `npm run simulate` for one game at four seats (seed 1), in its own process: its result as it reports it. */
export function runOurs({
  game,
  rounds,
  strategies = BASELINES,
  workers = 1,
}: OurRun): SimulationResult {
  const args = [
    ...simulateCommand(),
    '--game',
    game,
    '--rounds',
    String(rounds),
    '--seats',
    '4',
    '--strategies',
    strategies,
    '--seed',
    '1',
    ...(workers === null ? [] : ['--workers', String(workers)]),
    '--json',
  ];
  const run = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    cwd: new URL('..', import.meta.url).pathname,
  });
  if (run.status !== 0) throw new Error(`The simulator failed on ${game}: ${run.stderr}`);
  return (JSON.parse(run.stdout) as SimulationResult[])[0]!;
}

/** A result's figures without its timing and threads: what any number of workers must print alike. */
export function outcomeOf(r: SimulationResult): string {
  const { seconds: _s, roundsPerSecond: _r, workers: _w, ...outcome } = r;
  return JSON.stringify(outcome);
}
