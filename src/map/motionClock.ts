/**
 * The time motion on the map runs by, given to the runtime so a test drives its frames by hand. In a page: frames
 * on a timer, since a background page is never painted and its browser need not run its animation frames; and
 * still (no motion at all) while the viewer prefers reduced motion or the page is hidden.
 */

export interface MotionClock {
  /** Milliseconds, from any origin. */
  now(): number;
  /** Runs `callback` at the next frame; returns a cancel. */
  frame(callback: () => unknown): () => void;
  /** Whether motion is off now: every change then lands at once. */
  still(): boolean;
  /** Hears each change of `still()`. */
  onStillChange(callback: (still: boolean) => void): () => void;
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** A frame every 1/30 s: smooth enough for a die, half the updates of a display's rate. */
const FRAME_MS = 1000 / 30;

type PageGlobals = Pick<
  typeof globalThis,
  'matchMedia' | 'document' | 'setTimeout' | 'clearTimeout'
>;

/** This page's clock, or null where it cannot tell the viewer's preference (no `matchMedia`): no motion there. */
export function pageClock(page: Partial<PageGlobals> = globalThis): MotionClock | null {
  if (typeof page.matchMedia !== 'function' || !page.setTimeout || !page.clearTimeout) return null;
  const { setTimeout: later, clearTimeout: cancel } = page as PageGlobals;
  const reduced = page.matchMedia(REDUCED_MOTION);
  const hidden = () => page.document?.visibilityState === 'hidden';
  const still = () => reduced.matches || hidden();
  return {
    now: () => performance.now(),
    frame(callback) {
      const handle = later(callback, FRAME_MS);
      return () => cancel(handle);
    },
    still,
    onStillChange(callback) {
      const changed = () => callback(still());
      reduced.addEventListener('change', changed);
      page.document?.addEventListener('visibilitychange', changed);
      return () => {
        reduced.removeEventListener('change', changed);
        page.document?.removeEventListener('visibilitychange', changed);
      };
    },
  };
}
