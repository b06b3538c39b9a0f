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

/**
 * The table's lobby moves, with Black Baron's options and round starts in their place, then a round's. A view offers a
 * seat's moves in this order, then the GM's buttons (the game's own before the table's).
 */
export const moves = { ...lobby, ...betMoves, ...handMoves, ...dealerMoves };

export type BlackBaronIntent = IntentOf<typeof moves>;
export type BlackBaronIntentType = BlackBaronIntent['type'];
/** The event the chart receives: a validated intent stamped by the engine. */
export type BlackBaronEvent = EventsOfMoves<typeof moves>;
export type EventOf<T extends BlackBaronIntentType> = EventOfType<BlackBaronEvent, T>;

/** Why this event is refused now, or null: the engine's answer to a sender and the chart's `legal` guard. */
export const refusal = refusalOf<BlackBaronContext, BlackBaronEvent>(moves);
