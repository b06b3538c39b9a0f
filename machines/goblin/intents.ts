/**
 * What a client may ask of a Goblin Mode table, by type. The lobby intents are
 * the table's (the same seat, purse and name limits as at every table); the
 * Chamber adds ROLL, HOLD, BOOT and FLIP. Each intent's declaration (index.ts)
 * names its schema here. Strict schemas: an unknown field, a wrong type or a
 * number out of range is malformed and never reaches the chart. Standard
 * mode's skills, accusations, drinks and side bets have no schema here: the
 * engine refuses them as types this game does not have, which the panel says
 * in Goblin Mode's words (src/panels/goblin/reasons.ts).
 */
import * as v from 'valibot';
import type { EventsOf } from '../engine/define';
import { actingSeat, lobbyIntents, seatId } from '../table/intents';

export const schemas = {
  ...lobbyIntents,
  /**
   * The Chamber forces the die, so a roll names none. `drink` is Standard
   * mode's way of paying with drinks; it is heard only to be refused.
   */
  ROLL: v.strictObject({ type: v.literal('ROLL'), drink: v.optional(v.boolean()), ...actingSeat }),
  HOLD: v.strictObject({ type: v.literal('HOLD'), ...actingSeat }),
  BOOT: v.strictObject({ type: v.literal('BOOT'), target: seatId, ...actingSeat }),
  FLIP: v.strictObject({ type: v.literal('FLIP'), ...actingSeat }),
};

export type GoblinIntent = v.InferOutput<(typeof schemas)[keyof typeof schemas]>;
export type GoblinIntentType = GoblinIntent['type'];
/** The event the chart receives: a validated intent stamped by the engine. */
export type GoblinEvent = EventsOf<typeof schemas>;
export type EventOf<T extends GoblinIntentType> = Extract<GoblinEvent, { type: T }>;
