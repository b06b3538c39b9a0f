/**
 * How the host changes its live table, the middle of an intent's way (docs/runtime.md, "The host"): the host's own
 * checks, then the engine applies the intent; a change is saved (saving.ts) while every view is sealed, and published
 * once saved (publishing.ts), nobody seeing what a reload would lose; a change that cannot be saved is undone. Beside
 * intents: the game's deadlines, the NPCs that play themselves (npcsOnDemand.ts), a new session adopted (a game
 * chosen, a table recovered) and the GM's debugger changing the table (adoption.ts). Play is the one part that calls
 * the others: the publisher, the deadline timer and the NPC player call nothing back but `apply` through Play.
 */
import type { GameId } from '../../machines/catalog';
import type { Sender } from '../../machines/engine/game';
import type { AppliedEvent, Outcome } from '../../machines/engine/table';
import type { TableContext } from '../../machines/table/context';
import type { OwlbearPort } from '../plugin/port';
import { NPC_STYLES } from '../sync/npcStyles';
import { IN_CHARACTER } from '../sync/tableTalk';
import type { RecoveryChoice } from '../sync/wire';
import { sessionAdoption, type Adoption } from './adoption';
import { autoplayRefusal } from './autoplayHands';
import type { HostSetup } from './contract';
import { deadlineTimer } from './deadlines';
import type { HeldTables } from './heldTables';
import type { LiveHost } from './hostState';
import type { NpcPlayer } from './npcContract';
import { npcsOnDemand } from './npcsOnDemand';
import { MAX_EVENTS } from './persistence';
import type { Publisher } from './publishing';
import { appended } from './savedLog';
import { NOT_SAVED, type SessionSaver } from './saving';
import type { ViewExtras } from './sealing';
import { newerTableReason, type Session, type TableSources } from './session';

/** What Play works with, each given once by host.ts. */
export interface PlayParts {
  live: LiveHost;
  saver: SessionSaver;
  publisher: Publisher;
  held: HeldTables;
  sources: TableSources;
  schedule: (task: () => void, ms: number) => () => void;
  enqueue: (task: () => Promise<void> | void) => Promise<void>;
  /** True once the host has stopped. */
  stopped: () => boolean;
}

export class Play {
  readonly held: HeldTables;
  private readonly npcs: NpcPlayer;
  private readonly adoption: Adoption;
  private readonly deadline;
  /** True while the host itself sends to the table; any other change came from the debugger. */
  private applying = false;

  constructor(
    private readonly parts: PlayParts,
    private readonly setup: Pick<HostSetup, 'port' | 'onStatus' | 'serveDebugger' | 'npcs'>,
  ) {
    const { live, sources, schedule, enqueue } = parts;
    this.held = parts.held;
    this.deadline = deadlineTimer(schedule, sources.clock, (intent) => {
      void enqueue(async () => {
        if (!live.session) return;
        const outcome = await this.apply(live.session, { role: 'host' }, intent);
        if (!outcome.ok) this.armDeadline(); // the clock disagreed by a hair: try again at the new estimate
      });
    });
    this.npcs = npcsOnDemand(setup.npcs ?? {}, {
      schedule,
      clock: sources.clock,
      enqueue: (task) => void enqueue(task),
      current: () => live.session,
      // As the GM acting for an NPC; a player's seat on autoplay as its player (the GM acts for no player's seat).
      act: (current, intent) =>
        this.apply(current, selfPlayer(current, intent.seat, live.self.id), intent),
      menuArrived: () => void enqueue(() => this.sendViews()),
    });
    this.adoption = sessionAdoption({
      roomId: setup.serveDebugger ? setup.port.roomId : null,
      sources,
      enqueue,
      people: () => [live.self, ...live.party],
      wanted: (next) => live.session === next && !parts.stopped(),
      applying: () => this.applying,
      changed: (current, event) => this.changed(current, event),
    });
  }

  /** Publishes the live session (saved first: `saved`), then arms the timers it waits on. */
  async publish(saved?: Promise<void>) {
    const { live, publisher } = this.parts;
    const { session } = live;
    if (!session) return;
    await publisher.publish(session, [live.self, ...live.party], this.extras(session), saved);
    this.armDeadline();
    this.npcs.arm();
  }

  /** Sends each reader's view again: changed views only, and always for the readers in `force`. */
  async sendViews(force?: ReadonlySet<string>) {
    const { live, publisher } = this.parts;
    if (live.session)
      await publisher.sendViews(
        live.session,
        [live.self, ...live.party],
        this.extras(live.session),
        force,
      );
  }

  /** A player's or the GM's intent: the host's own refusals first, then the engine's. */
  async take(current: Session, sender: Sender, intent: unknown): Promise<Outcome> {
    // Only a GM adds an NPC: anyone else hears that first, from the table. A player may pick a style for autoplay.
    const styled = sender.role === 'gm' || (intent as { type?: unknown })?.type === 'AUTOPLAY';
    const unknownStyle = styled && (await this.npcs.refusal(current, intent));
    if (unknownStyle) return { ok: false, reason: unknownStyle };
    const context = current.table.snapshot().context as TableContext;
    const onAutoplay = autoplayRefusal(context, sender, intent);
    if (onAutoplay) return { ok: false, reason: onAutoplay };
    return this.apply(current, sender, intent);
  }

  /** Applies one intent; on a change, saves first and then publishes, so nobody sees what a reload would lose. */
  async apply(current: Session, sender: Sender, intent: unknown): Promise<Outcome> {
    this.applying = true;
    let outcome: Outcome;
    try {
      outcome = current.table.send(sender, intent, { at: this.parts.sources.clock() });
    } finally {
      this.applying = false;
    }
    if (!outcome.ok) return outcome;
    current.rev++;
    current.events = appended(current.events, current.table.events.at(-1)!, MAX_EVENTS);
    // Seal the new views while the save is written; nothing leaves before the save is done.
    return this.publish(this.parts.saver.save(current)).then(
      () => outcome,
      (error) => this.unsaved(current, error),
    );
  }

  /** Replaces the lobby's table with a new one of `game`, everyone seated as they were; saved before anyone sees it. */
  async changeGame(current: Session, sender: Sender, game: GameId): Promise<Outcome> {
    const { sources } = this.parts;
    const styleWords = (id: GameId) => this.npcs.styleWords(id);
    // Loaded when the GM first changes the game, as the new game's chart is.
    const { chosenGameSession } = await import('./replacing');
    const { next, ...outcome } = await chosenGameSession(
      sources,
      current,
      sender,
      game,
      styleWords,
    );
    if (!next) return outcome;
    if (!(await this.savedFirst(next))) return { ok: false, reason: NOT_SAVED };
    await this.adopt(next);
    await this.publish();
    return { ok: true };
  }

  /** The GM's choice for a table that could not be resumed: voided from the room's table, or a fresh one. */
  async recover(sender: Sender, choice: RecoveryChoice): Promise<Outcome> {
    const { live, sources } = this.parts;
    if (sender.role !== 'gm') return { ok: false, reason: { why: 'gmOnly', type: 'RECOVER' } };
    if (!live.recovering) return { ok: false, reason: { why: 'nothingToRecover' } };
    const { newer } = live.recovering;
    if (choice === 'void' && newer) {
      // The GM is told of the newer table, with both revisions, before anything is paid from it.
      live.recovering.newer = null;
      return { ok: false, reason: newerTableReason(newer) };
    }
    const { recoveredSession } = await import('./replacing');
    const { next, ...outcome } = await recoveredSession(sources, live.recovering, choice);
    if (!next) return outcome;
    if (!(await this.savedFirst(next))) return { ok: false, reason: NOT_SAVED };
    await this.adopt(next);
    live.recovering = null;
    this.setup.onStatus?.('ok');
    await this.publish();
    return { ok: true };
  }

  /** Makes `next` the live session, taken as saved: watches its table and, for the GM, serves the debugger over it. */
  async adopt(next: Session) {
    this.parts.live.session = next;
    this.parts.saver.mark(next);
    await this.adoption.adopt(next);
  }

  /** Stops the timers, the table's watch and the debugger. */
  stop() {
    this.deadline.cancel();
    this.npcs.cancel();
    this.adoption.close();
  }

  private armDeadline() {
    const { session } = this.parts.live;
    this.deadline.arm(
      session ? session.definition.deadline(session.table.snapshot() as never) : null,
    );
  }

  /** A change made beside the host (the debugger): count it, save it, republish every view and re-arm the timers. */
  private async changed(current: Session, event?: AppliedEvent) {
    if (this.parts.live.session !== current) return;
    current.rev++;
    if (event) current.events = appended(current.events, event, MAX_EVENTS);
    await this.publish(this.parts.saver.save(current)).catch((error) =>
      this.unsaved(current, error),
    );
  }

  /** A change that could not be saved is undone: nobody saw it, and the GM is told why moves are refused. */
  private async unsaved(current: Session, error: unknown): Promise<Outcome> {
    this.parts.saver.revert(current);
    // Adopted again, so the debugger (if open) is served the table as it was saved, not the one undone.
    if (this.parts.live.session === current) await this.adopt(current);
    console.error('The table could not be saved:', error);
    await tellNotSaved(this.setup.port, error);
    return { ok: false, reason: NOT_SAVED };
  }

  /** Saves a new session before anyone sees it; false (the error logged) when the store refuses. */
  private savedFirst(next: Session) {
    return this.parts.saver.save(next).then(
      () => true,
      (error) => {
        console.error(error);
        return false;
      },
    );
  }

  /**
   * What the host adds beside each view. The game's styles in words, for the GM's view alone: the lobby's NPC form
   * picks from them, and the GM reads a self-playing seat's style by its name. All of them or none, on public facts
   * alone (every seat shows that it plays itself), so the GM's view's length never tells which styles play. A
   * player's panel loads them itself. And a self-playing seat's line in character: the same for every reader, from
   * the public table alone.
   */
  private extras(current: Session): ViewExtras {
    const snapshot = current.table.snapshot();
    const styled = (snapshot.context as TableContext).seats.some((s) => s.selfPlay);
    const menuShown = styled || current.definition.phase(snapshot as never) === 'lobby';
    const menu = menuShown ? this.npcs.menu(current.definition.id as GameId) : undefined;
    const said = this.npcs.line(current);
    const talk = said && { [IN_CHARACTER]: said };
    if (!menu) return { gm: talk, player: talk };
    return { gm: { [NPC_STYLES]: menu, ...talk }, player: talk };
  }
}

/** Who sends a self-playing seat's move: its player for a seat on autoplay, else the GM acting for the NPC. */
function selfPlayer(current: Session, seat: string | undefined, gmId: string): Sender {
  const seats = (current.table.snapshot().context as TableContext).seats;
  const found = seats.find((s) => s.id === seat);
  return found?.controller === 'player'
    ? { role: 'player', id: found.id }
    : { role: 'gm', id: gmId };
}

/** Tells the GM why moves are refused until the table can be saved again. */
const tellNotSaved = (port: OwlbearPort, error: unknown) =>
  port
    .notify(
      `Tavern Twenty-One: the table could not be saved on this device (${(error as Error)?.message ?? error}); moves are refused until it can be.`,
      'ERROR',
    )
    .catch(() => undefined);
