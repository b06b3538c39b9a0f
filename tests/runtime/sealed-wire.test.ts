/**
 * docs/ARCHITECTURE.md, threat model: "another player's hole die never reaches
 * a client that may not see it, in the clear or under a key it can derive";
 * nor a seat's cheats, stats or the host's answers to them. Every broadcast is
 * heard by every client in the room, so requests are sealed to the host and
 * answers to their sender, each under its own key, and padded to one length.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryRoom } from '../../src/plugin/memoryRoom';
import { OUT_OF_DATE } from '../../src/host/receiving';
import { exportPublicJwk, generateKeyPair } from '../../src/sync/crypto';
import { connectTable } from '../../src/sync/client';
import { HOST_OUT_OF_DATE } from '../../src/sync/client';
import { NOT_SENT } from '../../src/sync/outbox';
import { memoryKeyStore } from '../../src/sync/keyStore';
import {
  openAnswer,
  openRequest,
  type SealedAnswer,
  type SealedRequest,
} from '../../src/sync/sealedMessage';
import { CLAIM_KEY } from '../../src/sync/hostClaim';
import { CHANNEL, HOST_KEY, PLAYER_KEY } from '../../src/sync/wire';
import {
  clientOptions,
  gmView,
  must,
  openSeat,
  playUntil,
  seatedTable,
  settle,
  startGm,
  type Seat,
  type TestTable,
} from './table';
import { channelKeysOf, clearRepliesTo, heardBy } from './wire';
import { inWords } from '../support/words';

/** A seat's move offered in its own view, of `type` and matching `pick`. */
const offered = (
  seat: Seat,
  type: string,
  pick: (intent: Record<string, unknown>) => boolean = () => true,
) =>
  seat.client
    .state()
    .view?.actions.find((a) => a.intent.type === type && pick(a.intent as Record<string, unknown>))
    ?.intent;

/** The betting seat to act, once the Cut is passed. */
async function bettingTable(names: string[]) {
  const table = await seatedTable(names);
  await must(table.gm.client, { type: 'START_ROUND' });
  await table.settle();
  await playUntil(table, () => gmView(table).phase === 'betting');
  return table;
}
const toAct = (table: TestTable) =>
  table.players.find((p) => p.tab.playerId === gmView(table).turn)!;

describe('requests and answers are sealed: a bystander who hears every broadcast reads none of them', () => {
  it('stats, a roll carrying a cheat on the hole die, a kept roll and a refusal: nothing of them in clear, and every request and answer the same length', async () => {
    const table = await seatedTable(['Ana', 'Brom', 'Cass', 'Dain']);
    const dain = table.players[3]!;
    // In the lobby: Ana sets stats nobody else may read (an unusual modifier, to search for).
    await must(table.players[0]!.client, {
      type: 'SET_STATS',
      stats: { intimidation: 13, insight: -4, str: 11, con: 12 },
    });
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    await playUntil(table, () => gmView(table).phase === 'betting');
    const cheater = toAct(table);
    const hole = cheater.client
      .state()
      .view!.seats.find((s) => s.mine)!
      .dice.findIndex((d) => d.hole);
    // The cheat rides with the roll (a d4), as the panel sends it.
    const roll = offered(cheater, 'ROLL', (i) => i.die === 'd4' && !('drink' in i))!;
    await must(cheater.client, { ...roll, cheat: { die: hole, delta: 1 } });
    await table.settle();
    // A refusal: acting out of turn.
    const idle = table.players.find((p) => p !== cheater && !offered(p, 'HOLD'))!;
    const refusal = await idle.client.send({ type: 'HOLD' });
    expect(refusal.ok).toBe(false);
    // A kept roll, in the roll decision.
    const keep = offered(cheater, 'KEEP_ROLL');
    expect(keep).toBeDefined();
    await must(cheater.client, keep!);
    await table.settle();

    const heard = heardBy(table, dain.tab.connectionId);
    const raw = table.room
      .received(dain.tab.connectionId)
      .map((d) => d.raw)
      .join('\n');
    // Quoted, as JSON would carry them: bare, a word like HOLD turns up in base64 ciphertext by chance.
    for (const word of [
      '"SET_STATS"',
      '"cheat"',
      '"KEEP_ROLL"',
      '"HOLD"',
      '"intimidation"',
      '"delta"',
      !refusal.ok && JSON.stringify(refusal.reason),
    ])
      expect(raw).not.toContain(word);
    // Nothing sealed to another seat opens with Dain's keys; what Dain sent and was answered opens with them.
    const mine = await channelKeysOf(table, dain);
    const requests = heard.filter((h) => h.data.t === 'sealed');
    const answers = heard.filter((h) => h.data.t === 'answer');
    expect(requests.length).toBeGreaterThan(6);
    expect(answers.length).toBeGreaterThan(6);
    for (const { data, connectionId } of requests) {
      const opened = await openRequest(mine.intent, data as unknown as SealedRequest);
      expect(opened === null).toBe(connectionId !== dain.tab.connectionId);
    }
    for (const { data } of answers)
      expect((await openAnswer(mine.reply, data as unknown as SealedAnswer)) === null).toBe(
        data.to !== dain.tab.playerId,
      );
    // Their lengths say nothing either: every request, and every answer (ok or refused), is one size.
    expect(new Set(requests.map((r) => (r.data.ct as string).length)).size).toBe(1);
    expect(new Set(answers.map((r) => (r.data.ct as string).length)).size).toBe(1);
    // The sender still learns its own outcomes.
    expect(cheater.client.state().refusal).toBeNull();
    expect(idle.client.state().refusal?.reason).toEqual(!refusal.ok && refusal.reason);
  });

  it('a bystander who replays a seat’s sealed cheat from their own connection changes nothing: the host cannot open it', async () => {
    const table = await bettingTable(['Ana', 'Brom', 'Cass']);
    const cheater = toAct(table);
    const bystander = table.players.find((p) => p !== cheater)!;
    const hold = offered(cheater, 'HOLD')!;
    await must(cheater.client, { ...hold, cheat: { die: 1, delta: 1 } });
    await table.settle();
    const sealed = [...heardBy(table, bystander.tab.connectionId)]
      .reverse()
      .find((h) => h.data.t === 'sealed' && h.connectionId === cheater.tab.connectionId)!;
    const before = gmView(table);
    table.room.inject(CHANNEL, sealed.data, bystander.tab.connectionId);
    await table.settle();
    expect(
      clearRepliesTo(table, bystander.tab.connectionId, sealed.data.id as string).map(inWords),
    ).toMatchObject([{ ok: false, reason: expect.stringMatching(/could not open that request/) }]);
    expect(gmView(table)).toEqual(before);
  });
});

describe('the handshake: a request waits for the host’s key and is never sent in clear', () => {
  it('a player who sends before the GM’s table is up is seated once it is, and nothing crossed the wire unsealed', async () => {
    const room = createMemoryRoom();
    const ana = await openSeat(room, { id: 'player-1', name: 'Ana', role: 'PLAYER' });
    const joining = ana.client.send({ type: 'JOIN', name: 'Ana', purse: 100 });
    await room.settle();
    expect(ana.client.state().pending).toBe(1);
    expect(
      room
        .received(ana.tab.connectionId)
        .filter((d) => d.kind === 'broadcast' && d.raw.includes('"JOIN"')),
    ).toEqual([]);
    const gm = await startGm(room);
    expect(await joining).toEqual({ ok: true });
    await settle(room, [gm.runner.host], [gm.client, ana.client]);
    expect(ana.client.state().view!.seats.map((s) => s.name)).toEqual(['Ana']);
    expect(room.received(gm.tab.connectionId).filter((d) => d.raw.includes('"JOIN"'))).toEqual([]);
  });

  it('with no host in the room, the move is given up with a reason, and nothing was sent', async () => {
    const room = createMemoryRoom();
    const tab = room.connect({ id: 'player-1', name: 'Ana', role: 'PLAYER' });
    const client = await connectTable(tab.page(), memoryKeyStore(), {
      ...clientOptions,
      replyTimeoutMs: 50,
    });
    expect(await client.send({ type: 'JOIN', name: 'Ana', purse: 100 })).toEqual({
      ok: false,
      reason: NOT_SENT,
    });
    expect(client.state().refusal?.reason).toBe(NOT_SENT);
    await room.settle();
    expect(
      room
        .received(tab.connectionId)
        .filter((d) => d.kind === 'broadcast' && !d.raw.includes('"hello"')),
    ).toEqual([]);
    client.close();
  });
});

describe('wire format 2 meets format 1', () => {
  it('a page of format 1 sending in clear is told to reload, in the reply shape it reads, and nothing changes', async () => {
    const table = await bettingTable(['Ana', 'Brom']);
    const actor = toAct(table);
    const before = gmView(table);
    table.room.inject(
      CHANNEL,
      { t: 'intent', id: 'old-page-hold-1', intent: { type: 'HOLD' } },
      actor.tab.connectionId,
    );
    await table.settle();
    expect(clearRepliesTo(table, actor.tab.connectionId, 'old-page-hold-1')).toEqual([
      { t: 'reply', id: 'old-page-hold-1', ok: false, reason: OUT_OF_DATE },
    ]);
    expect(gmView(table)).toEqual(before);
  });

  it('a host of format 1, which cannot open a sealed request, is reported as out of date to the player', async () => {
    const room = createMemoryRoom();
    // A GM client running the old build: it publishes its key, holds the lease, and answers any request it cannot parse as malformed.
    const old = room.connect({ id: 'gm', name: 'Game Master', role: 'GM' });
    const page = old.page();
    await page.setPlayerMetadata({
      [PLAYER_KEY]: { v: 1, jwk: await exportPublicJwk((await generateKeyPair()).publicKey) },
    });
    await page.setRoomMetadata({
      [HOST_KEY]: { connectionId: old.connectionId, playerId: 'gm', status: 'ok' },
    });
    // Clients believe a lease only with the host's own claim beside it.
    await page.setPlayerMetadata({ [CLAIM_KEY]: { connectionId: old.connectionId, status: 'ok' } });
    page.onBroadcast(CHANNEL, ({ data }) => {
      const { t, id } = data as { t?: string; id?: string };
      if (t !== 'hello' && id)
        void page.sendBroadcast(
          CHANNEL,
          { t: 'reply', id, ok: false, reason: 'That message is malformed (Invalid type).' },
          'REMOTE',
        );
    });
    const ana = await openSeat(room, { id: 'player-1', name: 'Ana', role: 'PLAYER' });
    expect(await ana.client.send({ type: 'JOIN', name: 'Ana', purse: 100 })).toEqual({
      ok: false,
      reason: HOST_OUT_OF_DATE,
    });
    ana.client.close();
  });
});
