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
import type { Line } from '../engine/line';
import type { CheckSaid, DieSaid, Hand, LogEntry, Skill, TwentyOneContext } from './context';
import { draft, handOf, knockOutIn, said, type Draft } from './edit';
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

/** A check as a line tells it: the faces, the one kept, the total. */
export const told = (c: CheckResult): CheckSaid => ({
  faces: [...c.faces],
  kept: c.kept,
  total: c.total,
});

/**
 * A contest's log line: everyone reads `line`; the seats in it and the GM read it with the checks' `numbers`, which
 * would tell everyone their stats.
 */
export const contestLine = (
  seats: string[],
  line: Line,
  numbers: Line[string],
): Pick<LogEntry, 'line' | 'close'> => ({
  line,
  close: { seats, line: { ...line, numbers } },
});

/**
 * The contest's line as a log entry at `at`. A module-level function rather than a closure made per action: under tsx
 * (the bench, the simulator) every named closure is renamed by a call as it is made, a tenth of a cheat's time.
 */
export const contestEntry = (
  at: number,
  seats: string[],
  line: Line,
  numbers: Line[string],
): LogEntry => ({ at, ...contestLine(seats, line, numbers) });

/** Spends a skill: once this round, and the one of this turn. Using it counts as an action. */
export function markSkillIn(d: Draft, seat: string, skill: Skill): Draft {
  return d
    .editHand(seat, { skillsUsed: [...skillsUsedBy(d.hand(seat)), skill], acted: true })
    .set({ skillThisTurn: true });
}

/** How a die reads in the log: its face when everyone sees it. */
export function describeDie(hand: Hand, index: number): DieSaid {
  const die = hand.dice[index]!;
  return { die: die.die, shows: die.visibility === 'public' ? die.face : die.visibility };
}

/** How a seat's die reads in a line everyone reads: not by its face while its roller is still deciding on it. */
export const dieInLog = (ctx: Ctx, seat: string, index: number): DieSaid =>
  underDecision(ctx, seat, index)
    ? { die: handOf(ctx, seat).dice[index]!.die, shows: 'rolled' }
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
  const hand = d.hand(p.seat);
  const drinks = drinksFor(p.cost, d.ctx.options.ante);
  const dc = ironLiverDC(hand.drinks, drinks);
  const save = rollCheck(d.ctx, p.seat, 'con', p.cursor);
  const hole = hand.dice.find((x) => x.visibility === 'hole'); // read before the draft edits this hand
  d.editHand(p.seat, { drinks: hand.drinks + drinks });
  const numbers = { save: told(save), dc };
  const tab = { say: 'tab', seat: p.seat, drinks, die: p.die, cost: p.cost, hole: null } as const;
  if (save.natural === 1) {
    knockOutIn(d.editHand(p.seat, { acted: true }), p.seat, 'busted').addLog(
      contestEntry(p.at, [p.seat], said({ ...tab, outcome: 'passesOut' }), numbers),
    );
    return { passedOut: true };
  }
  if (save.total >= dc) {
    d.addLog(contestEntry(p.at, [p.seat], said({ ...tab, outcome: 'free' }), numbers));
    return { passedOut: false };
  }
  payIn(d, {
    from: purse(p.seat),
    to: 'pot',
    amount: p.cost,
    reason: `${seatName(d.ctx, p.seat)}'s ${p.die}, after a failed CON save`,
  });
  d.editHand(p.seat, {
    sloppy: true,
    dice: d
      .hand(p.seat)
      .dice.map((x) => (x.visibility === 'hole' ? { ...x, visibility: 'public' } : x)),
  });
  const sloppy = said({ ...tab, outcome: 'sloppy', hole: hole ? hole.face : null });
  d.addLog(contestEntry(p.at, [p.seat], sloppy, numbers));
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
  const d = markSkillIn(draft(ctx), p.seat, 'GOAD');
  let outcome: 'natural20' | 'natural1' | 'wins' | 'backfires';
  if (attack.natural === 20) {
    forceRoll(d, p.target, 'd20');
    outcome = 'natural20';
  } else if (attack.natural === 1) {
    forceRoll(d, p.seat, 'd20');
    outcome = 'natural1';
  } else if (attack.total > defence.total) {
    forceRoll(d, p.target, 'any');
    outcome = 'wins';
  } else {
    forceRoll(d, p.seat, 'any');
    outcome = 'backfires';
  }
  const numbers = { skill: p.skill, attack: told(attack), defence: told(defence) };
  const line = said({ say: 'goad', seat: p.seat, target: p.target, outcome });
  return d.addLog({ at: p.at, ...contestLine([p.seat, p.target], line, numbers) }).done();
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
  const d = markSkillIn(draft(ctx), p.seat, 'FORESIGHT');
  const exact = check.natural === 20;
  let outcome: 'reads' | 'blinded' | 'clouded';
  if (exact || (check.natural !== 1 && check.total >= FORESIGHT_DC)) {
    d.editHand(p.seat, {
      foreseen: Object.fromEntries(BUYABLE_DICE.map((die) => [die, { face: faces[die], exact }])),
    });
    outcome = 'reads';
  } else if (check.natural === 1) {
    d.editHand(p.seat, { nextRollBlind: true, mustRoll: 'd20' });
    outcome = 'blinded';
  } else {
    d.editHand(p.seat, { nextRollBlind: true });
    outcome = 'clouded';
  }
  const next =
    outcome === 'reads'
      ? BUYABLE_DICE.map((die) => ({
          die,
          says: exact ? faces[die] : highOrLow(die, faces[die]),
        }))
      : [];
  const foreseen = said({
    say: 'foresight',
    check: told(check),
    dc: FORESIGHT_DC,
    outcome,
    exact,
    next,
  });
  return d
    .addLog({
      at: p.at,
      line: said({ say: 'gazes', seat: p.seat }),
      secret: { seat: p.seat, line: foreseen },
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
      line: said({ say: 'sideBet', seat: p.seat, on: p.on, amount: p.amount }),
    })
    .done();
}
