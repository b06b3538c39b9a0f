/**
 * `npm run screenshots`: every panel phase in light and dark, as PNGs in
 * docs/screenshots/. Each scene is a real table played with scripted dice
 * (tests/panels/scenes.ts), rendered by the popover's own panels at the
 * popover's size (400 px wide), so the pictures change only when the panels do.
 * Then the table on the map mid-round in the sandbox's scene, dark and light
 * (docs/screenshots/map-table-*.png), the extension store's header drawn from
 * it (docs/store/header.png, scripts/mapScreenshots.ts), and the action icon on
 * Owlbear's toolbars (docs/screenshots/action-icon.png).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startDevServer } from '../tests/browser/harness';
import { scenes } from '../tests/panels/scenes';
import { shootActionIcon, showActionIcon } from '../tests/browser/action-icon-page';
import { shootMapTable } from './mapScreenshots';

const OUT = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const STORE = fileURLToPath(new URL('../docs/store/', import.meta.url));

const server = await startDevServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  mkdirSync(OUT, { recursive: true });
  const page = await browser.newPage({
    viewport: { width: 400, height: 600 },
    reducedMotion: 'reduce',
  });
  // The scenes' tables keep time from 0: the page's clock stands 12 s in, so a staredown shows 18 s left.
  await page.clock.setFixedTime(12_000);
  for (const { name } of scenes()) {
    for (const theme of ['dark', 'light']) {
      await page.goto(`${server.url}/scripts/screenshots.html?scene=${name}&theme=${theme}`);
      await page.locator('body[data-ready="yes"]').waitFor();
      await page.screenshot({ path: `${OUT}${name}-${theme}.png`, fullPage: true });
      console.log(`docs/screenshots/${name}-${theme}.png`);
    }
  }
  mkdirSync(STORE, { recursive: true });
  for (const path of await shootMapTable(server.url, browser, {
    dir: OUT,
    header: `${STORE}header.png`,
  }))
    console.log(path.slice(path.indexOf('docs/')));
  const icon = await browser.newPage({ deviceScaleFactor: 4 });
  await showActionIcon(icon);
  await shootActionIcon(icon, `${OUT}action-icon.png`);
  console.log('docs/screenshots/action-icon.png');
} finally {
  await browser.close();
  await server.close();
}
