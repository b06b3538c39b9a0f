/**
 * Motion on the table on the map (issue 57: "A roll tumbles before it lands, the pot's coins move to the winner,
 * and the seat to act glows. … All motion is off under `prefers-reduced-motion`."). One client's painter over a
 * recording store, its frames stepped by hand: what a person would see frame by frame, and where it ends.
 */
import { describe, expect, it } from 'vitest';
import type { TableView, Viewer } from '../../machines';
import { anchorItem } from '../../src/map/anchor';
import { drawTable } from '../../src/map/draw';
import { mapTable, type MapTable } from '../../src/map/model';
import { TUMBLE_MS, tumbleFace } from '../../src/map/motion';
import { mapMotion } from '../../src/map/motionPlayer';
import { mapPainter } from '../../src/map/painter';
import type { NewItem, SceneItem } from '../../src/plugin/port';
import { PUBLIC_VIEWER } from '../../src/sync/publicTable';
import { FRAME_MS, recordingStore, steppedClock } from '../support/motion';
import { gm, ok, player, roll, threeAtBetting, type TwentyOneTable } from '../support/tables';

const ANCHOR = 'anchor';
const CELL = 150;
const anchor = { ...anchorItem(ANCHOR, { x: 0, y: 0 }, CELL), zIndex: 0 } as unknown as SceneItem;

/** One client's map of `table`, drawn with motion (or still, under reduced motion). */
function client(
  table: TwentyOneTable,
  viewer: Viewer,
  still = false,
  tokens: { seated: Record<string, string>; at: Record<string, { x: number; y: number }> } = {
    seated: {},
    at: {},
  },
) {
  const time = steppedClock(still);
  const local = recordingStore();
  const painter = mapPainter(
    { local: local.store },
    () => ({
      anchor,
      table: table.view(PUBLIC_VIEWER) as TableView,
      viewer: { role: 'PLAYER', own: table.view(viewer) as TableView },
      cell: CELL,
      seated: tokens.seated,
      itemAt: (id) => tokens.at[id],
    }),
    mapMotion(time.clock),
  );
  /** Every state the client's items pass through from now until motion ends: the redraw's, then each frame's. */
  const redraw = async () => {
    await painter.redraw();
    const seen = [snapshot()];
    for (let n = 0; time.pending(); n++) {
      expect(n, 'motion ends').toBeLessThan(100);
      const before = local.writes.length;
      await time.step();
      // One update a frame, as Owlbear's fast one; adds and deletes only as motion starts and ends.
      const frame = local.writes.slice(before);
      expect(frame.filter((w) => w.verb === 'update').length).toBeLessThanOrEqual(1);
      expect(frame.every((w) => w.verb !== 'update' || w.fast)).toBe(true);
      seen.push(snapshot());
    }
    return seen;
  };
  const snapshot = () => new Map([...local.items].map(([id, item]) => [id, structuredClone(item)]));
  return { time, local, painter, redraw, snapshot };
}

const faceOf = (items: Map<string, NewItem>, id: string) => {
  const item = items.get(`${ANCHOR}/${id}/face`);
  return item?.type === 'TEXT' ? item.text.plainText : undefined;
};
const motionIds = (items: Map<string, NewItem>) =>
  [...items.keys()].filter((id) => id.startsWith(`${ANCHOR}/motion/`));
const finalDrawing = (table: TwentyOneTable, viewer: Viewer) =>
  new Map(
    drawTable(
      mapTable(table.view(PUBLIC_VIEWER) as TableView, {
        role: 'PLAYER',
        own: table.view(viewer) as TableView,
      }),
      ANCHOR,
      CELL,
    ).map((item) => [item.id, item]),
  );
const centre = (item: NewItem | undefined) =>
  item?.type === 'SHAPE'
    ? item.shapeType === 'CIRCLE'
      ? item.position
      : { x: item.position.x + item.width / 2, y: item.position.y + item.height / 2 }
    : null;
const toAct = (table: TwentyOneTable) =>
  (table.view(PUBLIC_VIEWER) as TableView).seats.find((s) => s.isTurn)!.id;

/** Every seat holds, and the GM ends the staredown: Ana's 11 wins. */
function finish(table: TwentyOneTable) {
  while ((table.view(PUBLIC_VIEWER) as TableView).phase === 'betting')
    ok(table.send(player(toAct(table)), { type: 'HOLD' }));
  ok(table.send(gm, { type: 'END_STAREDOWN' }));
}

describe('motion on the map', () => {
  it('a roll tumbles through passing faces, one write a frame, and lands on its true face', async () => {
    const faces = [];
    for (const face of [2, 3]) {
      const table = threeAtBetting();
      const brom = client(table, { role: 'player', id: 'ana' });
      const [first] = await brom.redraw();
      expect(motionIds(first!)).toEqual([]);
      roll(table, 'brom', 'd4', face);
      const writesBefore = brom.local.writes.length;
      const seen = await brom.redraw();
      const shown = seen.map((items) => faceOf(items, 'seat/brom/dice/2'));
      expect(seen.length).toBeGreaterThan(8);
      expect(shown.at(-1)).toBe(String(face));
      expect(seen.at(-1)).toEqual(finalDrawing(table, { role: 'player', id: 'ana' }));
      // The die turns while it tumbles, and rests as drawn once it lands.
      const body = (items: Map<string, NewItem>) =>
        JSON.stringify(items.get(`${ANCHOR}/seat/brom/dice/2`));
      expect(body(seen[1]!)).not.toBe(body(seen.at(-1)!));
      // Each frame between the redraw and the end is one fast update of the items that move.
      const frames = brom.local.writes.slice(writesBefore + 1);
      expect(frames.filter((w) => w.verb === 'update' && w.fast).length).toBeGreaterThan(5);
      // It lands within its tumble's time and stays landed.
      const tumbling = Math.ceil(TUMBLE_MS / FRAME_MS);
      expect(new Set(shown.slice(tumbling))).toEqual(new Set([String(face)]));
      faces.push(shown.slice(0, tumbling));
    }
    // The passing faces tell nothing of the face it lands on: the same run before a 2 as before a 3.
    expect(faces[0]).toEqual(faces[1]);
    expect(new Set(faces[0]).size).toBeGreaterThan(1);
    expect(faces[0]![0]).toBe(tumbleFace('seat/brom/dice/2', 'd4', 0));
  });

  it('when the result appears, the pot’s coins fly to the winner’s plate, and are gone once there', async () => {
    const table = threeAtBetting();
    const bystander = client(table, { role: 'player', id: 'brom' });
    await bystander.redraw();
    finish(table);
    const seen = await bystander.redraw();
    const coin = `${ANCHOR}/motion/coins/ana/0`;
    const flight = seen.filter((items) => items.has(coin)).map((items) => centre(items.get(coin))!);
    expect(flight.length).toBeGreaterThan(5);
    const plate = centre(seen[0]!.get(`${ANCHOR}/seat/ana/plate`))!;
    const distance = (p: { x: number; y: number }) => Math.hypot(p.x - plate.x, p.y - plate.y);
    for (let i = 1; i < flight.length; i++)
      expect(distance(flight[i]!)).toBeLessThanOrEqual(distance(flight[i - 1]!));
    expect(distance(flight.at(-1)!)).toBeLessThan(1);
    // Coins to Ana alone, and none left once they landed.
    expect(motionIds(seen[0]!).filter((id) => id.includes('/coins/'))).not.toEqual([]);
    expect(motionIds(seen[0]!).every((id) => !id.includes('/coins/') || id.includes('/ana/'))).toBe(
      true,
    );
    expect(motionIds(seen.at(-1)!)).toEqual([]);
    expect(seen.at(-1)).toEqual(finalDrawing(table, { role: 'player', id: 'brom' }));
  });

  it('the glow rings the seat to act and follows it when the turn passes mid-glow', async () => {
    const table = threeAtBetting();
    const cyra = client(table, { role: 'player', id: 'cyra' });
    await cyra.redraw();
    const glowOf = (items: Map<string, NewItem>) => centre(items.get(`${ANCHOR}/motion/glow`));
    const markerOf = (items: Map<string, NewItem>) => centre(items.get(`${ANCHOR}/marker`));
    ok(table.send(player(toAct(table)), { type: 'HOLD' }));
    await cyra.painter.redraw();
    const first = cyra.snapshot();
    const firstSeat = toAct(table);
    expect(glowOf(first)!.x).toBeCloseTo(markerOf(first)!.x);
    expect(glowOf(first)!.y).toBeCloseTo(markerOf(first)!.y);
    await cyra.time.step();
    ok(table.send(player(firstSeat), { type: 'HOLD' }));
    const seen = await cyra.redraw();
    expect(toAct(table)).not.toBe(firstSeat);
    const plate = centre(seen[0]!.get(`${ANCHOR}/seat/${toAct(table)}/plate`));
    for (const items of seen.slice(0, -1)) {
      expect(glowOf(items)!.x).toBeCloseTo(plate!.x);
      expect(glowOf(items)!.y).toBeCloseTo(plate!.y);
    }
    expect(motionIds(seen.at(-1)!)).toEqual([]);
  });

  it('a seat at a token glows round its plate there, and no coin flies across the map to it', async () => {
    const table = threeAtBetting();
    const seated = { ana: 'token-ana', brom: 'token-brom', cyra: 'token-cyra' };
    const at = {
      'token-ana': { x: 900, y: 0 },
      'token-brom': { x: 0, y: 900 },
      'token-cyra': { x: -900, y: 0 },
    };
    const cyra = client(table, { role: 'player', id: 'cyra' }, false, { seated, at });
    await cyra.redraw();
    ok(table.send(player(toAct(table)), { type: 'HOLD' }));
    await cyra.painter.redraw();
    const glow = cyra.snapshot().get(`${ANCHOR}/motion/glow`);
    expect(glow?.attachedTo).toBe(seated[toAct(table) as keyof typeof seated]);
    finish(table);
    const seen = await cyra.redraw();
    expect(seen.flatMap(motionIds).filter((id) => id.includes('/coins/'))).toEqual([]);
  });

  it('under reduced motion no motion item is ever written, every change lands at once, and the end is the same', async () => {
    const table = threeAtBetting();
    const twin = threeAtBetting();
    const viewer: Viewer = { role: 'player', id: 'ana' };
    const moving = client(table, viewer);
    const still = client(twin, viewer, true);
    for (const step of [
      (t: TwentyOneTable) => roll(t, 'brom', 'd4', 2),
      (t: TwentyOneTable) => ok(t.send(player(toAct(t)), { type: 'HOLD' })),
      finish,
    ]) {
      step(table);
      step(twin);
      const seen = await still.redraw();
      expect(seen).toHaveLength(1);
      expect(seen[0]).toEqual(finalDrawing(twin, viewer));
      expect((await moving.redraw()).at(-1)).toEqual(seen[0]);
    }
    expect(
      still.local.writes.flatMap((w) => w.ids).filter((id) => id.includes('/motion/')),
    ).toEqual([]);
    expect(still.local.writes.some((w) => w.fast)).toBe(false);
  });

  it('switching reduced motion on mid-roll lands everything at once', async () => {
    const table = threeAtBetting();
    const ana = client(table, { role: 'player', id: 'ana' });
    await ana.redraw();
    roll(table, 'brom', 'd4', 2);
    await ana.painter.redraw();
    await ana.time.step();
    expect(motionIds(ana.snapshot())).not.toEqual([]);
    ana.time.setStill(true);
    await ana.painter.redraw();
    expect(ana.time.pending()).toBe(false);
    expect(ana.snapshot()).toEqual(finalDrawing(table, { role: 'player', id: 'ana' }));
  });
});

describe('a redraw mid-motion', () => {
  const model = (face: number): MapTable => ({
    title: 'Twenty-One',
    phase: 'betting',
    round: 1,
    pot: 10,
    house: 0,
    seats: [
      {
        id: 'ana',
        name: 'Ana',
        purse: 50,
        state: 'in',
        toAct: false,
        dice: [{ kind: 'd6', face }],
      },
    ],
    centre: [],
    result: null,
  });

  it('finishes at the newest state: no older face lands after a newer one', () => {
    const time = steppedClock();
    const motion = mapMotion(time.clock);
    const draw = (face: number) => drawTable(model(face), ANCHOR, CELL);
    const face = (items: NewItem[]) =>
      faceOf(new Map(items.map((i) => [i.id, i])), 'seat/ana/dice/0');
    motion.land(model(1), draw(1), ANCHOR);
    motion.land(model(3), draw(3), ANCHOR);
    void time.step(100);
    motion.frame();
    motion.land(model(5), draw(5), ANCHOR);
    const shown: (string | undefined)[] = [];
    while (motion.running()) {
      void time.step();
      shown.push(face(motion.frame()));
    }
    expect(shown.at(-1)).toBe('5');
    expect(motion.frame()).toEqual(draw(5));
  });
});
