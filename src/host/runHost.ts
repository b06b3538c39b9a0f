/**
 * A GM client's background page: stand for election, and run the host for as
 * long as this client holds the lease.
 */
import { runElection, type Election, type ElectionSetup } from './election';
import { startHost, type Host, type HostSetup } from './host';

export interface HostRunner {
  /** The running host, when this client hosts. */
  host(): Host | null;
  election: Election;
  /** Resolves with the host once this client hosts and the host has loaded its table. */
  whenHosting(): Promise<Host>;
  stop(): void;
}

export async function runHost(setup: Omit<HostSetup, 'onStatus'> & Pick<ElectionSetup, 'graceMs' | 'confirmMs'>): Promise<HostRunner> {
  let host: Host | null = null;
  let generation = 0;
  const waiting: ((h: Host) => void)[] = [];
  // eslint-disable-next-line prefer-const
  let election: Election;

  election = await runElection({
    port: setup.port,
    graceMs: setup.graceMs,
    confirmMs: setup.confirmMs,
    onElected() {
      const mine = ++generation;
      void startHost({ ...setup, onStatus: (status) => void election.setStatus(status) }).then(
        (started) => {
          // Deposed while loading: this host must not run.
          if (mine !== generation) return started.stop();
          host = started;
          waiting.splice(0).forEach((resolve) => resolve(started));
        },
        (error) => {
          // A host that cannot start at all (its keys unreadable, say) must not hold the lease: another GM client may host.
          console.error('The table host could not start:', error);
          if (mine !== generation) return;
          void election.resign();
          const reason = (error as Error)?.message ?? String(error);
          void setup.port.notify(`Tavern Twenty-One: this device cannot host the table (${reason}). Reload to try again.`, 'ERROR').catch(() => undefined);
        },
      );
    },
    onDeposed() {
      generation++;
      host?.stop();
      host = null;
    },
  });

  return {
    host: () => host,
    election,
    whenHosting: () => (host ? Promise.resolve(host) : new Promise((resolve) => waiting.push(resolve))),
    stop() {
      generation++;
      election.stop();
      host?.stop();
      host = null;
    },
  };
}
