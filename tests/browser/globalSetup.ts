/**
 * One dev server and one Chromium for the whole browser project: each file reads their addresses
 * (`sharedDevServer()`, `sharedChromium()` in ./fileSandbox.ts) instead of starting its own. A page's modules are
 * then transformed once per run, and a browser's first sandbox (which costs about twice the next ones' CPU) is paid
 * once, not once per file. Each file still opens fresh browser contexts, so no storage is shared between tests.
 */
import type { TestProject } from 'vitest/node';
import { launchChromiumServer, startDevServer } from './launch';

declare module 'vitest' {
  export interface ProvidedContext {
    devServerUrl: string;
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [server, chromium] = await Promise.all([startDevServer(), launchChromiumServer()]);
  project.provide('devServerUrl', server.url);
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  return async () => {
    await chromium.close();
    await server.close();
  };
}
