/**
 * A seat's tab in the background (src/sandbox/hiddenTab.ts): its pages' timers run as Chrome runs a hidden page's.
 * Chrome's rules (https://developer.chrome.com/blog/timer-throttling-in-chrome-88): "Timers are checked in 1 second
 * intervals" while hidden; once "the page has been hidden for more than 5 minutes" and "the chain count is 5 or
 * greater", "timers are checked once per minute". Here the frame is a stand-in window on Vitest's clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHROME_HIDDEN_TAB,
  FrameTimers,
  HiddenTabFrames,
  wakeUp,
  type HiddenTab,
} from '../../src/sandbox/hiddenTab';
import { createTestHost } from './host-harness';

const hidden = (since: number, how: Partial<HiddenTab> = {}): HiddenTab => ({
  ...CHROME_HIDDEN_TAB,
  since,
  ...how,
});

/** A document of a shown page: its visibility read from its prototype, as a real document's is. */
class ShownDocument extends EventTarget {
  get visibilityState(): string {
    return 'visible';
  }
}

/** A frame's window: its own timers and animation frames, on the test's clock. */
function frameWindow() {
  const document = new ShownDocument();
  return {
    document,
    Event,
    setTimeout: globalThis.setTimeout,
    clearTimeout: globalThis.clearTimeout,
    setInterval: globalThis.setInterval,
    clearInterval: globalThis.clearInterval,
    requestAnimationFrame: (callback: FrameRequestCallback) =>
      globalThis.setTimeout(() => callback(performance.now()), 16),
    cancelAnimationFrame: (id: number) => globalThis.clearTimeout(id),
  } as unknown as Window & { document: typeof document };
}

/** The times (on the test's clock) at which each call of the returned function came. */
function stamps() {
  const at: number[] = [];
  return { at, mark: () => void at.push(performance.now()) };
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'],
  });
});
afterEach(() => vi.useRealTimers());

describe('when a hidden page’s timer wakes (Chrome’s rules)', () => {
  const plain = { level: 1, immediate: false };
  const chained = { level: 5, immediate: false };

  it('shown: when it is due', () => {
    expect(wakeUp(1_234, plain, null)).toBe(1_234);
  });

  it('hidden: at the next whole second, unless it asked for no delay at all', () => {
    const tab = hidden(0);
    expect(wakeUp(1_234, plain, tab)).toBe(2_000);
    expect(wakeUp(2_000, plain, tab)).toBe(2_000);
    expect(wakeUp(1_234, { level: 1, immediate: true }, tab)).toBe(1_234);
  });

  it('hidden five minutes: a chained timer (depth 5 or more) at the next whole minute, an unchained one still on the second', () => {
    const tab = hidden(0);
    expect(wakeUp(290_500, chained, tab)).toBe(291_000);
    expect(wakeUp(300_500, chained, tab)).toBe(360_000);
    expect(wakeUp(300_500, plain, tab)).toBe(301_000);
  });

  it('with `unchained` (Chrome’s can_intensively_throttle_low_nesting_level), every timer with a delay on the minute', () => {
    const tab = hidden(0, { unchained: true, minuteMs: 5_000, intensiveAfterMs: 0 });
    expect(wakeUp(1_234, plain, tab)).toBe(5_000);
    expect(wakeUp(1_234, { level: 1, immediate: true }, tab)).toBe(1_234);
  });
});

describe('a frame’s timers in a hidden tab', () => {
  it('shown, a timer runs when due; hidden, on the next whole second; shown again, a late one runs at once', () => {
    const win = frameWindow();
    const timers = new FrameTimers(win, () => performance.now());
    const { at, mark } = stamps();
    win.setTimeout(mark, 300);
    vi.advanceTimersByTime(300);
    timers.setTab(hidden(performance.now()));
    win.setTimeout(mark, 300);
    vi.advanceTimersByTime(2_000);
    timers.setTab(hidden(performance.now(), { unchained: true, intensiveAfterMs: 0 }));
    win.setTimeout(mark, 300);
    vi.advanceTimersByTime(5_000);
    timers.setTab(null);
    vi.advanceTimersByTime(0);
    expect(at).toEqual([300, 1_000, 7_300]);
  });

  it('counts a chain as Chrome does: a timer set from a timer’s callback is one deeper, each interval run too', () => {
    const win = frameWindow();
    const timers = new FrameTimers(win, () => performance.now());
    timers.setTab(hidden(0, { minuteMs: 10_000, intensiveAfterMs: 0 }));
    const { at, mark } = stamps();
    const link = () => {
      mark();
      if (at.length < 7) win.setTimeout(link, 100);
    };
    win.setTimeout(link, 100);
    vi.advanceTimersByTime(60_000);
    // Links 1 to 4 on the second; from the fifth, once a (shortened) minute.
    expect(at).toEqual([1_000, 2_000, 3_000, 4_000, 10_000, 20_000, 30_000]);

    const ticks = stamps();
    const id = win.setInterval(ticks.mark, 100);
    vi.advanceTimersByTime(60_000);
    win.clearInterval(id);
    expect(ticks.at).toEqual([
      61_000, 62_000, 63_000, 64_000, 70_000, 80_000, 90_000, 100_000, 110_000, 120_000,
    ]);
  });

  it('a timer cleared never runs, and the frame’s own timers from before are cleared as before', () => {
    const win = frameWindow();
    const before = vi.fn();
    const own = win.setTimeout(before, 100);
    const timers = new FrameTimers(win, () => performance.now());
    timers.setTab(hidden(0));
    const ours = vi.fn();
    win.clearTimeout(win.setTimeout(ours, 100));
    win.clearTimeout(own);
    vi.advanceTimersByTime(5_000);
    expect(before).not.toHaveBeenCalled();
    expect(ours).not.toHaveBeenCalled();
  });

  it('the page reads itself hidden, and hears it; animation frames wait until it is shown (a cancelled one never runs)', () => {
    const win = frameWindow();
    const timers = new FrameTimers(win, () => performance.now());
    const heard: string[] = [];
    win.document.addEventListener('visibilitychange', () =>
      heard.push(win.document.visibilityState),
    );
    timers.setTab(hidden(0));
    expect(win.document.visibilityState).toBe('hidden');
    const painted = vi.fn();
    const cancelled = vi.fn();
    win.requestAnimationFrame(painted);
    win.cancelAnimationFrame(win.requestAnimationFrame(cancelled));
    vi.advanceTimersByTime(10_000);
    expect(painted).not.toHaveBeenCalled();
    timers.setTab(null);
    vi.advanceTimersByTime(100);
    expect(painted).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
    expect(win.document.visibilityState).toBe('visible');
    expect(heard).toEqual(['hidden', 'visible']);
  });
});

describe('a seat’s tab hidden, from the room to its frames', () => {
  it('the fault hides a seat’s tab with Chrome’s figures unless told others, keeps the time first hidden, and shows it again', () => {
    const { host, connect } = createTestHost();
    const gm = connect('GM', 'background');
    host.conditions.hideTab(gm.seat.key, { minuteMs: 5_000 });
    const first = gm.seat.tabHidden!;
    expect(first).toMatchObject({ minuteMs: 5_000, intensiveAfterMs: 300_000, unchained: false });
    host.conditions.hideTab(gm.seat.key, { unchained: true });
    expect(gm.seat.tabHidden).toEqual({ ...first, unchained: true });
    host.conditions.hideTab(gm.seat.key, null);
    expect(gm.seat.tabHidden).toBeNull();
    expect(host.seats().filter((seat) => seat.tabHidden)).toEqual([]);
  });

  it('a frame follows its seat’s tab, a new window is taken over again, and a cross-site frame is left alone', () => {
    let tab: HiddenTab | null = hidden(0);
    const frames = new HiddenTabFrames(() => tab);
    const first = frameWindow();
    const own = first.setTimeout;
    frames.apply('frame-1', first);
    expect(first.setTimeout).not.toBe(own);
    expect(first.document.visibilityState).toBe('hidden');
    // A reload with a new window: the frame's timers are throttled again.
    const second = frameWindow();
    frames.apply('frame-1', second);
    expect(second.document.visibilityState).toBe('hidden');
    tab = null;
    frames.apply('frame-1', second);
    expect(second.document.visibilityState).toBe('visible');
    const crossSite = new Proxy({} as Window, {
      get() {
        throw new DOMException(
          'Blocked a frame from accessing a cross-origin frame.',
          'SecurityError',
        );
      },
    });
    tab = hidden(0);
    expect(() => frames.apply('frame-2', crossSite)).not.toThrow();
  });
});
