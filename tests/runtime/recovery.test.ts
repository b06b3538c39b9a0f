/**
 * When the host cannot resume (the GM opened the room on another device, so
 * the saved table is not there), the GM can void the round from the public
 * table: every stake returns to the account it came from.
 */
import { describe, expect, it, vi } from 'vitest';
import { createTable, seededDice, type Sender } from '../../machines';
import { twentyOne } from '../../machines/twenty-one';
import { recordName } from '../../src/host/persistence';
import { stakesOf } from '../../src/host/recovery';
import { restoreFromPublic } from '../../src/host/replacing';
import { runHost } from '../../src/host/runHost';
import { PUBLIC_VIEWER, decodePublicTable } from '../../src/sync/publicTable';
import { encodePublicTable } from '../../src/sync/publicTableWrite';
import { readLease } from '../../src/sync/wire';
import {
  electionTimings,
  must,
  phaseOf,
  playUntil,
  reopenGm,
  seatedTable,
  type TestTable,
} from './table';
import { inWords } from '../support/words';

async function bettingWithStakes() {
  const table = await seatedTable(['Ana', 'Brom', 'Cass']);
  await must(table.gm.client, { type: 'START_ROUND' });
  await table.settle();
  let steps = 0;
  await playUntil(table, () => phaseOf(table.gm) === 'betting' && ++steps > 3);
  expect(phaseOf(table.gm)).toBe('betting');
  return table;
}

/** The GM's tab closes and the GM opens the room again on a device whose saved table is gone (its keys are not: it can verify the room's table). */
const gmWithoutSavedTable = (table: TestTable) => reopenGm(table, 'lost-record', seededDice(5));

describe('recovery when the host cannot resume', () => {
  it('voiding the round returns every stake, and the table plays on', async () => {
    const table = await bettingWithStakes();
    const pot = table.gm.client.state().view!.pot;
    expect(pot).toBeGreaterThan(0);

    const gm = await gmWithoutSavedTable(table);
    expect(gm.host.status()).toBe('lost');
    expect(readLease(table.room.metadata())?.status).toBe('lost');
    expect(inWords(await table.players[0]!.client.send({ type: 'LEAVE' }))).toEqual({
      ok: false,
      reason: 'The table is waiting for the GM to recover it.',
    });

    expect(await gm.client.recover('void')).toEqual({ ok: true });
    await table.settle();
    const view = gm.client.state().view!;
    expect(view.phase).toBe('lobby');
    expect(view.seats.map((s) => [s.name, s.purse])).toEqual([
      ['Ana', 100],
      ['Brom', 100],
      ['Cass', 100],
    ]);
    expect([view.house, view.pot]).toEqual([0, 0]);
    expect(readLease(table.room.metadata())?.status).toBe('ok');
    // The players' clients follow the new host (new keys) and can play again.
    for (const p of table.players)
      await vi.waitFor(() => expect(p.client.state().view?.phase).toBe('lobby'));
    await must(gm.client, { type: 'START_ROUND' });
    await table.settle();
    for (const p of table.players) expect(p.client.state().view?.phase).toBe('cut');
  });

  it('starting fresh drops the seats', async () => {
    const table = await bettingWithStakes();
    const gm = await gmWithoutSavedTable(table);
    expect(await gm.client.recover('fresh')).toEqual({ ok: true });
    await table.settle();
    expect(gm.client.state().view!.seats).toEqual([]);
  });

  it('only a GM may recover, and only a table that is lost', async () => {
    const table = await bettingWithStakes();
    expect(inWords(await table.gm.client.recover('void'))).toEqual({
      ok: false,
      reason: 'The table is running: there is nothing to recover.',
    });
    await gmWithoutSavedTable(table);
    expect(inWords(await table.players[1]!.client.recover('void'))).toEqual({
      ok: false,
      reason: 'Only the GM can recover the table.',
    });
    expect(table.gm.host.status()).toBe('lost');
  });

  it('a saved table older than the room’s is not resumed', async () => {
    const table = await bettingWithStakes();
    const name = recordName(table.room.id, table.gm.tab.playerId);
    const [savedEarlier] = await table.gm.store.read([name]);
    await playUntil(table, () => phaseOf(table.gm) === 'staredown');
    table.gm.runner.stop();
    await table.gm.store.write({ put: [[name, savedEarlier]], delete: [] });
    const runner = await runHost({
      port: table.gm.tab.page(),
      keys: table.gm.keys,
      store: table.gm.store,
      ...electionTimings,
    });
    expect((await runner.whenHosting()).status()).toBe('lost');
    runner.stop();
  });

  it('a pot rolled over from an earlier round stays in the pot when the round is voided', async () => {
    const table = createTable(twentyOne, {
      dice: seededDice(3),
      input: { options: { rollover: true, gmRole: 'npc' } },
    });
    const gm: Sender = { role: 'gm', id: 'gm' };
    const ana: Sender = { role: 'player', id: 'ana' };
    const brom: Sender = { role: 'player', id: 'brom' };
    table.send(ana, { type: 'JOIN', name: 'Ana', purse: 100 });
    table.send(brom, { type: 'JOIN', name: 'Brom', purse: 100 });
    // Both seats fold: nobody stands, and the pot rolls over.
    table.send(gm, { type: 'START_ROUND' });
    for (let i = 0; i < 6 && table.view({ role: 'gm' }).phase !== 'roundOver'; i++) {
      const v = table.view({ role: 'gm' });
      if (v.phase === 'cut') table.send({ role: 'player', id: v.cutter! }, { type: 'CUT_PASS' });
      else if (v.phase === 'betting') table.send({ role: 'player', id: v.turn! }, { type: 'FOLD' });
      else if (v.phase === 'staredown') table.send(gm, { type: 'END_STAREDOWN' });
    }
    const rolled = table.view({ role: 'gm' }).pot;
    expect(rolled).toBeGreaterThan(0);
    table.send(gm, { type: 'NEXT_ROUND' });
    const view = table.view(PUBLIC_VIEWER);
    const stakes = stakesOf(table.snapshot().context.ledger, table.game.inRound(table.snapshot()));
    const published = (await decodePublicTable(
      encodePublicTable(view, {
        tableId: 't',
        rev: 9,
        roundsPlayed: table.snapshot().context.roundsPlayed,
        stakes: stakes.seats,
        houseStake: stakes.house,
        carry: stakes.carry,
      }),
    ))!;

    const restored = createTable(twentyOne);
    expect(restored.send({ role: 'host' }, restoreFromPublic(published))).toEqual({ ok: true });
    // Compare with the authority's own void of the same round.
    table.send(gm, { type: 'VOID_ROUND' });
    const voided = table.view({ role: 'gm' });
    const after = restored.view({ role: 'gm' });
    expect(after.seats.map((s) => [s.id, s.purse])).toEqual(
      voided.seats.map((s) => [s.id, s.purse]),
    );
    expect([after.pot, after.house]).toEqual([voided.pot, voided.house]);
    expect(after.pot).toBe(rolled);
    expect(restored.snapshot().context.roundsPlayed).toBe(table.snapshot().context.roundsPlayed);
  });
});
