/**
 * The host's logs saved in pieces (src/host/savedLog.ts): each save writes the
 * newest piece only, the store keeps no piece past the log's bound, and what
 * is read back is exactly the newest entries.
 */
import { describe, expect, it } from 'vitest';
import { memoryHostStore } from '../../src/host/persistence';
import { CHUNK_SIZE, EMPTY_HEAD, appended, chunkKeys, emptyLog, headOf, logFrom, logWrite, type Log } from '../../src/host/savedLog';

const MAX = 100;

async function saveAll(count: number, start: Log<string> = emptyLog(), store = memoryHostStore(), stored = EMPTY_HEAD) {
  let log = start;
  const written: string[][] = [];
  for (let i = 0; i < count; i++) {
    log = appended(log, `id-${start.next + i}`, MAX);
    const change = logWrite('t/seen', stored, log, false);
    await store.write(change);
    written.push(change.put.map(([key]) => key));
    stored = headOf(log);
  }
  return { store, log, stored, written };
}

describe('a log saved in pieces', () => {
  it('each save writes one piece, and the store holds only the pieces of the newest entries', async () => {
    const { store, log, written } = await saveAll(1000);
    expect(written.every((keys) => keys.length === 1)).toBe(true);
    // The newest 100 entries span at most 3 pieces of 64.
    expect(store.records.size).toBeLessThanOrEqual(Math.ceil(MAX / CHUNK_SIZE) + 1);
    const read = logFrom<string>(headOf(log), await store.read(chunkKeys('t/seen', headOf(log))));
    expect(read).toEqual({ next: 1000, entries: Array.from({ length: MAX }, (_, i) => `id-${900 + i}`) });
  });

  it('a missing piece is noticed, not read as a shorter log', async () => {
    const { store, log } = await saveAll(150);
    store.records.delete(chunkKeys('t/seen', headOf(log))[0]!);
    expect(logFrom(headOf(log), await store.read(chunkKeys('t/seen', headOf(log))))).toBeNull();
  });

  it('a log written over another one (a new table’s events) leaves none of the other’s pieces', async () => {
    const { store, stored } = await saveAll(300);
    const next = appended(emptyLog<string>(), 'new-0', MAX);
    await store.write(logWrite('t/seen', stored, next, true));
    expect([...store.records.keys()]).toEqual(['t/seen/0']);
    expect(logFrom(headOf(next), await store.read(['t/seen/0']))).toEqual({ next: 1, entries: ['new-0'] });
  });
});
