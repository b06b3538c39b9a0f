/**
 * A seat's reckoning of its next roll, for the styles of play (./bots.ts): how far ahead of its strongest rival each
 * call leaves it, over every roll of 3d6. The rolls are read once, at load, by the rules' own `readRoll` and
 * `outcomeOf`; each outcome's coins then move on plain numbers, as `resolveRoll` moves them (a payer pays what it
 * has and is out with nothing left, the pot gives what it holds, the pot run dry or one seat left ends the game), so
 * a decision builds no board, reading or log. tests/wizards-and-thieves/reckoning.test.ts holds it to `resolveRoll`.
 */
import type { Call, Outcome } from './context';
import { outcomeOf, readRoll } from './rules';
import type { WizardsView } from './view';

/** The coins on the table as a seat reckons them: the playing seats' stacks in seat order, its own index, the pot. */
export interface Stacks {
  coins: number[];
  me: number;
  pot: number;
}

/** The stacks a seat's view shows: the seats playing (those with coins shown), in seat order, and the pot. */
export function stacksOf(view: WizardsView, me: string): Stacks {
  const coins: number[] = [];
  let at = -1;
  for (const s of view.seats)
    if (s.coins !== null) {
      if (s.id === me) at = coins.length;
      coins.push(s.coins);
    }
  return { coins, me: at, pot: view.pot };
}

/**
 * How far ahead of the strongest rival a seat stands: its coins against theirs, each seat still in with an equal
 * share of the pot while the game goes on (nobody can tell whom the pot will go to).
 */
export function leadOf(coins: readonly number[], me: number, pot: number, ended: boolean): number {
  let players = 0;
  for (const c of coins) if (c > 0) players++;
  const share = ended || players === 0 ? 0 : pot / players;
  let rival = -Infinity;
  for (let i = 0; i < coins.length; i++)
    if (i !== me) rival = Math.max(rival, coins[i]! + (coins[i]! > 0 ? share : 0));
  return (coins[me] ?? 0) + share - (rival === -Infinity ? 0 : rival);
}

/** What an outcome does to the coins, whatever the call: the rules' cases with who pays or takes. */
const TAKE = 0;
const OTHERS_PAY = 1;
const PAY = 2;
const NOTHING = 3;
const THREE_WIZARDS = 4;
const THREE_THIEVES = 5;
const KIND: Record<Outcome, number> = {
  'thief-thieves': TAKE,
  'wizard-wizards': OTHERS_PAY,
  'thief-wizards': PAY,
  'wizard-thieves': PAY,
  'no-majority': NOTHING,
  'three-wizards': THREE_WIZARDS,
  'three-thieves': THREE_THIEVES,
};

/**
 * Every roll of 3d6 up to order: how many of the 216 orders make it (`WAYS`), and under each call the index of its
 * outcome in `OUTCOMES` (`AT`). The coins a roll moves do not depend on the order its dice fell in, so 56 rolls stand
 * for the 216, and the 26 outcomes of the two calls for 19 (no majority, three of a kind and paying alike under both).
 */
const WAYS: number[] = [];
const AT: Record<Call, number[]> = { wizard: [], thief: [] };
const OUTCOMES: { kind: number; amount: number }[] = [];
{
  const seen = new Map<string, number>();
  const outcomes = new Map<number, number>();
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const faces = [a, b, c].sort((x, y) => x - y);
        const key = faces.join('');
        const at = seen.get(key);
        if (at !== undefined) {
          WAYS[at]!++;
          continue;
        }
        seen.set(key, WAYS.length);
        WAYS.push(1);
        const reading = readRoll(faces);
        for (const call of ['wizard', 'thief'] as const) {
          const kind = KIND[outcomeOf(call, reading)];
          const amount = reading.amount ?? 0;
          const slot = kind * 7 + amount;
          if (!outcomes.has(slot)) outcomes.set(slot, OUTCOMES.push({ kind, amount }) - 1);
          AT[call].push(outcomes.get(slot)!);
        }
      }
}

/** How many seats but `me` are still in (have coins). */
function othersIn(coins: readonly number[], me: number): number {
  let n = 0;
  for (let i = 0; i < coins.length; i++) if (i !== me && coins[i]! > 0) n++;
  return n;
}

/** The one seat still in, or -1 when more than one is (or none). */
function lastStanding(coins: readonly number[]): number {
  let left = -1;
  for (let i = 0; i < coins.length; i++)
    if (coins[i]! > 0) {
      if (left >= 0) return -1;
      left = i;
    }
  return left;
}

/**
 * Moves one outcome's coins in `into` (a copy of the stacks) and returns the pot after it. The game is over exactly
 * when that pot is 0: three of a kind and the last seat standing empty it, and a pot run dry ends the game.
 */
function settle(s: Stacks, kind: number, amount: number, into: number[]): number {
  const { me } = s;
  let pot = s.pot;
  if (kind === TAKE) {
    const got = Math.min(amount, pot);
    into[me]! += got;
    pot -= got;
  } else if (kind === OTHERS_PAY) {
    for (let i = 0; i < into.length; i++)
      if (i !== me && into[i]! > 0) {
        const paid = Math.min(amount, into[i]!);
        into[i]! -= paid;
        pot += paid;
      }
  } else if (kind === PAY) {
    const paid = Math.min(amount, into[me]!);
    into[me]! -= paid;
    pot += paid;
  } else if (kind === THREE_WIZARDS) {
    into[me]! += pot;
    return 0;
  } else if (kind === THREE_THIEVES) {
    const others = othersIn(into, me);
    const share = Math.floor(pot / others);
    for (let i = 0; i < into.length; i++) if (i !== me && into[i]! > 0) into[i]! += share;
    into[me]! += pot - share * others;
    return 0;
  }
  // The last seat standing takes the pot: whoever would act next is the one still in.
  const left = pot === 0 ? -1 : lastStanding(into);
  if (left < 0) return pot;
  into[left]! += pot;
  return 0;
}

/** A seat's reckoning of its roll now: each call's expected lead after the roll, and its lead as it stands. */
export interface Reckoning {
  wizard: number;
  thief: number;
  now: number;
  /** The seat's own stack. */
  coins: number;
}

/** Each outcome is settled once, for both calls, and each call's rolls are summed in one fixed order. */
export function reckon(s: Stacks): Reckoning {
  const leads: number[] = [];
  const into: number[] = [];
  for (const { kind, amount } of OUTCOMES) {
    for (let i = 0; i < s.coins.length; i++) into[i] = s.coins[i]!;
    const pot = settle(s, kind, amount, into);
    leads.push(leadOf(into, s.me, pot, pot === 0));
  }
  let [wizard, thief] = [0, 0];
  for (let i = 0; i < WAYS.length; i++) {
    wizard += WAYS[i]! * leads[AT.wizard[i]!]!;
    thief += WAYS[i]! * leads[AT.thief[i]!]!;
  }
  return {
    wizard: wizard / 216,
    thief: thief / 216,
    now: leadOf(s.coins, s.me, s.pot, false),
    coins: s.coins[s.me] ?? 0,
  };
}

/** The stacks and pot after one declared roll, as the reckoning settles it (held to `resolveRoll` by the tests). */
export function settleRoll(s: Stacks, call: Call, faces: readonly number[]): Stacks {
  const reading = readRoll(faces);
  const coins = [...s.coins];
  const pot = settle(s, KIND[outcomeOf(call, reading)], reading.amount ?? 0, coins);
  return { coins, me: s.me, pot };
}
