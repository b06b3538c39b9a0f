/**
 * Classic's own lines in a round's log, beside the lines Standard's kit writes for both rulesets
 * (machines/twenty-one-kit/context.ts), as data: each key with the values its words state, worded in
 * src/panels/twenty-one-classic/lines.ts. A line marked secret is read by its seat alone (and the GM); `numbers` are a
 * contest's or a cheat's checks, which only its seats and the GM read.
 */
import type { Line, LineOf } from '../engine/line';
import type { None } from '../engine/reason';
import type { DieSaid } from '../twenty-one-kit/context';
import type { CheatMethod, InvestigationKind } from './rules';

export interface ClassicLines {
  opener: None;
  /** A seat's opener: the die it shows and the die it rolls as its hole die. */
  opened: { seat: string; shown: string; hole: string };
  /** Secret: the hole die's face. */
  holeOpened: { die: string; face: number };
  /** Betting begins with `seat`, the lowest total showing (null: nobody is left in). */
  bettingBegins: { seat: string | null };
  /** An opener kept: its shown die, and whether the hand busts already. */
  openerShows: { seat: string; die: string; face: number; bust: boolean };
  /** A hit bought (`forced`: a Goad's loser, who pays the ante). */
  hits: { seat: string; die: string; cost: number; forced: boolean };
  /** A hit kept: its face, a bust, and the cleaning fee a natural 1's bust spilled (null: none). */
  hitShows: { seat: string; die: string; face: number; bust: boolean; spilled: number | null };
  fumble: { seat: string; numbers?: { method: CheatMethod; total: number } };
  /** Secret: a cheat that stood, its die as the table saw it, the new face, and its Tell or Residue DC. */
  cheated: { die: DieSaid; face: number; method: CheatMethod; total: number };
  classicGoad: {
    seat: string;
    target: string;
    backfires: boolean;
    numbers?: { skill: string; attack: number; defence: number };
  };
  /** A bump: the target saves (`saved`), or the die is re-rolled (`face`: its new face when shown). */
  classicBump: {
    seat: string;
    target: string;
    die: DieSaid;
    saved: boolean;
    face: number | null;
    numbers?: { attack: number; defence: number };
  };
  spilled: { seat: string; fee: number };
  investigates: { seat: string; kind: InvestigationKind; fee: number };
  /** Secret: an investigation's check and the seats it found. */
  investigated: { kind: InvestigationKind; total: number; found: readonly string[] };
  classicAccusation: { seat: string; target: string; right: boolean; gold: number };
  forfeit: { seat: string };
  /** The GM's d6 for the duel's contest (rules.ts, `DUEL_CONTESTS`). */
  contest: { face: number };
  contestRoll: { seat: string; d20: number; modifier: number; contest: number; total: number };
}

/** One of Classic's lines, checked against its values, as a part of a log entry. */
export const classicSaid = (line: LineOf<ClassicLines>): Line => line;
