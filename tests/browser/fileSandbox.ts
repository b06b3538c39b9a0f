/** One sandbox environment (the dev server and a browser) per test file, as every browser test file wants it. */
import { afterAll, beforeAll } from 'vitest';
import { startSandboxEnvironment, type SandboxEnvironment } from './harness';

/** Starts the environment before the calling file's tests and closes it after them. */
export function fileSandbox(): SandboxEnvironment {
  let env: SandboxEnvironment | undefined;
  beforeAll(async () => {
    env = await startSandboxEnvironment();
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
    open: (options) => started().open(options),
    close: () => started().close(),
  };
}
