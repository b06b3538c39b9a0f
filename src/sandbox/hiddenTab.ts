/**
 * A seat's tab in the background: its pages' timers run as Chrome runs a hidden page's (docs/sandbox.md, "A tab in
 * the background"). Chrome's rules modelled, from its scheduler (the "Frame Associated Task Types" table, and
 * https://developer.chrome.com/blog/timer-throttling-in-chrome-88):
 *
 * - a hidden page's `setTimeout` and `setInterval` callbacks run only on wake-ups aligned to the whole second, except
 *   a timer of no delay that is not chained (Chrome's "immediate" timers);
 * - a timer set from a timer's callback is chained one deeper (each run of an interval too); from a depth of 5, a
 *   delay under 4 ms is 4 ms;
 * - once the page has been hidden five minutes, a chained timer (depth 5 or more) runs only on wake-ups aligned to
 *   the minute (intensive wake-up throttling; an extension's frame is cross-origin to Owlbear's page, so Chrome's
 *   exception for a frame of the top page's origin never applies); with `unchained`, every timer with a delay, as
 *   Chrome does under its `can_intensively_throttle_low_nesting_level` setting;
 * - `requestAnimationFrame` callbacks wait until the page is shown again;
 * - `document.visibilityState` reads `hidden`, and `visibilitychange` fires.
 *
 * Not modelled: a timer's promise jobs count outside its chain (Chrome counts them in), pages playing sound or using
 * WebRTC (exempt in Chrome), Chrome freezing a background tab. A worker's timers and messages are not throttled, as
 * in Chrome.
 */

/** How a seat's tab is hidden; `since` on the sandbox page's `performance.now()`. */
export interface HiddenTab {
  since: number;
  /** Chrome: a minute. A test may shorten it. */
  minuteMs: number;
  /** Chrome: five minutes. */
  intensiveAfterMs: number;
  /** Every timer with a delay, chained or not, on the minute once intensive. */
  unchained: boolean;
}

export const CHROME_HIDDEN_TAB: Omit<HiddenTab, 'since'> = {
  minuteMs: 60_000,
  intensiveAfterMs: 300_000,
  unchained: false,
};

export const SECOND_MS = 1_000;
/** The chain depth from which Chrome clamps a timer to 4 ms and may throttle it intensively. */
export const CHAINED = 5;

/** What decides a timer's wake-up: its chain depth, and whether it asked for no delay at all. */
export interface TimerKind {
  level: number;
  immediate: boolean;
}

const alignUp = (at: number, step: number) => Math.ceil(at / step) * step;

/** When a timer due at `due` runs in a tab hidden as `tab` says (null: shown). */
export function wakeUp(due: number, timer: TimerKind, tab: HiddenTab | null): number {
  if (!tab || timer.immediate) return due;
  const intensive = timer.level >= CHAINED || tab.unchained;
  return intensive && due >= tab.since + tab.intensiveAfterMs
    ? alignUp(due, tab.minuteMs)
    : alignUp(due, SECOND_MS);
}

interface Timer extends TimerKind {
  run: () => void;
  due: number;
  /** An interval's period; null for a timeout. */
  every: number | null;
  handle?: number;
}

/** The frame's own functions, before ours replace them. */
type Natives = Pick<
  Window,
  'setTimeout' | 'clearTimeout' | 'requestAnimationFrame' | 'cancelAnimationFrame'
>;

/** Ours, far above the ids the frame's own timers were given before, so both can be cleared. */
const FIRST_ID = 0x4000_0000;

/** One page's timers under a hidden tab's rules: installed once, and told whenever the tab is hidden or shown. */
export class FrameTimers {
  private readonly timers = new Map<number, Timer>();
  /** Frames asked for while hidden, run once shown. */
  private readonly frames = new Map<number, FrameRequestCallback>();
  private readonly natives: Natives;
  private readonly setTimeoutOfOurs: Window['setTimeout'];
  private level = 0;
  private nextId = FIRST_ID;
  private tab: HiddenTab | null = null;
  private shownDocument: Document | null = null;

  constructor(
    private readonly win: Window,
    private readonly now: () => number,
  ) {
    this.natives = {
      setTimeout: win.setTimeout.bind(win),
      clearTimeout: win.clearTimeout.bind(win),
      requestAnimationFrame: win.requestAnimationFrame.bind(win),
      cancelAnimationFrame: win.cancelAnimationFrame.bind(win),
    };
    this.setTimeoutOfOurs = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
      this.add(handler, ms, args, false)) as Window['setTimeout'];
    win.setTimeout = this.setTimeoutOfOurs;
    win.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
      this.add(handler, ms, args, true)) as Window['setInterval'];
    win.clearTimeout = win.clearInterval = (id?: number) => this.clear(id);
    win.requestAnimationFrame = (callback) => this.frame(callback);
    win.cancelAnimationFrame = (id) =>
      void (this.frames.delete(id) || this.natives.cancelAnimationFrame(id));
  }

  /** Whether this still holds the frame's timers: a new document may come with a new window. */
  holds(win: Window): boolean {
    return win.setTimeout === this.setTimeoutOfOurs;
  }

  /** Hides or shows the page (null); every pending timer is planned again under the new rules. */
  setTab(tab: HiddenTab | null): void {
    const document = this.win.document;
    if (tab === this.tab && document === this.shownDocument) return;
    const wasHidden = this.tab !== null && this.shownDocument === document;
    this.tab = tab;
    this.shownDocument = document;
    if (wasHidden !== (tab !== null)) this.showVisibility(document, tab !== null);
    for (const [id, timer] of this.timers) this.plan(id, timer);
    if (!tab && this.frames.size > 0)
      this.natives.requestAnimationFrame((time) => {
        const held = [...this.frames.values()];
        this.frames.clear();
        for (const callback of held) callback(time);
      });
  }

  private showVisibility(document: Document, hidden: boolean) {
    const fields = document as unknown as Record<string, unknown>;
    if (hidden) {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => 'hidden',
      });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    } else {
      delete fields.visibilityState;
      delete fields.hidden;
    }
    const { Event } = this.win as unknown as typeof globalThis;
    document.dispatchEvent(new Event('visibilitychange'));
  }

  private add(
    handler: TimerHandler,
    ms: number | undefined,
    args: unknown[],
    repeat: boolean,
  ): number {
    // A string of code is the frame's own business: no page of ours sets one.
    if (typeof handler !== 'function') return this.natives.setTimeout(handler, ms);
    const level = this.level + 1;
    const delay = Math.max(level >= CHAINED ? 4 : 0, Number(ms) || 0);
    const id = this.nextId++;
    const timer: Timer = {
      run: () => handler.apply(this.win, args),
      level,
      immediate: delay === 0,
      due: this.now() + delay,
      every: repeat ? delay : null,
    };
    this.timers.set(id, timer);
    this.plan(id, timer);
    return id;
  }

  private plan(id: number, timer: Timer) {
    this.natives.clearTimeout(timer.handle);
    const wait = Math.max(0, wakeUp(timer.due, timer, this.tab) - this.now());
    timer.handle = this.natives.setTimeout(() => this.fire(id), wait);
  }

  private fire(id: number) {
    const timer = this.timers.get(id);
    if (!timer) return;
    if (timer.every === null) this.timers.delete(id);
    const outer = this.level;
    this.level = timer.level;
    try {
      timer.run();
    } finally {
      this.level = outer;
    }
    if (timer.every === null || !this.timers.has(id)) return;
    // Each run of an interval is one more link of its chain.
    timer.level += 1;
    timer.every = Math.max(timer.level >= CHAINED ? 4 : 0, timer.every);
    timer.immediate = timer.every === 0;
    timer.due = this.now() + timer.every;
    this.plan(id, timer);
  }

  private clear(id: number | undefined) {
    const timer = id === undefined ? undefined : this.timers.get(id);
    if (!timer) return this.natives.clearTimeout(id);
    this.natives.clearTimeout(timer.handle);
    this.timers.delete(id!);
  }

  private frame(callback: FrameRequestCallback): number {
    if (!this.tab) return this.natives.requestAnimationFrame(callback);
    const id = this.nextId++;
    this.frames.set(id, callback);
    return id;
  }
}

/** Keeps each frame's timers as its seat's tab is: hidden or shown. */
export class HiddenTabFrames {
  private readonly installed = new Map<string, FrameTimers>();

  constructor(
    /** The tab of the seat whose frame `frameId` is; null when shown. */
    private readonly tabOf: (frameId: string) => HiddenTab | null,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * Brings frame `frameId` (its window `win`) in line with its seat's tab: called when it is registered (its first,
   * empty document, whose window a same-origin page keeps), when it loads, and when any seat changes. A cross-site
   * frame is out of the sandbox's reach: its timers stay as they are.
   */
  apply(frameId: string, win: Window): void {
    const tab = this.tabOf(frameId);
    let timers = this.installed.get(frameId);
    try {
      if (timers && !timers.holds(win)) timers = undefined;
      if (!timers && tab) timers = new FrameTimers(win, this.now);
    } catch {
      timers = undefined;
    }
    if (!timers) return void this.installed.delete(frameId);
    this.installed.set(frameId, timers);
    timers.setTab(tab);
  }

  forget(frameId: string): void {
    this.installed.delete(frameId);
  }
}
