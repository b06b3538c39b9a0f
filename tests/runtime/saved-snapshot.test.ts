/**
 * The table's snapshot saved in parts (src/host/savedSnapshot.ts): issue 17,
 * "only what changed is written per intent (the snapshot; events and seen ids
 * appended or bounded), the record under 30 KB". Random games of every game at
 * 8 seats, saved after every intent by the host's own save code: each save
 * stays under 30 KB, and the record read back after it restores the very
 * snapshot the table persists, byte for byte.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, GAME_TITLES } from '../../machines';
import { SAVED_NAME, playSaved } from '../../bench/saves';
import { loadRecord, memoryHostStore } from '../../src/host/persistence';
import {
  PART_CHUNK,
  joinSnapshot,
  partPrefix,
  partsWrite,
  splitSnapshot,
  type StoredPart,
} from '../../src/host/savedSnapshot';

describe('the host’s save, at 8 seats, in random games of every game', () => {
  for (const id of GAME_IDS) {
    it(`${GAME_TITLES[id]}: every save writes under 30 KB, and the record read back after it is the table’s snapshot byte for byte`, async () => {
      for (const seed of [5, 6]) {
        let checked = 0;
        const { store } = await playSaved(id, {
          rounds: 8,
          seed,
          async afterSave({ store, session }) {
            const { record, problem } = await loadRecord(store, SAVED_NAME);
            expect(problem).toBeUndefined();
            expect(JSON.stringify(record!.table)).toBe(JSON.stringify(session.table.persist()));
            expect(record!.events).toEqual(session.events);
            checked++;
          },
        });
        expect(checked).toBe(store.writes.length);
        expect(Math.max(...store.writes)).toBeLessThan(30_000);
      }
    }, 60_000);
  }
});

const entry = (n: number) => ({ n, line: `entry ${n}` });
const table = (log: unknown[], journal: unknown[] = []) => ({
  format: 1,
  game: 'g',
  snapshot: { context: { round: { log, seats: ['a', 'b'] }, ledger: { journal } } },
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => entry(from + i));

/** Saves `tables` one after the other as the host does; returns the keys each save put and deleted, and the store. */
async function saveEach(tables: unknown[]) {
  const store = memoryHostStore();
  let stored: readonly StoredPart[] = [];
  const saves: { put: string[]; deleted: string[]; head: unknown }[] = [];
  for (const t of tables) {
    const split = splitSnapshot(t);
    const { write, heads, stored: after } = partsWrite('r', stored, split.parts);
    await store.write({
      put: [['r', { table: split.head, parts: heads }], ...write.put],
      delete: write.delete,
    });
    saves.push({ put: write.put.map(([key]) => key), deleted: write.delete, head: split.head });
    stored = after;
  }
  return { store, saves };
}

/** The table the store holds, reassembled as loadRecord does. */
async function readBack(store: ReturnType<typeof memoryHostStore>) {
  const head = JSON.parse(store.records.get('r')!) as {
    table: unknown;
    parts: { path: (string | number)[]; first: number; next: number }[];
  };
  const parts = head.parts.map(({ path, first, next }) => {
    const entries: unknown[] = [];
    for (const [key, json] of store.records) {
      if (!key.startsWith(`${partPrefix('r', path)}/`)) continue;
      const chunk = JSON.parse(json) as { at: number; entries: unknown[] };
      chunk.entries.forEach((e, i) => {
        if (chunk.at + i >= first && chunk.at + i < next) entries[chunk.at + i - first] = e;
      });
    }
    return { path, entries };
  });
  return joinSnapshot(head.table, parts) ? head.table : null;
}

const LOG = partPrefix('r', ['snapshot', 'context', 'round', 'log']);

describe('a snapshot saved in parts', () => {
  it('an array longer than one piece is saved apart, and a save after one more entry writes only the piece it falls in', async () => {
    const { store, saves } = await saveEach([table(range(0, 40)), table(range(0, 41))]);
    expect(saves[0]!.put).toEqual([`${LOG}/0`, `${LOG}/1`, `${LOG}/2`]);
    expect(saves[1]!.put).toEqual([`${LOG}/2`]);
    expect(JSON.stringify(saves[1]!.head)).not.toContain('entry 40');
    expect(JSON.stringify(await readBack(store))).toBe(JSON.stringify(table(range(0, 41))));
  });

  it('a short array stays in the head; one that empties (a new round) leaves no piece behind', async () => {
    const { store, saves } = await saveEach([
      table(range(0, PART_CHUNK)),
      table(range(0, 30)),
      table([]),
    ]);
    expect(saves[0]!.put).toEqual([]);
    expect(saves[2]!.deleted).toEqual([`${LOG}/0`, `${LOG}/1`]);
    expect([...store.records.keys()]).toEqual(['r']);
    expect(await readBack(store)).toEqual(table([]));
  });

  it('an array changed other than at its end is written again whole; one whose oldest entries were dropped writes only what is new', async () => {
    const changed = range(0, 40).map((e) => (e.n === 5 ? { ...e, line: 'amended' } : e));
    const { store, saves } = await saveEach([
      table(range(0, 40)),
      table(changed),
      table(changed.slice(10).concat(entry(40))),
    ]);
    expect(saves[1]!.put).toHaveLength(3);
    expect(JSON.stringify(await readBack(store))).toBe(
      JSON.stringify(table(changed.slice(10).concat(entry(40)))),
    );
    // Numbered on from the 40 written before: entries 40 to 79, and the one added is number 80, in piece 5.
    expect(saves[2]!.put).toEqual([`${LOG}/5`]);
  });

  it('two arrays, and an array in an array, each go back where they were', async () => {
    const nested = { ...table(range(0, 20), range(100, 150)), extra: [[...range(0, 17)], 'x'] };
    const { store } = await saveEach([nested]);
    expect(JSON.stringify(await readBack(store))).toBe(JSON.stringify(nested));
  });

  it('a saved table missing a piece of its snapshot is not read at all (the host recovers), rather than read with a shorter log', async () => {
    const { store } = await playSaved('twenty-one', { rounds: 1, seed: 5 });
    const piece = [...store.records.keys()].find((key) =>
      key.startsWith(`${SAVED_NAME}/snapshot/`),
    )!;
    store.records.delete(piece);
    expect(await loadRecord(store, SAVED_NAME)).toMatchObject({
      record: null,
      problem: 'The saved table is damaged (a piece of it is missing).',
    });
  });

  it('a part with no place for it in the head is refused, not put somewhere else', () => {
    const { head } = splitSnapshot(table(range(0, 20)));
    expect(
      joinSnapshot(structuredClone(head), [
        { path: ['snapshot', 'context', 'round', 'seats'], entries: [] },
      ]),
    ).toBe(false);
    expect(
      joinSnapshot(structuredClone(head), [
        { path: ['snapshot', 'context', 'missing', 'log'], entries: [] },
      ]),
    ).toBe(false);
    expect(
      joinSnapshot(structuredClone(head), [
        { path: ['snapshot', 'context', 'round', 'log', 0], entries: [] },
      ]),
    ).toBe(false);
    expect(
      joinSnapshot(structuredClone(head), [
        { path: ['snapshot', 'context', 'round', 'log'], entries: [] },
      ]),
    ).toBe(true);
  });
});
