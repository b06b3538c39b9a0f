/**
 * Tavern Twenty-One, Standard mode, as one statechart:
 * lobby → round (antes and the opening dice as it opens; cut → betting → staredown, the reveal on the way in → settle → duel?, paid out on the way out) → roundOver → round or lobby.
 *
 * The chart decides what may happen when; `checks.ts` says why not; `updates.ts`
 * says what changes. Dice arrive in each event (see engine/dice.ts), so the
 * chart is pure and a round replays exactly from its events.
 */
import { assign } from 'xstate';
import { setup } from '../engine/chart';
import type { DiceDraw } from '../engine/dice';
import type { Reason } from '../engine/reason';
import { emptyTable } from '../table/context';
import type { Stats } from './stats';
import {
  lobbyState,
  paidOut,
  roundOverState,
  roundTransitions,
  settleAndPayout,
  tableActions,
} from '../table/machine';
import { DEFAULT_OPTIONS, type TwentyOneContext, type TwentyOneInput } from './context';
import { refusal } from './checks';
import type { EventOf } from './intents';
import { bestStanding, type BuyableDie } from './rules';
import * as update from './updates';
import * as skill from './skills';
import * as cheating from './cheats';
import * as bumping from './bump';
import {
  type AccuseEvent,
  bettingState,
  type CheatEvent,
  type ChartEvent,
  forfeit,
} from './bettingState';
import type { ClassicParts } from './classic/parts';
import { STANDARD, type Ruleset } from './ruleset';
import type { At, Rolled, SeatAt } from '../engine/define';

/** Stats change in the lobby and between rounds, never mid-round. */
const setStats = {
  guard: 'legal' as const,
  actions: {
    type: 'setStats' as const,
    params: ({ event }: { event: EventOf<'SET_STATS'> }) => ({
      seat: event.seat,
      stats: event.stats,
    }),
  },
};

/**
 * The chart for one ruleset: the same states and transitions, the ruleset recorded in the table's context. Classic
 * opens with each seat's choice of dice (`opener`) where Standard deals and offers the Cut (`cut`), so each chart holds
 * only the states its ruleset enters; its other differences are in the updates and checks each action and guard calls,
 * Classic's given by its game (`classicParts`, classic/parts.ts) so that Standard's chart does not carry them.
 */
export const twentyOneChart = (rules: Ruleset, classicParts?: ClassicParts) => {
  const classic = rules.id === 'classic';
  if (classic && !classicParts)
    throw new Error("Classic's chart is built with Classic's parts (classic/parts.ts).");
  // Called only where the table plays Classic: its ruleset, an opener, a Classic cheat or accusation.
  const cl = classicParts?.updates as ClassicParts['updates'];
  const refuse = (classic ? classicParts!.refusal : refusal) as (
    ctx: TwentyOneContext,
    event: ChartEvent,
  ) => Reason | null;
  const kit = setup({
    types: {
      context: {} as TwentyOneContext,
      events: {} as ChartEvent,
      input: {} as TwentyOneInput,
    },
    guards: {
      /** The intent passes every rule check for the state it arrives in. */
      legal: ({ context, event }) => refuse(context, event) === null,
      /** Every opener is rolled and kept: betting has its order. */
      openerDone: ({ context }) => (context.round?.order.length ?? 0) > 0,
      nobodyToAct: ({ context }) => context.round?.turn === -1,
      tieForBest: ({ context }) => bestStanding(context).leaders.length > 1,
      duelDecided: ({ context }) => update.duelWinner(context) !== null,
      rollPending: ({ context }) => context.round?.rolled != null,
    },
    actions: {
      ...tableActions<TwentyOneContext, ChartEvent>(),
      setStats: assign(({ context }, p: { seat: string; stats: Partial<Stats> }) =>
        update.setStats(context, p),
      ),
      // The antes, then the opening dice, in one assign: a round opens in one step of the chart.
      openRound: assign(({ context }, p: { dice: DiceDraw; at: number }) =>
        (classic ? cl.beginOpener : update.dealOpening)(update.collectAntes(context, p), p),
      ),
      open: assign(({ context }, p: Extract<ChartEvent, { type: 'OPEN' }>) => cl.open(context, p)),
      investigate: assign(({ context }, p: Extract<ChartEvent, { type: 'INVESTIGATE' }>) =>
        cl.investigate(context, p),
      ),
      forfeit: assign(({ context }, p: Extract<ChartEvent, { type: 'FORFEIT' }>) =>
        cl.forfeit(context, p),
      ),
      takeCut: assign(({ context }, p: Rolled) => update.takeCut(context, p)),
      passCut: assign(({ context }, p: SeatAt) => update.passCut(context, p)),
      buyDie: assign(({ context }, p: Rolled & { die: BuyableDie; drink: boolean }) =>
        (classic ? cl.hit : update.buyDie)(context, p),
      ),
      keepRoll: assign(({ context }, p: SeatAt) =>
        (classic ? cl.keep : update.settleRoll)(context, p),
      ),
      cheatRoll: assign(({ context }, p: CheatEvent) =>
        'method' in p ? cl.cheat(context, p) : update.cheatRoll(context, p),
      ),
      cheat: assign(({ context }, p: Rolled & { die: number; delta: number }) =>
        cheating.cheat(context, p),
      ),
      goad: assign(
        ({ context }, p: Rolled & { target: string; skill: 'intimidation' | 'persuasion' }) =>
          (classic ? cl.goad : skill.goad)(context, p),
      ),
      bump: assign(({ context }, p: Rolled & { target: string; die: number }) =>
        (classic ? cl.bump : bumping.bump)(context, p),
      ),
      retaliate: assign(({ context }, p: Rolled & { die: number }) =>
        (classic ? cl.retaliate : bumping.retaliate)(context, p),
      ),
      retaliationTimeout: assign(({ context }, p: { dice: DiceDraw; at: number }) =>
        (classic ? cl.retaliationTimeout : bumping.retaliationTimeout)(context, p),
      ),
      foresight: assign(({ context }, p: Rolled) => skill.foresight(context, p)),
      profile: assign(({ context }, p: Rolled & { target: string }) =>
        cheating.profile(context, p),
      ),
      accuse: assign(({ context }, p: AccuseEvent) =>
        'die' in p ? cheating.accuse(context, p) : cl.accuse(context, p),
      ),
      sideBet: assign(({ context }, p: SeatAt & { on: string; amount: number }) =>
        skill.sideBet(context, p),
      ),
      hold: assign(({ context }, p: SeatAt) => update.hold(context, p)),
      fold: assign(({ context }, p: SeatAt) => update.fold(context, p)),
      reveal: assign(({ context }, p: At) =>
        update.reveal(context, { ...p, staredownSeconds: context.options.staredownSeconds }),
      ),
      endStaredown: assign(({ context }, p: At & { by: 'gm' | 'deadline'; dice: DiceDraw }) =>
        (classic ? cl.endStaredown : update.endStaredown)(context, p),
      ),
      openDuel: assign(({ context }, p: At) => update.openDuel(context, p)),
      duelRoll: assign(({ context }, p: Rolled) =>
        (classic ? cl.duelRoll : update.duelRoll)(context, p),
      ),
      payout: assign(({ context }, p: At) => update.payout(context, p)),
    },
  });
  const full = kit.createMachine({
    id: 'twentyOne',
    context: ({ input }): TwentyOneContext => ({
      ...emptyTable({ ...DEFAULT_OPTIONS, ...input?.options }),
      ...(rules === STANDARD ? {} : { ruleset: rules.id }),
    }),
    initial: 'lobby',
    states: {
      lobby: lobbyState({
        SET_OPTIONS: {
          actions: {
            type: 'setOptions',
            // Every option the intent names, whichever ruleset's schema let it through.
            params: ({
              event: { type: _t, by: _b, at: _a, dice: _d, seat: _s, ...options },
            }: {
              event: Extract<ChartEvent, { type: 'SET_OPTIONS' }>;
            }) => options,
          },
        },
        SET_STATS: setStats,
      }),
      round: {
        tags: ['round'],
        entry: { type: 'openRound', params: ({ event }) => ({ dice: event.dice, at: event.at }) },
        initial: classic ? 'opener' : 'cut',
        on: roundTransitions,
        states: {
          /** Classic: each seat in turn rolls two dice of its choice, then keeps or cheats them. */
          opener: {
            meta: { phase: 'opener' },
            always: { guard: 'openerDone', target: 'betting' },
            on: {
              OPEN: { guard: 'legal', actions: { type: 'open', params: ({ event }) => event } },
              KEEP_ROLL: {
                guard: 'legal',
                actions: {
                  type: 'keepRoll',
                  params: ({ event }) => ({ seat: event.seat, at: event.at }),
                },
              },
              CHEAT: {
                guard: 'legal',
                actions: { type: 'cheatRoll', params: ({ event }) => event },
              },
              FORFEIT: forfeit,
            },
          },
          cut: {
            meta: { phase: 'cut' },
            on: {
              CUT_REROLL: {
                guard: 'legal',
                target: 'betting',
                actions: {
                  type: 'takeCut',
                  params: ({ event }) => ({ seat: event.seat, dice: event.dice, at: event.at }),
                },
              },
              CUT_PASS: {
                guard: 'legal',
                target: 'betting',
                actions: {
                  type: 'passCut',
                  params: ({ event }) => ({ seat: event.seat, at: event.at }),
                },
              },
            },
          },
          betting: bettingState,
          /** Where accusations will be made; the GM or the host's deadline ends it. */
          staredown: {
            meta: { phase: 'staredown' },
            on: {
              ACCUSE: { guard: 'legal', actions: { type: 'accuse', params: ({ event }) => event } },
              INVESTIGATE: {
                guard: 'legal',
                actions: { type: 'investigate', params: ({ event }) => event },
              },
              FORFEIT: forfeit,
              END_STAREDOWN: {
                target: 'settle',
                actions: {
                  type: 'endStaredown',
                  params: ({ event }) => ({ at: event.at, by: 'gm' as const, dice: event.dice }),
                },
              },
              STAREDOWN_TIMEOUT: {
                guard: 'legal',
                target: 'settle',
                actions: {
                  type: 'endStaredown',
                  params: ({ event }) => ({
                    at: event.at,
                    by: 'deadline' as const,
                    dice: event.dice,
                  }),
                },
              },
            },
          },
          duel: {
            meta: { phase: 'duel' },
            always: { guard: 'duelDecided', ...paidOut('twentyOne') },
            on: {
              DUEL_ROLL: {
                guard: 'legal',
                actions: {
                  type: 'duelRoll',
                  params: ({ event }) => ({ seat: event.seat, dice: event.dice, at: event.at }),
                },
              },
            },
          },
          ...settleAndPayout('twentyOne', {
            guard: 'tieForBest',
            target: 'duel',
            open: 'openDuel',
          }),
        },
      },
      roundOver: roundOverState({
        SET_STATS: setStats,
      }),
    },
  });
  // The round's first state this ruleset never enters is left out, so every state of its chart is one it plays.
  const round = full.config.states!.round!;
  const { [classic ? 'cut' : 'opener']: _unused, ...states } = round.states!;
  return kit.createMachine({
    ...full.config,
    states: { ...full.config.states, round: { ...round, states } },
  } as never) as unknown as typeof full;
};

export type TwentyOneMachine = ReturnType<typeof twentyOneChart>;
