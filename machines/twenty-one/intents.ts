/**
 * What a client may ask of a Twenty-One table. The schemas are strict: an
 * unknown field, a wrong type or a number out of range is malformed and never
 * reaches the machine.
 */
import * as v from 'valibot';
import type { Authority, Stamp } from '../engine/game';
import { BUYABLE_DICE, CHEAT_DELTAS } from './rules';
import { MAX_SEATS, STAT_KEYS } from './context';

const name = v.pipe(v.string(), v.trim(), v.minLength(1, 'a name is needed'), v.maxLength(32, 'a name has at most 32 characters'));
const gold = v.pipe(v.number(), v.integer('gold comes in whole gp'), v.minValue(0, 'gold cannot be negative'), v.maxValue(1_000_000, 'at most 1,000,000 gp'));
const seatId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
/** A seat intent may name its seat; the engine checks the sender may act for it. */
const actingSeat = { seat: v.optional(seatId) };
const dieIndex = v.pipe(v.number(), v.integer('a die is named by its position'), v.minValue(0, 'a die is named by its position'), v.maxValue(63));
const statValue = v.pipe(v.number(), v.integer('a modifier is a whole number'), v.minValue(-5, 'a modifier is at least -5'), v.maxValue(15, 'a modifier is at most +15'));
const stats = v.strictObject(Object.fromEntries(STAT_KEYS.map((k) => [k, v.optional(statValue)])) as Record<(typeof STAT_KEYS)[number], v.OptionalSchema<typeof statValue, undefined>>);

export const intentSchema = v.variant('type', [
  v.strictObject({ type: v.literal('JOIN'), name, purse: gold }),
  v.strictObject({ type: v.literal('ADD_NPC'), name, purse: gold }),
  v.strictObject({ type: v.literal('LEAVE'), ...actingSeat }),
  v.strictObject({ type: v.literal('REMOVE_SEAT'), seat: seatId }),
  v.strictObject({ type: v.literal('SET_PURSE'), seat: seatId, purse: gold }),
  v.strictObject({
    type: v.literal('SET_OPTIONS'),
    ante: v.optional(v.pipe(v.number(), v.integer('the ante is whole gp'), v.minValue(1, 'the ante is at least 1 gp'), v.maxValue(10_000, 'the ante is at most 10,000 gp'))),
    gmRole: v.optional(v.picklist(['house', 'npc'])),
    rollover: v.optional(v.boolean()),
    staredownSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(5, 'a staredown lasts at least 5 s'), v.maxValue(600, 'a staredown lasts at most 10 min'))),
    startingHeat: v.optional(v.pipe(v.number(), v.integer(), v.minValue(5, 'starting heat is at least 5'), v.maxValue(30, 'starting heat is at most 30'))),
    liquidMode: v.optional(v.boolean()),
  }),
  v.strictObject({ type: v.literal('SET_STATS'), stats, ...actingSeat }),
  v.strictObject({ type: v.literal('START_ROUND') }),
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
  v.strictObject({ type: v.literal('DUEL_ROLL'), ...actingSeat }),
  v.strictObject({ type: v.literal('NEXT_ROUND') }),
  v.strictObject({ type: v.literal('BACK_TO_LOBBY') }),
  v.strictObject({ type: v.literal('VOID_ROUND') }),
  /** A host that lost its saved table seats everyone again from the public table, stakes returned. */
  v.strictObject({
    type: v.literal('RESTORE_SEATS'),
    seats: v.pipe(
      v.array(v.strictObject({ id: seatId, name, controller: v.picklist(['player', 'gm']), purse: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) })),
      v.maxLength(MAX_SEATS),
    ),
    house: v.pipe(v.number(), v.safeInteger()),
    /** A pot rolled over from an earlier round: nobody's stake, so it stays in the pot. */
    pot: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    roundsPlayed: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  }),
]);

export type TwentyOneIntent = v.InferOutput<typeof intentSchema>;
export type TwentyOneIntentType = TwentyOneIntent['type'];
/** The event the machine receives: a validated intent stamped by the engine. */
export type TwentyOneEvent = TwentyOneIntent & Stamp;
export type EventOf<T extends TwentyOneIntentType> = Extract<TwentyOneEvent, { type: T }>;

export const authority: Record<TwentyOneIntentType, Authority> = {
  JOIN: 'player',
  ADD_NPC: 'gm',
  LEAVE: 'seat',
  REMOVE_SEAT: 'gm',
  SET_PURSE: 'gm',
  SET_OPTIONS: 'gm',
  SET_STATS: 'seat',
  START_ROUND: 'gm',
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
  DUEL_ROLL: 'seat',
  NEXT_ROUND: 'gm',
  BACK_TO_LOBBY: 'gm',
  VOID_ROUND: 'gm',
  RESTORE_SEATS: 'host',
};

/** Each intent in words, for "You can't … now". */
export const intentLabel: Record<TwentyOneIntentType, string> = {
  JOIN: 'take a seat',
  ADD_NPC: 'add an NPC',
  LEAVE: 'leave the table',
  REMOVE_SEAT: 'remove a seat',
  SET_PURSE: 'change a purse',
  SET_OPTIONS: 'change the table options',
  SET_STATS: 'change your stats',
  START_ROUND: 'start a round',
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
  DUEL_ROLL: 'roll for the duel',
  NEXT_ROUND: 'start the next round',
  BACK_TO_LOBBY: 'go back to the lobby',
  VOID_ROUND: 'void the round',
  RESTORE_SEATS: 'restore the seats',
};
