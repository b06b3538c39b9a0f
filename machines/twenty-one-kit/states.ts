/**
 * What both Twenty-One charts share (Standard mode's, machines/twenty-one/machine.ts; Classic's,
 * machines/twenty-one-classic/machine.ts): a new table's context, the lobby and the time between rounds, the betting,
 * the staredown, the duel and the settlement, with the guards they name and the updates both rulesets make alike.
 * Each ruleset adds its own moves to these states, opens its round its own way and builds its own chart.
 */
import { not } from 'xstate';
import type { At, Drawn } from '../engine/define';
import { phaseMeta } from '../engine/phase';
import { emptyTable } from '../table/context';
import { lobbyState, paidOut, roundOverState, settleAndPayout } from '../table/machine';
import {
  DEFAULT_OPTIONS,
  type TableOptions,
  type TwentyOneContext,
  type TwentyOneInput,
} from './context';
import { bestStanding } from './rules';
import { type Ruleset, STANDARD } from './ruleset';
import type { Phase } from './tableMeta';
import * as update from './updates';

type Ctx = TwentyOneContext;
type On = { context: Ctx };

const phase = phaseMeta<Phase>();

/** The chart's id, which a saved table's states are named under: both rulesets' charts keep it. */
export const CHART = 'twentyOne';

/** A new table's context; the ruleset is recorded but for Standard's, whose tables persist as they always did. */
export const tableContext =
  (rules: Ruleset) =>
  ({ input }: { input?: TwentyOneInput }): Ctx => ({
    ...emptyTable({ ...DEFAULT_OPTIONS, ...input?.options }),
    ...(rules === STANDARD ? {} : { ruleset: rules.id }),
  });

/** The guards the shared states name; each chart adds its `legal` (its own moves' checks). */
export const sharedGuards = {
  nobodyToAct: ({ context }: On) => context.round?.turn === -1,
  tieForBest: ({ context }: On) => bestStanding(context).leaders.length > 1,
  duelDecided: ({ context }: On) => update.duelWinner(context) !== null,
  rollPending: ({ context }: On) => context.round?.rolled != null,
};

/** The updates both rulesets make alike, under the names the shared states give their actions. */
export const sharedUpdates = {
  setStats: update.setStats,
  fold: update.fold,
  reveal: (ctx: Ctx, p: At) =>
    update.reveal(ctx, { at: p.at, staredownSeconds: ctx.options.staredownSeconds }),
  openDuel: update.openDuel,
  payout: update.payout,
};

/** Every option a `SET_OPTIONS` names, whichever ruleset's schema let it through, without the intent's stamp. */
const optionsNamed = ({ event }: { event: object }): Partial<TableOptions> => {
  const {
    type: _t,
    by: _b,
    at: _a,
    dice: _d,
    seat: _s,
    ...options
  } = event as Record<string, unknown>;
  return options as Partial<TableOptions>;
};

/** The lobby, with a ruleset's plain moves there (`plainMoves`: the stats, which change only between rounds). */
export const lobby = <const P extends object>(plain: P) =>
  lobbyState({
    SET_OPTIONS: { actions: { type: 'setOptions', params: optionsNamed } },
    ...plain,
  });

/** The time between rounds, with a ruleset's plain moves there. */
export const roundOver = <const P extends object>(plain: P) => roundOverState(plain);

/**
 * The betting: the seat to act takes one main action, and one skill before it; a roll waits on its roller's
 * decision; accusations and retaliation come out of turn. A ruleset gives its plain moves of a turn (`turn`, its
 * `betting.turn`) and out of turn (`outOfTurn`, its `betting`).
 */
export const bettingState = <const T extends object, const O extends object>(own: {
  turn: T;
  outOfTurn: O;
}) =>
  ({
    meta: phase('betting'),
    initial: 'turn',
    // The reveal is the step's action, not a state of its own: the table goes to the staredown in one step.
    always: { guard: 'nobodyToAct', target: 'staredown', actions: 'reveal' },
    on: own.outOfTurn,
    states: {
      /** A cheat rides with the roll or the hold (Standard); a CHEAT alone is heard only to be refused with why. */
      turn: {
        always: { guard: 'rollPending', target: 'rollDecision' },
        on: {
          // Never taken (its check always refuses here); the target only makes the chart list it, so that it is checked.
          CHEAT: { guard: 'legal', target: 'turn' },
          ...own.turn,
        },
      },
      /** The roller may cheat the die just rolled (or their hole die) before the bust is decided. */
      rollDecision: {
        // An accusation can catch the roller mid-decision; then the decision is gone.
        always: { guard: not('rollPending'), target: 'turn' },
        on: {
          KEEP_ROLL: { guard: 'legal', target: 'turn', actions: 'keepRoll' },
          CHEAT: { guard: 'legal', target: 'turn', actions: 'cheatRoll' },
        },
      },
    },
  }) as const;

/** The staredown's end, by the GM's word or at the host's deadline: its update is told which. */
const endStaredownBy = (by: 'gm' | 'deadline') => ({
  type: 'endStaredown' as const,
  params: ({ event }: { event: Drawn }) => ({ at: event.at, by, dice: event.dice }),
});

/** Where accusations are made: a ruleset's plain moves there (`own`); the GM or the host's deadline ends it. */
export const staredownState = <const O extends object>(own: O) =>
  ({
    meta: phase('staredown'),
    on: {
      ...own,
      END_STAREDOWN: { target: 'settle', actions: endStaredownBy('gm') },
      STAREDOWN_TIMEOUT: { guard: 'legal', target: 'settle', actions: endStaredownBy('deadline') },
    },
  }) as const;

/**
 * The round's tail: settled, a tie for the best goes to a duel (where a ruleset's plain moves there are taken), and
 * the round is paid out on the way out.
 */
export const duelAndSettle = <const P extends object>(plain: P) =>
  ({
    duel: {
      meta: phase('duel'),
      always: { guard: 'duelDecided', ...paidOut(CHART) },
      on: plain,
    },
    ...settleAndPayout(CHART, { guard: 'tieForBest', target: 'duel', open: 'openDuel' }),
  }) as const;
