/**
 * Owlbear's SDK rejects a request it got no answer to after 5 s, as when a
 * heavy scene is loading. A page's first reads of the room are tried again,
 * waiting longer each time and then every last wait, for as long as the page
 * is open (or until `cancelled`, as a popover that closed).
 */
import { wait as pageWait } from './timers';

/** The waits between tries: past the SDK's own 5 s, then longer, as a scene that loads slowly may need. */
export const RETRY_MS: readonly number[] = [1_000, 4_000, 15_000];

export interface Retrying {
  waitsMs: readonly number[];
  onFailure(tries: number, waitMs: number, error: unknown): void;
  /** Default: the page's timers (timers.ts). */
  wait?: (ms: number) => Promise<void>;
  /** Checked before each try; once true, the retrying stops and rejects. */
  cancelled?: () => boolean;
}

export async function untilAnswered<T>(
  task: () => Promise<T>,
  { waitsMs, onFailure, wait, cancelled }: Retrying,
): Promise<T> {
  const pause = wait ?? pageWait;
  for (let tries = 1; ; tries++) {
    if (cancelled?.()) throw new Error('No longer wanted.');
    try {
      return await task();
    } catch (error) {
      const ms = waitsMs[Math.min(tries, waitsMs.length) - 1] ?? 1_000;
      onFailure(tries, ms, error);
      await pause(ms);
    }
  }
}
