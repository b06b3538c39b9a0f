/**
 * Wizards and Thieves as one statechart; one game is one round of the table:
 * lobby → round (bring → opening ⇄ settleOpening → play → payout) → roundOver → round or lobby.
 *
 * The chart decides what may happen when; `checks.ts` says why not; `updates.ts`
 * says what changes. Dice arrive in each event (see engine/dice.ts), so the
 * chart is pure and a game replays exactly from its events.
 */
import { actionsFrom, setup } from '../engine/chart';
import { emptyTable } from '../table/context';
import {
  lobbyTransitions,
  roundOverTransitions,
  roundTransitions,
  tableActions,
  baseOptionsSet,
} from '../table/machine';
import { gameOver, openingTied, volleyDone } from './board';
import { refusal } from './checks';
import { DEFAULT_OPTIONS, type WizardsContext, type WizardsInput } from './context';
import type { WizardsEvent } from './intents';
import * as update from './updates';
import type { At } from '../engine/define';

const at = ({ event }: { event: WizardsEvent }): At => ({ at: event.at });

export const wizardsMachine = setup({
  types: {
    context: {} as WizardsContext,
    events: {} as WizardsEvent,
    input: {} as WizardsInput,
  },
  guards: {
    /** The intent passes every rule check for the state it arrives in. */
    legal: ({ context, event }) => refusal(context, event) === null,
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
    lobby: {
      meta: { phase: 'lobby' },
      on: {
        ...lobbyTransitions,
        SET_OPTIONS: {
          guard: 'legal',
          actions: {
            type: 'setOptions',
            params: ({ event }) => ({
              ...baseOptionsSet(event),
              coins: event.coins,
              stakes: event.stakes,
            }),
          },
        },
      },
    },
    round: {
      tags: ['round'],
      initial: 'bring',
      on: roundTransitions,
      states: {
        /** Coins from each purse to its stack, 6 of each into the pot, and the stakes' d4 (carried by START_ROUND or NEXT_ROUND). */
        bring: {
          entry: { type: 'openGame', params: ({ event }) => ({ dice: event.dice, at: event.at }) },
          always: 'opening',
        },
        /** "All players roll 3d6": each contender rolls once per volley. */
        opening: {
          meta: { phase: 'opening' },
          always: { guard: 'volleyDone', target: 'settleOpening' },
          on: {
            OPENING_ROLL: {
              guard: 'legal',
              actions: {
                type: 'openingRoll',
                params: ({ event }) => ({ seat: event.seat, dice: event.dice, at: event.at }),
              },
            },
          },
        },
        /** One highest roll: the active player. A tie: the tied roll again. */
        settleOpening: {
          always: [
            {
              guard: 'openingTied',
              target: 'opening',
              actions: { type: 'nextVolley', params: at },
            },
            { target: 'play', actions: { type: 'firstActive', params: at } },
          ],
        },
        /** The active player declares and rolls, until the game ends. */
        play: {
          meta: { phase: 'play' },
          always: { guard: 'gameOver', target: 'payout' },
          on: {
            DECLARE: {
              guard: 'legal',
              actions: {
                type: 'declare',
                params: ({ event }) => ({
                  seat: event.seat,
                  call: event.call,
                  dice: event.dice,
                  at: event.at,
                }),
              },
            },
          },
        },
        /** Each stack back to its purse, and the winner named. */
        payout: {
          entry: { type: 'settle', params: at },
          always: '#wizards.roundOver',
        },
      },
    },
    roundOver: {
      meta: { phase: 'roundOver' },
      on: roundOverTransitions,
    },
  },
});

export type WizardsMachine = typeof wizardsMachine;
