/**
 * The scene through the extension's own port (`obrPort.scene()`, the real SDK's bus) against the sandbox, in
 * Chromium: the scene probe (tests/sandbox/fixtures/scene-probe.ts) runs in every seat. What each seat's scene shows
 * is read from the sandbox (`obrSandbox.scene(name)`) and from its scene pane.
 */
import type { Frame } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { SeatScene } from '../../src/sandbox/debug';
import { fileSandbox } from './fileSandbox';
import { WAIT_MS, type SandboxPage } from './harness';

const SCENE_MANIFEST = '/tests/sandbox/fixtures/scene-manifest.json';
const SEATS = ['GM', 'Ana', 'Brom'];

const env = fileSandbox();
let sandbox: SandboxPage | undefined;

afterEach(async () => {
  if (!sandbox) return;
  const errors = [...sandbox.errors];
  await sandbox.close();
  sandbox = undefined;
  expect(errors).toEqual([]);
});

async function probe(name: string, kind: 'background' | 'action' = 'background'): Promise<Frame> {
  const frame = await sandbox!.seat(name).frame(kind);
  await frame.locator('body[data-loaded="true"]').waitFor({ timeout: WAIT_MS });
  return frame;
}

const sceneOf = (name: string): Promise<SeatScene> =>
  sandbox!.page.evaluate((seat) => window.obrSandbox!.scene(seat), name);

const where = (scene: SeatScene, id: string) =>
  scene.items.find((item) => item.id === id)?.position;

describe('the scene, played by the sandbox for the extension’s port', () => {
  it('shared items reach every seat, a local one only its client; moving the parent carries the children; the menu click reaches its page', async () => {
    sandbox = await env.open({ manifest: SCENE_MANIFEST, seats: ['GM:GM', 'Ana', 'Brom'] });
    const [gm, ana, anaAction] = await Promise.all([
      probe('GM'),
      probe('Ana'),
      probe('Ana', 'action'),
    ]);

    await gm.evaluate(async () => {
      const scene = await window.sceneProbe!.scene();
      await scene.items.add([
        {
          id: 'anchor',
          type: 'SHAPE',
          shapeType: 'CIRCLE',
          width: 600,
          height: 400,
          layer: 'PROP',
          position: { x: 0, y: -100 },
          metadata: { 'io.github.tavern-twenty-one/test': { anchor: true } },
        },
        {
          id: 'title',
          type: 'LABEL',
          layer: 'TEXT',
          position: { x: 0, y: -320 },
          attachedTo: 'anchor',
          text: { plainText: 'Tavern Twenty-One' },
        },
      ]);
    });
    await ana.evaluate(async () => {
      const scene = await window.sceneProbe!.scene();
      await scene.local.add([
        {
          id: 'hidden-die',
          type: 'SHAPE',
          shapeType: 'RECTANGLE',
          width: 80,
          height: 80,
          layer: 'PROP',
          position: { x: 150, y: 0 },
          attachedTo: 'anchor',
        },
      ]);
    });

    // Every seat's scene shows the shared items; only Ana's shows her local item.
    for (const name of SEATS) {
      const scene = await sceneOf(name);
      expect(scene.ready).toBe(true);
      const ours = scene.items.filter((item) =>
        ['anchor', 'title', 'hidden-die'].includes(item.id),
      );
      expect(ours.map((item) => [item.id, item.local])).toEqual(
        name === 'Ana'
          ? [
              ['anchor', false],
              ['hidden-die', true],
              ['title', false],
            ]
          : [
              ['anchor', false],
              ['title', false],
            ],
      );
    }
    // Ana's other page reads her local item too: local items belong to the client, not the page.
    expect(
      await anaAction.evaluate(async () =>
        (await (await window.sceneProbe!.scene()).local.get()).map((item) => item.id),
      ),
    ).toEqual(['hidden-die']);
    // The scene pane draws it in Ana's view alone.
    const pane = sandbox.page;
    await pane.locator('[data-scene-tab="Ana"]').click();
    await pane
      .locator('[data-scene-view="Ana"] [data-item-id="hidden-die"][data-local="true"]')
      .waitFor();
    await pane.locator('[data-scene-tab="Brom"]').click();
    await pane.locator('[data-scene-view="Brom"] [data-item-id="anchor"]').waitFor();
    expect(await pane.locator('[data-scene-view="Brom"] [data-item-id="hidden-die"]').count()).toBe(
      0,
    );

    // The traffic pane lists the shared write, with who wrote it.
    const [write] = await sandbox.waitForTraffic({
      seat: 'GM',
      kind: 'scene',
      direction: 'out',
      id: 'OBR_SCENE_ITEMS_ADD_ITEMS',
    });
    expect(write!.json).toContain('"anchor"');
    await pane
      .locator('.traffic-row.shared-write', { hasText: 'OBR_SCENE_ITEMS_ADD_ITEMS' })
      .filter({ hasText: 'GM/background' })
      .waitFor();
    expect(
      await sandbox.traffic({ kind: 'scene', id: 'OBR_SCENE_LOCAL_ADD_ITEMS', seat: 'Brom' }),
    ).toEqual([]);

    // Moving the parent carries what is attached: the shared title and Ana's local die.
    await gm.evaluate(async () => {
      const scene = await window.sceneProbe!.scene();
      await scene.items.update([{ id: 'anchor', type: 'SHAPE', position: { x: 300, y: 0 } }]);
    });
    await expect
      .poll(async () => where(await sceneOf('Brom'), 'title'), { timeout: WAIT_MS })
      .toEqual({ x: 300, y: -220 });
    expect(where(await sceneOf('Ana'), 'hidden-die')).toEqual({ x: 450, y: 100 });

    // Ana's background page adds "Sit"; a right-click on her token in her view offers it, and the click reaches it.
    await ana.evaluate(() =>
      window.sceneProbe!.menu({
        id: 'sit',
        icons: [
          {
            icon: '/icon.svg',
            label: 'Sit at the tavern table',
            filter: { every: [{ key: 'layer', value: 'CHARACTER' }], roles: ['PLAYER'] },
          },
        ],
      }),
    );
    const token = (await sceneOf('Ana')).items.find((item) => item.name === 'Ana')!;
    await pane.locator('[data-scene-tab="Ana"]').click();
    await pane
      .locator(`[data-scene-view="Ana"] [data-item-id="${token.id}"]`)
      .click({ button: 'right' });
    await pane.getByRole('menuitem', { name: 'Sit at the tavern table' }).click();
    await ana.locator('#clicks', { hasText: '1' }).waitFor({ timeout: WAIT_MS });
    const [click] = await ana.evaluate(() => window.sceneProbe!.clicks());
    const state = await sandbox.state();
    expect(click!.items.map((item) => [item.id, item.createdUserId])).toEqual([
      [token.id, state.seats.find((s) => s.name === 'Ana')!.id],
    ]);
    expect(click!.bounds.center).toEqual(token.position);
    expect(await anaAction.evaluate(() => window.sceneProbe!.clicks())).toEqual([]);
    // Brom's right-click on the same token offers nothing of Ana's.
    expect(
      await pane.evaluate((id) => window.obrSandbox!.sceneMenu('Brom', { itemId: id }), token.id),
    ).toEqual([]);
  });
});
