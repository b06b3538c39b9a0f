/**
 * The headless simulator (`npm run simulate`, scripts/simulate.ts), driver
 * included: rounds per second at four seats for the three Tavern Twenty-One
 * modes, each run as a player runs it, in a process of its own (its own
 * figure, from its JSON), as the peer is. With `PEER_SIMULATOR` set
 * (bench/peer.ts) the bench runs the peer in the same run, in its Standard
 * and Goblin modes, then each of ours for as many rounds as the peer played
 * (about 6,400 in Standard, 10,000 in Goblin Mode), three times over,
 * alternating, and holds the ratio of each side's fastest run at equal
 * rounds to the target: a shorter run is more of Node's compiler warming up,
 * for either simulator. Without it the peer is not measured.
 * Each mode also runs 20,000 rounds, without a target: how far the engine
 * goes once Node's compiler has settled on it. Beside the peer, Standard is
 * also played by its own first four styles at their best level, on one
 * worker and on the default workers, against the peer's fastest Standard.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { GAME_MODES, type GameId } from '../machines/catalog';
import { TOP_LEVEL } from '../machines/engine/bot';
import { loadStyleWords } from '../machines/styleWords';
import type { SimulationResult } from '../scripts/simulate';
import { runPeer, type PeerMode, type PeerRun } from './peer';
import type { Bench, Figure } from './types';

const MODES: GameId[] = ['twenty-one', 'goblin', 'twenty-one-classic'];
const ROUNDS = 2000;
/**
 * A run ten times as long, without a target: Node's compiler takes thousands of rounds to settle on the engine's code
 * (a fresh process plays its first 250 rounds of Standard at about a third of its later pace), so beside the figure
 * the target is held to, this one says how much of the gap is that warm-up and how much the code itself.
 */
const LONG_ROUNDS = 20_000;

/**
 * Runs of the peer and of ours at equal rounds, alternating, the fastest of each side kept: the machine's other work
 * only ever slows a run, and one run of either simulator moves by several per cent (the peer's Standard mode gave
 * 6,946 to 8,148 rounds/s in single runs on one idle day), so one run each could pass or fail the target by chance.
 */
const TRIALS = 3;
const peerModeOf = (game: GameId): PeerMode => (game === 'goblin' ? 'goblin' : 'standard');

/** `npm run simulate`'s own command (package.json), Node's options included: the bench runs it as a player does. */
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
const BASELINES = 'cautious,bold,random';

/**
 * `npm run simulate` for one game, in its own process: its rounds per second as it reports them. By default the
 * baselines on one worker; `workers` null leaves the simulator its default (one per core).
 */
function ourRate(
  game: GameId,
  rounds = ROUNDS,
  strategies = BASELINES,
  workers: number | null = 1,
): number {
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
  return (JSON.parse(run.stdout) as SimulationResult[])[0]!.roundsPerSecond;
}

async function run(): Promise<Figure[]> {
  const figures: Figure[] = MODES.map((game) => ({
    name: `${game}: simulator rounds per second, 4 seats, driver included (its own process, ${ROUNDS.toLocaleString('en-US')} rounds)`,
    value: ourRate(game),
    unit: 'rounds/s',
  }));
  const long: Figure[] = MODES.map((game) => ({
    name: `${game}: the same, ${LONG_ROUNDS.toLocaleString('en-US')} rounds (the compiler settled for most of them)`,
    value: ourRate(game, LONG_ROUNDS),
    unit: 'rounds/s',
  }));
  const script = process.env.PEER_SIMULATOR;
  if (!script) {
    console.log(
      "  peer simulator: not measured (set PEER_SIMULATOR to the original module's simulations/run.mjs: bench/peer.ts)",
    );
    return [...figures, ...long];
  }
  // Each trial runs the peer in both modes, then ours at the peer's rounds; each side keeps its fastest run.
  const peers = new Map<PeerMode, PeerRun>();
  const ours = new Map<GameId, number>();
  for (let trial = 0; trial < TRIALS; trial++) {
    const now = new Map<PeerMode, PeerRun>();
    for (const mode of ['standard', 'goblin'] as const) {
      const peer = runPeer(script, mode);
      if (typeof peer === 'string') {
        console.log(`  peer simulator: not measured (${peer})`);
        return [...figures, ...long];
      }
      now.set(mode, peer);
      const fastest = peers.get(mode);
      if (!fastest || peer.roundsPerSecond > fastest.roundsPerSecond) peers.set(mode, peer);
    }
    // Goblin Mode against the peer's Goblin mode; Standard's and Classic's rules against its Standard, its own game.
    for (const game of MODES)
      ours.set(
        game,
        Math.max(ours.get(game) ?? 0, ourRate(game, Math.round(now.get(peerModeOf(game))!.rounds))),
      );
  }
  const against: Figure[] = [
    ...MODES.flatMap((game) => {
      const peer = peers.get(peerModeOf(game))!;
      const rate = ours.get(game)!;
      return [
        {
          name: `${game}: simulator rounds per second over the peer's ${Math.round(peer.rounds).toLocaleString('en-US')} rounds, fastest of ${TRIALS}`,
          value: rate,
          unit: 'rounds/s',
        },
        {
          name: `${GAME_MODES[game].mode} over the peer's ${peer.mode}, equal rounds, fastest of ${TRIALS} each`,
          value: rate / peer.roundsPerSecond,
          unit: '×',
          target: '≥ 0.5×',
        },
      ];
    }),
    ...(await withStyles(peers.get('standard')!)),
  ];
  return [
    ...figures,
    ...long,
    ...[...peers.values()].map((p) => ({
      name: `peer simulator (original module), ${p.mode}, 4 seats, ${Math.round(p.rounds).toLocaleString('en-US')} rounds, fastest of ${TRIALS}`,
      value: p.roundsPerSecond,
      unit: 'rounds/s',
    })),
    ...against,
  ];
}

/**
 * Standard played by its first four styles at their best level, at four seats, against the peer's Standard with its
 * AI strategies: on one worker, and on the simulator's default workers (one per core). Fewer rounds than the peer's:
 * a style decides from a view built for its seat at every ask, and the run must fit the bench's time.
 */
async function withStyles(peer: PeerRun): Promise<Figure[]> {
  const strategies = (await loadStyleWords('twenty-one'))
    .slice(0, 4)
    .map((s) => `${s.id}:${TOP_LEVEL}`)
    .join(',');
  const one = ourRate('twenty-one', ROUNDS, strategies, 1);
  const all = ourRate('twenty-one', ROUNDS, strategies, null);
  const label = `Standard with its first four styles (${strategies})`;
  return [
    { name: `${label}, 1 worker`, value: one, unit: 'rounds/s' },
    {
      name: "the same over the peer's standard, 1 worker",
      value: one / peer.roundsPerSecond,
      unit: '×',
      target: '≥ 0.5×',
    },
    {
      name: `the same on the default workers (${availableParallelism()})`,
      value: all,
      unit: 'rounds/s',
    },
    {
      name: "the same over the peer's standard, default workers",
      value: all / peer.roundsPerSecond,
      unit: '×',
      target: '≥ 1×',
    },
  ];
}

export const simulatorBench: Bench = { title: 'Simulator (scripts/simulate.ts) and its peer', run };
