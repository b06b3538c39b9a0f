/**
 * WebKit, Safari's engine, as Debian ships it: WebKitGTK's MiniBrowser, driven through its W3C WebDriver server
 * (`WebKitWebDriver`, package webkit2gtk-driver) on an Xvfb display of our own (the MiniBrowser draws to X, and a
 * test machine has none). Playwright cannot drive it (it needs its own patched WebKit builds), and Debian's build
 * speaks classic WebDriver only, no BiDi: the handful of classic commands the tests use are plain HTTP, below.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from '../launch';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const XVFB_PATH = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';
/** The MiniBrowser's window, and the display it is on. */
export const WEBKIT_WINDOW = { width: 1600, height: 2400 };

/** A WebDriver element reference, as the protocol names it. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
export type ElementRef = { readonly [ELEMENT]: string };

export class WebDriverError extends Error {}

export interface WebKitSession {
  readonly version: string;
  navigate(url: string): Promise<void>;
  /** Runs `body` (a function body; `arguments[0..]` are `args`) in the current frame; resolves with what it returns. */
  execute<T>(body: string, args?: unknown[]): Promise<T>;
  /** As `execute`, for a body that calls its last argument with the result. */
  executeAsync<T>(body: string, args?: unknown[]): Promise<T>;
  find(css: string): Promise<ElementRef>;
  /** Into an iframe of the current frame, or back to the top page with `null`. */
  switchToFrame(frame: ElementRef | null): Promise<void>;
  click(element: ElementRef): Promise<void>;
  clear(element: ElementRef): Promise<void>;
  type(element: ElementRef, text: string): Promise<void>;
  setWindowSize(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

function check(): void {
  for (const [path, pkg] of [
    [WEBKIT_DRIVER_PATH, 'webkit2gtk-driver'],
    [XVFB_PATH, 'xvfb'],
  ] as const) {
    if (!existsSync(path))
      throw new Error(
        `No ${path}: run \`node scripts/ensure-browsers.mjs\` (it installs Debian's ${pkg}).`,
      );
  }
}

/** Starts Xvfb on a display number it picks itself (`-displayfd`), and resolves with that display. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    XVFB_PATH,
    [
      '-displayfd',
      '1',
      '-screen',
      '0',
      `${WEBKIT_WINDOW.width}x${WEBKIT_WINDOW.height}x24`,
      '-nolisten',
      'tcp',
    ],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    xvfb.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const number = /^(\d+)\n/.exec(out)?.[1];
      if (number !== undefined) resolve({ display: `:${number}`, process: xvfb });
    });
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it named a display`)));
  });
}

/** Polls until the driver answers its status: it listens a moment after it starts. */
async function waitForDriver(base: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      const status = await fetch(`${base}/status`);
      if (status.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not start listening in 15 s');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A fresh MiniBrowser (its own ephemeral profile) on a display of its own. */
export async function launchWebKit(): Promise<WebKitSession> {
  check();
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: xvfb.display },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    driver.kill();
    xvfb.process.kill();
  };
  try {
    await waitForDriver(base, driver);
    const send = async <T>(method: string, path: string, body?: object): Promise<T> => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const { value } = (await response.json()) as {
        value: T & { error?: string; message?: string };
      };
      if (!response.ok)
        throw new WebDriverError(`${method} ${path}: ${value.error}: ${value.message}`);
      return value;
    };
    const created = await send<{ sessionId: string; capabilities: { browserVersion: string } }>(
      'POST',
      '/session',
      { capabilities: { alwaysMatch: {} } },
    );
    const at = `/session/${created.sessionId}`;
    return {
      version: created.capabilities.browserVersion,
      navigate: (url) => send('POST', `${at}/url`, { url }),
      execute: (script, args = []) => send('POST', `${at}/execute/sync`, { script, args }),
      executeAsync: (script, args = []) => send('POST', `${at}/execute/async`, { script, args }),
      find: (css) => send('POST', `${at}/element`, { using: 'css selector', value: css }),
      switchToFrame: (frame) => send('POST', `${at}/frame`, { id: frame }),
      click: (element) => send('POST', `${at}/element/${element[ELEMENT]}/click`, {}),
      clear: (element) => send('POST', `${at}/element/${element[ELEMENT]}/clear`, {}),
      type: (element, text) => send('POST', `${at}/element/${element[ELEMENT]}/value`, { text }),
      setWindowSize: (width, height) => send('POST', `${at}/window/rect`, { width, height }),
      async close() {
        await send('DELETE', at).catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
