/**
 * One seat of the sandbox page: its card, the frames of its extension pages (action, background, popovers, modals),
 * and what a player does to it (reload, rename, change role, leave, open or close the action).
 */
import type { Frame, FrameLocator, Locator, Page } from 'playwright-core';

/** How long a helper waits for the page to show what it expects. */
export const WAIT_MS = 15_000;

export type FrameKind = 'action' | 'background' | 'popover' | 'modal';

/**
 * Where a seat's page is searched: its `Frame` once found, else a `FrameLocator` that finds it. Both offer the
 * same queries (`getByRole`, `locator`, ...).
 */
export type PageScope = Pick<
  FrameLocator,
  | 'locator'
  | 'getByRole'
  | 'getByLabel'
  | 'getByText'
  | 'getByTitle'
  | 'getByPlaceholder'
  | 'getByTestId'
  | 'getByAltText'
>;

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
  readonly action: PageScope;
  /** The background page. */
  readonly background: PageScope;
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

export async function waitForAllSeats(page: Page): Promise<void> {
  const names = await page
    .locator('[data-seat-card]')
    .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.seatName ?? ''));
  await Promise.all(names.map((name) => waitForSeatPages(seatHandle(page, name))));
}

/** Every iframe of the seat has navigated to its extension page and fired `load`. */
export async function waitForSeatPages(seat: SeatHandle): Promise<void> {
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

export function cssString(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/** Per sandbox page, each seat's pages found so far, by seat name and kind (a rename forgets the old name's). */
const foundFrames = new WeakMap<Page, Map<string, Frame | 'looking'>>();

function framesOf(page: Page): Map<string, Frame | 'looking'> {
  let frames = foundFrames.get(page);
  if (!frames) {
    frames = new Map();
    foundFrames.set(page, frames);
  }
  return frames;
}

/**
 * The seat's page in `iframe` as a `Frame` once found (a query then costs about a third of one through a
 * `FrameLocator`, which finds the iframe again each time), else the `FrameLocator` while it is looked up. A frame
 * gone (its popover closed, its seat reloaded) is looked up anew.
 */
function scopeOf(page: Page, key: string, iframe: Locator): PageScope {
  const frames = framesOf(page);
  const found = frames.get(key);
  if (found && found !== 'looking' && !found.isDetached()) return found;
  if (found !== 'looking') {
    frames.set(key, 'looking');
    const look = async () => {
      const [element] = await iframe.elementHandles();
      const frame = await element?.contentFrame();
      await element?.dispose();
      return frame && !frame.isDetached() ? frame : undefined;
    };
    void look()
      .catch(() => undefined)
      .then((frame) => (frame ? frames.set(key, frame) : frames.delete(key)));
  }
  return iframe.contentFrame();
}

export function seatHandle(page: Page, name: string): SeatHandle {
  const card = page.locator(`[data-seat-card][data-seat-name=${cssString(name)}]`);
  const iframe = (kind: FrameKind, childId?: string) =>
    card.locator(
      `iframe[data-frame="${kind}"]${childId === undefined ? '' : `[data-child-id=${cssString(childId)}]`}`,
    );

  const player = async (): Promise<SeatPlayer> => {
    const data = await card.evaluate(
      (element) => ({ ...(element as HTMLElement).dataset }),
      undefined,
      { timeout: WAIT_MS },
    );
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
    get action() {
      return scopeOf(page, `${name}/action`, iframe('action'));
    },
    get background() {
      return scopeOf(page, `${name}/background`, iframe('background'));
    },
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
        .locator(
          `[data-seat-card][data-seat-id=${cssString(key ?? '')}]:not([data-connection-id=${cssString(before.connectionId)}])`,
        )
        .waitFor({ timeout: WAIT_MS });
      await waitForSeatPages(handle);
      return player();
    },
    async rename(newName) {
      const input = card.locator('input.seat-name');
      await input.fill(newName);
      await input.press('Enter');
      // Its pages live on under the new name: a seat added later under the old one must not be handed them.
      for (const kind of ['action', 'background']) framesOf(page).delete(`${name}/${kind}`);
      const renamed = seatHandle(page, newName);
      await renamed.card.waitFor({ timeout: WAIT_MS });
      return renamed;
    },
    async setRole(role) {
      await card.locator('select[aria-label="Role"]').selectOption(role);
      await page
        .locator(`[data-seat-card][data-seat-name=${cssString(name)}][data-role="${role}"]`)
        .waitFor({ timeout: WAIT_MS });
    },
    async remove() {
      // By its id: another connection of the player may take its name once it is gone.
      const key = await card.getAttribute('data-seat-id');
      await card.locator('[data-control="remove"]').click();
      await page
        .locator(`[data-seat-card][data-seat-id=${cssString(key ?? '')}]`)
        .waitFor({ state: 'detached', timeout: WAIT_MS });
    },
    async setActionOpen(open) {
      const button = card.locator('[data-control="action"]');
      if ((await button.getAttribute('aria-pressed')) !== String(open)) await button.click();
      await card
        .locator(`[data-control="action"][aria-pressed="${open}"]`)
        .waitFor({ timeout: WAIT_MS });
      if (open) await handle.frame('action');
      else await iframe('action').waitFor({ state: 'detached', timeout: WAIT_MS });
    },
  };
  return handle;
}
