/**
 * The lobby's part of every game's chart. A game's chart has a `lobby` state,
 * a `round` state and a `roundOver` state, and a `legal` guard built on its
 * refusal checks; it spreads these transitions into those states and these
 * actions into its `setup`, and adds its own beside them (each game sets its
 * own options, so `SET_OPTIONS` stays with the game).
 */
import { assign, type EventObject } from 'xstate';
import type { TableContext } from './context';
import type { LobbyEventOf } from './intents';
import * as update from './updates';

type Joined = { id: string; name: string; purse: number };
type Npc = { name: string; purse: number };
type SeatParam = { seat: string };
type PurseParam = { seat: string; purse: number };
type Restored = { id: string; name: string; controller: 'player' | 'gm'; purse: number };
type Books = { house: number; pot: number; roundsPlayed: number };

/** The table's actions for a game's `setup({ actions })`, typed on the game's context and events. */
export function tableActions<C extends TableContext & { round: unknown }, E extends EventObject>() {
  return {
    seatPlayer: assign<C, E, Joined, E, never>(({ context }, p) => update.seatPlayer(context, { ...p, controller: 'player' })),
    addNpc: assign<C, E, Npc, E, never>(({ context }, p) => update.addNpc(context, p)),
    unseat: assign<C, E, SeatParam, E, never>(({ context }, p) => update.unseat(context, p)),
    setPurse: assign<C, E, PurseParam, E, never>(({ context }, p) => update.setPurse(context, p)),
    restoreSeat: assign<C, E, Restored, E, never>(({ context }, p) => update.seatPlayer(context, p)),
    restoreBooks: assign<C, E, Books, E, never>(({ context }, p) => update.restoreBooks(context, p)),
    setOptions: assign<C, E, Partial<C['options']>, E, never>(({ context }, p) => update.setOptions(context, p)),
    voidRound: assign<C, E, undefined, E, never>(({ context }) => update.voidRound(context)),
    leaveRound: assign<C, E, undefined, E, never>(({ context }) => update.leaveRound(context)),
  };
}

/** In `lobby`: seats come and go, purses are set, and the GM starts the first round. */
export const lobbyTransitions = {
  JOIN: { guard: 'legal', actions: { type: 'seatPlayer', params: ({ event }: { event: LobbyEventOf<'JOIN'> }): Joined => ({ id: event.seat!, name: event.name, purse: event.purse }) } },
  ADD_NPC: { guard: 'legal', actions: { type: 'addNpc', params: ({ event }: { event: LobbyEventOf<'ADD_NPC'> }): Npc => ({ name: event.name, purse: event.purse }) } },
  LEAVE: { guard: 'legal', actions: { type: 'unseat', params: ({ event }: { event: LobbyEventOf<'LEAVE'> }): SeatParam => ({ seat: event.seat! }) } },
  REMOVE_SEAT: { guard: 'legal', actions: { type: 'unseat', params: ({ event }: { event: LobbyEventOf<'REMOVE_SEAT'> }): SeatParam => ({ seat: event.seat }) } },
  SET_PURSE: { guard: 'legal', actions: { type: 'setPurse', params: ({ event }: { event: LobbyEventOf<'SET_PURSE'> }): PurseParam => ({ seat: event.seat, purse: event.purse }) } },
  START_ROUND: { guard: 'legal', target: 'round' },
  RESTORE_SEAT: {
    guard: 'legal',
    actions: {
      type: 'restoreSeat',
      params: ({ event }: { event: LobbyEventOf<'RESTORE_SEAT'> }): Restored => ({ id: event.seat, name: event.name, controller: event.controller, purse: event.purse }),
    },
  },
  RESTORE_BOOKS: {
    guard: 'legal',
    actions: { type: 'restoreBooks', params: ({ event }: { event: LobbyEventOf<'RESTORE_BOOKS'> }): Books => ({ house: event.house, pot: event.pot, roundsPlayed: event.roundsPlayed }) },
  },
} as const;

/** In `round`, whatever its phase: the GM may void it, which refunds every stake. */
export const roundTransitions = {
  VOID_ROUND: { target: 'lobby', actions: 'voidRound' },
} as const;

/** In `roundOver`: another round, or back to the lobby. */
export const roundOverTransitions = {
  NEXT_ROUND: { guard: 'legal', target: 'round' },
  BACK_TO_LOBBY: { target: 'lobby', actions: 'leaveRound' },
} as const;
