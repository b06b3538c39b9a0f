/**
 * What a client may ask of a Goblin Mode table. The lobby intents are the
 * table's (the same seat, purse and name limits as at every table); the
 * Chamber adds ROLL, HOLD, BOOT and FLIP. Strict schemas: an unknown field, a
 * wrong type or a number out of range is malformed and never reaches the chart.
 */
import * as v from 'valibot';
import type { Authority, Stamp } from '../engine/game';
import { actingSeat, lobbyAuthority, lobbyIntents, lobbyLabels, seatId } from '../table/intents';
import { authority as standardAuthority, intentLabel as standardLabel } from '../twenty-one/intents';

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
  lobbyIntents.JOIN,
  lobbyIntents.ADD_NPC,
  lobbyIntents.LEAVE,
  lobbyIntents.REMOVE_SEAT,
  lobbyIntents.SET_PURSE,
  lobbyIntents.SET_OPTIONS,
  lobbyIntents.START_ROUND,
  /**
   * The Chamber forces the die, so a roll names none. `drink` is Standard
   * mode's way of paying with drinks; it is heard only to be refused.
   */
  v.strictObject({ type: v.literal('ROLL'), drink: v.optional(v.boolean()), ...actingSeat }),
  v.strictObject({ type: v.literal('HOLD'), ...actingSeat }),
  v.strictObject({ type: v.literal('BOOT'), target: seatId, ...actingSeat }),
  v.strictObject({ type: v.literal('FLIP'), ...actingSeat }),
  lobbyIntents.NEXT_ROUND,
  lobbyIntents.BACK_TO_LOBBY,
  lobbyIntents.VOID_ROUND,
  lobbyIntents.RESTORE_SEAT,
  lobbyIntents.RESTORE_BOOKS,
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

/** The disabled intents that are Standard mode's (all but DRINK, Goblin Mode's own): their authority and wording are Standard mode's. */
type StandardType = Exclude<DisabledType, 'DRINK'>;
const STANDARD = DISABLED.filter((type): type is StandardType => type !== 'DRINK');

const standard = <T>(from: Record<StandardType, T>): Record<StandardType, T> =>
  Object.fromEntries(STANDARD.map((type) => [type, from[type]])) as Record<StandardType, T>;

export const authority: Record<GoblinIntentType, Authority> = {
  ...lobbyAuthority,
  ...standard(standardAuthority),
  ROLL: 'seat',
  HOLD: 'seat',
  BOOT: 'seat',
  FLIP: 'seat',
  DRINK: 'seat',
};

/** Each intent in words, for "You can't … now". */
export const intentLabel: Record<GoblinIntentType, string> = {
  ...lobbyLabels,
  ...standard(standardLabel),
  ROLL: 'pull the trigger',
  HOLD: 'hold',
  BOOT: 'spend a Boot',
  FLIP: 'flip the coin',
  DRINK: 'put it on the tab',
};
