/** The action popover: the panel for this viewer and this table's game. It renders views and sends intents; it never runs a rule. */
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { TablePanel } from '../panels/TablePanel';
import type { OwlbearPort } from '../plugin/port';
import type { KeyStore } from '../sync/keyStore';
import { openDebuggerModal } from './debuggerDoor';
import { useTable } from './useTable';

/** The popover's height in the manifest: the content scrolls beyond it. */
const MAX_HEIGHT = 600;

export function App({ port, keys }: { port: OwlbearPort; keys: KeyStore }) {
  const { client, state, error } = useTable(port, keys);
  const root = useRef<HTMLDivElement>(null);
  const openDebugger = useMemo(() => () => openDebuggerModal(port), [port]);
  // "Your turn" (the badge, a notification) is the background page's, which runs whether this popover is open or not.
  // The popover's height follows the content, up to the manifest's height.
  useEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Asked of Owlbear only when the height it shows changes: content past the cap still resizes the element.
    let asked = -1;
    let frame = 0;
    // Measured in the next frame, not in the observer's callback: WebKit reports a resize loop when a callback's
    // layout read meets a render still pending in the same frame.
    const measure = () => {
      frame = 0;
      const height = Math.min(MAX_HEIGHT, Math.ceil(element.scrollHeight));
      if (height === asked) return;
      asked = height;
      void port.setActionHeight(height).catch(() => (asked = -1));
    };
    const observer = new ResizeObserver(() => {
      frame ||= requestAnimationFrame(measure);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [port]);
  return (
    <div ref={root}>
      {error ? (
        <p class="notice">The table could not start here: {error}</p>
      ) : !client || !state ? (
        <p class="notice">Connecting to the table…</p>
      ) : (
        <TablePanel
          state={state}
          send={client.send}
          recover={client.recover}
          chooseGame={client.chooseGame}
          openDebugger={openDebugger}
        />
      )}
    </div>
  );
}
