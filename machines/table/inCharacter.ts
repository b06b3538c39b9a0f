/**
 * A self-playing seat's line in character: now and then, one short line to the table about a move it just made
 * ("Grub slaps 10 gp on the table"). A line is data, a kind and its values, worded by the panels
 * (src/panels/shared/inCharacter.ts). It is chosen from what every viewer sees of the table before and after the move
 * (the public view), so two tables that differ only in a secret say the same line, and a covert move that changes
 * nothing public says none. Which moves speak and which wording a kind takes come from public facts (the round, the
 * seat's place, the log's length), never from a draw, so a replay says the same.
 */

/** What a line reads of a public view: the round, its log's length, and each seat's purse. */
export interface TableGlance {
  round: number | null;
  log: readonly unknown[];
  seats: readonly { id: string; purse: number }[];
}

/**
 * - `stakes`: the seat's purse went down by `gold` (an ante, a bet, a fee);
 * - `collects`: its purse went up by `gold` (a win, a side bet paid);
 * - `plays`: the table's log says it moved, and no gold changed hands for it.
 */
export type InCharacterKind = 'stakes' | 'collects' | 'plays';

export interface InCharacterLine {
  kind: InCharacterKind;
  seat: string;
  /** The gold the seat's purse moved by (0 for `plays`). */
  gold: number;
  /** Which of its kind's wordings the panel says: 0, 1 or 2. */
  variant: number;
}

/** How many wordings each kind has (the panel words that many). */
export const IN_CHARACTER_VARIANTS = 3;

/** One move in this many speaks, on average: "now and then", not at every move. */
const SPEAKS_ONE_IN = 3;

/** The line `seat` says about its move from `before` to `after` (public views), or null when it says none. */
export function inCharacterLine(
  before: TableGlance,
  after: TableGlance,
  seat: string,
): InCharacterLine | null {
  const place = after.seats.findIndex((s) => s.id === seat);
  const was = before.seats.find((s) => s.id === seat);
  if (place < 0 || !was || after.round === null) return null;
  // Public facts only: the round, the seat's place and how long the log is now.
  const beat = after.round * 7 + place * 3 + after.log.length;
  if (beat % SPEAKS_ONE_IN !== 0) return null;
  const change = after.seats[place]!.purse - was.purse;
  const variant = Math.floor(beat / SPEAKS_ONE_IN) % IN_CHARACTER_VARIANTS;
  if (change < 0) return { kind: 'stakes', seat, gold: -change, variant };
  if (change > 0) return { kind: 'collects', seat, gold: change, variant };
  // Nothing public changed: a covert move, or none the table saw. It says nothing that could tell them apart.
  if (after.log.length === before.log.length && after.round === before.round) return null;
  return { kind: 'plays', seat, gold: 0, variant };
}
