/**
 * Three-Dragon Ante as one statechart; one game is one round of the table:
 * lobby → round (deal → next ⇄ reveal / raise → payout) → roundOver → round or lobby.
 *
 * `reveal` waits on the participant whose turn it is (from the second round
 * of reveals they may raise first); a raise opens `raise`, which waits on
 * each participant who must answer it in turn. `next` routes after every
 * move: the last one standing is paid at once, an open raise is answered,
 * and after the third round of reveals comes the showdown. The chart decides
 * what may happen when; `moves.ts` says why not; `updates.ts` says what
 * changes. Dice arrive in each event, so a game replays exactly from its events.
 */
import { actionsFrom, legalGuard, setup } from '../engine/chart';
import { phaseMeta } from '../engine/phase';
import { emptyTable } from '../table/context';
import {
  baseOptionsSet,
  lobbyState,
  payoutState,
  roundOverState,
  roundTransitions,
  tableActions,
} from '../table/machine';
import { type AnteContext, type AnteInput, DEFAULT_OPTIONS } from './context';
import type { Phase } from './meta';
import { type AnteEvent, type EventOf, refusal } from './moves';
import { REVEAL_ROUNDS, stillIn } from './rules';
import * as update from './updates';

const phase = phaseMeta<Phase>();

/** A raise, wherever it is made: by the one whose turn it is, or in answer to another. */
const raising = { guard: 'legal', target: 'next', actions: 'raise' } as const;

export const anteMachine = setup({
  types: {
    context: {} as AnteContext,
    events: {} as AnteEvent,
    input: {} as AnteInput,
  },
  guards: {
    legal: legalGuard(refusal),
    oneLeft: ({ context }) => stillIn(context.round!).length <= 1,
    raiseOpen: ({ context }) => context.round!.betting !== null,
    revealsDone: ({ context }) => context.round!.reveal > REVEAL_ROUNDS,
  },
  actions: {
    ...tableActions<AnteContext, AnteEvent>(),
    ...actionsFrom<AnteContext, AnteEvent>()(update),
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
          entry: 'openRound',
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
          meta: phase('reveal'),
          on: {
            REVEAL: {
              guard: 'legal',
              target: 'next',
              actions: 'reveal',
            },
            RAISE: raising,
          },
        },
        raise: {
          meta: phase('raise'),
          on: {
            RAISE: raising,
            MATCH: { guard: 'legal', target: 'next', actions: 'match' },
            FOLD: { guard: 'legal', target: 'next', actions: 'fold' },
          },
        },
        payout: payoutState('three-dragon-ante'),
      },
    },
    roundOver: roundOverState({}),
  },
});

export type AnteMachine = typeof anteMachine;
