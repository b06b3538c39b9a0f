/**
 * Standard mode's cheating and its answer: a cheat moves one of your dice, an accusation names a die of
 * another's hand. A cheat is its own move only in the decision after a roll; on your turn it rides with your
 * roll or your hold (`turnCheat`), so that it makes no request, and no publication, of its own.
 */
import * as v from 'valibot';
import { nothing } from '../../engine/define';
import type { None, ReasonOf } from '../../engine/reason';
import { actingSeat, seatId } from '../../table/intents';
import { purseOf } from '../../table/rules';
import type { TwentyOneContext } from '../context';
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
  type SharedReasons,
  target,
  type TurnCheats,
  yourTurn,
} from './shared';
import { goldChars } from '../../engine/headroom';
import { diceOf, type Facts, rivalDice } from '../headroom';

type Ctx = TwentyOneContext;
type SharedReason = ReasonOf<SharedReasons>;

export interface CheatReasons {
  cheatingNeedsSeats: None;
  notYourRoll: None;
  /** On your turn a cheat is sent with the roll or the hold it goes before, never alone. */
  cheatWithRollOrHold: None;
  blindDie: None;
  caught: None;
  alreadyAccused: None;
  cannotAffordAccusation: { fee: number; has: number };
}
type CheatReason = ReasonOf<CheatReasons>;

const cheatDelta = v.picklist(CHEAT_DELTAS, 'a cheat moves a die by 1, 2 or 3 either way');

/** A cheat on your turn, as the roll or the hold it goes before carries it: the die, and by how much. */
export const turnCheat = v.strictObject({ die: dieIndex, delta: cheatDelta });
export type TurnCheat = v.InferOutput<typeof turnCheat>;

/** Whether this seat may cheat at all now, its turn aside: the table, and the ante a natural 1 costs. */
const mayCheat = (ctx: Ctx, seat: string): CheatReason | SharedReason | null =>
  tableAllowsCheating(ctx) ? canRisk(ctx, seat) : { why: 'cheatingNeedsSeats' };

/** "Modify one of your dice": any of them but a blind one. A die the others have seen shows them its new face. */
const cheatableDie = (ctx: Ctx, seat: string, die: number): CheatReason | SharedReason | null =>
  dieOf(ctx, seat, die) ??
  (handOf(ctx, seat)!.dice[die]!.visibility === 'blind' ? { why: 'blindDie' } : null);

/** Why the roll or hold this seat sends on its turn may not carry `cheat`, or null. */
export const turnCheatRefusal = (ctx: Ctx, seat: string, cheat: TurnCheat) =>
  mayCheat(ctx, seat) ?? cheatableDie(ctx, seat, cheat.die);

/**
 * The cheats this seat's roll or hold may carry now, or undefined: an offer's field, so the view says the candidates
 * once per move, not as a move per die and delta.
 */
export function turnCheats(ctx: Ctx, seat: string): TurnCheats | undefined {
  if (mayCheat(ctx, seat)) return undefined;
  const dice: number[] = [];
  handOf(ctx, seat)?.dice.forEach((d, i) => {
    if (d.visibility !== 'blind') dice.push(i);
  });
  return dice.length > 0 ? { dice, deltas: CHEAT_DELTAS } : undefined;
}

export const cheatMoves = {
  CHEAT: seatMove({
    schema: v.strictObject({
      type: v.literal('CHEAT'),
      die: dieIndex,
      delta: cheatDelta,
      ...actingSeat,
    }),
    /**
     * Not a skill: Heat is its price, not the turn's skill. Alone, only in the decision right after your roll; on
     * your turn, with your roll or hold (`turnCheat`), and the refusal says so once nothing else stands in the way.
     */
    ready: (ctx, seat): CheatReason | SharedReason | null => {
      if (!tableAllowsCheating(ctx)) return { why: 'cheatingNeedsSeats' };
      const rolled = ctx.round!.rolled;
      if (rolled) return rolled.seat === seat ? canRisk(ctx, seat) : { why: 'notYourRoll' };
      return yourTurn(ctx, seat) ?? canRisk(ctx, seat) ?? { why: 'cheatWithRollOrHold' };
    },
    afterReady: (ctx, e) => cheatableDie(ctx, e.seat, e.die),
    dice: (ctx, e) => ({ d20: checkDice(ctx, e.seat) }),
    offer: {
      seat: (ctx, seat, propose) => {
        ctx.round?.hands[seat]?.dice.forEach((_d, i) => {
          for (const delta of CHEAT_DELTAS) propose({ type: 'CHEAT', die: i, delta }, nothing);
        });
      },
      // Alone only in the decision on a roll: on the seat's turn a cheat rides with its roll or hold.
      ceiling: (view: Facts, seat) => [
        view.deciding === seat ? CHEAT_DELTAS.length * diceOf(view, seat).length : 0,
        100,
      ],
    },
  }),
  ACCUSE: seatMove({
    phases: ['betting', 'staredown'],
    update: 'accuse',
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
