import { actionsFrom, legalGuard, plainMoves, setup } from '../engine/chart';
import { phaseMeta } from '../engine/phase';
import { type BaseOptions, DEFAULT_BASE_OPTIONS, emptyTable } from '../table/context';
import {
  lobbyState,
  roundOverState,
  roundTransitions,
  settleAndPayout,
  tableActions,
  baseOptionsSet,
} from '../table/machine';
import { CHAMBER, type ChamberDie, type GoblinContext, type GoblinInput } from './context';
import type { Phase } from './meta';
import { type GoblinEvent, moves, refusal } from './moves';
import { chamberClosed, leaders, stageDone, volleyComplete } from './rules';
import * as update from './updates';

const phase = phaseMeta<Phase>();
/** The moves each phase takes as declared, with no target of their own. */
const plain = plainMoves(moves);

/**
 * One stage of the Chamber: it opens with every living, unheld seat in its
 * queue and ends when the queue has acted (on to the next die) or when nobody
 * is left in the Chamber (straight to the settlement).
 */
const stage = (die: ChamberDie) => {
  const index = CHAMBER.indexOf(die);
  const next = index + 1 < CHAMBER.length ? CHAMBER[index + 1]! : '#goblin.round.settle';
  return {
    entry: {
      type: 'openStage',
      params: ({ event }: { event: GoblinEvent }) => ({ stage: die, at: event.at }),
    },
    always: [
      { guard: 'chamberClosed', target: '#goblin.round.settle' },
      { guard: 'stageDone', target: next },
    ],
  } as const;
};

export const goblinMachine = setup({
  types: {
    context: {} as GoblinContext,
    events: {} as GoblinEvent,
    input: {} as GoblinInput,
  },
  guards: {
    legal: legalGuard(refusal),
    chamberClosed: ({ context }) => chamberClosed(context),
    stageDone: ({ context }) => stageDone(context),
    tieForTop: ({ context }) => leaders(context).seats.length > 1,
    volleyComplete: ({ context }) => volleyComplete(context),
  },
  actions: {
    ...tableActions<GoblinContext, GoblinEvent>(),
    ...actionsFrom<GoblinContext, GoblinEvent>()(update),
  },
}).createMachine({
  id: 'goblin',
  context: ({ input }) => emptyTable({ ...DEFAULT_BASE_OPTIONS, ...input?.options }),
  initial: 'lobby',
  states: {
    lobby: lobbyState({
      SET_OPTIONS: {
        actions: {
          type: 'setOptions',
          params: ({ event }: { event: Partial<BaseOptions> }) => baseOptionsSet(event),
        },
      },
    }),
    round: {
      tags: ['round'],
      initial: 'ante',
      on: roundTransitions,
      states: {
        ante: {
          entry: 'openRound',
          always: 'chamber',
        },
        chamber: {
          meta: phase('chamber'),
          initial: 'd20',
          exit: 'standAtChamberEnd',
          on: plain('chamber'),
          states: {
            d20: stage('d20'),
            d12: stage('d12'),
            d10: stage('d10'),
            d8: stage('d8'),
            d6: stage('d6'),
            d4: stage('d4'),
          },
        },
        suddenDeath: {
          meta: phase('suddenDeath'),
          always: { guard: 'volleyComplete', target: 'settle' },
          on: plain('suddenDeath'),
        },
        /** Who is alive and on top: one seat is paid, a tie flips the coin, nobody alive is a Total Wipeout. */
        ...settleAndPayout('goblin', {
          guard: 'tieForTop',
          target: 'suddenDeath',
          open: 'openVolley',
        }),
      },
    },
    roundOver: roundOverState({}),
  },
});

export type GoblinMachine = typeof goblinMachine;
