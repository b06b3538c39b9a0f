/**
 * Plays motion on one client's table on the map (motion.ts) for its painter: at each redraw it starts what changed
 * since the last drawn model, and gives the frame to write; between redraws it asks the painter for one write per
 * frame while anything runs. Under reduced motion nothing starts, and what runs when it is switched on lands at once.
 */
import type { Drawn } from './draw';
import type { MapTable } from './model';
import { type Animation, animationsBetween, frameAt, merge } from './motion';
import type { MotionClock } from './motionClock';

export interface MapMotion {
  /** A new final drawing of `model` round `anchor`: starts what changed since the last; the drawing to write now. */
  land(model: MapTable, final: Drawn[], anchor: string): Drawn[];
  /** The drawing to write at this frame. */
  frame(): Drawn[];
  running(): boolean;
  /** Has `tick` run at the next frame while anything runs, once however often asked. */
  request(tick: () => Promise<void>): void;
  /** Forgets the last model and drops what runs: the table is gone, or drawn round another anchor. */
  reset(): void;
  stop(): void;
}

export function mapMotion(clock: MotionClock): MapMotion {
  let last: MapTable | null = null;
  let final: Drawn[] = [];
  let anchor = '';
  let running: Animation[] = [];
  let tick: (() => Promise<void>) | null = null;
  let cancel: (() => void) | null = null;

  const frame = () => {
    if (clock.still()) running = [];
    const at = frameAt(final, anchor, running, clock.now());
    running = at.running;
    return at.items;
  };
  const unschedule = () => {
    cancel?.();
    cancel = null;
  };
  // Switched to still mid-motion: the next write is the final drawing, at once.
  const stopListening = clock.onStillChange((still) => {
    if (!still || !cancel) return;
    running = [];
    unschedule();
    void tick?.();
  });

  const motion: MapMotion = {
    land(model, drawing, at) {
      final = drawing;
      anchor = at;
      const started = clock.still() ? [] : animationsBetween(last, model, clock.now());
      running = merge(running, started);
      last = model;
      return frame();
    },
    frame,
    running: () => running.length > 0,
    request(next) {
      tick = next;
      if (cancel || running.length === 0) return;
      cancel = clock.frame(() => {
        cancel = null;
        return next();
      });
    },
    reset() {
      last = null;
      running = [];
      unschedule();
    },
    stop() {
      motion.reset();
      stopListening();
    },
  };
  return motion;
}
