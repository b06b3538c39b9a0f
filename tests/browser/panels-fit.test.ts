/**
 * "Every panel of every game fits 400 px wide with no horizontal scroll, in both themes, at every phase" (issue 18):
 * every screenshot scene (tests/panels/scenes.ts: the phases of every game), as each seat at that table sees it (the
 * GM, every player's seat, a player who has not sat down), in light and in dark, drawn by the popover's own panels
 * in Chromium at the popover's width. Nothing may scroll the page sideways, reach past its edges, or be cut short
 * inside its box (a "Fold" button clipped to "Fo", a column clipped to "sti").
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedChromium, sharedDevServer } from './fileSandbox';
import { POPOVER_SIZE } from '../../publish/manifest';

/** What the scene page (scripts/screenshots.page.tsx) offers when opened without a scene. */
type ScenePage = Window & {
  scenes: { name: string; viewers: string[] }[];
  showScene(name: string, viewer: string, theme: 'light' | 'dark'): boolean;
};

/** The action popover's width in the manifest. */
const POPOVER_WIDTH = POPOVER_SIZE.width;

const server = sharedDevServer();
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await sharedChromium();
  page = await browser.newPage({
    viewport: { width: POPOVER_WIDTH, height: 600 },
    reducedMotion: 'reduce',
  });
  // The scenes' tables keep time from 0, as the screenshots do: a staredown shows its clock running.
  await page.clock.setFixedTime(12_000);
  await page.goto(`${server.url}/scripts/screenshots.html`);
  await page.locator('body[data-ready="yes"]').waitFor({ state: 'attached' });
});

afterAll(async () => {
  await browser?.close();
});

/** What on this screen is wider than the popover or cut short in its box, each said with the element and its text. */
const overflowing = () =>
  page.evaluate(() => {
    const html = document.documentElement;
    const width = html.clientWidth;
    const found: string[] = [];
    if (html.scrollWidth > width)
      found.push(`the page scrolls sideways: ${html.scrollWidth} px in ${width} px`);
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}> “${(el.textContent ?? '').trim().slice(0, 40)}”`;
    for (const el of document.querySelectorAll('#app *')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5)
        found.push(`${name(el)} reaches ${Math.round(box.left)}–${Math.round(box.right)} px`);
      // Content wider than its own box: clipped where the box hides it, spilling over its neighbours where it does not.
      if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
        found.push(`${name(el)} holds ${el.scrollWidth} px in ${el.clientWidth} px`);
    }
    return found;
  });

describe('every panel fits the popover', () => {
  it('every scene, for every seat, in light and dark: no sideways scroll, nothing cut short', async () => {
    const scenes = await page.evaluate(() => (window as unknown as ScenePage).scenes);
    expect(scenes.length).toBeGreaterThan(10);
    const problems: string[] = [];
    let screens = 0;
    for (const theme of ['light', 'dark'] as const) {
      for (const { name, viewers } of scenes) {
        for (const viewer of viewers) {
          expect(
            await page.evaluate(
              ([n, v, t]) => (window as unknown as ScenePage).showScene(n, v, t),
              [name, viewer, theme] as const,
            ),
            `${name} for ${viewer}`,
          ).toBe(true);
          // Drawn: the panel's heading (or the recovery's) is on screen.
          expect(await page.locator('#app h1').count(), `${name} for ${viewer}`).toBeGreaterThan(0);
          screens++;
          problems.push(...(await overflowing()).map((p) => `${name}, ${viewer}, ${theme}: ${p}`));
        }
      }
    }
    // Every scene has the GM, at least two seated players and a player without a seat.
    expect(screens).toBeGreaterThanOrEqual(scenes.length * 2 * 4);
    expect(problems).toEqual([]);
  });
});
