/**
 * "A player who leaves and sits down again in the same session gets back the purse they left with"
 * (docs/rules/table.md), whatever replaced the table meanwhile: a game the GM chose, or a recovery from the public
 * table by a GM whose saved table is gone. Ana leaves with 54 gp and comes back asking for 100: she sits down with
 * her 54 and her ask waits for the GM; no gold appears that the GM never granted.
 */
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../machines';
import type { TableView } from '../../machines/catalog';
import { decodePublicTable } from '../../src/sync/publicTable';
import { TABLE_KEY } from '../../src/sync/wire';
import { must, reopenGm, seatedTable, type TestTable } from './table';

const viewOf = (table: TestTable) => table.gm.client.state().view as TableView;
const seatOf = (table: TestTable, name: string) => viewOf(table).seats.find((s) => s.name === name);

/** Ana and Brom at a table; the GM sets Ana's purse to 54 and she leaves with it. */
async function anaLeftWith54() {
  const table = await seatedTable(['Ana', 'Brom']);
  const ana = table.players[0]!;
  await must(table.gm.client, { type: 'SET_PURSE', seat: ana.tab.playerId, purse: 54 });
  await must(ana.client, { type: 'LEAVE' });
  await table.settle();
  expect(seatOf(table, 'Ana')).toBeUndefined();
  return table;
}

async function anaComesBack(table: TestTable) {
  await must(table.players[0]!.client, { type: 'JOIN', name: 'Ana', purse: 100 });
  await table.settle();
  return seatOf(table, 'Ana');
}

describe('a departed purse survives the table being replaced', () => {
  it('at the same table, Ana sits down again with the 54 gp she left with', async () => {
    const table = await anaLeftWith54();
    expect(await anaComesBack(table)).toMatchObject({ purse: 54, asks: 100 });
  });

  it('after the GM chooses another game, Ana sits down with her 54 gp, not 100', async () => {
    const table = await anaLeftWith54();
    expect(await table.gm.client.chooseGame('goblin')).toEqual({ ok: true });
    await table.settle();
    expect(viewOf(table).game).toBe('goblin');
    expect(await anaComesBack(table)).toMatchObject({ purse: 54, asks: 100 });
  });

  it('the signed public table shows the purse the table keeps for her', async () => {
    const table = await anaLeftWith54();
    const room = (await decodePublicTable(table.room.metadata()[TABLE_KEY]))!;
    expect(room.view.away).toEqual([{ id: table.players[0]!.tab.playerId, purse: 54 }]);
  });

  it('after a GM reload without the saved table and a void recovery, Ana sits down with her 54 gp, not 100', async () => {
    const table = await anaLeftWith54();
    const gm = await reopenGm(table, 'lost-record', seededDice(5));
    expect(gm.host.status()).toBe('lost');
    expect(await gm.client.recover('void')).toEqual({ ok: true });
    await table.settle();
    expect(seatOf(table, 'Brom')).toMatchObject({ purse: 100 });
    expect(await anaComesBack(table)).toMatchObject({ purse: 54, asks: 100 });
  });
});
