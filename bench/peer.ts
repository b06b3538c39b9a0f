/**
 * The peer: the original Foundry module's headless simulator
 * (`simulations/run.mjs` of github.com/ZacharyThrasher/TavernGames), run as
 * the issue on speed measured it. It is not in this repository; set
 * `PEER_SIMULATOR` to its `run.mjs` and the bench runs it in the same run.
 *
 * Its figures need reading with care: one of its "games" is a session of up
 * to ten rounds (its `--rounds`, default 10), ended early when a seat cannot
 * pay the ante, so its `gamesPerSecond` is not rounds per second. Its rounds
 * are its games times its `avgRoundsPerGame`, over its own `elapsed` (ms,
 * timed around its games only, as ours is around its rounds). Its `--json`
 * prints a banner before the JSON.
 */
import { spawnSync } from 'node:child_process';

/** The command: 1,000 games at four seats, one per strategy. */
const PEER_GAMES = 1000;
const PEER_STRATEGIES = 'conservative,aggressive,balanced,chaotic';

/** The peer's two modes; Standard's rules and Classic's are both measured against its `standard`. */
export type PeerMode = 'standard' | 'goblin';

export interface PeerRun {
  mode: PeerMode;
  rounds: number;
  seconds: number;
  roundsPerSecond: number;
}

/** The peer's rounds and time from its `--json` output, or why they cannot be read. */
export function readPeer(stdout: string, mode: PeerMode): PeerRun | string {
  const start = stdout.indexOf('{');
  if (start < 0) return 'it printed no JSON';
  let aggregated:
    | { gamesPlayed?: unknown; elapsed?: unknown; overallMetrics?: { avgRoundsPerGame?: unknown } }
    | undefined;
  try {
    aggregated = (JSON.parse(stdout.slice(start)) as { aggregated?: typeof aggregated }).aggregated;
  } catch {
    return 'its JSON did not parse';
  }
  const games = aggregated?.gamesPlayed;
  const perGame = aggregated?.overallMetrics?.avgRoundsPerGame;
  const elapsed = aggregated?.elapsed;
  if (
    typeof games !== 'number' ||
    typeof perGame !== 'number' ||
    typeof elapsed !== 'number' ||
    !(elapsed > 0)
  ) {
    return 'its JSON lacks aggregated.gamesPlayed, overallMetrics.avgRoundsPerGame or elapsed';
  }
  const rounds = games * perGame;
  const seconds = elapsed / 1000;
  return { mode, rounds, seconds, roundsPerSecond: rounds / seconds };
}

/** Runs the peer once in its own process, as the issue did (`--mode goblin` for its Goblin Mode). */
export function runPeer(script: string, mode: PeerMode): PeerRun | string {
  const args = [
    script,
    '--games',
    String(PEER_GAMES),
    '--strategies',
    PEER_STRATEGIES,
    '--json',
    ...(mode === 'goblin' ? ['--mode', 'goblin'] : []),
  ];
  const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
  if (run.status !== 0)
    return `it failed: ${(run.stderr || run.error?.message || '').trim().split('\n')[0]}`;
  return readPeer(run.stdout, mode);
}
