/**
 * The toolbar icon as Owlbear draws it: 24 by 24, one colour it tints to the toolbar's (official action icons are
 * single-colour 24 px SVGs), a die a player makes out at that size on the dark toolbar and the light one. The full-colour
 * art is the listing icon (public/logo.svg), a separate file.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedChromium } from './fileSandbox';
import {
  ACTION_ICON,
  TOOLBARS,
  readTintedIcon,
  shootActionIcon,
  showActionIcon,
} from './action-icon-page';

const OUT = fileURLToPath(new URL('../../test-results/', import.meta.url));
let browser: Browser;
beforeAll(async () => {
  browser = await sharedChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the action icon', () => {
  it('is a 24 by 24 drawing in one colour Owlbear can tint, with no text', () => {
    expect(ACTION_ICON).toMatch(
      /<svg[^>]*\bwidth="24"[^>]*\bheight="24"[^>]*\bviewBox="0 0 24 24"/,
    );
    expect(ACTION_ICON).not.toMatch(/<text|<image|<foreignObject/);
    const paints = [...ACTION_ICON.matchAll(/\b(?:fill|stroke|stop-color|color)="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(paints.length).toBeGreaterThan(0);
    expect(new Set(paints.filter((paint) => paint !== 'none'))).toEqual(new Set(['currentColor']));
  });

  it('reads as a die at 24 px, tinted white on the dark toolbar and black on the light one: a solid face with five separate pips', async () => {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const { mode, toolbar, tint } of TOOLBARS) {
      const reading = await readTintedIcon(page, toolbar, tint);
      expect(reading.holes, mode).toBe(5);
      expect(reading.ink, mode).toBeGreaterThan(0.4);
      expect(reading.ink, mode).toBeLessThan(0.85);
    }
    // The picture, to look at: both toolbars at 24 px, and enlarged four times.
    mkdirSync(OUT, { recursive: true });
    await showActionIcon(page);
    await shootActionIcon(page, `${OUT}action-icon.png`);
    const large = await browser.newPage({ deviceScaleFactor: 4 });
    await showActionIcon(large);
    await shootActionIcon(large, `${OUT}action-icon@4x.png`);
    await Promise.all([page.close(), large.close()]);
  });
});
