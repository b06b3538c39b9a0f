/**
 * Tavern Twenty-One, Classic, as one statechart:
 * lobby → round (antes as it opens; opener → betting → staredown, the reveal on the way in → settle → duel?, paid out on the way out) → roundOver → round or lobby.
 *
 * The states Classic shares with Standard mode are the kit's (machines/twenty-one-kit/states.ts); Classic adds its
 * opener, its investigations and the GM's forfeit, and makes its own hit, keep, cheat, Goad, Bump, accusation,
 * staredown's end and duel (updates.ts). Its moves (moves/) say why not.
 */
import { actionsFrom, legalGuard, plainMoves, setup } from '../engine/chart';
import type { Drawn } from '../engine/define';
import { phaseMeta } from '../engine/phase';
import { roundTransitions, tableActions } from '../table/machine';
import type { TwentyOneContext, TwentyOneInput } from '../twenty-one-kit/context';
import { CLASSIC } from '../twenty-one-kit/ruleset';
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
import type { Phase } from '../twenty-one-kit/tableMeta';
import { type ClassicEvent, classicMoves, classicRefusal } from './moves';
import * as classic from './updates';

type Ctx = TwentyOneContext;

const phase = phaseMeta<Phase>();

/** The moves each phase takes as declared, with no target of their own (the GM's forfeit among them). */
const plain = plainMoves(classicMoves);

/** Classic's own updates beside the kit's. */
const classicUpdates = {
  // The antes, then the opener begins, in one update: a round opens in one step of the chart.
  openRound: (ctx: Ctx, p: Drawn) => classic.beginOpener(update.collectAntes(ctx, p), p),
  open: classic.open,
  investigate: classic.investigate,
  forfeit: classic.forfeit,
  buyDie: classic.hit,
  // Classic's hold carries no cheat (its schema has none).
  hold: update.hold,
  keepRoll: classic.keep,
  cheatRoll: classic.cheat,
  goad: classic.goad,
  bump: classic.bump,
  retaliate: classic.retaliate,
  retaliationTimeout: classic.retaliationTimeout,
  accuse: classic.accuse,
  endStaredown: classic.endStaredown,
  duelRoll: classic.duelRoll,
};

export const classicMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as ClassicEvent,
    input: {} as TwentyOneInput,
  },
  guards: {
    /** The intent passes every rule check for the state it arrives in. */
    legal: legalGuard(classicRefusal),
    /** Every opener is rolled and kept: betting has its order. */
    openerDone: ({ context }) => (context.round?.order.length ?? 0) > 0,
    ...sharedGuards,
  },
  actions: {
    ...tableActions<Ctx, ClassicEvent>(),
    ...actionsFrom<Ctx, ClassicEvent>()({ ...sharedUpdates, ...classicUpdates }),
  },
}).createMachine({
  id: CHART,
  context: tableContext(CLASSIC),
  initial: 'lobby',
  states: {
    lobby: lobby(plain('lobby')),
    round: {
      tags: ['round'],
      entry: 'openRound',
      initial: 'opener',
      on: roundTransitions,
      states: {
        /** Each seat in turn rolls two dice of its choice, then keeps or cheats them. */
        opener: {
          meta: phase('opener'),
          always: { guard: 'openerDone', target: 'betting' },
          on: plain('opener'),
        },
        betting: bettingState({ turn: plain('betting.turn'), outOfTurn: plain('betting') }),
        staredown: staredownState(plain('staredown')),
        ...duelAndSettle(plain('duel')),
      },
    },
    roundOver: roundOver(plain('roundOver')),
  },
});

export type ClassicMachine = typeof classicMachine;
