/**
 * Timers that keep the table's pace in a hidden tab (docs/runtime.md, "A tab in the background"). Chrome wakes a
 * hidden page's timers only on whole seconds, and may wake them only once a minute after five minutes hidden; it
 * throttles neither a dedicated worker's timers nor the messages the worker posts. So while the page is hidden, each
 * timer is kept by a worker (timerWorker.ts) as well as by the page, and whichever fires first runs the task, once.
 * Where no worker starts, the page's own timer runs it.
 */

/** What the worker is told: start timer `id` of `ms`, or (no `ms`) drop it. */
export type TimerOrder = { id: number; ms?: number };

/** Runs `task` after `ms`; returns a cancel. */
export type Schedule = (task: () => void, ms: number) => () => void;

type Timer = { task: () => void; due: number; handle: unknown; kept?: boolean };

const hidden = () => typeof document === 'object' && document.visibilityState === 'hidden';

/** This page's timers: made once below (and afresh by tests). */
export function pageTimers() {
  const pending = new Map<number, Timer>();
  let last = 0;
  /** Undefined until the page is first hidden with a timer pending; null where none starts. */
  let worker: Worker | null | undefined;

  /** Has the worker keep timer `id` too. */
  function keep(id: number, timer: Timer) {
    if (worker === undefined) {
      worker = null;
      try {
        worker = new Worker(new URL('./timerWorker.ts', import.meta.url), { type: 'module' });
        worker.onmessage = ({ data }: MessageEvent<number>) => fire(data);
        // A worker that cannot run leaves each timer to the page.
        worker.onerror = () => (worker = null);
      } catch {}
    }
    if (!worker || timer.kept) return;
    timer.kept = true;
    worker.postMessage({ id, ms: Math.max(0, timer.due - performance.now()) } satisfies TimerOrder);
  }

  /** Forgets timer `id` in the page and the worker; returns it if it was still pending. */
  function drop(id: number) {
    const timer = pending.get(id);
    pending.delete(id);
    clearTimeout(timer?.handle as number);
    if (timer?.kept) worker?.postMessage({ id } satisfies TimerOrder);
    return timer;
  }

  function fire(id: number) {
    drop(id)?.task();
  }

  // A timer set while the page was shown is kept by the worker too once the page is hidden.
  if (typeof document === 'object')
    document.addEventListener(
      'visibilitychange',
      () => hidden() && pending.forEach((timer, id) => keep(id, timer)),
    );

  const schedule: Schedule = (task, ms) => {
    const id = ++last;
    const timer: Timer = {
      task,
      due: performance.now() + ms,
      handle: setTimeout(() => fire(id), ms),
    };
    pending.set(id, timer);
    if (hidden()) keep(id, timer);
    return () => void drop(id);
  };
  /** Resolves after `ms`. */
  const wait = (ms: number) => new Promise<void>((resolve) => schedule(resolve, ms));
  return { schedule, wait };
}

export const { schedule, wait } = pageTimers();
