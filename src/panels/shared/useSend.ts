import { useState } from 'preact/hooks';
import { asksFirst } from './Confirm';

/** Wraps a send so the buttons rest while an intent is on its way (one click, one intent); a move that cannot be undone asks first. */
export function useSend<A>(send: (arg: A) => Promise<unknown>): [(arg: A) => void, boolean] {
  const [busy, setBusy] = useState(false);
  const go = (arg: A) => {
    setBusy(true);
    void send(arg).finally(() => setBusy(false));
  };
  return [(arg: A) => void (asksFirst(arg, () => go(arg)) || go(arg)), busy];
}
