import { useEffect, useState } from 'preact/hooks';
import type { OwlbearPort } from '../plugin/port';
import { connectTable, type TableClient, type TableState } from '../sync/client';
import type { KeyStore } from '../sync/keyStore';

/** Connects this page to the table and re-renders on every change. */
export function useTable(port: OwlbearPort, keys: KeyStore): { client: TableClient | null; state: TableState | null; error: string | null } {
  const [client, setClient] = useState<TableClient | null>(null);
  const [state, setState] = useState<TableState | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live: TableClient | null = null;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    connectTable(port, keys).then(
      (connected) => {
        if (cancelled) return connected.close();
        live = connected;
        setClient(connected);
        setState(connected.state());
        unsubscribe = connected.subscribe(setState);
      },
      (e: Error) => setError(e.message),
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
      live?.close();
    };
  }, [port, keys]);
  return { client, state, error };
}
