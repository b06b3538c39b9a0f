/**
 * Each die's outline in a 32 × 32 box, as the popover draws it (src/panels/shared/Die.tsx; a test holds the two
 * alike): d4 a triangle, d6 a square, d8 a diamond, d10 a kite with its belt, d12 a pentagon, d20 a hexagon. The
 * coin is a circle.
 */
import type { Vector2 } from '../plugin/port';

const OUTLINES: Record<string, string> = {
  d4: '16,2 30,28 2,28',
  d6: '4,4 28,4 28,28 4,28',
  d8: '16,1 31,16 16,31 1,16',
  d10: '16,1 30,13 16,31 2,13',
  d12: '16,2 30,12 25,29 7,29 2,12',
  d20: '16,1 29,8.5 29,23.5 16,31 3,23.5 3,8.5',
};

/** The d10's belt, so it never reads as the d8's plain diamond. */
export const D10_BELT = '2,13 16,19 30,13';

/** The outline's points as the popover writes them, or null for the coin (and an unknown kind, drawn as a d6). */
export const outlineText = (kind: string): string | null =>
  kind === 'coin' ? null : (OUTLINES[kind] ?? OUTLINES.d6!);

/** Points of `text` centred on the origin and scaled from the 32-unit box to `size`. */
export function pointsOf(text: string, size: number): Vector2[] {
  return text.split(' ').map((pair) => {
    const [x, y] = pair.split(',').map(Number);
    return { x: ((x! - 16) * size) / 32, y: ((y! - 16) * size) / 32 };
  });
}
