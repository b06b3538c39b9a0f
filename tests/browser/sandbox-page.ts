/**
 * The sandbox page in its own browser context: opening it on a starting table, its controls (seats, theme, room),
 * its traffic log, and the real-room conditions it can put on the seats.
 */
import { rm } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { SandboxSnapshot } from '../../src/sandbox/debug';
import type { HiddenTab } from '../../src/sandbox/hiddenTab';
import type { TrafficEntry, TrafficKind, Direction } from '../../src/sandbox/traffic';
import { CHROMIUM_ARGS, CHROMIUM_PATH, regularProfile } from './launch';
import {
  WAIT_MS,
  cssString,
  seatHandle,
  waitForAllSeats,
  waitForSeatPages,
  type SeatHandle,
} from './seats';

export interface OpenOptions {
  /** Manifest path or URL (default: the extension's own `/manifest.json`). */
  manifest?: string;
  /**
   * Starting table, e.g. `['GM:GM:drop=100', 'Ana', 'Brom:PLAYER:closed']` (role defaults to PLAYER; `closed`: popover
   * closed; `drop=<percent>`, `delay=<ms>`: the seat's network). Default: GM, Ana, Brom, Cyra.
   */
  seats?: string[];
  /** A fixed room id instead of a fresh one. */
  room?: string;
  viewport?: { width: number; height: number };
  /** `LOCAL` broadcast copies arrive without the sender's `connectionId`. */
  omitLocalConnectionId?: boolean;
  /** Other extensions' keys fill the room metadata to about this many bytes before any page loads. */
  prefillRoomMetadata?: number;
  /** The extension's pages come from another site than the sandbox page, so their storage is third-party. */
  crossSite?: boolean;
  /** The traffic pane starts hidden (`?traffic=closed`); the log records either way. */
  trafficClosed?: boolean;
  /**
   * A regular Chromium profile instead of the default context, which is like a private window: a private window refuses
   * storage to third-party frames, a regular one gives them storage partitioned under the top-level site (as a default
   * Chrome window does inside owlbear.rodeo). Launches a browser of its own, closed with the sandbox.
   */
  regularProfile?: boolean;
  /**
   * The pages animate as for a player who has not asked for reduced motion. By default they do not: ten panels on one
   * renderer thread repainting each new die and sum of gold cost about a third of a round's time, and no sandbox test
   * is about motion (tests/browser/one-glance.test.ts checks it on a page of its own).
   */
  motion?: boolean;
  /** Runs on the new browser context before the sandbox loads (e.g. `addInitScript` to break one page's storage). */
  beforeLoad?: (context: BrowserContext) => Promise<void>;
}

/** What a real room does, on demand (docs/sandbox.md, "Real-room conditions"); seats by name. */
export interface RoomConditions {
  setNetwork(seat: string, network: { delayMs?: number; dropRate?: number }): Promise<void>;
  ghost(seat: string, ms: number): Promise<void>;
  /** A new connection id for the seat; its pages keep running. Resolves with the new id. */
  reconnect(seat: string): Promise<string>;
  churnSelection(seat: string): Promise<void>;
  /** The seat's player metadata reads back empty after each reload (a fault reported of real rooms), or no more. */
  loseMetadataOnReload(seat: string, on: boolean): Promise<void>;
  /** The seat's tab goes to the background (its pages' timers throttled as Chrome does; Chrome's figures unless `how` shortens them), or comes back (null). */
  hideTab(seat: string, how: Partial<Omit<HiddenTab, 'since'>> | null): Promise<void>;
  omitLocalConnectionId(on: boolean): Promise<void>;
  fillRoomMetadata(totalBytes: number): Promise<void>;
  /** Removes every key `fillRoomMetadata` added, as a GM removing another extension's data. */
  removeOtherExtensions(): Promise<void>;
}

export interface TrafficFilter {
  seat?: string;
  kind?: TrafficKind;
  direction?: Direction;
  /** Exact message id, or a pattern. */
  id?: string | RegExp;
  /** Text the message's data JSON contains. */
  contains?: string;
}

export interface SandboxPage {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly url: string;
  /** Uncaught errors and console errors from the sandbox and every extension page. */
  readonly errors: string[];
  seat(name: string): SeatHandle;
  seatNames(): Promise<string[]>;
  addSeat(name: string, role?: 'GM' | 'PLAYER'): Promise<SeatHandle>;
  /** The seat's player opens another connection (a second tab); resolves with it, named `<name> (2)` and so on, once its pages loaded. */
  openConnection(name: string): Promise<SeatHandle>;
  /** Flips the sandbox theme; returns the new mode. */
  toggleTheme(): Promise<'LIGHT' | 'DARK'>;
  resetRoom(): Promise<void>;
  state(): Promise<SandboxSnapshot>;
  /** Every message recorded so far, oldest first; `in` is what a page received. */
  traffic(filter?: TrafficFilter): Promise<TrafficEntry[]>;
  /** Polls the traffic log until `filter` matches at least `count` entries. */
  waitForTraffic(filter: TrafficFilter, count?: number): Promise<TrafficEntry[]>;
  readonly conditions: RoomConditions;
  close(): Promise<void>;
}

/** Loads the sandbox page and waits until every seat's pages are attached and loaded. */
export async function openSandbox(
  baseUrl: string,
  browser: Browser,
  options: OpenOptions = {},
): Promise<SandboxPage> {
  const query = new URLSearchParams();
  if (options.manifest) query.set('manifest', options.manifest);
  if (options.seats) query.set('seats', options.seats.join(','));
  if (options.room) query.set('room', options.room);
  if (options.omitLocalConnectionId) query.set('localConnectionId', 'off');
  if (options.prefillRoomMetadata) query.set('prefill', String(options.prefillRoomMetadata));
  if (options.crossSite) query.set('crossSite', '');
  if (options.trafficClosed) query.set('traffic', 'closed');
  const url = `${baseUrl}/${query.size > 0 ? `?${query}` : ''}`;

  const viewport = options.viewport ?? { width: 1600, height: 1000 };
  const reducedMotion = options.motion ? 'no-preference' : 'reduce';
  const profile = options.regularProfile ? await regularProfile() : null;
  const context = profile
    ? await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_ARGS,
        viewport,
        reducedMotion,
      })
    : await browser.newContext({ viewport, reducedMotion });
  await options.beforeLoad?.(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push(`console (${message.location().url}): ${message.text()}`);
  });

  await page.goto(url);
  const failure = page.locator('[data-sandbox-error]');
  const firstSeat = page.locator('[data-seat-card]').first();
  await Promise.race([
    firstSeat.waitFor({ timeout: WAIT_MS }),
    failure.waitFor({ timeout: WAIT_MS }),
  ]);
  if (await failure.isVisible())
    throw new Error(`The sandbox failed to start: ${await failure.innerText()}`);

  const sandbox: SandboxPage = {
    page,
    context,
    url,
    errors,
    seat: (name) => seatHandle(page, name),
    seatNames: () =>
      page
        .locator('[data-seat-card]')
        .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.seatName ?? '')),
    async addSeat(name, role = 'PLAYER') {
      await page.locator('[data-control="new-seat-name"]').fill(name);
      await page.locator('[data-control="new-seat-role"]').selectOption(role);
      await page.locator('[data-control="add-seat"]').click();
      const seat = seatHandle(page, name);
      await seat.card.waitFor({ timeout: WAIT_MS });
      await waitForSeatPages(seat);
      return seat;
    },
    async openConnection(name) {
      const label = await page.evaluate((seat) => window.obrSandbox!.openConnection(seat), name);
      const seat = seatHandle(page, label);
      await seat.card.waitFor({ timeout: WAIT_MS });
      await waitForSeatPages(seat);
      return seat;
    },
    async toggleTheme() {
      const before = await themeOf(page);
      await page.locator('[data-control="theme"]').click();
      const after = before === 'DARK' ? 'LIGHT' : 'DARK';
      await page.locator(`.sandbox[data-theme="${after}"]`).waitFor({ timeout: WAIT_MS });
      return after;
    },
    async resetRoom() {
      const before = await page.locator('[data-field="room-id"]').innerText();
      await page.locator('[data-control="reset-room"]').click();
      await page.waitForFunction(
        (old) => document.querySelector('[data-field="room-id"]')?.textContent !== old,
        before,
        { timeout: WAIT_MS },
      );
      await waitForAllSeats(page);
    },
    state: () => page.evaluate(() => window.obrSandbox!.state()),
    async traffic(filter = {}) {
      const entries = await page.evaluate(() => window.obrSandbox!.traffic());
      return entries.filter((entry) => matches(entry, filter));
    },
    async waitForTraffic(filter, count = 1) {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const found = await sandbox.traffic(filter);
        if (found.length >= count) return found;
        if (Date.now() > deadline) {
          throw new Error(
            `Waited ${WAIT_MS} ms for ${count} traffic entries matching ${describeFilter(filter)}; saw ${found.length}`,
          );
        }
        await page.waitForTimeout(50);
      }
    },
    conditions: {
      setNetwork: (seat, network) =>
        page.evaluate(([name, net]) => window.obrSandbox!.setNetwork(name, net), [
          seat,
          network,
        ] as const),
      ghost: (seat, ms) =>
        page.evaluate(([name, time]) => window.obrSandbox!.ghost(name, time), [seat, ms] as const),
      async reconnect(seat) {
        const handle = seatHandle(page, seat);
        const [before, key] = await Promise.all([
          handle.player(),
          handle.card.getAttribute('data-seat-id'),
        ]);
        await page.evaluate((name) => window.obrSandbox!.reconnect(name), seat);
        await page
          .locator(
            `[data-seat-card][data-seat-id=${cssString(key ?? '')}]:not([data-connection-id=${cssString(before.connectionId)}])`,
          )
          .waitFor({ timeout: WAIT_MS });
        return (await seatHandle(page, seat).player()).connectionId;
      },
      churnSelection: (seat) =>
        page.evaluate((name) => window.obrSandbox!.churnSelection(name), seat),
      loseMetadataOnReload: (seat, on) =>
        page.evaluate(([name, value]) => window.obrSandbox!.loseMetadataOnReload(name, value), [
          seat,
          on,
        ] as const),
      hideTab: (seat, how) =>
        page.evaluate(([name, value]) => window.obrSandbox!.hideTab(name, value), [
          seat,
          how,
        ] as const),
      omitLocalConnectionId: (on) =>
        page.evaluate((value) => window.obrSandbox!.omitLocalConnectionId(value), on),
      fillRoomMetadata: (totalBytes) =>
        page.evaluate((bytes) => window.obrSandbox!.fillRoomMetadata(bytes), totalBytes),
      removeOtherExtensions: () => page.evaluate(() => window.obrSandbox!.removeOtherExtensions()),
    },
    close: async () => {
      await context.close();
      if (profile) await rm(profile, { recursive: true, force: true });
    },
  };
  await waitForAllSeats(page);
  return sandbox;
}

function matches(entry: TrafficEntry, filter: TrafficFilter): boolean {
  if (filter.seat !== undefined && entry.seatName !== filter.seat) return false;
  if (filter.kind !== undefined && entry.kind !== filter.kind) return false;
  if (filter.direction !== undefined && entry.direction !== filter.direction) return false;
  if (typeof filter.id === 'string' && entry.id !== filter.id) return false;
  if (filter.id instanceof RegExp && !filter.id.test(entry.id)) return false;
  if (filter.contains !== undefined && !entry.json.includes(filter.contains)) return false;
  return true;
}

function describeFilter(filter: TrafficFilter): string {
  return JSON.stringify({
    ...filter,
    id: filter.id instanceof RegExp ? String(filter.id) : filter.id,
  });
}

async function themeOf(page: Page): Promise<'LIGHT' | 'DARK'> {
  return (await page.locator('.sandbox').getAttribute('data-theme')) === 'LIGHT' ? 'LIGHT' : 'DARK';
}
