/**
 * The headless simulator (`npm run simulate`, scripts/simulate.ts), driver
 * included, each run as a player runs it, in a process of its own
 * (bench/ourSimulator.ts), as the peer is (bench/peer.ts):
 * - Standard played by its first four styles at their best level, 4 seats,
 *   on one worker and on the default workers (one per core), beside the
 *   peer's Standard with its AI strategies: rounds per second and the ratio.
 * - The three Tavern Twenty-One modes played by the rule-blind baselines, each
 *   for as many rounds as the peer played in the same trial (about 6,400 in
 *   Standard, 10,000 in Goblin Mode), beside the peer's Standard (for
 *   Standard's and Classic's rules) or Goblin mode.
 * - Standard played by the baselines at `WORKER_ROUNDS` rounds on two workers
 *   beside one: the speed-up, and whether the two print the same figures.
 * With `PEER_SIMULATOR` set the peer and ours run in turn, `TRIALS` times,
 * and each side keeps its fastest run: the machine's other work only ever
 * slows a run, and one run of either moves by several per cent. Without it
 * the peer is not measured and ours run once.
 */
import { availableParallelism } from 'node:os';
import { GAME_MODES, type GameId } from '../machines/catalog';
import { TOP_LEVEL } from '../machines/engine/bot';
import { loadStyleWords } from '../machines/styleWords';
import { BASELINES, outcomeOf, runOurs } from './ourSimulator';
import { runPeer, type PeerMode, type PeerRun } from './peer';
import type { Bench, Figure } from './types';

const MODES: GameId[] = ['twenty-one', 'goblin', 'twenty-one-classic'];
/** The styles' rounds beside the peer: fewer than the peer's, as a style decides from its seat's view at every ask. */
const STYLE_ROUNDS = 2000;
/** The rounds of the workers' comparison: enough blocks (of 250) that two threads share them evenly. */
const WORKER_ROUNDS = 20_000;
/** Two trials: each of ours runs in every one, and a third would add a good part of the section's time. */
const TRIALS = 2;
const peerModeOf = (game: GameId): PeerMode => (game === 'goblin' ? 'goblin' : 'standard');
const count = (n: number) => Math.round(n).toLocaleString('en-US');

/** Standard's first four styles at their best level, as the simulator names them. */
async function standardStyles(): Promise<string> {
  return (await loadStyleWords('twenty-one'))
    .slice(0, 4)
    .map((s) => `${s.id}:${TOP_LEVEL}`)
    .join(',');
}

/** The fastest of each side's runs so far, by what was run. */
class Fastest {
  readonly rates = new Map<string, number>();
  readonly peers = new Map<PeerMode, PeerRun>();
  keep(what: string, rate: number): void {
    this.rates.set(what, Math.max(this.rates.get(what) ?? 0, rate));
  }
  keepPeer(run: PeerRun): void {
    const fastest = this.peers.get(run.mode);
    if (!fastest || run.roundsPerSecond > fastest.roundsPerSecond) this.peers.set(run.mode, run);
  }
  rate(what: string): number {
    return this.rates.get(what) ?? 0;
  }
}

/**
 * One trial: the peer in its two modes (unless `script` is null), then each of our modes at the rounds the peer
 * played in it (or `fallback`), then the styles on one worker and on the default workers. A failed peer says why.
 */
function trial(script: string | null, styles: string, best: Fastest): string | null {
  const played = new Map<PeerMode, number>();
  for (const mode of ['standard', 'goblin'] as const) {
    if (!script) continue;
    const peer = runPeer(script, mode);
    if (typeof peer === 'string') return peer;
    best.keepPeer(peer);
    played.set(mode, Math.round(peer.rounds));
  }
  for (const game of MODES) {
    const rounds = played.get(peerModeOf(game)) ?? STYLE_ROUNDS;
    best.keep(game, runOurs({ game, rounds }).roundsPerSecond);
  }
  const game = 'twenty-one';
  best.keep(
    'styles 1',
    runOurs({ game, rounds: STYLE_ROUNDS, strategies: styles }).roundsPerSecond,
  );
  const all = runOurs({ game, rounds: STYLE_ROUNDS, strategies: styles, workers: null });
  best.keep('styles all', all.roundsPerSecond);
  return null;
}

/** The baselines' figures, each mode beside the peer's when it was measured. */
function baselineFigures(best: Fastest, runs: number): Figure[] {
  return MODES.flatMap((game) => {
    const peer = best.peers.get(peerModeOf(game));
    const rate = best.rate(game);
    const rounds = peer ? `the peer's ${count(peer.rounds)}` : count(STYLE_ROUNDS);
    const figure = {
      name: `${game}: rounds/s, baselines, 1 worker, over ${rounds} rounds, fastest of ${runs}`,
      value: rate,
      unit: 'rounds/s',
    };
    if (!peer) return [figure];
    return [
      figure,
      {
        name: `${GAME_MODES[game].mode} over the peer's ${peer.mode}, equal rounds`,
        value: rate / peer.roundsPerSecond,
        unit: '×',
        target: '≥ 0.5×',
      },
    ];
  });
}

/** Standard with its styles on one worker and on the default workers, each beside the peer's Standard if measured. */
function styleFigures(best: Fastest, styles: string, runs: number): Figure[] {
  const peer = best.peers.get('standard');
  const sides = [
    { what: 'styles 1', on: '1 worker', target: '≥ 0.5×' },
    { what: 'styles all', on: `the default workers (${availableParallelism()})`, target: '≥ 1×' },
  ];
  return sides.flatMap(({ what, on, target }) => {
    const rate = best.rate(what);
    const figure = {
      name: `Standard with ${styles}, ${count(STYLE_ROUNDS)} rounds, ${on}, fastest of ${runs}`,
      value: rate,
      unit: 'rounds/s',
    };
    if (!peer) return [figure];
    return [
      figure,
      { name: "  over the peer's standard", value: rate / peer.roundsPerSecond, unit: '×', target },
    ];
  });
}

/**
 * Standard played by the baselines on one worker, then on two: the speed-up and whether both print the same figures.
 * The baselines, not the styles: the blocks are shared alike whoever plays them, and the styles' 20,000 rounds would
 * take a good part of the bench's time.
 */
function workerFigures(): Figure[] {
  const run = { game: 'twenty-one' as const, rounds: WORKER_ROUNDS, strategies: BASELINES };
  const one = runOurs({ ...run, workers: 1 });
  const two = runOurs({ ...run, workers: 2 });
  const label = `Standard with the baselines, ${count(WORKER_ROUNDS)} rounds`;
  return [
    { name: `${label}, 1 worker`, value: one.roundsPerSecond, unit: 'rounds/s' },
    { name: `${label}, 2 workers`, value: two.roundsPerSecond, unit: 'rounds/s' },
    {
      name: '2 workers over 1',
      value: two.roundsPerSecond / one.roundsPerSecond,
      unit: '×',
      target: '≥ 1.6×',
    },
    {
      name: 'JSON results identical on 1 worker and on 2 (1 yes, 0 no)',
      value: outcomeOf(one) === outcomeOf(two) ? 1 : 0,
      unit: '',
      target: '1',
    },
  ];
}

async function run(): Promise<Figure[]> {
  const styles = await standardStyles();
  const script = process.env.PEER_SIMULATOR ?? null;
  let best = new Fastest();
  let runs = script ? TRIALS : 1;
  for (let t = 0; t < runs; t++) {
    const failed = trial(script, styles, best);
    if (failed === null) continue;
    // Ours once, alone: no figure of a trial the peer did not finish is kept.
    console.log(`  peer simulator: not measured (${failed})`);
    best = new Fastest();
    runs = 1;
    trial(null, styles, best);
    break;
  }
  if (!script)
    console.log(
      "  peer simulator: not measured (set PEER_SIMULATOR to the original module's simulations/run.mjs: bench/peer.ts)",
    );
  return [
    ...[...best.peers.values()].map((p) => ({
      name: `peer simulator (original module), ${p.mode}, 4 seats, ${count(p.rounds)} rounds, fastest of ${runs}`,
      value: p.roundsPerSecond,
      unit: 'rounds/s',
    })),
    ...styleFigures(best, styles, runs),
    ...baselineFigures(best, runs),
    ...workerFigures(),
  ];
}

export const simulatorBench: Bench = { title: 'Simulator (scripts/simulate.ts) and its peer', run };
