/** The action popover: the GM's panel or a player's, by role. It renders views and sends intents; it never runs a rule. */
import { useEffect } from 'preact/hooks';
import { GmPanel } from '../panels/GmPanel';
import { PlayerPanel } from '../panels/PlayerPanel';
import type { OwlbearPort } from '../plugin/port';
import type { KeyStore } from '../sync/keyStore';
import { useTable } from './useTable';

export function App({ port, keys }: { port: OwlbearPort; keys: KeyStore }) {
  const { client, state, error } = useTable(port, keys);
  const myTurn = Boolean(state?.view?.seats.some((s) => s.mine && s.isTurn));
  useEffect(() => {
    void port.setBadgeText(myTurn ? 'Your turn' : undefined).catch(() => undefined);
  }, [port, myTurn]);
  if (error) return <p class="notice">The table could not start here: {error}</p>;
  if (!client || !state) return <p class="notice">Connecting to the table…</p>;
  const Panel = state.self.role === 'GM' ? GmPanel : PlayerPanel;
  return <Panel state={state} send={client.send} recover={client.recover} />;
}
