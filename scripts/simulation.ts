/**
 * One stretch of the headless simulator: a table of a game, seats played by
 * styles of play (machines/<game>/bots.ts, each from its own seat's view) or
 * by the rule-blind baselines, on the very engine the host runs. The rounds
 * are played in blocks of `BLOCK`, each on a fresh table seeded from the seed
 * and its index, so any split of the blocks among workers adds up to the same
 * figures as one worker playing them all.
 */
import {
  balanceOf,
  createTable,
  games,
  purse,
  seededDice,
  seededUint32,
  type AnyGame,
  type GameId,
  type Table,
} from '../machines';
import { chooser, randomMove, type Chooser } from '../machines/engine/autoplay';
import { BOT_LEVELS, TOP_LEVEL, type BotLevel, type BotStyle } from '../machines/engine/bot';
import type { Ledger } from '../machines/engine/ledger';
import { npcDriver, stylePlayer, type SelfPlayer } from '../machines/table/npcDriver';
import { playNpcRound, type NpcRoundPlay } from '../machines/table/npcRound';
import { isBotLevel } from '../machines/table/selfPlay';
import { baselinePlayer, STRATEGIES } from './baselines';

/** Rounds a block plays on one table before the next block seats a fresh one. */
export const BLOCK = 250;

/** What one strategy did, over every seat and block it played. */
export interface StrategyTally {
  strategy: string;
  /** Rounds it sat at a seat for (a seat's round counts once). */
  seatRounds: number;
  wins: number;
  gold: number;
  /** Each block's share of it (gold, wins, seat-rounds), from which the noise in its figures is told. */
  blocks: { gold: number; wins: number; seatRounds: number }[];
}

export interface BlockResult {
  rounds: number;
  houseTake: number;
  potLeft: number;
  tallies: StrategyTally[];
}

export interface SimulationParams {
  rounds: number;
  seats: number;
  /** Baseline names, or style ids with a level: `sharp:shark`, `careful:novice` (a style alone plays as a shark). */
  strategies: string[];
  seed: number;
  purse?: number;
}

/** A strategy name read: a baseline, or a style at a level. */
export type Player =
  | { name: string; style: BotStyle; level: BotLevel }
  | { name: string; style: null };

/** Reads each strategy name against the game's styles; throws with the names it takes for one it does not know. */
export function readStrategies(names: readonly string[], styles: readonly BotStyle[]): Player[] {
  return names.map((name) => {
    if (Object.hasOwn(STRATEGIES, name)) return { name, style: null };
    const [id, level = TOP_LEVEL] = name.split(':');
    const style = styles.find((s) => s.id === id);
    if (!style || !isBotLevel(level)) {
      const known = [
        ...Object.keys(STRATEGIES),
        ...styles.flatMap((s) => BOT_LEVELS.map((l) => `${s.id}:${l}`)),
      ];
      throw new Error(`No strategy "${name}" here: choose from ${known.join(', ')}.`);
    }
    return { name, style, level };
  });
}

/** The GM's own moves the simulator never makes: rounds are played to their end. */
const SKIP = ['VOID_ROUND', 'BACK_TO_LOBBY'];

/** A block's own seed, from the run's seed and its index. */
const blockSeed = (seed: number, block: number): number =>
  (Math.imul(seed ^ 0x5bd1e995, 0x01000193) + Math.imul(block + 1, 0x9e3779b1)) >>> 0;

/**
 * A table of `game` with a seat per strategy (seat i plays `seats[i]`), each a player who lets the strategy play it:
 * a style from its seat's view, a baseline from the moves its panel offers. The NPC driver plays every seat, as the
 * host plays a live table's self-playing seats; the players' antes are matched by the House, as at any table.
 */
export function simulatedTable(
  game: GameId,
  seed: number,
  seats: readonly Player[],
  purse: number,
): { table: Table; players: Map<string, SelfPlayer>; pick: Chooser; chance: () => number } {
  // A player's JOIN only asks for a purse: the table's starting purse is what the GM grants.
  const table = createTable(games[game] as AnyGame, {
    dice: seededDice(seed),
    input: { options: { ante: 2, startingPurse: purse } },
  });
  const pick = chooser(seed);
  const nextChance = seededUint32(seed ^ 0x2545f491);
  const chance = () => nextChance() / 0x1_0000_0000;
  const players = new Map<string, SelfPlayer>();
  for (const [i, p] of seats.entries()) {
    const id = `seat-${i + 1}`;
    table.send({ role: 'player', id }, { type: 'JOIN', name: `Seat ${i + 1}`, purse });
    players.set(id, p.style ? stylePlayer(p.style, p.level) : baselinePlayer(p.name, pick));
  }
  return { table, players, pick, chance };
}

/** Plays block `block` of a run: its share of the rounds, on a fresh table, seat i played by strategy i + block. */
export function playBlock(
  game: GameId,
  p: SimulationParams,
  players: readonly Player[],
  block: number,
): BlockResult {
  const seed = blockSeed(p.seed, block);
  const start = p.purse ?? 1_000_000;
  const seated = Array.from({ length: p.seats }, (_, i) => players[(i + block) % players.length]!);
  const sim = simulatedTable(game, seed, seated, start);
  const { table } = sim;
  const ids = [...sim.players.keys()];
  const ledger = () => (table.snapshot().context as { ledger: Ledger }).ledger;
  const gold = (id: string) => balanceOf(ledger(), purse(id));
  const play: NpcRoundPlay = {
    driver: npcDriver(table.game),
    players: sim.players,
    chance: sim.chance,
    clock: { now: 0 },
    gmMove: (families) => randomMove(families, sim.pick, SKIP),
  };

  const rounds = Math.min(BLOCK, p.rounds - block * BLOCK);
  const houseAtStart = balanceOf(ledger(), 'house');
  const wins = new Map<string, number>();
  let played = 0;
  for (; played < rounds; played++) {
    const before = ids.map(gold);
    if (!playNpcRound(table, play)) break;
    // The round's winner: the seat that gained the most gold in it, if any gained.
    let best: string | null = null;
    let gain = 0;
    for (const [i, id] of ids.entries())
      if (gold(id) - before[i]! > gain) [best, gain] = [id, gold(id) - before[i]!];
    if (best) wins.set(best, (wins.get(best) ?? 0) + 1);
  }
  const tallies = new Map<string, StrategyTally>();
  for (const [i, id] of ids.entries()) {
    const name = seated[i]!.name;
    const t = tallies.get(name) ?? { strategy: name, seatRounds: 0, wins: 0, gold: 0, blocks: [] };
    t.seatRounds += played;
    t.wins += wins.get(id) ?? 0;
    t.gold += gold(id) - start;
    tallies.set(name, t);
  }
  for (const t of tallies.values())
    t.blocks = [{ gold: t.gold, wins: t.wins, seatRounds: t.seatRounds }];
  return {
    rounds: played,
    houseTake: balanceOf(ledger(), 'house') - houseAtStart,
    potLeft: balanceOf(ledger(), 'pot'),
    tallies: [...tallies.values()],
  };
}

/** The blocks a run of this many rounds plays. */
export const blocksOf = (rounds: number): number => Math.ceil(rounds / BLOCK);

/** Adds blocks' results up, each strategy's in the order the run names them. */
export function addUp(names: readonly string[], results: readonly BlockResult[]): BlockResult {
  const tallies = [...new Set(names)].map((strategy) => ({
    strategy,
    seatRounds: 0,
    wins: 0,
    gold: 0,
    blocks: [] as StrategyTally['blocks'],
  }));
  const sum: BlockResult = { rounds: 0, houseTake: 0, potLeft: 0, tallies };
  for (const r of results) {
    sum.rounds += r.rounds;
    sum.houseTake += r.houseTake;
    sum.potLeft += r.potLeft;
    for (const t of r.tallies) {
      const into = tallies.find((x) => x.strategy === t.strategy)!;
      into.seatRounds += t.seatRounds;
      into.wins += t.wins;
      into.gold += t.gold;
      into.blocks.push(...t.blocks);
    }
  }
  return sum;
}

/**
 * The standard error of a per-seat-round rate (gold or wins) over a run's blocks: each block is a table of its own,
 * so the spread of the blocks' rates about the run's is what one run's figure may be off by.
 */
export function standardError(
  blocks: readonly { seatRounds: number }[],
  amount: (block: StrategyTally['blocks'][number]) => number,
): number {
  const played = blocks.filter((b) => b.seatRounds > 0) as StrategyTally['blocks'];
  const n = played.reduce((s, b) => s + b.seatRounds, 0);
  if (played.length < 2 || n === 0) return 0;
  const rate = played.reduce((s, b) => s + amount(b), 0) / n;
  const spread = played.reduce((s, b) => s + (amount(b) - rate * b.seatRounds) ** 2, 0);
  return Math.sqrt((spread * played.length) / (played.length - 1)) / n;
}
