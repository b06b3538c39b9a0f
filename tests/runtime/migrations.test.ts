/**
 * Saved tables carry a format number; older formats are migrated step by
 * step, and a table saved by a newer build is never half-read.
 */
import { describe, expect, it } from 'vitest';
import { createTable } from '../../machines';
import { twentyOne } from '../../machines/twenty-one';
import { HOST_RECORD_FORMAT, migrate } from '../../src/host/migrations';
import { loadRecord, memoryHostStore, recordName } from '../../src/host/persistence';
import { createMemoryRoom } from '../../src/plugin/memoryRoom';
import { openSeat, startGm } from './table';

/** A table as format 0 saved it: the persisted table under `snapshot`, and no seen intent ids. */
function formatZeroRecord() {
  const table = createTable(twentyOne);
  table.send({ role: 'player', id: 'player-1' }, { type: 'JOIN', name: 'Ana', purse: 70 });
  table.send({ role: 'player', id: 'player-2' }, { type: 'JOIN', name: 'Brom', purse: 30 });
  table.send({ role: 'gm', id: 'gm' }, { type: 'SET_OPTIONS', ante: 4 });
  return { format: 0, tableId: 'table-from-format-0', rev: 3, snapshot: table.persist(), events: [...table.events] };
}

describe('saved table formats', () => {
  it('migrates a format-0 record to the current format', () => {
    const old = formatZeroRecord();
    const migrated = migrate(structuredClone(old));
    expect(migrated).toEqual({ format: HOST_RECORD_FORMAT, tableId: old.tableId, rev: 3, table: old.snapshot, events: old.events, seenIntentIds: [], options: {} });
  });

  it('migrates a format-1 record (one game only) to one that remembers no other game’s options', () => {
    const { snapshot, ...rest } = formatZeroRecord();
    const formatOne = { ...rest, format: 1, table: snapshot, seenIntentIds: ['intent-0001'] };
    expect(migrate(structuredClone(formatOne))).toEqual({ ...formatOne, format: HOST_RECORD_FORMAT, options: {} });
  });

  it('a host finding a format-0 table resumes it and saves it in the current format', async () => {
    const room = createMemoryRoom();
    const store = memoryHostStore();
    await store.save(recordName(room.id, 'gm'), formatZeroRecord() as never);
    const gm = await startGm(room, { store });
    expect(gm.host.status()).toBe('ok');
    expect(gm.host.table()!.view({ role: 'gm' }).seats.map((s) => [s.name, s.purse])).toEqual([
      ['Ana', 70],
      ['Brom', 30],
    ]);
    expect(gm.host.table()!.view({ role: 'gm' }).options.ante).toBe(4);

    const ana = await openSeat(room, { id: 'player-1', name: 'Ana', role: 'PLAYER' });
    const reply = await ana.client.send({ type: 'LEAVE' });
    expect(reply).toEqual({ ok: true });
    const saved = JSON.parse(store.records.get(recordName(room.id, 'gm'))!);
    expect(saved.format).toBe(HOST_RECORD_FORMAT);
    expect(saved.rev).toBe(4);
    expect(saved.seenIntentIds).toHaveLength(1);
  });

  it('refuses to read a table saved by a newer build, or a damaged one', async () => {
    const store = memoryHostStore();
    await store.save('newer', { ...formatZeroRecord(), format: HOST_RECORD_FORMAT + 1 } as never);
    await store.save('damaged', { format: HOST_RECORD_FORMAT, tableId: 7 } as never);
    expect(await loadRecord(store, 'newer')).toEqual({ record: null, problem: expect.stringMatching(/cannot be read by this build/) });
    expect(await loadRecord(store, 'damaged')).toEqual({ record: null, problem: expect.stringMatching(/^The saved table is damaged/) });
    expect(await loadRecord(store, 'absent')).toEqual({ record: null });
  });
});
