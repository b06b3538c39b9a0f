/**
 * The public table's format 3 (written by position after each game's schema)
 * replaces format 2 (written with its field names). A room the previous build
 * wrote keeps its table across the update, under the same trust rules: only a
 * table that verifies under a GM's key is resumed or recovered from
 * (tests/runtime/forged-table.test.ts), whatever its format.
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../machines';
import { UNTRUSTED } from '../../src/host/startup';
import { UNVERIFIED_TABLE } from '../../src/host/session';
import { signingKeyPair } from '../../src/sync/keyStore';
import { PUBLIC_TABLE_VERSION, decodePublicTable } from '../../src/sync/publicTable';
import { readVersion2 } from '../../src/sync/publicTableV2';
import { signTable } from '../../src/sync/signing';
import { TABLE_KEY } from '../../src/sync/wire';
import { encodeVersion2 } from '../support/public-table-v2';
import { gmView, must, reopenGm, seatedTable, type TestTable } from './table';

const purses = (view: { seats: readonly { name: string; purse: number }[] }) =>
  view.seats.map((s) => [s.name, s.purse]);
const roomTable = (table: TestTable) => table.room.metadata()[TABLE_KEY] as { v: number };

/** The room's table as the previous build wrote it: the same table in format 2, signed with `signer` (the GM's key unless told). */
function previousBuildWrites(table: TestTable, signer?: CryptoKey) {
  return async () => {
    const shown = (await decodePublicTable(roomTable(table)))!;
    const key =
      signer ??
      (await signingKeyPair(table.gm.keys, table.room.id, table.gm.tab.playerId)).privateKey;
    const old = await signTable(key, table.room.id, encodeVersion2(shown.view, shown));
    await table.players[0]!.tab.page().setRoomMetadata({ [TABLE_KEY]: old });
    expect(roomTable(table).v).toBe(2);
  };
}

async function inRound() {
  const table = await seatedTable(['Ana', 'Brom']);
  await must(table.gm.client, { type: 'START_ROUND' });
  await table.settle();
  return table;
}

describe('a room holding the previous format of the table', () => {
  it('the GM back on the same device resumes the table and writes it in the current format', async () => {
    const table = await inRound();
    const before = purses(gmView(table));
    const gm = await reopenGm(table, 'same', seededDice(5), previousBuildWrites(table));
    expect(gm.host.status()).toBe('ok');
    expect(gm.tab.notifications.join('\n')).not.toMatch(/overwrote|cannot be trusted/);
    expect(roomTable(table).v).toBe(PUBLIC_TABLE_VERSION);
    for (const seat of [gm, ...table.players])
      expect(purses(seat.client.state().table!.view)).toEqual(before);
  });

  it('a GM whose saved table is gone verifies it, recovers from it, and voiding gives every stake back', async () => {
    const table = await inRound();
    const stakes = (await decodePublicTable(roomTable(table)))!.stakes;
    expect(Object.values(stakes).length).toBeGreaterThan(0);
    const gm = await reopenGm(table, 'lost-record', seededDice(5), previousBuildWrites(table));
    expect(gm.host.status()).toBe('lost');
    // Signed again at the next revision, in the current format, so every client shows it meanwhile.
    expect(roomTable(table).v).toBe(PUBLIC_TABLE_VERSION);
    expect((await decodePublicTable(roomTable(table)))!.stakes).toEqual(stakes);
    expect(await gm.client.recover('void')).toEqual({ ok: true });
    await table.settle();
    expect(purses(gm.client.state().view!)).toEqual([
      ['Ana', 100],
      ['Brom', 100],
    ]);
  });

  it('one signed by no GM (a player’s own key) is not trusted: not resumed, not signed again, no void', async () => {
    const table = await inRound();
    const playersKey = (
      await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
        'sign',
        'verify',
      ])
    ).privateKey;
    const gm = await reopenGm(
      table,
      'another',
      seededDice(5),
      previousBuildWrites(table, playersKey),
    );
    expect(gm.host.status()).toBe('lost');
    expect(gm.tab.notifications).toContain(`Tavern Twenty-One: ${UNTRUSTED}`);
    expect(roomTable(table).v).toBe(2);
    expect(await gm.client.recover('void')).toEqual({ ok: false, reason: UNVERIFIED_TABLE });
  });

  it('a page meeting a table of a newer build’s format, signed by the host, tells its player to reload and plays on from its own view', async () => {
    const table = await inRound();
    const shown = roomTable(table) as { v: number; rev: number };
    const key = (await signingKeyPair(table.gm.keys, table.room.id, table.gm.tab.playerId))
      .privateKey;
    // The GM's host stops writing; a newer build's host on the same client writes the next table in a format 4.
    table.gm.runner.stop();
    await table.gm.tab.page().setRoomMetadata({
      [TABLE_KEY]: await signTable(key, table.room.id, { ...shown, v: 4, rev: shown.rev + 1 }),
    });
    await table.settle();
    const ana = table.players[0]!.client.state();
    expect(ana.unreadable).toBe(true);
    expect(ana.tampered).toBeNull();
    expect(ana.table?.rev).toBe(shown.rev);
    expect(ana.view?.phase).toBe('cut');
  });

  it('a page of the previous build reads the current table as no table, without failing (its sealed view still plays)', async () => {
    const table = await inRound();
    const current = roomTable(table);
    expect(current.v).toBe(PUBLIC_TABLE_VERSION);
    // What the previous build's reader makes of it: nothing, and no exception.
    expect(readVersion2(current)).toBeNull();
    expect(table.players[0]!.client.state().view?.phase).toBe('cut');
  });
});
