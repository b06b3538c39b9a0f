/**
 * The background page, which Owlbear runs for every client in the room from
 * the start: this client's table and its "your turn" (turns.ts), and on a GM's
 * client the host, which stands for election and runs the table while elected.
 * The host and the rules are loaded only on a GM's client (or once a player
 * is made GM), so a player's page stays small.
 */
import { obrPort, whenObrReady } from '../plugin/obrPort';
import { indexedDbKeyStore } from '../sync/keyStore';
import { watchTurns } from './turns';

async function standForHost() {
  const [{ runHost }, { indexedDbHostStore }] = await Promise.all([import('../host/runHost'), import('../host/persistence')]);
  await runHost({ port: obrPort, keys: indexedDbKeyStore, store: indexedDbHostStore, serveDebugger: true });
}

whenObrReady(() => {
  void watchTurns(obrPort, indexedDbKeyStore).catch((error) => console.error('The table could not start here:', error));
  let standing = false;
  const stand = (role: string) => {
    if (role !== 'GM' || standing) return;
    standing = true;
    void standForHost().catch((error) => console.error('The table host could not load:', error));
  };
  void obrPort.getSelf().then((self) => stand(self.role));
  obrPort.onSelfChange((self) => stand(self.role));
});
