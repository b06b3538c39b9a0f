/**
 * One way to play the sandbox in any engine: read every seat through the probe (./probe.ts, run in the page), act
 * through the engine's own driver as a player's pointer and keyboard would (a real click, real typing, on the element
 * the probe marked in the seat's popover). Chromium and Firefox are driven by playwright-core, WebKit by WebDriver.
 */
import type { Browser, Page } from 'playwright-core';
import type * as Probe from './probe';
import { WEBKIT_WINDOW, type WebKitSession } from './webkit';

type ProbeFn = {
  [K in keyof typeof Probe]: (typeof Probe)[K] extends (...args: never[]) => unknown ? K : never;
}[keyof typeof Probe];

/** Where the page imports the probe from: the dev server that serves the sandbox serves the tests' sources too. */
const PROBE_URL = '/tests/browser/engines/probe.ts';

export interface EngineDriver {
  readonly engine: string;
  /** Loads the sandbox page; the probe then answers from it. */
  open(url: string): Promise<void>;
  probe<F extends ProbeFn>(
    fn: F,
    ...args: Parameters<(typeof Probe)[F]>
  ): Promise<Awaited<ReturnType<(typeof Probe)[F]>>>;
  /** Clicks the element `selector` finds in the seat's popover. */
  click(seat: string, selector: string): Promise<void>;
  /** Replaces the text of the field `selector` finds in the seat's popover by typing `text`. */
  fill(seat: string, selector: string, text: string): Promise<void>;
  /** Picks the option whose words contain `label` in the `<select>` `selector` finds. */
  select(seat: string, selector: string, label: string): Promise<void>;
  close(): Promise<void>;
}

const actionFrame = (seat: string) =>
  `[data-seat-card][data-seat-name="${seat.replace(/["\\]/g, '\\$&')}"] iframe[data-frame="action"]`;

/** The call the page evaluates: the probe's function `fn` with `args` (plain JSON). */
const probeCall = (fn: string, args: unknown[]) =>
  `import(${JSON.stringify(PROBE_URL)}).then((probe) => probe[${JSON.stringify(fn)}](...${JSON.stringify(args)}))`;

/** A new context of a playwright-core browser (Chromium or Firefox), at `viewport`. */
export async function playwrightDriver(
  engine: string,
  browser: Browser,
  viewport = { width: 1600, height: 1000 },
): Promise<EngineDriver> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page: Page = await context.newPage();
  const frame = (seat: string) => page.frameLocator(actionFrame(seat));
  return {
    engine,
    async open(url) {
      await page.goto(url);
    },
    probe: (fn, ...args) => page.evaluate(probeCall(fn, args)),
    click: (seat, selector) => frame(seat).locator(selector).click(),
    async fill(seat, selector, text) {
      // As a player replaces a number: select it all, and type. (playwright-core's `fill` leaves a number field's
      // old digits in Firefox ESR over BiDi, typing after them: "20" and "7" make "207".)
      const field = frame(seat).locator(selector);
      await field.click();
      await field.press('ControlOrMeta+a');
      await field.pressSequentially(text);
    },
    async select(seat, selector, label) {
      const option = frame(seat).locator(`${selector} option`, { hasText: label });
      await frame(seat)
        .locator(selector)
        .selectOption({ label: await option.first().innerText() });
    },
    close: () => context.close(),
  };
}

/** A WebKit session driven by WebDriver: each act enters the seat's popover frame, and leaves it. */
export function webdriverDriver(session: WebKitSession): EngineDriver {
  const inFrame = async <T>(seat: string, act: () => Promise<T>): Promise<T> => {
    await session.switchToFrame(await session.find(actionFrame(seat)));
    try {
      return await act();
    } finally {
      await session.switchToFrame(null);
    }
  };
  const driver: EngineDriver = {
    engine: `WebKit ${session.version}`,
    async open(url) {
      // Every seat's popover side by side, and tall enough for the GM's lobby: WebKit's WebDriver misses an element
      // of a frame while the page around it is scrolled, now and then, so the page is never scrolled.
      await session.setWindowSize(WEBKIT_WINDOW.width, WEBKIT_WINDOW.height);
      await session.navigate(url);
    },
    async probe(fn, ...args) {
      const answer = await session.executeAsync<{ ok?: unknown; error?: string }>(
        `const done = arguments[arguments.length - 1];
         ${probeCall(fn, args)}.then((ok) => done({ ok }), (e) => done({ error: String(e && e.stack || e) }));`,
      );
      if (answer.error !== undefined) throw new Error(`probe.${fn}: ${answer.error}`);
      return answer.ok as never;
    },
    click: (seat, selector) =>
      inFrame(seat, async () => session.click(await session.find(selector))),
    fill: (seat, selector, text) =>
      inFrame(seat, async () => {
        const field = await session.find(selector);
        await session.clear(field);
        await session.type(field, text);
      }),
    async select(seat, selector, label) {
      const option = await driver.probe('markOption', seat, selector, label);
      if (!option) throw new Error(`${seat}: no option “${label}” in ${selector}`);
      // WebDriver selects an option by clicking it, firing the select's input and change events.
      await driver.click(seat, option);
    },
    close: () => session.close(),
  };
  return driver;
}
