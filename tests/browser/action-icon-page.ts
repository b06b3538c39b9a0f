/**
 * The action icon as Owlbear's toolbar draws it: 24 px, tinted one colour (the toolbar's text colour) on the toolbar's
 * own colour, in the dark theme and the light one (the sandbox's theme colours, src/sandbox/theme.ts). Shared by the
 * icon's test and `npm run screenshots`, which keeps the picture in docs/screenshots/.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { themeFor, type ThemeMode } from '../../src/sandbox/theme';

export const ACTION_ICON = readFileSync(
  fileURLToPath(new URL('../../public/icon.svg', import.meta.url)),
  'utf8',
);
export const ICON_PX = 24;

/** Each theme's toolbar and the tint Owlbear gives its icons there. */
export const TOOLBARS = (['DARK', 'LIGHT'] as ThemeMode[]).map((mode) => {
  const theme = themeFor(mode);
  return { mode, toolbar: theme.background.paper, tint: theme.text.primary };
});

const dataUrl = `data:image/svg+xml,${encodeURIComponent(ACTION_ICON)}`;

/** Both toolbars side by side, each with the icon tinted as a mask (its shape, the tint's colour), at 24 px. */
export async function showActionIcon(page: Page): Promise<void> {
  const bars = TOOLBARS.map(
    ({ mode, toolbar, tint }) =>
      `<div class="bar" data-mode="${mode}" style="background:${toolbar}"><i style="background:${tint}"></i></div>`,
  ).join('');
  await page.setContent(`<!doctype html><style>
    body { margin: 0; display: inline-flex; }
    .bar { padding: 8px; }
    i { display: block; width: ${ICON_PX}px; height: ${ICON_PX}px;
        mask: url("${dataUrl}") center / ${ICON_PX}px ${ICON_PX}px no-repeat; }
  </style>${bars}`);
  await page.waitForFunction(() => document.fonts.status === 'loaded');
}

/** The two toolbars as a PNG at `path`. */
export const shootActionIcon = (page: Page, path: string) =>
  page.locator('body').screenshot({ path });

/** What a viewer makes of the tinted icon at 24 px: how much of its square is ink, and how many separate holes (a die's pips) the ink encloses. */
export interface IconReading {
  ink: number;
  holes: number;
}

/** Draws the icon at 24 px, tinted on a toolbar, in a canvas, and reads it pixel by pixel. */
export function readTintedIcon(page: Page, toolbar: string, tint: string): Promise<IconReading> {
  return page.evaluate(
    async ({ url, size, toolbar, tint }) => {
      const image = new Image(size, size);
      image.src = url;
      await image.decode();
      const shape = new OffscreenCanvas(size, size).getContext('2d')!;
      shape.drawImage(image, 0, 0, size, size);
      shape.globalCompositeOperation = 'source-in';
      shape.fillStyle = tint;
      shape.fillRect(0, 0, size, size);
      const bar = new OffscreenCanvas(size, size).getContext('2d')!;
      bar.fillStyle = toolbar;
      bar.fillRect(0, 0, size, size);
      bar.drawImage(shape.canvas, 0, 0);
      const { data } = bar.getImageData(0, 0, size, size);
      const rgb = (css: string) => {
        const probe = new OffscreenCanvas(1, 1).getContext('2d')!;
        probe.fillStyle = css;
        probe.fillRect(0, 0, 1, 1);
        return [...probe.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const [ink, back] = [rgb(tint), rgb(toolbar)];
      const distance = (i: number, to: number[]) =>
        Math.hypot(data[i]! - to[0]!, data[i + 1]! - to[1]!, data[i + 2]! - to[2]!);
      // A pixel reads as ink when it is nearer the tint than the toolbar.
      const isInk = Array.from(
        { length: size * size },
        (_, p) => distance(p * 4, ink) < distance(p * 4, back),
      );
      // Holes: regions of toolbar colour the ink encloses (not reaching the square's edge), found by flood fill.
      const seen = new Array<boolean>(size * size).fill(false);
      let holes = 0;
      for (let start = 0; start < size * size; start++) {
        if (isInk[start] || seen[start]) continue;
        let open = false;
        const stack = [start];
        seen[start] = true;
        while (stack.length > 0) {
          const p = stack.pop()!;
          const [x, y] = [p % size, Math.floor(p / size)];
          if (x === 0 || y === 0 || x === size - 1 || y === size - 1) open = true;
          for (const [dx, dy] of [
            [1, 0],
            [-1, 0],
            [0, 1],
            [0, -1],
          ] as const) {
            const [nx, ny] = [x + dx, y + dy];
            const q = ny * size + nx;
            if (nx < 0 || ny < 0 || nx >= size || ny >= size || isInk[q] || seen[q]) continue;
            seen[q] = true;
            stack.push(q);
          }
        }
        if (!open) holes += 1;
      }
      return { ink: isInk.filter(Boolean).length / (size * size), holes };
    },
    { url: dataUrl, size: ICON_PX, toolbar, tint },
  );
}
