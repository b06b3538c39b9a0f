/**
 * Owlbear verifies an extension that works on phones and tablets, legible in both themes. Every scene of every game
 * (tests/panels/scenes.ts: each phase, as each seat sees it), drawn by the popover's own panels in Chromium:
 * - on a touch screen, as wide as a phone's (375×667: the popover cannot be wider than the screen) and at the
 *   popover's own 400×600 (a tablet's screen, 768×1024, holds it whole): nothing scrolls sideways, and every control
 *   can be tapped: inside the screen's width, the first thing under a finger at its middle, at least 36 px tall.
 *   In each scene a real tap on the first of the seat's moves reaches it.
 * - in the light theme and in the dark, axe's colour-contrast rule finds nothing on the GM's screen and a player's.
 */
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedChromium, sharedDevServer } from './fileSandbox';
import { POPOVER_SIZE } from '../../publish/manifest';

/** What the scene page (scripts/screenshots.page.tsx) offers when opened without a scene. */
type ScenePage = Window & {
  scenes: { name: string; viewers: string[] }[];
  showScene(name: string, viewer: string, theme: 'light' | 'dark'): boolean;
};
type AxeWindow = Window & {
  axe: {
    run(
      context: string,
      options: object,
    ): Promise<{
      violations: { id: string; nodes: { target: string[]; failureSummary?: string }[] }[];
    }>;
  };
};

const PHONE = { width: 375, height: 667 };
/** The seats whose screens axe reads in every scene: the GM's, and a seated player's. */
const READ_BY_AXE = ['gm', 'ana'];
/** The controls a finger taps: what is disabled is not one. */
const CONTROLS = '#app :is(button, select, input, summary, textarea):not(:disabled)';

const server = sharedDevServer();
let browser: Browser;

beforeAll(async () => {
  browser = await sharedChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function scenePage(options: Parameters<Browser['newPage']>[0]): Promise<Page> {
  const page = await browser.newPage({ reducedMotion: 'reduce', ...options });
  await page.goto(`${server.url}/scripts/screenshots.html`);
  await page.locator('body[data-ready="yes"]').waitFor({ state: 'attached' });
  return page;
}

const scenesOf = (page: Page) => page.evaluate(() => (window as unknown as ScenePage).scenes);

async function show(page: Page, name: string, viewer: string, theme: 'light' | 'dark') {
  const shown = await page.evaluate(
    ([n, v, t]) => (window as unknown as ScenePage).showScene(n, v, t),
    [name, viewer, theme] as const,
  );
  expect(shown, `${name} for ${viewer}`).toBe(true);
}

/**
 * What on the screen a finger could not use, each in words: a sideways scroll, a control reaching past the screen's
 * edge, under something else at its middle, or shorter than 36 px (a radio button or a checkbox by its label, which
 * the finger taps). Marks the first of the seat's moves (`data-tap`) for a real tap.
 */
const untappable = (page: Page) =>
  page.evaluate((selector) => {
    const html = document.documentElement;
    const width = html.clientWidth;
    const found: string[] = [];
    if (html.scrollWidth > width)
      found.push(`the page scrolls sideways: ${html.scrollWidth} px in ${width} px`);
    // A control inside a closed <details> is not on screen until its summary (a control itself) is tapped.
    const folded = (el: Element) =>
      (el.tagName === 'SUMMARY' ? el.parentElement?.parentElement : el)?.closest(
        'details:not([open])',
      );
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      if (folded(control)) continue;
      const small = control.matches('input[type="radio"], input[type="checkbox"]');
      const target = (small ? control.closest('label') : null) ?? control;
      let box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // Below the fold, it is scrolled to first, as a finger would.
      if (box.top < 0 || box.bottom > innerHeight) {
        target.scrollIntoView({ block: 'center', inline: 'nearest' });
        box = target.getBoundingClientRect();
      }
      const name = `<${control.tagName.toLowerCase()}> “${(target.textContent ?? '').trim().slice(0, 40)}”`;
      if (box.left < -0.5 || box.right > width + 0.5)
        found.push(`${name} reaches ${Math.round(box.left)}–${Math.round(box.right)} px`);
      if (box.height < 36) found.push(`${name} is ${Math.round(box.height)} px tall`);
      const middle = document.elementFromPoint(
        Math.min(Math.max((box.left + box.right) / 2, 0), width - 1),
        (box.top + box.bottom) / 2,
      );
      if (!middle || !target.contains(middle))
        found.push(`${name} lies under <${middle?.tagName.toLowerCase()}> at its middle`);
    }
    document.querySelector('[data-tap]')?.removeAttribute('data-tap');
    const move = document.querySelector(
      `#app :is([role="group"], fieldset)[aria-label="Your moves"] button:not(:disabled)`,
    );
    move?.setAttribute('data-tap', '');
    return { found, move: move !== null };
  }, CONTROLS);

/** Taps the marked move for real and says whether its button received the click. */
async function tapReaches(page: Page): Promise<boolean> {
  await page.evaluate(() => {
    const button = document.querySelector('[data-tap]')!;
    button.addEventListener('click', () => button.setAttribute('data-tapped', ''), { once: true });
  });
  await page.locator('[data-tap]').tap();
  return page
    .locator('[data-tap][data-tapped]')
    .count()
    .then((n) => n === 1);
}

describe('on phones and tablets, in both themes', () => {
  it('every scene of every game, for every seat, on a touch screen as wide as a phone’s and at the popover’s size: every control can be tapped', async () => {
    const problems: string[] = [];
    let tapped = 0;
    for (const [device, viewport] of [
      ['phone', PHONE],
      ['tablet', POPOVER_SIZE],
    ] as const) {
      const page = await scenePage({ viewport, hasTouch: true });
      // The panels' own rule for a touch screen applies: the 36 px below are theirs.
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
      for (const { name, viewers } of await scenesOf(page)) {
        let tappedHere = false;
        for (const viewer of viewers) {
          await show(page, name, viewer, 'dark');
          const { found, move } = await untappable(page);
          problems.push(...found.map((p) => `${device}, ${name}, ${viewer}: ${p}`));
          // One real tap a scene, on the phone: on the first seat that has a move.
          if (device === 'phone' && move && !tappedHere) {
            if (await tapReaches(page)) tapped++;
            else problems.push(`${device}, ${name}, ${viewer}: a tap on the first move misses it`);
            tappedHere = true;
          }
        }
      }
      await page.close();
    }
    expect(problems).toEqual([]);
    expect(tapped).toBeGreaterThan(10);
  });

  it('axe’s colour-contrast rule finds nothing in any scene, in the light theme or the dark', async () => {
    const page = await scenePage({ viewport: POPOVER_SIZE });
    await page.addScriptTag({
      path: createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
    });
    const scenes = await scenesOf(page);
    const problems: string[] = [];
    let read = 0;
    for (const theme of ['light', 'dark'] as const)
      for (const { name, viewers } of scenes)
        for (const viewer of viewers.filter((v) => READ_BY_AXE.includes(v))) {
          await show(page, name, viewer, theme);
          const found = await page.evaluate(async () => {
            const { violations } = await (window as unknown as AxeWindow).axe.run('#app', {
              runOnly: ['color-contrast'],
              resultTypes: ['violations'],
            });
            return violations.flatMap((v) =>
              v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? v.id}`),
            );
          });
          read++;
          problems.push(...found.map((p) => `${name}, ${viewer}, ${theme}: ${p}`));
        }
    expect(read).toBe(scenes.length * READ_BY_AXE.length * 2);
    expect(problems).toEqual([]);
    await page.close();
  });
});
