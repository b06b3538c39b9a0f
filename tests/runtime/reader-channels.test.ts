/**
 * Each player's sealed views and answers travel on their own broadcast channel
 * (src/sync/wire.ts, `readerChannel`): Owlbear posts a broadcast only to the
 * pages listening on its channel, so no page handles another reader's views.
 * A page from before it, whose key says nothing of its own channel, still gets
 * its views on the shared channel.
 */
import { describe, expect, it } from 'vitest';
import type { MemoryClient } from '../../src/plugin/memoryRoom';
import { exportPublicJwk } from '../../src/sync/crypto';
import { ViewAssembler, readSealedView, type ViewEnvelope } from '../../src/sync/envelope';
import { memoryKeyStore, playerKeyPair } from '../../src/sync/keyStore';
import { CHANNEL, PLAYER_KEY, readerChannel } from '../../src/sync/wire';
import { gmView, must, openSeat, playRound, seatedTable, type Seat, type TestTable } from './table';
import { channelKeysOf } from './wire';

type Message = { t?: string; to?: string };

/** What a new page of this connection hears on the shared channel and on the player's own, from now on. */
function listen(tab: MemoryClient) {
  const page = tab.page();
  const shared: Message[] = [];
  const own: Message[] = [];
  page.onBroadcast(CHANNEL, ({ data }) => void shared.push(data as Message));
  page.onBroadcast(readerChannel(tab.playerId), ({ data }) => void own.push(data as Message));
  return { shared, own };
}

const sealed = (messages: Message[]) => messages.filter((m) => m.t === 'view' || m.t === 'answer');

/** The views among `messages` that open with this seat's keys, as their revisions. */
async function openedRevisions(
  table: TestTable,
  seat: Pick<Seat, 'tab' | 'keys'>,
  messages: Message[],
) {
  const key = (await channelKeysOf(table, seat)).view;
  const assembler = new ViewAssembler();
  const revisions: number[] = [];
  for (const m of messages.filter((m) => m.t === 'view')) {
    const text = await assembler.add(key, m as ViewEnvelope);
    const opened = text === null ? null : readSealedView(text);
    if (opened) revisions.push(opened.rev);
  }
  return revisions;
}

describe('each reader’s views and answers come on their own channel', () => {
  it('over a round, a player’s pages get their own views and answers there, and no page gets another reader’s', async () => {
    const table = await seatedTable(['Ana', 'Brom', 'Cass']);
    const heard = table.players.map((p) => ({ seat: p, ...listen(p.tab) }));
    await playRound(table);
    await table.settle();
    for (const { seat, shared, own } of heard) {
      expect(sealed(shared), `${seat.name}: nothing sealed on the shared channel`).toEqual([]);
      expect(
        own.filter((m) => m.t === 'view').length,
        `${seat.name}: a view of every change`,
      ).toBeGreaterThan(3);
      expect(
        own.some((m) => m.t === 'answer'),
        `${seat.name}: the answers to their moves`,
      ).toBe(true);
      expect(
        own.every((m) => m.to === seat.tab.playerId),
        `${seat.name}: only their own`,
      ).toBe(true);
      expect((await openedRevisions(table, seat, own)).length).toBeGreaterThan(3);
    }
    // The round was played through those views: every seat's client shows its end.
    for (const p of table.players) expect(p.client.state().view?.phase).toBe('roundOver');
  });

  it('a page from before reader channels gets its views on the shared channel; its player’s newer tab gets them on its own', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    // An older page of Dain's: it publishes its key without saying it listens on its own channel, and asks for its view.
    const keys = memoryKeyStore();
    const old = table.room.connect({ id: 'player-old', name: 'Dain', role: 'PLAYER' });
    const oldPage = old.page();
    const jwk = await exportPublicJwk(
      (await playerKeyPair(keys, table.room.id, 'player-old')).publicKey,
    );
    await oldPage.setPlayerMetadata({ [PLAYER_KEY]: { v: 1, jwk } });
    const oldHeard = listen(old);
    await oldPage.sendBroadcast(CHANNEL, { t: 'hello' }, 'ALL');
    await table.settle();
    expect(oldHeard.own).toEqual([]);
    expect(await openedRevisions(table, { tab: old, keys }, oldHeard.shared)).not.toEqual([]);

    // Dain opens a second tab with today's page (the same player and key): a change reaches both tabs, each where it
    // listens (the newer tab, which listens on both, hears it twice and shows it once).
    const newer = await openSeat(
      table.room,
      { id: 'player-old', name: 'Dain', role: 'PLAYER' },
      keys,
    );
    const newerHeard = listen(newer.tab);
    const before = oldHeard.shared.length;
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    expect(await openedRevisions(table, newer, newerHeard.own)).not.toEqual([]);
    expect(
      (await openedRevisions(table, { tab: old, keys }, oldHeard.shared.slice(before))).length,
    ).toBeGreaterThan(0);
    expect(newer.client.state().view?.phase).toBe(gmView(table).phase);
    newer.client.close();
  });
});
