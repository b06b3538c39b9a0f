/**
 * A table played for hours saves no more per intent than a new one (issue 17:
 * "only what changed is written per intent (the snapshot; events and seen ids
 * appended or bounded), the record under 30 KB"), and a reload after hundreds
 * of intents still resumes it exactly, replay protection included.
 */
import { describe, expect, it } from 'vitest';
import { chooser, choicesNow } from '../../machines/engine/autoplay';
import type { Sender } from '../../machines/engine/game';
import { loadRecord, memoryHostStore, recordName, type HostStore } from '../../src/host/persistence';
import { runHost } from '../../src/host/runHost';
import { CHANNEL } from '../../src/sync/wire';
import { electionTimings, must, seatedTable, type TestTable } from './table';
import { answersTo, heardBy } from './wire';

const NAMES = ['Brannoch', 'Ysolde', 'Quillby', 'Harrow', 'Vex', 'Marta', 'Pip', 'Corvina'];

/** A store that counts the bytes of JSON each save writes. */
function measuredStore(): HostStore & { records: Map<string, string>; writes: number[] } {
  const inner = memoryHostStore();
  const writes: number[] = [];
  return {
    ...inner,
    writes,
    write(change) {
      writes.push(change.put.reduce((bytes, [, value]) => bytes + JSON.stringify(value).length, 0));
      return inner.write(change);
    },
  };
}

/**
 * Random legal moves of the GM and the 8 players, each sent by that seat's own client through the host. No cheats:
 * a random player cheats dozens of times a round, and the round's log in the table's snapshot (which every save
 * writes whole) would grow past what any table plays.
 */
async function play(table: TestTable, intents: number, seed: number) {
  const seat = (s: Sender) => (s.role === 'player' ? table.players.find((p) => p.tab.playerId === s.id)! : table.gm);
  const senders: Sender[] = [{ role: 'gm', id: table.gm.tab.playerId }, ...table.players.map((p): Sender => ({ role: 'player', id: p.tab.playerId }))];
  const moves = { senders, choose: chooser(seed), skip: ['VOID_ROUND', 'LEAVE', 'KICK', 'CHEAT'] };
  for (let n = 0; n < intents; n++) {
    const choice = moves.choose(choicesNow(table.gm.host.table()!, moves))!;
    await must(seat(choice.sender).client, choice.intent);
    await table.settle();
  }
}

describe('a long table', () => {
  it('at 8 seats, every save after hundreds of intents writes under 30 KB, and the saved log keeps growing', async () => {
    const store = measuredStore();
    const table = await seatedTable(NAMES, { store, purse: 5000 });
    await play(table, 400, 3);
    const name = recordName(table.room.id, table.gm.tab.playerId);
    const { record } = await loadRecord(store, name);
    // Every intent's event and id is still saved: nothing was dropped to keep the saves small.
    expect(record!.events.entries.length).toBeGreaterThan(400);
    expect(record!.seenIntentIds.entries.length).toBeGreaterThan(400);
    expect(Math.max(...store.writes)).toBeLessThan(30_000);
    // The whole saved record, written each time before, is far larger than one save now.
    expect([...store.records.values()].reduce((bytes, json) => bytes + json.length, 0)).toBeGreaterThan(30_000);
  }, 120_000);

  it('a reload after hundreds of intents resumes the exact table, and an intent replayed from before is still refused', async () => {
    const table = await seatedTable(NAMES, { purse: 5000 });
    await play(table, 300, 11);
    // The first intent Vex's client sent, long before the reload.
    const vex = table.players[4]!;
    const first = heardBy(table, table.gm.tab.connectionId).find((m) => m.data.t === 'sealed' && m.connectionId === vex.tab.connectionId)!;
    const before = { persisted: table.gm.host.table()!.persist(), gm: table.gm.host.table()!.view({ role: 'gm' }) };

    table.gm.runner.stop();
    const runner = await runHost({ port: table.gm.tab.page(), keys: table.gm.keys, store: table.gm.store, ...electionTimings });
    const resumed = await runner.whenHosting();
    expect(resumed.table()!.persist()).toEqual(before.persisted);
    expect(resumed.table()!.view({ role: 'gm' })).toEqual(before.gm);

    table.room.inject(CHANNEL, first.data, vex.tab.connectionId);
    await table.room.settle();
    await resumed.idle();
    await table.room.settle();
    const reasons = (await answersTo(table, vex)).filter((a) => a.id === (first.data as { id: string }).id).map((a) => a.reason);
    expect(reasons.at(-1)).toBe('That request was already handled.');
    expect(resumed.table()!.persist()).toEqual(before.persisted);
    runner.stop();
  }, 120_000);
});
