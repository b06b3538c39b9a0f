/**
 * The dealer's buttons, when the GM plays the dealer: the choice is forced
 * (hit on 15 or less, stay on 16 or more), the GM only presses it.
 */
import type { Phase } from '../meta';
import * as v from 'valibot';
import { declare } from '../../engine/define';
import type { None, ReasonOf } from '../../engine/reason';
import type { BlackBaronContext } from '../context';
import { DEALER_STAYS_ON, dealerMustHit, MAX_DICE } from '../rules';

/** Why the GM's press of a dealer's button is refused. */
export interface DealerReasons {
  dealerFull: { dice: number };
  /** The dealer must stay on `total` or more. */
  dealerMustStay: { total: number };
  dealerSecondDie: None;
  /** The dealer must hit on `total` or less. */
  dealerMustHit: { total: number };
}
type Refusal = ReasonOf<DealerReasons>;
type Ctx = BlackBaronContext;

const dealerDiceOf = (ctx: Ctx): number[] => ctx.round?.dealer?.dice ?? [];

const intent = declare<Ctx, Phase>();

export const dealerMoves = {
  DEALER_HIT: intent({
    phases: ['dealer'],
    update: 'dealerHit',
    schema: v.strictObject({ type: v.literal('DEALER_HIT') }),
    authority: 'gm',
    check: (ctx): Refusal | null => {
      const dice = dealerDiceOf(ctx);
      if (dealerMustHit(dice)) return null;
      return dice.length >= MAX_DICE
        ? { why: 'dealerFull', dice: MAX_DICE }
        : { why: 'dealerMustStay', total: DEALER_STAYS_ON };
    },
    dice: () => ({ d10: 1 }),
    offer: { gm: true },
  }),
  DEALER_STAY: intent({
    schema: v.strictObject({ type: v.literal('DEALER_STAY') }),
    authority: 'gm',
    check: (ctx): Refusal | null => {
      const dice = dealerDiceOf(ctx);
      if (!dealerMustHit(dice)) return null;
      return dice.length < 2
        ? { why: 'dealerSecondDie' }
        : { why: 'dealerMustHit', total: DEALER_STAYS_ON - 1 };
    },
    offer: { gm: true },
  }),
};
