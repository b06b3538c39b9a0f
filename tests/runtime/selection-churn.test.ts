/**
 * Every token selection in Owlbear fires a player change event to the selecting client and a party change event to
 * everyone (docs/runtime.md, "What a real Owlbear room does"). They carry nothing we read, so they must cost
 * nothing: the host is not woken (no view is built, sealed or sent, no table written) and no client re-checks the
 * table. A real change (a newcomer) still gets through.
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../machines/engine/dice';
import { createMemoryRoom, type MemoryClient, type MemoryRoom } from '../../src/plugin/memoryRoom';
import type { OwlbearPort } from '../../src/plugin/port';
import { quietPort } from '../../src/plugin/quiet';
import { memoryHostStore } from '../../src/host/persistence';
import { runHost } from '../../src/host/runHost';
import { connectTable, type TableClient } from '../../src/sync/client';
import { memoryKeyStore } from '../../src/sync/keyStore';
import { clientOptions, electionTimings, settle } from './table';

/** A port that counts the party and player change events it hands on. */
function counting(port: OwlbearPort) {
  const counts = { events: 0 };
  const counted: OwlbearPort = Object.assign(Object.create(port) as OwlbearPort, {
    onPartyChange: (cb: Parameters<OwlbearPort['onPartyChange']>[0]) =>
      port.onPartyChange((players) => {
        counts.events++;
        cb(players);
      }),
    onSelfChange: (cb: Parameters<OwlbearPort['onSelfChange']>[0]) =>
      port.onSelfChange((self) => {
        counts.events++;
        cb(self);
      }),
  });
  return { counted, counts };
}

async function tableOver(wrap: (port: OwlbearPort) => OwlbearPort) {
  const room = createMemoryRoom();
  const gmTab = room.connect({ id: 'gm', name: 'GM', role: 'GM' });
  const host = counting(wrap(gmTab.page()));
  const keys = memoryKeyStore();
  const runner = await runHost({
    port: host.counted,
    keys,
    store: memoryHostStore(),
    dice: seededDice(3),
    ...electionTimings,
  });
  await runner.whenHosting();
  const tabs: MemoryClient[] = [gmTab];
  const clients: TableClient[] = [await connectTable(wrap(gmTab.page()), keys, clientOptions)];
  for (const [i, name] of ['Ana', 'Brom'].entries()) {
    const tab = room.connect({ id: `p${i}`, name, role: 'PLAYER' });
    tabs.push(tab);
    clients.push(await connectTable(wrap(tab.page()), memoryKeyStore(), clientOptions));
  }
  const quiet = () => settle(room, [runner.host], clients);
  await quiet();
  for (const [i, client] of clients.slice(1).entries())
    expect((await client.send({ type: 'JOIN', name: `P${i}`, purse: 50 })).ok).toBe(true);
  expect((await clients[0]!.send({ type: 'START_ROUND' })).ok).toBe(true);
  await quiet();
  const notified = clients.map(() => 0);
  clients.forEach((client, i) => client.subscribe(() => notified[i]!++));
  return { room, tabs, clients, hostEvents: host.counts, notified, quiet };
}

/** Everything any connection was sent: views, answers, tables. */
const sentSoFar = (room: MemoryRoom, tabs: MemoryClient[]) =>
  tabs.flatMap((tab) =>
    room
      .received(tab.connectionId)
      .filter((d) => d.kind === 'broadcast' || d.kind === 'room-metadata'),
  ).length;

describe('token selection churn in a round', () => {
  it('wakes neither the host nor any client, and sends nothing', async () => {
    const table = await tableOver(quietPort);
    const sent = sentSoFar(table.room, table.tabs);
    const before = table.hostEvents.events;
    for (let i = 0; i < 5; i++) for (const tab of table.tabs) tab.churn();
    await table.quiet();
    expect(table.hostEvents.events).toBe(before);
    expect(table.notified).toEqual([0, 0, 0]);
    expect(sentSoFar(table.room, table.tabs)).toBe(sent);
  });

  it('still hands on a change we read: a newcomer’s key reaches the host, which seals them a view', async () => {
    const table = await tableOver(quietPort);
    const before = table.hostEvents.events;
    const cyra = table.room.connect({ id: 'p9', name: 'Cyra', role: 'PLAYER' });
    const client = await connectTable(quietPort(cyra.page()), memoryKeyStore(), clientOptions);
    await table.quiet();
    await client.idle();
    expect(table.hostEvents.events).toBeGreaterThan(before);
    expect(client.state().view?.phase).toBe(table.clients[0]!.state().view?.phase);
  });

  it('reaches the host on every selection without the quiet port (so the first test measures something)', async () => {
    const table = await tableOver((port) => port);
    const before = table.hostEvents.events;
    for (const tab of table.tabs) tab.churn();
    await table.quiet();
    expect(table.hostEvents.events).toBeGreaterThan(before);
  });
});
