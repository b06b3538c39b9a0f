import { useState } from 'preact/hooks';
import { asksFirst, type Offered } from './Confirm';

/**
 * Wraps a send so the buttons rest while an intent is on its way (one click, one intent); a move that cannot be undone
 * asks first, in the words of the move as `offered` (the view's actions) names it.
 */
export function useSend<A>(
  send: (arg: A) => Promise<unknown>,
  offered?: readonly Offered[],
): [(arg: A) => void, boolean] {
  const [busy, setBusy] = useState(false);
  const go = (arg: A) => {
    setBusy(true);
    void send(arg).finally(() => setBusy(false));
  };
  return [(arg: A) => void (asksFirst(arg, () => go(arg), offered) || go(arg)), busy];
}
