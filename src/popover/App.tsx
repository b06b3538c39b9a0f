/** The action popover: the GM's panel or a player's, by role. It renders views and sends intents; it never runs a rule. */
import { useEffect, useRef } from 'preact/hooks';
import type { GoblinView } from '../../machines/goblin/view';
import { GmPanel } from '../panels/GmPanel';
import { GoblinPanel } from '../panels/GoblinPanel';
import { PlayerPanel } from '../panels/PlayerPanel';
import type { OwlbearPort } from '../plugin/port';
import type { KeyStore } from '../sync/keyStore';
import { useTable } from './useTable';

/** The popover's height in the manifest: the content scrolls beyond it. */
const MAX_HEIGHT = 600;

/** The table's view when it is a Goblin Mode table: the player's own, or the public one. */
function goblinView(state: { view: unknown; table: { view: unknown } | null }): GoblinView | null {
  const view = (state.view ?? state.table?.view ?? null) as { game?: string } | null;
  return view?.game === 'goblin' ? (view as GoblinView) : null;
}

export function App({ port, keys }: { port: OwlbearPort; keys: KeyStore }) {
  const { client, state, error } = useTable(port, keys);
  const myTurn = Boolean(state?.view?.seats.some((s) => s.mine && s.isTurn) && state?.self.role !== 'GM');
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void port.setBadgeText(myTurn ? 'Your turn' : undefined).catch(() => undefined);
    if (myTurn) void port.notify('Tavern Twenty-One: your turn').catch(() => undefined);
  }, [port, myTurn]);
  // The popover's height follows the content, up to the manifest's height.
  useEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => void port.setActionHeight(Math.min(MAX_HEIGHT, Math.ceil(element.scrollHeight))).catch(() => undefined));
    observer.observe(element);
    return () => observer.disconnect();
  }, [port]);
  const Panel = state?.self.role === 'GM' ? GmPanel : PlayerPanel;
  return (
    <div ref={root}>
      {error ? (
        <p class="notice">The table could not start here: {error}</p>
      ) : !client || !state ? (
        <p class="notice">Connecting to the table…</p>
      ) : goblinView(state) ? (
        <GoblinPanel state={state} send={client.send} recover={client.recover} roomId={port.roomId} view={goblinView(state)!} />
      ) : (
        <Panel state={state} send={client.send} recover={client.recover} roomId={port.roomId} />
      )}
    </div>
  );
}
