/**
 * The extension in WebKit, Safari's engine (Debian's WebKitGTK, driven over WebDriver): the GM and two players play a
 * round of each of the seven games in one sandbox, every move made with a real click in the mover's own popover, and
 * every seat ends each round on the same result, with no error on any page. Owlbear's players come in every major
 * browser.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { webdriverDriver, type EngineDriver } from './engines/driver';
import { GAMES, ROUNDS_TIMEOUT_MS, playEveryGame, sandboxUrl } from './engines/rounds';
import { launchWebKit } from './engines/webkit';
import { sharedDevServer } from './fileSandbox';

const server = sharedDevServer();
let driver: EngineDriver | undefined;

afterAll(async () => {
  await driver?.close();
});

describe('WebKit', () => {
  it(
    'the GM and two players play a round of each of the seven games, each seat from its own popover',
    async () => {
      driver = webdriverDriver(await launchWebKit());
      const results = await playEveryGame(driver, sandboxUrl(server.url, inject('builtManifest')));
      expect(results).toHaveLength(GAMES.length);
    },
    ROUNDS_TIMEOUT_MS,
  );
});
