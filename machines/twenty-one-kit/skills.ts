/**
 * Skills, Iron Liver and side bets (rules sections 3–6) as pure context updates (cheating,
 * profiling and accusations: cheats.ts; Bump the Table and its retaliation: bump.ts). Every
 * check goes through `rollCheck`, the one place disadvantage is applied; secrets go only into
 * log lines addressed to their owner.
 */
import { DiceCursor, type Die, type DiceDraw } from '../engine/dice';
import { purse } from '../engine/ledger';
import { own } from '../engine/own';
import type { StatKey } from './stats';
import { seatName } from '../table/rules';
import { pay, payIn } from '../table/updates';
import type { Hand, LogEntry, Skill, TwentyOneContext } from './context';
import { draft, handOf, knockOutIn, type Draft } from './edit';
import { underDecision } from './sight';
import {
  BUYABLE_DICE,
  FORESIGHT_DC,
  checkDiceCount,
  checkMode,
  drinksFor,
  highOrLow,
  ironLiverDC,
  modifier,
  resolveCheck,
  skillsUsedBy,
  type CheckResult,
} from './rules';

type Ctx = TwentyOneContext;

/** Rolls a seat's d20 check from the event's dice: two d20s, the lower kept, when Sloppy. */
export function rollCheck(ctx: Ctx, seat: string, stat: StatKey, cursor: DiceCursor): CheckResult {
  const mode = checkMode(own(ctx.round?.hands, seat));
  const faces = cursor.take('d20', checkDiceCount(mode));
  return resolveCheck(faces, modifier(ctx, seat, stat), mode);
}

/** "d20 + mod = total", with both faces when one was dropped. */
export const told = (c: CheckResult) =>
  `${c.faces.length > 1 ? `${c.faces.join('/')}→` : ''}${c.kept}${c.total >= c.kept ? '+' : ''}${c.total - c.kept} = ${c.total}`;

/**
 * A contest's log line: everyone reads `head` and the outcome; the seats in it
 * and the GM also read the checks' numbers, which would tell everyone their stats.
 */
export const contestLine = (
  seats: string[],
  head: string,
  numbers: string,
  outcome: string,
): Pick<LogEntry, 'text' | 'close'> => ({
  text: `${head}${outcome}`,
  close: { seats, text: `${head} (${numbers})${outcome}` },
});

/**
 * The contest's line as a log entry at `at`. A module-level function rather than a closure made per action: under tsx
 * (the bench, the simulator) every named closure is renamed by a call as it is made, a tenth of a cheat's time.
 */
export const contestEntry = (
  at: number,
  seats: string[],
  head: string,
  numbers: string,
  outcome: string,
): LogEntry => ({ at, ...contestLine(seats, head, numbers, outcome) });

/** Spends a skill: once this round, and the one of this turn. Using it counts as an action. */
export function markSkillIn(d: Draft, seat: string, skill: Skill): Draft {
  return d
    .editHand(seat, { skillsUsed: [...skillsUsedBy(d.hand(seat)), skill], acted: true })
    .set({ skillThisTurn: true });
}

/** How a die reads in the log: its face when everyone sees it. */
export function describeDie(hand: Hand, index: number): string {
  const die = hand.dice[index]!;
  return die.visibility === 'public' ? `${die.die} (${die.face})` : `${die.visibility} ${die.die}`;
}

/** How a seat's die reads in a line everyone reads: not by its face while its roller is still deciding on it. */
export const dieInLog = (ctx: Ctx, seat: string, index: number): string =>
  underDecision(ctx, seat, index)
    ? `${handOf(ctx, seat).dice[index]!.die} just rolled`
    : describeDie(handOf(ctx, seat), index);

/* ---------- Iron Liver ---------- */

/**
 * "Put it on the tab": drinks = ceil(cost / ante); CON save vs DC 10 + 2 × drinks this round.
 * Success waives the cost; failure makes the seat Sloppy, reveals the hole die and pays;
 * a natural 1 passes out and busts (no die is rolled).
 */
export function ironLiverIn(
  d: Draft,
  p: { seat: string; die: Die; cost: number; cursor: DiceCursor; at: number },
): { passedOut: boolean } {
  const name = seatName(d.ctx, p.seat);
  const hand = d.hand(p.seat);
  const drinks = drinksFor(p.cost, d.ctx.options.ante);
  const dc = ironLiverDC(hand.drinks, drinks);
  const save = rollCheck(d.ctx, p.seat, 'con', p.cursor);
  const hole = hand.dice.find((x) => x.visibility === 'hole'); // read before the draft edits this hand
  d.editHand(p.seat, { drinks: hand.drinks + drinks });
  const head = `${name} puts ${drinks} drink${drinks === 1 ? '' : 's'} on the tab for a ${p.die}`;
  const numbers = `CON save ${told(save)} vs DC ${dc}`;
  if (save.natural === 1) {
    knockOutIn(d.editHand(p.seat, { acted: true }), p.seat, 'busted').addLog(
      contestEntry(p.at, [p.seat], head, numbers, `: a natural 1. ${name} passes out and busts.`),
    );
    return { passedOut: true };
  }
  if (save.total >= dc) {
    d.addLog(
      contestEntry(p.at, [p.seat], head, numbers, `: it goes down smooth, the ${p.die} is free.`),
    );
    return { passedOut: false };
  }
  payIn(d, {
    from: purse(p.seat),
    to: 'pot',
    amount: p.cost,
    reason: `${name}'s ${p.die}, after a failed CON save`,
  });
  d.editHand(p.seat, {
    sloppy: true,
    dice: d
      .hand(p.seat)
      .dice.map((x) => (x.visibility === 'hole' ? { ...x, visibility: 'public' } : x)),
  });
  d.addLog(
    contestEntry(
      p.at,
      [p.seat],
      head,
      numbers,
      `: it fails. ${name} is Sloppy, pays ${p.cost} gp${hole ? ` and shows their hole die: ${hole.face}` : ''}. The tab is cut off.`,
    ),
  );
  return { passedOut: false };
}

/* ---------- Goad ---------- */

/** The seat must roll before it holds: a d20 when a natural decided it, or any die (a d20 already owed stays). */
const forceRoll = (d: Draft, seat: string, die: 'any' | 'd20'): Draft =>
  d.editHand(seat, { mustRoll: d.hand(seat).mustRoll === 'd20' ? 'd20' : die });

/** Intimidation or Persuasion vs the target's Insight; ties go to the defender. */
export function goad(
  ctx: Ctx,
  p: {
    seat: string;
    target: string;
    skill: 'intimidation' | 'persuasion';
    dice: DiceDraw;
    at: number;
  },
): Ctx {
  const cursor = new DiceCursor(p.dice);
  const attack = rollCheck(ctx, p.seat, p.skill, cursor);
  const defence = rollCheck(ctx, p.target, 'insight', cursor);
  const [me, them] = [seatName(ctx, p.seat), seatName(ctx, p.target)];
  const d = markSkillIn(draft(ctx), p.seat, 'GOAD');
  let outcome: string;
  if (attack.natural === 20) {
    forceRoll(d, p.target, 'd20');
    outcome = `: a natural 20! ${them} is forced to roll a d20.`;
  } else if (attack.natural === 1) {
    forceRoll(d, p.seat, 'd20');
    outcome = `: a natural 1. ${me} is forced to roll a d20.`;
  } else if (attack.total > defence.total) {
    forceRoll(d, p.target, 'any');
    outcome = `: ${them} must roll before holding.`;
  } else {
    forceRoll(d, p.seat, 'any');
    outcome = `: it backfires, ${me} must roll before holding.`;
  }
  const numbers = `${p.skill} ${told(attack)} vs Insight ${told(defence)}`;
  return d
    .addLog({
      at: p.at,
      ...contestLine([p.seat, p.target], `${me} goads ${them}`, numbers, outcome),
    })
    .done();
}

/* ---------- Foresight ---------- */

/**
 * WIS vs DC 12. Success tells HIGH or LOW for the next roll of each die kind,
 * a natural 20 the exact faces; those faces are drawn now and are what the
 * seat's next roll of that kind will show. Failure makes the next roll blind;
 * a natural 1 also locks the seat into a blind d20.
 */
export function foresight(ctx: Ctx, p: { seat: string; dice: DiceDraw; at: number }): Ctx {
  const cursor = new DiceCursor(p.dice);
  const check = rollCheck(ctx, p.seat, 'wis', cursor);
  const faces = Object.fromEntries(BUYABLE_DICE.map((die) => [die, cursor.next(die)])) as Record<
    (typeof BUYABLE_DICE)[number],
    number
  >;
  const name = seatName(ctx, p.seat);
  const d = markSkillIn(draft(ctx), p.seat, 'FORESIGHT');
  const head = `Foresight: WIS ${told(check)} vs DC ${FORESIGHT_DC}`;
  let secret: string;
  if (check.natural === 20 || (check.natural !== 1 && check.total >= FORESIGHT_DC)) {
    const exact = check.natural === 20;
    d.editHand(p.seat, {
      foreseen: Object.fromEntries(BUYABLE_DICE.map((die) => [die, { face: faces[die], exact }])),
    });
    const reading = BUYABLE_DICE.map(
      (die) => `${die} ${exact ? faces[die] : highOrLow(die, faces[die])}`,
    ).join(', ');
    secret = `${head}${exact ? ' (a natural 20)' : ''}. Your next rolls: ${reading}.`;
  } else if (check.natural === 1) {
    d.editHand(p.seat, { nextRollBlind: true, mustRoll: 'd20' });
    secret = `${head}: a natural 1. The vision blinds you: your next roll is a blind d20, and you must make it before you hold.`;
  } else {
    d.editHand(p.seat, { nextRollBlind: true });
    secret = `${head}: the vision clouds. Your next roll is blind: hidden even from you until the reveal.`;
  }
  return d
    .addLog({
      at: p.at,
      text: `${name} gazes into the future.`,
      secret: { seat: p.seat, text: secret },
    })
    .done();
}

/* ---------- Side bets ---------- */

export function sideBet(
  ctx: Ctx,
  p: { seat: string; on: string; amount: number; at: number },
): Ctx {
  const [me, them] = [seatName(ctx, p.seat), seatName(ctx, p.on)];
  const d = draft(
    pay(ctx, {
      from: purse(p.seat),
      to: 'pool:side',
      amount: p.amount,
      reason: `${me}'s side bet on ${them}`,
    }),
  );
  d.set({ sideBets: [...d.round.sideBets, { by: p.seat, on: p.on, amount: p.amount }] });
  return d
    .addLog({
      at: p.at,
      text: `${me} bets ${p.amount} gp on ${p.seat === p.on ? 'themselves' : them}.`,
    })
    .done();
}
