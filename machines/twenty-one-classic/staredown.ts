/**
 * Classic's table turn, accusations, house rule and duel
 * (tavern-twenty-one-vtt-edition.md, sections 3 and 4) as pure context updates.
 */
import { DiceCursor, type DiceDraw } from '../engine/dice';
import { balanceOf, purse } from '../engine/ledger';
import { seatName } from '../table/rules';
import { pay } from '../table/updates';
import type { DuelRoll, TwentyOneContext } from '../twenty-one-kit/context';
import { recordDuelRoll } from '../twenty-one-kit/duel';
import { handOf, knockOut, log, withHand, withRound } from '../twenty-one-kit/edit';
import { accusationBounty, accusationFee, modifier } from '../twenty-one-kit/rules';
import { endStaredown as endStandardStaredown } from '../twenty-one-kit/updates';
import { d20Check, endOpen, withClassic } from './betting';
import { classicSaid as said } from './lines';
import {
  INVESTIGATIONS,
  classicRound,
  contestOf,
  hasCheated,
  investigationFee,
  tieAtEnd,
  type InvestigationKind,
} from './rules';

type Ctx = TwentyOneContext;

/**
 * "During the Staredown, any player may pay 1 Ante to investigate": one check against every cheat of its kind at the
 * table. "Success: The GM whispers the result. You now know who cheated": the names of the seats whose DC the check
 * met, sealed to the investigator (and the GM); the table only sees that they paid to look.
 */
export function investigate(
  ctx: Ctx,
  p: { seat: string; kind: InvestigationKind; dice: DiceDraw; at: number },
): Ctx {
  const how = INVESTIGATIONS[p.kind];
  const me = seatName(ctx, p.seat);
  const fee = investigationFee(ctx.options.ante);
  const total = d20Check(ctx, p.seat, how.stat, new DiceCursor(p.dice));
  const found = ctx.seats
    .map((s) => s.id)
    .filter(
      (id) =>
        id !== p.seat &&
        handOf(ctx, id).cheats.some(
          (c) => c.outcome === 'success' && c.method === how.finds && (c.dc ?? Infinity) <= total,
        ),
    );
  let next = pay(ctx, {
    from: purse(p.seat),
    to: 'pot',
    amount: fee,
    reason: `${me}'s ${how.name}`,
  });
  next = withClassic(next, (c) => ({
    investigations: [...c.investigations, { by: p.seat, kind: p.kind, total, found }],
  }));
  return log(next, {
    at: p.at,
    line: said({ say: 'investigates', seat: p.seat, kind: p.kind, fee }),
    secret: { seat: p.seat, line: said({ say: 'investigated', kind: p.kind, total, found }) },
  });
}

/**
 * "The Accusation (Cost: 2x Ante). Correct: Cheater is disqualified. You get your fee back + a Bounty (5x Ante) paid
 * personally by the Cheater. Incorrect: You lose your fee to the pot." Correct when the seat cheated this round.
 */
export function accuse(ctx: Ctx, p: { seat: string; target: string; at: number }): Ctx {
  const [me, them] = [seatName(ctx, p.seat), seatName(ctx, p.target)];
  let next = withHand(ctx, p.seat, () => ({ accused: true }));
  if (!hasCheated(handOf(ctx, p.target))) {
    const fee = accusationFee(ctx.options.ante);
    next = pay(next, {
      from: purse(p.seat),
      to: 'pot',
      amount: fee,
      reason: `${me}'s wrong accusation`,
    });
    const line = said({
      say: 'classicAccusation',
      seat: p.seat,
      target: p.target,
      right: false,
      gold: fee,
    });
    return log(next, { at: p.at, line });
  }
  const bounty = Math.min(
    accusationBounty(ctx.options.ante),
    balanceOf(next.ledger, purse(p.target)),
  );
  next = pay(next, {
    from: purse(p.target),
    to: purse(p.seat),
    amount: bounty,
    reason: `bounty on ${them}`,
  });
  next = knockOut(next, p.target, 'caught');
  const line = said({
    say: 'classicAccusation',
    seat: p.seat,
    target: p.target,
    right: true,
    gold: bounty,
  });
  return log(next, { at: p.at, line });
}

/** "House Rule: Violence at the table is an immediate forfeit": the GM's ruling; the seat is out and its stake stays in the pot. */
export function forfeit(ctx: Ctx, p: { target: string; at: number }): Ctx {
  let next = withRound(ctx, (round) => ({
    rolled: round.rolled?.seat === p.target ? null : round.rolled,
  }));
  next = withClassic(next, (c) => ({ forcedHit: c.forcedHit === p.target ? null : c.forcedHit }));
  next = log(knockOut(next, p.target, 'forfeited'), {
    at: p.at,
    line: said({ say: 'forfeit', seat: p.target }),
  });
  return ctx.round!.order.length === 0 ? endOpen(next, p.target, p.at) : next;
}

/** The staredown ends; if a duel follows, "The GM rolls 1d6" for its contest. */
export function endStaredown(
  ctx: Ctx,
  p: { at: number; by: 'gm' | 'deadline'; dice: DiceDraw },
): Ctx {
  const next = endStandardStaredown(ctx, p);
  if (!tieAtEnd(ctx)) return next;
  const contest = contestOf(new DiceCursor(p.dice).next('d6'));
  return log(
    withClassic(next, () => ({ contest })),
    {
      at: p.at,
      line: said({ say: 'contest', face: contest.face }),
    },
  );
}

/** "Players roll 1d20 + Stat"; a tie among the best duels again, in the same contest. */
export function duelRoll(ctx: Ctx, p: { seat: string; dice: DiceDraw; at: number }): Ctx {
  const contest = classicRound(ctx).contest!;
  const d20 = new DiceCursor(p.dice).next('d20');
  const mod = modifier(ctx, p.seat, contest.stat);
  const roll: DuelRoll = { seat: p.seat, d20, d4s: [], modifier: mod, total: d20 + mod };
  const line = said({
    say: 'contestRoll',
    seat: p.seat,
    d20,
    modifier: mod,
    contest: contest.face,
    total: roll.total,
  });
  return recordDuelRoll(ctx, roll, { line, at: p.at });
}
