/**
 * Tavern Twenty-One, Standard mode, as one statechart:
 * lobby → round (antes and the opening dice as it opens; cut → betting → staredown, the reveal on the way in → settle → duel?, paid out on the way out) → roundOver → round or lobby.
 *
 * The states Standard shares with Classic are the kit's (machines/twenty-one-kit/states.ts); Standard adds its Cut,
 * its turn cheats, skills and side bets. The kit's `moves/` says why not; `updates.ts` says what changes. Dice arrive
 * in each event (see engine/dice.ts), so the chart is pure and a round replays exactly from its events.
 */
import { actionsFrom, legalGuard, plainMoves, setup } from '../engine/chart';
import type { Drawn } from '../engine/define';
import { phaseMeta } from '../engine/phase';
import { roundTransitions, tableActions } from '../table/machine';
import * as bumping from '../twenty-one-kit/bump';
import * as cheating from '../twenty-one-kit/cheats';
import type { TwentyOneContext, TwentyOneInput } from '../twenty-one-kit/context';
import { moves, refusal, type TwentyOneEvent } from '../twenty-one-kit/moves';
import { STANDARD } from '../twenty-one-kit/ruleset';
import * as skill from '../twenty-one-kit/skills';
import {
  bettingState,
  CHART,
  duelAndSettle,
  lobby,
  roundOver,
  sharedGuards,
  sharedUpdates,
  staredownState,
  tableContext,
} from '../twenty-one-kit/states';
import * as update from '../twenty-one-kit/updates';
import type { Phase } from './meta';

type Ctx = TwentyOneContext;

const phase = phaseMeta<Phase>();
/** The moves each phase takes as declared, with no target of their own. */
const plain = plainMoves(moves);

/** A Standard move the table would now refuse: a move a turn cheat carried lapses then. */
const refusedNow = (ctx: Ctx, p: object) => refusal(ctx, p as TwentyOneEvent) !== null;

/** Standard's own updates beside the kit's: its deal and Cut, its turn cheats, skills, profiles and side bets. */
const standardUpdates = {
  // The antes, then the opening dice, in one update: a round opens in one step of the chart.
  openRound: (ctx: Ctx, p: Drawn) => update.dealOpening(update.collectAntes(ctx, p), p),
  takeCut: update.takeCut,
  passCut: update.passCut,
  buyDie: cheating.withTurnCheat(update.buyDie, refusedNow),
  hold: cheating.withTurnCheat(update.hold, refusedNow),
  keepRoll: update.settleRoll,
  cheatRoll: update.cheatRoll,
  goad: skill.goad,
  bump: bumping.bump,
  retaliate: bumping.retaliate,
  retaliationTimeout: bumping.retaliationTimeout,
  foresight: skill.foresight,
  profile: cheating.profile,
  accuse: cheating.accuse,
  sideBet: skill.sideBet,
  endStaredown: update.endStaredown,
  duelRoll: update.duelRoll,
};

export const twentyOneMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as TwentyOneEvent,
    input: {} as TwentyOneInput,
  },
  guards: {
    /** The intent passes every rule check for the state it arrives in. */
    legal: legalGuard(refusal),
    ...sharedGuards,
  },
  actions: {
    ...tableActions<Ctx, TwentyOneEvent>(),
    ...actionsFrom<Ctx, TwentyOneEvent>()({ ...sharedUpdates, ...standardUpdates }),
  },
}).createMachine({
  id: CHART,
  context: tableContext(STANDARD),
  initial: 'lobby',
  states: {
    lobby: lobby(plain('lobby')),
    round: {
      tags: ['round'],
      entry: 'openRound',
      initial: 'cut',
      on: roundTransitions,
      states: {
        /** The lowest visible die may re-roll one die, once, before the betting. */
        cut: {
          meta: phase('cut'),
          on: {
            CUT_REROLL: { guard: 'legal', target: 'betting', actions: 'takeCut' },
            CUT_PASS: { guard: 'legal', target: 'betting', actions: 'passCut' },
          },
        },
        betting: bettingState({ turn: plain('betting.turn'), outOfTurn: plain('betting') }),
        staredown: staredownState(plain('staredown')),
        ...duelAndSettle(plain('duel')),
      },
    },
    roundOver: roundOver(plain('roundOver')),
  },
});

export type TwentyOneMachine = typeof twentyOneMachine;
