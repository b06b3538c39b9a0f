/**
 * "Void and rewind ... tell every seat what happened": a player whose popover
 * is closed learns of the GM's void or rewind from one Owlbear notification,
 * raised by the background page from the views it receives.
 */
import { describe, expect, it } from 'vitest';
import { restoreTable } from '../../machines';
import { twentyOne } from '../../machines/twenty-one';
import { tableNotifier, NEWS_PREFIX } from '../../src/background/tableNotice';
import { createMemoryRoom } from '../../src/plugin/memoryRoom';
import { REWOUND, VOIDED, cashedOutNews } from '../../src/sync/news';
import { gm, ok, opened, player, seated, type TwentyOneTable } from '../support/tables';
import { stateFor } from '../panels/scenes';
import { must, seatedTable } from './table';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const anaState = (table: TwentyOneTable) =>
  stateFor(table.view({ role: 'player', id: 'ana' }), { id: 'ana', role: 'PLAYER' });

describe('the GM’s void and rewind, told with the popover closed', () => {
  it('a player is notified once that the GM voided the round, and an ordinary move tells nothing', async () => {
    const tab = createMemoryRoom().connect({ id: 'ana', name: 'Ana', role: 'PLAYER' });
    const tell = tableNotifier(tab.page());
    const table = opened(seated(), [
      [6, 5],
      [3, 4],
    ]);
    tell(anaState(table));
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    tell(anaState(table));
    await settle();
    expect(tab.notifications).toEqual([]);
    ok(table.send(gm, { type: 'VOID_ROUND' }));
    const voided = anaState(table);
    tell(voided);
    tell(voided);
    await settle();
    expect(tab.notifications).toEqual([NEWS_PREFIX + VOIDED]);
  });

  it('a player is notified that the GM rewound the table when their log goes back', async () => {
    const tab = createMemoryRoom().connect({ id: 'ana', name: 'Ana', role: 'PLAYER' });
    const tell = tableNotifier(tab.page());
    const table = opened(seated(), [
      [6, 5],
      [3, 4],
    ]);
    const before = table.persist();
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    tell(anaState(table));
    tell(anaState(restoreTable(twentyOne, before)));
    await settle();
    expect(tab.notifications).toEqual([NEWS_PREFIX + REWOUND]);
  });

  it('the GM, who voided it, is not notified', async () => {
    const tab = createMemoryRoom().connect({ id: 'gm', name: 'GM', role: 'GM' });
    const tell = tableNotifier(tab.page());
    const table = opened(seated(), [
      [6, 5],
      [3, 4],
    ]);
    tell(stateFor(table.view({ role: 'gm' }), { id: 'gm', role: 'GM' }));
    ok(table.send(gm, { type: 'VOID_ROUND' }));
    tell(stateFor(table.view({ role: 'gm' }), { id: 'gm', role: 'GM' }));
    await settle();
    expect(tab.notifications).toEqual([]);
  });

  it('through the host: every player’s own client, popover or not, is told of a void', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    const tells = table.players.map((p) => {
      const tell = tableNotifier(p.tab.page());
      p.client.subscribe(tell);
      return p.tab;
    });
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    await must(table.gm.client, { type: 'VOID_ROUND' });
    await table.settle();
    for (const tab of tells) expect(tab.notifications).toEqual([NEWS_PREFIX + VOIDED]);
  });

  it('through the host: when the GM cashes Brom out, every player is told who and with what; a plain removal tells nothing', async () => {
    const table = await seatedTable(['Ana', 'Brom', 'Cass']);
    const [ana, brom, cass] = table.players;
    const tabs = table.players.map((p) => {
      p.client.subscribe(tableNotifier(p.tab.page()));
      return p.tab;
    });
    await must(table.gm.client, { type: 'SET_PURSE', seat: brom!.tab.playerId, purse: 45 });
    await must(table.gm.client, { type: 'REMOVE_SEAT', seat: cass!.tab.playerId });
    await table.settle();
    for (const tab of tabs) expect(tab.notifications).toEqual([]);
    await must(table.gm.client, {
      type: 'REMOVE_SEAT',
      seat: brom!.tab.playerId,
      cashOut: true,
    });
    await table.settle();
    for (const tab of tabs)
      expect(tab.notifications).toEqual([NEWS_PREFIX + cashedOutNews('Brom', 45)]);
    expect(ana!.client.state().view).toMatchObject({
      away: [{ id: cass!.tab.playerId, purse: 100 }],
      cashedOut: [{ id: brom!.tab.playerId, name: 'Brom', purse: 45 }],
    });
  });
});
