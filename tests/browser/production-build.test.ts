/**
 * The built extension, as it would be published: `vite build` into a
 * temporary folder, served by Vite's static preview (./built-site.ts), and
 * played in the sandbox, whose page comes from the dev server (the build
 * carries no sandbox) and reads the build's manifest as Owlbear would. The
 * build splits the rules into chunks the pages load on demand (Goblin Mode's
 * chart only once a table plays it): this runs the chunks as a browser loads
 * them, which the dev server never does.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAIT_MS, openSandbox } from './harness';
import { sharedChromium, sharedDevServer } from './fileSandbox';
import { act, joinAll, phaseOf, playUntil } from './runtime-table';
import { serveBuild, type BuiltSite } from './built-site';
import { DEBUGGER_MODAL_ID } from '../../src/popover/debuggerDoor';

const dev = sharedDevServer();
let site: BuiltSite;
/** The build for a sub-path (`npm run build -- --base /tavern/`), as a GitHub Pages project site serves it. */
let subPathSite: BuiltSite;
let browser: Browser;

beforeAll(async () => {
  [site, subPathSite, browser] = await Promise.all([
    serveBuild({ sandboxOrigin: dev.url }),
    serveBuild({ sandboxOrigin: dev.url, base: '/tavern/' }),
    sharedChromium(),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await Promise.all([site?.close(), subPathSite?.close()]);
});

/** The paths a page asked the built site for (not the sandbox page's own requests to the dev server). */
const pathOnSite = (url: string, on: BuiltSite): string | null =>
  url.startsWith(`${new URL(on.url).origin}/`) ? new URL(url).pathname : null;

describe('the production build', () => {
  it('plays in the sandbox: a player joins, the GM offers the styles of play with no brain loaded, switches to Goblin Mode (its chart and its meta load on demand), and the player rolls', async () => {
    const scripts: string[] = [];
    const requested: string[] = [];
    // Each game's meta (the schema of its public view, its lobby options), and the page that asked for it.
    const metas: { path: string; frame: Frame }[] = [];
    // The scene's part of the port (src/plugin/obrScene.ts), and the page that asked for it.
    const sceneLoads: Frame[] = [];
    // Listening from the context's start: a page may read the table before the sandbox has finished opening.
    const sandbox = await openSandbox(dev.url, browser, {
      manifest: site.manifestUrl,
      seats: ['GM:GM', 'Ana', 'Brom'],
      beforeLoad: async (context) => {
        context.on('request', (request) => {
          const path = pathOnSite(request.url(), site);
          if (path === null) return;
          requested.push(path);
          if (request.resourceType() === 'script') scripts.push(path);
          if (/^\/assets\/meta-/.test(path)) metas.push({ path, frame: request.frame() });
          if (/^\/assets\/obrScene-[\w-]+\.js$/.test(path)) sceneLoads.push(request.frame());
        });
      },
    });
    const metaOf = (game: string) =>
      metas.filter((m) => new RegExp(`^/assets/meta-${game}-[\\w-]+\\.js$`).test(m.path));
    const goblinChunk = () => scripts.filter((path) => /^\/assets\/goblin-[\w-]+\.js$/.test(path));
    // Each game's panel, and its CSS, loads when a popover first shows that game (src/panels/games.ts).
    const goblinPanel = () =>
      requested.filter((path) => /^\/assets\/GoblinPanel-[\w-]+\.(js|css)$/.test(path));
    await joinAll(sandbox, ['Ana', 'Brom']);
    // A Standard table: no page has loaded Goblin Mode's chart, nor its panel, nor its meta; the pages that read the table read Standard mode's.
    expect(goblinChunk()).toEqual([]);
    expect(goblinPanel()).toEqual([]);
    expect(metaOf('goblin')).toEqual([]);
    expect(metaOf('twenty-one').length).toBeGreaterThan(0);
    const gm = sandbox.seat('GM').action;
    // The lobby's NPC form offers the game's styles of play from their words alone: no page loads a style's brain.
    await expect
      .poll(() => gm.getByLabel('Played by').locator('option').allInnerTexts(), {
        timeout: WAIT_MS,
      })
      .toContain('itself: Careful');
    const brains = () => scripts.filter((path) => /^\/assets\/bots-[\w-]+\.js$/.test(path));
    const words = () => scripts.filter((path) => /^\/assets\/styles-[\w-]+\.js$/.test(path));
    // Standard mode's words, a chunk of their own the hosting page loads only when the lobby's form asks.
    expect(words()).toHaveLength(1);
    expect(brains()).toEqual([]);
    const game = gm.getByRole('form', { name: 'Game' });
    await game.getByLabel('Game').selectOption({ label: 'Tavern Twenty-One · Goblin Mode' });
    await game.getByRole('button', { name: 'Play this game' }).click();
    for (const name of ['GM', 'Ana', 'Brom']) {
      await expect
        .poll(() => sandbox.seat(name).action.getByRole('banner').innerText(), { timeout: WAIT_MS })
        .toMatch(/ · Goblin Mode · /);
    }
    // Only the host (the GM's background page) runs the rules: one load of the chart.
    expect(goblinChunk()).toHaveLength(1);
    expect(metaOf('goblin').length).toBeGreaterThan(0);
    // A player's background page reads only its own sealed view: it loads no game's meta.
    const readers = await Promise.all(
      metas.map(({ frame }) =>
        frame.frameElement().then(
          (element) => element.getAttribute('title'),
          () => 'a closed page',
        ),
      ),
    );
    expect(readers.filter((title) => /^(Ana|Brom): background$/.test(title ?? ''))).toEqual([]);
    expect(readers).toContain('GM: background');
    // No table is on the map: no player's page loads the scene's code, a chunk of its own.
    expect(readdirSync(join(site.dist, 'assets')).filter((f) => /^obrScene-/.test(f))).toHaveLength(
      1,
    );
    const sceneReaders = await Promise.all(
      sceneLoads.map((frame) =>
        frame.frameElement().then(
          (element) => element.getAttribute('title'),
          () => 'a closed page',
        ),
      ),
    );
    expect(sceneReaders.filter((title) => /^(Ana|Brom):/.test(title ?? ''))).toEqual([]);
    // Goblin Mode's styles in words come with its lobby (a chunk of their own, beside Standard's); still no brain.
    await expect
      .poll(() => gm.getByLabel('Played by').locator('option').allInnerTexts(), {
        timeout: WAIT_MS,
      })
      .toContain('itself: Coward');
    expect(words()).toHaveLength(2);
    expect(brains()).toEqual([]);
    expect(new Set(goblinPanel().map((path) => path.split('.').pop()))).toEqual(
      new Set(['js', 'css']),
    );
    await gm.getByRole('button', { name: 'Start the round' }).click();
    await expect
      .poll(() => phaseOf(sandbox.seat('Ana')), { timeout: WAIT_MS })
      .toMatch(/^The Chamber/);
    await sandbox
      .seat('Ana')
      .action.getByRole('button', { name: 'Pull the trigger (roll the d20)' })
      .click();
    // Every face reads "Ana rolls N on the d20", but for the 20 ("rolls 20, the d20’s highest face") and the Bullet ("rolls a 1 on").
    await expect
      .poll(() => gm.getByRole('list', { name: 'Round log' }).innerText(), { timeout: WAIT_MS })
      .toMatch(/Ana rolls (a )?\d+(,| on) the d20/);
    expect(sandbox.errors).toEqual([]);
    await sandbox.close();
  }, 120_000);

  it('runs from a sub-path (a project site, https://<user>.github.io/<repo>/, built with --base /tavern/): a round played to its end, every page and the debugger’s modal loaded from there', async () => {
    const sandbox = await openSandbox(dev.url, browser, {
      manifest: subPathSite.manifestUrl,
      seats: ['GM:GM', 'Ana', 'Brom'],
    });
    expect(subPathSite.url).toMatch(/\/tavern$/);
    const requested: string[] = [];
    sandbox.page.on('request', (request) => {
      const path = pathOnSite(request.url(), subPathSite);
      if (path !== null) requested.push(path);
    });
    const players = ['Ana', 'Brom'];
    const gm = sandbox.seat('GM');
    const all = ['GM', ...players].map((name) => sandbox.seat(name));
    await joinAll(sandbox, players);
    const frameUrl = (await sandbox.seat('Ana').frame('action')).url();
    expect(new URL(frameUrl).pathname).toBe('/tavern/popover.html');
    await act(all, gm, 'Start the round');
    await playUntil(sandbox, players, async () => (await phaseOf(gm)).startsWith('Staredown'));
    await act(all, gm, 'End the staredown');
    await playUntil(sandbox, players, async () => (await phaseOf(gm)).startsWith('Round over'));
    const result = await gm.action.getByRole('status', { name: 'Result' }).innerText();
    for (const name of players)
      expect(
        await sandbox.seat(name).action.getByRole('status', { name: 'Result' }).innerText(),
      ).toBe(result);
    // The GM's debugger opens in a modal whose page is found under the sub-path too (Owlbear would resolve a bare path against the origin).
    await gm.action.getByRole('button', { name: 'Open the statechart debugger' }).click();
    await gm
      .modal(DEBUGGER_MODAL_ID)
      .getByRole('heading', { name: /^Statechart debugger/ })
      .waitFor({ timeout: WAIT_MS });
    expect(new URL((await gm.frame('modal', DEBUGGER_MODAL_ID)).url()).pathname).toBe(
      '/tavern/debugger-modal.html',
    );
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((path) => !path.startsWith('/tavern/'))).toEqual([]);
    expect(sandbox.errors).toEqual([]);
    await sandbox.close();
  }, 240_000);
});
