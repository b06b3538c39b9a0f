/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { OWLBEAR_ORIGINS } from './publish/origins.ts';
import { buildManifest } from './publish/manifest.ts';
import { LEARN_MORE_FILE, learnMorePage } from './publish/learnMore.ts';
import { checkSiteMatchesBase, homepageOf, settingsFrom } from './publish/settings.ts';
import { HEADER_FILE } from './publish/store.ts';

/**
 * Owlbear Rodeo fetches the manifest and pages cross-origin from the extension's host: the dev server and `vite
 * preview` answer each of its origins with that origin (and `Vary: Origin`), and any other with no CORS header.
 */
const OWLBEAR_CORS = { origin: [...OWLBEAR_ORIGINS] };

/** Our own loader for what Vite calls before an on-demand chunk (src/plugin/cssPreload.ts), in place of its helper. */
function cssPreload(): Plugin {
  const helper = resolve(import.meta.dirname, 'src/plugin/cssPreload.ts');
  return {
    name: 'tavern-css-preload',
    enforce: 'pre',
    apply: 'build',
    resolveId: (id) => (id === '\0vite/preload-helper.js' ? helper : undefined),
  };
}

/**
 * The manifest, written from Vite's `base` (publish/manifest.ts): served by the dev server, emitted into the build
 * with the learn-more page (the site's `index.html`, publish/learnMore.ts) and the store listing's header image. The
 * author, the homepage and the site's URL come from the publishing settings (publish/settings.ts), read at build time.
 */
function manifest(): Plugin {
  let base = '/';
  const settings = settingsFrom(process.env);
  const { version } = JSON.parse(
    readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8'),
  ) as { version: string };
  const json = () =>
    `${JSON.stringify(
      buildManifest({ base, version, author: settings.author, homepageUrl: homepageOf(settings) }),
      null,
      2,
    )}\n`;
  return {
    name: 'tavern-manifest',
    configResolved(config) {
      base = config.base;
      if (config.command === 'build') checkSiteMatchesBase(settings, base);
    },
    configureServer(server) {
      server.middlewares.use(`${base}manifest.json`, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.end(json());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.json', source: json() });
      this.emitFile({ type: 'asset', fileName: LEARN_MORE_FILE, source: learnMorePage(settings) });
      // The store listing's header image, published beside the listing icon (publish/store.ts).
      this.emitFile({
        type: 'asset',
        fileName: HEADER_FILE,
        source: readFileSync(resolve(import.meta.dirname, 'docs', HEADER_FILE)),
      });
    },
  };
}

export default defineConfig({
  // Root-relative paths, as the manifest needs them (publish/manifest.ts); for a sub-path such as a GitHub Pages project
  // site, build with `npm run build -- --base /<sub-path>/` (docs/publishing.md).
  base: '/',
  plugins: [preact(), manifest(), cssPreload()],
  resolve: {
    // The Owlbear SDK's message bus needs a small part of Node's `events`: ours, not the whole polyfill; and of
    // `js-base64` and `uuid` one function each, which the browser has (src/plugin/sdkShims.ts).
    alias: [
      { find: /^events$/, replacement: resolve(import.meta.dirname, 'src/plugin/events.ts') },
      {
        find: /^(js-base64|uuid)$/,
        replacement: resolve(import.meta.dirname, 'src/plugin/sdkShims.ts'),
      },
    ],
  },
  // Pre-bundled up front: a dependency discovered late makes Vite reload the pages that use it,
  // which would restart the extension pages in the sandbox mid-handshake.
  optimizeDeps: {
    include: ['@owlbear-rodeo/sdk'],
  },
  server: {
    port: 5173,
    cors: OWLBEAR_CORS,
  },
  preview: {
    cors: OWLBEAR_CORS,
  },
  build: {
    // No preload polyfill nor module preloads: every browser Owlbear supports has module preloading, and a page's
    // on-demand chunks (a game's chart, a game's panel) bring their own imports. What remains of Vite's preload helper,
    // fetching a game panel's CSS before the panel renders so it never shows unstyled, is our small cssPreload().
    modulePreload: false,
    rollupOptions: {
      // Every imported constant written where it is read: no chunk imports another for a number alone (the recorder's
      // bound on the steps it keeps was a chunk of its own on the GM's page), and every page is a little smaller.
      optimization: { inlineConst: true },
      // What Owlbear loads, and nothing else: the sandbox (index.html) and the debugger's dev page (debugger.html) are
      // pages of `npm run dev` only, so nobody opens a published site's root and finds a fake room (the build's own
      // index.html is the learn-more page, emitted by manifest()).
      input: {
        popover: resolve(import.meta.dirname, 'popover.html'),
        background: resolve(import.meta.dirname, 'background.html'),
        debuggerModal: resolve(import.meta.dirname, 'debugger-modal.html'),
      },
      output: {
        // A game's meta is named by its game (`meta-goblin-….js`), not only "meta": a page's requests say which it read.
        chunkFileNames: (chunk) => {
          const metas = chunk.moduleIds.flatMap(
            (id) => /[\\/]machines[\\/](.+)[\\/]meta\.ts$/.exec(id)?.[1] ?? [],
          );
          const game = metas.length === 1 && chunk.name === 'meta' ? metas[0] : undefined;
          return game
            ? `assets/meta-${game.replace(/[\\/]/g, '-')}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
        // Two chunks, so a page is a few files rather than a scatter of small ones (the build has no preload list), and
        // one gzip stream compresses what a dozen would repeat (about 3 kB less on a GM's background page):
        // - `client`, what every page reads the table with: the Owlbear port, the sync layer, the registry (each game's
        //   name and loaders), the table's publicView.ts every game's meta builds on, and valibot. A player's background
        //   page is its entry and this chunk.
        // - `host`, what only a GM's client runs (src/background/main.ts loads it on demand): the host, XState, the
        //   engine, the table, Standard mode (the game a new table plays) and the debugger's recorder, which the host
        //   attaches as it takes a table (src/debugger/host.ts; what answers a debugger loads when one first speaks).
        //   Left out, each in chunks of its own loaded when first needed: another game's chart (Twenty-One's Classic
        //   among them: it shares Standard's kit, machines/twenty-one-kit/, and loads only its own folder on top, with
        //   the kit's classicRound.ts, by the registry's loaders, machines/catalog.ts); the NPC player (src/host/npcPlayer.ts) with the NPC driver it plays through
        //   (machines/table/npcDriver.ts, which nothing else of a page imports) and the lines in character its seats say
        //   (src/host/tableTalk.ts, machines/table/inCharacter.ts), once the table has a self-playing NPC or the
        //   lobby asks for the styles, and each game's styles of play (`bots.ts`, the `bot*.ts` helpers, `styles.ts`
        //   in words); a new session in place of the live one, a game chosen or a table recovered (src/host/replacing.ts,
        //   src/host/gameChoice.ts); what pages report of the newest table they verified,
        //   which counts only while the table is lost (src/host/heldTables.ts); and the steps up from an older saved record
        //   (src/host/migrations.ts, machines/table/legacy.ts).
        // The popover's, so a player's popover is a few files, not one per module shared by two on-demand parts:
        // - `panel`, Preact, the popover and what every game's panel shares (src/panels/shared/), less what loads on
        //   demand (the GM's parts, the lobby's controls, the autoplay form) and what only some games' panels use (GameTable and its NPC
        //   rows). The debugger's modal loads it too, for Preact: a GM's browser has it from the popover already. The
        //   popover's entry (src/popover/main.tsx) stays out of it: the page's own chunk must hold its entry;
        // - `twentyOneKit`, the table Standard mode and Classic both draw (src/panels/twenty-one-kit/), less the GM's
        //   table and the parts it loads later (the cheat picker, the opener picker, the stats form, the hints).
        // Each game's meta.ts is a small chunk of its own, loaded when a page first reads a table of that game (a
        // player's background page never does) or shows its panel: in `client` it cost every page about 2.6 kB.
        // The table news in words (src/sync/news.ts) is a chunk of its own too, loaded when a view first follows another
        // (src/sync/newsReader.ts), never on a GM's background page.
        // publicView.ts stays in `client`: a chunk of its own would save a player's background page 0.3 kB and cost
        // the popover and the GM's page a file and 0.13 kB each.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'host',
              priority: 2,
              test: /[\\/]machines[\\/](engine|table|twenty-one|twenty-one-kit)[\\/](?!(meta|tableMeta|classicRound|publicView|styles|legacy|npcDriver|inCharacter)\.ts$|bots\.ts$|bot[A-Z])|[\\/]node_modules[\\/]xstate[\\/]|[\\/]src[\\/](host[\\/](?!(npcPlayer|tableTalk|migrations|gameChoice|replacing|heldTables)\.ts$)|debugger[\\/](host|recorder)\.ts$|sync[\\/](packedWrite|publicTableWrite)\.ts$)/,
            },
            {
              name: 'panel',
              priority: 1,
              test: /[\\/]node_modules[\\/]preact[\\/]|[\\/]src[\\/](plugin[\\/]PluginGate\.tsx$|popover[\\/](?!debuggerPage|main)|panels[\\/](TablePanel|games)\.tsx?$|panels[\\/]shared[\\/](?!(GameTable|GameChoice|LobbyControls|LobbyOptions|PurseRequests|DebuggerButton|Recovery|SelfPlaying|NpcSection|byActor|crew|Autoplay|PlaceTableButton|inCharacter)\.tsx?$)[^\\/]+\.tsx?$)/,
            },
            {
              name: 'twentyOneKit',
              priority: 1,
              test: /[\\/]src[\\/]panels[\\/]twenty-one-kit[\\/](?!(GmPanel|CheatPicker|OpenerPicker|StatsForm|hints)\.tsx?$)[^\\/]+\.tsx?$/,
            },
            {
              name: 'client',
              priority: 1,
              test: /[\\/]src[\\/](sync|plugin)[\\/](?!PluginGate|obrScene|sceneItems|news\.ts$)|[\\/]machines[\\/](catalog\.ts|table[\\/]publicView\.ts)$|[\\/]node_modules[\\/](valibot|@owlbear-rodeo|uuid|js-base64)[\\/]|preload-helper/,
            },
          ],
        },
      },
    },
  },
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    environment: 'node',
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          // One module graph per worker, shared by its test files: each file would otherwise load XState, valibot
          // and the games again, and the rules would run cold in every file. No test relies on a fresh module.
          // Two workers, whatever the machine: Vitest's default (one fewer than the cores) leaves one of two idle.
          pool: 'threads',
          isolate: false,
          maxWorkers: 2,
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/.git/**', 'tests/browser/**'],
          // Node 20 lacks the browser's own base64 of bytes, which the host uses for every view it seals.
          setupFiles: ['./tests/support/nativeBase64.ts'],
        },
      },
      {
        // Real Chromium, after the unit tests, two files at a time: a sandbox's pages share one renderer thread,
        // so each file keeps about one core busy.
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          // One dev server for every file (each file's pages read it by `inject('devServerUrl')`).
          globalSetup: ['./tests/browser/globalSetup.ts'],
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
