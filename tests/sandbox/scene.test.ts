/**
 * The sandbox's scene over the SDK's wire (docs/sandbox.md, "The scene"): shared item events to every seat, local
 * ones to the writing seat alone, each after its reply; scene changes; the context menu's click to the page that
 * made the entry, as `ContextMenuApi` reads it; the viewport; and a player writing the scene as any client may.
 */
import { describe, expect, it } from 'vitest';
import { filterPasses, keyFiltersPass } from '../../src/sandbox/contextMenus';
import type { RawItem } from '../../src/sandbox/sceneRoom';
import { createTestHost } from './host-harness';

const anchor = {
  id: 'anchor',
  type: 'SHAPE',
  layer: 'PROP',
  position: { x: 0, y: 0 },
  shapeType: 'CIRCLE',
  width: 100,
  height: 100,
  metadata: { 'com.example/table': true },
};
const child = {
  id: 'child',
  type: 'TEXT',
  layer: 'TEXT',
  position: { x: 50, y: 0 },
  attachedTo: 'anchor',
};

function table() {
  const test = createTestHost();
  const gm = test.connect('GM', 'background');
  const ana = test.connect('Ana', 'background');
  const anaPopover = test.connect('Ana', 'action');
  const brom = test.connect('Brom', 'background');
  for (const frame of [gm, ana, anaPopover, brom]) {
    frame.send('OBR_SCENE_ITEMS_SUBSCRIBE');
    frame.send('OBR_SCENE_LOCAL_SUBSCRIBE');
    frame.send('OBR_SCENE_READY_SUBSCRIBE');
    frame.clear();
  }
  return { ...test, gm, ana, anaPopover, brom };
}

/** The item ids an event or a reply carries; none at all fails the test. */
function itemsOf(message: { data: unknown } | undefined): string[] {
  if (!message) throw new Error('No event came');
  return (message.data as { items: RawItem[] }).items.map((item) => item.id);
}

describe('scene items over the wire', () => {
  it('starts with a scene open: a map, a token per player made by that player, and the GM’s NPC token', () => {
    const { gm, seatNamed } = table();
    expect(gm.request('OBR_SCENE_IS_READY')).toEqual({ ok: true, data: { ready: true } });
    const items = (gm.request('OBR_SCENE_ITEMS_GET_ALL_ITEMS').data as { items: RawItem[] }).items;
    const tokens = items.filter((item) => item.layer === 'CHARACTER');
    expect(tokens.map((t) => [t.name, t.createdUserId])).toEqual([
      ['Ana', seatNamed('Ana').player.id],
      ['Brom', seatNamed('Brom').player.id],
      ['Cyra', seatNamed('Cyra').player.id],
      ['Barkeep', seatNamed('GM').player.id],
    ]);
    expect(items.filter((item) => item.layer === 'MAP')).toHaveLength(1);
  });

  it('a shared write is answered, then every seat’s subscribed pages hear all the items, stamped with the writer', () => {
    const { gm, ana, anaPopover, brom, posts, seatNamed } = table();
    const before = posts.length;
    expect(gm.request('OBR_SCENE_ITEMS_ADD_ITEMS', { items: [anchor] }).ok).toBe(true);
    const sent = posts
      .slice(before)
      .map((post) => [post.frameId, post.message.id.replace(/_[^_]+$/, '')]);
    expect(sent[0]).toEqual([gm.frameId, 'OBR_SCENE_ITEMS_ADD_ITEMS_RESPONSE']);
    for (const frame of [gm, ana, anaPopover, brom]) {
      const [event] = frame.received('OBR_SCENE_ITEMS_EVENT_CHANGE');
      expect(itemsOf(event)).toContain('anchor');
    }
    const [stored] = (
      ana.request('OBR_SCENE_ITEMS_GET_ITEMS', { ids: ['anchor'] }).data as { items: RawItem[] }
    ).items;
    expect(stored).toMatchObject({
      lastModifiedUserId: seatNamed('GM').player.id,
      metadata: anchor.metadata,
    });
  });

  it('a local write reaches the writing seat’s pages only, and only it reads the item', () => {
    const { gm, ana, anaPopover, brom } = table();
    expect(
      ana.request('OBR_SCENE_LOCAL_ADD_ITEMS', { items: [{ ...child, attachedTo: undefined }] }).ok,
    ).toBe(true);
    expect(itemsOf(anaPopover.received('OBR_SCENE_LOCAL_EVENT_CHANGE')[0])).toEqual(['child']);
    expect(itemsOf(ana.received('OBR_SCENE_LOCAL_EVENT_CHANGE')[0])).toEqual(['child']);
    for (const frame of [gm, brom]) {
      expect(frame.received('OBR_SCENE_LOCAL_EVENT_CHANGE')).toEqual([]);
      expect(frame.received('OBR_SCENE_ITEMS_EVENT_CHANGE')).toEqual([]);
      expect(frame.request('OBR_SCENE_LOCAL_GET_ALL_ITEMS').data).toEqual({ items: [] });
    }
    expect(itemsOf(anaPopover.request('OBR_SCENE_LOCAL_GET_ALL_ITEMS'))).toEqual(['child']);
  });

  it('moving a parent moves its attached children, shared and local; its attachments and bounds are answered', () => {
    const { gm, ana } = table();
    gm.request('OBR_SCENE_ITEMS_ADD_ITEMS', { items: [anchor, child] });
    ana.request('OBR_SCENE_LOCAL_ADD_ITEMS', { items: [{ ...child, id: 'die' }] });
    ana.clear();
    gm.request('OBR_SCENE_ITEMS_UPDATE_ITEMS', {
      updates: [{ id: 'anchor', type: 'SHAPE', position: { x: 10, y: 20 } }],
    });
    const positionOf = (reply: { data: unknown }) =>
      (reply.data as { items: RawItem[] }).items[0]!.position;
    expect(positionOf(gm.request('OBR_SCENE_ITEMS_GET_ITEMS', { ids: ['child'] }))).toEqual({
      x: 60,
      y: 20,
    });
    expect(positionOf(ana.request('OBR_SCENE_LOCAL_GET_ITEMS', { ids: ['die'] }))).toEqual({
      x: 60,
      y: 20,
    });
    expect(ana.received('OBR_SCENE_LOCAL_EVENT_CHANGE')).toHaveLength(1);
    expect(
      itemsOf(gm.request('OBR_SCENE_ITEMS_GET_ITEM_ATTACHMENTS', { ids: ['anchor'] })),
    ).toEqual(['anchor', 'child']);
    expect(gm.request('OBR_SCENE_ITEMS_GET_ITEM_BOUNDS', { ids: ['anchor'] }).data).toEqual({
      bounds: {
        min: { x: -40, y: -30 },
        max: { x: 60, y: 70 },
        width: 100,
        height: 100,
        center: { x: 10, y: 20 },
      },
    });
  });

  it('refuses malformed writes with InvalidRequest and changes nothing', () => {
    const { gm } = table();
    const reply = gm.request('OBR_SCENE_ITEMS_ADD_ITEMS', {
      items: [{ ...anchor, position: 'here' }],
    });
    expect(reply).toMatchObject({ ok: false, data: { name: 'InvalidRequest' } });
    expect(gm.request('OBR_SCENE_ITEMS_GET_ITEMS', { ids: ['anchor'] }).data).toEqual({
      items: [],
    });
    expect(gm.received('OBR_SCENE_ITEMS_EVENT_CHANGE')).toEqual([]);
  });
});

describe('scenes', () => {
  it('another scene: ready false then true to every subscribed page, local items gone, the new scene’s items heard', () => {
    const { host, gm, ana } = table();
    ana.request('OBR_SCENE_LOCAL_ADD_ITEMS', { items: [{ ...child, attachedTo: undefined }] });
    ana.clear();
    host.scene.openScene(null);
    expect(ana.received('OBR_SCENE_EVENT_READY_CHANGE').map((m) => m.data)).toEqual([
      { ready: false },
    ]);
    expect(ana.request('OBR_SCENE_ITEMS_GET_ALL_ITEMS')).toMatchObject({
      ok: false,
      data: { name: 'InvalidRequest', message: 'No scene is open' },
    });
    host.scene.openScene('Cellar');
    expect(gm.received('OBR_SCENE_EVENT_READY_CHANGE').map((m) => m.data)).toEqual([
      { ready: false },
      { ready: true },
    ]);
    expect(itemsOf(gm.received('OBR_SCENE_ITEMS_EVENT_CHANGE').at(-1))).toHaveLength(1);
    expect(ana.request('OBR_SCENE_LOCAL_GET_ALL_ITEMS').data).toEqual({ items: [] });
  });

  it('a reload of a seat loses its local items', () => {
    const { host, ana, seatNamed } = table();
    ana.request('OBR_SCENE_LOCAL_ADD_ITEMS', { items: [{ ...child, attachedTo: undefined }] });
    host.reloadSeat(seatNamed('Ana').key);
    expect(host.scene.seenBy(seatNamed('Ana').key).filter((item) => item.local)).toEqual([]);
  });
});

describe('the context menu', () => {
  const sit = {
    id: 'sit',
    icons: [
      {
        icon: 'http://extension.test/sit.svg',
        label: 'Sit',
        filter: { every: [{ key: 'layer', value: 'CHARACTER' }] },
      },
    ],
  };

  it('a right-click on a token shows the seat’s entry; its click goes to the page that made it, as ContextMenuApi reads it', () => {
    const { host, ana, anaPopover, seatNamed } = table();
    ana.request('OBR_CONTEXT_MENU_CREATE', sit);
    const seat = seatNamed('Ana').key;
    const token = host.scene.seenBy(seat).find((item) => item.name === 'Ana')!;
    expect(host.scene.menuFor(seat, { itemId: token.id }).map((e) => e.label)).toEqual(['Sit']);
    expect(host.scene.menuFor(seat, { point: { x: 0, y: 0 } })).toEqual([]);
    expect(host.scene.menuFor(seatNamed('Brom').key, { itemId: token.id })).toEqual([]);
    expect(host.scene.clickMenu(seat, 'sit', { itemId: token.id })).toBe(true);
    const [click] = ana.received('OBR_CONTEXT_MENU_EVENT_CLICK');
    expect(click!.data).toMatchObject({
      id: 'sit',
      context: {
        items: [{ id: token.id, layer: 'CHARACTER' }],
        selectionBounds: { center: token.position, width: 150, height: 150 },
      },
      elementId: expect.any(String),
    });
    expect(anaPopover.received('OBR_CONTEXT_MENU_EVENT_CLICK')).toEqual([]);
  });

  it('an entry of a page that has since loaded another document shows no more', () => {
    const { host, ana, seatNamed } = table();
    ana.request('OBR_CONTEXT_MENU_CREATE', {
      ...sit,
      icons: [{ ...sit.icons[0]!, filter: { min: 0 } }],
    });
    const seat = seatNamed('Ana').key;
    expect(host.scene.menuFor(seat, { point: { x: 0, y: 0 } })).toHaveLength(1);
    host.frameLoaded(ana.frameId);
    expect(host.scene.menuFor(seat, { point: { x: 0, y: 0 } })).toEqual([]);
  });

  it('key filters read a field or a metadata path, `!=` negates, and each joins the next by its coordinator', () => {
    const item = {
      id: 'i',
      type: 'IMAGE',
      layer: 'CHARACTER',
      metadata: { 'k/x': 1 },
    } as unknown as RawItem;
    expect(keyFiltersPass(item, [{ key: ['metadata', 'k/x'], value: 1 }])).toBe(true);
    expect(
      keyFiltersPass(item, [{ key: ['metadata', 'k/y'], value: undefined, operator: '!=' }]),
    ).toBe(false);
    expect(
      keyFiltersPass(item, [
        { key: 'layer', value: 'PROP', coordinator: '||' },
        { key: 'type', value: 'IMAGE' },
      ]),
    ).toBe(true);
    expect(
      keyFiltersPass(item, [
        { key: 'layer', value: 'PROP' },
        { key: 'type', value: 'IMAGE' },
      ]),
    ).toBe(false);
    expect(filterPasses({ roles: ['GM'] }, [item], 'PLAYER')).toBe(false);
    expect(filterPasses({ max: 0, min: 0 }, [item], 'GM')).toBe(false);
    expect(filterPasses({ some: [{ key: 'layer', value: 'CHARACTER' }] }, [item], 'PLAYER')).toBe(
      true,
    );
    expect(filterPasses(undefined, [], 'GM')).toBe(false);
  });
});

describe('the viewport and a player’s writes from the scene pane', () => {
  it('answers the viewport’s size, scale and transforms, per seat', () => {
    const { gm, ana } = table();
    expect(gm.request('OBR_VIEWPORT_GET_WIDTH').data).toEqual({ width: 960 });
    ana.request('OBR_VIEWPORT_SET_SCALE', { scale: 1 });
    expect(
      ana.request('OBR_VIEWPORT_INVERSE_TRANSFORM_POINT', { point: { x: 480, y: 270 } }).data,
    ).toEqual({
      point: { x: 0, y: 0 },
    });
    expect(gm.request('OBR_VIEWPORT_GET_SCALE').data).toEqual({ scale: 0.5 });
  });

  it('a player moving and deleting the table’s items writes them as any client can; every page hears it', () => {
    const { host, gm, seatNamed } = table();
    gm.request('OBR_SCENE_ITEMS_ADD_ITEMS', { items: [anchor, child] });
    gm.clear();
    const writes: unknown[] = [];
    host.scene.onPaneWrite((write) => writes.push(write));
    expect(host.scene.extensionItems().map((item) => item.id)).toEqual(['anchor', 'child']);
    const ana = seatNamed('Ana').key;
    host.scene.moveItems(ana, [{ id: 'anchor', position: { x: 100, y: 0 } }]);
    const moved = (gm.received('OBR_SCENE_ITEMS_EVENT_CHANGE')[0]!.data as { items: RawItem[] })
      .items;
    expect(moved.find((i) => i.id === 'child')!.position).toEqual({ x: 150, y: 0 });
    expect(moved.find((i) => i.id === 'anchor')!.lastModifiedUserId).toBe(
      seatNamed('Ana').player.id,
    );
    host.scene.deleteItems(ana, ['anchor']);
    expect(host.scene.extensionItems()).toEqual([]);
    expect(writes).toEqual([
      expect.objectContaining({ seatKey: ana, id: 'OBR_SCENE_ITEMS_UPDATE_ITEMS' }),
      expect.objectContaining({ seatKey: ana, id: 'OBR_SCENE_ITEMS_DELETE_ITEMS' }),
    ]);
  });
});
