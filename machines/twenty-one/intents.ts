/**
 * What a client may ask of a Twenty-One table, by type: the table's lobby
 * intents (with Standard mode's own options added to SET_OPTIONS) and Standard
 * mode's own. Each intent's declaration (index.ts) names its schema here. The
 * schemas are strict: an unknown field, a wrong type or a number out of range
 * is malformed and never reaches the machine.
 */
import * as v from 'valibot';
import type { EventsOf } from '../engine/define';
import { actingSeat, gold, lobbyIntents, seatId } from '../table/intents';
import { stats } from './stats';
import { BUYABLE_DICE, CHEAT_DELTAS } from './rules';

const dieIndex = v.pipe(
  v.number(),
  v.integer('a die is named by its position'),
  v.minValue(0, 'a die is named by its position'),
  v.maxValue(63),
);
const seatAct = <T extends string>(type: T) =>
  v.strictObject({ type: v.literal(type), ...actingSeat });

export const schemas = {
  ...lobbyIntents,
  SET_OPTIONS: v.strictObject({
    ...lobbyIntents.SET_OPTIONS.entries,
    rollover: v.optional(v.boolean()),
    staredownSeconds: v.optional(
      v.pipe(
        v.number(),
        v.integer(),
        v.minValue(5, 'a staredown lasts at least 5 s'),
        v.maxValue(600, 'a staredown lasts at most 10 min'),
      ),
    ),
    startingHeat: v.optional(
      v.pipe(
        v.number(),
        v.integer(),
        v.minValue(5, 'starting heat is at least 5'),
        v.maxValue(30, 'starting heat is at most 30'),
      ),
    ),
    liquidMode: v.optional(v.boolean()),
  }),
  SET_STATS: v.strictObject({ type: v.literal('SET_STATS'), stats, ...actingSeat }),
  CUT_REROLL: seatAct('CUT_REROLL'),
  CUT_PASS: seatAct('CUT_PASS'),
  ROLL: v.strictObject({
    type: v.literal('ROLL'),
    die: v.picklist(BUYABLE_DICE, 'you can buy a d20, d10, d8, d6 or d4'),
    /** Pay with drinks instead of gold (Liquid Mode). */
    drink: v.optional(v.boolean()),
    ...actingSeat,
  }),
  KEEP_ROLL: seatAct('KEEP_ROLL'),
  GOAD: v.strictObject({
    type: v.literal('GOAD'),
    target: seatId,
    skill: v.picklist(['intimidation', 'persuasion'], 'goad with Intimidation or Persuasion'),
    ...actingSeat,
  }),
  BUMP: v.strictObject({ type: v.literal('BUMP'), target: seatId, die: dieIndex, ...actingSeat }),
  RETALIATE: v.strictObject({ type: v.literal('RETALIATE'), die: dieIndex, ...actingSeat }),
  CHEAT: v.strictObject({
    type: v.literal('CHEAT'),
    die: dieIndex,
    delta: v.picklist(CHEAT_DELTAS, 'a cheat moves a die by 1, 2 or 3 either way'),
    ...actingSeat,
  }),
  FORESIGHT: seatAct('FORESIGHT'),
  PROFILE: v.strictObject({ type: v.literal('PROFILE'), target: seatId, ...actingSeat }),
  ACCUSE: v.strictObject({
    type: v.literal('ACCUSE'),
    target: seatId,
    die: dieIndex,
    ...actingSeat,
  }),
  SIDE_BET: v.strictObject({
    type: v.literal('SIDE_BET'),
    on: seatId,
    amount: gold,
    ...actingSeat,
  }),
  HOLD: seatAct('HOLD'),
  FOLD: seatAct('FOLD'),
  END_STAREDOWN: v.strictObject({ type: v.literal('END_STAREDOWN') }),
  STAREDOWN_TIMEOUT: v.strictObject({ type: v.literal('STAREDOWN_TIMEOUT') }),
  RETALIATION_TIMEOUT: v.strictObject({ type: v.literal('RETALIATION_TIMEOUT') }),
  DUEL_ROLL: seatAct('DUEL_ROLL'),
};

export type TwentyOneIntent = v.InferOutput<(typeof schemas)[keyof typeof schemas]>;
export type TwentyOneIntentType = TwentyOneIntent['type'];
/** The event the machine receives: a validated intent stamped by the engine. */
export type TwentyOneEvent = EventsOf<typeof schemas>;
export type EventOf<T extends TwentyOneIntentType> = Extract<TwentyOneEvent, { type: T }>;
