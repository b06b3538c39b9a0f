/** `afterVisibleWork` (src/sync/priority.ts): behind the browser's other tasks, but never for long. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LATEST_MS, afterVisibleWork } from '../../src/sync/priority';

const withScheduler = (postTask: () => Promise<void>) => vi.stubGlobal('scheduler', { postTask });

describe('work that waits for what the player sees', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs once the browser runs its background-priority task', async () => {
    let run: () => void = () => undefined;
    withScheduler(() => new Promise<void>((resolve) => (run = resolve)));
    let done = false;
    void afterVisibleWork().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    run();
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it(`waits no longer than ${LATEST_MS} ms behind a thread that never idles`, async () => {
    vi.useFakeTimers();
    withScheduler(() => new Promise<void>(() => undefined));
    let done = false;
    void afterVisibleWork().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(LATEST_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('waits for the next task where the browser has no scheduler', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('scheduler', undefined);
    let done = false;
    void afterVisibleWork().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
