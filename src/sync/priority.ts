/**
 * Work a page may do after the rest of its thread's: the popover the player looks at and the background page share
 * one thread (in Owlbear a client's extension pages are one site, in the sandbox every seat's are), and both open each
 * change the host sends. The background page's copy and the check of a public table nobody looks at can wait.
 */
type TaskScheduler = {
  postTask(task: () => void, options: { priority: 'background' }): Promise<void>;
};

/** Background work never waits longer than this behind a busy popover: the badge and the tampering notice still come. */
export const LATEST_MS = 50;

/** Resolves once the tasks of higher priority queued on this thread have run (Chromium's `scheduler`), else at the next task. */
export function afterVisibleWork(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (!scheduler) return new Promise((resolve) => setTimeout(resolve, 0));
  return Promise.race([
    scheduler.postTask(() => undefined, { priority: 'background' }),
    new Promise<void>((resolve) => setTimeout(resolve, LATEST_MS)),
  ]);
}
