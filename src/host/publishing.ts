/**
 * How the host publishes a change: the public table signed and written to room metadata (publishTable.ts), and every
 * reader's view sealed to them (sealing.ts). The last step of an intent's way through the host (docs/runtime.md).
 */
import type { PartyPlayer } from '../plugin/port';
import type { TableWriter } from './publishTable';
import type { ViewExtras, ViewSealer } from './sealing';
import { publicTableOf, type Session } from './session';
import { publicationSteps } from './figures';

export interface Publisher {
  /**
   * Writes the public table and sends every reader their view of `session`; sends nothing before `saved` (the save of
   * this change) is done. The table is written even when only its revision changed: a move nobody else sees (a cheat
   * on one's own turn) must cause the writes any other move does, or the missing write would tell of it.
   */
  publish(
    session: Session,
    readers: PartyPlayer[],
    extras: ViewExtras,
    saved?: Promise<void>,
  ): Promise<void>;
  /** Seals each reader's view to them and sends it: changed views only, and always for those in `force`. */
  sendViews(
    session: Session,
    readers: PartyPlayer[],
    extras: ViewExtras,
    force?: ReadonlySet<string>,
  ): Promise<void>;
}

/** `deliver` lets a write go on without waiting for Owlbear's answer (work.ts). */
export function hostPublisher(
  sealer: ViewSealer,
  writer: TableWriter,
  deliver: (sending: Promise<void>) => void,
): Publisher {
  return {
    async publish(session, readers, extras, saved = Promise.resolve()) {
      saved.catch(() => undefined); // its failure is the caller's, once the views are sealed
      const step = publicationSteps();
      const encoded = publicTableOf(session);
      // Every reader gets a view of every change: none reaches one seat alone.
      const views = await sealer.seal(session, readers, extras, 'all');
      step?.();
      await saved;
      step?.();
      deliver(writer.write(encoded));
      views();
      step?.();
    },
    async sendViews(session, readers, extras, force) {
      (await sealer.seal(session, readers, extras, force))();
    },
  };
}
