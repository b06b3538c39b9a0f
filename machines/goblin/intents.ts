/**
 * What a client may ask of a Goblin Mode table. The lobby intents are
 * Standard mode's own schemas (the same seat, purse and name limits); the
 * Chamber adds ROLL, HOLD, BOOT and FLIP. Strict schemas: an unknown field, a
 * wrong type or a number out of range is malformed and never reaches the chart.
 */
import * as v from 'valibot';
import type { Authority, Stamp } from '../engine/game';
import {
  authority as standardAuthority,
  intentLabel as standardLabel,
  intentSchema as standardSchema,
  type TwentyOneIntentType,
} from '../twenty-one/intents';

type StandardOption = (typeof standardSchema.options)[number];
type StandardOptionOf<T extends TwentyOneIntentType> = Extract<StandardOption, { entries: { type: v.LiteralSchema<T, undefined> } }>;

/** Standard mode's schema for one intent type. */
function standardIntent<T extends TwentyOneIntentType>(type: T): StandardOptionOf<T> {
  const option = standardSchema.options.find((o) => o.entries.type.literal === type);
  if (!option) throw new Error(`Standard mode has no ${type} intent.`);
  return option as StandardOptionOf<T>;
}

const LOBBY = ['JOIN', 'ADD_NPC', 'LEAVE', 'REMOVE_SEAT', 'SET_PURSE', 'START_ROUND', 'NEXT_ROUND', 'BACK_TO_LOBBY', 'VOID_ROUND'] as const;
type LobbyType = (typeof LOBBY)[number];

/** Standard mode's field schemas, so a seat id or an ante means the same at both tables. */
const standardOptions = standardIntent('SET_OPTIONS').entries;
const seatId = standardIntent('SET_PURSE').entries.seat;
const actingSeat = { seat: standardIntent('HOLD').entries.seat };

/**
 * Skills (with their follow-ups: the bump's retaliation, the cheat's decision
 * to keep a roll), accusations, drinks and side bets: Goblin Mode turns every
 * one of them away.
 */
export const DISABLED = ['GOAD', 'BUMP', 'RETALIATE', 'CHEAT', 'KEEP_ROLL', 'FORESIGHT', 'PROFILE', 'ACCUSE', 'DRINK', 'SIDE_BET'] as const;
export type DisabledType = (typeof DISABLED)[number];

/**
 * A disabled intent is read only as far as its type and acting seat: whatever
 * else it carries (a target, a die, a stake), the answer is the same refusal,
 * so its other fields are dropped rather than judged.
 */
const disabled = <T extends DisabledType>(type: T) => v.object({ type: v.literal(type), ...actingSeat });

export const intentSchema = v.variant('type', [
  standardIntent('JOIN'),
  standardIntent('ADD_NPC'),
  standardIntent('LEAVE'),
  standardIntent('REMOVE_SEAT'),
  standardIntent('SET_PURSE'),
  v.strictObject({ type: v.literal('SET_OPTIONS'), ante: standardOptions.ante, gmRole: standardOptions.gmRole }),
  standardIntent('START_ROUND'),
  /**
   * The Chamber forces the die, so a roll names none. `drink` is Standard
   * mode's way of paying with drinks; it is heard only to be refused.
   */
  v.strictObject({ type: v.literal('ROLL'), drink: v.optional(v.boolean()), ...actingSeat }),
  v.strictObject({ type: v.literal('HOLD'), ...actingSeat }),
  v.strictObject({ type: v.literal('BOOT'), target: seatId, ...actingSeat }),
  v.strictObject({ type: v.literal('FLIP'), ...actingSeat }),
  standardIntent('NEXT_ROUND'),
  standardIntent('BACK_TO_LOBBY'),
  standardIntent('VOID_ROUND'),
  disabled('GOAD'),
  disabled('BUMP'),
  disabled('RETALIATE'),
  disabled('CHEAT'),
  disabled('KEEP_ROLL'),
  disabled('FORESIGHT'),
  disabled('PROFILE'),
  disabled('ACCUSE'),
  disabled('DRINK'),
  disabled('SIDE_BET'),
]);

export type GoblinIntent = v.InferOutput<typeof intentSchema>;
export type GoblinIntentType = GoblinIntent['type'];
/** The event the chart receives: a validated intent stamped by the engine. */
export type GoblinEvent = GoblinIntent & Stamp;
export type EventOf<T extends GoblinIntentType> = Extract<GoblinEvent, { type: T }>;

/** The intents Standard mode also has, meaning the same thing: their authority and wording are Standard mode's. */
const SHARED = [...LOBBY, 'SET_OPTIONS', 'HOLD', 'GOAD', 'BUMP', 'RETALIATE', 'CHEAT', 'KEEP_ROLL', 'FORESIGHT', 'PROFILE', 'ACCUSE', 'SIDE_BET'] as const;
type SharedType = (typeof SHARED)[number];

const pick = <T>(from: Record<TwentyOneIntentType, T>): Record<SharedType, T> =>
  Object.fromEntries(SHARED.map((type) => [type, from[type]])) as Record<SharedType, T>;

export const authority: Record<GoblinIntentType, Authority> = {
  ...pick(standardAuthority),
  ROLL: 'seat',
  BOOT: 'seat',
  FLIP: 'seat',
  DRINK: 'seat',
};

/** Each intent in words, for "You can't … now". */
export const intentLabel: Record<GoblinIntentType, string> = {
  ...pick(standardLabel),
  ROLL: 'pull the trigger',
  BOOT: 'spend a Boot',
  FLIP: 'flip the coin',
  DRINK: 'put it on the tab',
};
