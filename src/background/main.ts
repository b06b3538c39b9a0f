/**
 * The background page, which Owlbear runs for every client in the room from
 * the start: this client's table and its "your turn" (turns.ts), and on a GM's
 * client the host, which stands for election and runs the table while elected.
 * The host and the rules are loaded only on a GM's client (or once a player
 * is made GM), so a player's page stays small; so is the table on the map, on a
 * player's client only once the GM placed it (src/map/onDemand.ts). Nobody sees this page's errors,
 * so its first reads of Owlbear are tried again until answered (plugin/retry.ts).
 */
import { obrPort, whenObrReady } from '../plugin/obrPort';
import { RETRY_MS, untilAnswered } from '../plugin/retry';
import { indexedDbKeyStore } from '../sync/keyStore';
import { afterVisibleWork } from '../sync/priority';
import { watchTurns } from './turns';
import { mapOnDemand } from '../map/onDemand';

const retrying = (what: string) => ({
  waitsMs: RETRY_MS,
  onFailure: (tries: number, wait: number, error: unknown) =>
    console.warn(`${what} (try ${tries}); trying again in ${wait} ms:`, error),
});

async function standForHost() {
  const [{ runHost }, { indexedDbHostStore }] = await Promise.all([
    import('../host/runHost'),
    import('../host/persistence'),
  ]);
  await runHost({
    port: obrPort,
    keys: indexedDbKeyStore,
    store: indexedDbHostStore,
    serveDebugger: true,
  });
}

whenObrReady(() => {
  void untilAnswered(
    () => watchTurns(obrPort, indexedDbKeyStore, { hidden: true, later: afterVisibleWork }),
    retrying('The table could not start here'),
  ).then((client) => mapOnDemand(obrPort, client));
  let standing = false;
  const stand = (role: string) => {
    if (role !== 'GM' || standing) return;
    standing = true;
    void standForHost().catch((error) => console.error('The table host could not start:', error));
  };
  void untilAnswered(
    () => obrPort.getSelf(),
    retrying('Owlbear did not say who this client is'),
  ).then((self) => stand(self.role));
  obrPort.onSelfChange((self) => stand(self.role));
});
