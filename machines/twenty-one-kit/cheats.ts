/**
 * Cheating, profiling and accusations (rules sections 4–5) as pure context updates. Cheats are
 * secret to the cheater; a profile or an accusation finds only the traceable ones.
 */
import { DiceCursor, type DiceDraw, splitDraw } from '../engine/dice';
import { balanceOf, purse } from '../engine/ledger';
import { seatName } from '../table/rules';
import { pay, payIn } from '../table/updates';
import type { CheatRecord, Hand, TwentyOneContext } from './context';
import { bustIfOverIn, draft, handOf, knockOutIn, said, type Draft } from './edit';
import {
  accusationBounty,
  accusationFee,
  checkDiceCount,
  checkMode,
  clampFace,
  countedValue,
  handTotal,
  heatDC,
  hidesTotal,
  isOver,
  mishapCost,
  passiveDeception,
  type CheckResult,
} from './rules';
import { dieInLog, markSkillIn, rollCheck, told } from './skills';
import { heated } from './stats';

type Ctx = TwentyOneContext;

/* ---------- Cheat ---------- */

/** The seats with one more Heat for `seat`. */
const heatedAt = (seats: Ctx['seats'], seat: string): Ctx['seats'] =>
  seats.map((s) => (s.id === seat ? heated(s) : s));

/**
 * Sleight of Hand vs the seat's Heat DC. Success moves the die by the chosen
 * amount (clamped to the die) and raises Heat by 2; a natural 20 does it
 * invisibly, without Heat; a failure changes nothing but still raises Heat;
 * a natural 1 is caught: 1× ante into the pot and disqualified. Secret to the
 * cheater (and the GM), except being caught. Not a skill: it spends neither
 * the turn's skill nor the round's; Heat is its price. Nothing public follows
 * from it (docs/rules/twenty-one-skills.md, "Cheat"): it is no action for the
 * early fold, a moved die counts as the table sees it, and a hand it takes over
 * 21 behind a die the others cannot see is told at the reveal.
 */
export function cheat(
  ctx: Ctx,
  p: { seat: string; die: number; delta: number; dice: DiceDraw; at: number },
  settle?: (d: Draft, p: { seat: string; at: number }) => Draft,
): Ctx {
  const check = rollCheck(ctx, p.seat, 'sleightOfHand', new DiceCursor(p.dice));
  const dc = heatDC(ctx, p.seat);
  const name = seatName(ctx, p.seat);
  const hand = handOf(ctx, p.seat);
  const die = hand.dice[p.die]!;
  const to = clampFace(die.die, die.face + p.delta);
  const outcome = cheatOutcome(check, dc);
  const moves = outcome === 'success' || outcome === 'invisible';
  const record: CheatRecord = {
    die: p.die,
    delta: p.delta,
    from: die.face,
    to: moves ? to : die.face,
    outcome,
  };
  // One copy of the round for the record, the die and the line (and, for a roll in its decision, the settling).
  const d = draft(ctx).editHand(p.seat, { cheats: [...hand.cheats, record] });
  if (outcome !== 'invisible') d.ctx.seats = heatedAt(d.ctx.seats, p.seat);
  if (outcome === 'caught') {
    const cost = Math.min(mishapCost(ctx.options.ante), balanceOf(d.ctx.ledger, purse(p.seat)));
    payIn(d, { from: purse(p.seat), to: 'pot', amount: cost, reason: `${name} caught cheating` });
    if (d.round.rolled?.seat === p.seat) d.set({ rolled: null });
    knockOutIn(d, p.seat, 'caught').addLog({
      at: p.at,
      line: said({ say: 'cheatCaught', seat: p.seat, cost }),
    });
    return (settle && d.round.rolled ? settle(d, p) : d).done();
  }
  if (record.to !== die.face) moveDieIn(d, p.seat, p.die, to);
  // On one's turn, a die the others cannot see: a bust now would tell them of the cheat.
  const unseen = !d.round.rolled && die.visibility !== 'public' && overUnseenIn(d, p.seat);
  const bust = unseen ? handTotal(d.hand(p.seat).dice) : null;
  const line = said({ say: 'cheat', check: told(check), dc, outcome, die: die.die, to, bust });
  d.addLog({ at: p.at, secret: { seat: p.seat, line } });
  if (d.round.rolled) return (settle ? settle(d, p) : d).done();
  return (unseen ? d : bustIfOverIn(d, p.seat, p.at)).done();
}

/** A roll or a hold as it reaches the chart, with the cheat it may carry. */
interface TurnMove {
  seat: string;
  at: number;
  dice: DiceDraw;
  cheat?: { die: number; delta: number };
}

/**
 * A main action with the cheat it carries on the seat's turn: the cheat, then the move, as if sent one after the other
 * (the cheat's d20s come first in the event's draw). The move lapses where the cheat leaves it refused (`refused`): the
 * seat caught, or bust in front of everyone by a die they have seen; the table sees that either way.
 */
export function withTurnCheat<P extends TurnMove>(
  move: (ctx: Ctx, p: P) => Ctx,
  refused: (ctx: Ctx, p: P) => boolean,
): (ctx: Ctx, p: P) => Ctx {
  return (ctx, p) => {
    if (!p.cheat) return move(ctx, p);
    const d20 = checkDiceCount(checkMode(handOf(ctx, p.seat)));
    const [checkDice, rest] = splitDraw(p.dice, { d20 });
    const after = cheat(ctx, { ...p.cheat, seat: p.seat, dice: checkDice, at: p.at });
    const { cheat: _made, ...plain } = p;
    const next = { ...plain, dice: rest } as P;
    return refused(after, next) ? after : move(after, next);
  };
}

const cheatOutcome = (check: CheckResult, dc: number): CheatRecord['outcome'] =>
  check.natural === 1
    ? 'caught'
    : check.natural === 20
      ? 'invisible'
      : check.total >= dc
        ? 'success'
        : 'failed';

/**
 * A die a cheat moved counts as if it had rolled its new face, as the others see it: a 20 on a d20 is a natural 20,
 * and the fee of the face it shows goes with the die (one it lands on is one), a die a Bump re-rolled included. A 1
 * a re-roll replaced keeps its fee: that face is gone, and an honest hand would owe it too.
 */
function moveDieIn(d: Draft, seat: string, index: number, to: number): Draft {
  const hand = d.hand(seat);
  const die = hand.dice[index]!;
  const others = handTotal(hand.dice.filter((_, i) => i !== index));
  const fee = Number(to === 1) - Number(die.face === 1);
  return d.editHand(seat, {
    dice: hand.dice.map((x, i) =>
      i === index ? { ...x, face: to, value: countedValue(x.die, to, others) } : x,
    ),
    fees: hand.fees + fee,
  });
}

/**
 * A hand a cheat took over 21 behind its hole die: bust for good, told at the reveal as a blind die's bust is (its
 * owner knows the total, so the cheat's line tells them). A hand with a blind die is left to `bustIfOverIn`, whose
 * line only the GM reads: its owner does not know the total.
 */
function overUnseenIn(d: Draft, seat: string): boolean {
  const hand = d.hand(seat);
  if (hand.bustUnseen || hidesTotal(hand) || !isOver(hand)) return false;
  d.editHand(seat, { bustUnseen: true });
  return true;
}

/* ---------- Profile ---------- */

/** Cheats a profile or an accusation can find: every attempt but the invisible ones. */
export const traceableCheats = (hand: Hand): CheatRecord[] =>
  hand.cheats.filter((c) => c.outcome !== 'invisible');

/**
 * Investigation vs the target's passive Deception. Success: whether the target
 * has cheated this round (any traceable attempt); a natural 20 also which dice.
 * A natural 1 backfires: the target learns the profiler's hole die and whether they cheated.
 */
export function profile(
  ctx: Ctx,
  p: { seat: string; target: string; dice: DiceDraw; at: number },
): Ctx {
  const check = rollCheck(ctx, p.seat, 'investigation', new DiceCursor(p.dice));
  const dc = passiveDeception(ctx, p.target);
  const d = markSkillIn(draft(ctx), p.seat, 'PROFILE');
  const studies = { say: 'profile', seat: p.seat, target: p.target } as const;
  if (check.natural === 1) {
    const mine = handOf(ctx, p.seat);
    const hole = mine.dice.find((x) => x.visibility === 'hole');
    const cheated = traceableCheats(mine).length > 0;
    const shows = hole ? hole.face : null;
    return d
      .addLog({
        at: p.at,
        line: said({ ...studies, backfired: true }),
        secret: {
          seat: p.target,
          line: said({ say: 'profileBackfired', seat: p.seat, hole: shows, cheated }),
        },
      })
      .done();
  }
  const found = { say: 'profiled', target: p.target, check: told(check), dc } as const;
  const line = said({ ...studies, backfired: false });
  if (check.natural !== 20 && check.total < dc)
    return d
      .addLog({
        at: p.at,
        line,
        secret: { seat: p.seat, line: said({ ...found, cheated: null, dice: [] }) },
      })
      .done();
  const cheats = traceableCheats(handOf(ctx, p.target));
  const dice = check.natural === 20 ? [...new Set(cheats.map((c) => c.die + 1))] : [];
  const cheated = cheats.length > 0;
  return d
    .addLog({ at: p.at, line, secret: { seat: p.seat, line: said({ ...found, cheated, dice }) } })
    .done();
}

/* ---------- Accusations ---------- */

/** A cheat an accusation proves: it changed the named die, was not invisible, and still stands. */
const provable = (hand: Hand, die: number): boolean =>
  hand.cheats.some((c) => c.die === die && c.outcome === 'success' && !c.rerolled);

/**
 * Costs 2× ante. Correct: the fee stays with the accuser, the target pays a
 * bounty of 5× ante (as much as they hold) and is caught. Wrong: the fee goes to the pot.
 */
export function accuse(
  ctx: Ctx,
  p: { seat: string; target: string; die: number; at: number },
): Ctx {
  const [me, them] = [seatName(ctx, p.seat), seatName(ctx, p.target)];
  const targetHand = handOf(ctx, p.target);
  const die = dieInLog(ctx, p.target, p.die);
  const accusation = { say: 'accusation', seat: p.seat, target: p.target, die } as const;
  if (!provable(targetHand, p.die)) {
    const fee = accusationFee(ctx.options.ante);
    return draft(
      pay(ctx, { from: purse(p.seat), to: 'pot', amount: fee, reason: `${me}'s wrong accusation` }),
    )
      .editHand(p.seat, { accused: true })
      .addLog({ at: p.at, line: said({ ...accusation, right: false, gold: fee }) })
      .done();
  }
  // One copy of the round for the accuser, the bounty, the caught seat and the line.
  const d = draft(ctx).editHand(p.seat, { accused: true });
  const bounty = Math.min(
    accusationBounty(ctx.options.ante),
    balanceOf(d.ctx.ledger, purse(p.target)),
  );
  payIn(d, {
    from: purse(p.target),
    to: purse(p.seat),
    amount: bounty,
    reason: `bounty on ${them}`,
  });
  if (d.round.rolled?.seat === p.target) d.set({ rolled: null });
  return knockOutIn(d, p.target, 'caught')
    .addLog({ at: p.at, line: said({ ...accusation, right: true, gold: bounty }) })
    .done();
}
