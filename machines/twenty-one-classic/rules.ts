/**
 * The numbers of Tavern Twenty-One, Classic (tavern-twenty-one-vtt-edition.md),
 * where they differ from Standard mode's (../rules.ts), as pure functions.
 * The readings of what the text leaves open: docs/rules/twenty-one-classic.md.
 */
import { DIE_SIDES, type Die } from '../engine/dice';
import { nextInOrder } from '../table/round';
import type { Seat } from '../table/context';
import type { StatKey } from '../twenty-one-kit/stats';
import type {
  ClassicRound,
  DuelContest,
  Hand,
  HandDie,
  TwentyOneContext,
} from '../twenty-one-kit/context';
import { TARGET, bestStanding } from '../twenty-one-kit/rules';

/** "Fumble: If your check is < 10, you are caught immediately." */
export const FUMBLE_BELOW = 10;

/** The three cheats: two physical checks and the magical one. */
export const CHEAT_METHODS = ['sleightOfHand', 'deception', 'spellcasting'] as const;
export type CheatMethod = (typeof CHEAT_METHODS)[number];
export const cheatKind = (method: CheatMethod): 'physical' | 'magical' =>
  method === 'spellcasting' ? 'magical' : 'physical';

/** "Read the Table: Roll Insight vs. Cheater's Tell DC. Arcane Scan: Roll Arcana vs. Cheater's Residue DC." */
export const INVESTIGATIONS = {
  read: { stat: 'insight', finds: 'physical', name: 'Read the Table', dc: 'Tell DC' },
  scan: { stat: 'arcana', finds: 'magical', name: 'Arcane Scan', dc: 'Residue DC' },
} as const satisfies Record<
  string,
  { stat: StatKey; finds: 'physical' | 'magical'; name: string; dc: string }
>;
export type InvestigationKind = keyof typeof INVESTIGATIONS;

/** "The Table's Turn (Cost: 1x Ante)." */
export const investigationFee = (ante: number): number => ante;

/** The duel's d6: "1 Arm Wrestling STR … 6 Roast Battle CHA". */
export const DUEL_CONTESTS: readonly Omit<DuelContest, 'face'>[] = [
  { name: 'Arm Wrestling', stat: 'str' },
  { name: 'Knife Game', stat: 'dex' },
  { name: 'Drink-Off', stat: 'con' },
  { name: 'Dragonchess', stat: 'int' },
  { name: 'Staring Contest', stat: 'wis' },
  { name: 'Roast Battle', stat: 'cha' },
];
export const contestOf = (face: number): DuelContest => ({ face, ...DUEL_CONTESTS[face - 1]! });

/** "Spilled Drink: Pay a 1gp Cleaning Fee to the House." */
export const CLEANING_FEE = 1;

export const classicRound = (ctx: TwentyOneContext): ClassicRound => ctx.round!.classic!;

const isNatural20 = (d: { die: string; face: number }) =>
  d.die === 'd20' && d.face === DIE_SIDES.d20;

/**
 * What each die of a hand counts when its dice land together (the opener): every
 * die its face, and a natural 20 on a d20 whatever makes the hand exactly 21
 * ("A Natural 20 is an Instant 21"), never less than 0; a second natural 20 counts 0.
 */
export function recount(dice: readonly HandDie[]): HandDie[] {
  let total = dice.filter((d) => !isNatural20(d)).reduce((sum, d) => sum + d.face, 0);
  return dice.map((d) => {
    if (!isNatural20(d)) return { ...d, value: d.face };
    const value = Math.max(0, TARGET - total);
    total += value;
    return { ...d, value };
  });
}

/**
 * The chance an opener of a `shown` and a `hole` die busts ("If your total (Hidden + Public) exceeds 21, you Bust"),
 * each pair of faces counted as `recount` counts them. Every opener lands on an empty hand, so the chance is the
 * pair's alone: worked out once per pair, when first asked.
 */
export function openerBustChance(shown: Die, hole: Die): number {
  const key = `${shown}/${hole}`;
  const known = OPENER_BUSTS.get(key);
  if (known !== undefined) return known;
  let busts = 0;
  for (let a = 1; a <= DIE_SIDES[shown]; a++)
    for (let b = 1; b <= DIE_SIDES[hole]; b++) {
      const dice = recount([
        { die: shown, face: a, value: a, visibility: 'public' },
        { die: hole, face: b, value: b, visibility: 'hole' },
      ]);
      if (dice[0]!.value + dice[1]!.value > TARGET) busts++;
    }
  const chance = busts / (DIE_SIDES[shown] * DIE_SIDES[hole]);
  OPENER_BUSTS.set(key, chance);
  return chance;
}
const OPENER_BUSTS = new Map<string, number>();

/**
 * A hand's total as every seat reads it: its shown dice's faces, and a shown natural 20 as the table hears it
 * told, "exactly 21", never what it counts with the hole die (that would tell the hole die).
 */
export function totalShown(dice: readonly HandDie[]): number {
  const shown = dice.filter((d) => d.visibility === 'public');
  return shown.some(isNatural20) ? TARGET : shown.reduce((sum, d) => sum + d.face, 0);
}

/**
 * "Starting with the player with the lowest visible total, turns proceed clockwise": seat order, from the seat
 * still in with the lowest total shown (`totalShown`; ties: the earliest seat). Seats already out are skipped.
 */
export function clockwiseOrder(seats: readonly Seat[], hands: Record<string, Hand>): string[] {
  const ids = seats.map((s) => s.id);
  let first = -1;
  ids.forEach((id, i) => {
    if (hands[id]!.status !== 'in') return;
    if (first < 0 || totalShown(hands[id]!.dice) < totalShown(hands[ids[first]!]!.dice)) first = i;
  });
  if (first < 0) first = 0;
  return [...ids.slice(first), ...ids.slice(0, first)];
}

/** The first seat of the order still in, or -1. */
export const firstInTurn = (order: readonly string[], hands: Record<string, Hand>): number =>
  nextInOrder(order, order.length - 1, (seat) => hands[seat]!.status === 'in').index;

/** The Goad's loser the table waits on, or null. */
export const forcedHitter = (ctx: TwentyOneContext): string | null =>
  ctx.round?.classic?.forcedHit ?? null;

/** The seat whose opener is to roll, while the opener lasts. */
export const toOpen = (ctx: TwentyOneContext): string | null =>
  ctx.round?.classic?.toOpen[0] ?? null;

/** A cheat of the hand an accusation proves: "Correct: Cheater is disqualified." Any cheat that went through this round. */
export const hasCheated = (hand: Hand): boolean => hand.cheats.some((c) => c.outcome === 'success');

/** Would the staredown's end open a duel? Then the GM's d6 is rolled with it. */
export const tieAtEnd = (ctx: TwentyOneContext): boolean => bestStanding(ctx).leaders.length > 1;
