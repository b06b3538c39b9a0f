import { actionsFrom, legalGuard, plainMoves, setup } from '../engine/chart';
import { phaseMeta } from '../engine/phase';
import { emptyTable } from '../table/context';
import {
  lobbyState,
  roundOverState,
  roundTransitions,
  payoutState,
  tableActions,
  baseOptionsSet,
} from '../table/machine';
import { DEFAULT_OPTIONS, type InBetweenContext, type InBetweenInput } from './context';
import { type InBetweenEvent, moves, refusal } from './moves';
import { waitingFor } from './rules';
import * as update from './updates';
import type { Phase } from './meta';

const phase = phaseMeta<Phase>();

const wagers = phase('wagers');

/** The moves each state takes as declared, with no target: until the first dice are thrown, side bets and passes. */
const plain = plainMoves(moves);

export const inBetweenMachine = setup({
  types: {
    context: {} as InBetweenContext,
    events: {} as InBetweenEvent,
    input: {} as InBetweenInput,
  },
  guards: {
    legal: legalGuard(refusal),
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
            sideBetWindow: event.sideBetWindow,
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
          entry: 'openRound',
          always: [{ guard: 'twoPlayer', target: 'surrounds' }, { target: 'declare' }],
        },
        declare: {
          meta: wagers,
          on: {
            ROLL: {
              guard: 'legal',
              target: 'judge',
              actions: 'roll',
            },
            ...plain('wagers'),
          },
        },
        surrounds: {
          meta: wagers,
          on: {
            ROLL_SURROUNDS: {
              guard: 'legal',
              target: 'judge',
              actions: 'rollSurrounds',
            },
            ...plain('wagers'),
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
          meta: phase('doubles'),
          on: {
            ACCEPT_LOSS: {
              guard: 'legal',
              target: 'judge',
              actions: 'acceptLoss',
            },
            ROLL_AGAIN: {
              guard: 'legal',
              target: 'judge',
              actions: 'rollAgain',
            },
          },
        },
        between: {
          meta: phase('between'),
          on: {
            ROLL_BETWEEN: {
              guard: 'legal',
              target: 'judge',
              actions: 'rollBetween',
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
