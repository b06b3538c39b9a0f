/**
 * What a Twenty-One reader's view may add to the public view beyond its moves (machines/engine/headroom.ts), and
 * the public facts its moves' ceilings read (moves/, machines/twenty-one-classic/moves/): each seat's dice, who is to act, who owes a
 * retaliation, the names, the log's lines. The seat to act is offered a Bump and an Accusation per rival die, and
 * in Standard each roll and the hold carry the turn's cheats (a list of its dice); a seat deciding on its roll six
 * cheats per die of its own; every seat an Accusation per rival die; the GM all of it for each NPC. Every offer at
 * its longest includes its odds (a check's stat, modifier and chance, a bust chance). A reader's secrets and secret
 * lines come on top, their number capped where nothing public counts them (`HIDDEN_LINES_KEPT`).
 */
import {
  type HeadroomSpec,
  type PublicTable,
  type Reader,
  goldChars,
  jsonBytes,
  longestName,
} from '../engine/headroom';
import { tableNotNow } from '../table/headroom';
import type { RoundEntry } from './context';
import { CHEAT_DELTAS } from './rules';
import { HIDDEN_LINES_KEPT, isTable } from './sight';

/** What Twenty-One's headroom reads of a table's public view. */
export interface Facts extends PublicTable {
  seats: readonly (PublicTable['seats'][number] & {
    dice: readonly { die: string; blind: boolean }[];
    owesRetaliation: string | null;
  })[];
  turn: string | null;
  deciding: string | null;
  classic?: { opening: string | null; forcedHit: string | null };
  options: { ante: number; liquidMode?: boolean };
}

/** The dice of `seat`. */
export const diceOf = (view: Facts, seat: string) =>
  view.seats.find((s) => s.id === seat)?.dice ?? [];
/** How many dice the other seats have: a Bump or an Accusation for each. */
export const rivalDice = (view: Facts, seat: string): number =>
  view.seats.reduce((n, s) => n + (s.id === seat ? 0 : s.dice.length), 0);
/**
 * What the turn's cheats add to a roll's or a hold's line (Standard), for a hand of `seat`'s dice: each die a cheat
 * may move, by each delta (`,"cheat":{"dice":[0,1,…],"deltas":[-3,…,3]}`).
 */
export function turnCheatBytes(view: Facts, seat: string): number {
  const dice = diceOf(view, seat).length;
  if (dice === 0) return 0;
  return jsonBytes({ cheat: { dice: [...Array(dice).keys()], deltas: CHEAT_DELTAS } }) - 1;
}
/** The most dice a hand has: the dice of a bumper its avenger may re-roll. */
export const mostDice = (view: Facts): number => Math.max(...view.seats.map((s) => s.dice.length));
/** 1 when the table waits on `seat` for its turn's moves (to act, to decide on a roll, to open or to hit), else 0. */
export const acting = (view: Facts, seat: string): number =>
  [view.turn, view.deciding, view.classic?.opening, view.classic?.forcedHit].includes(seat) ? 1 : 0;

/** A seat's secrets at their longest: every stat, a Heat of six figures, every skill, a foresight of each die, cheats. */
const SECRETS = 1024;
/** A line of the log as a view writes it, beside its text: `[at, "…"],`. */
const ROW = 24;
/** What a contest line adds for its seats: the checks' numbers, each die and modifier at its longest. */
const NUMBERS = 128;
/**
 * A line nobody else reads at its longest, as its seat reads it ("You cheat (Sleight of Hand 20/20→20+15 = 35 vs your
 * Heat DC 999999): your d20 now shows 20, without a trace and without raising your Heat; your total is 1280: you are
 * bust for good, and the table learns it at the reveal.").
 */
const HIDDEN_LINE = 220;

/**
 * A reader's seats' secrets (Classic's investigations with them) and their lines of the log. Who reads more of a
 * public line than its text is public, every such line names them ("Ana goads Brom", "Brom studies Ana closely. It
 * backfires…"): the seats of a contest its numbers, the seat a secret is for its secret (joined to the line, and
 * alone among its private lines), the GM both and its own notes. A secret line is at its longest a Foresight, a
 * Profile naming its target and the dice it caught, or an investigation naming every seat it found; the GM reads each
 * with its seat's name. Then the lines nobody else reads: as many cheats as a view keeps, and for the GM a bust behind
 * a blind die for each seat that has one.
 */
function rest(
  snapshot: { context: { round: { log: readonly RoundEntry[] } | null } },
  view: Facts,
  reader: Reader,
): number {
  const gm = reader.role === 'gm';
  const seats = view.seats.length;
  const seated = gm ? seats : reader.seat === null ? 0 : 1;
  const name = longestName(view) + 8;
  const line =
    Math.max(220, 160 + 2 * name + 4 * mostDice(view), 100 + seats * name) + (gm ? 2 * name : 0);
  const mine = (seat: string) => gm || seat === (reader as { seat: string }).seat;
  let bytes = seated * (SECRETS + (view.classic ? 2 * (49 + 5 * seats) : 0));
  for (const entry of snapshot.context.round?.log ?? []) {
    if (isTable(entry) || !entry.line) continue;
    if (entry.close?.seats.some(mine)) bytes += NUMBERS;
    if (entry.secret && mine(entry.secret.seat)) bytes += 1 + 2 * line + ROW;
    if (entry.gm && gm) bytes += 1 + 2 * line + ROW;
  }
  const blind = gm ? view.seats.filter((s) => s.dice.some((d) => d.blind)).length : 0;
  return bytes + hiddenLineBytes(view, reader) * (seated && HIDDEN_LINES_KEPT + blind);
}

/**
 * A line nobody else reads, at its longest, in its reader's log and among their own lines: the GM reads it in its
 * seat's name, which may come up twice ("Grub cheats …: Grub are bust …").
 */
export const hiddenLineBytes = (view: Facts, reader: Reader): number =>
  2 * (ROW + HIDDEN_LINE + (reader.role === 'gm' ? 2 * (longestName(view) + 8) : 0));

/** Twenty-One's headroom beyond its moves, either ruleset's. */
export const twentyOneHeadroom: HeadroomSpec<Parameters<typeof rest>[0], Facts> = {
  notNow: (view) => Math.max(56 + 3 * goldChars(view), tableNotNow(view)),
  rest,
};
