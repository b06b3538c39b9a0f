/**
 * What a client may ask of an In Between table, by type: the table's lobby
 * intents (with the mode added to SET_OPTIONS) and the game's own. Strict
 * schemas: an unknown field, a wrong type or a number out of range is
 * malformed and never reaches the chart.
 */
import * as v from 'valibot';
import type { EventsOf } from '../engine/define';
import { actingSeat, gold, lobbyIntents } from '../table/intents';
import { DICE, MODES, SIDES } from './context';

const seatAct = <T extends string>(type: T) =>
  v.strictObject({ type: v.literal(type), ...actingSeat });

export const schemas = {
  ...lobbyIntents,
  SET_OPTIONS: v.strictObject({
    ...lobbyIntents.SET_OPTIONS.entries,
    mode: v.optional(v.picklist(MODES, 'the game is one-player or two-player')),
    sideBetPool: v.optional(v.boolean()),
  }),
  /** The one-player roll: the die named the between, and the wager (one ante when left out). */
  ROLL: v.strictObject({
    type: v.literal('ROLL'),
    between: v.picklist(DICE, 'name the red, green or blue die as the between'),
    wager: v.optional(gold),
    ...actingSeat,
  }),
  ROLL_SURROUNDS: seatAct('ROLL_SURROUNDS'),
  ROLL_BETWEEN: seatAct('ROLL_BETWEEN'),
  ACCEPT_LOSS: seatAct('ACCEPT_LOSS'),
  ROLL_AGAIN: seatAct('ROLL_AGAIN'),
  NO_BET: seatAct('NO_BET'),
  SIDE_BET: v.strictObject({
    type: v.literal('SIDE_BET'),
    on: v.picklist(SIDES, 'back the roller, the bank, the betweener or the surrounds'),
    amount: gold,
    ...actingSeat,
  }),
};

export type InBetweenIntent = v.InferOutput<(typeof schemas)[keyof typeof schemas]>;
export type InBetweenIntentType = InBetweenIntent['type'];
/** The event the chart receives: a validated intent stamped by the engine. */
export type InBetweenEvent = EventsOf<typeof schemas>;
export type EventOf<T extends InBetweenIntentType> = Extract<InBetweenEvent, { type: T }>;
