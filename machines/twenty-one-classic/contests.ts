/**
 * Classic's Goad and Bump (tavern-twenty-one-vtt-edition.md, section 3) as pure context updates:
 * each is a turn of its own, a contest of d20 checks told to the GM alone. A bump's retaliation
 * is Standard mode's, with Classic's judgement of the re-roll (spill.ts).
 */
import { DiceCursor, type DiceDraw } from '../engine/dice';
import { seatName } from '../table/rules';
import type { TwentyOneContext } from '../twenty-one-kit/context';
import { rerollIn } from '../twenty-one-kit/bump';
import { draft, handOf, passTurnIn, type Draft } from '../twenty-one-kit/edit';
import { contestLine, dieInLog } from '../twenty-one-kit/skills';
import { d20Check } from './betting';
import { spillOnRerollIn } from './spill';

type Ctx = TwentyOneContext;
/** Spends the once-a-round Goad or Bump, which is this turn's action. */
function useTurnIn(d: Draft, seat: string, skill: 'GOAD' | 'BUMP'): Draft {
  return d.editHand(seat, { skillsUsed: [...d.hand(seat).skillsUsed, skill], acted: true });
}

/**
 * "Roll Intimidation (or Persuasion) vs. Target's Insight. Success: The target MUST pay the ante and Hit one more die
 * immediately. Backfire: If the target wins the contest, YOU must pay the ante and Hit immediately." A tie is the target's.
 */
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
  const attack = d20Check(ctx, p.seat, p.skill, cursor);
  const defence = d20Check(ctx, p.target, 'insight', cursor);
  const [me, them] = [seatName(ctx, p.seat), seatName(ctx, p.target)];
  const loser = attack > defence ? p.target : p.seat;
  // One copy of the round for the turn spent, the forced hit, the line and the next turn.
  const d = useTurnIn(draft(ctx), p.seat, 'GOAD');
  d.set({ classic: { ...d.round.classic!, forcedHit: loser } });
  const outcome =
    loser === p.target
      ? `: ${them} must pay the ante and hit at once.`
      : `: it backfires: ${me} must pay the ante and hit at once.`;
  d.addLog({
    at: p.at,
    ...contestLine(
      [p.seat, p.target],
      `${me} goads ${them}`,
      `${p.skill} ${attack} vs Insight ${defence}`,
      outcome,
    ),
  });
  return passTurnIn(d).done();
}

/**
 * "Roll Athletics vs. Target's Dexterity Save. Success: Choose which die they must Re-roll" (a visible die: everyone
 * sees the new face; the hole die: only its owner does). "Backfire: If they save, they choose one of YOUR dice, and you
 * must Re-roll it" (Standard mode's retaliation). A tie is a save.
 */
export function bump(
  ctx: Ctx,
  p: { seat: string; target: string; die: number; dice: DiceDraw; at: number },
): Ctx {
  const cursor = new DiceCursor(p.dice);
  const attack = d20Check(ctx, p.seat, 'athletics', cursor);
  const defence = d20Check(ctx, p.target, 'dexSave', cursor);
  const [me, them] = [seatName(ctx, p.seat), seatName(ctx, p.target)];
  const targetHand = handOf(ctx, p.target);
  const bumped = targetHand.dice[p.die]!;
  const face = cursor.next(bumped.die);
  // One copy of the round for the turn spent, the re-roll or the retaliation owed, the line and the next turn.
  const d = useTurnIn(draft(ctx), p.seat, 'BUMP');
  const head = `${me} bumps the table at ${them}'s ${dieInLog(ctx, p.target, p.die)}`;
  const numbers = `Athletics ${attack} vs Dexterity save ${defence}`;
  if (attack > defence) {
    rerollIn(d, p.target, p.die, face);
    const shown = bumped.visibility === 'public' ? `: it now shows ${face}` : ': a blind re-roll';
    const secret =
      bumped.visibility === 'hole'
        ? { seat: p.target, text: `Your hole die now shows ${face}.` }
        : undefined;
    spillOnRerollIn(
      d.addLog({
        at: p.at,
        ...contestLine([p.seat, p.target], head, numbers, `${shown}.`),
        secret,
      }),
      p.target,
      p.die,
      p.at,
    );
  } else {
    d.editHand(p.target, { owesRetaliation: p.seat }).set({
      retaliationEndsAt: p.at + ctx.options.staredownSeconds * 1000,
    });
    d.addLog({
      at: p.at,
      ...contestLine(
        [p.seat, p.target],
        head,
        numbers,
        `: ${them} holds steady and chooses one of ${me}'s dice to re-roll.`,
      ),
    });
  }
  return passTurnIn(d).done();
}
