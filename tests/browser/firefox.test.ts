/**
 * The extension in Firefox (Debian's firefox-esr, driven over WebDriver BiDi), as Owlbear's players meet it in every
 * major browser. The GM and two players play a round of each of the seven games in one sandbox, every move made with a
 * real click in the mover's own popover, and every seat ends each round on the same result, with no error on any page.
 * Then with cookies off: Firefox refuses such a page storage and a BroadcastChannel both (Chromium and WebKit keep the
 * channel), so the pages of a client find each other through the frames of their tab, the host keeps the table in
 * memory and tells the GM, a round is played, and the GM's debugger reaches the host.
 */
import type { Browser } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { playwrightDriver } from './engines/driver';
import { launchFirefox } from './engines/firefox';
import { GAMES, GM, ROUNDS_TIMEOUT_MS, Table, playEveryGame, sandboxUrl } from './engines/rounds';
import { sharedDevServer } from './fileSandbox';

const server = sharedDevServer();
const url = () => sandboxUrl(server.url, inject('builtManifest'));
let browser: Browser | undefined;

afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

describe('Firefox', () => {
  it(
    'the GM and two players play a round of each of the seven games, each seat from its own popover',
    async () => {
      browser = await launchFirefox();
      const driver = await playwrightDriver(`Firefox ${browser.version()}`, browser);
      expect(await playEveryGame(driver, url())).toHaveLength(GAMES.length);
    },
    ROUNDS_TIMEOUT_MS,
  );

  it(
    'with cookies off, which refuses the extension storage: the GM is told the table is kept in memory, and a round is played',
    async () => {
      // 2: no cookies for any site (Firefox's "All cookies" blocked). Cross-site cookies blocked (1) refuses the same
      // to every page of the extension inside owlbear.rodeo, whose pages are cross-site there.
      browser = await launchFirefox({ 'network.cookie.cookieBehavior': 2 });
      const driver = await playwrightDriver(`Firefox ${browser.version()}, cookies off`, browser);
      await driver.open(url());
      const table = new Table(driver);
      await table.sitDown();
      expect(await table.play(GAMES[0]!)).toMatch(/wins \d+ gp with \d+|Nobody stands/);
      expect(await driver.probe('notifications', GM)).toContainEqual(
        expect.stringContaining('This browser refuses storage to the extension'),
      );
      // The GM's debugger, in a modal of its own, reaches the host the same way.
      await table.press(GM, { role: 'button', name: 'Open the statechart debugger' });
      await expect
        .poll(() => driver.probe('screenText', GM, 'modal'), { timeout: 20_000 })
        .toMatch(/^Close the debugger Statechart debugger: /);
      expect(await driver.probe('errors')).toEqual([]);
    },
    ROUNDS_TIMEOUT_MS,
  );
});
