/**
 * How the host changes its live session: applies intents, adopts a new
 * session (a game chosen, a table recovered; adoption.ts), takes the GM's
 * debugger changing the table beside it, and undoes a change it could not save.
 */
import type { StyleWords } from '../../machines/engine/bot';
import type { GameId } from '../../machines/catalog';
import type { Sender } from '../../machines/engine/game';
import type { AppliedEvent, Outcome } from '../../machines/engine/table';
import type { OwlbearPort } from '../plugin/port';
import type { RecoveryChoice } from '../sync/wire';
import type { HostSetup } from './contract';
import type { LiveHost } from './hostState';
import { MAX_EVENTS } from './persistence';
import { appended } from './savedLog';
import { NOT_SAVED, type SessionSaver } from './saving';
import { sessionAdoption } from './adoption';
import {
  chosenGameSession,
  newerTableReason,
  recoveredSession,
  type Session,
  type TableSources,
} from './session';

export interface ChangesWiring {
  live: LiveHost;
  setup: HostSetup;
  sources: TableSources;
  saver: SessionSaver;
  enqueue: (task: () => Promise<void> | void) => Promise<void>;
  stopped: () => boolean;
  publish: (saved?: Promise<void>) => Promise<void>;
  /** A game's NPC styles in words. */
  styleWords: (game: GameId) => Promise<readonly StyleWords[]>;
}

export interface SessionChanges {
  /** Makes `next` the live session: watches its table and, for the GM, serves the debugger over it. */
  adopt(next: Session): Promise<void>;
  /** Applies one intent; on a change, saves first and then publishes, so nobody sees what a reload would lose. */
  apply(current: Session, sender: Sender, intent: unknown): Promise<Outcome>;
  /** Replaces the lobby's table with a new one of `game`, everyone seated as they were; saved before anyone sees it. */
  changeGame(current: Session, sender: Sender, game: GameId): Promise<Outcome>;
  recover(sender: Sender, choice: RecoveryChoice): Promise<Outcome>;
  /** Stops watching the table and serving the debugger. */
  close(): void;
}

export const sessionChanges = (wiring: ChangesWiring): SessionChanges => new Changes(wiring);

/** The live session's changes; each method is bound, as callers pass them on alone. */
class Changes implements SessionChanges {
  /** True while the host itself sends to the table; any other change came from the debugger. */
  private applying = false;
  readonly adopt: SessionChanges['adopt'];
  readonly close: SessionChanges['close'];

  constructor(private readonly wiring: ChangesWiring) {
    const { live, setup, sources, saver, enqueue } = wiring;
    ({ adopt: this.adopt, close: this.close } = sessionAdoption({
      live,
      setup,
      sources,
      saver,
      enqueue,
      stopped: wiring.stopped,
      changed: this.changed,
      applying: () => this.applying,
    }));
  }

  /** A change made beside the host: count it, save it, republish every view and re-arm the deadline. */
  private changed = async (current: Session, event?: AppliedEvent) => {
    if (this.wiring.live.session !== current) return;
    current.rev++;
    if (event) current.events = appended(current.events, event, MAX_EVENTS);
    await this.wiring
      .publish(this.wiring.saver.save(current))
      .catch((error) => this.unsaved(current, error));
  };

  apply = async (current: Session, sender: Sender, intent: unknown): Promise<Outcome> => {
    this.applying = true;
    let outcome: Outcome;
    try {
      outcome = current.table.send(sender, intent, { at: this.wiring.sources.clock() });
    } finally {
      this.applying = false;
    }
    if (!outcome.ok) return outcome;
    current.rev++;
    current.events = appended(current.events, current.table.events.at(-1)!, MAX_EVENTS);
    // Seal the new views while the save is written; nothing leaves before the save is done.
    return this.wiring.publish(this.wiring.saver.save(current)).then(
      () => outcome,
      (error) => this.unsaved(current, error),
    );
  };

  /** A change that could not be saved is undone: nobody saw it, and the GM is told why moves are refused. */
  private unsaved = async (current: Session, error: unknown): Promise<Outcome> => {
    this.wiring.saver.revert(current);
    // Adopted again, so the debugger (if open) is served the table as it was saved, not the one undone.
    if (this.wiring.live.session === current) await this.adopt(current);
    console.error('The table could not be saved:', error);
    await tellNotSaved(this.wiring.setup.port, error);
    return { ok: false, reason: NOT_SAVED };
  };

  changeGame = async (current: Session, sender: Sender, game: GameId): Promise<Outcome> => {
    const { sources, saver, styleWords } = this.wiring;
    const { next, ...outcome } = await chosenGameSession(
      sources,
      current,
      sender,
      game,
      styleWords,
    );
    if (!next) return outcome;
    if (!(await savedFirst(saver, next))) return { ok: false, reason: NOT_SAVED };
    await this.adopt(next);
    await this.wiring.publish();
    return { ok: true };
  };

  recover = async (sender: Sender, choice: RecoveryChoice): Promise<Outcome> => {
    const { live, sources, saver, setup } = this.wiring;
    if (sender.role !== 'gm') return { ok: false, reason: { why: 'gmOnly', type: 'RECOVER' } };
    if (!live.recovering) return { ok: false, reason: { why: 'nothingToRecover' } };
    const { newer } = live.recovering;
    if (choice === 'void' && newer) {
      // The GM is told of the newer table, with both revisions, before anything is paid from it.
      live.recovering.newer = null;
      return { ok: false, reason: newerTableReason(newer) };
    }
    const { next, ...outcome } = await recoveredSession(sources, live.recovering, choice);
    if (!next) return outcome;
    if (!(await savedFirst(saver, next))) return { ok: false, reason: NOT_SAVED };
    await this.adopt(next);
    live.recovering = null;
    setup.onStatus?.('ok');
    await this.wiring.publish();
    return { ok: true };
  };
}

/** Saves a new session before anyone sees it; false (the error logged) when the store refuses. */
const savedFirst = (saver: SessionSaver, next: Session) =>
  saver.save(next).then(
    () => true,
    (error) => {
      console.error(error);
      return false;
    },
  );

/** Tells the GM why moves are refused until the table can be saved again. */
const tellNotSaved = (port: OwlbearPort, error: unknown) =>
  port
    .notify(
      `Tavern Twenty-One: the table could not be saved on this device (${(error as Error)?.message ?? error}); moves are refused until it can be.`,
      'ERROR',
    )
    .catch(() => undefined);
