/**
 * The headless simulator (`npm run simulate`, scripts/simulate.ts), driver
 * included: rounds per second at four seats for the three Tavern Twenty-One
 * modes, each run as a player runs it, in a process of its own (its own
 * figure, from its JSON), as the peer is. The peer is the original module's
 * simulator, which is not in this repository: set `PEER_SIMULATOR` to its
 * `simulations/run.mjs` and the bench runs it in the same process tree
 * (`--games 1000`, four strategies, JSON) and prints its rate beside ours;
 * without it the peer is not measured. Each mode also runs 20,000 rounds, without a
 * target: how far the engine goes once Node's compiler has settled on it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { GAME_MODES, type GameId } from '../machines/catalog';
import type { SimulationResult } from '../scripts/simulate';
import type { Bench, Figure } from './types';

const MODES: GameId[] = ['twenty-one', 'goblin', 'twenty-one-classic'];
const ROUNDS = 2000;
/**
 * A run ten times as long, without a target: Node's compiler takes thousands of rounds to settle on the engine's code
 * (a fresh process plays its first 250 rounds of Standard at about a third of its later pace), so beside the figure
 * the target is held to, this one says how much of the gap is that warm-up and how much the code itself.
 */
const LONG_ROUNDS = 20_000;

/** `npm run simulate`'s own command (package.json), Node's options included: the bench runs it as a player does. */
function simulateCommand(): string[] {
  const [node, ...options] = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: { simulate: string } }).scripts.simulate.split(' ');
  if (node !== 'node') throw new Error(`npm run simulate no longer starts with node: ${node}`);
  return options;
}

/** `npm run simulate` for one game, in its own process: its rounds per second as it reports them. */
function ourRate(game: GameId, rounds = ROUNDS): number {
  const args = [...simulateCommand(), '--game', game, '--rounds', String(rounds), '--seats', '4', '--strategies', 'cautious,bold,random', '--seed', '1', '--json'];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', cwd: new URL('..', import.meta.url).pathname });
  if (run.status !== 0) throw new Error(`The simulator failed on ${game}: ${run.stderr}`);
  return (JSON.parse(run.stdout) as SimulationResult[])[0]!.roundsPerSecond;
}
const PEER_GAMES = 1000;

/** The peer's rounds per second: its own figure when its JSON names one, else its games over its wall time (start-up included). */
function peerRate(script: string): number | string {
  const started = performance.now();
  const run = spawnSync(process.execPath, [script, '--games', String(PEER_GAMES), '--strategies', 'conservative,aggressive,balanced,chaotic', '--json'], { encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) return `it failed: ${(run.stderr || run.error?.message || '').trim().split('\n')[0]}`;
  let own: number | undefined;
  try {
    JSON.stringify(JSON.parse(run.stdout), (key, value) => {
      if (own === undefined && typeof value === 'number' && /(rounds|games)_?per_?s(ec(ond)?)?$/i.test(key)) own = value;
      return value;
    });
  } catch {
    // Not JSON: fall back on the wall time.
  }
  return own ?? PEER_GAMES / seconds;
}

function run(): Figure[] {
  const figures: Figure[] = MODES.map((game) => ({ name: `${game}: simulator rounds per second, 4 seats, driver included (its own process, ${ROUNDS.toLocaleString('en-US')} rounds)`, value: ourRate(game), unit: 'rounds/s' }));
  const long: Figure[] = MODES.map((game) => ({ name: `${game}: the same, ${LONG_ROUNDS.toLocaleString('en-US')} rounds (the compiler settled for most of them)`, value: ourRate(game, LONG_ROUNDS), unit: 'rounds/s' }));
  const peer = process.env.PEER_SIMULATOR;
  if (!peer) {
    console.log('  peer simulator: not measured (set PEER_SIMULATOR to the original module\'s simulations/run.mjs)');
    return [...figures, ...long];
  }
  const rate = peerRate(peer);
  if (typeof rate === 'string') {
    console.log(`  peer simulator: not measured (${rate})`);
    return [...figures, ...long];
  }
  return [
    ...figures,
    ...long,
    { name: 'peer simulator (original module), 4 seats, same run', value: rate, unit: 'rounds/s' },
    // Each mode against the peer, the target holding for every game the simulator plays (Standard is the peer's own game).
    ...MODES.map((game, i) => ({ name: `${GAME_MODES[game].mode} over the peer`, value: figures[i]!.value / rate, unit: '×', target: '≥ 0.5×' })),
  ];
}

export const simulatorBench: Bench = { title: 'Simulator (scripts/simulate.ts) and its peer', run };
