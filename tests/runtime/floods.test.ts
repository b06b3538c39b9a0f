/**
 * "No value another client can write may crash or stall the host": floods and
 * echoes are bounded, a value nested past anything the host writes is foreign,
 * not a stack overflow, and a GM's second tab gets the GM's view.
 */
import { describe, expect, it } from 'vitest';
import { CHANNEL, TABLE_KEY } from '../../src/sync/wire';
import { MAX_REASON, reasonSchema } from '../../src/sync/reasons';
import { boundedReason } from '../../src/host/limits';
import * as v from 'valibot';
import { tableWriter } from '../../src/host/publishTable';
import { canonicalJson } from '../../src/sync/signing';
import type { OwlbearPort } from '../../src/plugin/port';
import { clientOptions, gmView, must, seatedTable, settle } from './table';
import { connectTable } from '../../src/sync/client';
import type { Client } from './table';

const bytesTo = (table: Awaited<ReturnType<typeof seatedTable>>, connectionId: string) =>
  table.room.received(connectionId).reduce((n, d) => n + d.raw.length, 0);

describe('floods and echoes', () => {
  it('1,000 hellos from one connection make the host resend views about once, not a thousand times', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const [ana, brom] = table.players;
    await table.settle();
    const before = bytesTo(table, brom!.tab.connectionId);
    for (let i = 0; i < 1_000; i++)
      table.room.inject(CHANNEL, { t: 'hello' }, ana!.tab.connectionId);
    await table.settle();
    const after = bytesTo(table, brom!.tab.connectionId);
    // One resend of Ana's view is a few kB; a thousand would be megabytes.
    expect(after - before).toBeLessThan(50_000);
    // The table still answers Ana.
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    expect(ana!.client.state().view?.phase).toBe('cut');
  });

  it('a reason quoting what a sender wrote is cut to what the wire carries, keeping its key, and the wire takes it', () => {
    const quoted = boundedReason({ why: 'malformed', problem: 'x'.repeat(5_000) });
    expect(quoted.why).toBe('malformed');
    expect((quoted.problem as string).startsWith('xxx')).toBe(true);
    expect(JSON.stringify(quoted).length).toBeLessThanOrEqual(MAX_REASON);
    expect(v.is(reasonSchema, quoted)).toBe(true);
    // So many values that even shortened they do not fit: the key alone.
    const many = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`v${i}`, 'y'.repeat(150)]),
    );
    expect(boundedReason({ why: 'malformed', ...many })).toEqual({ why: 'malformed' });
    const small = { why: 'seated' };
    expect(boundedReason(small)).toBe(small);
  });

  it('a refusal never echoes more than the wire allows, whatever the sender wrote', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const reply = await table.players[0]!.client.send({ type: 'X'.repeat(1_000_000) });
    expect(reply.ok).toBe(false);
    expect(!reply.ok && JSON.stringify(reply.reason).length).toBeLessThanOrEqual(MAX_REASON);
    const long = await table.players[0]!.client.send({
      type: 'JOIN',
      name: 'N'.repeat(100_000),
      purse: 5,
    });
    expect(!long.ok && JSON.stringify(long.reason).length).toBeLessThanOrEqual(MAX_REASON);
  });

  it('a table nested 4,000 deep in room metadata is put back, and the host goes on', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    let deep: unknown = [];
    for (let i = 0; i < 4_000; i++) deep = [deep];
    const genuine = table.room.metadata()[TABLE_KEY];
    await table.players[0]!.tab.page().setRoomMetadata({ [TABLE_KEY]: deep });
    await table.settle();
    // The host saw a foreign write and put its own table back.
    expect(table.room.metadata()[TABLE_KEY]).toEqual(genuine);
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    expect(gmView(table).phase).toBe('cut');
  });
});

describe('a value nested past any table', () => {
  let deep: unknown = [];
  for (let i = 0; i < 100_000; i++) deep = [deep];

  it('is refused by canonicalJson with a reason, not a stack overflow', () => {
    expect(() => canonicalJson(deep)).toThrow(/nested deeper than/);
  });

  it('is foreign to the host\u2019s table writer, which does not throw', async () => {
    const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
      'verify',
    ]);
    const port = {
      roomId: 'room-1',
      setRoomMetadata: async () => undefined,
    } as unknown as OwlbearPort;
    const writer = tableWriter(port, keys.privateKey);
    await writer.write({
      v: 3,
      g: 'twenty-one',
      l: 'x',
      id: 't',
      rev: 1,
      n: 0,
      hs: 0,
      c: 0,
      st: [],
      ids: [],
      view: [],
    });
    expect(writer.isForeign(deep)).toBe(true);
  });
});

describe('one GM on two connections', () => {
  it('the GM\u2019s second tab in the same browser receives the GM view, hole dice and all', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const second = table.room.connect({
      id: table.gm.tab.playerId,
      name: 'Game Master',
      role: 'GM',
    });
    const client = (await connectTable(second.page(), table.gm.keys, clientOptions)) as Client;
    await must(table.gm.client, { type: 'START_ROUND' });
    await settle(
      table.room,
      [table.gm.runner.host],
      [table.gm.client, client, ...table.players.map((p) => p.client)],
    );
    const view = client.state().view;
    expect(view?.viewer.role).toBe('gm');
    expect(view?.seats.every((s) => s.dice.every((d) => d.face !== null))).toBe(true);
    client.close();
  });
});
