/**
 * What a client may ask of a Twenty-One table: the table's lobby intents
 * (machines/table/intents.ts, with Standard mode's own options added to
 * SET_OPTIONS) and Standard mode's own. The schemas are strict: an unknown
 * field, a wrong type or a number out of range is malformed and never reaches
 * the machine.
 */
import * as v from 'valibot';
import type { Authority, Stamp } from '../engine/game';
import { actingSeat, gold, lobbyAuthority, lobbyIntents, lobbyLabels, seatId, stats } from '../table/intents';
import { BUYABLE_DICE, CHEAT_DELTAS } from './rules';

const dieIndex = v.pipe(v.number(), v.integer('a die is named by its position'), v.minValue(0, 'a die is named by its position'), v.maxValue(63));

export const intentSchema = v.variant('type', [
  lobbyIntents.JOIN,
  lobbyIntents.ADD_NPC,
  lobbyIntents.LEAVE,
  lobbyIntents.REMOVE_SEAT,
  lobbyIntents.SET_PURSE,
  v.strictObject({
    ...lobbyIntents.SET_OPTIONS.entries,
    rollover: v.optional(v.boolean()),
    staredownSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(5, 'a staredown lasts at least 5 s'), v.maxValue(600, 'a staredown lasts at most 10 min'))),
    startingHeat: v.optional(v.pipe(v.number(), v.integer(), v.minValue(5, 'starting heat is at least 5'), v.maxValue(30, 'starting heat is at most 30'))),
    liquidMode: v.optional(v.boolean()),
  }),
  v.strictObject({ type: v.literal('SET_STATS'), stats, ...actingSeat }),
  lobbyIntents.START_ROUND,
  v.strictObject({ type: v.literal('CUT_REROLL'), ...actingSeat }),
  v.strictObject({ type: v.literal('CUT_PASS'), ...actingSeat }),
  v.strictObject({
    type: v.literal('ROLL'),
    die: v.picklist(BUYABLE_DICE, 'you can buy a d20, d10, d8, d6 or d4'),
    /** Pay with drinks instead of gold (Liquid Mode). */
    drink: v.optional(v.boolean()),
    ...actingSeat,
  }),
  v.strictObject({ type: v.literal('KEEP_ROLL'), ...actingSeat }),
  v.strictObject({ type: v.literal('GOAD'), target: seatId, skill: v.picklist(['intimidation', 'persuasion'], 'goad with Intimidation or Persuasion'), ...actingSeat }),
  v.strictObject({ type: v.literal('BUMP'), target: seatId, die: dieIndex, ...actingSeat }),
  v.strictObject({ type: v.literal('RETALIATE'), die: dieIndex, ...actingSeat }),
  v.strictObject({ type: v.literal('CHEAT'), die: dieIndex, delta: v.picklist(CHEAT_DELTAS, 'a cheat moves a die by 1, 2 or 3 either way'), ...actingSeat }),
  v.strictObject({ type: v.literal('FORESIGHT'), ...actingSeat }),
  v.strictObject({ type: v.literal('PROFILE'), target: seatId, ...actingSeat }),
  v.strictObject({ type: v.literal('ACCUSE'), target: seatId, die: dieIndex, ...actingSeat }),
  v.strictObject({ type: v.literal('SIDE_BET'), on: seatId, amount: gold, ...actingSeat }),
  v.strictObject({ type: v.literal('HOLD'), ...actingSeat }),
  v.strictObject({ type: v.literal('FOLD'), ...actingSeat }),
  v.strictObject({ type: v.literal('END_STAREDOWN') }),
  v.strictObject({ type: v.literal('STAREDOWN_TIMEOUT') }),
  v.strictObject({ type: v.literal('RETALIATION_TIMEOUT') }),
  v.strictObject({ type: v.literal('DUEL_ROLL'), ...actingSeat }),
  lobbyIntents.NEXT_ROUND,
  lobbyIntents.BACK_TO_LOBBY,
  lobbyIntents.VOID_ROUND,
  lobbyIntents.RESTORE_SEATS,
]);

export type TwentyOneIntent = v.InferOutput<typeof intentSchema>;
export type TwentyOneIntentType = TwentyOneIntent['type'];
/** The event the machine receives: a validated intent stamped by the engine. */
export type TwentyOneEvent = TwentyOneIntent & Stamp;
export type EventOf<T extends TwentyOneIntentType> = Extract<TwentyOneEvent, { type: T }>;

export const authority: Record<TwentyOneIntentType, Authority> = {
  ...lobbyAuthority,
  SET_STATS: 'seat',
  CUT_REROLL: 'seat',
  CUT_PASS: 'seat',
  ROLL: 'seat',
  KEEP_ROLL: 'seat',
  GOAD: 'seat',
  BUMP: 'seat',
  RETALIATE: 'seat',
  CHEAT: 'seat',
  FORESIGHT: 'seat',
  PROFILE: 'seat',
  ACCUSE: 'seat',
  SIDE_BET: 'seat',
  HOLD: 'seat',
  FOLD: 'seat',
  END_STAREDOWN: 'gm',
  STAREDOWN_TIMEOUT: 'host',
  RETALIATION_TIMEOUT: 'host',
  DUEL_ROLL: 'seat',
};

/** Each intent in words, for "You can't … now". */
export const intentLabel: Record<TwentyOneIntentType, string> = {
  ...lobbyLabels,
  SET_STATS: 'change your stats',
  CUT_REROLL: 'take the Cut',
  CUT_PASS: 'pass the Cut',
  ROLL: 'buy a die',
  KEEP_ROLL: 'keep your roll',
  GOAD: 'goad',
  BUMP: 'bump the table',
  RETALIATE: 'retaliate',
  CHEAT: 'cheat',
  FORESIGHT: 'use foresight',
  PROFILE: 'profile',
  ACCUSE: 'accuse',
  SIDE_BET: 'place a side bet',
  HOLD: 'hold',
  FOLD: 'fold',
  END_STAREDOWN: 'end the staredown',
  STAREDOWN_TIMEOUT: 'end the staredown',
  RETALIATION_TIMEOUT: 'end the wait for a retaliation',
  DUEL_ROLL: 'roll for the duel',
};
