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
import { againstDc, againstSeat } from '../checkOdds';
import {
  BUYABLE_DICE,
  bumperDeciding,
  checkMode,
  FORESIGHT_DC,
  modifier,
  pendingRetaliation,
  retaliationTimeoutDice,
  skillsUsedBy,
} from '../rules';
import type { StatKey } from '../stats';
import {
  canRisk,
  checking,
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
import { type Ceiling, oneLine } from '../../engine/headroom';
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
/** A seat's check of `stat` against another seat's `vs`, as the seat may know it (Standard: Sloppy rolls two d20s). */
const contest = (ctx: Ctx, seat: string, stat: StatKey, vs: StatKey, passive = false) =>
  checking(againstSeat(stat, modifier(ctx, seat, stat), vs, checkMode(handOf(ctx, seat)), passive));

/**
 * The Goad's candidates, each with its check: "Intimidation or Persuasion vs target's Insight", the seat's own
 * modifier and the way it rolls (`mode`) being all it knows of it. Classic's Goad offers the same with its own mode.
 */
export function goadOffers(
  ctx: Ctx,
  seat: string,
  propose: (
    intent: { type: 'GOAD'; target: string; skill: 'intimidation' | 'persuasion' },
    describe: () => Offer,
  ) => void,
  mode: (ctx: Ctx, seat: string) => ReturnType<typeof checkMode> = (c, s) =>
    checkMode(handOf(c, s)),
) {
  const by = (skill: 'intimidation' | 'persuasion') =>
    checking(againstSeat(skill, modifier(ctx, seat, skill), 'insight', mode(ctx, seat)));
  const [intimidation, persuasion] = [by('intimidation'), by('persuasion')];
  for (const other of others(ctx, seat)) {
    propose({ type: 'GOAD', target: other.id, skill: 'intimidation' }, intimidation);
    propose({ type: 'GOAD', target: other.id, skill: 'persuasion' }, persuasion);
  }
}

/** The Goad's ceiling, either ruleset's: two candidates for each rival, on the seat's turn. */
export const goadCeiling = (view: Facts, seat: string): Ceiling => [
  2 * (view.seats.length - 1) * acting(view, seat),
  140,
];

export const skillMoves = {
  GOAD: seatMove({
    phases: ['betting.turn'],
    update: 'goad',
    schema: v.strictObject({
      type: v.literal('GOAD'),
      target: seatId,
      skill: v.picklist(['intimidation', 'persuasion'], 'goad with Intimidation or Persuasion'),
      ...actingSeat,
    }),
    ready: (ctx, seat) => skillReady(ctx, seat, 'GOAD'),
    afterReady: (ctx, e) => target(ctx, e.seat, e.target, ['in']),
    dice: (ctx, e) => ({ d20: checkDice(ctx, e.seat) + checkDice(ctx, e.target) }),
    offer: { seat: (ctx, seat, propose) => goadOffers(ctx, seat, propose), ceiling: goadCeiling },
  }),
  BUMP: seatMove({
    phases: ['betting.turn'],
    update: 'bump',
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
        ONE[handOf(ctx, e.target)!.dice[e.die]!.die],
      ),
    // "STR vs target's STR": the seat knows its own modifier, not the target's.
    offer: {
      seat: (ctx, seat, propose) => {
        const check = contest(ctx, seat, 'str', 'str');
        perOtherDie(ctx, seat, (other, i) =>
          propose({ type: 'BUMP', target: other, die: i }, check),
        );
      },
      ceiling: (view: Facts, seat) => [rivalDice(view, seat) * acting(view, seat), 113],
    },
  }),
  RETALIATE: seatMove({
    phases: ['betting'],
    update: 'retaliate',
    schema: v.strictObject({ type: v.literal('RETALIATE'), die: dieIndex, ...actingSeat }),
    ready: (ctx, seat): SkillReason | null => {
      if (!handOf(ctx, seat)?.owesRetaliation) return { why: 'noRetaliationOwed' };
      const deciding = bumperDeciding(ctx);
      return deciding ? { why: 'bumperDeciding', bumper: deciding } : null;
    },
    afterReady: (ctx, e) => dieOf(ctx, handOf(ctx, e.seat)!.owesRetaliation!, e.die),
    dice: (ctx, e) => {
      const bumper = handOf(ctx, e.seat)!.owesRetaliation!;
      return { [handOf(ctx, bumper)!.dice[e.die]!.die]: 1 };
    },
    offer: {
      seat: (ctx, seat, propose) => {
        const bumper = handOf(ctx, seat)?.owesRetaliation;
        if (!bumper) return;
        handOf(ctx, bumper)!.dice.forEach((_d, i) =>
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
    phases: ['betting'],
    update: 'retaliationTimeout',
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
    phases: ['betting.turn'],
    update: 'foresight',
    schema: seatAct('FORESIGHT'),
    ready: (ctx, seat) => skillReady(ctx, seat, 'FORESIGHT'),
    afterReady: () => null,
    dice: (ctx, e) => addDemand({ d20: checkDice(ctx, e.seat) }, ONE_OF_EACH),
    // Foresight, with the DC of its check ("WIS vs DC 12") and the seat's chance to meet it.
    offer: {
      seat: (ctx, seat, propose) => {
        const check = againstDc(
          'wis',
          modifier(ctx, seat, 'wis'),
          FORESIGHT_DC,
          checkMode(handOf(ctx, seat)),
        );
        propose({ type: 'FORESIGHT' }, () => ({ dc: FORESIGHT_DC, check }));
      },
      ceiling: oneLine(129),
    },
  }),
  PROFILE: seatMove({
    phases: ['betting.turn'],
    update: 'profile',
    schema: v.strictObject({ type: v.literal('PROFILE'), target: seatId, ...actingSeat }),
    ready: (ctx, seat) => skillReady(ctx, seat, 'PROFILE'),
    afterReady: (ctx, e) => target(ctx, e.seat, e.target, ['in', 'held', 'busted', 'folded']),
    dice: (ctx, e) => ({ d20: checkDice(ctx, e.seat) }),
    // "Investigation vs target Passive Deception (10 + mod)": the target's modifier is theirs to know.
    offer: {
      seat: (ctx, seat, propose) => {
        const check = contest(ctx, seat, 'investigation', 'deception', true);
        for (const other of others(ctx, seat))
          propose({ type: 'PROFILE', target: other.id }, check);
      },
      ceiling: (view: Facts, seat) => [(view.seats.length - 1) * acting(view, seat), 138],
    },
  }),
};
