/**
 * The simulator's three rule-blind baselines (`cautious`, `bold`, `random`): a
 * seat that sees only what a player's panel offers (each move with its cost
 * and, for a die, the chance it busts), so they play every game and know no
 * rule the machine does not.
 */
import { randomMove, type Chooser } from '../machines/engine/autoplay';
import type { Intent } from '../machines/engine/game';
import type { Candidate } from '../machines/engine/survey';
import type { SelfPlayer } from '../machines/table/npcDriver';

export type Offer = { cost?: number; bustChance?: number };
/**
 * A strategy ranks each move by what the panel says of it, in two steps (`tier`, then `score`, lowest first): the seat
 * plays among its legal moves ranked first, a kind of move uniformly, then one of that kind.
 */
export type Strategy = { tier(o: Offer): number; score(o: Offer): number };

/** Each strategy by name; `null` plays the driver's own random choice (`randomMove`), which weighs nothing an offer says. */
export const STRATEGIES: Record<string, Strategy | null> = {
  /** Any legal move: a kind of move uniformly, then one of its moves, without describing them. */
  random: null,
  /** Never takes a roll with a bust chance over a quarter when anything else is offered; otherwise the cheapest move. */
  cautious: { tier: (o) => ((o.bustChance ?? 0) <= 0.25 ? 0 : 1), score: (o) => o.cost ?? 0 },
  /** Rolls whenever a roll is offered (the riskiest first), otherwise any move. */
  bold: { tier: (o) => (o.bustChance === undefined ? 1 : 0), score: (o) => -(o.bustChance ?? 0) },
};

/** Out of its turn, a baseline takes a move (a side bet, an accusation) one time in this many it is asked. */
const OUT_OF_TURN = 3;
const ODDS = Array.from({ length: OUT_OF_TURN }, (_, i) => i);

/**
 * A baseline as a self-playing seat for the NPC driver: on its turn it plays its strategy among the moves its panel
 * offers; out of turn it moves one time in `OUT_OF_TURN`, so a seat that would take any move it is offered does not
 * take every one the moment it is offered.
 */
export function baselinePlayer(name: string, pick: Chooser): SelfPlayer {
  const strategy = STRATEGIES[name];
  return (sight) => {
    if (!sight.inTurn && pick(ODDS) !== 0) return null;
    if (!strategy) return randomMove(sight.families(), pick);
    const candidates: Candidate[] = [];
    for (const f of sight.families()) for (const c of f.candidates()) candidates.push(c);
    return playRanked(candidates, strategy, pick);
  };
}

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
