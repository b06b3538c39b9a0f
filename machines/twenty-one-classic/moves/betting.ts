/**
 * Classic's turn: "On your turn, choose one: HIT, HOLD, GOAD, BUMP", and the hit a Goad's loser owes, at the
 * ante. Classic has no tab. The shapes are Standard mode's (../../moves/), less the cheat Standard's roll and hold
 * may carry (Classic cheats only in the decision after a roll); the checks, dice and prices Classic's.
 */
import type * as v from 'valibot';
import { addDemand } from '../../engine/dice';
import type { Reason } from '../../engine/define';
import type { None, ReasonOf } from '../../engine/reason';
import { purseOf } from '../../table/rules';
import type { TwentyOneContext } from '../../twenty-one-kit/context';
import { moves as standard } from '../../twenty-one-kit/moves';
import { rollSchema } from '../../twenty-one-kit/moves/betting';
import {
  checking,
  dieOf,
  handOf,
  intent,
  just,
  type Offer,
  perOtherDie,
  seatAct,
  seatMove,
  target,
  yourTurn,
} from '../../twenty-one-kit/moves/shared';
import { goadCeiling, goadOffers } from '../../twenty-one-kit/moves/skills';
import { againstSeat } from '../../twenty-one-kit/checkOdds';
import {
  BUYABLE_DICE,
  bustChance,
  handTotal,
  modifier,
  rollCost,
} from '../../twenty-one-kit/rules';
import { forcedHitter } from '../rules';
import { goldChars, oneLine } from '../../engine/headroom';
import { acting, type Facts, rivalDice } from '../../twenty-one-kit/headroom';

type Ctx = TwentyOneContext;

export interface BettingReasons {
  mustHitFirst: None;
  /** A Goad's loser, whom the table waits on to pay the ante and hit. */
  awaitingForcedHit: { seat: string };
  /** This move (a Goad, a Bump) was played already this round, at a table that plays each once a round. */
  onceARound: None;
  noTab: None;
}
type BettingReason = ReasonOf<BettingReasons>;

/** Your turn, unless the table waits on a Goad's loser to hit. */
export function classicTurn(ctx: Ctx, seat: string) {
  const forced = forcedHitter(ctx);
  if (forced === seat) return { why: 'mustHitFirst' } as const;
  if (forced) return { why: 'awaitingForcedHit', seat: forced } as const;
  return yourTurn(ctx, seat);
}

/**
 * "On your turn, choose one: HIT, HOLD, GOAD, BUMP." sets no limit a round; a table may play each of Goad and Bump
 * once a round (the `goadBumpOnceARound` option, docs/rules/twenty-one-classic.md).
 */
function onceARound(ctx: Ctx, seat: string, skill: 'GOAD' | 'BUMP'): BettingReason | null {
  if (!ctx.options.goadBumpOnceARound) return null;
  return handOf(ctx, seat)?.skillsUsed.includes(skill) ? { why: 'onceARound' } : null;
}

const NO_TAB: BettingReason = { why: 'noTab' };

type Hit = v.InferOutput<typeof rollSchema> & { seat: string };
/** A Goad's loser hits whatever their turn; anyone else on their turn. */
const hitReady = (ctx: Ctx, seat: string): Reason | null =>
  forcedHitter(ctx) === seat ? null : classicTurn(ctx, seat);
function hitAfterReady(ctx: Ctx, e: Hit): Reason | null {
  if (e.drink) return NO_TAB;
  if (forcedHitter(ctx) === e.seat) return null;
  const cost = rollCost(e.die, ctx);
  return purseOf(ctx, e.seat) < cost
    ? { why: 'cannotAffordDie', die: e.die, cost, has: purseOf(ctx, e.seat) }
    : null;
}

export const bettingMoves = {
  ROLL: intent({
    phases: ['betting.turn'],
    update: 'buyDie',
    schema: rollSchema,
    authority: 'seat',
    // Classic has no tab, whoever asks and whenever: that comes first.
    check: (ctx, e) => (e.drink ? NO_TAB : (hitReady(ctx, e.seat) ?? hitAfterReady(ctx, e))),
    ready: hitReady,
    afterReady: hitAfterReady,
    dice: (_ctx, e) => ({ [e.die]: 1 }),
    /** Hits at each die's price, or, for a Goad's loser, at the ante. */
    offer: {
      seat: (ctx, seat, propose) => {
        const forced = forcedHitter(ctx) === seat;
        const total = handTotal(handOf(ctx, seat)?.dice ?? []);
        for (const die of BUYABLE_DICE) {
          const cost = forced ? Math.min(ctx.options.ante, purseOf(ctx, seat)) : rollCost(die, ctx);
          propose(
            { type: 'ROLL', die },
            (): Offer => ({
              cost,
              bustChance: bustChance(die, total),
              ...(forced ? { forced: true as const } : {}),
            }),
          );
        }
      },
      ceiling: (view: Facts, seat) => [5 * acting(view, seat), 100 + 2 * goldChars(view)],
    },
  }),
  HOLD: seatMove({
    phases: ['betting.turn'],
    update: 'hold',
    schema: seatAct('HOLD'),
    ready: classicTurn,
    afterReady: () => null,
    offer: { seat: just('HOLD'), ceiling: oneLine(83) },
  }),
  GOAD: seatMove({
    phases: ['betting.turn'],
    update: 'goad',
    schema: standard.GOAD.schema,
    ready: (ctx, seat) => classicTurn(ctx, seat) ?? onceARound(ctx, seat, 'GOAD'),
    afterReady: (ctx, e) => target(ctx, e.seat, e.target, ['in', 'held']),
    dice: () => ({ d20: 2 }),
    // Classic's checks are a d20 and the modifier, nothing more (no naturals, no disadvantage).
    offer: {
      seat: (ctx, seat, propose) => goadOffers(ctx, seat, propose, () => 'normal'),
      ceiling: goadCeiling,
    },
  }),
  BUMP: seatMove({
    phases: ['betting.turn'],
    update: 'bump',
    schema: standard.BUMP.schema,
    ready: (ctx, seat) => classicTurn(ctx, seat) ?? onceARound(ctx, seat, 'BUMP'),
    afterReady: (ctx, e) =>
      target(ctx, e.seat, e.target, ['in', 'held']) ?? dieOf(ctx, e.target, e.die),
    dice: (ctx, e) => addDemand({ d20: 2 }, { [handOf(ctx, e.target)!.dice[e.die]!.die]: 1 }),
    // "Roll Athletics vs. Target's Dexterity Save": the seat knows its own modifier, not the target's save.
    offer: {
      seat: (ctx, seat, propose) => {
        const check = checking(
          againstSeat('athletics', modifier(ctx, seat, 'athletics'), 'dexSave', 'normal'),
        );
        perOtherDie(ctx, seat, (other, i) =>
          propose({ type: 'BUMP', target: other, die: i }, check),
        );
      },
      ceiling: (view: Facts, seat) => [rivalDice(view, seat) * acting(view, seat), 123],
    },
  }),
};
