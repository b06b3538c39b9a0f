/**
 * The scene as the port reaches it, in the in-memory room (docs/runtime.md, "The scene"): shared items every client
 * reads, local items only the client that drew them sees, attachments that follow their parent, change events,
 * scene changes, and context menu entries whose clicks reach the page that made them.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryRoom, type MemoryClient, type MemoryRoom } from '../../src/plugin/memoryRoom';
import type { NewItem, SceneItem, ScenePort } from '../../src/plugin/port';

const TABLE_KEY = 'io.github.tavern-twenty-one/table-anchor';

function room() {
  const memory = createMemoryRoom();
  const gm = memory.connect({ id: 'gm', name: 'GM', role: 'GM' });
  const ana = memory.connect({ id: 'ana', name: 'Ana', role: 'PLAYER' });
  const brom = memory.connect({ id: 'brom', name: 'Brom', role: 'PLAYER' });
  return { memory, gm, ana, brom };
}

const scene = (client: MemoryClient): Promise<ScenePort> => client.page().scene();

const anchor = (overrides: Partial<NewItem> = {}): NewItem =>
  ({
    id: 'anchor',
    type: 'SHAPE',
    shapeType: 'CIRCLE',
    width: 100,
    height: 100,
    layer: 'PROP',
    position: { x: 0, y: 0 },
    metadata: { [TABLE_KEY]: { placed: true } },
    ...overrides,
  }) as NewItem;

const plate = (id: string, attachedTo: string, position = { x: 200, y: 0 }): NewItem => ({
  id,
  type: 'LABEL',
  layer: 'TEXT',
  position,
  attachedTo,
  text: { plainText: id },
});

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id).sort();

async function heard(memory: MemoryRoom, port: ScenePort, which: 'items' | 'local') {
  const seen: SceneItem[][] = [];
  const stop = port[which].onChange((items) => seen.push(items));
  return {
    seen,
    stop,
    last: async () => {
      await memory.settle();
      return seen.at(-1);
    },
  };
}

describe('shared and local items', () => {
  it('a shared item the GM adds is read by every client, metadata and writer included, and heard by each', async () => {
    const { memory, gm, ana, brom } = room();
    const ports = await Promise.all([gm, ana, brom].map(scene));
    const listeners = await Promise.all(ports.map((port) => heard(memory, port, 'items')));
    await ports[0]!.items.add([anchor()]);
    for (const [i, port] of ports.entries()) {
      const [item] = await port.items.get();
      expect(item).toMatchObject({
        id: 'anchor',
        type: 'SHAPE',
        layer: 'PROP',
        createdUserId: 'gm',
        lastModifiedUserId: 'gm',
        metadata: { [TABLE_KEY]: { placed: true } },
      });
      expect(ids((await listeners[i]!.last())!)).toEqual(['anchor']);
    }
    expect(memory.scene.writes().map((w) => [w.by, w.verb])).toEqual([[gm.connectionId, 'add']]);
  });

  it('a local item is seen by every page of the client that drew it, and by no other client', async () => {
    const { memory, gm, ana, brom } = room();
    const [background, popover] = [ana.page(), ana.page()];
    const bromPort = await scene(brom);
    const gmPort = await scene(gm);
    const bromHears = await heard(memory, bromPort, 'local');
    const popoverHears = await heard(memory, await popover.scene(), 'local');
    await (await background.scene()).local.add([plate('hidden-die', 'nothing')]);
    expect(ids(await (await popover.scene()).local.get())).toEqual(['hidden-die']);
    expect(ids((await popoverHears.last())!)).toEqual(['hidden-die']);
    expect(await bromPort.local.get()).toEqual([]);
    expect(await gmPort.local.get()).toEqual([]);
    expect(await gmPort.items.get()).toEqual([]);
    expect(bromHears.seen).toEqual([]);
    // Nothing of it crossed to another connection, and no shared write happened.
    for (const client of [gm, brom])
      expect(
        memory.received(client.connectionId).filter((d) => d.kind.startsWith('scene')),
      ).toEqual([]);
    expect(memory.scene.writes()).toEqual([]);
    expect(ids(memory.scene.localItems(ana.connectionId))).toEqual(['hidden-die']);
  });

  it('a reload loses the client’s local items; the shared items stay and are found again by their metadata key', async () => {
    const { memory, gm } = room();
    const port = await scene(gm);
    await port.items.add([anchor(), anchor({ id: 'someone-else', metadata: {} })]);
    await port.local.add([plate('mine', 'anchor')]);
    gm.disconnect();
    const again = memory.connect({ id: 'gm', name: 'GM', role: 'GM' });
    const reloaded = await scene(again);
    expect(await reloaded.local.get()).toEqual([]);
    const ours = (await reloaded.items.get()).filter((item) => TABLE_KEY in item.metadata);
    expect(ids(ours)).toEqual(['anchor']);
  });

  it('an update replaces the fields it names, a style completed from the defaults, and `undefined` removes one', async () => {
    const { memory, gm } = room();
    const port = await scene(gm);
    await port.items.add([
      anchor({ style: { fillColor: '#123456', strokeWidth: 2 } }),
      plate('p', 'anchor'),
    ]);
    await port.items.update([
      { id: 'anchor', type: 'SHAPE', style: { fillColor: '#abcdef' } },
      { id: 'p', type: 'LABEL', attachedTo: undefined },
    ]);
    const stored = memory.scene.items();
    expect(stored.find((i) => i.id === 'anchor')!.style).toEqual({
      fillColor: '#abcdef',
      fillOpacity: 1,
      strokeColor: 'white',
      strokeOpacity: 1,
      strokeWidth: 5,
      strokeDash: [],
    });
    expect('attachedTo' in stored.find((i) => i.id === 'p')!).toBe(false);
  });

  it('with the room’s clock fixed, the same drawing writes the same bytes (twin tables compare their writes)', async () => {
    const draw = async () => {
      const memory = createMemoryRoom('twin', { now: () => '2026-01-01T00:00:00.000Z' });
      const gm = memory.connect({ id: 'gm', name: 'GM', role: 'GM' });
      await (await scene(gm)).items.add([anchor(), plate('plate', 'anchor')]);
      return memory.scene.writes().map((write) => write.raw);
    };
    const first = await draw();
    expect(first[0]).toContain('"lastModified":"2026-01-01T00:00:00.000Z"');
    expect(await draw()).toEqual(first);
  });

  it('refuses an item whose id is already in the scene, and adds nothing of that write', async () => {
    const { gm } = room();
    const port = await scene(gm);
    await port.items.add([anchor()]);
    await expect(port.items.add([plate('new', 'anchor'), anchor()])).rejects.toThrow(/already/);
    expect(ids(await port.items.get())).toEqual(['anchor']);
  });
});

describe('attachments', () => {
  it('moving the anchor carries what is attached to it, shared or local, at any depth; rotation turns them about it', async () => {
    const { memory, gm, ana } = room();
    const gmPort = await scene(gm);
    const anaPort = await scene(ana);
    await gmPort.items.add([
      anchor(),
      plate('plate', 'anchor'),
      plate('pot', 'plate', { x: 200, y: 50 }),
    ]);
    await anaPort.local.add([plate('die', 'anchor', { x: 0, y: 100 })]);
    const anaHears = await heard(memory, anaPort, 'local');
    await gmPort.items.update([{ id: 'anchor', type: 'SHAPE', position: { x: 1000, y: 500 } }]);
    const at = (items: { id: string; position: unknown }[], id: string) =>
      items.find((item) => item.id === id)?.position;
    expect(at(memory.scene.items(), 'plate')).toEqual({ x: 1200, y: 500 });
    expect(at(memory.scene.items(), 'pot')).toEqual({ x: 1200, y: 550 });
    expect(at(memory.scene.localItems(ana.connectionId), 'die')).toEqual({ x: 1000, y: 600 });
    expect(at((await anaHears.last())!, 'die')).toEqual({ x: 1000, y: 600 });
    await gmPort.items.update([{ id: 'anchor', type: 'SHAPE', rotation: 90 }]);
    const plateNow = memory.scene.items().find((item) => item.id === 'plate')!;
    expect(plateNow.position.x).toBeCloseTo(1000);
    expect(plateNow.position.y).toBeCloseTo(700);
    expect(plateNow.rotation).toBe(90);
    expect(ids(await gmPort.items.attachments(['anchor']))).toEqual(['anchor', 'plate', 'pot']);
    expect(ids(await anaPort.local.attachments(['anchor']))).toEqual(['die']);
  });

  it('an item that turned POSITION off stays put; deleting the anchor deletes what is attached, locals included', async () => {
    const { memory, gm, ana } = room();
    const gmPort = await scene(gm);
    await gmPort.items.add([
      anchor(),
      { ...plate('fixed', 'anchor'), disableAttachmentBehavior: ['POSITION'] },
      plate('follows', 'anchor'),
    ]);
    await (await scene(ana)).local.add([plate('die', 'anchor')]);
    await gmPort.items.update([{ id: 'anchor', type: 'SHAPE', position: { x: 50, y: 0 } }]);
    expect(memory.scene.items().find((i) => i.id === 'fixed')!.position).toEqual({ x: 200, y: 0 });
    await gmPort.items.delete(['anchor']);
    expect(ids(memory.scene.items())).toEqual([]);
    expect(memory.scene.localItems(ana.connectionId)).toEqual([]);
  });

  it('a player who moves or deletes the anchor writes it as any client can, and everyone sees who did', async () => {
    const { memory, gm, ana } = room();
    await (await scene(gm)).items.add([anchor(), plate('plate', 'anchor')]);
    const gmHears = await heard(memory, await scene(gm), 'items');
    memory.scene.move(ana.connectionId, 'anchor', { x: -300, y: 0 });
    const moved = (await gmHears.last())!;
    expect(moved.find((i) => i.id === 'anchor')).toMatchObject({ lastModifiedUserId: 'ana' });
    expect(moved.find((i) => i.id === 'plate')!.position).toEqual({ x: -100, y: 0 });
    memory.scene.delete(ana.connectionId, ['anchor']);
    expect(await gmHears.last()).toEqual([]);
    expect(memory.scene.writes().map((w) => [w.by, w.verb])).toEqual([
      [gm.connectionId, 'add'],
      [ana.connectionId, 'update'],
      [ana.connectionId, 'delete'],
    ]);
  });
});

describe('scenes', () => {
  it('another scene: pages hear it close and open, local items go, items are refused meanwhile, and come back with their scene', async () => {
    const { memory, gm, ana } = room();
    const gmPort = await scene(gm);
    const anaPort = await scene(ana);
    const ready: boolean[] = [];
    anaPort.onReadyChange((r) => ready.push(r));
    await gmPort.items.add([anchor()]);
    await anaPort.local.add([plate('die', 'anchor')]);
    memory.scene.open(null);
    await memory.settle();
    expect(ready).toEqual([false]);
    expect(await anaPort.isReady()).toBe(false);
    await expect(anaPort.items.get()).rejects.toThrow(/No scene/);
    memory.scene.open('Cellar');
    await memory.settle();
    expect(ready).toEqual([false, true]);
    expect(await anaPort.items.get()).toEqual([]);
    memory.scene.open('Scene 1');
    await memory.settle();
    expect(ids(await anaPort.items.get())).toEqual(['anchor']);
    expect(await anaPort.local.get()).toEqual([]);
  });

  it('the viewport: what the client’s screen shows, in scene units', async () => {
    const { memory, gm } = room();
    const port = await scene(gm);
    memory.scene.setViewport(gm.connectionId, { position: { x: 0, y: 0 }, scale: 2 });
    const { bounds, scale } = await port.viewport();
    expect(scale).toBe(2);
    expect(bounds.min).toEqual({ x: 0, y: 0 });
    expect(bounds.center).toEqual({ x: 240, y: 135 });
    expect(await port.gridDpi()).toBe(150);
  });
});

describe('the context menu', () => {
  const token = (owner: string) => ({
    id: `token-${owner}`,
    type: 'IMAGE',
    layer: 'CHARACTER',
    name: owner,
    position: { x: 300, y: 300 },
    rotation: 0,
    scale: { x: 1, y: 1 },
    metadata: {},
    createdUserId: owner,
    image: { url: 'https://example.test/t.png', width: 300, height: 300, mime: 'image/png' },
    grid: { dpi: 300, offset: { x: 150, y: 150 } },
  });

  it('a player’s entry shows on a character token, and its click reaches the page that made it with the token', async () => {
    const { memory, ana, brom } = room();
    memory.scene.add(ana.connectionId, [token('ana')]);
    const background = ana.page();
    const popover = ana.page();
    const clicks: unknown[] = [];
    const popoverClicks: unknown[] = [];
    (await popover.scene()).createContextMenu(
      { id: 'other', icons: [{ icon: '/x.svg', label: 'x' }] },
      (c) => popoverClicks.push(c),
    );
    await (await background.scene()).createContextMenu(
      {
        id: 'sit',
        icons: [
          {
            icon: '/sit.svg',
            label: 'Sit at the tavern table',
            filter: { every: [{ key: 'layer', value: 'CHARACTER' }], max: 1 },
          },
        ],
      },
      (click) => clicks.push(click),
    );
    expect(
      memory.scene.menu(ana.connectionId, { itemId: 'token-ana' }).map((e) => e.label),
    ).toEqual(['x', 'Sit at the tavern table']);
    // Another client made no entry: its right-click shows nothing of Ana's.
    expect(memory.scene.menu(brom.connectionId, { itemId: 'token-ana' })).toEqual([]);
    // The empty map: a selection of none, below the default minimum of one.
    expect(memory.scene.menu(ana.connectionId, { point: { x: 1, y: 2 } })).toEqual([]);
    expect(memory.scene.click(ana.connectionId, 'sit', { itemId: 'token-ana' })).toBe(true);
    await memory.settle();
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({
      items: [{ id: 'token-ana', createdUserId: 'ana', layer: 'CHARACTER' }],
      bounds: { min: { x: 225, y: 225 }, max: { x: 375, y: 375 }, center: { x: 300, y: 300 } },
    });
    expect(popoverClicks).toEqual([]);
  });

  it('the GM’s map entry (`min: 0, max: 0`, GM only) shows on the empty map for the GM alone, and its click carries the point', async () => {
    const { memory, gm, ana } = room();
    memory.scene.add(ana.connectionId, [token('ana')]);
    const clicks: { items: unknown[]; bounds: { center: unknown } }[] = [];
    const menu = {
      id: 'place',
      icons: [
        {
          icon: '/t.svg',
          label: 'Set the tavern table here',
          filter: { min: 0, max: 0, roles: ['GM' as const] },
        },
      ],
    };
    await (await scene(gm)).createContextMenu(menu, (click) => clicks.push(click));
    await (await scene(ana)).createContextMenu(menu, () => undefined);
    expect(memory.scene.menu(gm.connectionId, { point: { x: 40, y: -70 } })).toHaveLength(1);
    expect(memory.scene.menu(gm.connectionId, { itemId: 'token-ana' })).toEqual([]);
    expect(memory.scene.menu(ana.connectionId, { point: { x: 40, y: -70 } })).toEqual([]);
    expect(memory.scene.click(ana.connectionId, 'place', { point: { x: 0, y: 0 } })).toBe(false);
    memory.scene.click(gm.connectionId, 'place', { point: { x: 40, y: -70 } });
    await memory.settle();
    expect(clicks).toEqual([
      expect.objectContaining({
        items: [],
        bounds: expect.objectContaining({ center: { x: 40, y: -70 } }),
      }),
    ]);
  });

  it('an entry removed, or made by a page since closed, shows no more', async () => {
    const { memory, gm } = room();
    const page = gm.page();
    const port = await page.scene();
    const menu = (id: string) => ({
      id,
      icons: [{ icon: '/a.svg', label: id, filter: { min: 0 } }],
    });
    await port.createContextMenu(menu('a'), () => undefined);
    await port.createContextMenu(menu('b'), () => undefined);
    await port.removeContextMenu('a');
    const labels = () =>
      memory.scene.menu(gm.connectionId, { point: { x: 0, y: 0 } }).map((e) => e.label);
    expect(labels()).toEqual(['b']);
    page.close();
    expect(labels()).toEqual([]);
  });
});
