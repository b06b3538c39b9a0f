/**
 * A GM client's background page: stand for election, and run the host for as
 * long as this client holds the lease. A start that fails (Owlbear's SDK gives
 * up on a reply after 5 s while a heavy scene loads; storage failing in a
 * third-party frame) is tried again with back-off while the lease stays
 * `starting`; a host that still cannot start gives the lease up and tells the GM.
 */
import { runElection, type Election, type ElectionSetup } from './election';
import { startHost, type Host, type HostSetup, type HostStatus } from './host';
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
  const runner = new Runner(setup, setup.startRetryMs ?? START_RETRY_MS);
  runner.election = await standForElection(setup, runner.retryMs, {
    onElected: () => runner.elected(),
    onDeposed: () => runner.deposed(),
  });
  return runner;
}

/** The host's life on this client: started on each election, with retries, and stopped when deposed. */
class Runner implements HostRunner {
  election!: Election;
  private running: Host | null = null;
  /** Counts elections: a start or a retry of an earlier one must not run. */
  private generation = 0;
  private cancelRetry = () => {};
  private readonly waiting: ((h: Host) => void)[] = [];

  constructor(
    private readonly setup: RunHostSetup,
    readonly retryMs: readonly number[],
  ) {}

  host = () => this.running;

  whenHosting = (): Promise<Host> =>
    this.running
      ? Promise.resolve(this.running)
      : new Promise((resolve) => this.waiting.push(resolve));

  elected() {
    this.attempt(++this.generation, 1);
  }

  deposed() {
    this.generation++;
    this.cancelRetry();
    this.running?.stop();
    this.running = null;
  }

  stop = () => {
    this.generation++;
    this.cancelRetry();
    this.election.stop();
    this.running?.stop();
    this.running = null;
  };

  /** One try at starting the host for election `mine`; the next is scheduled if it fails. */
  private attempt(mine: number, tries: number) {
    const onStatus = (status: HostStatus) => this.publishStatus(mine, status, 1);
    void startHost({ ...this.setup, onStatus }).then(
      (started) => {
        // Deposed while loading: this host must not run.
        if (mine !== this.generation) return started.stop();
        this.running = started;
        this.waiting.splice(0).forEach((resolve) => resolve(started));
      },
      (error) => {
        if (mine === this.generation) this.failed(mine, tries, error);
      },
    );
  }

  /** A start that failed: tried again after the next wait, or given up once there is none. */
  private failed(mine: number, tries: number, error: unknown) {
    const reason = reasonOf(error);
    const wait = this.retryMs[tries - 1];
    if (wait === undefined) {
      // A host that cannot start must not hold the lease: another GM client may host, and players see the GM is away.
      console.error('The table host could not start, and gives up:', error);
      void this.election.resign();
      return this.notify(startGivenUp(reason, tries), 'ERROR');
    }
    console.warn(
      `The table host could not start (try ${tries}); trying again in ${wait} ms:`,
      error,
    );
    if (tries === 1) this.notify(startRetried(reason), 'WARNING');
    this.cancelRetry = schedule(
      () => mine === this.generation && this.attempt(mine, tries + 1),
      wait,
    );
  }

  /** Writes the host's status in its claim; clients hold their requests while it says `starting`, so a failed write is tried again. */
  private publishStatus(mine: number, status: HostStatus, tries: number) {
    this.election.setStatus(status).catch((error) => {
      const wait = this.retryMs[tries - 1];
      console.warn(`The host could not publish its status (try ${tries}):`, error);
      if (wait !== undefined)
        schedule(
          () => mine === this.generation && this.publishStatus(mine, status, tries + 1),
          wait,
        );
    });
  }

  private notify(message: string, variant: 'WARNING' | 'ERROR') {
    void this.setup.port.notify(message, variant).catch(() => undefined);
  }
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
