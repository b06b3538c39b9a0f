/**
 * What the browser tests run on: the Vite dev server started in-process on a free port, and Debian's Chromium driven
 * by playwright-core (./harness.ts puts the sandbox page on top of them).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { createServer, type PluginOption, type ViteDevServer } from 'vite';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium keeps only the last `--disable-features` it is given, and playwright-core passes its own: ours repeats
 * playwright-core's list (its `chromiumSwitches`) so that storage and the rest behave as the tests were written for,
 * ThirdPartyStoragePartitioning above all. It is not exported; ./chromium-args.test.ts fails when it drifts.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium builds its omnibox popup (a WebUI page of its own) for every new window: about 2 s of a renderer's
 * CPU each time a test opens a sandbox, for browser UI nobody sees.
 */
const OMNIBOX_POPUP_FEATURES = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

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
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface DevServer {
  readonly url: string;
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

/**
 * The project's Vite dev server on a free port, without file watching or HMR (tests never edit files); `plugins` add to
 * the project's own (e.g. `serveBuiltAt` in ./built-site.ts).
 */
export async function startDevServer(
  plugins: PluginOption[] = [],
): Promise<DevServer & { readonly vite: ViteDevServer }> {
  const port = await freePort();
  const vite = await createServer({
    root: ROOT,
    configFile: `${ROOT}/vite.config.ts`,
    logLevel: 'error',
    clearScreen: false,
    // Its own pre-bundle cache, so a test run never re-optimises under a running `npm run dev`.
    cacheDir: `${ROOT}/node_modules/.vite-browser-tests`,
    server: { host: '127.0.0.1', port, strictPort: true, hmr: false, watch: null, open: false },
    plugins,
  });
  await vite.listen();
  return { url: `http://127.0.0.1:${port}`, vite, close: () => vite.close() };
}

const CHROMIUM_OPTIONS = { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS };

function checkChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: run \`node scripts/ensure-browsers.mjs\` (it installs Debian's chromium).`,
    );
  }
}

export async function launchChromium(): Promise<Browser> {
  checkChromium();
  return chromium.launch(CHROMIUM_OPTIONS);
}

/** Chromium for other processes to `connectChromium` to; closing a connected `Browser` leaves it running. */
export async function launchChromiumServer(): Promise<BrowserServer> {
  checkChromium();
  return chromium.launchServer(CHROMIUM_OPTIONS);
}

export async function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

/** A fresh Chromium profile that lets third-party frames keep (partitioned) storage, as a default Chrome window does. */
export async function regularProfile(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sandbox-profile-'));
  await mkdir(join(dir, 'Default'));
  // 0: allow third-party cookies and storage (1 blocks them in private windows only, 2 everywhere).
  await writeFile(
    join(dir, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }),
  );
  return dir;
}
