/**
 * Wizards and Thieves as one statechart; one game is one round of the table:
 * lobby → round (bring → opening ⇄ settleOpening → play → payout) → roundOver → round or lobby.
 *
 * The chart decides what may happen when; `moves.ts` says why not; `updates.ts`
 * says what changes. Dice arrive in each event (see engine/dice.ts), so the
 * chart is pure and a game replays exactly from its events.
 */
import { actionsFrom, legalGuard, plainMoves, setup } from '../engine/chart';
import { phaseMeta } from '../engine/phase';
import { emptyTable } from '../table/context';
import {
  baseOptionsSet,
  lobbyState,
  roundOverState,
  roundTransitions,
  tableActions,
} from '../table/machine';
import { gameOver, openingTied, volleyDone } from './board';
import { DEFAULT_OPTIONS, type WizardsContext, type WizardsInput } from './context';
import type { Phase } from './meta';
import { moves, refusal, type WizardsEvent } from './moves';
import * as update from './updates';

const phase = phaseMeta<Phase>();
/** The moves each phase takes as declared, with no target of their own. */
const plain = plainMoves(moves);

export const wizardsMachine = setup({
  types: {
    context: {} as WizardsContext,
    events: {} as WizardsEvent,
    input: {} as WizardsInput,
  },
  guards: {
    legal: legalGuard(refusal),
    volleyDone: ({ context }) => volleyDone(context),
    openingTied: ({ context }) => openingTied(context),
    gameOver: ({ context }) => gameOver(context),
  },
  actions: {
    ...tableActions<WizardsContext, WizardsEvent>(),
    ...actionsFrom<WizardsContext, WizardsEvent>()(update),
  },
}).createMachine({
  id: 'wizards',
  context: ({ input }) => emptyTable({ ...DEFAULT_OPTIONS, ...input?.options }),
  initial: 'lobby',
  states: {
    lobby: lobbyState({
      SET_OPTIONS: {
        actions: {
          type: 'setOptions',
          params: ({ event }: { event: Extract<WizardsEvent, { type: 'SET_OPTIONS' }> }) => ({
            ...baseOptionsSet(event),
            coins: event.coins,
            stakes: event.stakes,
          }),
        },
      },
    }),
    round: {
      tags: ['round'],
      initial: 'bring',
      on: roundTransitions,
      states: {
        /** Coins from each purse to its stack, 6 of each into the pot, and the stakes' d4 (carried by START_ROUND or NEXT_ROUND). */
        bring: {
          entry: 'openGame',
          always: 'opening',
        },
        /** "All players roll 3d6": each contender rolls once per volley. */
        opening: {
          meta: phase('opening'),
          always: { guard: 'volleyDone', target: 'settleOpening' },
          on: plain('opening'),
        },
        /** One highest roll: the active player. A tie: the tied roll again. */
        settleOpening: {
          always: [
            { guard: 'openingTied', target: 'opening', actions: 'nextVolley' },
            { target: 'play', actions: 'firstActive' },
          ],
        },
        /** The active player declares and rolls, until the game ends. */
        play: {
          meta: phase('play'),
          always: { guard: 'gameOver', target: 'payout' },
          on: plain('play'),
        },
        /** Each stack back to its purse, and the winner named. */
        payout: {
          entry: 'settle',
          always: '#wizards.roundOver',
        },
      },
    },
    roundOver: roundOverState({}),
  },
});

export type WizardsMachine = typeof wizardsMachine;
