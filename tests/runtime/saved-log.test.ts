/**
 * The host's logs saved in pieces (src/host/savedLog.ts): each save writes the
 * newest piece only, the store keeps no piece past the log's bound, and what
 * is read back is exactly the newest entries.
 */
import { describe, expect, it } from 'vitest';
import { memoryHostStore } from '../../src/host/persistence';
import {
  appended,
  chunkKeys,
  emptyLog,
  logFrom,
  logWrite,
  noHead,
  type Log,
} from '../../src/host/savedLog';

const MAX = 100;
const SIZE = 64;

async function saveAll(
  count: number,
  start: Log<string> = emptyLog(),
  store = memoryHostStore(),
  stored = noHead(SIZE),
) {
  let log = start;
  const written: string[][] = [];
  for (let i = 0; i < count; i++) {
    log = appended(log, `id-${start.next + i}`, MAX);
    const change = logWrite('t/seen', stored, log, false, SIZE);
    await store.write(change);
    written.push(change.put.map(([key]) => key));
    stored = change.head;
  }
  return { store, log, stored, written };
}

describe('a log saved in pieces', () => {
  it('each save writes one piece, and the store holds only the pieces of the newest entries', async () => {
    const { store, stored, written } = await saveAll(1000);
    expect(written.every((keys) => keys.length === 1)).toBe(true);
    // The newest 100 entries span at most 3 pieces of 64.
    expect(store.records.size).toBeLessThanOrEqual(Math.ceil(MAX / SIZE) + 1);
    const read = logFrom<string>(stored, await store.read(chunkKeys('t/seen', stored)));
    expect(read).toEqual({
      next: 1000,
      entries: Array.from({ length: MAX }, (_, i) => `id-${900 + i}`),
    });
  });

  it('a missing piece is noticed, not read as a shorter log', async () => {
    const { store, stored } = await saveAll(150);
    store.records.delete(chunkKeys('t/seen', stored)[0]!);
    expect(logFrom(stored, await store.read(chunkKeys('t/seen', stored)))).toBeNull();
  });

  it('a log written over another one (a new table’s events) leaves none of the other’s pieces', async () => {
    const { store, stored } = await saveAll(300);
    const next = appended(emptyLog<string>(), 'new-0', MAX);
    const change = logWrite('t/seen', stored, next, true, SIZE);
    await store.write(change);
    expect([...store.records.keys()]).toEqual(['t/seen/0']);
    expect(logFrom(change.head, await store.read(['t/seen/0']))).toEqual({
      next: 1,
      entries: ['new-0'],
    });
  });
});
