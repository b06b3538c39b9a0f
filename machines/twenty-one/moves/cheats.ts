/**
 * Standard mode's cheating and its answer: a cheat moves one of your dice, an accusation names a die of
 * another's hand.
 */
import * as v from 'valibot';
import { nothing } from '../../engine/define';
import type { None, ReasonOf } from '../../engine/reason';
import { actingSeat, seatId } from '../../table/intents';
import { purseOf } from '../../table/rules';
import { accusationFee, CHEAT_DELTAS, tableAllowsCheating } from '../rules';
import {
  canRisk,
  checkDice,
  costing,
  dieIndex,
  dieOf,
  handOf,
  perOtherDie,
  seatMove,
  target,
  yourTurn,
} from './shared';
import { goldChars } from '../../engine/headroom';
import { acting, diceOf, type Facts, rivalDice } from '../headroom';

export interface CheatReasons {
  cheatingNeedsSeats: None;
  notYourRoll: None;
  blindDie: None;
  caught: None;
  alreadyAccused: None;
  cannotAffordAccusation: { fee: number; has: number };
}
type CheatReason = ReasonOf<CheatReasons>;

export const cheatMoves = {
  CHEAT: seatMove({
    schema: v.strictObject({
      type: v.literal('CHEAT'),
      die: dieIndex,
      delta: v.picklist(CHEAT_DELTAS, 'a cheat moves a die by 1, 2 or 3 either way'),
      ...actingSeat,
    }),
    /** Not a skill: on your turn, or in the decision right after your roll; Heat is its price, not the turn's skill. */
    ready: (ctx, seat) => {
      const rolled = ctx.round!.rolled;
      if (!tableAllowsCheating(ctx)) return { why: 'cheatingNeedsSeats' } as CheatReason;
      return (
        (rolled
          ? rolled.seat === seat
            ? null
            : ({ why: 'notYourRoll' } as const)
          : yourTurn(ctx, seat)) ?? canRisk(ctx, seat)
      );
    },
    // "Modify one of your dice": any of them but a blind one. A die the others have seen shows them its new face.
    afterReady: (ctx, e) =>
      dieOf(ctx, e.seat, e.die) ??
      (handOf(ctx, e.seat)!.dice[e.die]!.visibility === 'blind'
        ? ({ why: 'blindDie' } as const)
        : null),
    dice: (ctx, e) => ({ d20: checkDice(ctx, e.seat) }),
    offer: {
      seat: (ctx, seat, propose) => {
        ctx.round?.hands[seat]?.dice.forEach((_d, i) => {
          for (const delta of CHEAT_DELTAS) propose({ type: 'CHEAT', die: i, delta }, nothing);
        });
      },
      ceiling: (view: Facts, seat) => [6 * diceOf(view, seat).length * acting(view, seat), 100],
    },
  }),
  ACCUSE: seatMove({
    schema: v.strictObject({
      type: v.literal('ACCUSE'),
      target: seatId,
      die: dieIndex,
      ...actingSeat,
    }),
    ready: (ctx, seat) => {
      const hand = handOf(ctx, seat);
      const fee = accusationFee(ctx.options.ante);
      return (
        (!hand
          ? ({ why: 'notPlaying' } as const)
          : hand.status === 'caught'
            ? ({ why: 'caught' } as const)
            : null) ??
        (hand!.accused ? ({ why: 'alreadyAccused' } as const) : null) ??
        (purseOf(ctx, seat) < fee
          ? ({ why: 'cannotAffordAccusation', fee, has: purseOf(ctx, seat) } as const)
          : null)
      );
    },
    afterReady: (ctx, e) =>
      target(ctx, e.seat, e.target, ['in', 'held', 'busted', 'folded']) ??
      dieOf(ctx, e.target, e.die),
    offer: {
      seat: (ctx, seat, propose) => {
        const fee = costing(accusationFee(ctx.options.ante));
        perOtherDie(ctx, seat, (other, i) =>
          propose({ type: 'ACCUSE', target: other, die: i }, fee),
        );
      },
      ceiling: (view: Facts, seat) => [rivalDice(view, seat), 115 + goldChars(view)],
    },
  }),
};
