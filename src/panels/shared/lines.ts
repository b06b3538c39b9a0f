/**
 * The words of a round's log. A game whose lines are data (machines/engine/line.ts) gives its view its entries, a
 * key and the values its words state; the panel says each from it and the view (a seat's name from its id). A game's
 * `words.ts` says its own lines; the lines every table writes (machines/table/lines.ts) are said here.
 */
import type { Line } from '../../../machines/engine/line';
import type { TableLines } from '../../../machines/table/lines';
import { listed, nameIn } from './reasons';

type Seats = { seats: readonly { id: string; name: string }[] };

/** One line's words, from the line and the view it is said in. A method's type, so one key's words fit the map of all. */
export type SayLine<L, V> = { say(line: L, view: V): string }['say'];

/** A game's words for its lines, one per key of its interface of lines: a key without words does not compile. */
export type LineWords<M, V> = {
  readonly [K in keyof M & string]: SayLine<{ readonly say: K } & Readonly<M[K]>, V>;
};

/** Seats by name, in a list: "Ana", "Ana and Brom", "Ana, Brom and Cyra"; "nobody" for none. */
export const namesIn = (view: Seats, seats: readonly string[]): string =>
  seats.length === 0 ? 'nobody' : listed(seats.map((s) => nameIn(view, s)));

/** The lines every table writes, in words. */
export const TABLE_LINES: LineWords<TableLines, Seats> = {
  ante: (l) => {
    // The House matches the players' antes only (rules, section 1): said when an NPC seat's ante goes unmatched.
    const unmatched =
      l.npcs > 0
        ? ` (the players\u2019 antes; ${l.npcs === 1 ? 'an NPC\u2019s is' : 'NPCs\u2019 are'} not matched)`
        : '';
    const match = l.match ? `; the House matches with ${l.match} gp${unmatched}` : '';
    return `Round ${l.number}: everyone antes ${l.ante} gp${match}.`;
  },
  said: (l) => l.text,
};

/**
 * A line of the log in words: a line in words as it is, a line as data in its game's words, else the table's; the
 * parts it reads `also` (a Twenty-One seat's secret, the GM's note) said after it.
 */
export function sayLine<V extends Seats>(
  lines: Readonly<Record<string, SayLine<never, V>>> | undefined,
  line: object,
  view: V,
): string {
  if (!('say' in line)) return (line as { text: string }).text;
  const { also } = line as { also?: readonly object[] };
  const said = sayPart(lines, line as Line, view);
  return also ? [said, ...also.map((part) => sayPart(lines, part as Line, view))].join(' ') : said;
}

function sayPart<V extends Seats>(
  lines: Readonly<Record<string, SayLine<never, V>>> | undefined,
  line: Line,
  view: V,
): string {
  const { say } = line;
  const words =
    (lines && Object.hasOwn(lines, say) ? lines[say] : undefined) ??
    (Object.hasOwn(TABLE_LINES, say)
      ? (TABLE_LINES[say as keyof TableLines] as SayLine<never, Seats>)
      : undefined);
  // A key no words know (a newer table's) is said by its key rather than not at all.
  return words ? words(line as never, view) : say;
}
