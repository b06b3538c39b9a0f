/**
 * The harness's Chromium flags (./launch.ts) against what playwright-core passes: Chromium keeps only the last
 * `--disable-features`, so ours must carry every feature playwright-core disables (storage partitioning above all),
 * or an upgrade of playwright-core would quietly change how the sandbox's pages behave.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './launch';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Each `--disable-features` on the running Chromium's command line, in order, as lists of features. */
async function disabledFeatureLists(): Promise<string[][]> {
  const page = await browser.newPage();
  await page.goto('chrome://version');
  const commandLine = await page.locator('#command_line').innerText();
  await page.close();
  return commandLine
    .split(' ')
    .filter((a) => a.startsWith('--disable-features='))
    .map((a) => a.slice('--disable-features='.length).split(','));
}

describe('the browser tests’ Chromium', () => {
  it('keeps every feature playwright-core disables, and the omnibox popup’s, in the last --disable-features', async () => {
    const lists = await disabledFeatureLists();
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const effective = lists.at(-1)!;
    const playwrights = lists.slice(0, -1).flat();
    expect(playwrights).toContain('ThirdPartyStoragePartitioning');
    expect(playwrights.filter((f) => !effective.includes(f))).toEqual([]);
    expect(effective).toEqual(
      expect.arrayContaining(['WebUIOmniboxPopup', 'PreloadTopChromeWebUI']),
    );
  });
});
