/**
 * The duel that settles a tie for the best standing total (rules, Phase E):
 * who duels, each duel roll, and the winner once one remains.
 */
import { DiceCursor, type DiceDraw } from '../engine/dice';
import type { DuelRoll, TwentyOneContext } from './context';
import type { Line } from '../engine/line';
import { handOf, log, said, withRound } from './edit';
import { bestStanding, duelD4s, hitCount } from './rules';

type Ctx = TwentyOneContext;

export function openDuel(ctx: Ctx, p: { at: number }): Ctx {
  const { best, leaders } = bestStanding(ctx);
  const next = withRound(ctx, () => ({
    duel: { lap: 1, duelists: leaders, rolls: [], earlier: [] },
  }));
  return log(next, { at: p.at, line: said({ say: 'duel', seats: leaders, best: best! }) });
}

/**
 * "Duel roll = 1d20 + (1d4 × Hit Count)": one d4 multiplied by the hit count, as written, or with the table option
 * one d4 per hit, summed (see docs/rules/twenty-one-standard.md); a tie among the best sends them to duel again.
 */
export function duelRoll(ctx: Ctx, p: { seat: string; dice: DiceDraw; at: number }): Ctx {
  const cursor = new DiceCursor(p.dice);
  const hits = hitCount(handOf(ctx, p.seat));
  const d20 = cursor.next('d20');
  const d4s = cursor.take('d4', duelD4s(ctx, hits));
  const perHit = ctx.options.duelD4PerHit === true;
  const total = d20 + (perHit ? d4s.reduce((a, b) => a + b, 0) : (d4s[0] ?? 0) * hits);
  return recordDuelRoll(
    ctx,
    { seat: p.seat, d20, d4s, hits, total },
    { at: p.at, line: said({ say: 'duelRoll', seat: p.seat, d20, d4s, hits, perHit, total }) },
  );
}

/** One duelist's roll, told; once everyone in the lap has rolled, a tie among the best sends them to duel again. */
export function recordDuelRoll(ctx: Ctx, roll: DuelRoll, p: { line: Line; at: number }): Ctx {
  let next = withRound(ctx, (round) => ({
    duel: { ...round.duel!, rolls: [...round.duel!.rolls, roll] },
  }));
  next = log(next, { at: p.at, line: p.line });
  const duel = next.round!.duel!;
  if (duel.rolls.length < duel.duelists.length) return next;
  const top = Math.max(...duel.rolls.map((r) => r.total));
  const tied = duel.rolls.filter((r) => r.total === top).map((r) => r.seat);
  if (tied.length === 1) return next;
  next = withRound(next, () => ({
    duel: { lap: duel.lap + 1, duelists: tied, rolls: [], earlier: [...duel.earlier, duel.rolls] },
  }));
  return log(next, { at: p.at, line: said({ say: 'tiedAgain', seats: tied, top }) });
}

/** The duelists who have not rolled in this lap of the duel: the table waits on each of them. */
export function duelistsToRoll(ctx: Ctx): string[] {
  const duel = ctx.round?.duel;
  return duel ? duel.duelists.filter((d) => !duel.rolls.some((r) => r.seat === d)) : [];
}

/** The single seat left at the top of the duel, once everyone in it has rolled. */
export function duelWinner(ctx: Ctx): string | null {
  const duel = ctx.round?.duel;
  if (!duel || duel.rolls.length < duel.duelists.length) return null;
  const top = Math.max(...duel.rolls.map((r) => r.total));
  const tied = duel.rolls.filter((r) => r.total === top);
  return tied.length === 1 ? tied[0]!.seat : null;
}
