/**
 * The lines every table writes in a round's log, as data (machines/engine/line.ts); the panels word them
 * (src/panels/shared/lines.ts).
 */
import type { EntryOf, LineOf } from '../engine/line';

export interface TableLines {
  /**
   * A round opens: its number, the ante each seat paid, the House's match (0 when it makes none) and how many NPC
   * seats sit at the table, whose antes the House does not match (rules, section 1).
   */
  ante: { number: number; ante: number; match: number; npcs: number };
  /** A line an older build wrote in words, kept as it was written (machines/table/legacy.ts). */
  said: { text: string };
}

export type TableLine = LineOf<TableLines>;
export type TableEntry = EntryOf<TableLines>;
