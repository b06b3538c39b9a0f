/**
 * The headless simulator: plays N rounds of any registered game on the very
 * engine the host runs, with seats played by simple strategies, and prints
 * each seat's win rate and gold, the House's take and rounds per second.
 *
 *   npm run simulate -- --game black-baron --rounds 2000 --seats 4 --strategies cautious,bold,random --seed 7 [--json]
 *
 * A strategy sees only what a player's panel offers (each move with its cost
 * and, for a die, the chance it busts), so it works for every game and knows
 * no rule the machine does not.
 */
import { parseArgs } from 'node:util';
import { GAME_IDS, balanceOf, createTable, games, purse, seededDice, type AnyGame, type GameId, type Sender } from '../machines';
import { chooser, playRound, viewerOf, type Choice, type Chooser } from '../machines/engine/autoplay';
import type { Ledger } from '../machines/engine/ledger';

type Offer = { intent: { type: string }; cost?: number; bustChance?: number };
/** Picks one of a seat's moves, each with what the panel says of it. */
type Strategy = (moves: { choice: Choice; offer: Offer }[], pick: Chooser) => Choice;

const byLowest = (moves: { choice: Choice; offer: Offer }[], score: (o: Offer) => number) => {
  const best = Math.min(...moves.map((m) => score(m.offer)));
  return moves.filter((m) => score(m.offer) === best);
};

export const STRATEGIES: Record<string, Strategy> = {
  /** Any legal move, uniformly. */
  random: (moves, pick) => pick(moves)!.choice,
  /** Never takes a roll with a bust chance over a quarter when anything else is offered; otherwise the cheapest move. */
  cautious: (moves, pick) => {
    const safe = moves.filter((m) => (m.offer.bustChance ?? 0) <= 0.25);
    return pick(byLowest(safe.length ? safe : moves, (o) => o.cost ?? 0))!.choice;
  },
  /** Rolls whenever a roll is offered (the riskiest first), otherwise any move. */
  bold: (moves, pick) => {
    const rolls = moves.filter((m) => m.offer.bustChance !== undefined);
    return pick(rolls.length ? byLowest(rolls, (o) => -(o.bustChance ?? 0)) : moves)!.choice;
  },
};

export interface SimulationResult {
  game: GameId;
  rounds: number;
  seconds: number;
  roundsPerSecond: number;
  houseTake: number;
  /** Gold left in the pot (a pot rolled over): with the seats' gold and the House's take, it sums to zero. */
  potLeft: number;
  seats: { name: string; strategy: string; wins: number; winRate: number; gold: number }[];
}

export function simulate(game: GameId, p: { rounds: number; seats: number; strategies: string[]; seed: number; purse?: number }): SimulationResult {
  const table = createTable(games[game] as AnyGame, { dice: seededDice(p.seed), input: { options: { ante: 2 } } });
  const gm: Sender = { role: 'gm', id: 'gm' };
  const players: Sender[] = Array.from({ length: p.seats }, (_, i) => ({ role: 'player', id: `seat-${i + 1}` }));
  const start = p.purse ?? 1_000_000;
  for (const [i, player] of players.entries()) table.send(player, { type: 'JOIN', name: `Seat ${i + 1}`, purse: start });
  const strategyOf = new Map(players.map((s, i) => [(s as { id: string }).id, p.strategies[i % p.strategies.length]!]));
  const pick = chooser(p.seed);
  const ledger = () => (table.snapshot().context as { ledger: Ledger }).ledger;
  const gold = (id: string) => balanceOf(ledger(), purse(id));

  const skip = ['VOID_ROUND', 'BACK_TO_LOBBY'];
  // The driver asks who may move; the chosen seat's strategy then picks among that seat's moves, as its panel offers
  // them (the same moves, in the same order, with their cost and bust chance).
  const choose: Chooser = <T,>(items: readonly T[]): T | null => {
    const first = items[0] as Choice | undefined;
    if (!first || typeof first !== 'object' || !('intent' in first)) return pick(items);
    const mover = pick(items as readonly Choice[])!.sender;
    const id = mover.role === 'player' ? mover.id : 'gm';
    const name = strategyOf.get(id) ?? 'random';
    // A random seat weighs nothing an offer says: it picks among the mover's moves the driver already has, the same
    // moves in the same order as its panel's, without describing them.
    if (name === 'random') return pick((items as readonly Choice[]).filter((c) => c.sender === mover)) as T;
    const strategy = STRATEGIES[name]!;
    const offers = (table.game.actions(table.snapshot(), viewerOf(mover)) as Offer[]).filter((o) => !skip.includes(o.intent.type));
    return strategy(offers.map((offer) => ({ choice: { sender: mover, intent: offer.intent }, offer })), pick) as T;
  };

  const wins = new Map<string, number>();
  const houseAtStart = balanceOf(ledger(), 'house');
  const began = performance.now();
  let rounds = 0;
  for (; rounds < p.rounds; rounds++) {
    const before = new Map(players.map((s) => [(s as { id: string }).id, gold((s as { id: string }).id)]));
    if (!playRound(table, { senders: [gm, ...players], choose, skip })) break;
    // The round's winner: the seat that gained the most gold in it, if any gained.
    let best: string | null = null;
    let gain = 0;
    for (const [id, had] of before) if (gold(id) - had > gain) [best, gain] = [id, gold(id) - had];
    if (best) wins.set(best, (wins.get(best) ?? 0) + 1);
  }
  const seconds = (performance.now() - began) / 1000;
  return {
    game,
    rounds,
    seconds,
    roundsPerSecond: rounds / seconds,
    houseTake: balanceOf(ledger(), 'house') - houseAtStart,
    potLeft: balanceOf(ledger(), 'pot'),
    seats: players.map((s, i) => {
      const id = (s as { id: string }).id;
      return { name: `Seat ${i + 1}`, strategy: strategyOf.get(id)!, wins: wins.get(id) ?? 0, winRate: (wins.get(id) ?? 0) / Math.max(1, rounds), gold: gold(id) - start };
    }),
  };
}

function main() {
  const { values } = parseArgs({
    options: {
      game: { type: 'string' },
      rounds: { type: 'string', default: '1000' },
      seats: { type: 'string', default: '4' },
      strategies: { type: 'string', default: 'cautious,bold,random' },
      seed: { type: 'string', default: '1' },
      json: { type: 'boolean', default: false },
    },
  });
  const ids = values.game ? [values.game] : GAME_IDS;
  for (const id of ids) if (!(GAME_IDS as readonly string[]).includes(id)) throw new Error(`No game "${id}": the tavern serves ${GAME_IDS.join(', ')}.`);
  const strategies = values.strategies.split(',');
  for (const s of strategies) if (!STRATEGIES[s]) throw new Error(`No strategy "${s}": choose from ${Object.keys(STRATEGIES).join(', ')}.`);
  const results = (ids as GameId[]).map((id) => simulate(id, { rounds: Number(values.rounds), seats: Number(values.seats), strategies, seed: Number(values.seed) }));
  if (values.json) return console.log(JSON.stringify(results, null, 2));
  for (const r of results) {
    console.log(`${r.game}: ${r.rounds} rounds in ${r.seconds.toFixed(2)} s (${r.roundsPerSecond.toFixed(0)} rounds/s); the House took ${r.houseTake} gp`);
    for (const s of r.seats) console.log(`  ${s.name} (${s.strategy}): won ${s.wins} (${(100 * s.winRate).toFixed(1)} %), ${s.gold >= 0 ? '+' : ''}${s.gold} gp`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
