/** Standard mode's staredown and duel: the GM's end of it, the host's deadline, and a duelist's roll. */
import * as v from 'valibot';
import type { None, ReasonOf } from '../../engine/reason';
import { duelD4s, hitCount } from '../rules';
import { handOf, intent, just, seatAct } from './shared';
import { oneLine } from '../../engine/headroom';

export interface DuelReasons {
  staredownRuns: { seconds: number };
  notDuelist: None;
  duelRolled: None;
}
type DuelReason = ReasonOf<DuelReasons>;

export const duelMoves = {
  END_STAREDOWN: intent({
    schema: v.strictObject({ type: v.literal('END_STAREDOWN') }),
    authority: 'gm',
    offer: { gm: true },
  }),
  STAREDOWN_TIMEOUT: intent({
    schema: v.strictObject({ type: v.literal('STAREDOWN_TIMEOUT') }),
    authority: 'host',
    check: (ctx, e): DuelReason | null => {
      const endsAt = ctx.round?.staredownEndsAt ?? Infinity;
      return e.at >= endsAt
        ? null
        : { why: 'staredownRuns', seconds: Math.ceil((endsAt - e.at) / 1000) };
    },
  }),
  DUEL_ROLL: intent({
    phases: ['duel'],
    update: 'duelRoll',
    schema: seatAct('DUEL_ROLL'),
    authority: 'seat',
    check: (ctx, e): DuelReason | null => {
      const duel = ctx.round?.duel;
      if (!duel || !e.seat || !duel.duelists.includes(e.seat)) return { why: 'notDuelist' };
      return duel.rolls.some((r) => r.seat === e.seat) ? { why: 'duelRolled' } : null;
    },
    dice: (ctx, e) => ({ d20: 1, d4: duelD4s(ctx, hitCount(handOf(ctx, e.seat)!)) }),
    offer: { seat: just('DUEL_ROLL'), ceiling: oneLine(31) },
  }),
};
