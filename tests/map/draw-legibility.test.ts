/**
 * The table on the map reads at a glance (src/map/draw.ts): each die's face clear of its lines and in contrast with
 * its fill, the pot line clear of the anchor's circle, and the House's standing said in words.
 */
import { describe, expect, it } from 'vitest';
import { anchorItem } from '../../src/map/anchor';
import { D10_BELT, pointsOf } from '../../src/map/dieOutlines';
import { COLOURS, type Drawn, drawTable, houseWords } from '../../src/map/draw';
import type { MapTable } from '../../src/map/model';

const CELL = 150;
const ANCHOR = 'anchor';

/** Ana to act with a d10 showing 7, a face-down d10 and a d4, Brom with a face-down d6; the House 15 gp down. */
const TABLE: MapTable = {
  title: 'Tavern Twenty-One: Standard mode',
  phase: 'betting',
  round: 1,
  pot: 50,
  house: -15,
  seats: [
    {
      id: 'ana',
      name: 'Ana',
      purse: 85,
      state: 'to act',
      toAct: true,
      dice: [
        { kind: 'd10', face: 7 },
        { kind: 'd10', face: null },
        { kind: 'd4', face: 4 },
      ],
    },
    {
      id: 'brom',
      name: 'Brom',
      purse: 95,
      state: 'in',
      toAct: false,
      dice: [{ kind: 'd6', face: null }],
    },
  ],
  centre: [],
  result: null,
};

const drawn = drawTable(TABLE, ANCHOR, CELL);
const byId = (id: string) => drawn.find((item) => item.id === `${ANCHOR}/${id}`)!;
const textOf = (item: Drawn) => {
  if (item.type !== 'TEXT' || !item.text.style) throw new Error(`${item.id} is no styled text`);
  return { ...item.text, style: item.text.style };
};
const fillOf = (item: Drawn) => (item as { style: { fillColor: string } }).style.fillColor;

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('the table on the map reads at a glance', () => {
  it('writes every face, a face-down "?" too, in a colour that stands out from its die (contrast 4.5 or more)', () => {
    const dice = ['seat/ana/dice/0', 'seat/ana/dice/1', 'seat/ana/dice/2', 'seat/brom/dice/0'];
    expect(dice.map((id) => textOf(byId(`${id}/face`)).plainText)).toEqual(['7', '?', '4', '?']);
    for (const id of dice)
      expect(
        contrast(textOf(byId(`${id}/face`)).style.fillColor!, fillOf(byId(id))),
        `${id}'s face`,
      ).toBeGreaterThanOrEqual(4.5);
    expect(fillOf(byId('seat/ana/dice/1'))).toBe(COLOURS.faceDown);
  });

  it("writes a d10's number above its belt, so the line never crosses it", () => {
    const body = byId('seat/ana/dice/0');
    const face = byId('seat/ana/dice/0/face');
    // The die's size from its outline, 30 of the 32-unit box tall.
    const ys = (body as { points: { y: number }[] }).points.map((p) => p.y);
    const size = ((Math.max(...ys) - Math.min(...ys)) * 32) / 30;
    const { fontSize } = textOf(face).style;
    const bottom = face.position.y + fontSize! - body.position.y;
    // The belt where the number is widest (two digits, each about 0.6 of the font's size, centred on the die).
    const halfWidth = 0.6 * fontSize!;
    const [left, middle] = pointsOf(D10_BELT, size);
    const beltAt =
      left!.y + ((middle!.y - left!.y) * (middle!.x - halfWidth - left!.x)) / (middle!.x - left!.x);
    expect(bottom).toBeLessThanOrEqual(beltAt);
  });

  it("keeps the pot line clear of the anchor's circle, under the game's name", () => {
    const pot = byId('pot');
    const title = byId('title');
    const { fontSize } = textOf(pot).style;
    const anchor = anchorItem(ANCHOR, { x: 0, y: 0 }, CELL) as { height: number };
    // Each line a font's size and a fifth tall.
    expect(pot.position.y + fontSize! * 1.2).toBeLessThanOrEqual(-anchor.height / 2);
    expect(title.position.y + 2 * fontSize! * 1.2).toBeLessThanOrEqual(pot.position.y);
  });

  it('says the House’s standing as a person would: up, down or even, without a sign', () => {
    expect(textOf(byId('pot')).plainText).toBe('Pot 50 gp · House down 15 gp');
    expect(houseWords(1_250)).toBe('House up 1,250 gp');
    expect(houseWords(0)).toBe('House even');
  });
});
