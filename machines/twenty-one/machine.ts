/**
 * Tavern Twenty-One, Standard mode, as one statechart:
 * lobby → round (antes and the opening dice as it opens; cut → betting → staredown, the reveal on the way in → settle → duel?, paid out on the way out) → roundOver → round or lobby.
 *
 * The chart decides what may happen when; `moves/` says why not; `updates.ts`
 * says what changes. Dice arrive in each event (see engine/dice.ts), so the
 * chart is pure and a round replays exactly from its events.
 */
import { actionsFrom, legalGuard, setup } from '../engine/chart';
import type { At, Drawn } from '../engine/define';
import { phaseMeta } from '../engine/phase';
import type { Reason } from '../engine/reason';
import { emptyTable } from '../table/context';
import {
  lobbyState,
  paidOut,
  roundOverState,
  roundTransitions,
  settleAndPayout,
  tableActions,
} from '../table/machine';
import {
  type AccuseEvent,
  bettingState,
  type ChartEvent,
  type CheatEvent,
  forfeit,
} from '../twenty-one-kit/states';
import * as bumping from '../twenty-one-kit/bump';
import * as cheating from '../twenty-one-kit/cheats';
import type { ClassicParts } from '../twenty-one-classic/parts';
import {
  DEFAULT_OPTIONS,
  type TwentyOneContext,
  type TwentyOneInput,
} from '../twenty-one-kit/context';
import type { Phase } from './meta';
import { refusal, type TwentyOneEvent } from '../twenty-one-kit/moves';
import { bestStanding } from '../twenty-one-kit/rules';
import { type Ruleset, STANDARD } from '../twenty-one-kit/ruleset';
import * as skill from '../twenty-one-kit/skills';
import * as update from '../twenty-one-kit/updates';

type Ctx = TwentyOneContext;
type On<T extends ChartEvent['type']> = Extract<ChartEvent, { type: T }>;

const phase = phaseMeta<Phase>();

/** Stats change in the lobby and between rounds, never mid-round. */
const setStats = { guard: 'legal', actions: 'setStats' } as const;

/** The staredown ends by the GM's word or at the host's deadline: its update is told which. */
const endStaredownBy = (by: 'gm' | 'deadline') => ({
  type: 'endStaredown' as const,
  params: ({ event }: { event: Drawn }) => ({ at: event.at, by, dice: event.dice }),
});

/** A Standard move the table would now refuse: a move a turn cheat carried lapses then. */
const refusedNow = (ctx: Ctx, p: object) => refusal(ctx, p as TwentyOneEvent) !== null;

/**
 * The update each of the chart's actions makes, by ruleset: Standard's, or Classic's (`cl`, from its game) where
 * its rule differs. An action is handed the event it answers, unless its transition names params.
 */
function updatesFor(classic: boolean, cl: ClassicParts['updates']) {
  return {
    setStats: update.setStats,
    // The antes, then the opening dice, in one update: a round opens in one step of the chart.
    openRound: (ctx: Ctx, p: Drawn) =>
      (classic ? cl.beginOpener : update.dealOpening)(update.collectAntes(ctx, p), p),
    open: (ctx: Ctx, p: On<'OPEN'>) => cl.open(ctx, p),
    investigate: (ctx: Ctx, p: On<'INVESTIGATE'>) => cl.investigate(ctx, p),
    forfeit: (ctx: Ctx, p: On<'FORFEIT'>) => cl.forfeit(ctx, p),
    takeCut: update.takeCut,
    passCut: update.passCut,
    buyDie: classic ? cl.hit : cheating.withTurnCheat(update.buyDie, refusedNow),
    keepRoll: classic ? cl.keep : update.settleRoll,
    cheatRoll: (ctx: Ctx, p: CheatEvent) =>
      'method' in p ? cl.cheat(ctx, p) : update.cheatRoll(ctx, p),
    goad: classic ? cl.goad : skill.goad,
    bump: classic ? cl.bump : bumping.bump,
    retaliate: classic ? cl.retaliate : bumping.retaliate,
    retaliationTimeout: classic ? cl.retaliationTimeout : bumping.retaliationTimeout,
    foresight: skill.foresight,
    profile: cheating.profile,
    accuse: (ctx: Ctx, p: AccuseEvent) =>
      'die' in p ? cheating.accuse(ctx, p) : cl.accuse(ctx, p),
    sideBet: skill.sideBet,
    // Classic's hold carries no cheat (its schema has none).
    hold: cheating.withTurnCheat(update.hold, refusedNow),
    fold: update.fold,
    reveal: (ctx: Ctx, p: At) =>
      update.reveal(ctx, { at: p.at, staredownSeconds: ctx.options.staredownSeconds }),
    endStaredown: classic ? cl.endStaredown : update.endStaredown,
    openDuel: update.openDuel,
    duelRoll: classic ? cl.duelRoll : update.duelRoll,
    payout: update.payout,
  };
}

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
    ctx: Ctx,
    event: ChartEvent,
  ) => Reason | null;
  const kit = setup({
    types: {
      context: {} as Ctx,
      events: {} as ChartEvent,
      input: {} as TwentyOneInput,
    },
    guards: {
      /** The intent passes every rule check for the state it arrives in. */
      legal: legalGuard(refuse),
      /** Every opener is rolled and kept: betting has its order. */
      openerDone: ({ context }) => (context.round?.order.length ?? 0) > 0,
      nobodyToAct: ({ context }) => context.round?.turn === -1,
      tieForBest: ({ context }) => bestStanding(context).leaders.length > 1,
      duelDecided: ({ context }) => update.duelWinner(context) !== null,
      rollPending: ({ context }) => context.round?.rolled != null,
    },
    actions: {
      ...tableActions<Ctx, ChartEvent>(),
      ...actionsFrom<Ctx, ChartEvent>()(updatesFor(classic, cl)),
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
        entry: 'openRound',
        initial: classic ? 'opener' : 'cut',
        on: roundTransitions,
        states: {
          /** Classic: each seat in turn rolls two dice of its choice, then keeps or cheats them. */
          opener: {
            meta: phase('opener'),
            always: { guard: 'openerDone', target: 'betting' },
            on: {
              OPEN: { guard: 'legal', actions: 'open' },
              KEEP_ROLL: { guard: 'legal', actions: 'keepRoll' },
              CHEAT: { guard: 'legal', actions: 'cheatRoll' },
              FORFEIT: forfeit,
            },
          },
          cut: {
            meta: phase('cut'),
            on: {
              CUT_REROLL: { guard: 'legal', target: 'betting', actions: 'takeCut' },
              CUT_PASS: { guard: 'legal', target: 'betting', actions: 'passCut' },
            },
          },
          betting: bettingState,
          /** Where accusations will be made; the GM or the host's deadline ends it. */
          staredown: {
            meta: phase('staredown'),
            on: {
              ACCUSE: { guard: 'legal', actions: 'accuse' },
              INVESTIGATE: { guard: 'legal', actions: 'investigate' },
              FORFEIT: forfeit,
              END_STAREDOWN: { target: 'settle', actions: endStaredownBy('gm') },
              STAREDOWN_TIMEOUT: {
                guard: 'legal',
                target: 'settle',
                actions: endStaredownBy('deadline'),
              },
            },
          },
          duel: {
            meta: phase('duel'),
            always: { guard: 'duelDecided', ...paidOut('twentyOne') },
            on: {
              DUEL_ROLL: { guard: 'legal', actions: 'duelRoll' },
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
