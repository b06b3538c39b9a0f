/**
 * Seats at tokens (issue 57: "A player can choose 'Sit at the tavern table' from the context menu of a character
 * token they own, and that seat's plate then follows the token. The GM can do the same for NPCs."), played in the
 * in-memory room: the request goes to the GM's client, which alone writes the record on the anchor; a refused
 * request changes nothing and its asker is told why.
 */
import { describe, expect, it } from 'vitest';
import { PLACE_MENU, PUT_BACK_NOTICE } from '../../src/map/keeper';
import { MAP_KEY } from '../../src/map/keys';
import { npcSeatMenu, SIT_MENU, STAND_MENU } from '../../src/map/seatMenus';
import { REFUSALS, SEAT_CHANNEL, seatTokensOf } from '../../src/map/seats';
import { runMap } from '../../src/map/runtime';
import { readItems } from '../../src/plugin/sceneItems';
import type { MemoryClient } from '../../src/plugin/memoryRoom';
import { tokenItem } from '../../src/sandbox/sceneSeeds';
import { ANCHOR, anchorOf, type Tavern, tavern } from './tavern';

const PLATE = (seat: string) => `${ANCHOR}/seat/${seat}/plate`;

/** The tavern with the table placed and a character token each for Ana, Brom and the Barkeep (the GM's). */
async function seatedTavern(options: { start?: boolean } = {}) {
  const t = await tavern({ npc: true, ...options });
  t.room.scene.click(t.gm.connectionId, PLACE_MENU, { point: { x: 0, y: 0 } });
  t.room.scene.add(t.ana.connectionId, [
    tokenItem('token-ana', { id: 'ana', name: 'Ana', color: '#a33' }, 0),
  ]);
  t.room.scene.add(t.brom.connectionId, [
    tokenItem('token-brom', { id: 'brom', name: 'Brom', color: '#33a' }, 1),
  ]);
  t.room.scene.add(t.gm.connectionId, [
    tokenItem('token-keep', { id: 'gm', name: 'Barkeep', color: '#863' }, 2),
  ]);
  await t.drawn();
  const npc = t.clients[0]!.state().view!.seats.find((s) => s.controller === 'gm')!.id;
  return { ...t, npc };
}

const record = (t: Tavern) => seatTokensOf(readItems([anchorOf(t.room.scene.items())])[0]!);
const plate = (t: Tavern, tab: MemoryClient, seat: string) =>
  t.local(tab).find((i) => i.id === PLATE(seat))!;
const labels = (t: Tavern, tab: MemoryClient, itemId: string) =>
  t.room.scene.menu(tab.connectionId, { itemId }).map((e) => e.label);

describe('seats at tokens', () => {
  it('a player sits at a character token they own: the GM’s client records it, and their plate follows the token on every client', async () => {
    const t = await seatedTavern();
    expect(labels(t, t.ana, 'token-ana')).toContain('Sit at the tavern table');
    // Not on another's token, nor on the anchor.
    expect(labels(t, t.ana, 'token-brom')).not.toContain('Sit at the tavern table');
    expect(labels(t, t.ana, ANCHOR)).not.toContain('Sit at the tavern table');
    const before = t.room.scene.writes().length;
    expect(t.room.scene.click(t.ana.connectionId, SIT_MENU, { itemId: 'token-ana' })).toBe(true);
    await t.drawn();
    expect(record(t)).toEqual({ ana: 'token-ana' });
    const writes = t.room.scene.writes().slice(before);
    expect(writes).toHaveLength(1);
    expect(writes[0]!.by).toBe(t.gm.connectionId);
    for (const tab of [t.gm, t.ana, t.brom]) {
      const p = plate(t, tab, 'ana');
      expect(p.attachedTo).toBe('token-ana');
      expect(Math.abs(p.position.x + 450 + 156)).toBeLessThan(200);
      expect(plate(t, tab, 'brom').attachedTo).toBe(ANCHOR);
    }
    const was = plate(t, t.brom, 'ana').position;
    t.room.scene.move(t.ana.connectionId, 'token-ana', { x: 600, y: -300 });
    await t.drawn();
    for (const tab of [t.gm, t.ana, t.brom])
      expect(plate(t, tab, 'ana').position).toEqual({ x: was.x + 1050, y: was.y - 750 });
    // The move is the token's own write: the table wrote nothing more.
    expect(
      t.room.scene
        .writes()
        .slice(before + 1)
        .map((w) => w.by),
    ).toEqual([t.ana.connectionId]);
  });

  it('"Stand up from the tavern table" puts the plate back round the anchor', async () => {
    const t = await seatedTavern();
    const round = plate(t, t.brom, 'ana').position;
    t.room.scene.click(t.ana.connectionId, SIT_MENU, { itemId: 'token-ana' });
    await t.drawn();
    expect(labels(t, t.ana, 'token-ana')).toEqual(['Stand up from the tavern table']);
    expect(t.room.scene.click(t.ana.connectionId, STAND_MENU, { itemId: 'token-ana' })).toBe(true);
    await t.drawn();
    expect(record(t)).toEqual({});
    for (const tab of [t.gm, t.ana, t.brom]) expect(plate(t, tab, 'ana').attachedTo).toBe(ANCHOR);
    expect(plate(t, t.brom, 'ana').position).toEqual(round);
  });

  it('the GM seats an NPC from "Seat <NPC> here", and stands it up', async () => {
    const t = await seatedTavern();
    expect(labels(t, t.gm, 'token-keep')).toContain('Seat Barkeep here');
    expect(labels(t, t.gm, ANCHOR)).not.toContain('Seat Barkeep here');
    expect(
      t.room.scene.click(t.gm.connectionId, npcSeatMenu(t.npc), { itemId: 'token-keep' }),
    ).toBe(true);
    await t.drawn();
    expect(record(t)).toEqual({ [t.npc]: 'token-keep' });
    for (const tab of [t.gm, t.ana, t.brom])
      expect(plate(t, tab, t.npc).attachedTo).toBe('token-keep');
    // Players see neither entry.
    expect(labels(t, t.ana, 'token-keep')).toEqual([]);
    t.room.scene.click(t.gm.connectionId, STAND_MENU, { itemId: 'token-keep' });
    await t.drawn();
    expect(record(t)).toEqual({});
  });

  it('anything else is refused with a reason its asker sees, and changes nothing', async () => {
    const t = await seatedTavern();
    t.room.scene.click(t.brom.connectionId, SIT_MENU, { itemId: 'token-brom' });
    await t.drawn();
    const writes = t.room.scene.writes().length;
    // Requests a player's client could forge: Owlbear vouches only for the connection they come from.
    const asks: [MemoryClient, unknown, string][] = [
      [t.ana, { type: 'sit', seat: 'ana', token: 'token-keep' }, REFUSALS.notYourToken],
      [t.ana, { type: 'sit', seat: 'brom', token: 'token-ana' }, REFUSALS.notYourSeat],
      [t.ana, { type: 'sit', seat: 'ana', token: ANCHOR }, REFUSALS.notCharacter],
      [t.ana, { type: 'sit', seat: 'ana', token: 'gone' }, REFUSALS.tokenGone],
      [t.ana, { type: 'stand', seat: 'brom' }, REFUSALS.notYourSeat],
      [t.ana, { type: 'stand', seat: 'ana' }, REFUSALS.notSeated],
    ];
    for (const [tab, request, reason] of asks) {
      t.room.inject(SEAT_CHANNEL, request, tab.connectionId);
      await t.drawn();
      expect(tab.notifications.at(-1)).toBe(reason);
    }
    // A player without a seat; the GM, for a token another seat sits at.
    const cara = t.room.connect({ id: 'cara', name: 'Cara', role: 'PLAYER' });
    const stub = {
      state: () => ({ ...t.clients[1]!.state(), view: null }),
      subscribe: () => () => {},
    };
    t.maps.push(await runMap(cara.page(), stub));
    await t.drawn();
    t.room.inject(
      SEAT_CHANNEL,
      { type: 'sit', seat: 'cara', token: 'token-ana' },
      cara.connectionId,
    );
    await t.drawn();
    expect(cara.notifications.at(-1)).toBe(REFUSALS.noSeat);
    t.room.scene.click(t.gm.connectionId, npcSeatMenu(t.npc), { itemId: 'token-brom' });
    await t.drawn();
    expect(t.gm.notifications.at(-1)).toBe('Brom already sits at that token.');
    // Shown to the asker alone.
    expect(
      t.brom.notifications.filter((n) => Object.values(REFUSALS).includes(n as never)),
    ).toEqual([]);
    expect(t.room.scene.writes()).toHaveLength(writes);
    expect(record(t)).toEqual({ brom: 'token-brom' });
  });

  it('a deleted token puts the plate back round the anchor; a seat that leaves the table drops its token', async () => {
    // In the lobby, where a seat may leave.
    const t = await seatedTavern({ start: false });
    t.room.scene.click(t.ana.connectionId, SIT_MENU, { itemId: 'token-ana' });
    t.room.scene.click(t.gm.connectionId, npcSeatMenu(t.npc), { itemId: 'token-keep' });
    await t.drawn();
    expect(record(t)).toEqual({ ana: 'token-ana', [t.npc]: 'token-keep' });
    t.room.scene.delete(t.ana.connectionId, ['token-ana']);
    await t.drawn();
    for (const tab of [t.gm, t.ana, t.brom]) {
      expect(plate(t, tab, 'ana').attachedTo).toBe(ANCHOR);
      expect(t.local(tab).filter((i) => i.id === PLATE('ana'))).toHaveLength(1);
    }
    expect(record(t)).toEqual({ [t.npc]: 'token-keep' });
    expect((await t.clients[0]!.send({ type: 'REMOVE_SEAT', seat: t.npc })).ok).toBe(true);
    await t.drawn();
    expect(record(t)).toEqual({});
    for (const tab of [t.gm, t.ana, t.brom])
      expect(t.local(tab).some((i) => i.attachedTo === 'token-keep')).toBe(false);
  });

  it('a player who rewrites the record on the anchor changes nothing: the GM’s client puts it back', async () => {
    const t = await seatedTavern();
    t.room.scene.click(t.brom.connectionId, SIT_MENU, { itemId: 'token-brom' });
    await t.drawn();
    const anchor = anchorOf(t.room.scene.items())!;
    const forged = { [MAP_KEY]: { anchor: true, seats: { brom: 'token-ana' } } };
    t.room.scene.update(t.ana.connectionId, [{ id: ANCHOR, type: anchor.type, metadata: forged }]);
    await t.drawn();
    expect(record(t)).toEqual({ brom: 'token-brom' });
    expect(plate(t, t.gm, 'brom').attachedTo).toBe('token-brom');
    expect(t.gm.notifications.filter((n) => n === PUT_BACK_NOTICE)).toHaveLength(1);
  });
});
