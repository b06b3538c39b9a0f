/**
 * The table on the map in a room: a real host, the GM's and two players' clients, each running the map
 * (src/map/runtime.ts) over the in-memory room's scene. The GM places, moves and removes the table; a player who
 * moves or deletes it changes nothing; each client draws its own items, a hole die for its owner alone.
 */
import { describe, expect, it } from 'vitest';
import { anchorItem } from '../../src/map/anchor';
import { PLACE_MENU, PUT_BACK_NOTICE, REMOVE_MENU } from '../../src/map/keeper';
import { isPlaced, MAP_CHANNEL, PLACE_REQUEST } from '../../src/map/keys';
import { runMap } from '../../src/map/runtime';
import type { MemoryClient } from '../../src/plugin/memoryRoom';
import type { RawItem } from '../../src/sandbox/sceneRoom';
import { ANCHOR, anchorOf, tavern, textOf } from './tavern';

describe('the table on the map', () => {
  it('the GM sets it on the map from the context menu: one shared item, and every client draws its own table round it', async () => {
    const t = await tavern();
    expect(t.room.scene.menu(t.ana.connectionId, { point: { x: 0, y: 0 } })).toEqual([]);
    expect(t.room.scene.click(t.gm.connectionId, PLACE_MENU, { point: { x: 500, y: 400 } })).toBe(
      true,
    );
    await t.drawn();
    expect(t.room.scene.items().filter((i) => i.id.startsWith(ANCHOR))).toHaveLength(1);
    expect(anchorOf(t.room.scene.items())?.position).toEqual({ x: 500, y: 400 });
    expect(isPlaced(t.room.metadata())).toBe(true);
    for (const tab of [t.gm, t.ana, t.brom]) {
      const items = t.local(tab);
      expect(items.every((i) => i.attachedTo === ANCHOR)).toBe(true);
      expect(textOf(items, `${ANCHOR}/seat/ana/words`)).toMatch(/^Ana\n/);
      expect(textOf(items, `${ANCHOR}/seat/brom/words`)).toMatch(/^Brom\n/);
    }
    // Ana's hole die: its face on her map alone.
    const hole = `${ANCHOR}/seat/ana/dice/1/face`;
    const gmView = t.clients[0]!.state().view as unknown as {
      seats: { dice: { face: number }[] }[];
    };
    const face = String(gmView.seats[0]!.dice[1]!.face);
    expect(textOf(t.local(t.ana), hole)).toBe(face);
    expect(textOf(t.local(t.brom), hole)).toBe('?');
    expect(textOf(t.local(t.gm), hole)).toBe('?');
  });

  it('the lobby’s request places it at the centre of the GM’s view', async () => {
    const t = await tavern();
    t.room.scene.setViewport(t.gm.connectionId, { position: { x: -300, y: 120 } });
    const view = await (await t.gm.page().scene()).viewport();
    t.gm.page().openLocalChannel(MAP_CHANNEL).post(PLACE_REQUEST);
    await t.drawn();
    expect(anchorOf(t.room.scene.items())?.position).toEqual(view.bounds.center);
    expect(t.local(t.ana).length).toBeGreaterThan(0);
  });

  it('a move at the table writes no shared item; only the anchor was ever written', async () => {
    const t = await tavern();
    t.room.scene.click(t.gm.connectionId, PLACE_MENU, { point: { x: 0, y: 0 } });
    await t.drawn();
    const writes = t.room.scene.writes().length;
    const before = JSON.stringify(t.local(t.brom));
    const toAct = t.clients[1]!.state().view!.seats.find((s) => s.isTurn)!;
    const mover = toAct.id === 'ana' ? t.clients[1]! : t.clients[2]!;
    const move = (mover.state().view!.actions as { intent: unknown }[])[0]!.intent;
    expect((await mover.send(move)).ok).toBe(true);
    await t.drawn();
    expect(JSON.stringify(t.local(t.brom))).not.toBe(before);
    expect(t.room.scene.writes()).toHaveLength(writes);
  });

  it('the GM moves it and everything follows; a player who moves or deletes it changes nothing, and the GM is told once', async () => {
    const t = await tavern();
    t.room.scene.click(t.gm.connectionId, PLACE_MENU, { point: { x: 0, y: 0 } });
    await t.drawn();
    const plate = (tab: MemoryClient) =>
      t.local(tab).find((i) => i.id === `${ANCHOR}/seat/ana/plate`)!.position;
    const before = plate(t.brom);
    t.room.scene.move(t.gm.connectionId, ANCHOR, { x: 1000, y: 0 });
    await t.drawn();
    expect(anchorOf(t.room.scene.items())?.position).toEqual({ x: 1000, y: 0 });
    expect(plate(t.brom)).toEqual({ x: before.x + 1000, y: before.y });

    t.room.scene.move(t.ana.connectionId, ANCHOR, { x: -5000, y: 0 });
    await t.drawn();
    expect(anchorOf(t.room.scene.items())?.position).toEqual({ x: 1000, y: 0 });
    expect(plate(t.brom)).toEqual({ x: before.x + 1000, y: before.y });

    const count = t.local(t.brom).length;
    t.room.scene.delete(t.brom.connectionId, [ANCHOR]);
    await t.drawn();
    expect(anchorOf(t.room.scene.items())?.position).toEqual({ x: 1000, y: 0 });
    expect(t.local(t.brom)).toHaveLength(count);
    expect(t.local(t.ana).length).toBeGreaterThan(0);
    expect(t.gm.notifications.filter((n) => n === PUT_BACK_NOTICE)).toHaveLength(1);
  });

  it('the GM removes it: the anchor and every client’s items go, and the room no longer says a table is placed', async () => {
    const t = await tavern();
    t.room.scene.click(t.gm.connectionId, PLACE_MENU, { point: { x: 0, y: 0 } });
    await t.drawn();
    expect(t.room.scene.click(t.ana.connectionId, REMOVE_MENU, { itemId: ANCHOR })).toBe(false);
    expect(t.room.scene.click(t.gm.connectionId, REMOVE_MENU, { itemId: ANCHOR })).toBe(true);
    await t.drawn();
    expect(anchorOf(t.room.scene.items())).toBeUndefined();
    for (const tab of [t.gm, t.ana, t.brom]) expect(t.local(tab)).toEqual([]);
    expect(isPlaced(t.room.metadata())).toBe(false);
  });

  it('with a second GM tab open, the GM still removes the table: the other tab does not put it back', async () => {
    const t = await tavern();
    const second = t.room.connect({ id: 'gm', name: 'GM', role: 'GM' });
    const stub = {
      state: () => ({ ...t.clients[0]!.state(), view: null }),
      subscribe: () => () => {},
    };
    t.maps.push(await runMap(second.page(), stub, { newId: () => 'anchor-9' }));
    t.room.scene.click(t.gm.connectionId, PLACE_MENU, { point: { x: 0, y: 0 } });
    await t.drawn();
    t.room.scene.click(t.gm.connectionId, REMOVE_MENU, { itemId: ANCHOR });
    await t.drawn();
    expect(t.room.scene.items()).toEqual([]);
    expect(second.notifications).toEqual([]);
  });

  it('another scene: the table stays with its scene, and is drawn again when the GM opens that scene again', async () => {
    const t = await tavern();
    t.room.scene.click(t.gm.connectionId, PLACE_MENU, { point: { x: 0, y: 0 } });
    await t.drawn();
    const count = t.local(t.ana).length;
    t.room.scene.open('Scene 2');
    await t.drawn();
    expect(anchorOf(t.room.scene.items())).toBeUndefined();
    for (const tab of [t.gm, t.ana, t.brom]) expect(t.local(tab)).toEqual([]);
    t.room.scene.open('Scene 1');
    await t.drawn();
    expect(t.room.scene.items().map((i) => i.id)).toEqual([ANCHOR]);
    expect(t.local(t.ana)).toHaveLength(count);
  });

  it('a GM reload finds the anchor by its key and keeps one: a second anchor is deleted, nothing is drawn twice', async () => {
    const t = await tavern();
    t.room.scene.click(t.gm.connectionId, PLACE_MENU, { point: { x: 0, y: 0 } });
    await t.drawn();
    // A second anchor, as a doubled placement would leave; then the GM's page starts again.
    t.room.scene.add(t.gm.connectionId, [
      {
        ...anchorItem('anchor-2', { x: 90, y: 90 }, 150),
        createdUserId: 'gm',
        zIndex: Date.now() + 1,
      } as RawItem,
    ]);
    await t.maps[0]!.stop();
    t.maps[0] = await runMap(t.gm.page(), t.clients[0]!, { newId: () => 'anchor-3' });
    await t.drawn();
    expect(t.room.scene.items().map((i) => i.id)).toEqual([ANCHOR]);
    const ids = t.local(t.gm).map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id.startsWith(`${ANCHOR}/`))).toBe(true);
    expect(ids.length).toBe(t.local(t.brom).length);
  });
});
