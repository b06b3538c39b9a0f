/**
 * A GM client's background page: stand for election, and run the host for as
 * long as this client holds the lease. A start that fails (Owlbear's SDK gives
 * up on a reply after 5 s while a heavy scene loads; storage failing in a
 * third-party frame) is tried again with back-off while the lease stays
 * `starting`; a host that still cannot start gives the lease up and tells the GM.
 */
import { runElection, type Election, type ElectionSetup } from './election';
import { startHost, type Host, type HostSetup } from './host';
// The page's timers, in real time whatever clock the table's deadlines run on.
import { schedule } from '../plugin/timers';
import { RETRY_MS, untilAnswered } from '../plugin/retry';

/** The waits before each new try of a failed start; after the last try fails, the host gives up. */
export const START_RETRY_MS: readonly number[] = RETRY_MS;

export interface HostRunner {
  /** The running host, when this client hosts. */
  host(): Host | null;
  election: Election;
  /** Resolves with the host once this client hosts and the host has loaded its table. */
  whenHosting(): Promise<Host>;
  stop(): void;
}

export type RunHostSetup = Omit<HostSetup, 'onStatus'> &
  Pick<ElectionSetup, 'graceMs' | 'confirmMs'> & {
    /** Default: `START_RETRY_MS`. */
    startRetryMs?: readonly number[];
  };

const reasonOf = (error: unknown) => (error as Error)?.message ?? String(error);

/** Told to the GM when the first try fails: the table is not lost, it is starting again. */
export const startRetried = (reason: string) =>
  `Tavern Twenty-One: the table could not start (${reason}); trying again.`;
/** Told to the GM when the host gives up: the lease is free, and a reload starts over. */
export const startGivenUp = (reason: string, tries: number) =>
  `Tavern Twenty-One: this device cannot host the table (${reason}), after ${tries} tries. Players wait for the GM: reload the extension to try again.`;

export async function runHost(setup: RunHostSetup): Promise<HostRunner> {
  const retryMs = setup.startRetryMs ?? START_RETRY_MS;
  let host: Host | null = null;
  let generation = 0;
  let cancelRetry = () => {};
  const waiting: ((h: Host) => void)[] = [];
  const notify = (message: string, variant: 'WARNING' | 'ERROR') =>
    void setup.port.notify(message, variant).catch(() => undefined);

  /** One try at starting the host for election `mine`; the next is scheduled if it fails. */
  function attempt(mine: number, tries: number) {
    void startHost({ ...setup, onStatus: (status) => publishStatus(mine, status, 1) }).then(
      (started) => {
        // Deposed while loading: this host must not run.
        if (mine !== generation) return started.stop();
        host = started;
        waiting.splice(0).forEach((resolve) => resolve(started));
      },
      (error) => {
        if (mine !== generation) return;
        const reason = reasonOf(error);
        const wait = retryMs[tries - 1];
        if (wait === undefined) {
          // A host that cannot start must not hold the lease: another GM client may host, and players see the GM is away.
          console.error('The table host could not start, and gives up:', error);
          void election.resign();
          return notify(startGivenUp(reason, tries), 'ERROR');
        }
        console.warn(
          `The table host could not start (try ${tries}); trying again in ${wait} ms:`,
          error,
        );
        if (tries === 1) notify(startRetried(reason), 'WARNING');
        cancelRetry = schedule(() => mine === generation && attempt(mine, tries + 1), wait);
      },
    );
  }

  /** Writes the host's status in its claim; clients hold their requests while it says `starting`, so a failed write is tried again. */
  function publishStatus(
    mine: number,
    status: Parameters<Election['setStatus']>[0],
    tries: number,
  ) {
    election.setStatus(status).catch((error) => {
      const wait = retryMs[tries - 1];
      console.warn(`The host could not publish its status (try ${tries}):`, error);
      if (wait !== undefined)
        schedule(() => mine === generation && publishStatus(mine, status, tries + 1), wait);
    });
  }

  const election: Election = await standForElection(setup, retryMs, {
    onElected() {
      attempt(++generation, 1);
    },
    onDeposed() {
      generation++;
      cancelRetry();
      host?.stop();
      host = null;
    },
  });

  return {
    host: () => host,
    election,
    whenHosting: () =>
      host ? Promise.resolve(host) : new Promise((resolve) => waiting.push(resolve)),
    stop() {
      generation++;
      cancelRetry();
      election.stop();
      host?.stop();
      host = null;
    },
  };
}

/**
 * Joins the election; its first reads of Owlbear (this client, the party, the lease) are tried again with the same
 * back-off, and then every last wait again, for as long as the page is open: standing holds nothing, so it never gives up.
 */
function standForElection(
  setup: RunHostSetup,
  retryMs: readonly number[],
  hooks: Pick<ElectionSetup, 'onElected' | 'onDeposed'>,
): Promise<Election> {
  return untilAnswered(
    () =>
      runElection({
        port: setup.port,
        graceMs: setup.graceMs,
        confirmMs: setup.confirmMs,
        ...hooks,
      }),
    {
      waitsMs: retryMs,
      onFailure: (tries, wait, error) =>
        console.warn(
          `Owlbear did not answer the election's first reads (try ${tries}); trying again in ${wait} ms:`,
          error,
        ),
    },
  );
}
