/**
 * Bump the Table (rules, section 3) and its retaliation, as pure context
 * updates: the contest, the re-roll it wins, and the re-roll a failed bump
 * owes its target, made by the target or, when they take too long, by the host.
 */
import { DiceCursor, type DiceDraw } from '../engine/dice';
import { balanceOf, purse } from '../engine/ledger';
import { payIn } from '../table/updates';
import { seatName } from '../table/rules';
import type { TwentyOneContext } from './context';
import { bustIfOverIn, draft, endRetaliationIn, handOf, said, type Draft } from './edit';
import {
  countedValue,
  handTotal,
  mishapCost,
  naturalOneFee,
  PICK_D20S,
  pendingRetaliation,
  pickIndex,
} from './rules';
import { contestEntry, dieInLog, markSkillIn, rollCheck, told } from './skills';

type Ctx = TwentyOneContext;

/** Re-rolls one die of a hand in place; its visibility stays. A cheat on it no longer stands. */
export function rerollIn(d: Draft, seat: string, index: number, face: number): Draft {
  const hand = d.hand(seat);
  const others = hand.dice.filter((_, i) => i !== index);
  return d.editHand(seat, {
    dice: hand.dice.map((x, i) =>
      i === index ? { ...x, face, value: countedValue(x.die, face, handTotal(others)) } : x,
    ),
    cheats: hand.cheats.map((c) => (c.die === index ? { ...c, rerolled: true } : c)),
  });
}

export const reroll = (ctx: Ctx, seat: string, index: number, face: number): Ctx =>
  rerollIn(draft(ctx), seat, index, face).done();

/**
 * STR vs the target's STR. Success re-rolls the chosen die of the target
 * (its visibility kept); failure makes the target re-roll one of yours, at any
 * moment until `staredownSeconds` have passed (the bumper plays on meanwhile,
 * but may not hold); a natural 1 also costs 1× ante into the pot. The event
 * always carries the re-roll die, used only on success.
 */
export function bump(
  ctx: Ctx,
  p: { seat: string; target: string; die: number; dice: DiceDraw; at: number },
): Ctx {
  const cursor = new DiceCursor(p.dice);
  const attack = rollCheck(ctx, p.seat, 'str', cursor);
  const defence = rollCheck(ctx, p.target, 'str', cursor);
  const targetHand = handOf(ctx, p.target);
  const bumped = targetHand.dice[p.die]!;
  const face = cursor.next(bumped.die);
  const d = markSkillIn(draft(ctx), p.seat, 'BUMP');
  const die = dieInLog(ctx, p.target, p.die);
  const head = { say: 'bump', seat: p.seat, target: p.target, die, face: null, cost: 0 } as const;
  const numbers = { attack: told(attack), defence: told(defence) };
  const seats = [p.seat, p.target];
  const wins = attack.natural === 20 || (attack.natural !== 1 && attack.total > defence.total);
  if (wins) {
    const shown = bumped.visibility === 'public' ? face : null;
    const line = said({ ...head, outcome: 'tumbles', face: shown });
    rerollIn(d, p.target, p.die, face).addLog({
      ...contestEntry(p.at, seats, line, numbers),
      ...(bumped.visibility === 'hole'
        ? { secret: { seat: p.target, line: said({ say: 'holeNow', face }) } }
        : {}),
    });
    return judgeReroll(d, p.target, p.die, p.at).done();
  }
  d.editHand(p.target, { owesRetaliation: p.seat }).set({
    retaliationEndsAt: p.at + ctx.options.staredownSeconds * 1000,
  });
  if (attack.natural === 1) {
    const cost = Math.min(mishapCost(ctx.options.ante), balanceOf(d.ctx.ledger, purse(p.seat)));
    const reason = `${seatName(ctx, p.seat)}'s clumsy bump`;
    payIn(d, { from: purse(p.seat), to: 'pot', amount: cost, reason });
    const line = said({ ...head, outcome: 'natural1', cost });
    return d.addLog(contestEntry(p.at, seats, line, numbers)).done();
  }
  return d.addLog(contestEntry(p.at, seats, said({ ...head, outcome: 'caught' }), numbers)).done();
}

/**
 * What a die re-rolled by a Bump or a retaliation does to its hand: Standard charges a natural 1's cleaning fee, as
 * for any die of the hand, and judges the bust; Classic spills its drink instead (machines/twenty-one-classic/spill.ts).
 */
export type RerollJudge = (d: Draft, seat: string, index: number, at: number) => Draft;
const judgeReroll: RerollJudge = (d, seat, index, at) => {
  const hand = d.hand(seat);
  const die = hand.dice[index]!;
  return bustIfOverIn(d.editHand(seat, naturalOneFee(hand, die.face, die.visibility)), seat, at);
};

/** Re-rolls the bumper's die `index` with `face`; the retaliation is made (by its target, or the table when `timedOut`) and the table moves on. */
function retaliation(
  ctx: Ctx,
  p: { avenger: string; index: number; face: number; at: number; timedOut: boolean },
  judge: RerollJudge,
): Ctx {
  const { bumper } = pendingRetaliation(ctx)!;
  const bumperHand = handOf(ctx, bumper);
  const chosen = bumperHand.dice[p.index]!;
  const die = dieInLog(ctx, bumper, p.index);
  const d = rerollIn(endRetaliationIn(draft(ctx)), bumper, p.index, p.face);
  const face = chosen.visibility === 'public' ? p.face : null;
  const line = said({
    say: 'retaliation',
    avenger: p.avenger,
    bumper,
    die,
    timedOut: p.timedOut,
    face,
  });
  return judge(
    d.addLog({
      at: p.at,
      line,
      ...(chosen.visibility === 'hole'
        ? { secret: { seat: bumper, line: said({ say: 'holeNow', face: p.face }) } }
        : {}),
    }),
    bumper,
    p.index,
    p.at,
  ).done();
}

/** "Retaliation — target chooses one of your dice to re-roll." */
export function retaliate(
  ctx: Ctx,
  p: { seat: string; die: number; dice: DiceDraw; at: number },
  judge: RerollJudge = judgeReroll,
): Ctx {
  const bumper = handOf(ctx, p.seat).owesRetaliation!;
  const face = new DiceCursor(p.dice).next(handOf(ctx, bumper).dice[p.die]!.die);
  return retaliation(
    ctx,
    { avenger: p.seat, index: p.die, face, at: p.at, timedOut: false },
    judge,
  );
}

/**
 * The target did not choose in time: the host re-rolls one of the bumper's
 * dice picked at random (the event's first d20s pick it, see `pickIndex`;
 * then one face of each kind of die the bumper holds, the picked kind's used).
 */
export function retaliationTimeout(
  ctx: Ctx,
  p: { dice: DiceDraw; at: number },
  judge: RerollJudge = judgeReroll,
): Ctx {
  const { avenger, bumper } = pendingRetaliation(ctx)!;
  const cursor = new DiceCursor(p.dice);
  const dice = handOf(ctx, bumper).dice;
  const index = pickIndex(cursor.take('d20', PICK_D20S), dice.length);
  const face = cursor.next(dice[index]!.die);
  return retaliation(ctx, { avenger, index, face, at: p.at, timedOut: true }, judge);
}
