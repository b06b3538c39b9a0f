/**
 * What one viewer may see of a Twenty-One round: each die's face and count,
 * a seat's secrets, and the log lines meant for them. The view (view.ts) is
 * built from these, so a secret not written here cannot leak.
 */
import type { Die } from '../engine/dice';
import type { Viewer } from '../engine/game';
import type { Shown } from '../table/view';
import { statOf, type Stats } from './stats';
import type { TableEntry } from '../table/lines';
import type {
  CheatRecord,
  Hand,
  HandDie,
  LogEntry,
  RoundEntry,
  Skill,
  TwentyOneContext,
} from './context';
import { heatDC, highOrLow, seatToAct, skillsUsedBy } from './rules';
import { rulesOf } from './ruleset';
import type { publicSeat } from './tableMeta';

/** A die as one viewer sees it, as the public view's schema writes it (tableMeta.ts): what they may not know is null. */
export type DieView = Shown<typeof publicSeat>['dice'][number];

/** What only the seat's owner and the GM know. */
export interface SeatSecrets {
  /** The stats this table's ruleset uses. */
  stats: Partial<Stats>;
  /** The DC of this seat's next cheat. */
  heatDC: number;
  /** The skills used this round: each once a round. */
  skillsUsed: Skill[];
  /** This seat's turn, and it has used its one skill of the turn. */
  skillThisTurn: boolean;
  mustRoll: 'any' | 'd20' | null;
  nextRollBlind: boolean;
  /** Foresight: the exact face, or HIGH/LOW, of the next roll of each die kind. */
  foreseen: { die: Die; face: number | null; hint: 'HIGH' | 'LOW' }[];
  cheats: CheatRecord[];
}

/**
 * A part of a log entry as a viewer reads it (context.ts, `LogEntry`), as data: its line, and for a seat's secret
 * the seat it is of (`of`), whom its words address (as "you" to its seat, by name to the GM).
 */
export type LinePart = {
  readonly say: string;
  readonly of?: string;
  readonly [value: string]: unknown;
};
/**
 * A line of the log as a viewer reads it: the first part of an entry this viewer reads, with the rest (`also`: their
 * secret, the GM's note) said after it; or the table's line (machines/table/lines.ts).
 */
export type LogLine = ({ at: number; also?: readonly LinePart[] } & LinePart) | TableEntry;
/** A line of this viewer's own: a secret or a GM's note. */
export type OwnLine = { at: number } & LinePart;

/** May this viewer see this seat's secrets (its hole die, stats, foresight, cheats)? */
export const ownsOrRules = (viewer: Viewer, seat: string): boolean =>
  viewer.role === 'gm' || (viewer.role === 'player' && viewer.id === seat);

/**
 * Is this the die its roller is deciding on (keep or cheat)? Until the
 * decision ends its face is the roller's: shown, it would tell the others
 * which die to accuse and whether a cheat changed it.
 */
export const underDecision = (ctx: TwentyOneContext, seat: string, index: number): boolean =>
  ctx.round?.rolled?.seat === seat && ctx.round.rolled.die === index;

/**
 * May this viewer see this die's face? Shown dice: everyone, but the die under
 * its roller's decision only its owner and the GM. Hole dice: owner, GM, after
 * the reveal. Blind dice: GM, after the reveal.
 */
function seesDie(
  ctx: TwentyOneContext,
  viewer: Viewer,
  seat: string,
  d: HandDie,
  index: number,
): boolean {
  if (ctx.round?.revealed || viewer.role === 'gm') return true;
  if (d.visibility === 'blind') return false;
  return (
    (d.visibility === 'public' && !underDecision(ctx, seat, index)) || ownsOrRules(viewer, seat)
  );
}

export function dieView(
  ctx: TwentyOneContext,
  viewer: Viewer,
  seat: string,
  hand: Hand,
  index: number,
): DieView {
  const d = hand.dice[index]!;
  const sees = seesDie(ctx, viewer, seat, d, index);
  // A d20's natural 20 counts 21 minus the rest, so its count tells the rest to whoever sees it.
  const countsKnown =
    sees &&
    (d.die !== 'd20' ||
      d.face !== 20 ||
      hand.dice.every((other, i) => seesDie(ctx, viewer, seat, other, i)));
  return {
    die: d.die,
    face: sees ? d.face : null,
    counts: countsKnown ? d.value : null,
    hole: d.visibility === 'hole',
    blind: d.visibility === 'blind',
  };
}

/**
 * A seat's cleaning fees as this viewer may know them: everyone's at the payout; before it, only the owner's and the
 * GM's, since a fee with no 1 showing would prove a cheated natural 1. A blind die's natural 1 is told to its owner
 * at the reveal, with the die.
 */
export function feesSeen(
  ctx: TwentyOneContext,
  viewer: Viewer,
  seat: string,
  hand: Hand,
): number | null {
  if (ctx.round?.result || viewer.role === 'gm') return hand.fees;
  if (!ownsOrRules(viewer, seat)) return null;
  return ctx.round?.revealed ? hand.fees : hand.fees - (hand.blindFees ?? 0);
}

export function secretsOf(
  ctx: TwentyOneContext,
  seat: string,
  hand: Hand | undefined,
): SeatSecrets {
  const turn = seatToAct(ctx) === seat;
  const mine = ctx.seats.find((s) => s.id === seat);
  return {
    stats: Object.fromEntries(rulesOf(ctx).stats.map((k) => [k, statOf(mine, k)])),
    heatDC: heatDC(ctx, seat),
    skillsUsed: hand ? [...skillsUsedBy(hand)] : [],
    skillThisTurn: Boolean(turn && ctx.round?.skillThisTurn),
    mustRoll: hand?.mustRoll ?? null,
    nextRollBlind: hand?.nextRollBlind ?? false,
    foreseen: Object.entries(hand?.foreseen ?? {}).map(([die, f]) => ({
      die: die as Die,
      face: f.exact ? f.face : null,
      hint: highOrLow(die as Die, f.face),
    })),
    cheats: (hand?.cheats ?? []).slice(-HIDDEN_LINES_KEPT).map((c) => ({ ...c })),
  };
}

/**
 * How many lines that nobody else reads (cheats) a view keeps, the latest: nothing public counts them, and a view's
 * length must follow what is public (machines/twenty-one/headroom.ts).
 */
export const HIDDEN_LINES_KEPT = 4;

/** Whether an entry is one of the table's lines, as data. */
export const isTable = (entry: RoundEntry): entry is TableEntry => 'say' in entry;

/** The round log as this viewer reads it (with their secret lines), and the lines meant for them alone. */
export function logFor(
  ctx: TwentyOneContext,
  viewer: Viewer,
): { log: LogLine[]; private: OwnLine[] } {
  const gm = viewer.role === 'gm';
  const entries = ctx.round?.log ?? [];
  const sees = (entry: LogEntry) =>
    entry.secret !== undefined && ownsOrRules(viewer, entry.secret.seat);
  let older = entries.filter((e) => !isTable(e) && !e.line && sees(e)).length - HIDDEN_LINES_KEPT;
  const log: LogLine[] = [];
  const mine: OwnLine[] = [];
  for (const entry of entries) {
    // The table's lines are public, and data: every viewer reads them alike.
    if (isTable(entry)) {
      log.push({ ...entry });
      continue;
    }
    if (!entry.line && sees(entry) && older-- > 0) continue;
    const close = entry.close && (gm || entry.close.seats.includes(viewer.id));
    const line = close ? entry.close!.line : entry.line;
    const secret = sees(entry) ? { ...entry.secret!.line, of: entry.secret!.seat } : undefined;
    const note = gm ? entry.gm : undefined;
    const parts: (LinePart | undefined)[] = [line, secret, note];
    const [first, ...also] = parts.filter((l): l is LinePart => l !== undefined);
    if (first) log.push({ at: entry.at, ...first, ...(also.length ? { also } : {}) });
    if (secret) mine.push({ at: entry.at, ...secret });
    if (note) mine.push({ at: entry.at, ...note });
  }
  return { log, private: mine };
}
