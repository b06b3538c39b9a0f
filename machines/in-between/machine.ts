import { actionsFrom, setup } from '../engine/chart';
import { emptyTable } from '../table/context';
import {
  lobbyState,
  roundOverState,
  roundTransitions,
  payoutState,
  tableActions,
  baseOptionsSet,
} from '../table/machine';
import { refusal } from './checks';
import { DEFAULT_OPTIONS, type InBetweenContext, type InBetweenInput } from './context';
import type { InBetweenEvent } from './intents';
import { waitingFor } from './rules';
import * as update from './updates';

const wagers = { phase: 'wagers' };

/** Until the first dice of the round are thrown, each seat watching backs a side or passes. */
const sideBets = {
  SIDE_BET: {
    guard: 'legal',
    actions: {
      type: 'sideBet',
      params: ({ event }: { event: Extract<InBetweenEvent, { type: 'SIDE_BET' }> }) => ({
        seat: event.seat,
        on: event.on,
        amount: event.amount,
        at: event.at,
      }),
    },
  },
  NO_BET: {
    guard: 'legal',
    actions: {
      type: 'noBet',
      params: ({ event }: { event: Extract<InBetweenEvent, { type: 'NO_BET' }> }) => ({
        seat: event.seat,
        at: event.at,
      }),
    },
  },
} as const;

export const inBetweenMachine = setup({
  types: {
    context: {} as InBetweenContext,
    events: {} as InBetweenEvent,
    input: {} as InBetweenInput,
  },
  guards: {
    /** The intent passes every rule check for the state it arrives in. */
    legal: ({ context, event }) => refusal(context, event) === null,
    twoPlayer: ({ context }) => context.round!.mode === 'two-player',
    awaitsDoubles: ({ context }) => waitingFor(context.round!) === 'doubles',
    awaitsBetween: ({ context }) => waitingFor(context.round!) === 'between',
  },
  actions: {
    ...tableActions<InBetweenContext, InBetweenEvent>(),
    ...actionsFrom<InBetweenContext, InBetweenEvent>()(update),
  },
}).createMachine({
  id: 'in-between',
  context: ({ input }) => ({
    ...emptyTable({ ...DEFAULT_OPTIONS, ...input?.options }),
    lastBetweener: null,
  }),
  initial: 'lobby',
  states: {
    lobby: lobbyState({
      SET_OPTIONS: {
        actions: {
          type: 'setOptions',
          params: ({ event }: { event: Extract<InBetweenEvent, { type: 'SET_OPTIONS' }> }) => ({
            ...baseOptionsSet(event),
            mode: event.mode,
            sideBetPool: event.sideBetPool,
          }),
        },
      },
    }),
    round: {
      tags: ['round'],
      initial: 'open',
      on: roundTransitions,
      states: {
        open: {
          entry: { type: 'openRound', params: ({ event }) => ({ at: event.at }) },
          always: [{ guard: 'twoPlayer', target: 'surrounds' }, { target: 'declare' }],
        },
        declare: {
          meta: wagers,
          on: {
            ROLL: {
              guard: 'legal',
              target: 'judge',
              actions: {
                type: 'roll',
                params: ({ context, event }) => ({
                  between: event.between,
                  wager: event.wager ?? context.options.ante,
                  dice: event.dice,
                  at: event.at,
                }),
              },
            },
            ...sideBets,
          },
        },
        surrounds: {
          meta: wagers,
          on: {
            ROLL_SURROUNDS: {
              guard: 'legal',
              target: 'judge',
              actions: {
                type: 'rollSurrounds',
                params: ({ event }) => ({ dice: event.dice, at: event.at }),
              },
            },
            ...sideBets,
          },
        },
        /** What the latest throw decides: a call on doubles, the between still to roll, or the settlement. */
        judge: {
          always: [
            { guard: 'awaitsDoubles', target: 'doubles' },
            { guard: 'awaitsBetween', target: 'between' },
            { target: 'payout' },
          ],
        },
        doubles: {
          meta: { phase: 'doubles' },
          on: {
            ACCEPT_LOSS: {
              guard: 'legal',
              target: 'judge',
              actions: {
                type: 'acceptLoss',
                params: ({ event }) => ({ seat: event.seat, at: event.at }),
              },
            },
            ROLL_AGAIN: {
              guard: 'legal',
              target: 'judge',
              actions: {
                type: 'rollAgain',
                params: ({ event }) => ({ seat: event.seat, dice: event.dice, at: event.at }),
              },
            },
          },
        },
        between: {
          meta: { phase: 'between' },
          on: {
            ROLL_BETWEEN: {
              guard: 'legal',
              target: 'judge',
              actions: {
                type: 'rollBetween',
                params: ({ event }) => ({ dice: event.dice, at: event.at }),
              },
            },
          },
        },
        payout: payoutState('in-between'),
      },
    },
    roundOver: roundOverState({}),
  },
});

export type InBetweenMachine = typeof inBetweenMachine;
