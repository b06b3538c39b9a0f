/**
 * Browser-test harness: the Vite dev server started in-process, Debian's Chromium driven by
 * playwright-core (./launch.ts), and the Owlbear sandbox page (./sandbox-page.ts) with helpers to reach each seat's
 * frames (./seats.ts). Tests, benches and scripts import all of it from here.
 *
 *   const env = await startSandboxEnvironment();          // beforeAll
 *   const sandbox = await env.open({ manifest: '/x.json' }); // per test: a fresh room
 *   await sandbox.seat('Ana').action.getByText('Roll').click();
 *   await env.close();                                     // afterAll
 */
import type { Browser } from 'playwright-core';
import { launchChromium, startDevServer, type DevServer } from './launch';
import { openSandbox, type OpenOptions, type SandboxPage } from './sandbox-page';

export type { SandboxSnapshot } from '../../src/sandbox/debug';
export type { TrafficEntry } from '../../src/sandbox/traffic';
export {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  connectChromium,
  freePort,
  launchChromium,
  startDevServer,
  type DevServer,
} from './launch';
export { WAIT_MS, type FrameKind, type PageScope, type SeatHandle, type SeatPlayer } from './seats';
export {
  openSandbox,
  type OpenOptions,
  type RoomConditions,
  type SandboxPage,
  type TrafficFilter,
} from './sandbox-page';

export interface SandboxEnvironment {
  readonly server: DevServer;
  readonly browser: Browser;
  /** A new browser context (own storage) with the sandbox loaded and every seat's pages attached. */
  open(options?: OpenOptions): Promise<SandboxPage>;
  close(): Promise<void>;
}

/**
 * Starts a dev server and Chromium; or uses the `server` given, which then stays open when the environment closes, and
 * a `browser` from the function given (a connection to a shared Chromium, see ./fileSandbox.ts).
 */
export async function startSandboxEnvironment(
  shared: { server?: DevServer; browser?: () => Promise<Browser> } = {},
): Promise<SandboxEnvironment> {
  const [own, browser] = await Promise.all([
    shared.server ? undefined : startDevServer(),
    (shared.browser ?? launchChromium)(),
  ]);
  const dev = (own ?? shared.server)!;
  const pages = new Set<SandboxPage>();
  return {
    server: dev,
    browser,
    async open(options = {}) {
      const sandbox = await openSandbox(dev.url, browser, options);
      pages.add(sandbox);
      const close = sandbox.close;
      return Object.assign(sandbox, {
        close: async () => {
          pages.delete(sandbox);
          await close();
        },
      });
    },
    async close() {
      await Promise.allSettled([...pages].map((page) => page.close()));
      await browser.close().catch(() => undefined);
      await own?.close();
    },
  };
}
