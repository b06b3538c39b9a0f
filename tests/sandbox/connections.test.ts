/**
 * One player on two connections (docs/sandbox.md, "Real-room conditions"): Owlbear's party lists connections, not
 * people, so the same player id can appear twice, each connection with its own pages, metadata and broadcasts.
 */
import { describe, expect, it } from 'vitest';
import type { PlayerRecord } from '../../src/sandbox/host';
import { createTestHost } from './host-harness';

const partyOf = (frame: { request(id: string): { data: unknown } }) =>
  (frame.request('OBR_PARTY_GET_PLAYERS').data as { players: PlayerRecord[] }).players;

describe('a second connection of one player', () => {
  it('has the player’s id, name and role, a connection id of its own, and is listed to everyone, the first connection included', () => {
    const { host, connect, seatNamed } = createTestHost([
      { name: 'GM', role: 'GM' },
      { name: 'Ana', role: 'PLAYER' },
    ]);
    const second = host.openConnection(seatNamed('GM').key)!;
    expect(host.label(second)).toBe('GM (2)');
    const first = seatNamed('GM').player;
    expect(second.player).toMatchObject({ id: first.id, name: 'GM', role: 'GM' });
    expect(second.player.connectionId).not.toBe(first.connectionId);

    const gm = connect('GM');
    const gm2 = connect('GM (2)');
    const ana = connect('Ana');
    expect(gm2.request('OBR_PLAYER_GET_ID').data).toEqual({ id: first.id });
    expect(partyOf(gm).map((p) => p.connectionId)).toEqual([
      seatNamed('Ana').player.connectionId,
      second.player.connectionId,
    ]);
    expect(partyOf(gm2).map((p) => p.connectionId)).toEqual([
      first.connectionId,
      seatNamed('Ana').player.connectionId,
    ]);
    expect(partyOf(ana).filter((p) => p.id === first.id)).toHaveLength(2);
  });

  it('writes its own player metadata: the other connection’s stays as it was, and the party shows both', () => {
    const { host, connect, seatNamed } = createTestHost([
      { name: 'GM', role: 'GM' },
      { name: 'Ana', role: 'PLAYER' },
    ]);
    host.openConnection(seatNamed('GM').key);
    const gm = connect('GM');
    const gm2 = connect('GM (2)');
    const ana = connect('Ana');
    gm.request('OBR_PLAYER_SET_METADATA', { update: { claim: 'first' } });
    gm2.request('OBR_PLAYER_SET_METADATA', { update: { key: 'second' } });
    expect(gm.request('OBR_PLAYER_GET_METADATA').data).toEqual({ metadata: { claim: 'first' } });
    expect(gm2.request('OBR_PLAYER_GET_METADATA').data).toEqual({ metadata: { key: 'second' } });
    expect(partyOf(ana).map((p) => p.metadata)).toEqual([{ claim: 'first' }, { key: 'second' }]);
  });

  it('hears LOCAL broadcasts of its own pages only, and REMOTE ones of its player’s other connection', () => {
    const { host, connect, seatNamed } = createTestHost([{ name: 'Ana', role: 'PLAYER' }]);
    host.openConnection(seatNamed('Ana').key);
    const first = connect('Ana', 'background');
    const firstAction = connect('Ana', 'action');
    const second = connect('Ana (2)', 'action');
    for (const page of [firstAction, second])
      page.request('OBR_BROADCAST_SUBSCRIBE', { channel: 'ch' });
    first.request('OBR_BROADCAST_SEND_MESSAGE', {
      channel: 'ch',
      data: 'local',
      options: { destination: 'LOCAL' },
    });
    first.request('OBR_BROADCAST_SEND_MESSAGE', { channel: 'ch', data: 'remote' });
    const got = (frame: typeof second) =>
      frame.received('OBR_BROADCAST_MESSAGE_ch').map((m) => (m.data as { data: unknown }).data);
    expect(got(firstAction)).toEqual(['local']);
    expect(got(second)).toEqual(['remote']);
  });

  it('takes a new name or role on every connection of the player, and leaves the room alone when removed', () => {
    const { host, connect, seatNamed } = createTestHost([
      { name: 'Ana', role: 'PLAYER' },
      { name: 'Brom', role: 'PLAYER' },
    ]);
    host.openConnection(seatNamed('Ana').key);
    const second = connect('Ana (2)');
    second.send('OBR_PLAYER_SUBSCRIBE');
    host.renameSeat(seatNamed('Ana').key, 'Anya');
    expect(host.seats().map((seat) => host.label(seat))).toEqual(['Anya', 'Brom', 'Anya (2)']);
    expect(second.received('OBR_PLAYER_EVENT_CHANGE').at(-1)!.data).toMatchObject({
      player: { name: 'Anya' },
    });
    host.removeSeat(seatNamed('Anya').key);
    expect(host.seats().map((seat) => host.label(seat))).toEqual(['Brom', 'Anya']);
  });

  it('reconnects on its own: the other connection keeps its id', () => {
    const { host, seatNamed } = createTestHost([{ name: 'GM', role: 'GM' }]);
    host.openConnection(seatNamed('GM').key);
    const kept = seatNamed('GM').player.connectionId;
    const before = seatNamed('GM (2)').player.connectionId;
    host.conditions.reconnect(seatNamed('GM (2)').key);
    expect(seatNamed('GM (2)').player.connectionId).not.toBe(before);
    expect(seatNamed('GM').player.connectionId).toBe(kept);
  });
});

describe('a seat’s network from the start', () => {
  it('loses every request of a seat whose spec says so, and no other seat’s', () => {
    const { connect, host } = createTestHost(
      [
        { name: 'GM', role: 'GM', network: { dropRate: 1 } },
        { name: 'Ana', role: 'PLAYER' },
      ],
      () => 0.5,
    );
    const gm = connect('GM');
    const ana = connect('Ana');
    expect(
      host.receive(gm.frameId, { id: 'OBR_PLAYER_GET_NAME', data: {}, ref: gm.ref, nonce: '_x' }),
    ).toBe('dropped');
    expect(ana.request('OBR_PLAYER_GET_NAME').ok).toBe(true);
  });
});
