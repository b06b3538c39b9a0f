/**
 * "In every phase of every game, for every seat, the popover as it opens (its first 600 px, no scrolling) shows
 * what you may do now" (issue 47): a round of each of the seven games is played at random with seeded dice, and at
 * every step each seat the table waits on (the GM when it waits on none, and the GM at the payout) is drawn by the
 * popover's own panels at the popover's size. One of the buttons lying wholly in the first 600 px must send a move
 * of the round when clicked, and nothing may scroll sideways. Each seat's screen in each phase is also checked for
 * accessibility (axe-core): no serious or critical finding. Then, on each game's first acting screen: the keyboard
 * reaches its moves top to bottom with a visible focus ring, a touch screen gets buttons at least 36 px tall, and a
 * new die rolls in unless the player asked for reduced motion.
 */
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedChromium, sharedDevServer } from './fileSandbox';
import type { GameId } from '../../machines/catalog';

type GlancePage = Window & {
  glance: {
    games: GameId[];
    start(game: GameId, seed: number): void;
    acting(): { phase: string; inRound: boolean; seats: string[] };
    show(viewer: string): Promise<void>;
    tryMove(index: number): Promise<string | null>;
    step(): boolean;
  };
};
type AxeWindow = Window & {
  axe: {
    run(
      context: string,
      options: object,
    ): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
  };
};

const POPOVER = { width: 400, height: 600 };
/** What the table does between rounds, or what ends a seat's part in it (glance.page.tsx): not a move of the round. */
const NOT_A_ROUND_MOVE = new Set([
  'VOID_ROUND',
  'BACK_TO_LOBBY',
  'LEAVE',
  'SET_PURSE',
  'REMOVE_SEAT',
]);

const server = sharedDevServer();
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await sharedChromium();
  page = await browser.newPage({ viewport: POPOVER, reducedMotion: 'reduce' });
  await page.clock.setFixedTime(12_000);
  await page.goto(`${server.url}/tests/browser/glance/glance.html`);
  await page.locator('body[data-ready="yes"]').waitFor({ state: 'attached' });
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
});

afterAll(async () => {
  await browser?.close();
});

/** The indexes (among the popover's buttons) of the enabled ones lying wholly in its first screen; and whether it scrolls sideways. */
const firstScreen = () =>
  page.evaluate((height) => {
    const html = document.documentElement;
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('#app button')];
    const inView = buttons.flatMap((b, i) => {
      const box = b.getBoundingClientRect();
      const shown = box.width > 0 && box.top >= 0 && box.bottom <= height;
      return shown && !b.disabled && !b.closest('details') ? [i] : [];
    });
    // A sum of gold in the seats table stays on one line ("116 gp", never "116" over "gp"); a note beside it may not.
    const cells = document.querySelectorAll(
      '#app .seats td:is([data-col="Purse"], [data-col="Bet"], [data-col="Stake"], [data-col="Coins"])',
    );
    const wrapped = [...cells].flatMap((cell) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const found: string[] = [];
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const gold = /\d+\s*gp/.exec(text.textContent ?? '');
        if (!gold) continue;
        const range = document.createRange();
        range.setStart(text, gold.index);
        range.setEnd(text, gold.index + gold[0].length);
        if (new Set([...range.getClientRects()].map((r) => Math.round(r.bottom))).size > 1)
          found.push(gold[0]);
      }
      return found;
    });
    return { inView, sideways: html.scrollWidth > html.clientWidth, wrapped };
  }, POPOVER.height);

/** Serious and critical accessibility findings on the drawn popover. */
const accessibility = () =>
  page.evaluate(async () => {
    const { violations } = await (window as unknown as AxeWindow).axe.run('#app', {
      resultTypes: ['violations'],
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });

/** A move of the round among the first screen's buttons, by clicking each in turn; null when none sends one. */
async function moveInView(inView: number[]): Promise<string | null> {
  for (const index of inView) {
    const type = await page.evaluate(
      (i) => (window as unknown as GlancePage).glance.tryMove(i),
      index,
    );
    if (type && !NOT_A_ROUND_MOVE.has(type)) return type;
  }
  return null;
}

async function playAndLook(game: GameId, seed: number) {
  const problems: string[] = [];
  const looked = new Set<string>();
  const moves = new Set<string>();
  await page.evaluate(([g, s]) => (window as unknown as GlancePage).glance.start(g, s), [
    game,
    seed,
  ] as const);
  for (let steps = 0; steps < 400; steps++) {
    const { phase, inRound, seats } = await page.evaluate(() =>
      (window as unknown as GlancePage).glance.acting(),
    );
    for (const seat of inRound ? seats : ['gm']) {
      await page.evaluate((v) => (window as unknown as GlancePage).glance.show(v), seat);
      const where = `${game}, ${phase}, ${seat}`;
      if (!looked.has(`${phase}/${seat}`)) {
        looked.add(`${phase}/${seat}`);
        problems.push(...(await accessibility()).map((p) => `${where}: ${p}`));
      }
      const { inView, sideways, wrapped } = await firstScreen();
      if (sideways) problems.push(`${where}: the popover scrolls sideways`);
      problems.push(...wrapped.map((gold) => `${where}: "${gold}" wraps in the seats table`));
      const move = await moveInView(inView);
      if (move) moves.add(move);
      else problems.push(`${where}: no move of the round in the first ${POPOVER.height} px`);
    }
    if (!inRound) break;
    const moved = await page.evaluate(() => (window as unknown as GlancePage).glance.step());
    expect(moved, `${game} stuck in ${phase}`).toBe(true);
  }
  return { problems, looked: [...looked], moves: [...moves] };
}

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

describe('the table at a glance', () => {
  it('every game, every phase of a round, every acting seat: a move in the first 600 px, no sideways scroll, no serious accessibility finding', async () => {
    const games = await page.evaluate(() => (window as unknown as GlancePage).glance.games);
    expect(games).toHaveLength(7);
    const problems: string[] = [];
    for (const game of games) {
      const result = await playAndLook(game, 7);
      // A played round: the lobby's start, its phases (In Between's can be a single throw, the
      // watchers' wagers never holding it), the payout's next round.
      expect(result.looked.length, game).toBeGreaterThanOrEqual(2);
      expect(result.moves, game).toContain('NEXT_ROUND');
      problems.push(...result.problems);
    }
    expect(problems).toEqual([]);
  });

  it('Classic\u2019s cheat after a roll: rows of labelled choices, no serious accessibility finding, 36 px on touch', async () => {
    const touch = await browser.newPage({ viewport: POPOVER, hasTouch: true, isMobile: true });
    await touch.goto(`${server.url}/tests/browser/glance/glance.html`);
    await touch.locator('body[data-ready="yes"]').waitFor({ state: 'attached' });
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
    expect(await accessibility()).toEqual([]);
    const short = await touch.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('#app .cheat-picker .choice')]
        .map((c) => c.getBoundingClientRect().height)
        .filter((h) => h < 36),
    );
    expect(await touch.locator('#app .cheat-picker .choice').count()).toBeGreaterThan(0);
    expect(short).toEqual([]);
    await touch.close();
  });

  it('each game: moves in a top-to-bottom keyboard order with a focus ring, 36 px on touch, a die that rolls in', async () => {
    const touch = await browser.newPage({ viewport: POPOVER, hasTouch: true, isMobile: true });
    const moving = await browser.newPage({ viewport: POPOVER, reducedMotion: 'no-preference' });
    for (const p of [touch, moving]) {
      await p.goto(`${server.url}/tests/browser/glance/glance.html`);
      await p.locator('body[data-ready="yes"]').waitFor({ state: 'attached' });
    }
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
      await openingScreen(touch, game);
      const short = await touch.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('#app button, #app select')]
          .filter(
            (b) => b.getBoundingClientRect().width > 0 && b.getBoundingClientRect().height < 36,
          )
          .map(
            (b) =>
              `${(b.textContent ?? '').trim().slice(0, 30)}: ${Math.round(b.getBoundingClientRect().height)} px`,
          ),
      );
      problems.push(...short.map((b) => `${game}, touch: ${b}`));
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
});
