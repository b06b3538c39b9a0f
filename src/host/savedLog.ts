/**
 * A log the host saves in pieces (the table's events, the ids of intents it
 * handled): a save writes only the piece its new entries fall in, and deletes
 * the pieces every entry of which fell past the log's bound, so what one save
 * writes stays small however long the table plays (docs/runtime.md,
 * "Persistence"). Entries are numbered from the log's start; with pieces of
 * `size` entries, piece `k` holds entries `k * size` to `k * size + size - 1`.
 */
/**
 * Entries per piece: the newest piece, rewritten by each save, is at most this
 * long. A log keeps the size it was first saved with (the head says which).
 */
export const EVENTS_CHUNK = 16;
export const SEEN_CHUNK = 64;

/** A log as the host holds it: its newest entries (oldest first), and the number the next entry gets. */
export interface Log<T> {
  next: number;
  entries: readonly T[];
}

/** Which entries of a log the store holds, `first` to `next - 1`, in pieces of `size` entries. */
export interface LogHead {
  first: number;
  next: number;
  size: number;
}

/** One piece of a saved log: its entries, the first of them numbered `at`. */
export interface LogChunk<T> {
  at: number;
  entries: T[];
}

/** Keeps the newest `max`. */
export function keepLast<T>(items: readonly T[], max: number): readonly T[] {
  return items.length > max ? items.slice(items.length - max) : items;
}

export const emptyLog = <T>(): Log<T> => ({ next: 0, entries: [] });
/** A log the store holds nothing of, to be saved in pieces of `size`. */
export const noHead = (size: number): LogHead => ({ first: 0, next: 0, size });

/** `log` with `entry` added, keeping the newest `max`. */
export const appended = <T>(log: Log<T>, entry: T, max: number): Log<T> => ({
  next: log.next + 1,
  entries: keepLast([...log.entries, entry], max),
});

export const chunkKey = (prefix: string, chunk: number): string => `${prefix}/${chunk}`;

/** The pieces holding the entries of `head`. */
function chunksOf({ first, next, size }: LogHead): number[] {
  if (next <= first) return [];
  const chunks: number[] = [];
  for (let k = Math.floor(first / size); k <= Math.floor((next - 1) / size); k++) chunks.push(k);
  return chunks;
}

/** The keys of the pieces a saved log's head names, to read them back. */
export const chunkKeys = (prefix: string, head: LogHead): string[] =>
  chunksOf(head).map((k) => chunkKey(prefix, k));

export interface LogWrite {
  put: [string, LogChunk<unknown>][];
  delete: string[];
}

/**
 * What saving `log` writes when the store holds `stored` of it: the pieces its
 * new entries fall in, and the deletion of the stored pieces no longer
 * needed; and the head naming what the store then holds. With `restart` (the
 * store holds another log, e.g. the events of a table this one replaced)
 * every piece is written, in pieces of `size`; a log continued keeps the size
 * it was saved in.
 */
export function logWrite<T>(
  prefix: string,
  stored: LogHead,
  log: Log<T>,
  restart: boolean,
  size: number,
): LogWrite & { head: LogHead } {
  const head = {
    first: log.next - log.entries.length,
    next: log.next,
    size: restart ? size : stored.size,
  };
  const from = restart ? head.first : Math.max(stored.next, head.first);
  const kept = chunksOf(head);
  const put: LogWrite['put'] = [];
  if (from < head.next) {
    for (const k of kept.filter((k) => (k + 1) * head.size > from)) {
      const at = Math.max(k * head.size, head.first);
      const entries = log.entries.slice(
        at - head.first,
        Math.min((k + 1) * head.size, head.next) - head.first,
      );
      put.push([chunkKey(prefix, k), { at, entries }]);
    }
  }
  // A stored piece of a kept number holds its entries still, or is written again above (on a restart, every one is).
  const gone = chunksOf(stored).filter((k) => !kept.includes(k));
  return { put, delete: gone.map((k) => chunkKey(prefix, k)), head };
}

/** The log `head` names, from its pieces as read (in the order of `chunkKeys`); null when one is missing or damaged. */
export function logFrom<T>(head: LogHead, chunks: unknown[]): Log<T> | null {
  const entries: T[] = [];
  for (const chunk of chunks) {
    if (!isChunk(chunk)) return null;
    chunk.entries.forEach((entry, i) => {
      const n = chunk.at + i;
      if (n >= head.first && n < head.next && n === head.first + entries.length)
        entries.push(entry as T);
    });
  }
  return entries.length === head.next - head.first ? { next: head.next, entries } : null;
}

const isChunk = (value: unknown): value is LogChunk<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as LogChunk<unknown>).at) &&
  Array.isArray((value as LogChunk<unknown>).entries);
