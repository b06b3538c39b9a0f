/** The background page: on a GM's client, stand for host and run the table while elected. Nothing else. */
import { obrPort, whenObrReady } from '../plugin/obrPort';
import { runHost } from '../host/runHost';
import { indexedDbHostStore } from '../host/persistence';
import { indexedDbKeyStore } from '../sync/keyStore';

whenObrReady(() => {
  void runHost({ port: obrPort, keys: indexedDbKeyStore, store: indexedDbHostStore, serveDebugger: true });
});
