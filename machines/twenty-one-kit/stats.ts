/**
 * A Twenty-One seat's character: the modifiers its checks use, and its Heat
 * from cheating. Both live in the seat's `traits` (machines/table/context.ts),
 * a bag the table carries from game to game without reading it, so a seat keeps
 * them at every table, played or not. A trait never set reads 0.
 */
import * as v from 'valibot';
import type { Seat } from '../table/context';

/** The modifiers Standard's checks use, in the order its stats form shows them. */
export const STANDARD_STATS = [
  'str',
  'dex',
  'con',
  'int',
  'wis',
  'cha',
  'intimidation',
  'persuasion',
  'insight',
  'sleightOfHand',
  'investigation',
  'deception',
] as const;

/**
 * Every modifier a ruleset's checks may use (ruleset.ts says which each one shows): Standard's, then Classic's own
 * (its cheats, investigations and bumps): a spellcasting ability check, Arcana, Athletics, the Dexterity save.
 */
export const STAT_KEYS = [
  ...STANDARD_STATS,
  'spellcasting',
  'arcana',
  'athletics',
  'dexSave',
] as const;
export type StatKey = (typeof STAT_KEYS)[number];
export type Stats = Record<StatKey, number>;

/** The trait that counts a seat's cheats that raised its Heat, over every round it has played. */
const HEAT = 'heat';

const statValue = v.pipe(
  v.number(),
  v.integer('a modifier is a whole number'),
  v.minValue(-5, 'a modifier is at least -5'),
  v.maxValue(15, 'a modifier is at most +15'),
);
/** Some or all of a seat's modifiers, as `SET_STATS` carries them. */
export const stats = v.strictObject(
  Object.fromEntries(STAT_KEYS.map((k) => [k, v.optional(statValue)])) as Record<
    StatKey,
    v.OptionalSchema<typeof statValue, undefined>
  >,
);

/** A seat's modifier (0 until it sets one). */
export const statOf = (seat: Seat | undefined, key: StatKey): number => seat?.traits?.[key] ?? 0;

/** The cheats that raised this seat's Heat so far. */
export const heatOf = (seat: Seat | undefined): number => seat?.traits?.[HEAT] ?? 0;

/**
 * `seat` with the given modifiers set; a modifier left out (or undefined) keeps its value. A 0 is kept as no trait,
 * so a seat has one shape however it came by its numbers (machines/table/legacy.ts leaves 0s out too).
 */
export function withStats(seat: Seat, given: Partial<Stats>): Seat {
  const { traits: before, ...rest } = seat;
  const traits = { ...before };
  for (const [key, value] of Object.entries(given)) {
    if (value === 0) delete traits[key];
    else if (value !== undefined) traits[key] = value;
  }
  return Object.keys(traits).length ? { ...rest, traits } : rest;
}

/** `seat` after one more cheat that raises its Heat. */
export const heated = (seat: Seat): Seat => ({
  ...seat,
  traits: { ...seat.traits, [HEAT]: heatOf(seat) + 1 },
});
