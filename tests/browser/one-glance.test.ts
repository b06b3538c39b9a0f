/**
 * "In every phase of every game, for every seat, the popover as it opens (its first 600 px, no scrolling) shows
 * what you may do now" (issues 47 and 54): a round of each of the seven games is played at random with seeded dice,
 * in the page (glance/survey.ts), and at every step the popover of each seat the table waits on, the GM's, and
 * each other player's are drawn by the popover's own panels at the popover's size and measured: a move of the round
 * in the first screen for a seat to act; the GM's first move there, an NPC's the GM plays first when the table waits
 * on it, a purse asked for above everything; a player's own side moves there when not to act. The GM is surveyed at
 * 1 to 8 seats, with NPCs taken over. Nothing may scroll sideways, and each screen is checked for accessibility.
 * Then the keyboard and the pointer: the moves in a top-to-bottom order with a focus ring, every control 36 px tall
 * under a mouse and on touch, the arrow keys along a row of dice, focus on the next move after a move, the question
 * before a void opening beside its button, the game's whole name on the lobby's choice, and a new die rolling in
 * unless the player asked for reduced motion.
 */
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedChromium, sharedDevServer } from './fileSandbox';
import type { GameId } from '../../machines/catalog';
import type { Acting, Setup, Survey, SurveyOptions } from './glance/survey';

type GlancePage = Window & {
  glance: {
    games: GameId[];
    start(game: GameId, seed: number, setup?: Setup, lobby?: boolean): void;
    acting(): Acting;
    show(viewer: string): Promise<void>;
    step(): boolean;
    stepUntil(done: (acting: Acting) => boolean): boolean;
    live(viewer: string): Promise<void>;
    survey(game: GameId, seed: number, setup: Setup, options: SurveyOptions): Promise<Survey>;
  };
};

const POPOVER = { width: 400, height: 600 };
/**
 * The GM's tables beside the three players of the first test: one seat; two, one an NPC the GM took over; eight, four
 * of them NPCs (two taken over, two playing themselves), with a purse asked for.
 */
const GM_SETUPS: Setup[] = [
  { players: 1 },
  { players: 1, npcs: 1, takenOver: 1 },
  { players: 4, npcs: 4, takenOver: 2, asks: 9_999 },
];

const server = sharedDevServer();
let browser: Browser;
let page: Page;

async function openGlance(on: Page) {
  await on.goto(`${server.url}/tests/browser/glance/glance.html`);
  await on.locator('body[data-ready="yes"]').waitFor({ state: 'attached' });
}

beforeAll(async () => {
  browser = await sharedChromium();
  page = await browser.newPage({ viewport: POPOVER, reducedMotion: 'reduce' });
  await page.clock.setFixedTime(12_000);
  await openGlance(page);
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
});

afterAll(async () => {
  await browser?.close();
});

const survey = (game: GameId, setup: Setup, options: SurveyOptions) =>
  page.evaluate(([g, s, o]) => (window as unknown as GlancePage).glance.survey(g, 7, s, o), [
    game,
    setup,
    options,
  ] as const);

/** Draws the first seat the table waits on, in `on`, after the start of a round of `game`. */
async function openingScreen(on: Page, game: GameId) {
  await on.evaluate((g) => {
    const glance = (window as unknown as GlancePage).glance;
    glance.start(g, 7);
    return glance.show(glance.acting().seats[0]!);
  }, game);
}

/** Tabs through the popover: each stop's tag, whether its focus ring shows, and its top edge. */
const tabStops = (on: Page, count: number) =>
  on.evaluate(async (n) => {
    (document.activeElement as HTMLElement | null)?.blur();
    const stops: { tag: string; ring: boolean; top: number; left: number }[] = [];
    const first = document.querySelector<HTMLElement>(
      '#app button, #app summary, #app input, #app select',
    );
    first?.focus();
    for (let i = 0; i < n && document.activeElement instanceof HTMLElement; i++) {
      const el = document.activeElement;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      stops.push({
        tag: el.tagName,
        ring: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
        top: box.top + window.scrollY,
        left: box.left,
      });
      // The browser's own order: the next focusable element after this one, as Tab would go.
      const all = [
        ...document.querySelectorAll<HTMLElement>(
          '#app button:not(:disabled), #app summary, #app input:not(:disabled), #app select:not(:disabled), #app [tabindex="0"]',
        ),
      ];
      const next = all[all.indexOf(el) + 1];
      if (!next) break;
      next.focus();
    }
    return stops;
  }, count);

/** The controls drawn shorter than 36 px, in words. */
const shortControls = (on: Page) =>
  on.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#app :is(button, select, input, summary)')]
      .filter((b) => b.getBoundingClientRect().width > 0 && b.getBoundingClientRect().height < 36)
      .filter((b) => !b.closest('details:not([open])') || b.tagName === 'SUMMARY')
      .map(
        (b) =>
          `${b.tagName} ${(b.textContent ?? '').trim().slice(0, 30)}: ${Math.round(b.getBoundingClientRect().height)} px`,
      ),
  );

/** The focused element, said: its text, and whether it is the first enabled move of the panel. */
const focused = (on: Page) =>
  on.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const firstMove = document.querySelector('#app main [role="group"] button:not(:disabled)');
    return {
      text: (el?.textContent ?? '').trim().slice(0, 40),
      inPanel: Boolean(el?.closest('#app main')),
      body: el === document.body || el === null,
      firstMove: el === firstMove,
    };
  });

describe('the table at a glance', () => {
  it('every game, every phase: a move in the first 600 px for the seat to act, the GM and a player not to act; no sideways scroll; no serious accessibility finding', async () => {
    const games = await page.evaluate(() => (window as unknown as GlancePage).glance.games);
    expect(games).toHaveLength(7);
    const problems: string[] = [];
    for (const game of games) {
      const result = await survey(game, { players: 3 }, { bystanders: true, axe: true, gm: true });
      // A played round: the lobby, its phases (In Between's can be a single throw, the watchers' wagers never
      // holding it), the payout's next round.
      expect(result.looked.length, game).toBeGreaterThanOrEqual(3);
      expect(result.moves, game).toContain('NEXT_ROUND');
      problems.push(...result.problems);
    }
    expect(problems).toEqual([]);
  });

  it('the GM at 1 to 8 seats, with NPCs taken over and a purse asked for: the first move, the waiting NPC’s first, in the first 600 px', async () => {
    const games = await page.evaluate(() => (window as unknown as GlancePage).glance.games);
    const problems: string[] = [];
    for (const setup of GM_SETUPS)
      for (const game of games)
        problems.push(...(await survey(game, setup, { gm: true, players: false })).problems);
    expect(problems).toEqual([]);
  });

  it('Classic\u2019s cheat after a roll: rows of labelled choices, no serious accessibility finding, 36 px on touch', async () => {
    const touch = await browser.newPage({ viewport: POPOVER, hasTouch: true, isMobile: true });
    await openGlance(touch);
    for (const on of [page, touch]) {
      // The first seat opens (the only move it has), and its popover shows the keep-or-cheat decision.
      await on.evaluate(() => {
        const glance = (window as unknown as GlancePage).glance;
        glance.start('twenty-one-classic', 7);
        glance.step();
        return glance.show(glance.acting().seats[0]!);
      });
    }
    const cheat = page.locator('#app fieldset[aria-label="Cheat"]');
    expect(await cheat.locator('select').count()).toBe(0);
    for (const row of ['Die', 'To', 'How'])
      expect(
        await cheat.getByRole('group', { name: row }).getByRole('radio').count(),
      ).toBeGreaterThan(0);
    const serious = await page.evaluate(async () => {
      const { violations } = await (
        window as unknown as {
          axe: {
            run(c: string, o: object): Promise<{ violations: { impact: string; id: string }[] }>;
          };
        }
      ).axe.run('#app', { resultTypes: ['violations'] });
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id);
    });
    expect(serious).toEqual([]);
    const short = await touch.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('#app .cheat-picker .choice')]
        .map((c) => c.getBoundingClientRect().height)
        .filter((h) => h < 36),
    );
    expect(await touch.locator('#app .cheat-picker .choice').count()).toBeGreaterThan(0);
    expect(short).toEqual([]);
    await touch.close();
  });

  it('each game: moves in a top-to-bottom keyboard order with a focus ring, 36 px under a mouse and on touch, a die that rolls in', async () => {
    const touch = await browser.newPage({ viewport: POPOVER, hasTouch: true, isMobile: true });
    const moving = await browser.newPage({ viewport: POPOVER, reducedMotion: 'no-preference' });
    for (const p of [touch, moving]) await openGlance(p);
    const games = await page.evaluate(() => (window as unknown as GlancePage).glance.games);
    const problems: string[] = [];
    for (const game of games) {
      await openingScreen(page, game);
      await page.keyboard.press('Tab');
      const stops = await tabStops(page, 40);
      expect(stops.length, game).toBeGreaterThan(0);
      for (const [i, stop] of stops.entries()) {
        if (!stop.ring) problems.push(`${game}: stop ${i} (${stop.tag}) shows no focus ring`);
        const before = stops[i - 1];
        // Top to bottom, left to right within a row.
        if (before && stop.top < before.top - 4)
          problems.push(`${game}: stop ${i} (${stop.tag}) is above the stop before it`);
      }
      problems.push(...(await shortControls(page)).map((b) => `${game}, mouse: ${b}`));
      await openingScreen(touch, game);
      problems.push(...(await shortControls(touch)).map((b) => `${game}, touch: ${b}`));
      await openingScreen(moving, game);
      const motion = async (on: Page) =>
        on.evaluate(() => {
          const die = document.querySelector('#app .die');
          return die ? getComputedStyle(die).animationName : null;
        });
      const [rolls, still] = [await motion(moving), await motion(page)];
      if (rolls !== null) {
        if (rolls === 'none') problems.push(`${game}: a new die does not roll in`);
        if (still !== 'none') problems.push(`${game}: a die moves under reduced motion`);
      }
    }
    await touch.close();
    await moving.close();
    expect(problems).toEqual([]);
  });

  it('the arrow keys move along a row of dice; after a move, focus goes on to the next move, and Tab from there', async () => {
    // Standard: the first player to buy a die, their popover live.
    await page.evaluate(async () => {
      const glance = (window as unknown as GlancePage).glance;
      glance.start('twenty-one', 7);
      glance.stepUntil((a) => a.phase === 'betting' && a.seats[0] !== 'gm');
      await glance.live(glance.acting().seats[0]!);
    });
    const dice = page.locator('#app .dice-row button');
    const labels = await dice.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(labels.length).toBeGreaterThan(2);
    await dice.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      labels[1],
    );
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      labels.at(-1),
    );
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      labels.at(-2),
    );
    // The die is bought: the button is gone with the view it belonged to, and focus is on the panel's next move.
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.activeElement !== document.activeElement?.ownerDocument.body,
    );
    const after = await focused(page);
    expect(after, JSON.stringify(after)).toMatchObject({
      body: false,
      inPanel: true,
      firstMove: true,
    });
    const before = after.text;
    await page.keyboard.press('Tab');
    const next = await focused(page);
    expect(next.inPanel).toBe(true);
    expect(next.text).not.toBe(before);
    // Three-Dragon Ante: the dice a seat may reveal are a row too.
    await page.evaluate(async () => {
      const glance = (window as unknown as GlancePage).glance;
      glance.start('three-dragon-ante', 7);
      await glance.live(glance.acting().seats[0]!);
    });
    const reveal = page.locator('#app .own-dice button');
    expect(await reveal.count()).toBeGreaterThan(1);
    await reveal.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await reveal.nth(1).evaluate((b) => b === document.activeElement)).toBe(true);
  });

  it('the question before a void opens beside its button, and Escape keeps playing; the lobby names the whole game', async () => {
    await page.evaluate(async () => {
      const glance = (window as unknown as GlancePage).glance;
      glance.start('twenty-one', 7);
      await glance.live('gm');
    });
    const voidButton = page.getByRole('button', { name: /^Void the round/ });
    await voidButton.click();
    const question = page.getByRole('alertdialog');
    const [button, box] = [await voidButton.boundingBox(), await question.boundingBox()];
    // Just under the button, not at the panel's foot.
    expect(box!.y - (button!.y + button!.height)).toBeGreaterThanOrEqual(0);
    expect(box!.y - (button!.y + button!.height)).toBeLessThan(16);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep playing');
    await page.keyboard.press('Escape');
    expect(await question.count()).toBe(0);
    expect(await voidButton.evaluate((b) => b === document.activeElement)).toBe(true);
    // The lobby's game choice shows the whole name of the game chosen, whichever it is.
    await page.evaluate(async () => {
      const glance = (window as unknown as GlancePage).glance;
      glance.start('twenty-one', 7, { players: 2 }, true);
      await glance.show('gm');
    });
    const choice = page.getByRole('form', { name: 'Game' }).locator('select');
    const cut: string[] = [];
    for (const game of await page.evaluate(() => (window as unknown as GlancePage).glance.games)) {
      await choice.selectOption(game);
      const fits = await choice.evaluate((select: HTMLSelectElement) => {
        const text = select.selectedOptions[0]!.text;
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = getComputedStyle(select).font;
        // The closed choice's own padding and arrow take about 28 px.
        return context.measureText(text).width + 28 <= select.clientWidth ? null : text;
      });
      if (fits) cut.push(fits);
    }
    expect(cut).toEqual([]);
  });
});
