/**
 * The clock of a page's timers while it is hidden (timers.ts): a dedicated worker, whose timers and messages Chrome
 * does not throttle in a hidden tab. It posts each timer's id back when it is due.
 */
import type { TimerOrder } from './timers';

const scope = globalThis as unknown as {
  onmessage: (event: MessageEvent<TimerOrder>) => void;
  postMessage(id: number): void;
};
const running = new Map<number, ReturnType<typeof setTimeout>>();

scope.onmessage = ({ data: { id, ms } }) => {
  clearTimeout(running.get(id));
  running.delete(id);
  if (ms !== undefined)
    running.set(
      id,
      setTimeout(() => {
        running.delete(id);
        scope.postMessage(id);
      }, ms),
    );
};
