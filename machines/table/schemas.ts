/**
 * What a client may ask of any table before and between rounds: take a seat,
 * add an NPC, leave, set a purse or the options, start, continue, leave or
 * void a round. Each game lists these schemas in its own `v.variant`, beside
 * its own intents, so a name, a purse or a seat id means the same at every
 * table. Strict schemas: an unknown field, a wrong type or a number out of
 * range is malformed and never reaches a chart.
 */
import * as v from 'valibot';
import { BOT_LEVELS } from '../engine/bot';
import type { EventsOf } from '../engine/define';
import { isInheritedName } from '../engine/own';
import { MAX_SEATS } from './context';

export const name = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'a name is needed'),
  v.maxLength(32, 'a name has at most 32 characters'),
);
export const gold = v.pipe(
  v.number(),
  v.integer('gold comes in whole gp'),
  v.minValue(0, 'gold cannot be negative'),
  v.maxValue(1_000_000, 'at most 1,000,000 gp'),
);
/** A seat's id: never a name every object inherits (`__proto__`, `constructor`, …), which no table gives a seat. */
export const seatId = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(64),
  v.check((id) => !isInheritedName(id), 'no seat has that id'),
);
/** Gold a table already holds (a purse carried to a new table): any whole amount, as a game may have paid it. */
const keptGold = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
/** The most players a table remembers as away, far more than a room seats in a session. */
export const MAX_AWAY = 512;
/** A seat intent may name its seat; the engine checks the sender may act for it. */
export const actingSeat = { seat: v.optional(seatId) };
/** A seat's traits (context.ts): short keys a game names, whole numbers; the table checks no more. */
const traits = v.pipe(
  v.record(
    v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
    v.pipe(v.number(), v.safeInteger()),
  ),
  v.check((t) => Object.keys(t).length <= 64, 'a seat has at most 64 traits'),
);
export const ante = v.pipe(
  v.number(),
  v.integer('the ante is whole gp'),
  v.minValue(1, 'the ante is at least 1 gp'),
  v.maxValue(10_000, 'the ante is at most 10,000 gp'),
);
/** Seconds a self-playing NPC waits before its move: 0 (at once) to 10, by half seconds. */
export const npcPause = v.pipe(
  v.number(),
  v.minValue(0, 'the NPC pause cannot be negative'),
  v.maxValue(10, 'the NPC pause is at most 10 seconds'),
  v.multipleOf(0.5, 'the NPC pause is in half seconds'),
);

/**
 * How an NPC plays itself: a style of its game and a level. Any short string
 * here: a style or level the table does not know is refused with its reason
 * (the level by the lobby's check, the style by the host, which loads them).
 */
export const selfPlayChoice = v.strictObject({
  style: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  level: v.pipe(v.string(), v.minLength(1), v.maxLength(16)),
});

/** Every lobby intent's schema, by type. A game with more options extends `SET_OPTIONS`' entries with its own. */
export const lobbyIntents = {
  /** `purse` is what the player asks for: the GM grants the purse (machines/table/updates.ts, `joinTable`). */
  JOIN: v.strictObject({ type: v.literal('JOIN'), name, purse: v.optional(gold) }),
  ADD_NPC: v.strictObject({
    type: v.literal('ADD_NPC'),
    name,
    purse: gold,
    selfPlay: v.optional(selfPlayChoice),
  }),
  /** The GM plays a self-playing NPC's moves from now on, until handing it back; at any moment. */
  TAKE_OVER: v.strictObject({ type: v.literal('TAKE_OVER'), seat: seatId }),
  /**
   * A taken-over NPC plays itself again: by `style` when given (the GM picks one of this game's, as when the NPC
   * came from another game with no style of its temper here), else by its own.
   */
  HAND_BACK: v.strictObject({
    type: v.literal('HAND_BACK'),
    seat: seatId,
    style: v.optional(selfPlayChoice.entries.style),
  }),
  /**
   * A player lets a style play their own seat (autoplay) until they take it back; the GM may do it for any player's
   * seat, naming it. At any moment, like a take-over.
   */
  AUTOPLAY: v.strictObject({
    type: v.literal('AUTOPLAY'),
    ...actingSeat,
    style: selfPlayChoice.entries.style,
    level: selfPlayChoice.entries.level,
  }),
  /** The player (or the GM for them) takes a seat on autoplay back: its player plays it again. */
  TAKE_BACK: v.strictObject({ type: v.literal('TAKE_BACK'), ...actingSeat }),
  LEAVE: v.strictObject({ type: v.literal('LEAVE'), ...actingSeat }),
  /** `cashOut`: the table keeps nothing for the seat's return (docs/rules/table.md, "Removing a seat"). */
  REMOVE_SEAT: v.strictObject({
    type: v.literal('REMOVE_SEAT'),
    seat: seatId,
    cashOut: v.optional(v.boolean()),
  }),
  SET_PURSE: v.strictObject({ type: v.literal('SET_PURSE'), seat: seatId, purse: gold }),
  ASK_PURSE: v.strictObject({ type: v.literal('ASK_PURSE'), ...actingSeat, purse: gold }),
  DECLINE_PURSE: v.strictObject({ type: v.literal('DECLINE_PURSE'), seat: seatId }),
  SET_OPTIONS: v.strictObject({
    type: v.literal('SET_OPTIONS'),
    ante: v.optional(ante),
    gmRole: v.optional(v.picklist(['house', 'npc'])),
    startingPurse: v.optional(gold),
    npcPause: v.optional(npcPause),
    inCharacter: v.optional(v.boolean()),
  }),
  START_ROUND: v.strictObject({ type: v.literal('START_ROUND') }),
  NEXT_ROUND: v.strictObject({ type: v.literal('NEXT_ROUND') }),
  BACK_TO_LOBBY: v.strictObject({ type: v.literal('BACK_TO_LOBBY') }),
  VOID_ROUND: v.strictObject({ type: v.literal('VOID_ROUND') }),
  /**
   * The host seats everyone again on a new table: from the public table when it
   * lost its saved one (stakes returned), or from the table it replaces when
   * the GM changes the game (each seat's traits carried too).
   */
  RESTORE_SEATS: v.strictObject({
    type: v.literal('RESTORE_SEATS'),
    seats: v.pipe(
      v.array(
        v.strictObject({
          id: seatId,
          name,
          controller: v.picklist(['player', 'gm']),
          purse: keptGold,
          traits: v.optional(traits),
          selfPlay: v.optional(
            v.strictObject({
              style: selfPlayChoice.entries.style,
              level: v.picklist(BOT_LEVELS),
              takenOver: v.boolean(),
            }),
          ),
        }),
      ),
      v.maxLength(MAX_SEATS),
    ),
    house: v.pipe(v.number(), v.safeInteger()),
    /** A pot rolled over from an earlier round: nobody's stake, so it stays in the pot. */
    pot: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    roundsPlayed: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    /** The purses kept for players who left, and the players the GM cashed out (context.ts, `Away`). */
    away: v.optional(
      v.pipe(v.array(v.strictObject({ id: seatId, purse: keptGold })), v.maxLength(MAX_AWAY)),
    ),
    cashedOut: v.optional(
      v.pipe(v.array(v.strictObject({ id: seatId, name, purse: keptGold })), v.maxLength(MAX_AWAY)),
    ),
  }),
};

export type LobbyIntentType = keyof typeof lobbyIntents;
export type LobbyIntent = v.InferOutput<(typeof lobbyIntents)[LobbyIntentType]>;
/** A lobby intent as a chart receives it: validated and stamped by the engine. */
export type LobbyEvent = EventsOf<typeof lobbyIntents>;
export type LobbyEventOf<T extends LobbyIntentType> = Extract<LobbyEvent, { type: T }>;
