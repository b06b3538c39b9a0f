/**
 * The host saves its table after every change: a reload of the GM's page, or
 * a restart of the background page, resumes exactly where the table was.
 */
import { describe, expect, it, vi } from 'vitest';
import { seededDice } from '../../machines/engine/dice';
import { runHost } from '../../src/host/runHost';
import { CHANNEL } from '../../src/sync/wire';
import { connectTable } from '../../src/sync/client';
import {
  clientOptions,
  electionTimings,
  must,
  phaseOf,
  playUntil,
  seatedTable,
  type TestTable,
} from './table';
import { answersTo, heardBy } from './wire';
import { inWords } from '../support/words';

async function midBetting() {
  const table = await seatedTable(['Ana', 'Brom', 'Cass', 'Dain']);
  await must(table.gm.client, { type: 'START_ROUND' });
  await table.settle();
  let steps = 0;
  await playUntil(table, () => phaseOf(table.gm) === 'betting' && ++steps > 2);
  expect(phaseOf(table.gm)).toBe('betting');
  return table;
}

const everyView = (table: TestTable) =>
  table.players.map((p) => p.client.state().view).concat(table.gm.client.state().view);

describe('the host resumes after a reload', () => {
  it('a GM reload in the middle of betting resumes the round exactly, and the round plays on', async () => {
    const table = await midBetting();
    const host = table.gm.runner.host()!;
    const before = { gm: host.table()!.view({ role: 'gm' }), persisted: host.table()!.persist() };
    const seen = everyView(table);

    // The tab reloads: the page and its connection go away, and the same GM comes back on a new connection.
    table.gm.runner.stop();
    table.gm.client.close();
    table.gm.tab.disconnect();
    const tab = table.room.connect({ id: table.gm.tab.playerId, name: 'Game Master', role: 'GM' });
    const runner = await runHost({
      port: tab.page(),
      keys: table.gm.keys,
      store: table.gm.store,
      dice: seededDice(99),
      ...electionTimings,
    });
    const resumed = await runner.whenHosting();
    const client = await connectTable(tab.page(), table.gm.keys, clientOptions);
    Object.assign(table.gm, { tab, runner, host: resumed, client });

    expect(resumed.status()).toBe('ok');
    expect(resumed.table()!.view({ role: 'gm' })).toEqual(before.gm);
    expect(resumed.table()!.persist()).toEqual(before.persisted);
    // Every client is back on the same views, now sealed by the new connection.
    await vi.waitFor(() => expect(client.state().view).toEqual(seen.at(-1)));
    await table.settle();
    expect(everyView(table).slice(0, -1)).toEqual(seen.slice(0, -1));

    await playUntil(table, () => phaseOf(table.gm) === 'staredown');
    await must(table.gm.client, { type: 'END_STAREDOWN' });
    await table.settle();
    await playUntil(table, () => phaseOf(table.gm) === 'roundOver');
    expect(phaseOf(table.gm)).toBe('roundOver');
    for (const p of table.players)
      expect(p.client.state().view!.result).toEqual(table.gm.client.state().view!.result);
  });

  it('a restart of the background page on the same connection resumes too', async () => {
    const table = await midBetting();
    const before = table.gm.runner.host()!.table()!.view({ role: 'gm' });
    table.gm.runner.stop();
    const runner = await runHost({
      port: table.gm.tab.page(),
      keys: table.gm.keys,
      store: table.gm.store,
      ...electionTimings,
    });
    const resumed = await runner.whenHosting();
    expect(resumed.table()!.view({ role: 'gm' })).toEqual(before);
    table.gm.runner = runner;
    await playUntil(table, () => phaseOf(table.gm) === 'staredown');
    expect(phaseOf(table.gm)).toBe('staredown');
  });

  it('an intent replayed after the reload is still refused: its id was saved with the table', async () => {
    const table = await midBetting();
    const bystander = table.players[3]!;
    const last = [...heardBy(table, bystander.tab.connectionId)]
      .reverse()
      .find((m) => m.data.t === 'sealed')!;
    const applied = last.data as { id: string };
    const sender = [table.gm, ...table.players].find(
      (p) => p.tab.connectionId === last.connectionId,
    )!;
    table.gm.runner.stop();
    const runner = await runHost({
      port: table.gm.tab.page(),
      keys: table.gm.keys,
      store: table.gm.store,
      ...electionTimings,
    });
    const resumed = await runner.whenHosting();
    const before = resumed.table()!.view({ role: 'gm' });
    table.room.inject(CHANNEL, applied, sender.tab.connectionId);
    await table.room.settle();
    await resumed.idle();
    await table.room.settle();
    const reasons = (await answersTo(table, sender))
      .filter((a) => a.id === applied.id)
      .map((a) => inWords(a).reason);
    expect(reasons.at(-1)).toBe('That request was already handled.');
    expect(resumed.table()!.view({ role: 'gm' })).toEqual(before);
  });
});
