/**
 * Classic's staredown and duel: investigating the table (Read the Table, an Arcane Scan), accusing a seat, the
 * GM's house rule that violence forfeits a round, the staredown's end (which may open a duel's contest) and a
 * duelist's roll.
 */
import * as v from 'valibot';
import type { None, ReasonOf } from '../../engine/reason';
import { actingSeat, seatId } from '../../table/intents';
import { purseOf } from '../../table/rules';
import type { Hand, TwentyOneContext } from '../../twenty-one-kit/context';
import { moves as standard } from '../../twenty-one-kit/moves';
import { nothing } from '../../engine/define';
import { againstSeat } from '../../twenty-one-kit/checkOdds';
import {
  checking,
  costing,
  handOf,
  intent,
  seatMove,
  target,
} from '../../twenty-one-kit/moves/shared';
import { accusationFee, modifier } from '../../twenty-one-kit/rules';
import { INVESTIGATIONS, type InvestigationKind, investigationFee, tieAtEnd } from '../rules';
import { goldChars, oneLine } from '../../engine/headroom';
import type { Facts } from '../../twenty-one-kit/headroom';

type Ctx = TwentyOneContext;

export interface StaredownReasons {
  forfeited: None;
  cannotAffordInvestigation: { fee: number; has: number };
  accusationsInStaredown: None;
  /** `kind`: the investigation made already ('read', 'scan'). */
  alreadyInvestigated: { kind: string };
}
type StaredownReason = ReasonOf<StaredownReasons>;

/** A seat of the round that can still answer for itself (not caught, not forfeited). */
function standsAtTable(ctx: Ctx, seat: string) {
  const hand = handOf(ctx, seat);
  if (!hand) return { why: 'notPlaying' } as const;
  if (hand.status === 'caught') return { why: 'caught' } as const;
  return hand.status === 'forfeited' ? ({ why: 'forfeited' } as const) : null;
}

/** Whom a forfeit may fall on: a seat still standing in the round. */
const FORFEITABLE: readonly Hand['status'][] = ['in', 'held'];

/** "The GM rolls 1d6" for the duel's contest, when the staredown's end opens one. */
const contestDie = (ctx: Ctx) => (tieAtEnd(ctx) ? { d6: 1 } : {});

export const staredownMoves = {
  /** Read the Table (Insight vs Tell DCs) or an Arcane Scan (Arcana vs Residue DCs). */
  INVESTIGATE: seatMove({
    phases: ['staredown'],
    update: 'investigate',
    schema: v.strictObject({
      type: v.literal('INVESTIGATE'),
      kind: v.picklist(['read', 'scan'], 'Read the Table or make an Arcane Scan'),
      ...actingSeat,
    }),
    ready: (ctx, seat) => {
      const fee = investigationFee(ctx.options.ante);
      return (
        standsAtTable(ctx, seat) ??
        (purseOf(ctx, seat) < fee
          ? ({ why: 'cannotAffordInvestigation', fee, has: purseOf(ctx, seat) } as const)
          : null)
      );
    },
    afterReady: (ctx, e): StaredownReason | null =>
      ctx.round?.classic?.investigations.some((i) => i.by === e.seat && i.kind === e.kind)
        ? { why: 'alreadyInvestigated', kind: e.kind }
        : null,
    dice: () => ({ d20: 1 }),
    offer: {
      seat: (ctx, _seat, propose) => {
        const cost = investigationFee(ctx.options.ante);
        for (const kind of Object.keys(INVESTIGATIONS) as InvestigationKind[]) {
          const offered = { cost, stat: INVESTIGATIONS[kind].stat };
          propose({ type: 'INVESTIGATE', kind }, () => offered);
        }
      },
      ceiling: (view: Facts) => [2, 100 + goldChars(view)],
    },
  }),
  ACCUSE: seatMove({
    phases: ['betting', 'staredown'],
    update: 'accuse',
    schema: v.strictObject({ type: v.literal('ACCUSE'), target: seatId, ...actingSeat }),
    ready: (ctx, seat) => {
      const fee = accusationFee(ctx.options.ante);
      return (
        (ctx.round?.revealed ? null : ({ why: 'accusationsInStaredown' } as const)) ??
        standsAtTable(ctx, seat) ??
        (handOf(ctx, seat)!.accused ? ({ why: 'alreadyAccused' } as const) : null) ??
        (purseOf(ctx, seat) < fee
          ? ({ why: 'cannotAffordAccusation', fee, has: purseOf(ctx, seat) } as const)
          : null)
      );
    },
    afterReady: (ctx, e) => target(ctx, e.seat, e.target, ['in', 'held', 'busted']),
    offer: {
      seat: (ctx, seat, propose) => {
        const fee = costing(accusationFee(ctx.options.ante));
        for (const other of ctx.seats)
          if (other.id !== seat) propose({ type: 'ACCUSE', target: other.id }, fee);
      },
      ceiling: (view: Facts) => [view.seats.length - 1, 106 + goldChars(view)],
    },
  }),
  /** The GM's house rule: violence at the table forfeits a seat's round. Offered to the GM: one ruling per seat it may fall on. */
  FORFEIT: intent({
    phases: ['opener', 'betting', 'staredown'],
    update: 'forfeit',
    schema: v.strictObject({ type: v.literal('FORFEIT'), target: seatId }),
    authority: 'gm',
    check: (ctx, e) => target(ctx, undefined, e.target, FORFEITABLE),
    offer: {
      gm: true,
      propose: (ctx, propose) => {
        for (const seat of ctx.seats) {
          const status = handOf(ctx, seat.id)?.status;
          if (status && FORFEITABLE.includes(status))
            propose({ type: 'FORFEIT', target: seat.id }, nothing);
        }
      },
      ceiling: (view: Facts) => [view.seats.length, 107],
    },
  }),
  END_STAREDOWN: intent({ ...standard.END_STAREDOWN, dice: contestDie }),
  STAREDOWN_TIMEOUT: intent({ ...standard.STAREDOWN_TIMEOUT, dice: contestDie }),
  DUEL_ROLL: intent({
    ...standard.DUEL_ROLL,
    dice: () => ({ d20: 1 }),
    // "Players roll 1d20 + Stat": the seat knows its own modifier of the contest's stat, not the other duelists'.
    offer: {
      seat: (ctx, seat, propose) => {
        const stat = ctx.round?.classic?.contest?.stat;
        propose(
          { type: 'DUEL_ROLL' },
          stat ? checking(againstSeat(stat, modifier(ctx, seat, stat), stat, 'normal')) : nothing,
        );
      },
      ceiling: oneLine(115),
    },
  }),
};
