/**
 * Saved tables carry a format number; older formats are migrated step by
 * step, and a table saved by a newer build is never half-read.
 */
import { describe, expect, it } from 'vitest';
import { createTable } from '../../machines';
import { twentyOne, type TwentyOneContext } from '../../machines/twenty-one';
import { STAT_KEYS } from '../../machines/twenty-one-kit/stats';
import { migrate } from '../../src/host/migrations';
import { HOST_RECORD_FORMAT } from '../../src/host/recordFormat';
import {
  NOTHING_STORED,
  eventsPrefix,
  loadRecord,
  memoryHostStore,
  recordName,
  seenPrefix,
} from '../../src/host/persistence';
import { logWrite, noHead, type LogHead } from '../../src/host/savedLog';
import { PART_CHUNK } from '../../src/host/savedSnapshot';
import { createMemoryRoom } from '../../src/plugin/memoryRoom';
import { CHANNEL } from '../../src/sync/wire';
import { gmView, must, openSeat, playUntil, reopenGm, seatedTable, startGm } from './table';
import { answersTo, heardBy } from './wire';
import { inWords, said } from '../support/words';

/** A table as format 0 saved it: the persisted table under `snapshot`, and no seen intent ids. */
function formatZeroRecord() {
  const table = createTable(twentyOne);
  table.send({ role: 'player', id: 'player-1' }, { type: 'JOIN', name: 'Ana', purse: 70 });
  table.send({ role: 'player', id: 'player-2' }, { type: 'JOIN', name: 'Brom', purse: 30 });
  table.send({ role: 'gm', id: 'gm' }, { type: 'SET_OPTIONS', ante: 4 });
  return {
    format: 0,
    tableId: 'table-from-format-0',
    rev: 3,
    snapshot: table.persist(),
    events: [...table.events],
  };
}

describe('saved table formats', () => {
  it('migrates a format-0 record to the current format', () => {
    const old = formatZeroRecord();
    const migrated = migrate(structuredClone(old));
    expect(migrated).toEqual({
      format: HOST_RECORD_FORMAT,
      tableId: old.tableId,
      rev: 3,
      table: old.snapshot,
      events: { first: 0, next: 0, size: 64, carried: old.events },
      seenIntentIds: { first: 0, next: 0, size: 64, carried: [] },
      options: {},
      parts: [],
    });
  });

  it('migrates a format-1 record (one game only) to one that remembers no other game’s options', () => {
    const { snapshot, ...rest } = formatZeroRecord();
    const formatOne = { ...rest, format: 1, table: snapshot, seenIntentIds: ['intent-0001'] };
    const { events, seenIntentIds, ...head } = formatOne;
    expect(migrate(structuredClone(formatOne))).toEqual({
      ...head,
      format: HOST_RECORD_FORMAT,
      events: { first: 0, next: 0, size: 64, carried: events },
      seenIntentIds: { first: 0, next: 0, size: 64, carried: seenIntentIds },
      options: {},
      parts: [],
    });
  });

  it('a host finding a format-0 table resumes it and saves it in the current format', async () => {
    const room = createMemoryRoom();
    const store = memoryHostStore();
    store.records.set(recordName(room.id, 'gm'), JSON.stringify(formatZeroRecord()));
    const gm = await startGm(room, { store });
    expect(gm.host.status()).toBe('ok');
    expect(
      gm.host
        .table()!
        .view({ role: 'gm' })
        .seats.map((s) => [s.name, s.purse]),
    ).toEqual([
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
    const { record } = await loadRecord(store, recordName(room.id, 'gm'));
    expect(record!.seenIntentIds.entries).toHaveLength(1);
    // The three events it carried, and the LEAVE.
    expect(record!.events.entries.map((e) => e.type)).toEqual([
      'JOIN',
      'JOIN',
      'SET_OPTIONS',
      'LEAVE',
    ]);
  });

  it('a host finding a format-2 record (one record holding the events and seen ids) resumes it, still refuses a replayed intent, and saves the logs in pieces', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    const name = recordName(table.room.id, table.gm.tab.playerId);
    const ana = table.players[0]!;
    const joined = heardBy(table, table.gm.tab.connectionId).find(
      (m) => m.data.t === 'sealed' && m.connectionId === ana.tab.connectionId,
    )!;
    // The table as a format-2 build saved it, in place of everything this build wrote.
    const { record } = await loadRecord(table.gm.store, name);
    const formatTwo = {
      format: 2,
      tableId: record!.tableId,
      rev: record!.rev,
      table: record!.table,
      events: record!.events.entries,
      seenIntentIds: record!.seenIntentIds.entries,
      options: record!.options,
    };
    const store = table.gm.store as ReturnType<typeof memoryHostStore>;
    store.records.clear();
    store.records.set(name, JSON.stringify(formatTwo));
    const before = table.gm.host.table()!.persist();

    const gm = await reopenGm(table, 'same');
    expect(gm.host.status()).toBe('ok');
    expect(gm.host.table()!.persist()).toEqual(before);
    table.room.inject(CHANNEL, joined.data, ana.tab.connectionId);
    await table.settle();
    const reasons = (await answersTo(table, ana))
      .filter((a) => a.id === (joined.data as { id: string }).id)
      .map((a) => inWords(a).reason);
    expect(reasons.at(-1)).toBe('That request was already handled.');

    await must(gm.client, { type: 'VOID_ROUND' });
    const saved = JSON.parse(store.records.get(name)!);
    expect(saved.format).toBe(HOST_RECORD_FORMAT);
    expect(saved.events.carried).toBeUndefined();
    const resumed = (await loadRecord(store, name)).record!;
    expect(resumed.events.entries.map((e) => e.type)).toEqual([
      ...formatTwo.events.map((e) => e.type),
      'VOID_ROUND',
    ]);
    expect(resumed.seenIntentIds.entries.slice(0, formatTwo.seenIntentIds.length)).toEqual(
      formatTwo.seenIntentIds,
    );
  });

  it('a host finding a format-3 record (the whole snapshot in its head, its logs in pieces of 64) resumes it, and saves the snapshot’s long arrays apart from then on', async () => {
    const table = await seatedTable(['Ana', 'Brom', 'Cass', 'Dain', 'Edda', 'Fenn', 'Gus', 'Hild']);
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    const roundLog = () =>
      (table.gm.host.table()!.snapshot().context.round as { log: unknown[] }).log;
    await playUntil(table, () => roundLog().length > PART_CHUNK);
    const name = recordName(table.room.id, table.gm.tab.playerId);
    const { record } = await loadRecord(table.gm.store, name);
    // The table as a format-3 build saved it, in place of everything this build wrote.
    const store = table.gm.store as ReturnType<typeof memoryHostStore>;
    store.records.clear();
    const events = logWrite(eventsPrefix(name), noHead(64), record!.events, true, 64);
    const seen = logWrite(seenPrefix(name), noHead(64), record!.seenIntentIds, true, 64);
    const bounds = ({ first, next }: LogHead) => ({ first, next });
    const formatThree = {
      format: 3,
      tableId: record!.tableId,
      rev: record!.rev,
      table: record!.table,
      options: record!.options,
      events: bounds(events.head),
      seenIntentIds: bounds(seen.head),
    };
    store.records.set(name, JSON.stringify(formatThree));
    for (const [key, value] of [...events.put, ...seen.put])
      store.records.set(key, JSON.stringify(value));
    const before = table.gm.host.table()!.persist();
    const logged = roundLog().length;

    const gm = await reopenGm(table, 'same');
    expect(gm.host.status()).toBe('ok');
    expect(JSON.stringify(gm.host.table()!.persist())).toBe(JSON.stringify(before));
    await playUntil(table, () => roundLog().length > logged);

    const saved = JSON.parse(store.records.get(name)!);
    expect(saved.format).toBe(HOST_RECORD_FORMAT);
    expect(saved.parts.map((part: { path: unknown[] }) => part.path)).toContainEqual([
      'snapshot',
      'context',
      'round',
      'log',
    ]);
    expect(saved.table.snapshot.context.round.log).toBeNull();
    // The events go on in the pieces of 64 they were saved in.
    expect(saved.events.size).toBe(64);
    const resumed = (await loadRecord(store, name)).record!;
    expect(JSON.stringify(resumed.table)).toBe(JSON.stringify(gm.host.table()!.persist()));
    expect(resumed.events.entries.slice(0, record!.events.entries.length)).toEqual(
      record!.events.entries,
    );
  });

  it('a host finding a format-4 record, whose seats carry their stats and Heat as fields of their own, restores both, and they survive a change to In Between and back', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const name = recordName(table.room.id, table.gm.tab.playerId);
    const { record } = await loadRecord(table.gm.store, name);
    // Ana's seat as a format-4 build saved it: every stat, and the Heat of two cheats.
    const table4 = structuredClone(record!.table) as { snapshot: { context: TwentyOneContext } };
    const oldSeat = (seat: { id: string }, heat: number, set: Record<string, number>) => ({
      ...seat,
      stats: { ...Object.fromEntries(STAT_KEYS.map((k) => [k, 0])), ...set },
      heat,
    });
    const [ana, brom] = table4.snapshot.context.seats;
    table4.snapshot.context.seats = [
      oldSeat(ana!, 2, { sleightOfHand: 5, insight: -2 }),
      oldSeat(brom!, 0, {}),
    ] as never;
    const store = table.gm.store as ReturnType<typeof memoryHostStore>;
    store.records.clear();
    store.records.set(
      name,
      JSON.stringify({
        format: 4,
        tableId: record!.tableId,
        rev: record!.rev,
        table: table4,
        options: record!.options,
        events: { first: 0, next: 0, size: 64 },
        seenIntentIds: { first: 0, next: 0, size: 64 },
        parts: [],
      }),
    );

    const gm = await reopenGm(table, 'same');
    expect(gm.host.status()).toBe('ok');
    const secretsOf = (seat: string) => gmView(table).seats.find((s) => s.name === seat)!.secrets!;
    const expectRestored = () => {
      expect(secretsOf('Ana').stats).toMatchObject({ sleightOfHand: 5, insight: -2, str: 0 });
      // "Heat starts at Starting Heat and +2 per cheat": 10 and two cheats.
      expect(secretsOf('Ana').heatDC).toBe(14);
      expect(secretsOf('Brom').heatDC).toBe(10);
    };
    expectRestored();
    const seats = (gm.host.table()!.snapshot().context as TwentyOneContext).seats;
    expect(seats.map((s) => s.traits)).toEqual([
      { sleightOfHand: 5, insight: -2, heat: 2 },
      undefined,
    ]);

    expect(inWords(await gm.client.chooseGame('in-between'))).toEqual({ ok: true });
    await table.settle();
    expect(inWords(await gm.client.chooseGame('twenty-one'))).toEqual({ ok: true });
    await table.settle();
    expectRestored();
  });

  it('a host finding a format-5 record, whose self-playing NPCs play at `forgiving` or `best`, seats them at the level that plays as each did (regular, shark), and they play on', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    await must(table.gm.client, { type: 'SET_OPTIONS', npcPause: 0 });
    await must(table.gm.client, {
      type: 'ADD_NPC',
      name: 'Grub',
      purse: 50,
      selfPlay: { style: 'careful', level: 'shark' },
    });
    await must(table.gm.client, {
      type: 'ADD_NPC',
      name: 'Mort',
      purse: 50,
      selfPlay: { style: 'gambler', level: 'regular' },
    });
    await must(table.gm.client, { type: 'TAKE_OVER', seat: 'npc-2' });
    await table.settle();
    const name = recordName(table.room.id, table.gm.tab.playerId);
    const { record } = await loadRecord(table.gm.store, name);
    // The record as a format-5 build saved it: the levels by their old names.
    const saved = JSON.stringify(record!.table)
      .replace('"level":"shark"', '"level":"best"')
      .replace('"level":"regular"', '"level":"forgiving"');
    expect(saved).toContain('"best"');
    const store = table.gm.store as ReturnType<typeof memoryHostStore>;
    store.records.clear();
    store.records.set(
      name,
      JSON.stringify({
        format: 5,
        tableId: record!.tableId,
        rev: record!.rev,
        table: JSON.parse(saved),
        options: record!.options,
        events: { first: 0, next: 0, size: 64 },
        seenIntentIds: { first: 0, next: 0, size: 64 },
        parts: [],
      }),
    );

    const gm = await reopenGm(table, 'same');
    expect(gm.host.status()).toBe('ok');
    expect(gmView(table).seats.flatMap((s) => (s.selfPlay ? [s.selfPlay] : []))).toEqual([
      { takenOver: false, style: 'careful', level: 'shark' },
      { takenOver: true, style: 'gambler', level: 'regular' },
    ]);
    // Handed back, the regular plays its turns by itself again.
    await must(gm.client, { type: 'HAND_BACK', seat: 'npc-2' });
    await must(gm.client, { type: 'START_ROUND' });
    await table.settle();
    const log = () =>
      said(gmView(table))
        .log.map((l) => l.text)
        .join('\n');
    for (let i = 0; i < 50 && !/Mort (holds|folds|busts)/.test(log()); i++) {
      await playUntil(table, () => /Mort (holds|folds|busts)/.test(log()));
      await table.settle();
    }
    expect(log()).toMatch(/Mort (holds|folds|busts)/);
  });

  it('refuses to read a table saved by a newer build, or a damaged one', async () => {
    const store = memoryHostStore();
    store.records.set(
      'newer',
      JSON.stringify({ ...formatZeroRecord(), format: HOST_RECORD_FORMAT + 1 }),
    );
    store.records.set('damaged', JSON.stringify({ format: HOST_RECORD_FORMAT, tableId: 7 }));
    expect(await loadRecord(store, 'newer')).toEqual({
      record: null,
      stored: NOTHING_STORED,
      problem: expect.stringMatching(/cannot be read by this build/),
    });
    expect(await loadRecord(store, 'damaged')).toEqual({
      record: null,
      stored: NOTHING_STORED,
      problem: expect.stringMatching(/^The saved table is damaged/),
    });
    expect(await loadRecord(store, 'absent')).toEqual({ record: null, stored: NOTHING_STORED });
  });
});
