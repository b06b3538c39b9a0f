/** One sandbox environment (the run's dev server and Chromium) per test file, as every browser test file wants it. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import {
  connectChromium,
  startSandboxEnvironment,
  type DevServer,
  type SandboxEnvironment,
} from './harness';

/** The browser project's dev server (./globalSetup.ts), which outlives the file: closing it here does nothing. */
export function sharedDevServer(): DevServer {
  return { url: inject('devServerUrl'), close: async () => undefined };
}

/** The browser project's Chromium (./globalSetup.ts): closing it ends this file's contexts and connection only. */
export function sharedChromium(): Promise<Browser> {
  return connectChromium(inject('chromiumEndpoint'));
}

/** Starts the environment before the calling file's tests and closes it after them. */
export function fileSandbox(): SandboxEnvironment {
  let env: SandboxEnvironment | undefined;
  beforeAll(async () => {
    env = await startSandboxEnvironment({ server: sharedDevServer(), browser: sharedChromium });
  });
  afterAll(async () => {
    await env?.close();
  });
  const started = () => {
    if (!env) throw new Error('The sandbox environment starts before the file’s tests run.');
    return env;
  };
  return {
    get server() {
      return started().server;
    },
    get browser() {
      return started().browser;
    },
    // The extension as built by ./globalSetup.ts, unless the test names another manifest.
    open: (options = {}) =>
      started().open({ ...options, manifest: options.manifest ?? inject('builtManifest') }),
    close: () => started().close(),
  };
}
