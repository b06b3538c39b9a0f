/** The sandbox's real-room conditions (docs/sandbox.md, "Real-room conditions"), driven without a browser. */
import { describe, expect, it } from 'vitest';
import { otherExtensionsMetadata } from '../../src/sandbox/conditions';
import { removeOtherExtensions } from '../../src/sandbox/freeMetadata';
import { ROOM_METADATA_LIMIT_BYTES, jsonBytes } from '../../src/sandbox/protocol';
import { createTestHost } from './host-harness';

const broadcasts = (frame: { received(id?: string): Array<{ data: unknown }> }) =>
  frame.received('OBR_BROADCAST_MESSAGE_ch').map((m) => m.data);

describe('LOCAL copies without a connection id', () => {
  it('leaves connectionId off the sender seat’s copy only, when switched on', () => {
    const { host, connect } = createTestHost();
    const gmBackground = connect('GM', 'background');
    const gmAction = connect('GM', 'action');
    const ana = connect('Ana');
    for (const page of [gmAction, ana]) page.request('OBR_BROADCAST_SUBSCRIBE', { channel: 'ch' });
    host.omitLocalConnectionId = true;
    gmBackground.request('OBR_BROADCAST_SEND_MESSAGE', {
      channel: 'ch',
      data: 'view',
      options: { destination: 'ALL' },
    });
    expect(broadcasts(gmAction)).toEqual([{ data: 'view' }]);
    expect(broadcasts(ana)).toEqual([
      { data: 'view', connectionId: gmBackground.seat.player.connectionId },
    ]);
  });
});

describe('slow and lost replies', () => {
  it('answers a seat’s requests only after its delay, and other seats at once', () => {
    const { host, connect, timers } = createTestHost();
    const ana = connect('Ana');
    const brom = connect('Brom');
    host.conditions.setNetwork(ana.seat.key, { delayMs: 1500 });
    timers.length = 0;
    expect(
      host.receive(ana.frameId, {
        id: 'OBR_PLAYER_GET_NAME',
        data: {},
        ref: ana.ref,
        nonce: '_late',
      }),
    ).toBe('delayed');
    expect(ana.received('OBR_PLAYER_GET_NAME_RESPONSE_late')).toEqual([]);
    expect(brom.request('OBR_PLAYER_GET_NAME').data).toEqual({ name: 'Brom' });
    expect(timers.map((timer) => timer.ms)).toEqual([1500]);
    timers[0]!.run();
    expect(ana.received('OBR_PLAYER_GET_NAME_RESPONSE_late')).toEqual([
      { id: 'OBR_PLAYER_GET_NAME_RESPONSE_late', data: { name: 'Ana' } },
    ]);
  });

  it('loses a request (no reply at all) when the drop roll falls under the rate, and never a subscription', () => {
    const rolls = [0.1, 0.9, 0.1];
    const { host, connect } = createTestHost(undefined, () => rolls.shift()!);
    const ana = connect('Ana');
    host.conditions.setNetwork(ana.seat.key, { dropRate: 0.5 });
    expect(
      host.receive(ana.frameId, { id: 'OBR_PLAYER_GET_NAME', data: {}, ref: ana.ref, nonce: '_a' }),
    ).toBe('dropped');
    expect(
      host.receive(ana.frameId, { id: 'OBR_PLAYER_GET_NAME', data: {}, ref: ana.ref, nonce: '_b' }),
    ).toBe('handled');
    expect(host.receive(ana.frameId, { id: 'OBR_THEME_SUBSCRIBE', data: {}, ref: ana.ref })).toBe(
      'handled',
    );
    expect(
      ana
        .received()
        .map((m) => m.id)
        .filter((id) => id !== 'OBR_READY'),
    ).toEqual(['OBR_PLAYER_GET_NAME_RESPONSE_b']);
  });
});

describe('a dropped socket and a reconnect', () => {
  it('keeps a ghosted seat in the party while nothing reaches it or comes from it, until the time is up', () => {
    const { host, connect, timers } = createTestHost();
    const ana = connect('Ana');
    const gm = connect('GM');
    ana.request('OBR_BROADCAST_SUBSCRIBE', { channel: 'ch' });
    timers.length = 0;
    host.conditions.ghost(ana.seat.key, 10_000);
    expect(
      (
        gm.request('OBR_PARTY_GET_PLAYERS').data as { players: Array<{ name: string }> }
      ).players.map((p) => p.name),
    ).toContain('Ana');
    gm.request('OBR_BROADCAST_SEND_MESSAGE', { channel: 'ch', data: 'lost' });
    expect(
      host.receive(ana.frameId, { id: 'OBR_PLAYER_GET_NAME', data: {}, ref: ana.ref, nonce: '_g' }),
    ).toBe('dropped');
    expect(broadcasts(ana)).toEqual([]);
    expect(timers.map((timer) => timer.ms)).toEqual([10_000]);
    timers[0]!.run();
    gm.request('OBR_BROADCAST_SEND_MESSAGE', { channel: 'ch', data: 'back' });
    expect(broadcasts(ana)).toEqual([{ data: 'back', connectionId: gm.seat.player.connectionId }]);
  });

  it('reconnects a seat with a new connection id, its pages still running and told, the others told by a party change', () => {
    const { host, connect } = createTestHost();
    const ana = connect('Ana');
    const gm = connect('GM');
    ana.send('OBR_PLAYER_SUBSCRIBE');
    gm.send('OBR_PARTY_SUBSCRIBE');
    const before = ana.seat.player.connectionId;
    host.conditions.reconnect(ana.seat.key);
    const after = host.seat(ana.seat.key)!.player.connectionId;
    expect(after).not.toBe(before);
    expect(ana.request('OBR_PLAYER_GET_CONNECTION_ID').data).toEqual({ connectionId: after });
    expect(
      ana
        .received('OBR_PLAYER_EVENT_CHANGE')
        .map((m) => (m.data as { player: { connectionId: string } }).player.connectionId),
    ).toEqual([after]);
    const parties = gm
      .received('OBR_PARTY_EVENT_CHANGE')
      .map((m) => (m.data as { players: Array<{ name: string }> }).players.map((p) => p.name));
    expect(parties).toEqual([
      ['Brom', 'Cyra'],
      ['Ana', 'Brom', 'Cyra'],
    ]);
  });
});

describe('popover closed and selection churn', () => {
  it('starts a seat with its action closed when its spec says so', () => {
    const { seatNamed } = createTestHost([
      { name: 'GM', role: 'GM' },
      { name: 'Ana', role: 'PLAYER', actionOpen: false },
    ]);
    expect(seatNamed('GM').action.open).toBe(true);
    expect(seatNamed('Ana').action.open).toBe(false);
  });

  it('fires a player change to the seat and a party change to the others on each selection, with a new selection', () => {
    const { host, connect } = createTestHost();
    const ana = connect('Ana');
    const gm = connect('GM');
    ana.send('OBR_PLAYER_SUBSCRIBE');
    gm.send('OBR_PARTY_SUBSCRIBE');
    host.conditions.churnSelection(ana.seat.key);
    host.conditions.churnSelection(ana.seat.key);
    expect(ana.received('OBR_PLAYER_EVENT_CHANGE')).toHaveLength(2);
    expect(gm.received('OBR_PARTY_EVENT_CHANGE')).toHaveLength(2);
    expect(ana.request('OBR_PLAYER_GET_SELECTION').data).toEqual({ selection: ['token-2'] });
  });
});

describe('room metadata shared with other extensions', () => {
  it('fills the room up to the asked size with other extensions’ keys, keeping what is there', () => {
    const { host, connect } = createTestHost();
    const gm = connect('GM');
    gm.request('OBR_ROOM_SET_METADATA', { update: { 'ours/table': { pot: 3 } } });
    host.conditions.fillRoomMetadata(ROOM_METADATA_LIMIT_BYTES - 1024);
    const size = jsonBytes(host.roomMetadata);
    expect(size).toBeLessThanOrEqual(ROOM_METADATA_LIMIT_BYTES - 1024);
    expect(size).toBeGreaterThan(ROOM_METADATA_LIMIT_BYTES - 1024 - 80);
    expect(host.roomMetadata['ours/table']).toEqual({ pot: 3 });
    expect(
      Object.keys(host.roomMetadata).filter((key) => key.startsWith('com.example.')).length,
    ).toBeGreaterThan(4);
  });

  it('removes the other extensions’ keys again, keeping ours, and tells every page', () => {
    const { host, connect } = createTestHost();
    const gm = connect('GM');
    gm.request('OBR_ROOM_SET_METADATA', { update: { 'ours/table': { pot: 3 } } });
    gm.request('OBR_ROOM_METADATA_SUBSCRIBE');
    host.conditions.fillRoomMetadata(ROOM_METADATA_LIMIT_BYTES - 1024);
    const before = gm.received('OBR_ROOM_METADATA_EVENT_CHANGE').length;
    removeOtherExtensions(host);
    expect(host.roomMetadata).toEqual({ 'ours/table': { pot: 3 } });
    expect(gm.received('OBR_ROOM_METADATA_EVENT_CHANGE').length).toBe(before + 1);
  });

  it('adds nothing to a room already that full', () => {
    expect(otherExtensionsMetadata({ big: 'x'.repeat(2000) }, 1000)).toEqual({});
  });
});

describe('player metadata lost on a reload (a fault, off by default)', () => {
  it('keeps a seat’s metadata through a reload unless the fault is on, then its pages read it back empty', () => {
    const { host, connect } = createTestHost();
    const gm = connect('GM', 'background');
    gm.request('OBR_PLAYER_SET_METADATA', { update: { 'com.example/key': 'k1' } });
    expect(gm.seat.losesMetadataOnReload).toBe(false);
    host.reloadSeat(gm.seat.key);
    const kept = connect('GM', 'background');
    expect(kept.request('OBR_PLAYER_GET_METADATA').data).toEqual({
      metadata: { 'com.example/key': 'k1' },
    });

    host.conditions.loseMetadataOnReload(gm.seat.key, true);
    host.reloadSeat(gm.seat.key);
    const lost = connect('GM', 'background');
    expect(lost.request('OBR_PLAYER_GET_METADATA').data).toEqual({ metadata: {} });
    // Another client of the room sees the empty metadata in its party too.
    const ana = connect('Ana');
    const party = ana.request('OBR_PARTY_GET_PLAYERS').data as {
      players: { name: string; metadata: unknown }[];
    };
    expect(party.players.find((p) => p.name === 'GM')?.metadata).toEqual({});
  });
});
