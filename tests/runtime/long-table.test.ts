/**
 * A table played for hours saves no more per intent than a new one (issue 17:
 * "only what changed is written per intent (the snapshot; events and seen ids
 * appended or bounded), the record under 30 KB"), and a reload after hundreds
 * of intents still resumes it exactly, replay protection included.
 */
import { describe, expect, it } from 'vitest';
import { chooser, pickMove, randomMove } from '../../machines/engine/autoplay';
import type { MoveFamily } from '../../machines/engine/survey';
import type { Sender } from '../../machines/engine/game';
import { measuredStore } from '../../bench/saves';
import { loadRecord, type memoryHostStore, recordName } from '../../src/host/persistence';
import { PART_CHUNK } from '../../src/host/savedSnapshot';
import { runHost } from '../../src/host/runHost';
import { CHANNEL } from '../../src/sync/wire';
import { electionTimings, must, seatedTable, type TestTable } from './table';
import { answersTo, heardBy } from './wire';
import { inWords } from '../support/words';

const NAMES = ['Brannoch', 'Ysolde', 'Quillby', 'Harrow', 'Vex', 'Marta', 'Pip', 'Corvina'];

/**
 * Random legal moves of the GM and the 8 players, each sent by that seat's own client through the host. A seat that
 * may cheat does so two times in three, dozens of times a round, so the round's log grows longer than a table plays it.
 */
async function play(table: TestTable, intents: number, seed: number) {
  const seat = (s: Sender) =>
    s.role === 'player' ? table.players.find((p) => p.tab.playerId === s.id)! : table.gm;
  const senders: Sender[] = [
    { role: 'gm', id: table.gm.tab.playerId },
    ...table.players.map((p): Sender => ({ role: 'player', id: p.tab.playerId })),
  ];
  const choose = chooser(seed);
  const skip = ['VOID_ROUND', 'LEAVE', 'KICK'];
  const decide = (_: Sender, familiesOf: () => readonly MoveFamily[]) => {
    const families = familiesOf();
    const cheats = families.filter((f) => f.type === 'CHEAT');
    return (
      (choose([0, 1, 2]) !== 0 && randomMove(cheats, choose)) || randomMove(families, choose, skip)
    );
  };
  const moves = { senders, choose, skip, decide };
  for (let n = 0; n < intents; n++) {
    const choice = pickMove(table.gm.host.table()!, moves)!;
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
    expect(
      [...store.records.values()].reduce((bytes, json) => bytes + json.length, 0),
    ).toBeGreaterThan(30_000);
  }, 120_000);

  it('a reload mid-round after hundreds of intents resumes the same round exactly from the saved pieces, an intent replayed from before is still refused, and the round plays on', async () => {
    const table = await seatedTable(NAMES, { purse: 5000 });
    await play(table, 300, 11);
    // On into a round whose log is longer than one piece, so the head holds it apart.
    const roundLog = () =>
      (table.gm.host.table()!.snapshot().context.round as { log?: unknown[] } | null)?.log ?? [];
    for (let seed = 12; roundLog().length <= PART_CHUNK; seed++) await play(table, 1, seed);
    const head = JSON.parse(
      (table.gm.store as ReturnType<typeof memoryHostStore>).records.get(
        recordName(table.room.id, table.gm.tab.playerId),
      )!,
    ) as { parts: { path: unknown[] }[] };
    expect(head.parts.map((part) => part.path)).toContainEqual([
      'snapshot',
      'context',
      'round',
      'log',
    ]);
    // The first intent Vex's client sent, long before the reload.
    const vex = table.players[4]!;
    const first = heardBy(table, table.gm.tab.connectionId).find(
      (m) => m.data.t === 'sealed' && m.connectionId === vex.tab.connectionId,
    )!;
    const before = {
      persisted: table.gm.host.table()!.persist(),
      gm: table.gm.host.table()!.view({ role: 'gm' }),
      log: roundLog(),
      rounds: table.gm.host.table()!.snapshot().context.roundsPlayed,
    };

    table.gm.runner.stop();
    const runner = await runHost({
      port: table.gm.tab.page(),
      keys: table.gm.keys,
      store: table.gm.store,
      ...electionTimings,
    });
    const resumed = await runner.whenHosting();
    expect(JSON.stringify(resumed.table()!.persist())).toBe(JSON.stringify(before.persisted));
    expect(resumed.table()!.view({ role: 'gm' })).toEqual(before.gm);

    table.room.inject(CHANNEL, first.data, vex.tab.connectionId);
    await table.room.settle();
    await resumed.idle();
    await table.room.settle();
    const reasons = (await answersTo(table, vex))
      .filter((a) => a.id === (first.data as { id: string }).id)
      .map((a) => inWords(a).reason);
    expect(reasons.at(-1)).toBe('That request was already handled.');
    expect(resumed.table()!.persist()).toEqual(before.persisted);

    // The same round goes on: its log carries on from where it was.
    Object.assign(table.gm, { runner, host: resumed });
    await play(table, 1, 99);
    expect(table.gm.host.table()!.snapshot().context.roundsPlayed).toBe(before.rounds);
    expect(roundLog().length).toBeGreaterThan(before.log.length);
    expect(roundLog().slice(0, before.log.length)).toEqual(before.log);
    runner.stop();
  }, 120_000);
});
