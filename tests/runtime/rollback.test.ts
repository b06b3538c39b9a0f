/**
 * No rollback: "a recovery takes the newest table any client verified" (docs/ARCHITECTURE.md, threat model). While
 * the GM is away, Ana writes the genuinely signed table from before the round back into room metadata. The GM comes
 * back with its keys but not its saved table: the host asks nothing of the room alone, it hears what every connected
 * client last verified, tells the GM of the newer table with both revisions before anything is paid, and pays from
 * the newest. A player can withhold their report, never forge one; one honest client is enough.
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../machines';
import type { TableView } from '../../machines/catalog';
import { decodePublicTable } from '../../src/sync/publicTable';
import { encodePublicTable } from '../../src/sync/publicTableWrite';
import { signTable } from '../../src/sync/signing';
import { CHANNEL, TABLE_KEY } from '../../src/sync/wire';
import { inWords } from '../support/words';
import { generateSigningPair } from '../../src/sync/signing';
import {
  clientOptions,
  openSeat,
  playRound,
  reopenGm,
  seatedTable,
  type Seat,
  type TestTable,
} from './table';
import { connectTable } from '../../src/sync/client';
import { sealedBy } from './wire';

const purses = (view: TableView) => view.seats.map((s) => [s.name, s.purse]);
const roomTable = (table: TestTable) => table.room.metadata()[TABLE_KEY];
const revOf = async (raw: unknown) => (await decodePublicTable(raw))!.rev;

/** A round played to its end after the room's table was copied: the copy is genuinely signed, and older. */
async function afterARound() {
  const table = await seatedTable(['Ana', 'Brom']);
  const older = roomTable(table);
  await playRound(table);
  await table.settle();
  const newest = roomTable(table);
  const view = table.gm.client.state().view as TableView;
  expect(purses(view)).not.toEqual([
    ['Ana', 100],
    ['Brom', 100],
  ]);
  return { table, older, newest, before: { purses: purses(view), house: view.house } };
}

/** Ana's page writes the older signed table back into the room. */
const anaReplays = (table: TestTable, older: unknown) => () =>
  table.players[0]!.tab.page().setRoomMetadata({ [TABLE_KEY]: older });

describe('a recovery never pays from an older table than a client verified', () => {
  it('the GM is told both revisions before anything is paid, and the void pays from the newest', async () => {
    const { table, older, newest, before } = await afterARound();
    const gm = await reopenGm(table, 'lost-record', seededDice(5), anaReplays(table, older));
    expect(gm.host.status()).toBe('lost');
    const [room, held] = [await revOf(older), await revOf(newest)];
    const first = inWords(await gm.client.recover('void'));
    await table.settle();
    // Nothing was paid from the older table: the first void tells the GM of the newer one instead.
    const shown = gm.client.state().view as TableView | null;
    expect(shown && { purses: purses(shown), house: shown.house }).toBeNull();
    expect(gm.tab.notifications.join('\n')).toContain(`revision ${held}`);
    expect(first).toEqual({
      ok: false,
      reason: `A player’s page had verified a newer table (revision ${held}) than the room’s (revision ${room}). The seats and purses shown are now the newer table’s: choose again to recover it.`,
    });
    expect(gm.host.status()).toBe('lost');
    expect(await gm.client.recover('void')).toEqual({ ok: true });
    await table.settle();
    const view = gm.client.state().view as TableView;
    expect({ purses: purses(view), house: view.house }).toEqual(before);
  });

  it('one honest client is enough: Ana withholds and replays, Brom’s page holds the newest', async () => {
    const { table, older, before } = await afterARound();
    // Ana's pages close (she withholds what they held); her replay is written from a page of her own.
    table.players[0]!.client.close();
    const gm = await reopenGm(table, 'lost-record', seededDice(5), anaReplays(table, older), {
      recoveryWaitMs: 50,
    });
    expect((await gm.client.recover('void')).ok).toBe(false);
    expect(await gm.client.recover('void')).toEqual({ ok: true });
    await table.settle();
    const view = gm.client.state().view as TableView;
    expect({ purses: purses(view), house: view.house }).toEqual(before);
  });

  it('the background page alone is enough: it keeps the newest table it verified, with no popover open', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const brom = table.players[1]!;
    const background = await connectTable(brom.tab.page(), brom.keys, {
      ...clientOptions,
      hidden: true,
    });
    const older = roomTable(table);
    await playRound(table);
    await table.settle();
    await background.idle();
    const view = table.gm.client.state().view as TableView;
    const before = { purses: purses(view), house: view.house };
    // Both popovers close: Ana's page withholds, Brom's background page runs on.
    table.players[0]!.client.close();
    brom.client.close();
    const gm = await reopenGm(table, 'lost-record', seededDice(5), anaReplays(table, older), {
      recoveryWaitMs: 50,
    });
    await background.idle();
    await table.settle();
    expect((await gm.client.recover('void')).ok).toBe(false);
    expect(await gm.client.recover('void')).toEqual({ ok: true });
    await table.settle();
    const after = gm.client.state().view as TableView;
    expect({ purses: purses(after), house: after.house }).toEqual(before);
    background.close();
  });

  it('a player can withhold, never forge: reports of tables no GM signed, however new, and odd values change nothing and stall nothing', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const shown = (await decodePublicTable(roomTable(table)))!;
    const gm = await reopenGm(table, 'lost-record', seededDice(5));
    const ana = table.players[0]!;
    // Ana's own signature over a table paying her 50,000 gp, at a revision far past the room's.
    const seats = shown.view.seats.map((s) => (s.name === 'Ana' ? { ...s, purse: 50_000 } : s));
    const hers = encodePublicTable({ ...shown.view, seats } as never, {
      ...shown,
      rev: shown.rev + 1_000,
    });
    let deep: unknown = 1;
    for (let i = 0; i < 3_000; i++) deep = [deep];
    const reports: unknown[] = [
      await signTable((await generateSigningPair()).privateKey, table.room.id, hers),
      hers,
      { ...(roomTable(table) as object), rev: Number.MAX_SAFE_INTEGER },
      deep,
      'a table',
      2 ** 53,
      JSON.parse('{"__proto__":{"rev":99,"sig":"x"},"constructor":{}}'),
    ];
    for (const [i, raw] of reports.entries())
      await ana.tab
        .page()
        .sendBroadcast(
          CHANNEL,
          await sealedBy(table, ana, `ana-report-${i + 1}`, { t: 'held', table: raw }),
          'ALL',
        );
    await table.settle();
    expect(gm.host.status()).toBe('lost');
    expect(gm.tab.notifications.join('\n')).not.toMatch(/newer table/);
    expect(await gm.client.recover('void')).toEqual({ ok: true });
    await table.settle();
    expect(purses(gm.client.state().view as TableView)).toEqual([
      ['Ana', 100],
      ['Brom', 100],
    ]);
  });

  it('every page reports once when the host goes lost, at one length whether it holds a table or none', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    // Cass opens the room while no host is here: her page has verified no table.
    const cassJoins = async () => {
      table.players.push(
        await openSeat(table.room, { id: 'player-3', name: 'Cass', role: 'PLAYER' }),
      );
    };
    const brom = table.players[1]!;
    let heardBefore = 0;
    const gm = await reopenGm(table, 'lost-record', seededDice(5), async () => {
      heardBefore = table.room.received(brom.tab.connectionId).length;
      await cassJoins();
    });
    expect(gm.host.status()).toBe('lost');
    // What Brom's connection heard of Ana's and Cass's reports: one sealed message each, of one length.
    const [ana, , cass] = table.players as [Seat, Seat, Seat];
    const senders = [ana.tab.connectionId, cass.tab.connectionId];
    const heard = table.room
      .received(brom.tab.connectionId)
      .slice(heardBefore)
      .filter((d) => d.kind === 'broadcast')
      .map((d) => JSON.parse(d.raw) as { data: { t?: string; ct?: string }; connectionId: string });
    const reports = heard.filter((h) => h.data.t === 'sealed' && senders.includes(h.connectionId));
    expect(reports.map((h) => h.connectionId).sort()).toEqual([...senders].sort());
    expect(new Set(reports.map((h) => String(h.data.ct).length)).size).toBe(1);
  });
});
