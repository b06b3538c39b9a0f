/**
 * A log the host saves in pieces (the table's events, the ids of intents it
 * handled): a save writes only the piece its new entries fall in, and deletes
 * the pieces every entry of which fell past the log's bound, so what one save
 * writes stays small however long the table plays (docs/runtime.md,
 * "Persistence"). Entries are numbered from the log's start; piece `k` holds
 * entries `k * CHUNK_SIZE` to `k * CHUNK_SIZE + CHUNK_SIZE - 1`.
 */
/** Entries per piece: the newest piece, rewritten by each save, is at most this long. */
export const CHUNK_SIZE = 64;

/** A log as the host holds it: its newest entries (oldest first), and the number the next entry gets. */
export interface Log<T> {
  next: number;
  entries: readonly T[];
}

/** Which entries of a log the store holds: `first` to `next - 1`. */
export interface LogHead {
  first: number;
  next: number;
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
export const EMPTY_HEAD: LogHead = { first: 0, next: 0 };

/** `log` with `entry` added, keeping the newest `max`. */
export const appended = <T>(log: Log<T>, entry: T, max: number): Log<T> => ({ next: log.next + 1, entries: keepLast([...log.entries, entry], max) });

export const headOf = (log: Log<unknown>): LogHead => ({ first: log.next - log.entries.length, next: log.next });

export const chunkKey = (prefix: string, chunk: number): string => `${prefix}/${chunk}`;

/** The pieces holding the entries of `head`. */
function chunksOf(head: LogHead): number[] {
  if (head.next <= head.first) return [];
  const chunks: number[] = [];
  for (let k = Math.floor(head.first / CHUNK_SIZE); k <= Math.floor((head.next - 1) / CHUNK_SIZE); k++) chunks.push(k);
  return chunks;
}

/** The keys of the pieces a saved log's head names, to read them back. */
export const chunkKeys = (prefix: string, head: LogHead): string[] => chunksOf(head).map((k) => chunkKey(prefix, k));

export interface LogWrite {
  put: [string, LogChunk<unknown>][];
  delete: string[];
}

/**
 * What saving `log` writes when the store holds `stored` of it: the pieces its
 * new entries fall in (every piece when `restart`: the store holds another
 * log, e.g. the events of a table this one replaced), and the deletion of the
 * stored pieces no longer needed.
 */
export function logWrite<T>(prefix: string, stored: LogHead, log: Log<T>, restart: boolean): LogWrite {
  const head = headOf(log);
  const from = restart ? head.first : Math.max(stored.next, head.first);
  const kept = chunksOf(head);
  const put: LogWrite['put'] = [];
  if (from < head.next) {
    for (const k of kept.filter((k) => (k + 1) * CHUNK_SIZE > from)) {
      const at = Math.max(k * CHUNK_SIZE, head.first);
      const entries = log.entries.slice(at - head.first, Math.min((k + 1) * CHUNK_SIZE, head.next) - head.first);
      put.push([chunkKey(prefix, k), { at, entries }]);
    }
  }
  const gone = chunksOf(stored).filter((k) => !kept.includes(k));
  return { put, delete: gone.map((k) => chunkKey(prefix, k)) };
}

/** The log `head` names, from its pieces as read (in the order of `chunkKeys`); null when one is missing or damaged. */
export function logFrom<T>(head: LogHead, chunks: unknown[]): Log<T> | null {
  const entries: T[] = [];
  for (const chunk of chunks) {
    if (!isChunk(chunk)) return null;
    chunk.entries.forEach((entry, i) => {
      const n = chunk.at + i;
      if (n >= head.first && n < head.next && n === head.first + entries.length) entries.push(entry as T);
    });
  }
  return entries.length === head.next - head.first ? { next: head.next, entries } : null;
}

const isChunk = (value: unknown): value is LogChunk<unknown> =>
  typeof value === 'object' && value !== null && Number.isInteger((value as LogChunk<unknown>).at) && Array.isArray((value as LogChunk<unknown>).entries);
