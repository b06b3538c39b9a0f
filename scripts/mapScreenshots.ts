/**
 * For `npm run screenshots`: the table on the map, mid-round, as the sandbox's scene pane shows it in Ana's view (her
 * hole die drawn for her alone, the marker on the seat to act), in Owlbear's dark and light themes; and the store's
 * header: that scene with Ana's popover over it and a tagline. A real round in the sandbox, so the dice differ from
 * one run to the next.
 */
import { writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { openSandbox, type SandboxPage, type SeatHandle } from '../tests/browser/harness';
import { logLength, movesOf, phaseOf } from '../tests/browser/runtime-table';
import { COLOURS } from '../src/map/draw';

const PLAYERS = ['Ana', 'Brom', 'Cyra'];
/** The store header's size in CSS pixels, drawn at twice that: legible shown 640 px wide, and sharp when larger. */
const HEADER = { width: 800, height: 400, scale: 2 };
/** The scene's picture in the header, in CSS pixels: the table (the middle 770 of its 960) fills the left 500. */
const SCENE = { width: 624, left: -62, top: 24 };

// Outside a test run: waits are Playwright's own, never Vitest's `expect.poll` (tests/browser/runtime-table.ts).

/** Each player takes a seat with 100 gp from their own panel; the GM puts the table on the map from the lobby. */
async function seatAndPlace(sandbox: SandboxPage): Promise<void> {
  for (const name of PLAYERS) {
    const action = sandbox.seat(name).action;
    await action.getByLabel('Name').fill(name);
    await action.getByLabel('Purse (gp)').fill('100');
    await action.getByRole('button', { name: 'Take a seat' }).click();
    await action.getByRole('region', { name: 'Your hand' }).waitFor();
  }
  const gm = sandbox.seat('GM').action;
  await gm.getByRole('row', { name: /Cyra/ }).waitFor();
  await gm.getByRole('button', { name: 'Put the table on the map' }).click();
  await sandbox.page.locator('svg[data-scene-view="GM"] g[data-item-id$="/title"]').waitFor();
}

/** Clicks a seat's button and waits until every seat's log shows one line more. */
async function act(all: SeatHandle[], seat: SeatHandle, name: string | RegExp): Promise<void> {
  const before = await Promise.all(all.map((s) => logLength(s.action)));
  await seat.action.getByRole('button', { name }).first().click();
  await Promise.all(
    all.map((s, i) =>
      s.action
        .getByRole('list', { name: 'Round log' })
        .getByRole('listitem')
        .nth(before[i]!)
        .waitFor(),
    ),
  );
}

/**
 * A Standard round up to betting, two d4s bought and kept, until a seat other than Ana's is to act: her panel and
 * her scene then show her hole die, and the marker rings another plate.
 */
async function midRound(sandbox: SandboxPage): Promise<void> {
  const gm = sandbox.seat('GM');
  const all = ['GM', ...PLAYERS].map((n) => sandbox.seat(n));
  const players = PLAYERS.map((n) => sandbox.seat(n));
  await act(all, gm, 'Start the round');
  let bought = 0;
  for (let step = 0; step < 20; step++) {
    const moves = await Promise.all(players.map(movesOf));
    const i = moves.findIndex((m) => m.length > 0);
    if (i < 0) {
      await sandbox.page.waitForTimeout(50);
      continue;
    }
    const offered = moves[i]!;
    const betting = (await phaseOf(gm)).startsWith('Betting');
    if (betting && bought >= 2 && PLAYERS[i] !== 'Ana') return;
    const pick =
      offered.find((m) => m === 'Pass the Cut' || m === 'Keep the roll') ??
      (bought < 2 ? offered.find((m) => m.startsWith('Roll a d4')) : undefined) ??
      'Hold';
    if (pick.startsWith('Roll a d4')) bought++;
    await act(all, players[i]!, pick.startsWith('Roll a d4') ? /^Roll a d4/ : pick);
  }
  throw new Error('The round did not come to another seat’s turn after two bought dice.');
}

/**
 * Ana's view, framed on the table (its middle sits 100 units above the anchor: the top plate reaches higher than the
 * lower two), and the pane drawn at its viewport's own 960 × 540 pixels rather than the sandbox's narrow column.
 */
async function frameTable(sandbox: SandboxPage): Promise<{ unframe(): Promise<void> }> {
  await sandbox.page.evaluate(() =>
    window.obrSandbox!.setViewport('Ana', { position: { x: 480, y: 327 }, scale: 0.56 }),
  );
  const style = await sandbox.page.addStyleTag({
    content: '.scene-pane { position: fixed; left: 0; top: 0; width: 960px; z-index: 100; }',
  });
  await sandbox.page.locator('[data-scene-tab="Ana"]').click();
  // Her hole die, outlined as hers (src/map/draw.ts): paneTable's reading runs in a test only (tsx names its functions).
  const secret = sandbox.page.locator(
    `svg[data-scene-view="Ana"] g[data-item-id*="/seat/"] [stroke="${COLOURS.secret}"]`,
  );
  if ((await secret.count()) === 0) throw new Error('Ana’s scene does not show her hole die.');
  return { unframe: () => style.evaluate((tag) => tag.remove()) };
}

/** The header's page: the scene on the left, Ana's popover over its right edge, the tagline below the popover. */
function headerPage(parts: HeaderParts): string {
  const url = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
  return `<!doctype html><html><head><style>
  body { margin: 0; width: ${HEADER.width}px; height: ${HEADER.height}px; overflow: hidden; position: relative;
    background: ${parts.floor}; font-family: Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif; }
  .scene { position: absolute; left: ${SCENE.left}px; top: ${SCENE.top}px; width: ${SCENE.width}px;
    clip-path: inset(2px); }
  .popover { position: absolute; left: 446px; top: 16px; width: 340px; border-radius: 10px; overflow: hidden;
    box-shadow: 0 6px 24px rgba(0, 0, 0, 0.6); border: 1px solid #666; }
  .popover img { display: block; width: 340px; }
  .tagline { position: absolute; left: 490px; right: 14px; bottom: 18px; margin: 0; color: #f4e9d8;
    font-size: 19px; line-height: 1.3; text-shadow: 0 1px 3px #000; }
  .tagline strong { display: block; white-space: nowrap; font-size: 27px; color: #ffd54a; margin-bottom: 4px; }
  </style></head><body>
  <img class="scene" src="${url(parts.scene)}" alt="">
  <div class="popover"><img src="${url(parts.popover)}" alt=""></div>
  <p class="tagline"><strong>Tavern Twenty-One</strong>Dice games on your Owlbear Rodeo map. Your hidden dice stay yours.</p>
  </body></html>`;
}

interface HeaderParts {
  scene: Buffer;
  popover: Buffer;
  /** The floor's colour, round the scene's picture. */
  floor: string;
}

/** Ana's scene and the top of her popover, drawn at the header's scale. */
async function headerParts(
  sandbox: SandboxPage,
  framed: { unframe(): Promise<void> },
): Promise<HeaderParts> {
  const cdp = await sandbox.context.newCDPSession(sandbox.page);
  const { width, height } = sandbox.page.viewportSize()!;
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width,
    height,
    deviceScaleFactor: HEADER.scale,
    mobile: false,
  });
  const scene = await sandbox.page.locator('svg[data-scene-view="Ana"]').screenshot();
  // The pane back in its column, off Ana's popover.
  await framed.unframe();
  const frame = sandbox.seat('Ana').card.locator('iframe[data-frame="action"]');
  const box = (await frame.boundingBox())!;
  const popover = await sandbox.page.screenshot({
    // Its top: the banner, the phase and her hand, her hole die marked "only you".
    clip: { x: box.x, y: box.y, width: box.width, height: Math.min(box.height, 236) },
  });
  await cdp.send('Emulation.clearDeviceMetricsOverride');
  const floor = await sandbox.page
    .locator('svg[data-scene-view="Ana"] g[data-layer="MAP"] rect')
    .first()
    .getAttribute('fill');
  return { scene, popover, floor: floor ?? '#3a2a1c' };
}

async function shootHeader(browser: Browser, parts: HeaderParts, path: string) {
  const page: Page = await browser.newPage({
    viewport: { width: HEADER.width, height: HEADER.height },
    deviceScaleFactor: HEADER.scale,
  });
  await page.setContent(headerPage(parts));
  await page.locator('img.scene').evaluate((img: HTMLImageElement) => img.decode());
  writeFileSync(path, await page.screenshot());
  await page.close();
}

/** Writes `<dir>/map-table-dark.png`, `<dir>/map-table-light.png` and the store header at `header`. */
export async function shootMapTable(
  serverUrl: string,
  browser: Browser,
  out: { dir: string; header: string },
): Promise<string[]> {
  const sandbox = await openSandbox(serverUrl, browser, {
    seats: ['GM:GM', ...PLAYERS],
    viewport: { width: 1600, height: 1000 },
  });
  try {
    await seatAndPlace(sandbox);
    await midRound(sandbox);
    const framed = await frameTable(sandbox);
    const written: string[] = [];
    const pane = sandbox.page.locator('.scene-pane');
    for (const theme of ['dark', 'light']) {
      if (theme === 'light') await sandbox.toggleTheme();
      const path = `${out.dir}map-table-${theme}.png`;
      await pane.screenshot({ path });
      written.push(path);
    }
    await sandbox.toggleTheme();
    await shootHeader(browser, await headerParts(sandbox, framed), out.header);
    written.push(out.header);
    return written;
  } finally {
    await sandbox.close();
  }
}
