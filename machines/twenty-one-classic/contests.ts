/**
 * Classic's Goad and Bump (tavern-twenty-one-vtt-edition.md, section 3) as pure context updates:
 * each is a turn of its own, a contest of d20 checks told to the GM alone. A bump's retaliation
 * is Standard mode's, with Classic's judgement of the re-roll (spill.ts).
 */
import { DiceCursor, type DiceDraw } from '../engine/dice';
import type { TwentyOneContext } from '../twenty-one-kit/context';
import { rerollIn } from '../twenty-one-kit/bump';
import { draft, handOf, passTurnIn, said as kitSaid, type Draft } from '../twenty-one-kit/edit';
import { contestLine, dieInLog } from '../twenty-one-kit/skills';
import { d20Check } from './betting';
import { classicSaid as said } from './lines';
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
  const loser = attack > defence ? p.target : p.seat;
  // One copy of the round for the turn spent, the forced hit, the line and the next turn.
  const d = useTurnIn(draft(ctx), p.seat, 'GOAD');
  d.set({ classic: { ...d.round.classic!, forcedHit: loser } });
  const line = said({
    say: 'classicGoad',
    seat: p.seat,
    target: p.target,
    backfires: loser === p.seat,
  });
  const numbers = { skill: p.skill, attack, defence };
  d.addLog({ at: p.at, ...contestLine([p.seat, p.target], line, numbers) });
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
  const targetHand = handOf(ctx, p.target);
  const bumped = targetHand.dice[p.die]!;
  const face = cursor.next(bumped.die);
  // One copy of the round for the turn spent, the re-roll or the retaliation owed, the line and the next turn.
  const d = useTurnIn(draft(ctx), p.seat, 'BUMP');
  const die = dieInLog(ctx, p.target, p.die);
  const head = { say: 'classicBump', seat: p.seat, target: p.target, die } as const;
  const numbers = { attack, defence };
  const seats = [p.seat, p.target];
  if (attack > defence) {
    rerollIn(d, p.target, p.die, face);
    const shown = bumped.visibility === 'public' ? face : null;
    const line = said({ ...head, saved: false, face: shown });
    spillOnRerollIn(
      d.addLog({
        at: p.at,
        ...contestLine(seats, line, numbers),
        ...(bumped.visibility === 'hole'
          ? { secret: { seat: p.target, line: kitSaid({ say: 'holeNow', face }) } }
          : {}),
      }),
      p.target,
      p.die,
      p.at,
    );
  } else {
    d.editHand(p.target, { owesRetaliation: p.seat }).set({
      retaliationEndsAt: p.at + ctx.options.staredownSeconds * 1000,
    });
    const line = said({ ...head, saved: true, face: null });
    d.addLog({ at: p.at, ...contestLine(seats, line, numbers) });
  }
  return passTurnIn(d).done();
}
