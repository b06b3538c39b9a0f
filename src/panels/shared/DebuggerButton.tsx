/**
 * Opens the statechart debugger inside the GM's panel. The debugger is loaded
 * only on demand (a dynamic import), so it never reaches a player's bundle; it
 * talks to the host over the `tavern-debugger/<roomId>` BroadcastChannel.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { debuggerChannel } from '../../sync/wire';

/** The theme the popover follows (set from `OBR.theme` on the document). */
const pageTheme = (): 'light' | 'dark' => (document.documentElement.dataset.theme === 'light' ? 'light' : 'dark');

export function DebuggerButton({ roomId, theme = pageTheme() }: { roomId: string; theme?: 'light' | 'dark' }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mount = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open || !mount.current) return;
    const element = mount.current;
    let unmount: (() => void) | undefined;
    let close: (() => void) | undefined;
    let cancelled = false;
    import('../../debugger').then(
      ({ mountDebugger, connectPort, broadcastChannelTransport }) => {
        if (cancelled) return;
        const transport = broadcastChannelTransport(debuggerChannel(roomId));
        close = () => transport.close();
        unmount = mountDebugger(element, connectPort(transport), { theme });
      },
      (e: Error) => setError(`The debugger could not load: ${e.message}`),
    );
    return () => {
      cancelled = true;
      unmount?.();
      close?.();
    };
  }, [open, roomId, theme]);
  return (
    <section class="debugger-slot" aria-label="Statechart debugger">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Close the statechart debugger' : 'Open the statechart debugger'}
      </button>
      {error && <p class="refusal">{error}</p>}
      {open && <div ref={mount} class="debugger-mount" />}
    </section>
  );
}
