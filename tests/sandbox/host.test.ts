import { describe, expect, it } from 'vitest';
import { IMPLEMENTED_IDS, READY_RETRY_MS } from '../../src/sandbox/host';
import { EXTENSION_ORIGIN, createTestHost } from './host-harness';

describe('handshake', () => {
  it('posts OBR_READY with a ref and the seat player id when a page loads, to the page origin', () => {
    const { connect, posts } = createTestHost();
    const ana = connect('Ana');
    const ready = posts.find((post) => post.frameId === ana.frameId)!;
    expect(ready.message).toEqual({
      id: 'OBR_READY',
      data: { ref: ana.ref, userId: ana.seat.player.id },
    });
    expect(ready.origin).toBe(EXTENSION_ORIGIN);
  });

  it('repeats OBR_READY for a page that has not spoken yet, and stops once it has', () => {
    const { connect, timers } = createTestHost();
    const quiet = connect('Ana', 'action');
    const talker = connect('Brom', 'action');
    talker.request('OBR_PLAYER_GET_NAME');
    for (const timer of timers) timer.run();
    expect(timers.map((timer) => timer.ms)).toEqual([...READY_RETRY_MS, ...READY_RETRY_MS]);
    expect(quiet.received('OBR_READY')).toHaveLength(1 + READY_RETRY_MS.length);
    expect(talker.received('OBR_READY')).toHaveLength(1);
  });

  it('gives each load a new ref and ignores messages that carry an old one', () => {
    const { host, connect } = createTestHost();
    const ana = connect('Ana');
    host.frameLoaded(ana.frameId);
    const outcome = host.receive(ana.frameId, {
      id: 'OBR_PLAYER_GET_NAME',
      data: {},
      ref: ana.ref,
      nonce: '_x',
    });
    expect(outcome).toBe('stale');
    expect(ana.received('OBR_PLAYER_GET_NAME_RESPONSE_x')).toEqual([]);
  });

  it('forgets subscriptions when a page loads a new document', () => {
    const { host, connect } = createTestHost();
    const ana = connect('Ana');
    ana.send('OBR_THEME_SUBSCRIBE');
    host.frameLoaded(ana.frameId);
    ana.clear();
    host.toggleTheme();
    expect(ana.received('OBR_THEME_EVENT_CHANGE')).toEqual([]);
  });
});

describe('requests', () => {
  it('answers with id + _RESPONSE + nonce', () => {
    const { connect } = createTestHost();
    const brom = connect('Brom');
    expect(brom.request('OBR_PLAYER_GET_NAME')).toEqual({ ok: true, data: { name: 'Brom' } });
    expect(brom.request('OBR_PLAYER_GET_ROLE')).toEqual({ ok: true, data: { role: 'PLAYER' } });
    expect(brom.request('OBR_PLAYER_GET_ID')).toEqual({
      ok: true,
      data: { id: brom.seat.player.id },
    });
    expect(brom.request('OBR_PLAYER_GET_CONNECTION_ID')).toEqual({
      ok: true,
      data: { connectionId: brom.seat.player.connectionId },
    });
    expect(brom.request('OBR_SCENE_IS_READY')).toEqual({ ok: true, data: { ready: true } });
  });

  it('answers an id it does not implement with _ERROR at once', () => {
    const { connect } = createTestHost();
    const reply = connect('GM').request('OBR_SCENE_FOG_GET_COLOR');
    expect(reply.ok).toBe(false);
    expect(reply.data).toMatchObject({
      name: 'NotImplemented',
      message: expect.stringContaining('OBR_SCENE_FOG_GET_COLOR'),
    });
  });

  it('lists what it implements, and every listed id gets a reply', () => {
    expect(IMPLEMENTED_IDS).toContain('OBR_ROOM_SET_METADATA');
    expect(IMPLEMENTED_IDS).toContain('OBR_IS_OPEN_ACTION_UNSUBSCRIBE');
    const { connect } = createTestHost();
    // The background page: closing the action (one of the ids) removes the action's page.
    const gm = connect('GM', 'background');
    for (const id of IMPLEMENTED_IDS) {
      const reply = gm.request(id, {});
      expect(reply.data, id).not.toMatchObject({ name: 'NotImplemented' });
    }
  });
});

describe('player and party', () => {
  it('party is everyone but yourself, with the Player fields', () => {
    const { connect } = createTestHost();
    const reply = connect('Ana').request('OBR_PARTY_GET_PLAYERS');
    const players = (reply.data as { players: Array<Record<string, unknown>> }).players;
    expect(players.map((player) => player.name)).toEqual(['GM', 'Brom', 'Cyra']);
    expect(Object.keys(players[0]!).sort()).toEqual([
      'color',
      'connectionId',
      'id',
      'metadata',
      'name',
      'role',
      'syncView',
    ]);
  });

  it('player metadata is merged; the player hears it on player change, everyone else on party change', () => {
    const { connect } = createTestHost();
    const ana = connect('Ana');
    const anaBackground = connect('Ana', 'background');
    const gm = connect('GM', 'background');
    for (const frame of [ana, anaBackground, gm]) {
      frame.send('OBR_PLAYER_SUBSCRIBE');
      frame.send('OBR_PARTY_SUBSCRIBE');
    }
    ana.request('OBR_PLAYER_SET_METADATA', { update: { 'ext/key': 'A' } });
    ana.request('OBR_PLAYER_SET_METADATA', { update: { 'ext/other': 1 } });

    expect(ana.request('OBR_PLAYER_GET_METADATA').data).toEqual({
      metadata: { 'ext/key': 'A', 'ext/other': 1 },
    });
    const playerEvents = anaBackground.received('OBR_PLAYER_EVENT_CHANGE');
    expect(playerEvents.at(-1)!.data).toMatchObject({
      player: { name: 'Ana', metadata: { 'ext/key': 'A', 'ext/other': 1 } },
    });
    expect(anaBackground.received('OBR_PARTY_EVENT_CHANGE')).toEqual([]);
    expect(gm.received('OBR_PLAYER_EVENT_CHANGE')).toEqual([]);
    const party = gm.received('OBR_PARTY_EVENT_CHANGE').at(-1)!.data as {
      players: Array<{ name: string; metadata: unknown }>;
    };
    expect(party.players.find((player) => player.name === 'Ana')!.metadata).toEqual({
      'ext/key': 'A',
      'ext/other': 1,
    });
  });

  it('renaming and a role change reach the player and the party', () => {
    const { host, connect, seatNamed } = createTestHost();
    const cyra = connect('Cyra');
    const gm = connect('GM');
    cyra.send('OBR_PLAYER_SUBSCRIBE');
    gm.send('OBR_PARTY_SUBSCRIBE');
    host.renameSeat(seatNamed('Cyra').key, 'Cyrielle');
    host.setRole(seatNamed('Cyrielle').key, 'GM');
    expect(cyra.received('OBR_PLAYER_EVENT_CHANGE').at(-1)!.data).toMatchObject({
      player: { name: 'Cyrielle', role: 'GM' },
    });
    const party = gm.received('OBR_PARTY_EVENT_CHANGE').at(-1)!.data as {
      players: Array<{ name: string; role: string }>;
    };
    expect(party.players).toContainEqual(expect.objectContaining({ name: 'Cyrielle', role: 'GM' }));
  });

  it('a seat joining or leaving is a party change for the others', () => {
    const { host, connect, seatNamed } = createTestHost();
    const gm = connect('GM');
    gm.send('OBR_PARTY_SUBSCRIBE');
    host.addSeat({ name: 'Dara' });
    host.removeSeat(seatNamed('Brom').key);
    const names = gm
      .received('OBR_PARTY_EVENT_CHANGE')
      .map((event) =>
        (event.data as { players: Array<{ name: string }> }).players.map((p) => p.name),
      );
    expect(names).toEqual([
      ['Ana', 'Brom', 'Cyra', 'Dara'],
      ['Ana', 'Cyra', 'Dara'],
    ]);
  });
});

describe('reload', () => {
  it('keeps the player id and metadata, changes the connection id, and drops the old pages', () => {
    const { host, connect, seatNamed } = createTestHost();
    const brom = connect('Brom');
    brom.request('OBR_PLAYER_SET_METADATA', { update: { key: 'kept' } });
    const gm = connect('GM');
    gm.send('OBR_PARTY_SUBSCRIBE');
    const before = { ...seatNamed('Brom').player };

    host.reloadSeat(seatNamed('Brom').key);

    const after = seatNamed('Brom').player;
    expect(after.id).toBe(before.id);
    expect(after.connectionId).not.toBe(before.connectionId);
    expect(after.metadata).toEqual({ key: 'kept' });
    expect(
      host.receive(brom.frameId, {
        id: 'OBR_PLAYER_GET_NAME',
        data: {},
        ref: brom.ref,
        nonce: '_late',
      }),
    ).toBe('unknown-frame');
    const reloaded = connect('Brom');
    expect(reloaded.request('OBR_PLAYER_GET_CONNECTION_ID').data).toEqual({
      connectionId: after.connectionId,
    });

    const parties = gm
      .received('OBR_PARTY_EVENT_CHANGE')
      .map(
        (event) =>
          (event.data as { players: Array<{ name: string; connectionId: string }> }).players,
      );
    expect(parties.map((players) => players.map((p) => p.name))).toEqual([
      ['Ana', 'Cyra'],
      ['Ana', 'Brom', 'Cyra'],
    ]);
    expect(parties[1]!.find((p) => p.name === 'Brom')!.connectionId).toBe(after.connectionId);
  });

  it('keeps the seat in its place at the table', () => {
    const { host, seatNamed } = createTestHost();
    host.reloadSeat(seatNamed('Ana').key);
    expect(host.seats().map((seat) => seat.player.name)).toEqual(['GM', 'Ana', 'Brom', 'Cyra']);
  });
});

describe('theme, action, notifications, popovers', () => {
  it('the theme toggle pushes the new theme to subscribed pages and GET_THEME follows it', () => {
    const { host, connect } = createTestHost();
    const ana = connect('Ana');
    ana.send('OBR_THEME_SUBSCRIBE');
    expect(ana.request('OBR_THEME_GET_THEME').data).toMatchObject({ theme: { mode: 'DARK' } });
    host.toggleTheme();
    expect(
      ana
        .received('OBR_THEME_EVENT_CHANGE')
        .map((event) => (event.data as { theme: { mode: string } }).theme.mode),
    ).toEqual(['LIGHT']);
    expect(ana.request('OBR_THEME_GET_THEME').data).toMatchObject({ theme: { mode: 'LIGHT' } });
  });

  it('action height, badge and open state are per seat; open changes reach the seat pages', () => {
    const { connect, seatNamed } = createTestHost();
    const background = connect('Ana', 'background');
    background.send('OBR_ACTION_IS_OPEN_SUBSCRIBE');
    background.request('OBR_ACTION_SET_HEIGHT', { height: 222 });
    background.request('OBR_ACTION_SET_BADGE_TEXT', { badgeText: '2' });
    expect(seatNamed('Ana').action).toMatchObject({ height: 222, badgeText: '2', open: true });
    expect(seatNamed('Brom').action).toMatchObject({ height: 500, badgeText: undefined });

    background.request('OBR_ACTION_CLOSE');
    expect(background.request('OBR_ACTION_GET_IS_OPEN').data).toEqual({ isOpen: false });
    background.request('OBR_ACTION_OPEN');
    expect(
      background.received('OBR_ACTION_IS_OPEN_EVENT_CHANGE').map((event) => event.data),
    ).toEqual([{ isOpen: false }, { isOpen: true }]);

    background.send('OBR_IS_OPEN_ACTION_UNSUBSCRIBE');
    background.request('OBR_ACTION_CLOSE');
    expect(background.received('OBR_ACTION_IS_OPEN_EVENT_CHANGE')).toHaveLength(2);
  });

  it('notifications are shown on the seat with their variant and can be closed', () => {
    const { connect, seatNamed } = createTestHost();
    const brom = connect('Brom');
    const reply = brom.request('OBR_NOTIFICATION_SHOW', {
      message: 'Your turn',
      variant: 'WARNING',
    });
    const id = (reply.data as { id: string }).id;
    expect(seatNamed('Brom').notifications).toEqual([
      { id, message: 'Your turn', variant: 'WARNING' },
    ]);
    brom.request('OBR_NOTIFICATION_CLOSE', { id });
    expect(seatNamed('Brom').notifications).toEqual([]);
  });

  it('popovers and modals open and close per seat; reopening an id replaces it', () => {
    const { connect, seatNamed } = createTestHost();
    const gm = connect('GM');
    gm.request('OBR_POPOVER_OPEN', {
      id: 'p',
      url: `${EXTENSION_ORIGIN}/a.html`,
      width: 200,
      height: 100,
    });
    gm.request('OBR_POPOVER_OPEN', {
      id: 'p',
      url: `${EXTENSION_ORIGIN}/b.html`,
      width: 200,
      height: 100,
    });
    gm.request('OBR_MODAL_OPEN', { id: 'm', url: `${EXTENSION_ORIGIN}/m.html` });
    expect(seatNamed('GM').popovers.map((p) => p.url)).toEqual([`${EXTENSION_ORIGIN}/b.html`]);
    expect(gm.request('OBR_POPOVER_GET_HEIGHT', { id: 'p' }).data).toEqual({ height: 100 });
    expect(seatNamed('GM').modals.map((m) => m.id)).toEqual(['m']);
    expect(seatNamed('Ana').popovers).toEqual([]);
    gm.request('OBR_POPOVER_CLOSE', { id: 'p' });
    gm.request('OBR_MODAL_CLOSE', { id: 'm' });
    expect(seatNamed('GM').popovers).toEqual([]);
    expect(seatNamed('GM').modals).toEqual([]);
  });

  it('reset gives a new room with the default table and no metadata', () => {
    const { host, connect } = createTestHost([{ name: 'Solo', role: 'GM' }]);
    connect('Solo').request('OBR_ROOM_SET_METADATA', { update: { k: 1 } });
    const oldRoom = host.roomId;
    host.resetRoom();
    expect(host.roomId).not.toBe(oldRoom);
    expect(host.roomMetadata).toEqual({});
    expect(host.seats().map((seat) => [seat.player.name, seat.player.role])).toEqual([
      ['GM', 'GM'],
      ['Ana', 'PLAYER'],
      ['Brom', 'PLAYER'],
      ['Cyra', 'PLAYER'],
    ]);
  });
});
