/**
 * Black Baron's moves, each declared once: its schema, who may send it, why it
 * is refused (the reasons the panel says, src/panels/black-baron/words.ts),
 * the dice it needs and how it is offered. One file per family of moves: the
 * bets (bets.ts), the players' hands (hands.ts) and the dealer's buttons
 * (dealer.ts); the lobby's moves are the table's. The kit derives the rest
 * (machines/engine/define.ts): the intent and event types, the refusal the
 * engine tells a sender and the chart's `legal` guard, which are one code.
 * Strict schemas: an unknown field, a wrong type or a number out of range is
 * malformed and never reaches the chart. A check assumes the state it arrives
 * in takes its type; the engine explains a wrong phase before it gets here.
 */
import {
  type EventOfType,
  type EventsOfMoves,
  type IntentOf,
  refusalOf,
  type ReasonOf,
} from '../../engine/define';
import { lobbyDeclarations as lobby } from '../../table/intents';
import type { BlackBaronContext } from '../context';
import { type BetReasons, betMoves } from './bets';
import { type DealerReasons, dealerMoves } from './dealer';
import { type HandReasons, handMoves } from './hands';

/** Black Baron's reasons: each key's values (seats by id, amounts in gp), said by the panel. */
export interface BlackBaronReasons extends BetReasons, HandReasons, DealerReasons {}
export type BlackBaronReason = ReasonOf<BlackBaronReasons>;

/** In declaration order, which is the order a view offers a seat's moves and the GM's buttons. */
export const moves = {
  JOIN: lobby.JOIN,
  ADD_NPC: lobby.ADD_NPC,
  TAKE_OVER: lobby.TAKE_OVER,
  HAND_BACK: lobby.HAND_BACK,
  LEAVE: lobby.LEAVE,
  REMOVE_SEAT: lobby.REMOVE_SEAT,
  SET_PURSE: lobby.SET_PURSE,
  ASK_PURSE: lobby.ASK_PURSE,
  DECLINE_PURSE: lobby.DECLINE_PURSE,
  SET_OPTIONS: betMoves.SET_OPTIONS,
  START_ROUND: betMoves.START_ROUND,
  BET: betMoves.BET,
  SIT_OUT: betMoves.SIT_OUT,
  ...handMoves,
  ...dealerMoves,
  NEXT_ROUND: betMoves.NEXT_ROUND,
  BACK_TO_LOBBY: lobby.BACK_TO_LOBBY,
  VOID_ROUND: lobby.VOID_ROUND,
  RESTORE_SEATS: lobby.RESTORE_SEATS,
};

export type BlackBaronIntent = IntentOf<typeof moves>;
export type BlackBaronIntentType = BlackBaronIntent['type'];
/** The event the chart receives: a validated intent stamped by the engine. */
export type BlackBaronEvent = EventsOfMoves<typeof moves>;
export type EventOf<T extends BlackBaronIntentType> = EventOfType<BlackBaronEvent, T>;

/** Why this event is refused now, or null: the engine's answer to a sender and the chart's `legal` guard. */
export const refusal = refusalOf<BlackBaronContext, BlackBaronEvent>(moves);
