/**
 * "On start the host trusts the room's table only if it verifies under a GM's
 * key; otherwise it resumes its own record; it never signs a table it could
 * not verify, and recovery never pays from an unverified table." (issue 15,
 * point 6). A player writes a table of their own while the GM's tab is closed.
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../machines';
import { UNTRUSTED } from '../../src/host/startup';
import { UNVERIFIED_TABLE } from '../../src/host/session';
import { decodePublicTable } from '../../src/sync/publicTable';
import { encodePublicTable } from '../../src/sync/publicTableWrite';
import { TABLE_KEY, readLease } from '../../src/sync/wire';
import { gmView, must, reopenGm, seatedTable, type TestTable } from './table';

/** Ana's client writes the table it reads with her purse at 50,000 gp and the next revision, unsigned. */
function forgeryBy(table: TestTable) {
  const ana = table.players[0]!;
  return async () => {
    const room = (await decodePublicTable(table.room.metadata()[TABLE_KEY]))!;
    const seats = room.view.seats.map((s) => (s.name === 'Ana' ? { ...s, purse: 50_000 } : s));
    const forged = encodePublicTable({ ...room.view, seats } as never, {
      ...room,
      rev: room.rev + 1,
    });
    await ana.tab.page().setRoomMetadata({ [TABLE_KEY]: forged });
  };
}

const purses = (view: { seats: readonly { name: string; purse: number }[] }) =>
  view.seats.map((s) => [s.name, s.purse]);

describe('a table forged while the GM is away', () => {
  it('the GM back on the same device resumes its own saved table and signs that, not the forgery', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    const before = purses(gmView(table));

    const gm = await reopenGm(table, 'same', seededDice(5), forgeryBy(table));
    expect(gm.host.status()).toBe('ok');
    expect(purses(gmView(table))).toEqual(before);
    expect(gm.tab.notifications.join('\n')).not.toMatch(/no saved copy/);
    // The room holds the host's own table again, and every client shows the true purses.
    expect(purses((await decodePublicTable(table.room.metadata()[TABLE_KEY]))!.view)).toEqual(
      before,
    );
    for (const seat of [gm, ...table.players]) {
      expect(purses(seat.client.state().table!.view)).toEqual(before);
      expect(seat.client.state().view!.seats.find((s) => s.name === 'Ana')!.purse).not.toBe(50_000);
    }
  });

  it('a GM on a device that cannot verify it is warned, the forgery is not signed, and voiding is refused: no forged gold is paid', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const gm = await reopenGm(table, 'another', seededDice(5), forgeryBy(table));
    const forged = table.room.metadata()[TABLE_KEY];
    expect(gm.host.status()).toBe('lost');
    expect(gm.tab.notifications).toContain(`Tavern Twenty-One: ${UNTRUSTED}`);
    // Not signed again: the room still holds the forgery as Ana wrote it, and no client shows it.
    expect(table.room.metadata()[TABLE_KEY]).toEqual(forged);
    for (const seat of [gm, ...table.players])
      expect(seat.client.state().table?.view.seats.find((s) => s.name === 'Ana')?.purse).not.toBe(
        50_000,
      );

    expect(await gm.client.recover('void')).toEqual({ ok: false, reason: UNVERIFIED_TABLE });
    expect(gm.host.status()).toBe('lost');
    expect(await gm.client.recover('fresh')).toEqual({ ok: true });
    await table.settle();
    expect(gm.client.state().view!.seats).toEqual([]);
    expect(readLease(table.room.metadata())?.status).toBe('ok');
  });

  it('an older table the GM signed, written back while the GM is away, does not displace the saved one', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const older = table.room.metadata()[TABLE_KEY];
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    const before = purses(gmView(table));
    expect(before).not.toEqual(purses((await decodePublicTable(older))!.view));

    const gm = await reopenGm(table, 'same', seededDice(5), () =>
      table.players[0]!.tab.page().setRoomMetadata({ [TABLE_KEY]: older }),
    );
    expect(gm.host.status()).toBe('ok');
    expect(purses(gmView(table))).toEqual(before);
  });
});
