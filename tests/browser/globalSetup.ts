/**
 * One dev server and one Chromium for the whole browser project: each file reads their addresses
 * (`sharedDevServer()`, `sharedChromium()` in ./fileSandbox.ts) instead of starting its own. A page's modules are
 * then transformed once per run, and a browser's first sandbox (which costs about twice the next ones' CPU) is paid
 * once, not once per file. Each file still opens fresh browser contexts, so no storage is shared between tests.
 *
 * The sandbox runs the extension as published: one production build, made here and served by the dev server under
 * `/built/` (same origin as the dev pages). A page is then a few files instead of ~150 dev modules, which is most of
 * what opening a sandbox cost. A test opens the dev pages with `manifest: '/manifest.json'`.
 */
import type { TestProject } from 'vitest/node';
import { rmSync } from 'node:fs';
import { buildExtension, serveBuiltAt } from './built-site';
import { launchChromiumServer, startDevServer } from './launch';

declare module 'vitest' {
  export interface ProvidedContext {
    devServerUrl: string;
    chromiumEndpoint: string;
    builtManifest: string;
  }
}

/** Where the dev server serves the run's production build of the extension. */
const BUILT_BASE = '/built/';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [dist, chromium] = await Promise.all([buildExtension(BUILT_BASE), launchChromiumServer()]);
  const server = await startDevServer([serveBuiltAt(BUILT_BASE, dist)]);
  project.provide('devServerUrl', server.url);
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  project.provide('builtManifest', `${BUILT_BASE}manifest.json`);
  return async () => {
    await chromium.close();
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  };
}
