/**
 * The one deadline a table waits on at a time (the game says which, from its
 * snapshot, and what the host sends when it passes): armed again after every
 * change, so a deadline that moved or ended is never fired.
 */
import type { Intent } from '../../machines/engine/game';

export function deadlineTimer(
  schedule: (task: () => void, ms: number) => () => void,
  clock: () => number,
  fire: (intent: Intent) => void,
) {
  let cancel: (() => void) | null = null;
  return {
    arm(deadline: { at: number; intent: Intent } | null) {
      cancel?.();
      cancel = deadline
        ? schedule(() => fire(deadline.intent), Math.max(0, deadline.at - clock()))
        : null;
    },
    cancel: () => cancel?.(),
  };
}
