/**
 * What a client may ask of a Wizards and Thieves table, by type. The lobby
 * intents are the table's, with SET_OPTIONS adding the coins each seat brings
 * and the stakes; a game adds the opening roll and the declaration (which
 * rolls). Each intent's declaration (index.ts) names its schema here. Strict
 * schemas: an unknown field, a wrong type or a number out of range is
 * malformed and never reaches the chart.
 */
import * as v from 'valibot';
import type { EventsOf } from '../engine/define';
import { actingSeat, lobbyIntents } from '../table/intents';
import { STAKES_TIERS } from './context';
import { MAX_COINS, MIN_COINS } from './rules';

const coins = v.pipe(
  v.number(),
  v.integer('coins are whole gp'),
  v.minValue(
    MIN_COINS,
    `each seat brings at least ${MIN_COINS} coins: 6 for the pot and one to play`,
  ),
  v.maxValue(MAX_COINS, `each seat brings at most ${MAX_COINS.toLocaleString('en')} coins`),
);

export const schemas = {
  ...lobbyIntents,
  SET_OPTIONS: v.strictObject({
    ...lobbyIntents.SET_OPTIONS.entries,
    coins: v.optional(coins),
    stakes: v.optional(v.picklist(['none', ...STAKES_TIERS])),
  }),
  /** "All players roll 3d6": a seat's roll for the first turn. */
  OPENING_ROLL: v.strictObject({ type: v.literal('OPENING_ROLL'), ...actingSeat }),
  /** "The active player declares wizard or thief before rolling 3d6": one move, so the dice are drawn after the declaration. */
  DECLARE: v.strictObject({
    type: v.literal('DECLARE'),
    call: v.picklist(['wizard', 'thief']),
    ...actingSeat,
  }),
};

export type WizardsIntent = v.InferOutput<(typeof schemas)[keyof typeof schemas]>;
export type WizardsIntentType = WizardsIntent['type'];
/** The event the chart receives: a validated intent stamped by the engine. */
export type WizardsEvent = EventsOf<typeof schemas>;
export type EventOf<T extends WizardsIntentType> = Extract<WizardsEvent, { type: T }>;
