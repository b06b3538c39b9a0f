/**
 * Classic's moves, each declared once (by family: opener.ts, betting.ts, staredown.ts): Standard mode's
 * declarations (../../moves/) where the move is the same, Classic's own where its shape, check, dice or offer
 * differs. The kit derives Classic's intent and event types, its refusal and its chart's `legal` guard from
 * these, as for Standard.
 */
import * as v from 'valibot';
import {
  type EventOfType,
  type EventsOfMoves,
  type IntentOf,
  refusalOf,
} from '../../engine/define';
import type { ReasonOf } from '../../engine/reason';
import { lobbyDeclarations as lobby, lobbyIntents } from '../../table/intents';
import type { TwentyOneContext } from '../../twenty-one-kit/context';
import { moves as standard, type TwentyOneReasons } from '../../twenty-one-kit/moves';
import { intent } from '../../twenty-one-kit/moves/shared';
import { type BettingReasons, bettingMoves } from './betting';
import { type OpenerReasons, openerMoves } from './opener';
import { type StaredownReasons, staredownMoves } from './staredown';

/** Classic's reasons: Standard mode's, and its own (seats by id). */
export interface ClassicReasons
  extends TwentyOneReasons,
    OpenerReasons,
    BettingReasons,
    StaredownReasons {}
export type ClassicReason = ReasonOf<ClassicReasons>;

const setOptions = v.strictObject({
  ...lobbyIntents.SET_OPTIONS.entries,
  rollover: standard.SET_OPTIONS.schema.entries.rollover,
  staredownSeconds: standard.SET_OPTIONS.schema.entries.staredownSeconds,
  goadBumpOnceARound: v.optional(v.boolean()),
});

export const classicMoves = {
  ...lobby,
  SET_OPTIONS: intent({ ...lobby.SET_OPTIONS, schema: setOptions }),
  SET_STATS: standard.SET_STATS,
  // Kept in the opener as in the betting, where a roll's decision leads back to the turn (its transition has a target).
  KEEP_ROLL: intent({ ...standard.KEEP_ROLL, phases: ['opener'], update: 'keepRoll' }),
  RETALIATE: standard.RETALIATE,
  RETALIATION_TIMEOUT: standard.RETALIATION_TIMEOUT,
  ...openerMoves,
  ...bettingMoves,
  ...staredownMoves,
};

export type ClassicIntent = IntentOf<typeof classicMoves>;
/** Classic's events, as the chart receives them: its own moves and its shapes of Standard's. */
export type ClassicEvent = EventsOfMoves<typeof classicMoves>;
export type ClassicEventOf<T extends ClassicEvent['type']> = EventOfType<ClassicEvent, T>;

/** Why this event is refused now at a Classic table, or null: the engine's answer and the chart's `legal` guard. */
export const classicRefusal = refusalOf<TwentyOneContext, ClassicEvent>(classicMoves);
