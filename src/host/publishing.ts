/** How the host publishes a change: the public table to room metadata, each private view sealed to its reader. */
import type { LiveHost } from './hostState';
import type { TableWriter } from './publishTable';
import type { ViewSealer } from './sealing';
import { publicTableOf } from './session';
import { publicationSteps } from './figures';

export interface PublisherWiring {
  live: LiveHost;
  sealer: ViewSealer;
  writer: TableWriter;
  /** Lets a send go on without waiting for Owlbear's answer. */
  deliver: (sending: Promise<void>) => void;
  /** Arms the timers the published table waits on (its deadline, the NPCs' next move). */
  armTimers: () => void;
}

export interface Publisher {
  /**
   * Writes the public table, sends every changed private view, and arms the
   * game's deadline; sends nothing before `saved` (the save of this change) is
   * done. The table is written even when only its revision changed: a move
   * nobody else sees (a cheat on one's own turn) must cause the writes any
   * other move does, or the missing write would tell of it.
   */
  publish(saved?: Promise<void>): Promise<void>;
  /** Seals each reader's view to them and sends it: changed views only, and always for those in `force`. */
  sendViews(force?: ReadonlySet<string>): Promise<void>;
}

export function hostPublisher({
  live,
  sealer,
  writer,
  deliver,
  armTimers,
}: PublisherWiring): Publisher {
  return {
    async publish(saved = Promise.resolve()) {
      const { session } = live;
      if (!session) return;
      saved.catch(() => undefined); // its failure is the caller's, once the views are sealed
      const step = publicationSteps();
      const encoded = publicTableOf(session);
      // Every reader gets a view of every change: none reaches one seat alone.
      const views = await sealer.seal(session, [live.self, ...live.party], 'all');
      step?.();
      await saved;
      step?.();
      deliver(writer.write(encoded));
      views();
      step?.();
      armTimers();
    },
    async sendViews(force) {
      if (live.session) (await sealer.seal(live.session, [live.self, ...live.party], force))();
    },
  };
}
