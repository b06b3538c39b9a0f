/**
 * Standard mode's moves, each declared once (by family: betting.ts, skills.ts, cheats.ts, duels.ts): its schema,
 * who may send it, why it is refused (the reasons the panel says, src/panels/twenty-one-kit/reasons.ts), the
 * dice it needs and how it is offered. The kit derives the rest from these (machines/engine/define.ts): the
 * intent and event types, the refusal the engine tells a sender and the chart's `legal` guard, which are one
 * code. A check assumes the state it arrives in takes its type; the engine explains a wrong phase before it
 * gets here. The schemas are strict: an unknown field, a wrong type or a number out of range is malformed and
 * never reaches the chart.
 */
import * as v from 'valibot';
import type { DiceDemand } from '../../engine/dice';
import {
  type EventOfType,
  type EventsOfMoves,
  type IntentOf,
  refusalOf,
} from '../../engine/define';
import type { ReasonOf } from '../../engine/reason';
import { lobbyDeclarations as lobby, lobbyIntents } from '../../table/intents';
import type { TwentyOneContext } from '../context';
import { OPENING_DIE } from '../rules';
import { type BettingReasons, bettingMoves } from './betting';
import { type CheatReasons, cheatMoves } from './cheats';
import { type DuelReasons, duelMoves } from './duels';
import { intent, type SharedReasons } from './shared';
import { type SkillReasons, skillMoves } from './skills';

export type { Offer, TurnCheats } from './shared';

/**
 * Standard mode's reasons (Classic's build on them): each key's values, seats by id. A reason leaves out what the
 * move's type says (the skill a skill check is about, what a target check would do to its target).
 */
export interface TwentyOneReasons
  extends SharedReasons,
    BettingReasons,
    SkillReasons,
    CheatReasons,
    DuelReasons {}
export type TwentyOneReason = ReasonOf<TwentyOneReasons>;

const opening = (ctx: TwentyOneContext): DiceDemand => ({ [OPENING_DIE]: 2 * ctx.seats.length });

const setOptions = v.strictObject({
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
  duelD4PerHit: v.optional(v.boolean()),
});

/** Standard mode's declarations, which Classic's build on (machines/twenty-one-classic/moves/). */
export const moves = {
  ...lobby,
  SET_OPTIONS: intent({ ...lobby.SET_OPTIONS, schema: setOptions }),
  START_ROUND: intent({ ...lobby.START_ROUND, dice: opening }),
  NEXT_ROUND: intent({ ...lobby.NEXT_ROUND, dice: opening }),
  ...bettingMoves,
  ...skillMoves,
  ...cheatMoves,
  ...duelMoves,
};

export type TwentyOneIntent = IntentOf<typeof moves>;
export type TwentyOneIntentType = TwentyOneIntent['type'];
/** The event the chart receives: a validated intent stamped by the engine. */
export type TwentyOneEvent = EventsOfMoves<typeof moves>;
export type EventOf<T extends TwentyOneIntentType> = EventOfType<TwentyOneEvent, T>;

/** Why this event is refused now, or null: the engine's answer to a sender and the chart's `legal` guard. */
export const refusal = refusalOf<TwentyOneContext, TwentyOneEvent>(moves);
