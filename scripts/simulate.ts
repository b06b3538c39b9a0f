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
import {
  GAME_IDS,
  balanceOf,
  createTable,
  games,
  purse,
  seededDice,
  type AnyGame,
  type GameId,
  type Sender,
} from '../machines';
import { chooser, playRound, randomMove, type Chooser } from '../machines/engine/autoplay';
import type { Intent } from '../machines/engine/game';
import type { Candidate, MoveFamily } from '../machines/engine/survey';
import type { Ledger } from '../machines/engine/ledger';

type Offer = { cost?: number; bustChance?: number };
/**
 * A strategy ranks each move by what the panel says of it, in two steps (`tier`, then `score`, lowest first): the seat
 * plays among its legal moves ranked first, a kind of move uniformly, then one of that kind.
 */
type Strategy = { tier(o: Offer): number; score(o: Offer): number };

/** Each strategy by name; `null` plays the driver's own random choice (`randomMove`), which weighs nothing an offer says. */
export const STRATEGIES: Record<string, Strategy | null> = {
  /** Any legal move: a kind of move uniformly, then one of its moves, without describing them. */
  random: null,
  /** Never takes a roll with a bust chance over a quarter when anything else is offered; otherwise the cheapest move. */
  cautious: { tier: (o) => ((o.bustChance ?? 0) <= 0.25 ? 0 : 1), score: (o) => o.cost ?? 0 },
  /** Rolls whenever a roll is offered (the riskiest first), otherwise any move. */
  bold: { tier: (o) => (o.bustChance === undefined ? 1 : 0), score: (o) => -(o.bustChance ?? 0) },
};

/**
 * The move a strategy plays among these candidates (never a skipped type), or null when none is legal: among the
 * legal ones ranked first, a kind of move uniformly (a seat offered a cheat per die and face weighs cheating as one
 * choice, as a player does), then one move of that kind. Every candidate is described, but checked only as the
 * choice needs: a rank is tried from the first, and there a candidate only while its kind has no legal one yet, then
 * every candidate of the kind picked; the choice is the one a check of every candidate would give.
 */
export function playRanked(
  candidates: readonly Candidate[],
  strategy: Strategy,
  pick: Chooser,
): Intent | null {
  const n = candidates.length;
  // Each candidate's rank, and the first rank, in one pass.
  let tier = Infinity;
  let score = Infinity;
  for (let i = 0; i < n; i++) {
    const offer = candidates[i]!.describe() as Offer;
    const t = strategy.tier(offer);
    const s = strategy.score(offer);
    TIERS[i] = t;
    SCORES[i] = s;
    if (t < tier || (t === tier && s < score)) {
      tier = t;
      score = s;
    }
  }
  while (tier !== Infinity) {
    const kinds: string[] = [];
    let ranked = 0;
    for (let i = 0; i < n; i++) {
      if (TIERS[i] !== tier || SCORES[i] !== score) continue;
      RANKED[ranked++] = i;
      const c = candidates[i]!;
      if (!kinds.includes(c.type) && c.legal()) kinds.push(c.type);
    }
    if (kinds.length > 0) {
      const kind = pick(kinds)!;
      const ofKind: Intent[] = [];
      for (let j = 0; j < ranked; j++) {
        const c = candidates[RANKED[j]!]!;
        if (c.type === kind && c.legal()) ofKind.push(c.intent);
      }
      return pick(ofKind);
    }
    // Nothing legal at this rank: the lowest rank above it.
    const [triedTier, triedScore] = [tier, score];
    tier = score = Infinity;
    for (let i = 0; i < n; i++) {
      const t = TIERS[i]!;
      const s = SCORES[i]!;
      if (
        (t > triedTier || (t === triedTier && s > triedScore)) &&
        (t < tier || (t === tier && s < score))
      ) {
        tier = t;
        score = s;
      }
    }
  }
  return null;
}
/** While `playRanked` decides: each candidate's rank, and the candidates of the rank it tries; kept between calls, not allocated per step. */
const TIERS: number[] = [];
const SCORES: number[] = [];
const RANKED: number[] = [];

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

export function simulate(
  game: GameId,
  p: { rounds: number; seats: number; strategies: string[]; seed: number; purse?: number },
): SimulationResult {
  const start = p.purse ?? 1_000_000;
  const table = createTable(games[game] as AnyGame, {
    dice: seededDice(p.seed),
    input: { options: { ante: 2, startingPurse: start } },
  });
  const gm: Sender = { role: 'gm', id: 'gm' };
  const players: Sender[] = Array.from({ length: p.seats }, (_, i) => ({
    role: 'player',
    id: `seat-${i + 1}`,
  }));
  for (const [i, player] of players.entries())
    table.send(player, { type: 'JOIN', name: `Seat ${i + 1}`, purse: start });
  const strategyOf = new Map(
    players.map((s, i) => [(s as { id: string }).id, p.strategies[i % p.strategies.length]!]),
  );
  const pick = chooser(p.seed);
  const ledger = () => (table.snapshot().context as { ledger: Ledger }).ledger;
  const gold = (id: string) => balanceOf(ledger(), purse(id));

  const skip = ['VOID_ROUND', 'BACK_TO_LOBBY'];
  // The driver picks who moves among the seats it asks; that seat's strategy then picks among its moves as its panel
  // offers them (the same moves, in the same order, with their cost and bust chance). A random seat weighs nothing an
  // offer says, so it picks a kind of move, then a move, checking only that kind.
  const decide = (mover: Sender, families: () => readonly MoveFamily[]): Intent | null => {
    const strategy =
      STRATEGIES[strategyOf.get(mover.role === 'player' ? mover.id : 'gm') ?? 'random'];
    if (!strategy) return randomMove(families(), pick, skip);
    const candidates: Candidate[] = [];
    for (const f of families())
      for (const c of f.candidates()) if (!skip.includes(c.type)) candidates.push(c);
    return playRanked(candidates, strategy, pick);
  };

  const wins = new Map<string, number>();
  const houseAtStart = balanceOf(ledger(), 'house');
  const began = performance.now();
  let rounds = 0;
  for (; rounds < p.rounds; rounds++) {
    const before = new Map(
      players.map((s) => [(s as { id: string }).id, gold((s as { id: string }).id)]),
    );
    if (!playRound(table, { senders: [gm, ...players], choose: pick, skip, decide })) break;
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
      return {
        name: `Seat ${i + 1}`,
        strategy: strategyOf.get(id)!,
        wins: wins.get(id) ?? 0,
        winRate: (wins.get(id) ?? 0) / Math.max(1, rounds),
        gold: gold(id) - start,
      };
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
  for (const id of ids)
    if (!(GAME_IDS as readonly string[]).includes(id))
      throw new Error(`No game "${id}": the tavern serves ${GAME_IDS.join(', ')}.`);
  const strategies = values.strategies.split(',');
  for (const s of strategies)
    if (!Object.hasOwn(STRATEGIES, s))
      throw new Error(`No strategy "${s}": choose from ${Object.keys(STRATEGIES).join(', ')}.`);
  const results = (ids as GameId[]).map((id) =>
    simulate(id, {
      rounds: Number(values.rounds),
      seats: Number(values.seats),
      strategies,
      seed: Number(values.seed),
    }),
  );
  if (values.json) return console.log(JSON.stringify(results, null, 2));
  for (const r of results) {
    console.log(
      `${r.game}: ${r.rounds} rounds in ${r.seconds.toFixed(2)} s (${r.roundsPerSecond.toFixed(0)} rounds/s); the House took ${r.houseTake} gp`,
    );
    for (const s of r.seats)
      console.log(
        `  ${s.name} (${s.strategy}): won ${s.wins} (${(100 * s.winRate).toFixed(1)} %), ${s.gold >= 0 ? '+' : ''}${s.gold} gp`,
      );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
