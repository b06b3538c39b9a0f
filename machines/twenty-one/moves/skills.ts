/**
 * Standard mode's skills, "one skill per turn and once per round per player": the Goad, the Bump and the
 * retaliation it owes when it fails, Foresight and the Profile.
 */
import * as v from 'valibot';
import { addDemand, type DiceDemand } from '../../engine/dice';
import { nothing } from '../../engine/define';
import type { None, ReasonOf } from '../../engine/reason';
import { actingSeat, seatId } from '../../table/intents';
import type { Skill, TwentyOneContext } from '../context';
import {
  BUYABLE_DICE,
  bumperDeciding,
  FORESIGHT_DC,
  pendingRetaliation,
  retaliationTimeoutDice,
  skillsUsedBy,
} from '../rules';
import {
  canRisk,
  checkDice,
  dieIndex,
  dieOf,
  handOf,
  intent,
  ONE,
  type Offer,
  others,
  perOtherDie,
  seatAct,
  seatMove,
  target,
  yourTurn,
} from './shared';
import { oneLine } from '../../engine/headroom';
import { acting, type Facts, mostDice, rivalDice } from '../headroom';

type Ctx = TwentyOneContext;

export interface SkillReasons {
  skillThisTurn: None;
  /** This move's skill, used already this round. */
  skillUsed: None;
  noRetaliationOwed: None;
  noRetaliationPending: None;
  retaliationWait: { avenger: string; seconds: number };
  /** A bump waits while another's retaliation is pending: `avenger` still re-rolls one of `bumper`'s dice. */
  retaliationOpen: { avenger: string; bumper: string };
  /** The retaliation waits for `bumper`'s decision on the die they just rolled. */
  bumperDeciding: { bumper: string };
}
type SkillReason = ReasonOf<SkillReasons>;

/** "One skill per turn and once per round per player": each skill once a round, and one of them a turn. */
function skillReady(ctx: Ctx, seat: string | undefined, skill: Skill) {
  // The first reason, in order: a chain of `??` asks each only when the ones before it passed, without a closure per check.
  return (
    yourTurn(ctx, seat) ??
    (ctx.round!.skillThisTurn ? ({ why: 'skillThisTurn' } as const) : null) ??
    (skillsUsedBy(handOf(ctx, seat)!).includes(skill) ? ({ why: 'skillUsed' } as const) : null)
  );
}

/** One retaliation at a time: a bump waits until the one pending is made or lapses. */
function noRetaliationOpen(ctx: Ctx): SkillReason | null {
  const pending = pendingRetaliation(ctx);
  return pending ? { why: 'retaliationOpen', ...pending } : null;
}

/** A die of every kind a seat may buy: what Foresight draws ahead. */
const ONE_OF_EACH: DiceDemand = Object.freeze(
  Object.fromEntries(BUYABLE_DICE.map((die) => [die, 1])),
);
const FORESIGHT_OFFER: Offer = Object.freeze({ dc: FORESIGHT_DC });
const foresightDc = () => FORESIGHT_OFFER;

export const skillMoves = {
  GOAD: seatMove({
    schema: v.strictObject({
      type: v.literal('GOAD'),
      target: seatId,
      skill: v.picklist(['intimidation', 'persuasion'], 'goad with Intimidation or Persuasion'),
      ...actingSeat,
    }),
    ready: (ctx, seat) => skillReady(ctx, seat, 'GOAD'),
    afterReady: (ctx, e) => target(ctx, e.seat, e.target, ['in']),
    dice: (ctx, e) => ({ d20: checkDice(ctx, e.seat) + checkDice(ctx, e.target) }),
    offer: {
      seat: (ctx, seat, propose) => {
        for (const other of others(ctx, seat)) {
          propose({ type: 'GOAD', target: other.id, skill: 'intimidation' }, nothing);
          propose({ type: 'GOAD', target: other.id, skill: 'persuasion' }, nothing);
        }
      },
      ceiling: (view: Facts, seat) => [2 * (view.seats.length - 1) * acting(view, seat), 127],
    },
  }),
  BUMP: seatMove({
    schema: v.strictObject({
      type: v.literal('BUMP'),
      target: seatId,
      die: dieIndex,
      ...actingSeat,
    }),
    ready: (ctx, seat) =>
      skillReady(ctx, seat, 'BUMP') ?? noRetaliationOpen(ctx) ?? canRisk(ctx, seat),
    afterReady: (ctx, e) =>
      target(ctx, e.seat, e.target, ['in', 'held']) ?? dieOf(ctx, e.target, e.die),
    dice: (ctx, e) =>
      addDemand(
        { d20: checkDice(ctx, e.seat) + checkDice(ctx, e.target) },
        ONE[ctx.round!.hands[e.target]!.dice[e.die]!.die],
      ),
    offer: {
      seat: (ctx, seat, propose) =>
        perOtherDie(ctx, seat, (other, i) =>
          propose({ type: 'BUMP', target: other, die: i }, nothing),
        ),
      ceiling: (view: Facts, seat) => [rivalDice(view, seat) * acting(view, seat), 113],
    },
  }),
  RETALIATE: seatMove({
    schema: v.strictObject({ type: v.literal('RETALIATE'), die: dieIndex, ...actingSeat }),
    ready: (ctx, seat): SkillReason | null => {
      if (!handOf(ctx, seat)?.owesRetaliation) return { why: 'noRetaliationOwed' };
      const deciding = bumperDeciding(ctx);
      return deciding ? { why: 'bumperDeciding', bumper: deciding } : null;
    },
    afterReady: (ctx, e) => dieOf(ctx, handOf(ctx, e.seat)!.owesRetaliation!, e.die),
    dice: (ctx, e) => {
      const bumper = ctx.round!.hands[e.seat]!.owesRetaliation!;
      return { [ctx.round!.hands[bumper]!.dice[e.die]!.die]: 1 };
    },
    offer: {
      seat: (ctx, seat, propose) => {
        const bumper = ctx.round?.hands[seat]?.owesRetaliation;
        if (!bumper) return;
        ctx.round!.hands[bumper]!.dice.forEach((_d, i) =>
          propose({ type: 'RETALIATE', die: i }, nothing),
        );
      },
      ceiling: (view: Facts, seat) => [
        view.seats.find((s) => s.id === seat)?.owesRetaliation ? mostDice(view) : 0,
        93,
      ],
    },
  }),
  RETALIATION_TIMEOUT: intent({
    schema: v.strictObject({ type: v.literal('RETALIATION_TIMEOUT') }),
    authority: 'host',
    check: (ctx, e): SkillReason | null => {
      const pending = pendingRetaliation(ctx);
      if (!pending) return { why: 'noRetaliationPending' };
      if (bumperDeciding(ctx)) return { why: 'bumperDeciding', bumper: pending.bumper };
      const endsAt = ctx.round!.retaliationEndsAt ?? Infinity;
      return e.at >= endsAt
        ? null
        : {
            why: 'retaliationWait',
            avenger: pending.avenger,
            seconds: Math.ceil((endsAt - e.at) / 1000),
          };
    },
    dice: (ctx) => retaliationTimeoutDice(ctx),
  }),
  FORESIGHT: seatMove({
    schema: seatAct('FORESIGHT'),
    ready: (ctx, seat) => skillReady(ctx, seat, 'FORESIGHT'),
    afterReady: () => null,
    dice: (ctx, e) => addDemand({ d20: checkDice(ctx, e.seat) }, ONE_OF_EACH),
    // Foresight, with the DC of its check ("DC 12 Wisdom check").
    offer: {
      seat: (_ctx, _seat, propose) => propose({ type: 'FORESIGHT' }, foresightDc),
      ceiling: oneLine(39),
    },
  }),
  PROFILE: seatMove({
    schema: v.strictObject({ type: v.literal('PROFILE'), target: seatId, ...actingSeat }),
    ready: (ctx, seat) => skillReady(ctx, seat, 'PROFILE'),
    afterReady: (ctx, e) => target(ctx, e.seat, e.target, ['in', 'held', 'busted', 'folded']),
    dice: (ctx, e) => ({ d20: checkDice(ctx, e.seat) }),
    offer: {
      seat: (ctx, seat, propose) => {
        for (const other of others(ctx, seat))
          propose({ type: 'PROFILE', target: other.id }, nothing);
      },
      ceiling: (view: Facts, seat) => [(view.seats.length - 1) * acting(view, seat), 107],
    },
  }),
};
