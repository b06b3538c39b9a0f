/**
 * The numbers of Tavern Twenty-One (rules: tavern-twenty-one-current.md,
 * sections 1–2), as pure functions of the context. The machine's guards and
 * actions, the refusal reasons and the views all read the rules from here.
 */
import { PICK_D20S } from '../engine/dice';
import { proportionalPayouts } from '../table/sideBets';
import { nextInOrder } from '../table/round';
import { addDemand, DIE_SIDES, type DiceDemand, type Die } from '../engine/dice';
import type { Seat } from '../table/context';
import { heatOf, statOf, type StatKey } from './stats';
import type { Hand, HandDie, Round, SideBet, Skill, TwentyOneContext } from './context';
import { rulesOf } from './ruleset';

export const TARGET = 21;
export const OPENING_DIE: Die = 'd10';

/** Dice a seat may buy in the betting phase, cheapest first. */
export const BUYABLE_DICE = ['d20', 'd10', 'd8', 'd6', 'd4'] as const satisfies readonly Die[];
export type BuyableDie = (typeof BUYABLE_DICE)[number];

/** A die's price in whole gp, by the table's ruleset (ruleset.ts). Half an odd ante rounds up: the table never deals in fractions. */
export function rollCost(die: BuyableDie, ctx: TwentyOneContext): number {
  return Math.ceil((rulesOf(ctx).costInHalfAntes[die] * ctx.options.ante) / 2);
}

/** "Early fold refunds 50% of ante"; half an odd ante rounds down. */
export function foldRefund(ante: number): number {
  return Math.floor(ante / 2);
}

export function handTotal(dice: readonly HandDie[]): number {
  return dice.reduce((sum, d) => sum + d.value, 0);
}

/**
 * What a die counts: "d20 natural 20 sets your roll to exactly hit 21". It
 * never counts less than 0: a hand already over 21 (behind a blind die) stays over.
 */
export function countedValue(die: Die, face: number, totalBefore: number): number {
  return die === 'd20' && face === DIE_SIDES.d20 ? Math.max(0, TARGET - totalBefore) : face;
}

export function visibleTotal(dice: readonly HandDie[]): number {
  return handTotal(dice.filter((d) => d.visibility === 'public'));
}

/** Over 21: once a roll decision, a bump, a retaliation or a cheat leaves a hand here, it is bust for good. */
export const isOver = (hand: Hand): boolean => handTotal(hand.dice) > TARGET;

/** A blind die hides the hand's total from its owner, so its bust is told at the reveal (telling it earlier would tell the blind face). */
export const hidesTotal = (hand: Hand): boolean => hand.dice.some((d) => d.visibility === 'blind');

/** Busts in front of everyone now: over 21 with every die known to its owner. */
export const bustsNow = (hand: Hand): boolean => isOver(hand) && !hidesTotal(hand);

/** Bust for good but not told until the reveal: over 21 now or at any time since, behind a blind die. */
export const bustsUnseen = (hand: Hand): boolean =>
  hand.bustUnseen || (isOver(hand) && hidesTotal(hand));

/**
 * "Any natural 1 (standard mode) adds 1gp to your cleaning fees", whoever made the die come up: the edit of a hand
 * whose die `visibility` just showed `face`. A blind die's fee is told to its owner at the reveal, with the die.
 */
export function naturalOneFee(
  hand: Hand,
  face: number,
  visibility: HandDie['visibility'],
): Partial<Hand> {
  if (face !== 1) return {};
  return visibility === 'blind'
    ? { fees: hand.fees + 1, blindFees: (hand.blindFees ?? 0) + 1 }
    : { fees: hand.fees + 1 };
}

/** "Hit Count = total dice rolled - 2 (opening dice)". */
export const hitCount = (hand: Hand): number => Math.max(0, hand.dice.length - 2);

/** The d4s a duel roll draws for `hits`: one, multiplied by the hit count (as written), or one per hit (the option). */
export const duelD4s = (ctx: TwentyOneContext, hits: number): number =>
  ctx.options.duelD4PerHit ? hits : Math.min(hits, 1);

/** Sorts by lowest visible total; `Array.prototype.sort` is stable, so ties keep seat order. */
export function bettingOrder(seats: readonly Seat[], hands: Record<string, Hand>): string[] {
  return seats
    .map((s) => s.id)
    .sort((a, b) => visibleTotal(hands[a]!.dice) - visibleTotal(hands[b]!.dice));
}

/** "The player with the lowest visible die" takes the Cut; ties go to the earliest seat. */
export function cutSeat(seats: readonly Seat[], hands: Record<string, Hand>): string | null {
  let best: { id: string; face: number } | null = null;
  for (const seat of seats) {
    const face = Math.min(
      ...hands[seat.id]!.dice.filter((d) => d.visibility === 'public').map((d) => d.face),
    );
    if (best === null || face < best.face) best = { id: seat.id, face };
  }
  return best?.id ?? null;
}

/** Seats still in the running to win: they held (a hold is never over 21). */
export function standingSeats(ctx: TwentyOneContext): string[] {
  const round = ctx.round;
  if (!round) return [];
  return ctx.seats.map((s) => s.id).filter((id) => round.hands[id]!.status === 'held');
}

/** The best standing total and who has it. */
export function bestStanding(ctx: TwentyOneContext): { best: number | null; leaders: string[] } {
  const round = ctx.round;
  const standing = standingSeats(ctx);
  if (!round || standing.length === 0) return { best: null, leaders: [] };
  const best = Math.max(...standing.map((id) => handTotal(round.hands[id]!.dice)));
  return { best, leaders: standing.filter((id) => handTotal(round.hands[id]!.dice) === best) };
}

/** The seat whose turn it is, or null. */
export function seatToAct(ctx: TwentyOneContext): string | null {
  const round = ctx.round;
  if (!round || round.turn < 0) return null;
  return round.order[round.turn] ?? null;
}

/** The target of a failed bump still to choose which of the bumper's dice to re-roll, and the bumper; the table waits on them. */
export function pendingRetaliation(
  ctx: TwentyOneContext,
): { avenger: string; bumper: string } | null {
  // Asked by most checks, so a loop rather than an array of entries per call.
  const hands = ctx.round?.hands;
  for (const avenger in hands) {
    const bumper = hands[avenger]!.owesRetaliation;
    if (bumper) return { avenger, bumper };
  }
  return null;
}

/**
 * The seat the betting waits on: the target of a failed bump while they choose (where the retaliation holds up the
 * table: Classic), a Goad's loser (Classic) until they hit, else the seat to act.
 */
export const seatAwaited = (ctx: TwentyOneContext): string | null =>
  (rulesOf(ctx).retaliationHoldsTable ? pendingRetaliation(ctx)?.avenger : undefined) ??
  ctx.round?.classic?.forcedHit ??
  seatToAct(ctx);

/** The bumper owed a retaliation is deciding on a die they just rolled: the retaliation waits for that decision. */
export const bumperDeciding = (ctx: TwentyOneContext): string | null => {
  const pending = pendingRetaliation(ctx);
  return pending && ctx.round?.rolled?.seat === pending.bumper ? pending.bumper : null;
};

/** A bumper's die the host re-rolls is picked through the dice seam (machines/engine/dice.ts). */
export { PICK_D20S, pickAmong as pickIndex } from '../engine/dice';

/** The dice of a retaliation the host makes: the picking d20s first, then one face for each kind of die the bumper holds. */
export function retaliationTimeoutDice(ctx: TwentyOneContext): DiceDemand {
  const pending = pendingRetaliation(ctx);
  if (!pending) return {};
  const kinds = new Set(ctx.round!.hands[pending.bumper]!.dice.map((d) => d.die));
  return addDemand({ d20: PICK_D20S }, Object.fromEntries([...kinds].map((die) => [die, 1])));
}

/**
 * The next seat still in after the current one, going round the order.
 * Returns the new turn index (-1 when nobody is in) and whether it wrapped.
 */
export function nextTurn(
  order: readonly string[],
  hands: Record<string, Hand>,
  from: number,
): { turn: number; wrapped: boolean } {
  const { index, wrapped } = nextInOrder(order, from, (seat) => hands[seat]!.status === 'in');
  return { turn: index, wrapped };
}

/**
 * The exact chance that buying `die` now busts a hand at `total`, as a
 * fraction of the faces it may show (all of them, the foreseen half, or the
 * foreseen face). A d20's natural 20 never busts: it counts what reaches 21.
 */
export function bustChance(
  die: Die,
  total: number,
  faces?: readonly number[],
  half?: 'HIGH' | 'LOW',
): number {
  let possible = 0;
  let busts = 0;
  for (let face = 1; face <= DIE_SIDES[die]; face++) {
    if (faces ? !faces.includes(face) : half && highOrLow(die, face) !== half) continue;
    possible++;
    if (total + countedValue(die, face, total) > TARGET) busts++;
  }
  return busts / possible;
}

/* ---------- skills, cheating, drinks, side bets (sections 3–6) ---------- */

export type CheckMode = 'normal' | 'advantage' | 'disadvantage';

export interface CheckResult {
  /** The d20 faces rolled (two with advantage or disadvantage). */
  faces: number[];
  /** The face kept; naturals are read from it. */
  kept: number;
  total: number;
  natural: 1 | 20 | null;
}

/** The one place advantage and disadvantage are applied. */
export function resolveCheck(
  faces: readonly number[],
  modifier: number,
  mode: CheckMode,
): CheckResult {
  const kept =
    mode === 'advantage'
      ? Math.max(...faces)
      : mode === 'disadvantage'
        ? Math.min(...faces)
        : faces[0]!;
  return {
    faces: [...faces],
    kept,
    total: kept + modifier,
    natural: kept === 1 ? 1 : kept === 20 ? 20 : null,
  };
}

/** "If you are Sloppy, all skill checks are at disadvantage." */
export const checkMode = (hand: Hand | undefined): CheckMode =>
  hand?.sloppy ? 'disadvantage' : 'normal';
export const checkDiceCount = (mode: CheckMode): number => (mode === 'normal' ? 1 : 2);

const seatIn = (ctx: TwentyOneContext, seat: string) => ctx.seats.find((s) => s.id === seat);

/** A seat's modifier for a check (0 until it sets one). */
export const modifier = (ctx: TwentyOneContext, seat: string, stat: StatKey): number =>
  statOf(seatIn(ctx, seat), stat);

export const FORESIGHT_DC = 12;
export const PASSIVE_BASE = 10;
export const IRON_LIVER_BASE_DC = 10;
export const CHEAT_DELTAS = [-3, -2, -1, 1, 2, 3] as const;

/** "Heat starts at Starting Heat and +2 per cheat (unless Nat 20)." */
export const heatDC = (ctx: TwentyOneContext, seat: string): number =>
  ctx.options.startingHeat + 2 * heatOf(seatIn(ctx, seat));

/** "Profile: Investigation vs target Passive Deception (10 + mod)." */
export const passiveDeception = (ctx: TwentyOneContext, seat: string): number =>
  PASSIVE_BASE + modifier(ctx, seat, 'deception');

/** What a natural 1 on a bump or a cheat costs: "pay 1× ante". */
export const mishapCost = (ante: number): number => ante;
export const accusationFee = (ante: number): number => 2 * ante;
export const accusationBounty = (ante: number): number => 5 * ante;
export const minimumSideBet = (ante: number): number => ante;

/** "Drinks needed = ceil(cost / ante)." */
export const drinksFor = (cost: number, ante: number): number => Math.ceil(cost / ante);
/** "CON save vs DC 10 + 2×(total drinks this round)", counting the drinks of this roll. */
export const ironLiverDC = (drinksBefore: number, drinks: number): number =>
  IRON_LIVER_BASE_DC + 2 * (drinksBefore + drinks);

/**
 * "Requires at least 2 non-house players": every seat counts, the GM's NPC
 * seats included; the House is never a seat (it only matches antes).
 */
export const tableAllowsCheating = (ctx: TwentyOneContext): boolean => ctx.seats.length >= 2;

/** "One skill per turn and once per round per player": each of Goad, Bump, Foresight and Profile once a round. */
export const skillsUsedBy = (hand: Hand): readonly Skill[] => hand.skillsUsed ?? [];

/** "Allowed during active betting for the first two full betting rounds." */
export const sideBetsOpen = (round: Round): boolean => round.lap <= 2;

/** What foresight tells without a natural 20: the upper or lower half of the die. */
export const highOrLow = (die: Die, face: number): 'HIGH' | 'LOW' =>
  face > DIE_SIDES[die] / 2 ? 'HIGH' : 'LOW';

/** Clamps a cheated face to the die: "clamped to valid die range". */
export const clampFace = (die: Die, face: number): number =>
  Math.min(DIE_SIDES[die], Math.max(1, face));

/** "Winners split the pool proportionally to their bet size" (machines/table/sideBets.ts): each bettor's payout. */
export const sideBetPayouts = (
  bets: readonly SideBet[],
  winner: string | null,
): Record<string, number> => Object.fromEntries(proportionalPayouts(bets, winner).payouts);
