/**
 * How the host works: one thing at a time, in arrival order, and without
 * waiting on Owlbear's answer to each write and broadcast (waiting for each
 * in turn would make every player wait for all of them; messages leave in
 * order anyway). A failure of either is logged and told to the GM, and the
 * work goes on.
 */
import type { OwlbearPort } from '../plugin/port';

export interface HostWork {
  /** Runs `task` after everything queued before it, unless the host has stopped by then. */
  enqueue(task: () => Promise<void> | void): Promise<void>;
  /** Lets a send go on without waiting for Owlbear's answer; reports a failure when it comes. */
  deliver(sending: Promise<void>): void;
  /** Resolves once everything queued so far has been handled, and every send it started has been answered. */
  idle(): Promise<void>;
}

export function hostWork(port: OwlbearPort, stopped: () => boolean): HostWork {
  let work: Promise<void> = Promise.resolve();
  /** Sends not answered yet: a write of the table signs before it leaves, and may leave after the work that asked it. */
  const sending = new Set<Promise<void>>();
  const report = (log: string, told: string) => (error: unknown) => {
    console.error(log, error);
    void port
      .notify(`Tavern Twenty-One: ${told} (${(error as Error)?.message ?? error}).`, 'ERROR')
      .catch(() => undefined);
  };
  return {
    enqueue(task) {
      work = work
        .then(() => (stopped() ? undefined : task()))
        .catch(report('The table host failed:', 'the table host failed'));
      return work;
    },
    deliver(send) {
      const answered = send.catch(
        report('The table host could not send:', 'a message to the table failed'),
      );
      sending.add(answered);
      void answered.then(() => sending.delete(answered));
    },
    idle: () => work.then(() => Promise.all(sending)).then(() => undefined),
  };
}
