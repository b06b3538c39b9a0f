import { useEffect, useState } from 'preact/hooks';
import type { OwlbearPort } from '../plugin/port';
import { connectTable, type TableClient, type TableState } from '../sync/client';
import type { KeyStore } from '../sync/keyStore';
import { afterVisibleWork } from '../sync/priority';
import { RETRY_MS, untilAnswered } from '../plugin/retry';

/** Connects this page to the table and re-renders on every change; once it shows a view, the public table is checked behind the page’s other work. */
export function useTable(
  port: OwlbearPort,
  keys: KeyStore,
): { client: TableClient | null; state: TableState | null; error: string | null } {
  const [client, setClient] = useState<TableClient | null>(null);
  const [state, setState] = useState<TableState | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live: TableClient | null = null;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const tryAgain = (tries: number, waitMs: number, e: unknown) =>
      !cancelled &&
      setError(
        `${(e as Error)?.message ?? String(e)} Trying again in ${Math.round(waitMs / 1000)} s (try ${tries}).`,
      );
    untilAnswered(() => connectTable(port, keys, { later: afterVisibleWork }), {
      waitsMs: RETRY_MS,
      onFailure: tryAgain,
      cancelled: () => cancelled,
    }).then(
      (connected) => {
        if (cancelled) return connected.close();
        live = connected;
        setError(null);
        setClient(connected);
        setState(connected.state());
        unsubscribe = connected.subscribe(setState);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
      live?.close();
    };
  }, [port, keys]);
  return { client, state, error };
}
