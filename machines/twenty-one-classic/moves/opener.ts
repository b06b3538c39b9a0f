/**
 * Classic's opener and its cheat: "each player rolls 2 dice of their choice", then keeps them or cheats a die
 * just rolled to a face of the cheater's choosing, by a method that leaves a Tell or a Residue.
 */
import * as v from 'valibot';
import { addDemand, DIE_SIDES } from '../../engine/dice';
import { nothing } from '../../engine/define';
import type { None, ReasonOf } from '../../engine/reason';
import { actingSeat } from '../../table/intents';
import type { TwentyOneContext } from '../../twenty-one-kit/context';
import { dieIndex, handOf, intent, seatMove } from '../../twenty-one-kit/moves/shared';
import { BUYABLE_DICE, modifier, TARGET } from '../../twenty-one-kit/rules';
import { totalAfter } from '../faces';
import {
  CHEAT_METHODS,
  type CheatMethod,
  cheatKind,
  FUMBLE_BELOW,
  openerBustChance,
  toOpen,
} from '../rules';
import { acting, diceOf, type Facts } from '../../twenty-one-kit/headroom';

type Ctx = TwentyOneContext;

export interface OpenerReasons {
  cheatOnlyAfterRoll: None;
  cheatOnlyThatDie: None;
  /** The kind of the die cheated, and the face asked of it. */
  noSuchFace: { die: string; face: number };
  alreadyShows: { die: string; face: number };
  keepOrCheatFirst: None;
  /** The seat deciding on the opener it just rolled. */
  awaitingOpenerDecision: { seat: string };
  notYourOpener: { seat: string };
  openersDone: None;
}
type OpenerReason = ReasonOf<OpenerReasons>;

const buyable = v.picklist(BUYABLE_DICE, 'choose a d20, d10, d8, d6 or d4');

/** "If your check is < 10, you are caught immediately": the share of the d20's faces whose total falls short (physical only). */
export function caughtChance(ctx: TwentyOneContext, seat: string, method: CheatMethod): number {
  if (cheatKind(method) === 'magical') return 0;
  const bonus = modifier(ctx, seat, method);
  let short = 0;
  for (let face = 1; face <= DIE_SIDES.d20; face++) if (face + bonus < FUMBLE_BELOW) short++;
  return short / DIE_SIDES.d20;
}

/** The faces a seat deciding on its roll may cheat the dice just rolled to (the opener's two at most): each but one. */
const facesToCheat = (view: Facts, seat: string) =>
  diceOf(view, seat)
    .slice(-2)
    .reduce((n, d) => n + DIE_SIDES[d.die as keyof typeof DIE_SIDES] - 1, 0);

export const openerMoves = {
  /** "Each player rolls 2 dice of their choice": the first shown, the second the hole die. */
  OPEN: seatMove({
    phases: ['opener'],
    update: 'open',
    schema: v.strictObject({
      type: v.literal('OPEN'),
      shown: buyable,
      hole: buyable,
      ...actingSeat,
    }),
    ready: (ctx, seat): OpenerReason | null => {
      const next = toOpen(ctx);
      const rolled = ctx.round?.rolled;
      if (rolled)
        return rolled.seat === seat
          ? { why: 'keepOrCheatFirst' }
          : { why: 'awaitingOpenerDecision', seat: rolled.seat };
      return next === seat
        ? null
        : next
          ? { why: 'notYourOpener', seat: next }
          : { why: 'openersDone' };
    },
    afterReady: () => null,
    dice: (_ctx, e) => addDemand({ [e.shown]: 1 }, { [e.hole]: 1 }),
    // Each pair with its chance to bust, the same for every seat: an opener lands on an empty hand.
    offer: {
      seat: (_ctx, _seat, propose) => {
        for (const shown of BUYABLE_DICE) {
          for (const hole of BUYABLE_DICE)
            propose({ type: 'OPEN', shown, hole }, () => ({
              bustChance: openerBustChance(shown, hole),
            }));
        }
      },
      exact: true,
      ceiling: (view: Facts, seat) => [25 * acting(view, seat), 86],
    },
  }),
  CHEAT: intent({
    phases: ['opener'],
    update: 'cheatRoll',
    schema: v.strictObject({
      type: v.literal('CHEAT'),
      die: dieIndex,
      face: v.pipe(
        v.number(),
        v.integer('a die shows a whole number'),
        v.minValue(1, 'a die shows at least 1'),
        v.maxValue(20, 'a die shows at most 20'),
      ),
      method: v.picklist(
        CHEAT_METHODS,
        'cheat with Sleight of Hand, Deception or a spellcasting check',
      ),
      ...actingSeat,
    }),
    authority: 'seat',
    check: (ctx: Ctx, e): OpenerReason | null => {
      const rolled = ctx.round!.rolled;
      if (rolled?.seat !== e.seat) return { why: 'cheatOnlyAfterRoll' };
      const dice = handOf(ctx, e.seat)!.dice;
      if (e.die < rolled.die || e.die >= dice.length) return { why: 'cheatOnlyThatDie' };
      const die = dice[e.die]!;
      if (e.face > DIE_SIDES[die.die]) return { why: 'noSuchFace', die: die.die, face: e.face };
      return die.face === e.face ? { why: 'alreadyShows', die: die.die, face: e.face } : null;
    },
    dice: () => ({ d20: 1 }),
    /**
     * A cheat for each die just rolled, each face it does not show that keeps the hand at 21 or under (a cheat
     * that busts its own cheater is legal, but no move to offer), each way of cheating, with its risk of being
     * caught at once.
     */
    offer: {
      seat: (ctx, seat, propose) => {
        const rolled = ctx.round?.rolled;
        if (rolled?.seat !== seat) return;
        const hand = ctx.round!.hands[seat]!;
        const opener = ctx.round!.order.length === 0;
        const priced = new Set<string>();
        for (let i = rolled.die; i < hand.dice.length; i++) {
          const d = hand.dice[i]!;
          for (let face = 1; face <= DIE_SIDES[d.die]; face++) {
            if (face === d.face || totalAfter(hand, i, face, opener) > TARGET) continue;
            for (const method of CHEAT_METHODS) {
              // The risk is the way's alone, whatever the die and face: said once, on its first offer, since
              // a seat's view is padded to a bound and up to 57 cheats are offered.
              const chance = priced.has(method) ? 0 : caughtChance(ctx, seat, method);
              priced.add(method);
              propose(
                { type: 'CHEAT', die: i, face, method },
                chance > 0 ? () => ({ caughtChance: chance }) : nothing,
              );
            }
          }
        }
      },
      exact: true,
      ceiling: (view: Facts, seat) => [
        view.deciding === seat ? 3 * facesToCheat(view, seat) : 0,
        125,
      ],
    },
  }),
};
