/**
 * The statechart debugger's own page, which the GM's panel opens in an
 * Owlbear modal (`debuggerDoor.ts`). It joins the host in this browser's
 * background page over the room's debugger channel (a local channel of our
 * origin's pages: nothing of it crosses the room), and follows Owlbear's theme.
 */
import { render } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Debugger, connectPort } from '../debugger';
import { PluginGate } from '../plugin/PluginGate';
import { localChannelTransport } from '../plugin/localChannel';
import { obrPort } from '../plugin/obrPort';
import type { OwlbearPort } from '../plugin/port';
import { debuggerChannel } from '../sync/wire';
import { DEBUGGER_MODAL_ID } from './debuggerDoor';
import './debuggerPage.css';

export function DebuggerPage({ port }: { port: OwlbearPort }) {
  const link = useMemo(() => {
    const transport = localChannelTransport(debuggerChannel(port.roomId));
    return { port: connectPort(transport), close: () => transport.close() };
  }, [port]);
  useEffect(() => link.close, [link]);
  const [theme, setTheme] = useState<'light' | 'dark'>();
  useEffect(() => {
    const follow = (mode: 'LIGHT' | 'DARK') => setTheme(mode === 'LIGHT' ? 'light' : 'dark');
    void port.getTheme().then(follow, () => undefined);
    return port.onThemeChange(follow);
  }, [port]);
  return (
    <div class="debugger-page">
      <button
        type="button"
        class="debugger-close"
        onClick={() => void port.closeModal(DEBUGGER_MODAL_ID)}
      >
        Close the debugger
      </button>
      <Debugger port={link.port} theme={theme} />
    </div>
  );
}

const root = document.getElementById('app');
if (root) {
  render(
    <PluginGate>
      <DebuggerPage port={obrPort} />
    </PluginGate>,
    root,
  );
}
