/**
 * Three-Dragon Ante as one statechart; one game is one round of the table:
 * lobby → round (deal → next ⇄ reveal / raise → payout) → roundOver → round or lobby.
 *
 * `reveal` waits on the participant whose turn it is (from the second round
 * of reveals they may raise first); a raise opens `raise`, which waits on
 * each participant who must answer it in turn. `next` routes after every
 * move: the last one standing is paid at once, an open raise is answered,
 * and after the third round of reveals comes the showdown. The chart decides
 * what may happen when; `checks.ts` says why not; `updates.ts` says what
 * changes. Dice arrive in each event, so a game replays exactly from its events.
 */
import { assign } from 'xstate';
import { setup } from '../engine/chart';
import type { DiceDraw } from '../engine/dice';
import { emptyTable } from '../table/context';
import {
  lobbyState,
  payoutState,
  roundOverState,
  roundTransitions,
  tableActions,
  baseOptionsSet,
} from '../table/machine';
import { refusal } from './checks';
import { DEFAULT_OPTIONS, type AnteContext, type AnteInput } from './context';
import type { AnteEvent, EventOf } from './intents';
import { REVEAL_ROUNDS, stillIn } from './rules';
import * as update from './updates';
import type { At, SeatAt } from '../engine/define';

const seatAt = ({ event }: { event: { seat: string; at: number } }): SeatAt => ({
  seat: event.seat,
  at: event.at,
});

/** A raise, wherever it is made: by the one whose turn it is, or in answer to another. */
const raising = {
  guard: 'legal',
  target: 'next',
  actions: {
    type: 'raise',
    params: ({ event }: { event: EventOf<'RAISE'> }) => ({
      seat: event.seat,
      to: event.to,
      at: event.at,
    }),
  },
} as const;

export const anteMachine = setup({
  types: {
    context: {} as AnteContext,
    events: {} as AnteEvent,
    input: {} as AnteInput,
  },
  guards: {
    /** The intent passes every rule check for the state it arrives in. */
    legal: ({ context, event }) => refusal(context, event) === null,
    oneLeft: ({ context }) => stillIn(context.round!).length <= 1,
    raiseOpen: ({ context }) => context.round!.betting !== null,
    revealsDone: ({ context }) => context.round!.reveal > REVEAL_ROUNDS,
  },
  actions: {
    ...tableActions<AnteContext, AnteEvent>(),
    openRound: assign(({ context }, p: At & { dice: DiceDraw }) => update.openRound(context, p)),
    reveal: assign(({ context }, p: SeatAt & { die: number }) => update.reveal(context, p)),
    raise: assign(({ context }, p: SeatAt & { to: number }) => update.raise(context, p)),
    match: assign(({ context }, p: SeatAt) => update.match(context, p)),
    fold: assign(({ context }, p: SeatAt) => update.fold(context, p)),
    payout: assign(({ context }, p: At) => update.payout(context, p)),
  },
}).createMachine({
  id: 'three-dragon-ante',
  context: ({ input }) => ({
    ...emptyTable({ ...DEFAULT_OPTIONS, ...input?.options }),
    nextDealer: null,
  }),
  initial: 'lobby',
  states: {
    lobby: lobbyState({
      SET_OPTIONS: {
        actions: {
          type: 'setOptions',
          params: ({ event }: { event: EventOf<'SET_OPTIONS'> }) => ({
            ...baseOptionsSet(event),
            capRaises: event.capRaises,
            raises: event.raises,
          }),
        },
      },
    }),
    round: {
      tags: ['round'],
      initial: 'deal',
      on: roundTransitions,
      states: {
        /** The dealer, the opening bets and five d12s each (carried by START_ROUND or NEXT_ROUND). */
        deal: {
          entry: { type: 'openRound', params: ({ event }) => ({ dice: event.dice, at: event.at }) },
          always: 'next',
        },
        next: {
          always: [
            { guard: 'oneLeft', target: 'payout' },
            { guard: 'raiseOpen', target: 'raise' },
            { guard: 'revealsDone', target: 'payout' },
            { target: 'reveal' },
          ],
        },
        reveal: {
          meta: { phase: 'reveal' },
          on: {
            REVEAL: {
              guard: 'legal',
              target: 'next',
              actions: {
                type: 'reveal',
                params: ({ event }) => ({ seat: event.seat, die: event.die, at: event.at }),
              },
            },
            RAISE: raising,
          },
        },
        raise: {
          meta: { phase: 'raise' },
          on: {
            RAISE: raising,
            MATCH: { guard: 'legal', target: 'next', actions: { type: 'match', params: seatAt } },
            FOLD: { guard: 'legal', target: 'next', actions: { type: 'fold', params: seatAt } },
          },
        },
        payout: payoutState('three-dragon-ante'),
      },
    },
    roundOver: roundOverState({}),
  },
});

export type AnteMachine = typeof anteMachine;
