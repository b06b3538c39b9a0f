/**
 * In Between, declared for the engine: every intent once, with its schema
 * (intents.ts), who may send it, its refusal check (checks.ts), the
 * dice it needs and how it is offered.
 */
import { declare, defineGame, nothing } from '../engine/define';
import { lobbyDeclarations as lobby } from '../table/intents';
import { purseOf } from '../table/rules';
import { controllerOf } from '../table/view';
import { calledOn, checks } from './checks';
import { DICE, type InBetweenContext } from './context';
import { schemas } from './intents';
import { inBetweenMachine } from './machine';
import {
  doubledStake,
  doublesCost,
  minimumSideBet,
  sidesOf,
  stakeOf,
  wagerRange,
  waitingOn,
} from './rules';
import { viewTable, type ActionView } from './view';

export type { InBetweenView } from './view';
export type { InBetweenIntent, InBetweenEvent } from './intents';
export type { InBetweenContext, InBetweenOptions } from './context';

const intent = declare<InBetweenContext>();

const intents = {
  ...lobby,
  SET_OPTIONS: intent({ ...lobby.SET_OPTIONS, schema: schemas.SET_OPTIONS }),
  START_ROUND: intent({ ...lobby.START_ROUND, check: checks.START_ROUND }),
  NEXT_ROUND: intent({ ...lobby.NEXT_ROUND, check: checks.NEXT_ROUND }),
  ROLL: intent({
    schema: schemas.ROLL,
    authority: 'seat',
    check: checks.ROLL,
    dice: () => ({ d20: DICE.length }),
    offer: {
      seat: (ctx, seat, propose) => {
        for (const between of DICE)
          propose({ type: 'ROLL', between }, () => ({
            amount: wagerRange(ctx, seat),
            cost: ctx.options.ante,
          }));
      },
    },
  }),
  ROLL_SURROUNDS: intent({
    schema: schemas.ROLL_SURROUNDS,
    authority: 'seat',
    check: checks.ROLL_SURROUNDS,
    dice: () => ({ d20: 2 }),
    offer: { seat: (_ctx, _seat, propose) => propose({ type: 'ROLL_SURROUNDS' }, nothing) },
  }),
  ROLL_BETWEEN: intent({
    schema: schemas.ROLL_BETWEEN,
    authority: 'seat',
    check: checks.ROLL_BETWEEN,
    dice: () => ({ d20: 1 }),
    offer: { seat: (_ctx, _seat, propose) => propose({ type: 'ROLL_BETWEEN' }, nothing) },
  }),
  ACCEPT_LOSS: intent({
    schema: schemas.ACCEPT_LOSS,
    authority: 'seat',
    check: checks.ACCEPT_LOSS,
    offer: { seat: (_ctx, _seat, propose) => propose({ type: 'ACCEPT_LOSS' }, nothing) },
  }),
  ROLL_AGAIN: intent({
    schema: schemas.ROLL_AGAIN,
    authority: 'seat',
    check: checks.ROLL_AGAIN,
    // The re-roll throws again what came up doubles: all three dice, or the two surrounds.
    dice: (ctx) => ({ d20: doublesCost(ctx.round!.mode) === 'between' ? DICE.length : 2 }),
    offer: {
      seat: (ctx, _seat, propose) =>
        propose({ type: 'ROLL_AGAIN' }, () => ({
          cost: stakeOf(ctx.round!),
          stake: doubledStake(ctx.round!),
        })),
    },
  }),
  SIDE_BET: intent({
    schema: schemas.SIDE_BET,
    authority: 'seat',
    check: checks.SIDE_BET,
    ready: calledOn,
    offer: {
      seat: (ctx, seat, propose) => {
        const amount = { min: minimumSideBet(ctx.options.ante), max: purseOf(ctx, seat) };
        const offered = () => ({ amount, cost: amount.min });
        for (const on of sidesOf(ctx.round!.mode))
          propose({ type: 'SIDE_BET', on, amount: amount.min }, offered);
      },
    },
  }),
  NO_BET: intent({
    schema: schemas.NO_BET,
    authority: 'seat',
    check: checks.NO_BET,
    ready: calledOn,
    offer: { seat: (_ctx, _seat, propose) => propose({ type: 'NO_BET' }, nothing) },
  }),
};

/** In Between: three d20s, one or two players, and the table's side bets. */
export const inBetween = defineGame<
  typeof inBetweenMachine,
  typeof intents,
  ReturnType<typeof viewTable>,
  ActionView
>({
  id: 'in-between',
  machine: inBetweenMachine,
  intents,
  controllerOf,
  seats: (snapshot) => snapshot.context.seats,
  view: viewTable,
  waitingOn: (snapshot) => waitingOn(snapshot.context),
});
