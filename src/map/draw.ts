/**
 * The map's table as Owlbear items, pure: every item local, attached to the anchor, at an offset from it (the
 * runtime adds the anchor's position). Seats sit round the anchor, each a plate with its name, purse and state and
 * its dice drawn as their shapes; the centre holds the game, the phase, the pot and the House, the table's own dice
 * and the last result; a ring marks the seat to act. Ids are fixed by what an item shows the place of, so a redraw
 * after a move changes only what moved (diff.ts).
 */
import type { NewItem, Vector2 } from '../plugin/port';
import { D10_BELT, outlineText, pointsOf } from './dieOutlines';
import { MAP_KEY } from './keys';
import type { MapDie, MapSeat, MapTable } from './model';

export { MAP_KEY };

export const COLOURS = {
  plate: '#2b1d12',
  plateEdge: '#c9a227',
  text: '#f4e9d8',
  die: '#f4e9d8',
  dieEdge: '#1b120b',
  faceDown: '#6b5a48',
  secret: '#7fb3ff',
  marker: '#ffd54a',
} as const;

/** A drawn item: what to add, its position an offset from the anchor. */
export type Drawn = NewItem;

const gp = new Intl.NumberFormat('en-US');

/** The sizes of the table in scene units, from one grid cell. */
function sizes(cell: number) {
  return {
    radius: cell * 3.2,
    plateW: cell * 2.4,
    plateH: cell * 1.3,
    die: cell * 0.36,
    font: cell * 0.16,
  };
}

/** Where seat `i` of `n` sits, round the anchor from the top, clockwise. */
function seatCentre(i: number, n: number, radius: number): Vector2 {
  const a = -Math.PI / 2 + (2 * Math.PI * i) / Math.max(n, 1);
  return { x: Math.round(Math.cos(a) * radius), y: Math.round(Math.sin(a) * radius) };
}

/** What every item of the table has: local, attached to the anchor, its id and metadata naming its part. */
export function common(anchor: string, id: string, position: Vector2, z: number) {
  return {
    id: `${anchor}/${id}`,
    layer: 'ATTACHMENT' as const,
    position,
    attachedTo: anchor,
    locked: true,
    disableHit: true,
    disableAutoZIndex: true,
    zIndex: z,
    metadata: { [MAP_KEY]: { part: id } },
  };
}

function text(
  anchor: string,
  id: string,
  at: Vector2,
  plain: string,
  size: number,
  width: number,
): Drawn {
  return {
    ...common(anchor, id, { x: at.x - width / 2, y: at.y }, 3),
    type: 'TEXT',
    text: {
      plainText: plain,
      width,
      style: { fontSize: size, textAlign: 'CENTER', fillColor: COLOURS.text, fontWeight: 600 },
    },
  };
}

/** A face's height, and how far above the die's centre its top sits, in die sizes: a d10's above its belt. */
export const faceBox = (kind: string) =>
  kind === 'd10' ? { height: 0.3, lift: 0.36 } : { height: 0.36, lift: 0.22 };

/** One die: its outline (or the coin's circle), its face written in it; face down as "?", a secret one outlined blue. */
function die(anchor: string, id: string, at: Vector2, d: MapDie, size: number): Drawn[] {
  const outline = outlineText(d.kind);
  const fill = d.face === null ? COLOURS.faceDown : COLOURS.die;
  const style = {
    fillColor: fill,
    strokeColor: d.secret ? COLOURS.secret : COLOURS.dieEdge,
    strokeWidth: size / 12,
    fillOpacity: d.cancelled ? 0.4 : 1,
  };
  const body: Drawn =
    outline === null
      ? {
          ...common(anchor, id, at, 4),
          type: 'SHAPE',
          shapeType: 'CIRCLE',
          width: size,
          height: size,
          style,
        }
      : {
          ...common(anchor, id, at, 4),
          type: 'CURVE',
          points: pointsOf(outline, size),
          style: { ...style, tension: 0, closed: true },
        };
  const items: Drawn[] = [body];
  if (d.kind === 'd10')
    items.push({
      ...common(anchor, `${id}/belt`, at, 5),
      type: 'CURVE',
      points: pointsOf(D10_BELT, size),
      style: { fillOpacity: 0, strokeColor: COLOURS.dieEdge, strokeWidth: size / 16, tension: 0 },
    });
  const face =
    d.face === null ? '?' : d.kind === 'coin' ? (d.face === 2 ? 'H' : 'T') : String(d.face);
  const box = faceBox(d.kind);
  items.push({
    ...common(anchor, `${id}/face`, { x: at.x - size / 2, y: at.y - box.lift * size }, 6),
    type: 'TEXT',
    text: {
      plainText: face,
      width: size,
      style: {
        fontSize: size * box.height,
        textAlign: 'CENTER',
        // Face down, a light "?" on the dark fill.
        fillColor: d.face === null ? COLOURS.text : COLOURS.dieEdge,
        fontWeight: 700,
      },
    },
  });
  return items;
}

/** A row of dice centred on `at`, wrapping after six. */
function diceRow(anchor: string, id: string, at: Vector2, dice: MapDie[], size: number): Drawn[] {
  const perRow = 6;
  return dice.flatMap((d, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, dice.length - row * perRow);
    const x = at.x + ((i % perRow) - (inRow - 1) / 2) * size * 1.15;
    return die(anchor, `${id}/${i}`, { x, y: at.y + row * size * 1.15 }, d, size);
  });
}

function plate(anchor: string, seat: MapSeat, at: Vector2, s: ReturnType<typeof sizes>): Drawn[] {
  const id = `seat/${seat.id}`;
  const top = { x: at.x - s.plateW / 2, y: at.y - s.plateH / 2 };
  const words = `${seat.name}\n${gp.format(seat.purse)} gp · ${seat.state}`;
  return [
    {
      ...common(anchor, `${id}/plate`, top, 1),
      type: 'SHAPE',
      shapeType: 'RECTANGLE',
      width: s.plateW,
      height: s.plateH,
      style: {
        fillColor: COLOURS.plate,
        fillOpacity: 0.9,
        strokeColor: COLOURS.plateEdge,
        strokeWidth: s.font / 4,
      },
    },
    text(anchor, `${id}/words`, { x: at.x, y: top.y + s.font * 0.3 }, words, s.font, s.plateW),
    ...diceRow(anchor, `${id}/dice`, { x: at.x, y: at.y + s.plateH * 0.12 }, seat.dice, s.die),
  ];
}

/** The ring round the plate of the seat to act (the first, when the table waits on several), or none. */
function marker(
  anchor: string,
  table: MapTable,
  s: ReturnType<typeof sizes>,
  place: (i: number) => SeatPlace,
): Drawn[] {
  const i = table.seats.findIndex((seat) => seat.toAct);
  if (i < 0) return [];
  const { at, token } = place(i);
  const pad = s.font;
  return attach(token, [
    {
      ...common(
        anchor,
        'marker',
        { x: at.x - s.plateW / 2 - pad, y: at.y - s.plateH / 2 - pad },
        0,
      ),
      type: 'SHAPE',
      shapeType: 'RECTANGLE',
      width: s.plateW + 2 * pad,
      height: s.plateH + 2 * pad,
      style: {
        fillColor: COLOURS.marker,
        fillOpacity: 0.35,
        strokeColor: COLOURS.marker,
        strokeWidth: pad / 2,
      },
    },
  ]);
}

/** The House's standing as a person says it: "House up 15 gp", "House down 15 gp", "House even". */
export const houseWords = (house: number) =>
  house === 0
    ? 'House even'
    : `House ${house > 0 ? 'up' : 'down'} ${gp.format(Math.abs(house))} gp`;

/** The pot line sits above the anchor's circle, the centre's dice on it and the result below it. */
function centre(anchor: string, table: MapTable, s: ReturnType<typeof sizes>): Drawn[] {
  const width = s.radius * 1.3;
  const round = table.round === null ? '' : ` · round ${table.round}`;
  const items = [
    text(
      anchor,
      'title',
      { x: 0, y: -s.radius * 0.45 },
      `${table.title}\n${table.phase}${round}`,
      s.font,
      width,
    ),
    text(
      anchor,
      'pot',
      { x: 0, y: -s.radius * 0.3 },
      `Pot ${gp.format(table.pot)} gp · ${houseWords(table.house)}`,
      s.font,
      width,
    ),
    ...diceRow(anchor, 'centre', { x: 0, y: s.radius * 0.12 }, table.centre, s.die),
  ];
  if (table.result)
    items.push(text(anchor, 'result', { x: 0, y: s.radius * 0.3 }, table.result, s.font, width));
  return items;
}

/** Where a seat's plate sits: round the anchor, or under the token it sits at (`token`), an offset from it. */
interface SeatPlace {
  at: Vector2;
  token?: string;
}

/** Items of a seat at a token: attached to the token, which they follow, instead of the anchor. */
const attach = (token: string | undefined, items: Drawn[]): Drawn[] =>
  token ? items.map((item) => ({ ...item, attachedTo: token })) : items;

/**
 * Every local item of the table on the map, round the anchor `anchor`, one grid cell being `cell` scene units; the
 * plate of a seat in `seated` (seat → token) hangs under that token instead, its position an offset from the token.
 */
export function drawTable(
  table: MapTable,
  anchor: string,
  cell: number,
  seated: Readonly<Record<string, string>> = {},
): Drawn[] {
  const s = sizes(cell);
  const place = (i: number): SeatPlace => {
    const token = seated[table.seats[i]!.id];
    return token
      ? { at: { x: 0, y: cell / 2 + s.plateH / 2 + s.font }, token }
      : { at: seatCentre(i, table.seats.length, s.radius) };
  };
  return [
    ...marker(anchor, table, s, place),
    ...table.seats.flatMap((seat, i) => {
      const { at, token } = place(i);
      return attach(token, plate(anchor, seat, at, s));
    }),
    ...centre(anchor, table, s),
  ];
}
