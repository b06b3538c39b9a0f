/**
 * What a client may ask of any table before and between rounds: take a seat,
 * add an NPC, leave, set a purse or the options, start, continue, leave or
 * void a round. Each game lists these schemas in its own `v.variant`, beside
 * its own intents, so a name, a purse or a seat id means the same at every
 * table. Strict schemas: an unknown field, a wrong type or a number out of
 * range is malformed and never reaches a chart.
 */
import * as v from 'valibot';
import type { Authority, Stamp } from '../engine/game';

export const name = v.pipe(v.string(), v.trim(), v.minLength(1, 'a name is needed'), v.maxLength(32, 'a name has at most 32 characters'));
export const gold = v.pipe(v.number(), v.integer('gold comes in whole gp'), v.minValue(0, 'gold cannot be negative'), v.maxValue(1_000_000, 'at most 1,000,000 gp'));
export const seatId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
/** A seat intent may name its seat; the engine checks the sender may act for it. */
export const actingSeat = { seat: v.optional(seatId) };
export const ante = v.pipe(v.number(), v.integer('the ante is whole gp'), v.minValue(1, 'the ante is at least 1 gp'), v.maxValue(10_000, 'the ante is at most 10,000 gp'));

/** A balance carried over from another table: far beyond any table's gold, bounded so nothing downstream overflows. */
const LEDGER_LIMIT = 2_147_483_647;
const ledgerAmount = (min: number) => v.pipe(v.number(), v.integer('gold comes in whole gp'), v.minValue(min), v.maxValue(LEDGER_LIMIT));

/** Every lobby intent's schema, by type. A game with more options extends `SET_OPTIONS`' entries with its own. */
export const lobbyIntents = {
  JOIN: v.strictObject({ type: v.literal('JOIN'), name, purse: gold }),
  ADD_NPC: v.strictObject({ type: v.literal('ADD_NPC'), name, purse: gold }),
  LEAVE: v.strictObject({ type: v.literal('LEAVE'), ...actingSeat }),
  REMOVE_SEAT: v.strictObject({ type: v.literal('REMOVE_SEAT'), seat: seatId }),
  SET_PURSE: v.strictObject({ type: v.literal('SET_PURSE'), seat: seatId, purse: gold }),
  SET_OPTIONS: v.strictObject({ type: v.literal('SET_OPTIONS'), ante: v.optional(ante), gmRole: v.optional(v.picklist(['house', 'npc'])) }),
  START_ROUND: v.strictObject({ type: v.literal('START_ROUND') }),
  NEXT_ROUND: v.strictObject({ type: v.literal('NEXT_ROUND') }),
  BACK_TO_LOBBY: v.strictObject({ type: v.literal('BACK_TO_LOBBY') }),
  VOID_ROUND: v.strictObject({ type: v.literal('VOID_ROUND') }),
  /**
   * A host that lost its saved table seats everyone again from the public
   * table, stakes returned: one seat at a time, then the House and the pot.
   */
  RESTORE_SEAT: v.strictObject({ type: v.literal('RESTORE_SEAT'), seat: seatId, name, controller: v.picklist(['player', 'gm']), purse: ledgerAmount(0) }),
  RESTORE_BOOKS: v.strictObject({
    type: v.literal('RESTORE_BOOKS'),
    /** The House may be in debt. */
    house: ledgerAmount(-LEDGER_LIMIT),
    /** A pot rolled over from an earlier round: nobody's stake, so it stays in the pot. */
    pot: ledgerAmount(0),
    roundsPlayed: ledgerAmount(0),
  }),
};

export type LobbyIntentType = keyof typeof lobbyIntents;
export type LobbyIntent = v.InferOutput<(typeof lobbyIntents)[LobbyIntentType]>;
/** A lobby intent as a chart receives it: validated and stamped by the engine. */
export type LobbyEvent = LobbyIntent & Stamp;
export type LobbyEventOf<T extends LobbyIntentType> = Extract<LobbyEvent, { type: T }>;

export const lobbyAuthority: Record<LobbyIntentType, Authority> = {
  JOIN: 'player',
  ADD_NPC: 'gm',
  LEAVE: 'seat',
  REMOVE_SEAT: 'gm',
  SET_PURSE: 'gm',
  SET_OPTIONS: 'gm',
  START_ROUND: 'gm',
  NEXT_ROUND: 'gm',
  BACK_TO_LOBBY: 'gm',
  VOID_ROUND: 'gm',
  RESTORE_SEAT: 'host',
  RESTORE_BOOKS: 'host',
};

/** Each lobby intent in words, for "You can't … now". */
export const lobbyLabels: Record<LobbyIntentType, string> = {
  JOIN: 'take a seat',
  ADD_NPC: 'add an NPC',
  LEAVE: 'leave the table',
  REMOVE_SEAT: 'remove a seat',
  SET_PURSE: 'change a purse',
  SET_OPTIONS: 'change the table options',
  START_ROUND: 'start a round',
  NEXT_ROUND: 'start the next round',
  BACK_TO_LOBBY: 'go back to the lobby',
  VOID_ROUND: 'void the round',
  RESTORE_SEAT: 'restore a seat',
  RESTORE_BOOKS: 'restore the House and the pot',
};
