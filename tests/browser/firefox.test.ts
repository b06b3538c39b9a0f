/**
 * The extension in Firefox (Debian's firefox-esr, driven over WebDriver BiDi), as Owlbear's players meet it in every
 * major browser. The GM and two players play a round of each of the seven games in one sandbox, every move made with a
 * real click in the mover's own popover, and every seat ends each round on the same result, with no error on any page.
 */
import type { Browser } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { playwrightDriver } from './engines/driver';
import { launchFirefox } from './engines/firefox';
import { GAMES, ROUNDS_TIMEOUT_MS, playEveryGame, sandboxUrl } from './engines/rounds';
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
});
