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
import { DEFAULT_OPTIONS, type BlackBaronContext, type BlackBaronInput } from './context';
import type { BlackBaronEvent, EventOf } from './intents';
import { betLimits, betsPlaced, isBust, nothingToPlayFor, playersDone, undecided } from './rules';
import * as update from './updates';
import type { At, Drawn } from '../engine/define';

const rolled = ({ event }: { event: BlackBaronEvent }): Drawn => ({
  dice: event.dice,
  at: event.at,
});
const at = ({ event }: { event: BlackBaronEvent }): At => ({ at: event.at });

export const blackBaronMachine = setup({
  types: {
    context: {} as BlackBaronContext,
    events: {} as BlackBaronEvent,
    input: {} as BlackBaronInput,
  },
  guards: {
    /** The intent passes every rule check for the state it arrives in. */
    legal: ({ context, event }) => refusal(context, event) === null,
    betsClosed: ({ context }) => undecided(context).length === 0,
    nobodyBet: ({ context }) => undecided(context).length === 0 && betsPlaced(context) === 0,
    plague: ({ context }) => context.round!.plague,
    playersDone: ({ context }) => playersDone(context),
    nothingToPlayFor: ({ context }) => nothingToPlayFor(context),
    tablePlaysDealer: ({ context }) => context.options.dealer === 'table',
    dealerBust: ({ context }) => isBust(context.round!.dealer!.dice),
  },
  actions: {
    ...tableActions<BlackBaronContext, BlackBaronEvent>(),
    ...actionsFrom<BlackBaronContext, BlackBaronEvent>()(update),
  },
}).createMachine({
  id: 'blackBaron',
  context: ({ input }) => emptyTable({ ...DEFAULT_OPTIONS, ...input?.options }),
  initial: 'lobby',
  states: {
    lobby: lobbyState({
      SET_OPTIONS: {
        guard: 'legal',
        actions: {
          type: 'setOptions',
          params: ({
            context,
            event,
          }: {
            context: BlackBaronContext;
            event: EventOf<'SET_OPTIONS'>;
          }) => ({
            ...baseOptionsSet(event),
            dealer: event.dealer,
            ...betLimits(context.options, event),
          }),
        },
      },
    }),
    round: {
      tags: ['round'],
      initial: 'bets',
      entry: { type: 'openRound', params: at },
      on: roundTransitions,
      states: {
        bets: {
          meta: { phase: 'bets' },
          always: [
            { guard: 'nobodyBet', target: 'payout' },
            { guard: 'betsClosed', target: 'deal' },
          ],
          on: {
            BET: {
              guard: 'legal',
              actions: {
                type: 'placeBet',
                params: ({ event }) => ({ seat: event.seat, amount: event.amount, at: event.at }),
              },
            },
            SIT_OUT: {
              guard: 'legal',
              actions: {
                type: 'sitOut',
                params: ({ event }) => ({ seat: event.seat, at: event.at }),
              },
            },
          },
        },
        /** The players' two dice each and the dealer's shown die (and, behind a shown 10, the face-down one), from the last bet's event. */
        deal: {
          entry: { type: 'deal', params: rolled },
          always: [{ guard: 'plague', target: 'payout' }, { target: 'players' }],
        },
        players: {
          meta: { phase: 'players' },
          always: { guard: 'playersDone', target: 'dealer' },
          on: {
            HIT: {
              guard: 'legal',
              actions: {
                type: 'hit',
                params: ({ event }) => ({ seat: event.seat, dice: event.dice, at: event.at }),
              },
            },
            STAY: {
              guard: 'legal',
              actions: {
                type: 'stay',
                params: ({ event }) => ({ seat: event.seat, at: event.at }),
              },
            },
            DOUBLE: {
              guard: 'legal',
              actions: {
                type: 'double',
                params: ({ event }) => ({ seat: event.seat, dice: event.dice, at: event.at }),
              },
            },
            SPLIT: {
              guard: 'legal',
              actions: {
                type: 'split',
                params: ({ event }) => ({ seat: event.seat, dice: event.dice, at: event.at }),
              },
            },
          },
        },
        /** The dealer's forced hand: played by the table at once, or by the GM's buttons. */
        dealer: {
          meta: { phase: 'dealer' },
          entry: { type: 'reveal', params: at },
          always: [
            { guard: 'nothingToPlayFor', target: 'payout' },
            {
              guard: 'tablePlaysDealer',
              target: 'payout',
              actions: { type: 'dealerPlays', params: rolled },
            },
            { guard: 'dealerBust', target: 'payout' },
          ],
          on: {
            DEALER_HIT: { guard: 'legal', actions: { type: 'dealerHit', params: rolled } },
            DEALER_STAY: { guard: 'legal', target: 'payout' },
          },
        },
        /** Every hand still open is settled against the dealer (or forfeit to the Black Plague); the House and the pot pay out. */
        payout: payoutState('blackBaron'),
      },
    },
    roundOver: roundOverState({}),
  },
});

export type BlackBaronMachine = typeof blackBaronMachine;
