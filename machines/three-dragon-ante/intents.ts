/**
 * What a client may ask of a Three-Dragon Ante table, by type. The lobby
 * intents are the table's, with SET_OPTIONS adding the cap on raises; a game
 * adds revealing a die, raising, matching and folding. Each intent's
 * declaration (index.ts) names its schema here. Strict schemas: an unknown
 * field, a wrong type or a number out of range is malformed and never
 * reaches the chart.
 */
import * as v from 'valibot';
import type { EventsOf } from '../engine/define';
import { actingSeat, lobbyIntents } from '../table/intents';
import { DICE_PER_HAND, MAX_RAISES, MIN_RAISES } from './rules';

const raises = v.pipe(
  v.number(),
  v.integer('raises are counted in whole numbers'),
  v.minValue(MIN_RAISES, `at least ${MIN_RAISES} raise a round`),
  v.maxValue(MAX_RAISES, `at most ${MAX_RAISES} raises a round`),
);

export const schemas = {
  ...lobbyIntents,
  SET_OPTIONS: v.strictObject({
    ...lobbyIntents.SET_OPTIONS.entries,
    capRaises: v.optional(v.boolean()),
    raises: v.optional(raises),
  }),
  /** One of the participant's own five dice, by its place in the hand (0 to 4). */
  REVEAL: v.strictObject({
    type: v.literal('REVEAL'),
    die: v.pipe(
      v.number(),
      v.integer('a die is named by its place, 0 to 4'),
      v.minValue(0, 'a die is named by its place, 0 to 4'),
      v.maxValue(DICE_PER_HAND - 1, 'a die is named by its place, 0 to 4'),
    ),
    ...actingSeat,
  }),
  /** Raises the participant's whole stake to `to` gp (a purse may have grown past what anyone brings, so no cap but a safe integer's). */
  RAISE: v.strictObject({
    type: v.literal('RAISE'),
    to: v.pipe(
      v.number(),
      v.safeInteger('a stake is whole gp'),
      v.minValue(1, 'a stake is at least 1 gp'),
    ),
    ...actingSeat,
  }),
  MATCH: v.strictObject({ type: v.literal('MATCH'), ...actingSeat }),
  FOLD: v.strictObject({ type: v.literal('FOLD'), ...actingSeat }),
};

export type AnteIntent = v.InferOutput<(typeof schemas)[keyof typeof schemas]>;
export type AnteIntentType = AnteIntent['type'];
/** The event the chart receives: a validated intent stamped by the engine. */
export type AnteEvent = EventsOf<typeof schemas>;
export type EventOf<T extends AnteIntentType> = Extract<AnteEvent, { type: T }>;
