import { describe, expect, it } from 'vitest';
import { ROOM_METADATA_LIMIT_BYTES, jsonBytes } from '../../src/sandbox/protocol';
import { createTestHost } from './host-harness';

describe('room metadata', () => {
  it('is a shallow merge, a key set to undefined is removed, and every subscribed page hears the change', () => {
    const { connect } = createTestHost();
    const gm = connect('GM', 'background');
    const ana = connect('Ana');
    const cyra = connect('Cyra');
    gm.send('OBR_ROOM_METADATA_SUBSCRIBE');
    ana.send('OBR_ROOM_METADATA_SUBSCRIBE');

    gm.request('OBR_ROOM_SET_METADATA', {
      update: { 'a/state': { round: 1, pot: 3 }, 'b/other': true },
    });
    gm.request('OBR_ROOM_SET_METADATA', {
      update: { 'a/state': { round: 2 }, 'b/other': undefined },
    });

    expect(cyra.request('OBR_ROOM_GET_METADATA').data).toEqual({
      metadata: { 'a/state': { round: 2 } },
    });
    expect(ana.received('OBR_ROOM_METADATA_EVENT_CHANGE').map((event) => event.data)).toEqual([
      { metadata: { 'a/state': { round: 1, pot: 3 }, 'b/other': true } },
      { metadata: { 'a/state': { round: 2 } } },
    ]);
    expect(gm.received('OBR_ROOM_METADATA_EVENT_CHANGE')).toHaveLength(2);
    expect(cyra.received('OBR_ROOM_METADATA_EVENT_CHANGE')).toEqual([]);
  });

  it('the writer gets its reply before the change event', () => {
    const { connect, posts } = createTestHost();
    const gm = connect('GM');
    gm.send('OBR_ROOM_METADATA_SUBSCRIBE');
    gm.request('OBR_ROOM_SET_METADATA', { update: { k: 1 } });
    const ids = posts
      .filter((post) => post.frameId === gm.frameId)
      .map((post) => post.message.id.replace(/_n\d+$/, ''));
    expect(ids.slice(-2)).toEqual([
      'OBR_ROOM_SET_METADATA_RESPONSE',
      'OBR_ROOM_METADATA_EVENT_CHANGE',
    ]);
  });

  it('refuses a write that would take the whole room metadata past 16 kB, and keeps what was there', () => {
    const { connect } = createTestHost();
    const gm = connect('GM');
    const ana = connect('Ana');
    ana.send('OBR_ROOM_METADATA_SUBSCRIBE');
    gm.request('OBR_ROOM_SET_METADATA', { update: { 'x/first': 'a'.repeat(8_000) } });
    ana.clear();

    const reply = gm.request('OBR_ROOM_SET_METADATA', {
      update: { 'y/second': 'b'.repeat(8_500) },
    });

    expect(reply.ok).toBe(false);
    expect(reply.data).toMatchObject({ name: 'LimitExceeded' });
    expect(gm.request('OBR_ROOM_GET_METADATA').data).toEqual({
      metadata: { 'x/first': 'a'.repeat(8_000) },
    });
    expect(ana.received('OBR_ROOM_METADATA_EVENT_CHANGE')).toEqual([]);
  });

  it('accepts metadata of exactly 16 kB of JSON and refuses one byte more', () => {
    const { connect } = createTestHost();
    const gm = connect('GM');
    const overhead = jsonBytes({ k: '' });
    const fits = { k: 'x'.repeat(ROOM_METADATA_LIMIT_BYTES - overhead) };
    expect(jsonBytes(fits)).toBe(ROOM_METADATA_LIMIT_BYTES);
    expect(gm.request('OBR_ROOM_SET_METADATA', { update: fits }).ok).toBe(true);
    expect(gm.request('OBR_ROOM_SET_METADATA', { update: { k: `${fits.k}x` } }).ok).toBe(false);
  });

  it('counts UTF-8 bytes, not characters', () => {
    const { connect } = createTestHost();
    const reply = connect('GM').request('OBR_ROOM_SET_METADATA', {
      update: { k: 'é'.repeat(9_000) },
    });
    expect(reply.ok).toBe(false);
  });

  it('refuses an update that is not an object', () => {
    const { connect } = createTestHost();
    const reply = connect('GM').request('OBR_ROOM_SET_METADATA', { update: ['no'] });
    expect(reply).toMatchObject({ ok: false, data: { name: 'InvalidRequest' } });
  });
});

describe('broadcast', () => {
  function table() {
    const t = createTestHost();
    const gmAction = t.connect('GM', 'action');
    const gmBackground = t.connect('GM', 'background');
    const ana = t.connect('Ana');
    const brom = t.connect('Brom');
    const cyra = t.connect('Cyra');
    for (const frame of [gmAction, gmBackground, ana, brom])
      frame.send('OBR_BROADCAST_SUBSCRIBE', { channel: 'game/intents' });
    cyra.send('OBR_BROADCAST_SUBSCRIBE', { channel: 'another/channel' });
    return { ...t, gmAction, gmBackground, ana, brom, cyra };
  }
  const deliveries = (frame: { received(id?: string): Array<{ data: unknown }> }) =>
    frame.received('OBR_BROADCAST_MESSAGE_game/intents').map((message) => message.data);

  it('REMOTE (the default) reaches the subscribed pages of every other client with the sender connection id', () => {
    const { ana, gmAction, gmBackground, brom, cyra } = table();
    expect(
      ana.request('OBR_BROADCAST_SEND_MESSAGE', { channel: 'game/intents', data: { roll: true } })
        .ok,
    ).toBe(true);
    const expected = [{ data: { roll: true }, connectionId: ana.seat.player.connectionId }];
    expect(deliveries(gmAction)).toEqual(expected);
    expect(deliveries(gmBackground)).toEqual(expected);
    expect(deliveries(brom)).toEqual(expected);
    expect(deliveries(ana)).toEqual([]);
    expect(
      cyra.received().filter((message) => message.id.startsWith('OBR_BROADCAST_MESSAGE')),
    ).toEqual([]);
  });

  it('LOCAL reaches only the sender client (all its subscribed pages), ALL reaches everyone', () => {
    const { gmAction, gmBackground, ana } = table();
    gmBackground.request('OBR_BROADCAST_SEND_MESSAGE', {
      channel: 'game/intents',
      data: 'local',
      options: { destination: 'LOCAL' },
    });
    expect(deliveries(gmAction)).toEqual([
      { data: 'local', connectionId: gmBackground.seat.player.connectionId },
    ]);
    expect(deliveries(gmBackground)).toHaveLength(1);
    expect(deliveries(ana)).toEqual([]);

    gmBackground.request('OBR_BROADCAST_SEND_MESSAGE', {
      channel: 'game/intents',
      data: 'all',
      options: { destination: 'ALL' },
    });
    expect(deliveries(ana).map((event) => (event as { data: unknown }).data)).toEqual(['all']);
    expect(deliveries(gmBackground)).toHaveLength(2);
  });

  it('stops delivering after unsubscribe', () => {
    const { ana, brom } = table();
    brom.send('OBR_BROADCAST_UNSUBSCRIBE', { channel: 'game/intents' });
    ana.request('OBR_BROADCAST_SEND_MESSAGE', { channel: 'game/intents', data: 1 });
    expect(deliveries(brom)).toEqual([]);
  });

  it('refuses a payload over 16 kB and an unknown destination, delivering nothing', () => {
    const { ana, brom } = table();
    const big = ana.request('OBR_BROADCAST_SEND_MESSAGE', {
      channel: 'game/intents',
      data: 'z'.repeat(16 * 1024),
    });
    expect(big).toMatchObject({ ok: false, data: { name: 'LimitExceeded' } });
    const odd = ana.request('OBR_BROADCAST_SEND_MESSAGE', {
      channel: 'game/intents',
      data: 1,
      options: { destination: 'ONE' },
    });
    expect(odd).toMatchObject({ ok: false, data: { name: 'InvalidRequest' } });
    expect(deliveries(brom)).toEqual([]);
  });
});
