/**
 * The host: the one authority of a table, running on the GM's client in the
 * background page. It holds the live table, takes intents from the broadcast
 * channel, authenticates each sender by connection id, applies each intent id
 * at most once, saves the table after every change, writes the public table
 * to room metadata and seals each player's view to that player.
 */
import * as v from 'valibot';
import type { DiceSource } from '../../machines/engine/dice';
import type { Sender } from '../../machines/engine/game';
import { createTable, restoreTable, type AppliedEvent, type Outcome, type Table } from '../../machines/engine/table';
import { DEFAULT_GAME, loadGame, type GameDefinitions, type GameId } from '../../machines/catalog';
import type { TableContext } from '../../machines/table/context';
import type { OwlbearPort, PartyPlayer } from '../plugin/port';
import { deriveViewKey, exportPublicJwk, importPublicJwk, viewKeyContext } from '../sync/crypto';
import { compactView, sealView, sealedViewText } from '../sync/envelope';
import { playerKeyPair, signingKeyPair, type KeyStore } from '../sync/keyStore';
import { PUBLIC_VIEWER, decodePublicTable, encodePublicTable, type PublicTable } from '../sync/publicTable';
import { exportVerifyingJwk } from '../sync/signing';
import {
  CHANNEL,
  PLAYER_KEY,
  TABLE_KEY,
  VERIFYING_KEY,
  clientMessageSchema,
  hostMessageSchema,
  intentIdSchema,
  newIntentId,
  readPlayerKey,
  readVerifyingKey,
  type HostMessage,
  type RecoveryChoice,
} from '../sync/wire';
import { cryptoDice } from './cryptoDice';
import { carryOver, gameChangeRefusal, optionsFor, type RememberedOptions } from './gameChoice';
import { HOST_RECORD_FORMAT } from './migrations';
import { MAX_EVENTS, MAX_SEEN_IDS, keepLast, loadRecord, recordName, type HostStore } from './persistence';
import { publicContent, tableWriter } from './publishTable';
import { restoreFromPublic, stakesOf } from './recovery';
import { senderOf } from './senders';

/** The table the host holds: a table of any game the tavern serves. */
export type HostTable = Table<GameDefinitions[GameId]>;

/** `ok`: the host holds the table. `lost`: it could not resume and waits for the GM to recover. */
export type HostStatus = 'ok' | 'lost';

export interface HostSetup {
  port: OwlbearPort;
  keys: KeyStore;
  store: HostStore;
  /** Default: WebCrypto dice. */
  dice?: DiceSource;
  /** Default: `Date.now`. */
  clock?: () => number;
  /** Runs `task` after `ms`; returns a cancel. Default: `setTimeout`. */
  schedule?: (task: () => void, ms: number) => () => void;
  /** Told whenever the status changes (and once at start), to publish it in the lease. */
  onStatus?: (status: HostStatus) => void;
  /**
   * Serve the GM's debugger beside the live table, over a `BroadcastChannel`
   * named `debuggerChannel(roomId)` (docs/debugger.md, "Wiring"). The background
   * page turns it on; off by default.
   */
  serveDebugger?: boolean;
}

/** The channel the GM's popover and the host's debugger talk on: the extension's own origin, the GM's browser only. */
export const debuggerChannel = (roomId: string): string => `tavern-debugger/${roomId}`;

export interface Host {
  status(): HostStatus;
  /** The live table; null while the host waits for recovery. */
  table(): HostTable | null;
  /** Resolves once everything received so far has been handled. */
  idle(): Promise<void>;
  /** Stops handling messages and timers; writes nothing more. */
  stop(): void;
}

/** The GM hears of overwrites of the table at most this often. */
const WARN_EVERY_MS = 5_000;

interface Session {
  definition: GameDefinitions[GameId];
  table: HostTable;
  tableId: string;
  rev: number;
  events: AppliedEvent[];
  /** The options of every other game this table played, for when the GM chooses it again. */
  options: RememberedOptions;
}

const defaultSchedule = (task: () => void, ms: number) => {
  const timer = setTimeout(task, ms);
  return () => clearTimeout(timer);
};

export async function startHost(setup: HostSetup): Promise<Host> {
  const { port, keys, store } = setup;
  const dice = setup.dice ?? cryptoDice();
  const clock = setup.clock ?? Date.now;
  const schedule = setup.schedule ?? defaultSchedule;

  let self = await port.getSelf();
  if (self.role !== 'GM') throw new Error('Only a GM client can host the table.');
  const pair = await playerKeyPair(keys, port.roomId, self.id);
  const jwk = await exportPublicJwk(pair.publicKey);
  if (readPlayerKey(self.metadata) !== JSON.stringify(jwk)) {
    await port.setPlayerMetadata({ [PLAYER_KEY]: { v: 1, jwk } });
    self = { ...self, metadata: { ...self.metadata, [PLAYER_KEY]: { v: 1, jwk } } };
  }
  // The key clients check the public table with, in metadata only this client can write; published before the first signed table.
  const signer = await signingKeyPair(keys, port.roomId, self.id);
  const verifying = await exportVerifyingJwk(signer.publicKey);
  if (readVerifyingKey(self.metadata) !== JSON.stringify(verifying)) {
    await port.setPlayerMetadata({ [VERIFYING_KEY]: { v: 1, jwk: verifying } });
    self = { ...self, metadata: { ...self.metadata, [VERIFYING_KEY]: { v: 1, jwk: verifying } } };
  }
  const writer = tableWriter(port, signer.privateKey);

  let stopped = false;
  let work: Promise<void> = Promise.resolve();
  /** Handles one thing at a time, in arrival order; a failure is reported and the next runs. */
  const enqueue = (task: () => Promise<void> | void) => {
    work = work
      .then(() => (stopped ? undefined : task()))
      .catch((error) => {
        console.error('The table host failed:', error);
        void port.notify(`Tavern Twenty-One: the table host failed (${(error as Error)?.message ?? error}).`, 'ERROR').catch(() => undefined);
      });
    return work;
  };

  // Subscribe first, so nothing sent while the host loads is missed; the queue holds it until ready.
  let party: PartyPlayer[] = [];
  const unsubscribe = [
    port.onBroadcast(CHANNEL, ({ data, connectionId }) => void enqueue(() => receive(data, connectionId))),
    port.onPartyChange((players) => void enqueue(() => ((party = players), sendViews()))),
    port.onSelfChange((next) => void enqueue(() => ((self = next), sendViews()))),
    // Anyone can write room metadata: put the public table back if someone else overwrote it.
    port.onRoomMetadataChange((metadata) => void enqueue(() => (writer.isForeign(metadata[TABLE_KEY]) ? restorePublic() : undefined))),
  ];

  const name = recordName(port.roomId, self.id);
  let session: Session | null = null;
  /** The public table a lost host would recover from. */
  let lost: PublicTable | null = null;
  const seen = new Set<string>();
  let lastPublic = '';
  const lastSent = new Map<string, string>();
  const viewKeys = new Map<string, Promise<CryptoKey | null>>();
  let cancelDeadline: (() => void) | null = null;

  const status = (): HostStatus => (session ? 'ok' : 'lost');

  /** True while the host itself sends to the table; any other change came from the debugger. */
  let applying = false;
  let unwatch = () => {};
  let closeDebugger = () => {};

  /** Makes `next` the live session: watches its table and, for the GM, serves the debugger over it. */
  async function adopt(next: Session) {
    session = next;
    watch(next);
    if (!setup.serveDebugger) return;
    closeDebugger();
    const { createLocalDebugger, servePort, broadcastChannelTransport } = await import('../debugger/host');
    if (session !== next || stopped) return;
    const debug = createLocalDebugger(next.definition, next.table, {
      gm: { role: 'gm', id: self.id },
      setup: { dice, clock },
      // A rewind or an import: swap the table at once, so every intent from now on goes to the new one.
      onReplace(table) {
        if (session !== next) return;
        next.table = table as HostTable;
        watch(next);
        void enqueue(() => changed(next));
      },
    });
    const transport = broadcastChannelTransport(debuggerChannel(port.roomId));
    const stopServing = servePort(debug.port, transport);
    closeDebugger = () => {
      stopServing();
      debug.close();
      transport.close();
      closeDebugger = () => {};
    };
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
    if (event) current.events = keepLast([...current.events, event], MAX_EVENTS);
    await save(current);
    await publish();
  }

  /** A new, empty table of `game`, published as the revision after `previousRev`. */
  async function freshSession(game: GameId, previousRev: number, options: object | undefined, remembered: RememberedOptions = {}): Promise<Session> {
    const definition = await loadGame(game);
    const table = createTable(definition, { dice, clock, input: options ? { options } : undefined }) as HostTable;
    return { definition, table, tableId: newIntentId(), rev: previousRev + 1, events: [], options: remembered };
  }

  const post = (message: HostMessage, connectionId: string) =>
    port.sendBroadcast(CHANNEL, message, connectionId === self.connectionId ? 'LOCAL' : 'REMOTE');

  const reply = (id: string, outcome: Outcome, connectionId: string) =>
    deliver(post(outcome.ok ? { t: 'reply', id, ok: true } : { t: 'reply', id, ok: false, reason: outcome.reason }, connectionId));

  /** Who is behind a connection; asks Owlbear again once before calling it unknown (a join may be in flight). */
  async function authenticate(connectionId: string): Promise<Sender | null> {
    const known = senderOf(connectionId, self, party);
    if (known) return known;
    party = await port.getParty();
    return senderOf(connectionId, self, party);
  }

  async function receive(data: unknown, connectionId: string) {
    // Views and replies share the channel (this host hears its own LOCAL ones): not for the host.
    if (v.is(hostMessageSchema, data)) return;
    const parsed = v.safeParse(clientMessageSchema, data);
    if (!parsed.success) {
      const id = (data as { id?: unknown } | null)?.id;
      if (v.is(intentIdSchema, id)) await reply(id, { ok: false, reason: `That message is malformed (${parsed.issues[0]!.message}).` }, connectionId);
      return;
    }
    const message = parsed.output;
    const sender = await authenticate(connectionId);
    if (message.t === 'hello') {
      if (sender && sender.role !== 'host') await sendViews(new Set([sender.id]));
      return;
    }
    if (!sender) return reply(message.id, { ok: false, reason: 'Your connection is not part of this room.' }, connectionId);
    if (seen.has(message.id)) return reply(message.id, { ok: false, reason: 'That request was already handled.' }, connectionId);
    remember(message.id);
    if (message.t === 'recover') return reply(message.id, await recover(sender, message.choice), connectionId);
    if (!session) return reply(message.id, { ok: false, reason: 'The table is waiting for the GM to recover it.' }, connectionId);
    if (message.t === 'game') return reply(message.id, await changeGame(session, sender, message.game), connectionId);
    const outcome = await apply(session, sender, message.intent);
    await reply(message.id, outcome, connectionId);
  }

  function remember(id: string) {
    seen.add(id);
    if (seen.size > MAX_SEEN_IDS) seen.delete(seen.values().next().value!);
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
      current.events = keepLast([...current.events, current.table.events.at(-1)!], MAX_EVENTS);
      // Seal the new views while the save is written; nothing leaves before the save is done.
      await publish(save(current));
    }
    return outcome;
  }

  function save(current: Session) {
    return store.save(name, {
      format: HOST_RECORD_FORMAT,
      tableId: current.tableId,
      rev: current.rev,
      table: current.table.persist(),
      events: current.events,
      seenIntentIds: [...seen],
      options: current.options,
    });
  }

  /** Replaces the lobby's table with a new one of `game`, everyone seated as they were; saved before anyone sees it. */
  async function changeGame(current: Session, sender: Sender, game: GameId): Promise<Outcome> {
    const playing = current.definition.id as GameId;
    const refused = gameChangeRefusal({ game: playing, phase: current.table.view({ role: 'gm' }).phase }, game, sender.role === 'gm' ? 'gm' : 'player');
    if (refused) return refused;
    const ctx = current.table.snapshot().context as TableContext;
    const remembered = { ...current.options, [playing]: { ...ctx.options } };
    const next = await freshSession(game, current.rev, optionsFor(game, remembered, ctx.options), remembered);
    const outcome = next.table.send({ role: 'host' }, carryOver(ctx), { at: clock() });
    if (!outcome.ok) return outcome;
    next.events = [...next.table.events];
    await adopt(next);
    await publish(save(next));
    return { ok: true };
  }

  async function recover(sender: Sender, choice: RecoveryChoice): Promise<Outcome> {
    if (sender.role !== 'gm') return { ok: false, reason: 'Only the GM can recover the table.' };
    if (!lost) return { ok: false, reason: 'The table is running: there is nothing to recover.' };
    const next = await freshSession(lost.view.game, lost.rev, lost.view.options);
    if (choice === 'void') {
      const outcome = next.table.send({ role: 'host' }, restoreFromPublic(lost), { at: clock() });
      if (!outcome.ok) return outcome;
      next.events = [...next.table.events];
    }
    await adopt(next);
    lost = null;
    await save(next);
    setup.onStatus?.('ok');
    await publish();
    return { ok: true };
  }

  /**
   * Writes the public table when its content changed, sends every changed
   * private view, and arms the staredown deadline; sends nothing before
   * `saved` (the save of this change) is done.
   */
  async function publish(saved: Promise<void> = Promise.resolve()) {
    if (!session) return;
    const { table } = session;
    const view = table.view(PUBLIC_VIEWER);
    const snapshot = table.snapshot();
    const stakes = stakesOf(snapshot.context.ledger, session.definition.inRound(snapshot as never));
    const encoded = encodePublicTable(view, {
      tableId: session.tableId,
      rev: session.rev,
      roundsPlayed: table.snapshot().context.roundsPlayed,
      stakes: stakes.seats,
      houseStake: stakes.house,
      carry: stakes.carry,
    });
    const views = await sealViews();
    await saved;
    const content = publicContent(encoded);
    if (content !== lastPublic) {
      lastPublic = content;
      deliver(writer.write(encoded));
    }
    views();
    armDeadline();
  }

  /**
   * Owlbear answers every write and broadcast; waiting for each answer in turn
   * would make every player wait for all of them. Messages leave in order
   * anyway, so the host does not wait, and reports a failure when it comes.
   */
  function deliver(sending: Promise<void>) {
    sending.catch((error) => {
      console.error('The table host could not send:', error);
      void port.notify(`Tavern Twenty-One: a message to the table failed (${(error as Error)?.message ?? error}).`, 'ERROR').catch(() => undefined);
    });
  }


  let lastWarning = -Infinity;
  /**
   * Writes the true table back and tells the GM. Owlbear's change event does
   * not say which connection wrote a key, so the GM learns when, not who; a
   * flood of overwrites is told once per `WARN_EVERY_MS`.
   */
  async function restorePublic() {
    await writer.restore();
    const now = clock();
    if (now - lastWarning < WARN_EVERY_MS) return;
    lastWarning = now;
    const at = new Date(now).toLocaleTimeString();
    await port.notify(`Tavern Twenty-One: someone overwrote the table at ${at}. It has been put back.`, 'WARNING').catch(() => undefined);
  }


  /** The AES key this host shares with one published player key. */
  function viewKeyFor(playerId: string, published: string): Promise<CryptoKey | null> {
    const cacheKey = `${playerId}|${published}`;
    let key = viewKeys.get(cacheKey);
    if (!key) {
      key = importPublicJwk(JSON.parse(published)).then((peer) =>
        peer ? deriveViewKey(pair.privateKey, peer, viewKeyContext(port.roomId, self.id, playerId)) : null,
      );
      viewKeys.set(cacheKey, key);
    }
    return key;
  }

  /** Seals each reader's view to them and sends it: changed views only, and always for those in `force`. */
  async function sendViews(force: ReadonlySet<string> = new Set()) {
    (await sealViews(force))();
  }

  /** Seals every changed view (and those of readers in `force`); returns the function that sends them all, in order. */
  async function sealViews(force: ReadonlySet<string> = new Set()): Promise<() => void> {
    if (!session) return () => undefined;
    const { table, rev } = session;
    const sealing: Promise<() => void>[] = [];
    const slots = new Set<string>();
    for (const reader of [self, ...party]) {
      const published = readPlayerKey(reader.metadata);
      if (!published) continue;
      const slot = `${reader.id}|${published}`;
      if (slots.has(slot)) continue;
      slots.add(slot);
      const body = compactView(table.view(reader.role === 'GM' ? { role: 'gm' } : { role: 'player', id: reader.id }));
      if (!force.has(reader.id) && lastSent.get(slot) === body) continue;
      // Seal every changed view at once; each comes back as a ready-to-send batch.
      sealing.push(
        viewKeyFor(reader.id, published).then(async (key) => {
          if (!key) return () => undefined;
          const envelopes = await sealView(key, sealedViewText(rev, body), reader.id);
          lastSent.set(slot, body);
          return () => envelopes.forEach((envelope) => deliver(post(envelope, reader.connectionId)));
        }),
      );
    }
    const sends = await Promise.all(sealing);
    return () => sends.forEach((send) => send());
  }

  /** Sets a timer for the deadline the table waits on (the game says which, and what to send); the host sends it when it passes. */
  function armDeadline() {
    cancelDeadline?.();
    cancelDeadline = null;
    const deadline = session ? session.definition.deadline(session.table.snapshot() as never) : null;
    if (deadline === null) return;
    cancelDeadline = schedule(() => {
      void enqueue(async () => {
        if (!session) return;
        const outcome = await apply(session, { role: 'host' }, deadline.intent);
        if (!outcome.ok) armDeadline(); // the clock disagreed by a hair: try again at the new estimate
      });
    }, Math.max(0, deadline.at - clock()));
  }

  // Load (or recover) the table before anything queued behind it is handled.
  await enqueue(async () => {
    party = await port.getParty();
    const metadata = await port.getRoomMetadata();
    const published = decodePublicTable(metadata[TABLE_KEY]);
    const { record, problem } = await loadRecord(store, name);
    if (problem) console.warn(problem);
    // Not checked against a signature: a table signed by a host that left (another device) cannot be verified here, and
    // rolling back to an older saved table would be worse. A table forged while no host was here makes the host ask
    // the GM to recover, showing what it found (docs/ARCHITECTURE.md, "Threat model").
    const resumable = record && (!published || (published.tableId === record.tableId && record.rev >= published.rev));
    if (record && resumable) {
      try {
        const definition = await loadGame(record.table.game as GameId);
        const table = restoreTable(definition, record.table, { dice, clock }) as HostTable;
        await adopt({ definition, table, tableId: record.tableId, rev: record.rev, events: record.events as AppliedEvent[], options: record.options });
        record.seenIntentIds.forEach((id) => seen.add(id));
      } catch (error) {
        console.warn('The saved table cannot be restored:', error);
      }
    }
    if (!session) {
      if (published && published.view.seats.length > 0) lost = published;
      else await adopt(await freshSession(published?.view.game ?? DEFAULT_GAME, published?.rev ?? 0, undefined));
    }
    setup.onStatus?.(status());
    if (session) await publish();
    // The table the GM will recover from, signed again with this host's key so clients show it meanwhile.
    else if (lost) await writer.write(encodePublicTable(lost.view, lost));
  });

  return {
    status,
    table: () => session?.table ?? null,
    idle: () => work,
    stop() {
      stopped = true;
      cancelDeadline?.();
      unwatch();
      closeDebugger();
      unsubscribe.forEach((u) => u());
    },
  };
}
