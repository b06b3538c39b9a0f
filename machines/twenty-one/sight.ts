/**
 * What one viewer may see of a Twenty-One round: each die's face and count,
 * a seat's secrets, and the log lines meant for them. The view (view.ts) is
 * built from these, so a secret not written here cannot leak.
 */
import type { Die } from '../engine/dice';
import type { Viewer } from '../engine/game';
import { seatName } from '../table/rules';
import type { Hand, HandDie, TwentyOneContext } from './context';
import { heatDC, highOrLow, seatToAct, skillsUsedBy } from './rules';
import { rulesOf } from './ruleset';
import type { DieView, LogLine, SeatSecrets } from './view';

/** May this viewer see this seat's secrets (its hole die, stats, foresight, cheats)? */
export const ownsOrRules = (viewer: Viewer, seat: string): boolean => viewer.role === 'gm' || (viewer.role === 'player' && viewer.id === seat);

/** May this viewer see this die's face? Hole dice: owner, GM, after the reveal. Blind dice: GM, after the reveal. */
function seesDie(ctx: TwentyOneContext, viewer: Viewer, seat: string, d: HandDie): boolean {
  if (d.visibility === 'public' || ctx.round?.revealed || viewer.role === 'gm') return true;
  return d.visibility === 'hole' && ownsOrRules(viewer, seat);
}

export function dieView(ctx: TwentyOneContext, viewer: Viewer, seat: string, hand: Hand, d: HandDie): DieView {
  const sees = seesDie(ctx, viewer, seat, d);
  // A d20's natural 20 counts 21 minus the rest, so its count tells the rest to whoever sees it.
  const countsKnown = sees && (d.die !== 'd20' || d.face !== 20 || hand.dice.every((other) => seesDie(ctx, viewer, seat, other)));
  return { die: d.die, face: sees ? d.face : null, counts: countsKnown ? d.value : null, hole: d.visibility === 'hole', blind: d.visibility === 'blind' };
}

export function secretsOf(ctx: TwentyOneContext, seat: string, hand: Hand | undefined): SeatSecrets {
  const turn = seatToAct(ctx) === seat;
  const stats = ctx.seats.find((s) => s.id === seat)!.stats;
  return {
    stats: Object.fromEntries(rulesOf(ctx).stats.map((k) => [k, stats[k] ?? 0])),
    heatDC: heatDC(ctx, seat),
    skillsUsed: hand ? [...skillsUsedBy(hand)] : [],
    skillThisTurn: Boolean(turn && ctx.round?.skillThisTurn),
    mustRoll: hand?.mustRoll ?? null,
    nextRollBlind: hand?.nextRollBlind ?? false,
    foreseen: Object.entries(hand?.foreseen ?? {}).map(([die, f]) => ({ die: die as Die, face: f.exact ? f.face : null, hint: highOrLow(die as Die, f.face) })),
    cheats: (hand?.cheats ?? []).map((c) => ({ ...c })),
  };
}

/**
 * A seat's secret line as this viewer reads it: to its owner as written ("Your hole die shows 5."), to the GM in the
 * seat's name ("Brom's hole die shows 5."), since the GM reads every seat's.
 */
function secretLine(ctx: TwentyOneContext, viewer: Viewer, secret: { seat: string; text: string }): string {
  if (viewer.role !== 'gm') return secret.text;
  const name = seatName(ctx, secret.seat);
  return secret.text.startsWith('Your ') ? `${name}'s ${secret.text.slice('Your '.length)}` : `${name}: ${secret.text}`;
}

/** The round log as this viewer reads it (with their secret lines), and the lines meant for them alone. */
export function logFor(ctx: TwentyOneContext, viewer: Viewer): { log: LogLine[]; private: LogLine[] } {
  const entries = ctx.round?.log ?? [];
  return {
    log: entries.flatMap((entry) => {
      const text = [entry.text, entry.secret && ownsOrRules(viewer, entry.secret.seat) ? secretLine(ctx, viewer, entry.secret) : '', viewer.role === 'gm' ? entry.gm : ''].filter(Boolean).join(' ');
      return text ? [{ at: entry.at, text }] : [];
    }),
    private: entries.flatMap((entry) => [
      ...(entry.secret && ownsOrRules(viewer, entry.secret.seat) ? [{ at: entry.at, text: secretLine(ctx, viewer, entry.secret) }] : []),
      ...(entry.gm && viewer.role === 'gm' ? [{ at: entry.at, text: entry.gm }] : []),
    ]),
  };
}
