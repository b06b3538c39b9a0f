/**
 * Scenes change (issue 57: "When the GM opens another scene, the table follows if the GM placed it 'for every scene',
 * or stays with its scene. A GM reload finds our items by their metadata key and neither duplicates nor orphans
 * them."), and a room with no scene open (issue 58: "everything but the map works, and the map says why it is
 * absent").
 */
import { describe, expect, it } from 'vitest';
import {
  isEveryScene,
  PLACE_EVERY_MENU,
  PLACE_MENU,
  SCENE_QUESTION,
  sceneAnswer,
} from '../../src/map/keeper';
import { isPlaced, MAP_CHANNEL } from '../../src/map/keys';
import { runMap } from '../../src/map/runtime';
import { isAnchor } from '../../src/map/anchor';
import { readItems } from '../../src/plugin/sceneItems';
import { mapItem } from '../../src/sandbox/sceneSeeds';
import { tavern } from './tavern';

let ids = 0;
const anchors = (t: Awaited<ReturnType<typeof tavern>>) =>
  readItems(t.room.scene.items()).filter(isAnchor);

/** A second scene whose map (a 16 × 9 floor) is centred on (2000, 600). */
function cellarWithMap(t: Awaited<ReturnType<typeof tavern>>) {
  t.room.scene.open('Cellar');
  t.room.scene.add(t.gm.connectionId, [
    { ...mapItem('floor-2', 'gm', '#333'), position: { x: 800, y: -75 } },
  ]);
}

describe('scenes', () => {
  it('placed "for every scene", the table is placed at the centre of each scene the GM opens without one; its first scene keeps its own', async () => {
    const t = await tavern({ newId: () => `anchor-${++ids}` });
    expect(
      t.room.scene.menu(t.gm.connectionId, { point: { x: 0, y: 0 } }).map((e) => e.label),
    ).toContain('Set the tavern table here, for every scene');
    t.room.scene.click(t.gm.connectionId, PLACE_EVERY_MENU, { point: { x: 10, y: 20 } });
    await t.drawn();
    expect(isEveryScene(t.room.metadata())).toBe(true);
    const first = anchors(t)[0]!.id;
    cellarWithMap(t);
    await t.drawn();
    expect(anchors(t).map((a) => a.position)).toEqual([{ x: 2000, y: 600 }]);
    for (const tab of [t.gm, t.ana, t.brom]) expect(t.local(tab).length).toBeGreaterThan(0);
    t.room.scene.open('Scene 1');
    await t.drawn();
    expect(anchors(t).map((a) => [a.id, a.position])).toEqual([[first, { x: 10, y: 20 }]]);
  });

  it('placed for its scene alone, it stays there; placing it again plainly turns "every scene" off', async () => {
    const t = await tavern({ newId: () => `anchor-${++ids}` });
    t.room.scene.click(t.gm.connectionId, PLACE_EVERY_MENU, { point: { x: 0, y: 0 } });
    await t.drawn();
    t.room.scene.click(t.gm.connectionId, PLACE_MENU, { point: { x: 5, y: 5 } });
    await t.drawn();
    expect(isPlaced(t.room.metadata())).toBe(true);
    expect(isEveryScene(t.room.metadata())).toBe(false);
    cellarWithMap(t);
    await t.drawn();
    expect(anchors(t)).toEqual([]);
    for (const tab of [t.gm, t.ana, t.brom]) expect(t.local(tab)).toEqual([]);
  });

  it('a GM reload in a scene the table followed into neither doubles nor orphans it', async () => {
    const t = await tavern({ newId: () => `anchor-${++ids}` });
    t.room.scene.click(t.gm.connectionId, PLACE_EVERY_MENU, { point: { x: 0, y: 0 } });
    await t.drawn();
    cellarWithMap(t);
    await t.drawn();
    const placed = anchors(t).map((a) => a.id);
    await t.maps[0]!.stop();
    t.maps[0] = await runMap(t.gm.page(), t.clients[0]!, { newId: () => `anchor-${++ids}` });
    await t.drawn();
    expect(anchors(t).map((a) => a.id)).toEqual(placed);
    const gmIds = t.local(t.gm).map((i) => i.id);
    expect(new Set(gmIds).size).toBe(gmIds.length);
    expect(gmIds.every((id) => id.startsWith(`${placed[0]}/`))).toBe(true);
    expect(gmIds.length).toBe(t.local(t.brom).length);
    // A second GM tab opening the next scene: still one table there.
    const second = t.room.connect({ id: 'gm', name: 'GM', role: 'GM' });
    const stub = {
      state: () => ({ ...t.clients[0]!.state(), view: null }),
      subscribe: () => () => {},
    };
    t.maps.push(await runMap(second.page(), stub, { newId: () => `anchor-${++ids}` }));
    t.room.scene.open('Attic');
    await t.drawn();
    expect(anchors(t)).toHaveLength(1);
  });

  it('with no scene open, the GM’s background page says so, the lobby button’s reason; the game goes on', async () => {
    const t = await tavern();
    const page = t.gm.page();
    const channel = page.openLocalChannel(MAP_CHANNEL);
    const heard: unknown[] = [];
    channel.onMessage((data) => heard.push(data));
    t.room.scene.open(null);
    await t.drawn();
    expect(heard.at(-1)).toEqual(sceneAnswer(false));
    channel.post(SCENE_QUESTION);
    await t.drawn();
    expect(heard.at(-1)).toEqual(sceneAnswer(false));
    for (const tab of [t.gm, t.ana, t.brom]) expect(t.local(tab)).toEqual([]);
    // The game itself does not need a scene.
    const toAct = t.clients[1]!.state().view!.seats.find((s) => s.isTurn)!;
    const mover = toAct.id === 'ana' ? t.clients[1]! : t.clients[2]!;
    const move = (mover.state().view!.actions as { intent: unknown }[])[0]!.intent;
    expect((await mover.send(move)).ok).toBe(true);
    t.room.scene.open('Scene 1');
    await t.drawn();
    expect(heard.at(-1)).toEqual(sceneAnswer(true));
  });
});
