/**
 * The host: the one authority of a table, running on the GM's client in the
 * background page. It holds the live table, takes intents from the broadcast
 * channel, authenticates each sender by connection id, applies each intent id
 * at most once, saves the table after every change, writes the public table
 * to room metadata and seals each player's view to that player.
 */
import type { GameId } from '../../machines/catalog';
import type { Sender } from '../../machines/engine/game';
import type { AppliedEvent, Outcome } from '../../machines/engine/table';
import type { PartyPlayer } from '../plugin/port';
import { decodePublicTable, encodePublicTable } from '../sync/publicTable';
import { CHANNEL, TABLE_KEY, type RecoveryChoice } from '../sync/wire';
import { cryptoDice } from './cryptoDice';
import { publishHostKeys } from './keys';
import { MAX_EVENTS, NOTHING_STORED, recordName } from './persistence';
import { appended, emptyLog } from './savedLog';
import { SeenIds } from './seenIds';
import { NOT_SAVED, sessionSaver } from './saving';
import { gmVerifyingKeys, revisionShown, startupOf, type Startup } from './startup';
import type { Host, HostSetup, HostStatus } from './contract';
import { publicContent, tableRestorer, tableWriter } from './publishTable';
import { viewSealer } from './sealing';
import { channelKeyCache } from './channelKeys';
import { hostRoutes } from './localChannel';
import { requestReader, type Received } from './requests';
import { deadlineTimer } from './deadlines';
import { playerOf, senderFor } from './senders';
import { serveDebugger } from './serveDebugger';
import {
  chosenGameSession,
  publicTableOf,
  recoveredSession,
  type HostTable,
  type Recovering,
  type Session,
} from './session';
import { defaultSchedule, hostWork } from './work';
import { publicationSteps, workTimer } from './figures';
import { npcPlayer } from './npcPlayer';
import { NPC_STYLES } from '../sync/npcStyles';

export type { HostTable } from './session';
export type { Host, HostSetup, HostStatus } from './contract';

export async function startHost(setup: HostSetup): Promise<Host> {
  const { port, keys, store } = setup;
  const dice = setup.dice ?? cryptoDice();
  const clock = setup.clock ?? Date.now;
  const schedule = setup.schedule ?? defaultSchedule;
  const sources = { dice, clock };

  let stopped = false;
  const { enqueue, deliver, idle } = hostWork(port, () => stopped);

  const joined = await port.getSelf();
  if (joined.role !== 'GM') throw new Error('Only a GM client can host the table.');
  const hostKeys = await publishHostKeys(port, keys, joined);
  let self = hostKeys.self;
  const writer = tableWriter(
    port,
    hostKeys.signing.privateKey,
    (await port.getRoomMetadata())[TABLE_KEY],
  );
  const restorePublic = tableRestorer(port, writer, clock);
  // This client's own pages over the local channel, a REMOTE broadcast for every other connection.
  let party: PartyPlayer[] = [];
  const routes = hostRoutes(
    port,
    () => self,
    () => party,
    deliver,
  );
  const shared = channelKeyCache(port.roomId, hostKeys.sealing.privateKey, self.id);
  const sealer = viewSealer(shared, routes.send, (current) => {
    // The lobby's NPC form picks from the game's styles, loaded for the GM's view alone.
    if (current.definition.phase(current.table.snapshot() as never) !== 'lobby') return undefined;
    const menu = npcs.menu(current.definition.id as GameId);
    return menu && { [NPC_STYLES]: menu };
  });

  // Subscribe first, so nothing sent while the host loads is missed; the queue holds it until ready.
  const unsubscribe = [
    port.onBroadcast(
      CHANNEL,
      ({ data, connectionId }) => void enqueue(() => receive(data, connectionId)),
    ),
    routes.listen((data, connectionId) => void enqueue(() => receive(data, connectionId))),
    port.onPartyChange((players) => {
      void enqueue(() => {
        party = players;
        sendViews();
      });
    }),
    port.onSelfChange((next) => {
      void enqueue(() => {
        self = next;
        sendViews();
      });
    }),
    // Anyone can write room metadata: put the public table back if someone else overwrote it.
    port.onRoomMetadataChange(
      (metadata) =>
        void enqueue(() =>
          writer.isForeign(metadata[TABLE_KEY]) ? restorePublic() : writer.roomChanged(metadata),
        ),
    ),
  ];

  const name = recordName(port.roomId, self.id);
  let session: Session | null = null;
  /** What a host that could not resume recovers from. */
  let recovering: Recovering | null = null;
  let seen = new SeenIds(emptyLog());
  const saver = sessionSaver(store, name, sources, () => seen.log());
  let lastPublic = '';

  const status = (): HostStatus => (session ? 'ok' : 'lost');

  /** True while the host itself sends to the table; any other change came from the debugger. */
  let applying = false;
  let unwatch = () => {};
  let closeDebugger = () => {};

  /** Makes `next` the live session: watches its table and, for the GM, serves the debugger over it. */
  async function adopt(next: Session) {
    session = next;
    saver.mark(next);
    watch(next);
    if (!setup.serveDebugger) return;
    closeDebugger();
    // The table runs without its debugger if the debugger cannot start.
    const close = await serveDebugger(port.roomId, next, {
      gm: { role: 'gm', id: self.id },
      sources,
      names: () => Object.fromEntries([self, ...party].map((p) => [p.id, p.name])),
      wanted: () => session === next && !stopped,
      // A rewind or an import: swap the table at once, so every intent from now on goes to the new one.
      onReplace(table: HostTable) {
        if (session !== next) return;
        next.table = table;
        watch(next);
        void enqueue(() => changed(next));
      },
    }).catch((error) => {
      console.warn('The debugger cannot be served:', error);
      return null;
    });
    if (close) closeDebugger = close;
  }

  /** Notices changes the host did not make itself (the GM sending from the debugger). */
  function watch(current: Session) {
    unwatch();
    unwatch = current.table.subscribe((step) => {
      if (!applying && step.outcome.ok) void enqueue(() => changed(current, step.event));
    });
  }

  /** A change made beside the host: count it, save it, republish every view and re-arm the deadline. */
  async function changed(current: Session, event?: AppliedEvent) {
    if (session !== current) return;
    current.rev++;
    if (event) current.events = appended(current.events, event, MAX_EVENTS);
    await publish(save(current)).catch((error) => unsaved(current, error));
  }

  /** Who is behind a connection; asks Owlbear again once before calling it unknown (a join may be in flight). */
  async function authenticate(connectionId: string) {
    const known = playerOf(connectionId, self, party);
    if (known) return known;
    party = await port.getParty();
    return playerOf(connectionId, self, party);
  }
  /** A page asked for its views again (it opened, or reconnected); the host's own pages have theirs. */
  const answerHello = async (sender: Sender) => {
    if (sender.role !== 'host') await sendViews(new Set([sender.id]));
  };
  // Real time, whatever clock the table's deadlines run on.
  const helloLater = (connectionId: string, ms: number) =>
    void defaultSchedule(
      () =>
        void enqueue(async () => {
          const player = await authenticate(connectionId);
          if (player) await answerHello(senderFor(player));
        }),
      ms,
    );
  const read = requestReader({ authenticate, keys: shared, send: routes.send, helloLater });

  async function receive(data: unknown, connectionId: string) {
    const worked = workTimer();
    const request = await read(data, connectionId);
    if (!request) return;
    if (request.t === 'hello') return answerHello(request.sender);
    await request.answer(await outcomeOf(request));
    worked?.();
  }

  async function outcomeOf(request: Exclude<Received, { t: 'hello' }>): Promise<Outcome> {
    const { sender } = request;
    if (seen.has(request.id)) return { ok: false, reason: { why: 'alreadyHandled' } };
    seen.add(request.id);
    if (request.t === 'recover') return recover(sender, request.choice);
    if (!session) return { ok: false, reason: { why: 'awaitingRecovery' } };
    if (request.t === 'game') return changeGame(session, sender, request.game);
    // Only a GM adds an NPC: anyone else hears that first, from the table.
    const unknownStyle = sender.role === 'gm' && (await npcs.refusal(session, request.intent));
    if (unknownStyle) return { ok: false, reason: unknownStyle };
    return apply(session, sender, request.intent);
  }

  /** Applies one intent; on a change, saves first and then publishes, so nobody sees what a reload would lose. */
  async function apply(current: Session, sender: Sender, intent: unknown): Promise<Outcome> {
    applying = true;
    let outcome: Outcome;
    try {
      outcome = current.table.send(sender, intent, { at: clock() });
    } finally {
      applying = false;
    }
    if (outcome.ok) {
      current.rev++;
      current.events = appended(current.events, current.table.events.at(-1)!, MAX_EVENTS);
      // Seal the new views while the save is written; nothing leaves before the save is done.
      return publish(save(current)).then(
        () => outcome,
        (error) => unsaved(current, error),
      );
    }
    return outcome;
  }

  const save = (current: Session) => saver.save(current);

  /** A change that could not be saved is undone: nobody saw it, and the GM is told why moves are refused. */
  async function unsaved(current: Session, error: unknown): Promise<Outcome> {
    saver.revert(current);
    // Adopted again, so the debugger (if open) is served the table as it was saved, not the one undone.
    if (session === current) await adopt(current);
    console.error('The table could not be saved:', error);
    await port
      .notify(
        `Tavern Twenty-One: the table could not be saved on this device (${(error as Error)?.message ?? error}); moves are refused until it can be.`,
        'ERROR',
      )
      .catch(() => undefined);
    return { ok: false, reason: NOT_SAVED };
  }

  /** Replaces the lobby's table with a new one of `game`, everyone seated as they were; saved before anyone sees it. */
  async function changeGame(current: Session, sender: Sender, game: GameId): Promise<Outcome> {
    const { next, ...outcome } = await chosenGameSession(
      sources,
      current,
      sender,
      game,
      npcs.styleIds,
    );
    if (!next) return outcome;
    if (
      !(await save(next).then(
        () => true,
        (error) => {
          console.error(error);
          return false;
        },
      ))
    )
      return { ok: false, reason: NOT_SAVED };
    await adopt(next);
    await publish();
    return { ok: true };
  }

  async function recover(sender: Sender, choice: RecoveryChoice): Promise<Outcome> {
    if (sender.role !== 'gm') return { ok: false, reason: { why: 'gmOnly', type: 'RECOVER' } };
    if (!recovering) return { ok: false, reason: { why: 'nothingToRecover' } };
    const { next, ...outcome } = await recoveredSession(sources, recovering, choice);
    if (!next) return outcome;
    if (
      !(await save(next).then(
        () => true,
        (error) => {
          console.error(error);
          return false;
        },
      ))
    )
      return { ok: false, reason: NOT_SAVED };
    await adopt(next);
    recovering = null;
    setup.onStatus?.('ok');
    await publish();
    return { ok: true };
  }

  /**
   * Writes the public table when its content changed, sends every changed
   * private view, and arms the game's deadline; sends nothing before `saved`
   * (the save of this change) is done.
   */
  async function publish(saved: Promise<void> = Promise.resolve()) {
    if (!session) return;
    saved.catch(() => undefined); // its failure is the caller's, once the views are sealed
    const step = publicationSteps();
    const encoded = publicTableOf(session);
    // Every reader gets a view of every change: none reaches one seat alone.
    const views = await sealer.seal(session, [self, ...party], 'all');
    step?.();
    await saved;
    step?.();
    const content = publicContent(encoded);
    if (content !== lastPublic) {
      lastPublic = content;
      deliver(writer.write(encoded));
    }
    views();
    step?.();
    armDeadline();
    npcs.arm();
  }

  /** Seals each reader's view to them and sends it: changed views only, and always for those in `force`. */
  async function sendViews(force?: ReadonlySet<string>) {
    if (session) (await sealer.seal(session, [self, ...party], force))();
  }

  const deadlines = deadlineTimer(
    schedule,
    clock,
    (intent) =>
      void enqueue(async () => {
        if (!session) return;
        const outcome = await apply(session, { role: 'host' }, intent);
        if (!outcome.ok) armDeadline(); // the clock disagreed by a hair: try again at the new estimate
      }),
  );
  /** Sets a timer for the deadline the table waits on; the host sends the game's intent when it passes. */
  const armDeadline = () =>
    deadlines.arm(session ? session.definition.deadline(session.table.snapshot() as never) : null);

  // The NPCs that play themselves act as the GM acting for them would, after the table's pause.
  const npcs = npcPlayer(setup.npcs ?? {}, {
    schedule,
    enqueue: (task) => void enqueue(task),
    current: () => session,
    act: (current, intent) => apply(current, { role: 'gm', id: self.id }, intent),
    menuArrived: () => void enqueue(() => sendViews()),
  });

  // Load (or recover) the table before anything queued behind it is handled; a start that fails offers recovery.
  await enqueue(async () => {
    const raw = (await port.getRoomMetadata())[TABLE_KEY];
    const start = await startup(raw).catch(async (error): Promise<Startup> => {
      const notice = `The table could not be started (${(error as Error)?.message ?? error}). Open Tavern Twenty-One to recover it.`;
      const from = await decodePublicTable(raw).catch(() => null);
      return {
        session: null,
        recovering: { from, verified: false, after: revisionShown(from, false) },
        seen: emptyLog(),
        stored: NOTHING_STORED,
        notices: [notice],
      };
    });
    seen = new SeenIds(start.seen);
    saver.found(start.stored);
    if (start.session) await adopt(start.session);
    recovering = start.recovering;
    setup.onStatus?.(status());
    for (const notice of start.notices)
      await port.notify(`Tavern Twenty-One: ${notice}`, 'WARNING').catch(() => undefined);
    if (session) await publish();
    // The table the GM will recover from, signed again with this host's key so clients show it meanwhile: only one a GM here signed.
    else if (recovering?.from && recovering.verified) {
      const rev = ++recovering.after;
      await writer.write(encodePublicTable(recovering.from.view, { ...recovering.from, rev }));
    }
  });

  async function startup(raw: unknown): Promise<Startup> {
    party = await port.getParty();
    const trusted = await gmVerifyingKeys(hostKeys.signing.publicKey, joined, party);
    return startupOf({ sources, store, name, roomId: port.roomId, raw, trusted });
  }

  return {
    status,
    table: () => session?.table ?? null,
    idle,
    stop() {
      stopped = true;
      deadlines.cancel();
      npcs.cancel();
      unwatch();
      closeDebugger();
      unsubscribe.forEach((u) => u());
      routes.close();
    },
  };
}
