/**
 * Motion on the table on the map, pure: what moves is read from the change between two successive drawn models
 * (the public table plus this viewer's own secrets) and nothing else, and each frame is the final drawing with the
 * running animations laid over it. A die whose face changed tumbles through a fixed run of faces (from its place
 * and kind alone, never its face) and lands on its face; when a result appears the pot's coins fly to each seat
 * whose purse rose; the seat that comes to act glows. Once an animation ends its frame is the final drawing itself.
 */
import type { Vector2 } from '../plugin/port';
import { COLOURS, common, type Drawn } from './draw';
import type { MapDie, MapTable } from './model';

export const TUMBLE_MS = 480;
export const GLOW_MS = 1200;
const COIN_FLIGHT_MS = 600;
const COIN_STAGGER_MS = 60;
/** The faces a tumble shows before it lands. */
const FACES = 4;
/** The coins of one result, shared among its winners. */
const COINS = 12;
const COINS_EACH = 5;
const GLOW_PULSES = 2;

export type Animation =
  | { kind: 'tumble'; part: string; die: string; start: number }
  | { kind: 'coins'; seat: string; count: number; start: number }
  | { kind: 'glow'; start: number };

const keyOf = (a: Animation) =>
  a.kind === 'tumble' ? `tumble:${a.part}` : a.kind === 'coins' ? `coins:${a.seat}` : 'glow';

/** Dice whose face changed to one this viewer sees, by the part draw.ts names them with. */
function tumbles(before: MapTable, next: MapTable, start: number): Animation[] {
  const rolled = (part: string, was: MapDie[] | undefined, now: MapDie[]) =>
    now.flatMap((die, i): Animation[] => {
      const old = was?.[i];
      if (die.face === null || (old && old.face === die.face && old.kind === die.kind)) return [];
      return [{ kind: 'tumble', part: `${part}/${i}`, die: die.kind, start }];
    });
  const seats = new Map(before.seats.map((s) => [s.id, s]));
  return [
    ...next.seats.flatMap((s) => rolled(`seat/${s.id}/dice`, seats.get(s.id)?.dice, s.dice)),
    ...rolled('centre', before.centre, next.centre),
  ];
}

/** When a result appears: the pot's coins to each seat whose purse rose with it. */
function coins(before: MapTable, next: MapTable, start: number): Animation[] {
  if (next.result === null || next.result === before.result) return [];
  const purses = new Map(before.seats.map((s) => [s.id, s.purse]));
  const winners = next.seats.filter((s) => s.purse > (purses.get(s.id) ?? Infinity));
  const count = Math.min(COINS_EACH, Math.max(1, Math.floor(COINS / winners.length)));
  return winners.map((s) => ({ kind: 'coins', seat: s.id, count, start }));
}

const firstToAct = (table: MapTable) => table.seats.find((s) => s.toAct)?.id ?? null;

/** What starts between two successive models; none before the first. */
export function animationsBetween(
  before: MapTable | null,
  next: MapTable,
  start: number,
): Animation[] {
  if (!before) return [];
  const glow = firstToAct(next);
  return [
    ...tumbles(before, next, start),
    ...coins(before, next, start),
    ...(glow !== null && glow !== firstToAct(before) ? [{ kind: 'glow' as const, start }] : []),
  ];
}

/** The running animations with `started` over them: a new one replaces a running one of the same thing. */
export function merge(running: readonly Animation[], started: readonly Animation[]): Animation[] {
  const all = new Map(running.map((a) => [keyOf(a), a]));
  for (const a of started) all.set(keyOf(a), a);
  return [...all.values()];
}

const sidesOf = (kind: string) => (kind === 'coin' ? 2 : Number(kind.slice(1)) || 6);

/** A tumble's `k`th face: fixed by the die's place and kind alone, so it tells nothing of the face it lands on. */
export function tumbleFace(part: string, kind: string, k: number): string {
  let hash = 7;
  for (const c of part) hash = (hash * 31 + c.charCodeAt(0)) % 9973;
  const face = 1 + ((hash + k * 5) % sidesOf(kind));
  return kind === 'coin' ? (face === 2 ? 'H' : 'T') : String(face);
}

const turn = (points: Vector2[], degrees: number): Vector2[] => {
  const r = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(r), Math.sin(r)];
  return points.map((p) => ({ x: p.x * cos - p.y * sin, y: p.x * sin + p.y * cos }));
};

type Items = Map<string, Drawn>;
const shifted = <T extends Drawn>(item: T, dy: number): T => ({
  ...item,
  position: { x: item.position.x, y: item.position.y + dy },
});

/** One tumbling die's items at progress `p`: it hops, turns and shows a passing face; false once it landed. */
function tumbleAt(
  items: Items,
  anchor: string,
  a: Extract<Animation, { kind: 'tumble' }>,
  p: number,
) {
  const id = `${anchor}/${a.part}`;
  const body = items.get(id);
  const face = items.get(`${id}/face`);
  if (p >= 1 || !body || face?.type !== 'TEXT') return false;
  const size = typeof face.text.width === 'number' ? face.text.width : 0;
  const hop = -size * 0.6 * Math.sin(Math.PI * p);
  const degrees = 540 * (1 - p) ** 2;
  const spun = (item: Drawn): Drawn => {
    if (item.type === 'CURVE') return { ...shifted(item, hop), points: turn(item.points, degrees) };
    // The coin's circle: it flips, narrowing and widening.
    if (item.type === 'SHAPE') {
      const width = Math.max(size * 0.15, size * Math.abs(Math.cos((degrees * Math.PI) / 180)));
      return { ...shifted(item, hop), width };
    }
    return shifted(item, hop);
  };
  items.set(id, spun(body));
  const belt = items.get(`${id}/belt`);
  if (belt) items.set(`${id}/belt`, spun(belt));
  const passing = tumbleFace(a.part, a.die, Math.min(FACES - 1, Math.floor(p * FACES)));
  items.set(`${id}/face`, {
    ...shifted(face, hop),
    text: { ...face.text, plainText: passing },
  });
  return true;
}

/** Where an item's box is centred (a rectangle and a text hang from their top-left). */
function centreOf(item: Drawn | undefined): Vector2 | null {
  if (!item) return null;
  if (item.type === 'SHAPE')
    return { x: item.position.x + item.width / 2, y: item.position.y + item.height / 2 };
  if (item.type === 'TEXT' && typeof item.text.width === 'number')
    return {
      x: item.position.x + item.text.width / 2,
      y: item.position.y + (item.text.style?.fontSize ?? 0) / 2,
    };
  return null;
}

/** One winner's coins at `elapsed` ms: each flies on an arc from the pot to the plate; none once all landed. */
function coinsAt(
  anchor: string,
  a: Extract<Animation, { kind: 'coins' }>,
  items: Items,
  elapsed: number,
) {
  const pot = items.get(`${anchor}/pot`);
  const plate = items.get(`${anchor}/seat/${a.seat}/plate`);
  // A plate at a token hangs from the token, not the table: there is no way across on the table's own frame.
  if (plate?.attachedTo !== pot?.attachedTo) return null;
  const from = centreOf(pot);
  const to = centreOf(plate);
  const total = COIN_FLIGHT_MS + (a.count - 1) * COIN_STAGGER_MS;
  if (!from || !to || elapsed >= total || pot?.type !== 'TEXT') return null;
  const size = (pot.text.style?.fontSize ?? 20) * 1.2;
  return Array.from({ length: a.count }, (_, j): Drawn => {
    const p = Math.min(1, Math.max(0, (elapsed - j * COIN_STAGGER_MS) / COIN_FLIGHT_MS));
    const eased = 1 - (1 - p) ** 2;
    // An arc to one side of the straight way, every second coin to the other.
    const lift = 0.2 * Math.sin(Math.PI * p) * (j % 2 === 0 ? 1 : -1);
    const at = {
      x: from.x + (to.x - from.x) * eased - (to.y - from.y) * lift,
      y: from.y + (to.y - from.y) * eased + (to.x - from.x) * lift,
    };
    return {
      ...common(anchor, `motion/coins/${a.seat}/${j}`, at, 7),
      type: 'SHAPE',
      shapeType: 'CIRCLE',
      width: size,
      height: size,
      style: { fillColor: COLOURS.marker, strokeColor: COLOURS.dieEdge, strokeWidth: size / 10 },
    };
  });
}

/** The ring that pulses out of the marker of the seat to act; null once its pulses are over. */
function glowAt(anchor: string, items: Items, p: number): Drawn | null {
  const marker = items.get(`${anchor}/marker`);
  if (p >= 1 || marker?.type !== 'SHAPE') return null;
  const phase = (p * GLOW_PULSES) % 1;
  const grow = (marker.style?.strokeWidth ?? 4) * (1 + 4 * phase);
  return {
    ...common(
      anchor,
      'motion/glow',
      { x: marker.position.x - grow, y: marker.position.y - grow },
      0,
    ),
    // Round the marker wherever it hangs: the table's anchor, or the token its seat sits at.
    attachedTo: marker.attachedTo,
    type: 'SHAPE',
    shapeType: 'RECTANGLE',
    width: marker.width + 2 * grow,
    height: marker.height + 2 * grow,
    style: {
      fillOpacity: 0,
      strokeColor: COLOURS.marker,
      strokeOpacity: 1 - phase,
      strokeWidth: marker.style?.strokeWidth ?? 4,
    },
  };
}

/**
 * The drawing at `now`: `final` with the running animations over it, and those still running. An animation whose
 * item the final drawing no longer has ends at once, so every frame lands on the newest drawing.
 */
export function frameAt(
  final: readonly Drawn[],
  anchor: string,
  running: readonly Animation[],
  now: number,
): { items: Drawn[]; running: Animation[] } {
  const items: Items = new Map(final.map((item) => [item.id, item]));
  const extra: Drawn[] = [];
  const still = running.filter((a) => {
    const elapsed = now - a.start;
    if (a.kind === 'tumble') return tumbleAt(items, anchor, a, elapsed / TUMBLE_MS);
    if (a.kind === 'glow') {
      const glow = glowAt(anchor, items, elapsed / GLOW_MS);
      if (glow) extra.push(glow);
      return glow !== null;
    }
    const flying = coinsAt(anchor, a, items, elapsed);
    if (flying) extra.push(...flying);
    return flying !== null;
  });
  return { items: [...items.values(), ...extra], running: still };
}
