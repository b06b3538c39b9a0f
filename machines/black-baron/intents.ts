/**
 * What a client may ask of a Black Baron table, by type. The lobby intents are
 * the table's, with SET_OPTIONS adding the bet limits and who plays the
 * dealer; a round adds the bet, the players' moves and the dealer's buttons.
 * Each intent's declaration (index.ts) names its schema here. Strict schemas:
 * an unknown field, a wrong type or a number out of range is malformed and
 * never reaches the chart.
 */
import * as v from 'valibot';
import type { EventsOf } from '../engine/define';
import { actingSeat, lobbyIntents } from '../table/intents';

const wager = v.pipe(
  v.number(),
  v.integer('a bet is whole gp'),
  v.minValue(1, 'a bet is at least 1 gp'),
  v.maxValue(1_000_000, 'a bet is at most 1,000,000 gp'),
);

export const schemas = {
  ...lobbyIntents,
  SET_OPTIONS: v.strictObject({
    ...lobbyIntents.SET_OPTIONS.entries,
    minBet: v.optional(wager),
    maxBet: v.optional(wager),
    dealer: v.optional(v.picklist(['table', 'gm'])),
  }),
  BET: v.strictObject({ type: v.literal('BET'), amount: wager, ...actingSeat }),
  SIT_OUT: v.strictObject({ type: v.literal('SIT_OUT'), ...actingSeat }),
  HIT: v.strictObject({ type: v.literal('HIT'), ...actingSeat }),
  STAY: v.strictObject({ type: v.literal('STAY'), ...actingSeat }),
  DOUBLE: v.strictObject({ type: v.literal('DOUBLE'), ...actingSeat }),
  SPLIT: v.strictObject({ type: v.literal('SPLIT'), ...actingSeat }),
  /** The dealer's buttons, when the GM plays the dealer: the choice is forced, the GM only presses it. */
  DEALER_HIT: v.strictObject({ type: v.literal('DEALER_HIT') }),
  DEALER_STAY: v.strictObject({ type: v.literal('DEALER_STAY') }),
};

export type BlackBaronIntent = v.InferOutput<(typeof schemas)[keyof typeof schemas]>;
export type BlackBaronIntentType = BlackBaronIntent['type'];
/** The event the chart receives: a validated intent stamped by the engine. */
export type BlackBaronEvent = EventsOf<typeof schemas>;
export type EventOf<T extends BlackBaronIntentType> = Extract<BlackBaronEvent, { type: T }>;
