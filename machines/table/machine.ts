/**
 * The lobby's part of every game's chart. A game's chart has a `lobby` state,
 * a `round` state and a `roundOver` state, and a `legal` guard built on its
 * refusal checks; it spreads these transitions into those states and these
 * actions into its `setup`, and adds its own beside them (each game sets its
 * own options, so `SET_OPTIONS` stays with the game).
 */
import { assign, type EventObject } from 'xstate';
import type { BaseOptions, TableContext } from './context';
import type { LobbyEventOf } from './intents';
import { levelNamed } from './selfPlay';
import * as update from './updates';
import { autoplay, takeBack } from './autoplay';

type Joined = { id: string; name: string; asked?: number };
type Npc = Parameters<typeof update.addNpc>[1];
type TakeOver = { seat: string; takenOver: boolean; style?: string };
type SeatParam = { seat: string };
type Autoplay = Parameters<typeof autoplay>[1];
type Unseat = Parameters<typeof update.unseat>[1];
type PurseParam = { seat: string; purse: number };
type Restored = Parameters<typeof update.restoreSeats>[1];

/** The table's actions for a game's `setup({ actions })`, typed on the game's context and events. */
export function tableActions<C extends TableContext & { round: unknown }, E extends EventObject>() {
  return {
    seatPlayer: assign<C, E, Joined, E, never>(({ context }, p) => update.joinTable(context, p)),
    askPurse: assign<C, E, PurseParam, E, never>(({ context }, p) => update.askPurse(context, p)),
    declinePurse: assign<C, E, SeatParam, E, never>(({ context }, p) =>
      update.declinePurse(context, p),
    ),
    addNpc: assign<C, E, Npc, E, never>(({ context }, p) => update.addNpc(context, p)),
    setTakenOver: assign<C, E, TakeOver, E, never>(({ context }, p) =>
      update.setTakenOver(context, p),
    ),
    autoplay: assign<C, E, Autoplay, E, never>(({ context }, p) => autoplay(context, p)),
    takeBack: assign<C, E, SeatParam, E, never>(({ context }, p) => takeBack(context, p)),
    unseat: assign<C, E, Unseat, E, never>(({ context }, p) => update.unseat(context, p)),
    setPurse: assign<C, E, PurseParam, E, never>(({ context }, p) => update.setPurse(context, p)),
    setOptions: assign<C, E, Partial<C['options']>, E, never>(({ context }, p) =>
      update.setOptions(context, p),
    ),
    voidRound: assign<C, E, undefined, E, never>(({ context }) => update.voidRound(context)),
    leaveRound: assign<C, E, undefined, E, never>(({ context }) => update.leaveRound(context)),
    restoreSeats: assign<C, E, Restored, E, never>(({ context }, p) =>
      update.restoreSeats(context, p),
    ),
  };
}

/** In `lobby`: seats come and go, purses are set, and the GM starts the first round. */
export const lobbyTransitions = {
  JOIN: {
    guard: 'legal',
    actions: {
      type: 'seatPlayer',
      params: ({ event }: { event: LobbyEventOf<'JOIN'> }): Joined => ({
        id: event.seat!,
        name: event.name,
        asked: event.purse,
      }),
    },
  },
  ASK_PURSE: {
    guard: 'legal',
    actions: {
      type: 'askPurse',
      params: ({ event }: { event: LobbyEventOf<'ASK_PURSE'> }): PurseParam => ({
        seat: event.seat,
        purse: event.purse,
      }),
    },
  },
  DECLINE_PURSE: {
    guard: 'legal',
    actions: {
      type: 'declinePurse',
      params: ({ event }: { event: LobbyEventOf<'DECLINE_PURSE'> }): SeatParam => ({
        seat: event.seat,
      }),
    },
  },
  ADD_NPC: {
    guard: 'legal',
    actions: {
      type: 'addNpc',
      params: ({ event }: { event: LobbyEventOf<'ADD_NPC'> }): Npc => ({
        name: event.name,
        purse: event.purse,
        // The lobby's check has refused a level the table does not know; an older page's name is read as today's.
        selfPlay: event.selfPlay && {
          style: event.selfPlay.style,
          level: levelNamed(event.selfPlay.level)!,
        },
      }),
    },
  },
  ...selfPlayTransitions(),
  LEAVE: {
    guard: 'legal',
    actions: {
      type: 'unseat',
      params: ({ event }: { event: LobbyEventOf<'LEAVE'> }): SeatParam => ({ seat: event.seat }),
    },
  },
  REMOVE_SEAT: {
    guard: 'legal',
    actions: {
      type: 'unseat',
      params: ({ event }: { event: LobbyEventOf<'REMOVE_SEAT'> }): Unseat => ({
        seat: event.seat,
        cashOut: event.cashOut === true,
      }),
    },
  },
  SET_PURSE: {
    guard: 'legal',
    actions: {
      type: 'setPurse',
      params: ({ event }: { event: LobbyEventOf<'SET_PURSE'> }): PurseParam => ({
        seat: event.seat,
        purse: event.purse,
      }),
    },
  },
  START_ROUND: { guard: 'legal', target: 'round' },
  RESTORE_SEATS: {
    guard: 'legal',
    actions: {
      type: 'restoreSeats',
      params: ({ event }: { event: LobbyEventOf<'RESTORE_SEATS'> }): Restored => ({
        seats: event.seats,
        house: event.house,
        pot: event.pot,
        roundsPlayed: event.roundsPlayed,
        away: event.away,
        cashedOut: event.cashedOut,
      }),
    },
  },
} as const;

/**
 * At any moment, in and out of rounds: the GM takes a self-playing NPC over, or hands it back; a player's seat goes
 * on autoplay, or is taken back.
 */
function selfPlayTransitions() {
  const to = (takenOver: boolean) => ({
    guard: 'legal' as const,
    actions: {
      type: 'setTakenOver' as const,
      params: ({ event }: { event: { seat: string; style?: string } }): TakeOver => ({
        seat: event.seat,
        takenOver,
        ...(event.style === undefined ? {} : { style: event.style }),
      }),
    },
  });
  return {
    TAKE_OVER: to(true),
    HAND_BACK: to(false),
    AUTOPLAY: {
      guard: 'legal' as const,
      actions: {
        type: 'autoplay' as const,
        // The check has refused a level the table does not know; an older page's name is read as today's.
        params: ({ event }: { event: LobbyEventOf<'AUTOPLAY'> }): Autoplay => ({
          seat: event.seat!,
          style: event.style,
          level: levelNamed(event.level)!,
        }),
      },
    },
    TAKE_BACK: {
      guard: 'legal' as const,
      actions: {
        type: 'takeBack' as const,
        params: ({ event }: { event: LobbyEventOf<'TAKE_BACK'> }): SeatParam => ({
          seat: event.seat!,
        }),
      },
    },
  } as const;
}

/** In `round`, whatever its phase: the GM may void it, which refunds every stake. */
export const roundTransitions = {
  VOID_ROUND: { target: 'lobby', actions: 'voidRound' },
  ...selfPlayTransitions(),
} as const;

/** In `roundOver`: another round, or back to the lobby. */
export const roundOverTransitions = {
  ...selfPlayTransitions(),
  NEXT_ROUND: { guard: 'legal', target: 'round' },
  BACK_TO_LOBBY: { target: 'lobby', actions: 'leaveRound' },
} as const;

/** The options every table has, as a `SET_OPTIONS` names them (one left out keeps its value): a game adds its own. */
export const baseOptionsSet = (event: Partial<BaseOptions>): Partial<BaseOptions> => ({
  ante: event.ante,
  gmRole: event.gmRole,
  startingPurse: event.startingPurse,
  npcPause: event.npcPause,
  inCharacter: event.inCharacter,
});

/** The lobby state every game's chart has: the table's transitions and the game's own (its `SET_OPTIONS`, say). */
export const lobbyState = <const O extends object>(own: O) =>
  ({
    meta: { phase: 'lobby', words: 'in the lobby' },
    on: { ...lobbyTransitions, ...own },
  }) as const;

/** The state between rounds every game's chart has: another round or back to the lobby, and the game's own transitions. */
export const roundOverState = <const O extends object>(own: O) =>
  ({
    meta: { phase: 'roundOver', words: 'between rounds' },
    on: { ...own, ...roundOverTransitions },
  }) as const;

/** The payout every round ends with: the game's `payout` action, then out of the round. */
export function payoutState<const C extends string>(chart: C) {
  return {
    entry: { type: 'payout', params: ({ event }: { event: { at: number } }) => ({ at: event.at }) },
    always: `#${chart}.roundOver`,
  } as const;
}

/** Pays the round out and leaves it, in one step: the transition a settled round takes (the game's `payout` action). */
export function paidOut<const C extends string>(chart: C) {
  return {
    target: `#${chart}.roundOver`,
    actions: {
      type: 'payout',
      params: ({ event }: { event: { at: number } }) => ({ at: event.at }),
    },
  } as const;
}

/**
 * A round's tail when a tie is broken: `settle` goes to the game's tiebreak state (opened by its action), or pays
 * out and leaves the round (`paidOut`); the tiebreak state takes `paidOut` itself once it is decided. Paying on the
 * way out rather than in a `payout` state of its own saves XState a microstep per round.
 */
export function settleAndPayout<
  const C extends string,
  const G extends string,
  const T extends string,
  const A extends string,
>(chart: C, tie: { guard: G; target: T; open: A }) {
  const at = ({ event }: { event: { at: number } }) => ({ at: event.at });
  return {
    settle: {
      always: [
        { guard: tie.guard, target: tie.target, actions: { type: tie.open, params: at } },
        paidOut(chart),
      ],
    },
  } as const;
}
