/**
 * One dev server for the whole browser project: each file reads its address (`inject('devServerUrl')`, see
 * ./fileSandbox.ts) instead of starting its own, so a page's modules are transformed once per run, not once per file.
 */
import type { TestProject } from 'vitest/node';
import { startDevServer } from './launch';

declare module 'vitest' {
  export interface ProvidedContext {
    devServerUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startDevServer();
  project.provide('devServerUrl', server.url);
  return () => server.close();
}
