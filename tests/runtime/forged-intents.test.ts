/**
 * The host trusts nothing a client says about itself: the sender is the
 * connection Owlbear reports, mapped to a player and role through the party.
 */
import { describe, expect, it } from 'vitest';
import { UNREADABLE } from '../../src/host/receiving';
import { CHANNEL } from '../../src/sync/wire';
import { gmView, must, seatedTable, type Seat } from './table';
import { answersTo, clearRepliesTo, heardBy, sealedBy } from './wire';
import { inWords } from '../support/words';

/** Everything the GM's view shows: any change a forged intent made would show here. */
const gmTable = gmView;

async function bettingTable() {
  const table = await seatedTable(['Ana', 'Brom', 'Cass']);
  await must(table.gm.client, { type: 'START_ROUND' });
  await table.settle();
  const cutter = table.players.find((p) =>
    p.client.state().view!.actions.some((a) => a.intent.type === 'CUT_PASS'),
  )!;
  await must(cutter.client, { type: 'CUT_PASS' });
  await table.settle();
  const turn = gmTable(table).turn!;
  const actor = table.players.find((p) => p.tab.playerId === turn)!;
  const [other, bystander] = table.players.filter((p) => p.tab.playerId !== turn) as [Seat, Seat];
  return { table, actor, other, bystander };
}

describe('forged and malformed intents are refused with a reason and change nothing', () => {
  it('a player acting for another seat', async () => {
    const { table, actor, other } = await bettingTable();
    const before = gmTable(table);
    const reply = await other.client.send({ type: 'HOLD', seat: actor.tab.playerId });
    expect(inWords(reply)).toEqual({ ok: false, reason: 'You can only act for your own seat.' });
    await table.settle();
    expect(gmTable(table)).toEqual(before);
  });

  it('a player sending GM-only intents', async () => {
    const { table, other } = await bettingTable();
    const before = gmTable(table);
    expect(inWords(await other.client.send({ type: 'VOID_ROUND' }))).toEqual({
      ok: false,
      reason: 'Only the GM can void the round.',
    });
    expect(
      inWords(
        await other.client.send({ type: 'SET_PURSE', seat: other.tab.playerId, purse: 1_000_000 }),
      ),
    ).toEqual({
      ok: false,
      reason: 'Only the GM can change a purse.',
    });
    expect(await other.client.send({ type: 'STAREDOWN_TIMEOUT' })).toMatchObject({ ok: false });
    expect(
      inWords(
        await other.client.send({
          type: 'RESTORE_SEATS',
          seats: [],
          house: 0,
          pot: 1_000_000,
          roundsPlayed: 0,
        }),
      ),
    ).toEqual({
      ok: false,
      reason: 'Nobody can restore the seats by hand: the table does that itself.',
    });
    await table.settle();
    expect(gmTable(table)).toEqual(before);
  });

  it('a player naming an NPC seat the GM controls', async () => {
    const table = await seatedTable(['Ana', 'Brom']);
    await must(table.gm.client, { type: 'ADD_NPC', name: 'Old Tom', purse: 50 });
    await must(table.gm.client, { type: 'START_ROUND' });
    await table.settle();
    const before = gmTable(table);
    const reply = await table.players[0]!.client.send({ type: 'CUT_PASS', seat: 'npc-1' });
    expect(inWords(reply)).toEqual({ ok: false, reason: 'You can only act for your own seat.' });
    expect(gmTable(table)).toEqual(before);
  });

  it('a connection that is not in the room', async () => {
    const { table } = await bettingTable();
    const before = gmTable(table);
    // Sealed with a seat's own keys, even: the connection is what counts, and nobody in the room has it.
    table.room.inject(
      CHANNEL,
      await sealedBy(table, table.players[0]!, 'forged-0001', {
        t: 'intent',
        intent: { type: 'VOID_ROUND' },
      }),
      'conn-from-nowhere',
    );
    await table.settle();
    // The host read nothing of it, so its refusal travels in clear and says only that.
    expect(
      clearRepliesTo(table, table.players[0]!.tab.connectionId, 'forged-0001').map(inWords),
    ).toEqual([
      {
        t: 'reply',
        v: 2,
        id: 'forged-0001',
        ok: false,
        reason: 'Your connection is not part of this room.',
      },
    ]);
    expect(gmTable(table)).toEqual(before);
  });

  it('a malformed intent and a malformed envelope', async () => {
    const { table, actor, other } = await bettingTable();
    const before = gmTable(table);
    const reply = await actor.client.send({ type: 'ROLL', die: 'd100' });
    expect(reply.ok).toBe(false);
    expect(inWords(reply).reason).toMatch(
      /^That request is malformed \(die: you can buy a d20, d10, d8, d6 or d4\)/,
    );
    // An envelope with a stray field: the wire schema refuses it before the game sees it.
    const sealed = await sealedBy(table, actor, 'malformed-01', {
      t: 'intent',
      intent: { type: 'HOLD' },
    });
    table.room.inject(CHANNEL, { ...sealed, seat: 'x' }, actor.tab.connectionId);
    await table.settle();
    expect(
      clearRepliesTo(table, other.tab.connectionId, 'malformed-01').map(inWords),
    ).toMatchObject([{ ok: false, reason: expect.stringMatching(/^That message is malformed/) }]);
    // Not JSON-shaped at all: nothing to answer, nothing changes.
    table.room.inject(CHANNEL, 'HOLD!!', actor.tab.connectionId);
    table.room.inject(CHANNEL, null, actor.tab.connectionId);
    await table.settle();
    expect(gmTable(table)).toEqual(before);
  });

  it('a replayed or duplicated intent id', async () => {
    const { table, actor, other, bystander } = await bettingTable();
    await must(actor.client, { type: 'ROLL', die: 'd4' });
    await table.settle();
    // Anyone in the room saw the sealed envelope go by: replay it, from its sender and from someone else.
    const envelope = [...heardBy(table, other.tab.connectionId)]
      .reverse()
      .find((m) => m.data.t === 'sealed' && m.connectionId === actor.tab.connectionId)!.data as {
      id: string;
    };
    const after = gmTable(table);
    table.room.inject(CHANNEL, envelope, actor.tab.connectionId);
    table.room.inject(CHANNEL, envelope, other.tab.connectionId);
    await table.settle();
    // From its sender it opens and is refused as handled; from anyone else it does not even open.
    expect(
      (await answersTo(table, actor)).filter((a) => a.id === envelope.id).map(inWords),
    ).toEqual([
      { id: envelope.id, ok: true },
      { id: envelope.id, ok: false, reason: 'That request was already handled.' },
    ]);
    expect(
      clearRepliesTo(table, bystander.tab.connectionId, envelope.id).map((r) => r.reason),
    ).toEqual([UNREADABLE]);
    expect(gmTable(table)).toEqual(after);
  });

  it('a player forging the host: fake views and replies are ignored', async () => {
    const { table, actor, other } = await bettingTable();
    const before = actor.client.state();
    await other.tab.page().sendBroadcast(
      CHANNEL,
      {
        t: 'view',
        to: actor.tab.playerId,
        iv: 'AAAAAAAAAAAAAAAA',
        part: 0,
        parts: 1,
        ct: 'AAAA',
      },
      'REMOTE',
    );
    const pending = actor.client.send({ type: 'HOLD' });
    await other.tab
      .page()
      .sendBroadcast(CHANNEL, { t: 'reply', id: 'whatever-id', ok: true }, 'REMOTE');
    expect(await pending).toEqual({ ok: true });
    await table.settle();
    expect(actor.client.state().rev).toBeGreaterThan(before.rev);
    expect(actor.client.state().view!.seats.find((s) => s.mine)!.status).toBe('held');
  });
});
