/**
 * The table's persisted snapshot saved in parts: the long arrays in it (a
 * round's log, the ledger's journal, a hand's cheats, which grow at their end
 * while a round is played) are saved as logs in pieces (savedLog.ts) beside
 * the head record, which holds the rest of the snapshot with `null` in their
 * place. A save then writes the head and, of each long array, only the pieces
 * its new entries fall in; an array that changed other than at its end (a new
 * round empties the log) is written again whole, which is small by then.
 * The long arrays are found by walking the snapshot, not named: the machines'
 * snapshots keep their shapes, and a new game's logs are split alike.
 */
import { chunkKeys, logFrom, logWrite, noHead, type LogHead, type LogWrite } from './savedLog';

/** Entries per piece of a snapshot's array; an array longer than one piece is saved apart from the head. */
export const PART_CHUNK = 16;

/** Where an array sits in the persisted table: keys and indices from its root. */
export type PartPath = (string | number)[];

/** One long array of the snapshot as the head names it: where it goes, and which of its entries the pieces hold. */
export interface PartHead extends LogHead {
  path: PartPath;
}

/** An array taken out of the snapshot, with its entries. */
export interface Part {
  path: PartPath;
  entries: unknown[];
}

/** What the store holds of one part: its head, and each entry's JSON (null when unknown) to tell what a save changes. */
export interface StoredPart {
  path: PartPath;
  head: LogHead;
  texts: string[] | null;
}

/** Where the pieces of the array at `path` are kept; JSON names the path whatever its keys hold. */
export const partPrefix = (name: string, path: PartPath): string =>
  `${name}/snapshot/${JSON.stringify(path)}`;

/** `table` (untouched) as the head holds it, every long array `null`, and those arrays. */
export function splitSnapshot(table: unknown): { head: unknown; parts: Part[] } {
  const parts: Part[] = [];
  const strip = (value: unknown, path: PartPath): unknown => {
    if (Array.isArray(value)) {
      if (value.length <= PART_CHUNK) return value.map((entry, i) => strip(entry, [...path, i]));
      parts.push({ path, entries: value });
      return null;
    }
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, strip(entry, [...path, key])]),
    );
  };
  return { head: strip(table, []), parts };
}

/** Puts each part back in `head` (in place) where it was taken out; false when a path names no `null` left for it. */
export function joinSnapshot(head: unknown, parts: readonly Part[]): boolean {
  for (const { path, entries } of parts) {
    let holder = head;
    for (const key of path.slice(0, -1)) {
      if (!hasOwn(holder, key)) return false;
      holder = (holder as Record<string | number, unknown>)[key];
    }
    const last = path.at(-1);
    if (
      last === undefined ||
      !hasOwn(holder, last) ||
      (holder as Record<string | number, unknown>)[last] !== null
    )
      return false;
    Object.defineProperty(holder, last, {
      value: entries,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  }
  return true;
}

const hasOwn = (holder: unknown, key: string | number): boolean =>
  holder !== null &&
  typeof holder === 'object' &&
  Array.isArray(holder) === (typeof key === 'number') &&
  Object.hasOwn(holder, key);

/** How many of the stored entries left the array's front, the rest being the start of `now`: all of them when none is kept. */
function dropped(stored: readonly string[], now: readonly string[]): number {
  for (let k = 0; k < stored.length; k++) {
    const rest = stored.length - k;
    if (rest > now.length || stored[k] !== now[0]) continue;
    let same = true;
    for (let i = 1; i < rest && same; i++) same = stored[k + i] === now[i];
    if (same) return k;
  }
  return stored.length;
}

/**
 * What saving `parts` writes when the store holds `stored`, and what it holds
 * after. Entries are numbered on from the stored ones: the new ones are those
 * past the stored, and an array written again whole starts after them.
 */
export function partsWrite(
  name: string,
  stored: readonly StoredPart[],
  parts: readonly Part[],
): { write: LogWrite; heads: PartHead[]; stored: StoredPart[] } {
  const before = new Map(stored.map((part) => [JSON.stringify(part.path), part]));
  const write: LogWrite = { put: [], delete: [] };
  const add = (change: LogWrite) => {
    write.put.push(...change.put);
    write.delete.push(...change.delete);
  };
  const heads: PartHead[] = [];
  const after: StoredPart[] = [];
  for (const { path, entries } of parts) {
    const old = before.get(JSON.stringify(path));
    before.delete(JSON.stringify(path));
    const texts = entries.map((entry) => JSON.stringify(entry));
    const oldHead = old?.head ?? noHead(PART_CHUNK);
    const first = !old ? 0 : old.texts ? oldHead.first + dropped(old.texts, texts) : oldHead.next;
    const { head, ...change } = logWrite(
      partPrefix(name, path),
      oldHead,
      { next: first + entries.length, entries },
      false,
      PART_CHUNK,
    );
    add(change);
    heads.push({ path, ...head });
    after.push({ path, head, texts });
  }
  // Arrays no longer long, or gone: their pieces go.
  for (const old of before.values())
    add(
      logWrite(
        partPrefix(name, old.path),
        old.head,
        { next: old.head.next, entries: [] },
        false,
        PART_CHUNK,
      ),
    );
  return { write, heads, stored: after };
}

/** The keys of the pieces of every part `heads` names, in order, to read them back together. */
export const partKeys = (name: string, heads: readonly PartHead[]): string[][] =>
  heads.map((head) => chunkKeys(partPrefix(name, head.path), head));

/** The parts `heads` names from their pieces as read (in the order of `partKeys`); null when one is missing or damaged. */
export function partsFrom(heads: readonly PartHead[], chunks: readonly unknown[][]): Part[] | null {
  const parts: Part[] = [];
  for (const [i, head] of heads.entries()) {
    const log = logFrom(head, chunks[i]!);
    if (!log) return null;
    parts.push({ path: head.path, entries: [...log.entries] });
  }
  return parts;
}
