/**
 * The page's timers (src/plugin/timers.ts), which the host's deadlines and NPC pauses, its election and retries, and a
 * client's outbox and hellos run on: in a hidden tab a dedicated worker keeps each timer too, since Chrome throttles
 * the page's own timers there (to the second, and after five minutes to the minute) but not a worker's. Here the page
 * is a document whose visibility the test sets, the worker one that fires when the test says, the clock Vitest's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageTimers, type TimerOrder } from '../../src/plugin/timers';

class Page extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  set(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

/** A dedicated worker as the timers see it: it records its orders, and the test says when a timer is due. */
class FakeWorker {
  static made: FakeWorker[] = [];
  orders: TimerOrder[] = [];
  onmessage: ((event: { data: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: URL) {
    FakeWorker.made.push(this);
  }
  postMessage(order: TimerOrder) {
    this.orders.push(order);
  }
  due(id: number) {
    this.onmessage?.({ data: id });
  }
}

let page: Page;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  page = new Page();
  vi.stubGlobal('document', page);
  vi.stubGlobal('Worker', FakeWorker);
  FakeWorker.made = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the page’s timers', () => {
  it('a shown page keeps its timers itself: the task runs once, on time, and no worker starts', () => {
    const { schedule } = pageTimers();
    const task = vi.fn();
    schedule(task, 1_000);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    expect(FakeWorker.made).toEqual([]);
  });

  it('in a hidden page the worker keeps the timer too: its word runs the task, once, though the page’s own timer is late', () => {
    page.set('hidden');
    const { schedule } = pageTimers();
    const task = vi.fn();
    schedule(task, 1_000);
    const [worker] = FakeWorker.made;
    expect(worker!.orders).toEqual([{ id: 1, ms: 1_000 }]);
    // Chrome has put the page's own timer off to a later wake-up; the worker's comes on time.
    vi.advanceTimersByTime(999);
    worker!.due(1);
    expect(task).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(task).toHaveBeenCalledOnce();
    // The worker is told to forget it (it has already).
    expect(worker!.orders.at(-1)).toEqual({ id: 1 });
  });

  it('whichever comes first runs the task: the page’s own timer when the worker is slower, and the worker’s word later does nothing', () => {
    page.set('hidden');
    const { schedule } = pageTimers();
    const task = vi.fn();
    schedule(task, 500);
    vi.advanceTimersByTime(500);
    expect(task).toHaveBeenCalledOnce();
    FakeWorker.made[0]!.due(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('timers set while the page was shown go to the worker when it is hidden, with the time they have left', () => {
    const { schedule } = pageTimers();
    const deadline = vi.fn();
    const pause = vi.fn();
    schedule(deadline, 30_000);
    schedule(pause, 1_000);
    vi.advanceTimersByTime(400);
    expect(FakeWorker.made).toEqual([]);
    page.set('hidden');
    const [worker] = FakeWorker.made;
    expect(worker!.orders).toEqual([
      { id: 1, ms: 29_600 },
      { id: 2, ms: 600 },
    ]);
    worker!.due(2);
    expect(pause).toHaveBeenCalledOnce();
    expect(deadline).not.toHaveBeenCalled();
    // Shown again: a new timer stays with the page, and one worker serves the page throughout.
    page.set('visible');
    const told = worker!.orders.length;
    schedule(vi.fn(), 100);
    expect(worker!.orders).toHaveLength(told);
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('a cancelled timer runs neither from the page nor from the worker, and the worker is told to drop it', () => {
    page.set('hidden');
    const { schedule } = pageTimers();
    const task = vi.fn();
    const cancel = schedule(task, 1_000);
    cancel();
    const [worker] = FakeWorker.made;
    expect(worker!.orders).toEqual([{ id: 1, ms: 1_000 }, { id: 1 }]);
    worker!.due(1);
    vi.advanceTimersByTime(2_000);
    expect(task).not.toHaveBeenCalled();
  });

  it('where no worker starts, the page’s own timer runs the task, and the page does not try again', () => {
    let tries = 0;
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          tries++;
          throw new Error('Workers are refused here.');
        }
      },
    );
    page.set('hidden');
    const { schedule } = pageTimers();
    const first = vi.fn();
    const second = vi.fn();
    schedule(first, 1_000);
    schedule(second, 2_000);
    vi.advanceTimersByTime(2_000);
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    expect(tries).toBe(1);
  });

  it('a page with no Worker at all (an older browser) keeps its timers itself', () => {
    vi.stubGlobal('Worker', undefined);
    page.set('hidden');
    const { wait } = pageTimers();
    const done = vi.fn();
    void wait(1_000).then(done);
    return vi.advanceTimersByTimeAsync(1_000).then(() => expect(done).toHaveBeenCalledOnce());
  });

  it('a worker that fails (its script does not load) leaves every timer, pending or new, to the page', () => {
    page.set('hidden');
    const { schedule } = pageTimers();
    const pending = vi.fn();
    schedule(pending, 1_000);
    const [worker] = FakeWorker.made;
    worker!.onerror?.();
    const later = vi.fn();
    schedule(later, 1_000);
    expect(worker!.orders).toEqual([{ id: 1, ms: 1_000 }]);
    vi.advanceTimersByTime(1_000);
    expect(pending).toHaveBeenCalledOnce();
    expect(later).toHaveBeenCalledOnce();
  });

  it('`wait` resolves after its time, in a hidden page on the worker’s word', async () => {
    page.set('hidden');
    const { wait } = pageTimers();
    const done = vi.fn();
    void wait(5_000).then(done);
    FakeWorker.made[0]!.due(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledOnce();
  });
});
