/**
 * Browser-test harness: the Vite dev server started in-process, Debian's Chromium driven by
 * playwright-core, and the Owlbear sandbox page with helpers to reach each seat's frames.
 *
 *   const env = await startSandboxEnvironment();          // beforeAll
 *   const sandbox = await env.open({ manifest: '/x.json' }); // per test: a fresh room
 *   await sandbox.seat('Ana').action.getByText('Roll').click();
 *   await env.close();                                     // afterAll
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Frame, type FrameLocator, type Locator, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import type { SandboxSnapshot } from '../../src/sandbox/debug';
import type { TrafficEntry, TrafficKind, Direction } from '../../src/sandbox/traffic';

export type { SandboxSnapshot } from '../../src/sandbox/debug';
export type { TrafficEntry } from '../../src/sandbox/traffic';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without the background-networking flags Chromium keeps calling home on a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How long a helper waits for the page to show what it expects. */
export const WAIT_MS = 15_000;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type FrameKind = 'action' | 'background' | 'popover' | 'modal';

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

export interface SeatPlayer {
  id: string;
  connectionId: string;
  name: string;
  role: 'GM' | 'PLAYER';
}

export interface SeatHandle {
  readonly name: string;
  /** The seat's card in the sandbox page. */
  readonly card: Locator;
  /** The action popover's page (the extension's main UI for this player). */
  readonly action: FrameLocator;
  /** The background page. */
  readonly background: FrameLocator;
  /** Badge text of the action, as the extension set it. */
  readonly badge: Locator;
  /** The notifications shown to this player (`data-notification` holds the variant). */
  readonly notifications: Locator;
  popover(id: string): FrameLocator;
  modal(id: string): FrameLocator;
  /** The Playwright `Frame` of one of the seat's pages, loaded, for `evaluate` and `waitForFunction`. */
  frame(kind: FrameKind, childId?: string): Promise<Frame>;
  player(): Promise<SeatPlayer>;
  /** Reloads this client: waits for the new connection id and for the new pages to load. */
  reload(): Promise<SeatPlayer>;
  rename(name: string): Promise<SeatHandle>;
  setRole(role: 'GM' | 'PLAYER'): Promise<void>;
  remove(): Promise<void>;
  /** Opens or closes the action popover as a player clicking its icon would. */
  setActionOpen(open: boolean): Promise<void>;
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

export interface DevServer {
  readonly url: string;
  readonly vite: ViteDevServer;
  close(): Promise<void>;
}

export interface SandboxEnvironment {
  readonly server: DevServer;
  readonly browser: Browser;
  /** A new browser context (own storage) with the sandbox loaded and every seat's pages attached. */
  open(options?: OpenOptions): Promise<SandboxPage>;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The project's Vite dev server on a free port, without file watching or HMR (tests never edit files). */
export async function startDevServer(): Promise<DevServer> {
  const port = await freePort();
  const vite = await createServer({
    root: ROOT,
    configFile: `${ROOT}/vite.config.ts`,
    logLevel: 'error',
    clearScreen: false,
    // Its own pre-bundle cache, so a test run never re-optimises under a running `npm run dev`.
    cacheDir: `${ROOT}/node_modules/.vite-browser-tests`,
    server: { host: '127.0.0.1', port, strictPort: true, hmr: false, watch: null, open: false },
  });
  await vite.listen();
  return { url: `http://127.0.0.1:${port}`, vite, close: () => vite.close() };
}

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: run \`node scripts/ensure-chromium.mjs\` (it installs Debian's chromium).`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export async function startSandboxEnvironment(): Promise<SandboxEnvironment> {
  const [server, browser] = await Promise.all([startDevServer(), launchChromium()]);
  const pages = new Set<SandboxPage>();
  return {
    server,
    browser,
    async open(options = {}) {
      const sandbox = await openSandbox(server.url, browser, options);
      pages.add(sandbox);
      const close = sandbox.close;
      return Object.assign(sandbox, {
        close: async () => {
          pages.delete(sandbox);
          await close();
        },
      });
    },
    async close() {
      await Promise.allSettled([...pages].map((page) => page.close()));
      await browser.close().catch(() => undefined);
      await server.close();
    },
  };
}

/** Loads the sandbox page and waits until every seat's pages are attached and loaded. */
export async function openSandbox(baseUrl: string, browser: Browser, options: OpenOptions = {}): Promise<SandboxPage> {
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
  const profile = options.regularProfile ? await regularProfile() : null;
  const context = profile
    ? await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, viewport })
    : await browser.newContext({ viewport });
  await options.beforeLoad?.(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console (${message.location().url}): ${message.text()}`);
  });

  await page.goto(url);
  const failure = page.locator('[data-sandbox-error]');
  const firstSeat = page.locator('[data-seat-card]').first();
  await Promise.race([firstSeat.waitFor({ timeout: WAIT_MS }), failure.waitFor({ timeout: WAIT_MS })]);
  if (await failure.isVisible()) throw new Error(`The sandbox failed to start: ${await failure.innerText()}`);

  const sandbox: SandboxPage = {
    page,
    context,
    url,
    errors,
    seat: (name) => seatHandle(page, name),
    seatNames: () => page.locator('[data-seat-card]').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.seatName ?? '')),
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
      await page.waitForFunction((old) => document.querySelector('[data-field="room-id"]')?.textContent !== old, before, { timeout: WAIT_MS });
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
          throw new Error(`Waited ${WAIT_MS} ms for ${count} traffic entries matching ${describeFilter(filter)}; saw ${found.length}`);
        }
        await page.waitForTimeout(50);
      }
    },
    conditions: {
      setNetwork: (seat, network) => page.evaluate(([name, net]) => window.obrSandbox!.setNetwork(name, net), [seat, network] as const),
      ghost: (seat, ms) => page.evaluate(([name, time]) => window.obrSandbox!.ghost(name, time), [seat, ms] as const),
      async reconnect(seat) {
        const handle = seatHandle(page, seat);
        const [before, key] = await Promise.all([handle.player(), handle.card.getAttribute('data-seat-id')]);
        await page.evaluate((name) => window.obrSandbox!.reconnect(name), seat);
        await page
          .locator(`[data-seat-card][data-seat-id=${cssString(key ?? '')}]:not([data-connection-id=${cssString(before.connectionId)}])`)
          .waitFor({ timeout: WAIT_MS });
        return (await seatHandle(page, seat).player()).connectionId;
      },
      churnSelection: (seat) => page.evaluate((name) => window.obrSandbox!.churnSelection(name), seat),
      omitLocalConnectionId: (on) => page.evaluate((value) => window.obrSandbox!.omitLocalConnectionId(value), on),
      fillRoomMetadata: (totalBytes) => page.evaluate((bytes) => window.obrSandbox!.fillRoomMetadata(bytes), totalBytes),
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

/** A fresh Chromium profile that lets third-party frames keep (partitioned) storage, as a default Chrome window does. */
async function regularProfile(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sandbox-profile-'));
  await mkdir(join(dir, 'Default'));
  // 0: allow third-party cookies and storage (1 blocks them in private windows only, 2 everywhere).
  await writeFile(join(dir, 'Default', 'Preferences'), JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }));
  return dir;
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
  return JSON.stringify({ ...filter, id: filter.id instanceof RegExp ? String(filter.id) : filter.id });
}

async function themeOf(page: Page): Promise<'LIGHT' | 'DARK'> {
  return (await page.locator('.sandbox').getAttribute('data-theme')) === 'LIGHT' ? 'LIGHT' : 'DARK';
}

async function waitForAllSeats(page: Page): Promise<void> {
  const names = await page.locator('[data-seat-card]').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.seatName ?? ''));
  await Promise.all(names.map((name) => waitForSeatPages(seatHandle(page, name))));
}

/** Every iframe of the seat has navigated to its extension page and fired `load`. */
async function waitForSeatPages(seat: SeatHandle): Promise<void> {
  const frames = seat.card.locator('iframe[data-frame]');
  const count = await frames.count();
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const frame = await contentFrame(frames.nth(index));
      await frame.waitForLoadState('load', { timeout: WAIT_MS });
    }),
  );
}

async function contentFrame(iframe: Locator): Promise<Frame> {
  const handle = await iframe.elementHandle({ timeout: WAIT_MS });
  if (!handle) throw new Error('iframe vanished');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('iframe has no content frame');
  // A fresh iframe starts on about:blank; wait for the navigation to its page (the host adds obrref).
  await frame.waitForURL((url) => url.searchParams.has('obrref'), { timeout: WAIT_MS });
  return frame;
}

function cssString(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

function seatHandle(page: Page, name: string): SeatHandle {
  const card = page.locator(`[data-seat-card][data-seat-name=${cssString(name)}]`);
  const iframe = (kind: FrameKind, childId?: string) =>
    card.locator(`iframe[data-frame="${kind}"]${childId === undefined ? '' : `[data-child-id=${cssString(childId)}]`}`);

  const player = async (): Promise<SeatPlayer> => {
    const data = await card.evaluate((element) => ({ ...(element as HTMLElement).dataset }), undefined, { timeout: WAIT_MS });
    return {
      id: data.playerId ?? '',
      connectionId: data.connectionId ?? '',
      name: data.seatName ?? '',
      role: data.role === 'GM' ? 'GM' : 'PLAYER',
    };
  };

  const handle: SeatHandle = {
    name,
    card,
    action: iframe('action').contentFrame(),
    background: iframe('background').contentFrame(),
    badge: card.locator('[data-field="badge"]'),
    notifications: card.locator('[data-notification]'),
    popover: (id) => iframe('popover', id).contentFrame(),
    modal: (id) => iframe('modal', id).contentFrame(),
    async frame(kind, childId) {
      const frame = await contentFrame(iframe(kind, childId));
      await frame.waitForLoadState('load', { timeout: WAIT_MS });
      return frame;
    },
    player,
    async reload() {
      const [before, key] = await Promise.all([player(), card.getAttribute('data-seat-id')]);
      // Clicked without moving the pointer onto the page: where it rests, Chromium hit-tests the whole sandbox page,
      // every seat's frames, after each layout, which the click bench would count (bench/clicks.ts).
      await card.locator('[data-control="reload"]').dispatchEvent('click');
      await page
        .locator(`[data-seat-card][data-seat-id=${cssString(key ?? '')}]:not([data-connection-id=${cssString(before.connectionId)}])`)
        .waitFor({ timeout: WAIT_MS });
      await waitForSeatPages(handle);
      return player();
    },
    async rename(newName) {
      const input = card.locator('input.seat-name');
      await input.fill(newName);
      await input.press('Enter');
      const renamed = seatHandle(page, newName);
      await renamed.card.waitFor({ timeout: WAIT_MS });
      return renamed;
    },
    async setRole(role) {
      await card.locator('select[aria-label="Role"]').selectOption(role);
      await page.locator(`[data-seat-card][data-seat-name=${cssString(name)}][data-role="${role}"]`).waitFor({ timeout: WAIT_MS });
    },
    async remove() {
      // By its id: another connection of the player may take its name once it is gone.
      const key = await card.getAttribute('data-seat-id');
      await card.locator('[data-control="remove"]').click();
      await page.locator(`[data-seat-card][data-seat-id=${cssString(key ?? '')}]`).waitFor({ state: 'detached', timeout: WAIT_MS });
    },
    async setActionOpen(open) {
      const button = card.locator('[data-control="action"]');
      if ((await button.getAttribute('aria-pressed')) !== String(open)) await button.click();
      await card.locator(`[data-control="action"][aria-pressed="${open}"]`).waitFor({ timeout: WAIT_MS });
      if (open) await handle.frame('action');
      else await iframe('action').waitFor({ state: 'detached', timeout: WAIT_MS });
    },
  };
  return handle;
}
