/**
 * The host's parts that drive play and call on each other: publishing each
 * change, applying intents, the game's deadlines and the NPCs that play
 * themselves.
 */
import type { GameId } from '../../machines/catalog';
import type { Sender } from '../../machines/engine/game';
import type { Outcome } from '../../machines/engine/table';
import type { TableContext } from '../../machines/table/context';
import { NPC_STYLES } from '../sync/npcStyles';
import { IN_CHARACTER } from '../sync/tableTalk';
import type { ChannelKeyCache } from './channelKeys';
import type { HostSetup } from './contract';
import { deadlineTimer } from './deadlines';
import type { LiveHost } from './hostState';
import type { HostRoutes } from './localChannel';
import type { NpcPlayer } from './npcContract';
import { npcsOnDemand } from './npcsOnDemand';
import { type Publisher, hostPublisher } from './publishing';
import type { TableWriter } from './publishTable';
import type { SessionSaver } from './saving';
import { viewSealer } from './sealing';
import type { Session, TableSources } from './session';
import { type SessionChanges, sessionChanges } from './sessionChanges';
import { schedule as pageSchedule } from '../plugin/timers';
import type { HostWork } from './work';
import type { HeldTables } from './heldTables';
import { heldOnDemand } from './heldOnDemand';
import { type TableTalk, tableTalk } from './tableTalk';

export interface PlayWiring {
  live: LiveHost;
  setup: HostSetup;
  sources: TableSources;
  schedule: (task: () => void, ms: number) => () => void;
  saver: SessionSaver;
  writer: TableWriter;
  keys: ChannelKeyCache;
  send: HostRoutes['send'];
  work: Pick<HostWork, 'enqueue' | 'deliver'>;
  stopped: () => boolean;
}

export interface Play {
  publisher: Publisher;
  changes: SessionChanges;
  /** What pages report of the newest table they verified, while the table is lost. */
  held: HeldTables;
  npcs: NpcPlayer;
  /** Stops the deadline's and the NPCs' timers. */
  cancelTimers(): void;
}

/**
 * What the host adds beside a viewer's view. The game's styles in words, for the GM's view alone: the lobby's NPC form
 * picks from them, and the GM reads a self-playing seat's style by its name. All of them or none, on public facts alone
 * (every seat shows that it plays itself), so the GM's view's length never tells which styles play. A player's panel
 * loads them itself. And a self-playing seat's line in character: the same for every reader, from the public table alone.
 */
function viewExtras(current: Session, gm: boolean, npcs: NpcPlayer, talk: TableTalk) {
  const snapshot = current.table.snapshot();
  const styled = (snapshot.context as TableContext).seats.some((s) => s.selfPlay);
  const menuShown = gm && (styled || current.definition.phase(snapshot as never) === 'lobby');
  const menu = menuShown ? npcs.menu(current.definition.id as GameId) : undefined;
  const said = talk.line(current);
  if (!menu && !said) return undefined;
  return { ...(menu && { [NPC_STYLES]: menu }), ...(said && { [IN_CHARACTER]: said }) };
}

/** Who sends a self-playing seat's move: its player for a seat on autoplay, else the GM acting for the NPC. */
function selfPlayer(current: Session, seat: string | undefined, gmId: string): Sender {
  const seats = (current.table.snapshot().context as TableContext).seats;
  const found = seats.find((s) => s.id === seat);
  return found?.controller === 'player'
    ? { role: 'player', id: found.id }
    : { role: 'gm', id: gmId };
}

/** A timer for the deadline the table waits on; the host sends the game's intent when it passes. */
function gameDeadlines(
  live: LiveHost,
  schedule: PlayWiring['schedule'],
  clock: TableSources['clock'],
  enqueue: HostWork['enqueue'],
  apply: (intent: unknown) => Promise<Outcome>,
) {
  const arm = () => {
    const { session } = live;
    timer.arm(session ? session.definition.deadline(session.table.snapshot() as never) : null);
  };
  const timer = deadlineTimer(
    schedule,
    clock,
    (intent) =>
      void enqueue(async () => {
        if (!live.session) return;
        const outcome = await apply(intent);
        if (!outcome.ok) arm(); // the clock disagreed by a hair: try again at the new estimate
      }),
  );
  return { arm, cancel: () => timer.cancel() };
}

export function wirePlay(wiring: PlayWiring): Play {
  const { live, setup, sources, schedule, saver, writer } = wiring;
  const { enqueue, deliver } = wiring.work;
  const talk = tableTalk();
  const sealer = viewSealer(wiring.keys, wiring.send, (current, gm) =>
    viewExtras(current, gm, npcs, talk),
  );
  const armTimers = () => {
    armDeadline();
    npcs.arm();
  };
  const publisher = hostPublisher({ live, sealer, writer, deliver, armTimers });
  const changes = sessionChanges({
    live,
    setup,
    sources,
    saver,
    enqueue,
    stopped: wiring.stopped,
    publish: (saved) => publisher.publish(saved),
    styleWords: (game) => npcs.styleWords(game),
  });

  const deadlines = gameDeadlines(live, schedule, sources.clock, enqueue, (intent) =>
    changes.apply(live.session!, { role: 'host' }, intent),
  );
  const armDeadline = deadlines.arm;
  // The NPCs that play themselves act as the GM acting for them would, after the table's pause; a player's seat on
  // autoplay acts as its player would (the GM acts for no player's seat).
  const npcs = npcsOnDemand(setup.npcs ?? {}, {
    schedule,
    clock: sources.clock,
    enqueue: (task) => void enqueue(task),
    current: () => live.session,
    act: (current, intent) => {
      talk.before(current, intent.seat);
      return changes
        .apply(current, selfPlayer(current, intent.seat, live.self.id), intent)
        .finally(talk.after);
    },
    menuArrived: () => void enqueue(() => publisher.sendViews()),
  });
  const cancelTimers = () => {
    deadlines.cancel();
    npcs.cancel();
  };
  const held = heldOnDemand({
    live,
    port: setup.port,
    writer,
    // Real time, whatever clock the table's deadlines run on.
    schedule: pageSchedule,
    waitMs: setup.recoveryWaitMs,
  });
  return { publisher, changes, held, npcs, cancelTimers };
}
