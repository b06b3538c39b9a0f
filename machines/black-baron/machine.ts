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
import { DEFAULT_OPTIONS, type BlackBaronContext, type BlackBaronInput } from './context';
import type { Phase } from './meta';
import { type BlackBaronEvent, type EventOf, moves, refusal } from './moves';
import { betLimits, betsPlaced, isBust, nothingToPlayFor, playersDone, undecided } from './rules';
import * as update from './updates';

const phase = phaseMeta<Phase>();
/** The moves each phase takes as declared, with no target of their own. */
const plain = plainMoves(moves);

export const blackBaronMachine = setup({
  types: {
    context: {} as BlackBaronContext,
    events: {} as BlackBaronEvent,
    input: {} as BlackBaronInput,
  },
  guards: {
    legal: legalGuard(refusal),
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
      entry: 'openRound',
      on: roundTransitions,
      states: {
        bets: {
          meta: phase('bets'),
          always: [
            { guard: 'nobodyBet', target: 'payout' },
            { guard: 'betsClosed', target: 'deal' },
          ],
          on: plain('bets'),
        },
        /** The players' two dice each and the dealer's shown die (and, behind a shown 10, the face-down one), from the last bet's event. */
        deal: {
          entry: 'deal',
          always: [{ guard: 'plague', target: 'payout' }, { target: 'players' }],
        },
        players: {
          meta: phase('players'),
          always: { guard: 'playersDone', target: 'dealer' },
          on: plain('players'),
        },
        /** The dealer's forced hand: played by the table at once, or by the GM's buttons. */
        dealer: {
          meta: phase('dealer'),
          entry: 'reveal',
          always: [
            { guard: 'nothingToPlayFor', target: 'payout' },
            {
              guard: 'tablePlaysDealer',
              target: 'payout',
              actions: 'dealerPlays',
            },
            { guard: 'dealerBust', target: 'payout' },
          ],
          on: {
            ...plain('dealer'),
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
