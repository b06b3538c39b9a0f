/**
 * The reasons the host and a client give beside the engine's and the games' (`machines/engine/reason.ts`): a key and
 * the values its words state, said by the panels (`src/panels/shared/reasons.ts`). What a reason may hold on the wire.
 */
import * as v from 'valibot';
import type { EngineReasons, None, Reason, ReasonOf } from '../../machines/engine/reason';
import type { TableReasons } from '../../machines/table/checks';

/** Why the host refuses a request before (or beside) the table's rules. */
export interface HostReasons {
  alreadyHandled: None;
  awaitingRecovery: None;
  nothingToRecover: None;
  /** `game`: the id of the game the table already plays. */
  alreadyPlays: { game: string };
  gameOnlyInLobby: None;
  unreadable: None;
  notInRoom: None;
  /** A request the host could not read as one; `problem`, its schema's message. */
  malformedMessage: { problem: string };
  notSaved: None;
  unverifiedTable: None;
  /** A page had verified a newer table (`held`, its revision) than the room's (`room`): offered now, the GM chooses again. */
  newerTable: { room: number; held: number };
  /** An NPC asked to play by a style its game does not have; `game`, the table's game id. */
  unknownStyle: { style: string; game: string };
  /** A player's own move while a style plays their seat (src/host/autoplayHands.ts). */
  seatOnAutoplay: None;
}

/** Why a client gives up a request itself: the host never answered, or could not be asked. */
export interface ClientReasons {
  noAnswer: None;
  notSent: None;
  tooLarge: None;
  hostOutOfDate: None;
  /** A refusal with no reason (from an older host). */
  refused: None;
}

/** Every reason any game's table, the host or a client gives, beside a game's own. */
export type TableWideReasons = EngineReasons & TableReasons & HostReasons & ClientReasons;
export type HostReason = ReasonOf<HostReasons>;
export type ClientReason = ReasonOf<ClientReasons>;

/** The most characters of a reason on the wire; the host cuts one quoting what a sender wrote to it (`boundedReason`, src/host/limits.ts). */
export const MAX_REASON = 500;

const value = v.union([
  v.pipe(v.string(), v.maxLength(MAX_REASON)),
  v.number(),
  v.boolean(),
  v.undefined(),
  v.pipe(v.array(v.pipe(v.string(), v.maxLength(128))), v.maxLength(16), v.readonly()),
]);
/**
 * A reason as the wire carries it: a key and its values, or, from a host of an older build, its words. Bounded in all,
 * so a host never echoes more than this, nor a client opens more.
 */
export const reasonSchema = v.union([
  v.pipe(
    v.objectWithRest({ why: v.pipe(v.string(), v.regex(/^[A-Za-z]{1,40}$/)) }, value),
    v.check((r) => JSON.stringify(r).length <= MAX_REASON, 'a reason is at most 500 characters'),
  ),
  v.pipe(v.string(), v.maxLength(MAX_REASON)),
]);
export type WireReason = Reason | string;
