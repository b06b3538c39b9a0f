/**
 * Three-Dragon Ante, declared for the engine: every intent once, with its
 * schema (intents.ts), who may send it, its refusal check
 * (checks.ts), the dice it needs and how it is offered.
 */
import { declare, defineGame, nothing } from '../engine/define';
import { lobbyDeclarations as lobby } from '../table/intents';
import { purseOf } from '../table/rules';
import { controllerOf } from '../table/view';
import { checks, type AnteReason } from './checks';
import type { AnteContext } from './context';
import { schemas } from './intents';
import { anteMachine } from './machine';
import { dealDemand, highestStake, raiseRange, seatToAct } from './rules';
import { viewTable, waitingOn, type ActionView } from './view';

export type { AnteView, SeatView as AnteSeatView } from './view';
export type { AnteIntent, AnteEvent } from './intents';
export type { AnteContext, AnteOptions } from './context';
export type { AnteReasons, AnteReason } from './checks';

const intent = declare<AnteContext>();

/** Only the seat the table waits on has moves. */
const onMove = (ctx: AnteContext, seat: string): AnteReason | null =>
  seatToAct(ctx) === seat ? null : { why: 'notYourMove' };
const stakeOf = (ctx: AnteContext, seat: string) => ctx.round!.hands[seat]!.stake;

const intents = {
  ...lobby,
  SET_OPTIONS: intent({ schema: schemas.SET_OPTIONS, authority: 'gm' }),
  START_ROUND: intent({
    ...lobby.START_ROUND,
    check: checks.START_ROUND,
    dice: dealDemand,
    offer: { gm: true },
  }),
  NEXT_ROUND: intent({
    ...lobby.NEXT_ROUND,
    check: checks.NEXT_ROUND,
    dice: dealDemand,
    offer: { gm: true },
  }),
  VOID_ROUND: intent({ ...lobby.VOID_ROUND, offer: { gm: true } }),
  REVEAL: intent({
    schema: schemas.REVEAL,
    authority: 'seat',
    check: checks.REVEAL,
    ready: onMove,
    offer: {
      seat: (ctx, seat, propose) => {
        const hand = ctx.round!.hands[seat]!;
        hand.dice.forEach((_face, die) => propose({ type: 'REVEAL', die }, nothing));
      },
    },
  }),
  RAISE: intent({
    schema: schemas.RAISE,
    authority: 'seat',
    check: checks.RAISE,
    ready: onMove,
    offer: {
      seat: (ctx, seat, propose) => {
        const range = raiseRange(ctx, seat);
        if (!range) return;
        const stake = stakeOf(ctx, seat);
        // The smallest raise, one more opening bet, and everything: the panel's field takes any stake between.
        const stakes = [
          ...new Set(
            [range.min, range.min + ctx.options.ante, range.max].filter((to) => to <= range.max),
          ),
        ];
        for (const to of stakes) {
          const allIn = to === range.max;
          propose({ type: 'RAISE', to }, () => ({ cost: to - stake, ...(allIn ? { allIn } : {}) }));
        }
      },
    },
  }),
  MATCH: intent({
    schema: schemas.MATCH,
    authority: 'seat',
    check: checks.MATCH,
    ready: onMove,
    offer: {
      seat: (ctx, seat, propose) => {
        const owed = highestStake(ctx.round!) - stakeOf(ctx, seat);
        const left = purseOf(ctx, seat);
        propose({ type: 'MATCH' }, () =>
          left < owed ? { cost: left, owed, allIn: true as const } : { cost: owed },
        );
      },
    },
  }),
  FOLD: intent({
    schema: schemas.FOLD,
    authority: 'seat',
    check: checks.FOLD,
    ready: onMove,
    offer: {
      seat: (ctx, seat, propose) =>
        propose({ type: 'FOLD' }, () => ({ loses: stakeOf(ctx, seat) })),
    },
  }),
};

/** Three-Dragon Ante: five hidden d12s, revealed one a round, with betting from the second. */
export const threeDragonAnte = defineGame<
  typeof anteMachine,
  typeof intents,
  ReturnType<typeof viewTable>,
  ActionView
>({
  id: 'three-dragon-ante',
  machine: anteMachine,
  intents,
  controllerOf,
  seats: (snapshot) => snapshot.context.seats,
  view: viewTable,
  waitingOn,
});
