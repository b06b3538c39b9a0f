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
import { bustIfOverIn, draft, endRetaliationIn, handOf, type Draft } from './edit';
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
  const [me, them] = [seatName(ctx, p.seat), seatName(ctx, p.target)];
  const targetHand = handOf(ctx, p.target);
  const bumped = targetHand.dice[p.die]!;
  const face = cursor.next(bumped.die);
  const d = markSkillIn(draft(ctx), p.seat, 'BUMP');
  const head = `${me} bumps the table at ${them}'s ${dieInLog(ctx, p.target, p.die)}`;
  const numbers = `STR ${told(attack)} vs STR ${told(defence)}`;
  const wins = attack.natural === 20 || (attack.natural !== 1 && attack.total > defence.total);
  if (wins) {
    const shown = bumped.visibility === 'public' ? `: it now shows ${face}` : '';
    const secret =
      bumped.visibility === 'hole'
        ? { seat: p.target, text: `Your hole die now shows ${face}.` }
        : undefined;
    rerollIn(d, p.target, p.die, face).addLog({
      ...contestEntry(p.at, [p.seat, p.target], head, numbers, `: the die tumbles${shown}.`),
      secret,
    });
    return judgeReroll(d, p.target, p.die, p.at).done();
  }
  d.editHand(p.target, { owesRetaliation: p.seat }).set({
    retaliationEndsAt: p.at + ctx.options.staredownSeconds * 1000,
  });
  const waits = `${them} chooses one of ${me}'s dice to re-roll, and ${me} may not hold until then.`;
  if (attack.natural === 1) {
    const cost = Math.min(mishapCost(ctx.options.ante), balanceOf(d.ctx.ledger, purse(p.seat)));
    payIn(d, { from: purse(p.seat), to: 'pot', amount: cost, reason: `${me}'s clumsy bump` });
    return d
      .addLog(
        contestEntry(
          p.at,
          [p.seat, p.target],
          head,
          numbers,
          `: a natural 1! ${me} pays ${cost} gp into the pot, and ${waits}`,
        ),
      )
      .done();
  }
  return d
    .addLog(contestEntry(p.at, [p.seat, p.target], head, numbers, `: caught! ${waits}`))
    .done();
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

/** Re-rolls the bumper's die `index` with `face`; the retaliation is made and the table moves on. The line reads `before`, the die, `after` and what it shows. */
function retaliation(
  ctx: Ctx,
  p: { index: number; face: number; at: number; before: string; after: string },
  judge: RerollJudge,
): Ctx {
  const { bumper } = pendingRetaliation(ctx)!;
  const bumperHand = handOf(ctx, bumper);
  const chosen = bumperHand.dice[p.index]!;
  const d = rerollIn(endRetaliationIn(draft(ctx)), bumper, p.index, p.face);
  const shown = chosen.visibility === 'public' ? `: it now shows ${p.face}` : '';
  const secret =
    chosen.visibility === 'hole'
      ? { seat: bumper, text: `Your hole die now shows ${p.face}.` }
      : undefined;
  return judge(
    d.addLog({
      at: p.at,
      text: `${p.before}${seatName(ctx, bumper)}'s ${dieInLog(ctx, bumper, p.index)}${p.after}${shown}.`,
      secret,
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
    {
      index: p.die,
      face,
      at: p.at,
      before: `${seatName(ctx, p.seat)} retaliates and re-rolls `,
      after: '',
    },
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
  return retaliation(
    ctx,
    {
      index,
      face,
      at: p.at,
      before: `${seatName(ctx, avenger)} did not choose in time: the table re-rolls `,
      after: ', picked at random',
    },
    judge,
  );
}
