/**
 * Black Baron's exact odds, for the styles of play: the dealer's final hand
 * from its shown die by the dealer's rules, and each move's expected return
 * per gp of the hand's bet against it, from every die a d10 can show.
 */
import { BARON_PAYS, DEALER_STAYS_ON, HIGHEST_SPLIT, MAX_DICE, SIDES, TARGET, TEN } from './rules';

const BUST = TARGET + 1;
const FACES = Array.from({ length: SIDES }, (_, i) => i + 1);

/** The chance of each final dealer hand: index 16 to 20 its value, 21 bust. */
export type DealerOdds = Float64Array;

/** The dealer's final hand from this sum on this many dice: hits on 15 or less, stops at 7 dice (the Round Table). */
function dealerFrom(total: number, dice: number, into: DealerOdds, p: number): void {
  if (total > TARGET) into[BUST]! += p;
  else if (dice >= MAX_DICE) into[TARGET]! += p;
  else if (total >= DEALER_STAYS_ON) into[total]! += p;
  else for (const f of FACES) dealerFrom(total + f, dice + 1, into, p / SIDES);
}

const dealerCache = new Map<string, DealerOdds>();

/**
 * The dealer's final hand from the dice a player sees: its faces shown, and a face-down second die behind a shown 10,
 * which is not a 10 when the hand is played out (a 10 is the Black Plague, every bet lost, counted apart).
 */
export function dealerOdds(shown: readonly number[], faceDown: boolean): DealerOdds {
  const key = `${shown.join(',')}${faceDown ? '?' : ''}`;
  let odds = dealerCache.get(key);
  if (odds) return odds;
  odds = new Float64Array(BUST + 1);
  const total = shown.reduce((t, f) => t + f, 0);
  if (!faceDown) dealerFrom(total, shown.length, odds, 1);
  else for (let f = 1; f < TEN; f++) dealerFrom(total + f, shown.length + 1, odds, 1 / (TEN - 1));
  dealerCache.set(key, odds);
  return odds;
}

/** A hand's returns per gp of its bet against one dealer: each move's, from a sum on a number of dice. */
export class HandOdds {
  private readonly stands = new Float64Array(BUST);
  private readonly played = new Map<number, number>();

  /** `plague`: the chance every bet is lost whatever the hand does (a face-down die behind a shown 10 being a 10). */
  constructor(dealer: DealerOdds, plague: number) {
    for (let v = 0; v <= TARGET; v++) {
      let ev = dealer[BUST]!;
      for (let d = DEALER_STAYS_ON; d <= TARGET; d++)
        ev += d < v ? dealer[d]! : d > v ? -dealer[d]! : 0;
      this.stands[v] = (1 - plague) * ev - plague;
    }
  }

  /** Staying on this sum with this many dice (seven count 20). */
  stay(total: number, dice: number): number {
    if (total > TARGET) return -1;
    return this.stands[dice >= MAX_DICE ? TARGET : total]!;
  }

  /** Hitting once, then playing on by hit or stay as well as can be. */
  hit(total: number, dice: number): number {
    let ev = 0;
    for (const f of FACES) ev += this.best(total + f, dice + 1);
    return ev / SIDES;
  }

  /** The better of hitting and staying; a bust or seven dice end the hand. */
  best(total: number, dice: number): number {
    if (total > TARGET) return -1;
    if (dice >= MAX_DICE) return this.stay(total, dice);
    const key = total * 16 + dice;
    let ev = this.played.get(key);
    if (ev === undefined) {
      ev = Math.max(this.stay(total, dice), this.hit(total, dice));
      this.played.set(key, ev);
    }
    return ev;
  }

  /** A double down on two dice: twice the bet, one die, then the hand stays. */
  double(total: number): number {
    let ev = 0;
    for (const f of FACES) ev += this.stay(total + f, 3);
    return (2 * ev) / SIDES;
  }

  /** A starting hand of two dice, played as well as can be, a pair split again where that pays. */
  private opening(total: number, pair: number | null): number {
    const played = Math.max(this.best(total, 2), this.double(total));
    return pair !== null && pair <= HIGHEST_SPLIT ? Math.max(played, this.split(pair)) : played;
  }

  /**
   * Splitting a pair: two hands, each a die of the pair and a new one, each with its bet. A new die matching the pair
   * may split again, so the value is the fixed point of that recursion (each level halves in weight, so it settles).
   */
  split(pair: number): number {
    let value = 0;
    for (let round = 0; round < 40; round++) {
      let hand = 0;
      for (const f of FACES) {
        const played = Math.max(this.best(pair + f, 2), this.double(pair + f));
        hand += f === pair ? Math.max(played, value) : played;
      }
      value = (2 * hand) / SIDES;
    }
    return value;
  }

  /** A dealt hand of two dice: a Black Baron pays twice, settled at the deal. */
  dealt(a: number, b: number): number {
    if (a + b === TARGET) return BARON_PAYS;
    return this.opening(a + b, a === b ? a : null);
  }
}

const handOddsCache = new Map<string, HandOdds>();

/** The returns of every move against the dealer's dice as a player sees them. */
export function handOdds(shown: readonly number[], faceDown: boolean): HandOdds {
  const key = `${shown.join(',')}${faceDown ? '?' : ''}`;
  let odds = handOddsCache.get(key);
  if (!odds) {
    odds = new HandOdds(dealerOdds(shown, faceDown), faceDown ? 1 / SIDES : 0);
    handOddsCache.set(key, odds);
  }
  return odds;
}

let edge: number | undefined;

/** A player's expected return per gp bet before the deal, played exactly: below zero, the House's edge. */
export function playerEdge(): number {
  if (edge !== undefined) return edge;
  let total = 0;
  for (const shown of FACES) {
    const odds = handOdds([shown], shown === TEN);
    for (const a of FACES) for (const b of FACES) total += odds.dealt(a, b);
  }
  edge = total / SIDES ** 3;
  return edge;
}
