import { useState } from 'preact/hooks';

/** Wraps a send so the buttons rest while an intent is on its way (one click, one intent). */
export function useSend<A>(send: (arg: A) => Promise<unknown>): [(arg: A) => void, boolean] {
  const [busy, setBusy] = useState(false);
  return [
    (arg: A) => {
      setBusy(true);
      void send(arg).finally(() => setBusy(false));
    },
    busy,
  ];
}
