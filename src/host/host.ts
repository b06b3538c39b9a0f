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
import { twentyOne } from '../../machines/twenty-one';
import type { OwlbearPort, PartyPlayer } from '../plugin/port';
import { deriveViewKey, exportPublicJwk, importPublicJwk, viewKeyContext } from '../sync/crypto';
import { compactView, sealView, sealedViewText } from '../sync/envelope';
import { playerKeyPair, type KeyStore } from '../sync/keyStore';
import { PUBLIC_VIEWER, decodePublicTable, encodePublicTable, type PublicTable } from '../sync/publicTable';
import {
  CHANNEL,
  PLAYER_KEY,
  TABLE_KEY,
  clientMessageSchema,
  hostMessageSchema,
  intentIdSchema,
  newIntentId,
  readPlayerKey,
  type HostMessage,
  type RecoveryChoice,
} from '../sync/wire';
import { cryptoDice } from './cryptoDice';
import { HOST_RECORD_FORMAT } from './migrations';
import { MAX_EVENTS, MAX_SEEN_IDS, keepLast, loadRecord, recordName, type HostStore } from './persistence';
import { publicContent, writePublicTable } from './publishTable';
import { restoreFromPublic, stakesOf } from './recovery';
import { senderOf } from './senders';

export type TwentyOneTable = Table<typeof twentyOne>;

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
}

export interface Host {
  status(): HostStatus;
  /** The live table; null while the host waits for recovery. */
  table(): TwentyOneTable | null;
  /** Resolves once everything received so far has been handled. */
  idle(): Promise<void>;
  /** Stops handling messages and timers; writes nothing more. */
  stop(): void;
}

interface Session {
  table: TwentyOneTable;
  tableId: string;
  rev: number;
  events: AppliedEvent[];
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
    port.onRoomMetadataChange((metadata) => void enqueue(() => (publicContent(metadata[TABLE_KEY]) === lastPublic ? undefined : rewritePublic()))),
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

  function freshSession(previousRev: number, options: PublicTable['view']['options'] | undefined): Session {
    const table = createTable(twentyOne, { dice, clock, input: options ? { options } : undefined });
    return { table, tableId: newIntentId(), rev: previousRev + 1, events: [] };
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
    const outcome = await apply(session, sender, message.intent);
    await reply(message.id, outcome, connectionId);
  }

  function remember(id: string) {
    seen.add(id);
    if (seen.size > MAX_SEEN_IDS) seen.delete(seen.values().next().value!);
  }

  /** Applies one intent; on a change, saves first and then publishes, so nobody sees what a reload would lose. */
  async function apply(current: Session, sender: Sender, intent: unknown): Promise<Outcome> {
    const outcome = current.table.send(sender, intent, { at: clock() });
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
    });
  }

  async function recover(sender: Sender, choice: RecoveryChoice): Promise<Outcome> {
    if (sender.role !== 'gm') return { ok: false, reason: 'Only the GM can recover the table.' };
    if (!lost) return { ok: false, reason: 'The table is running: there is nothing to recover.' };
    const next = freshSession(lost.rev, lost.view.options);
    if (choice === 'void') {
      for (const intent of restoreFromPublic(lost)) {
        const outcome = next.table.send({ role: 'host' }, intent, { at: clock() });
        if (!outcome.ok) return outcome;
      }
      next.events = [...next.table.events];
    }
    session = next;
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
    const stakes = stakesOf(table.snapshot().context.ledger, view.phase);
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
      deliver(writePublicTable(port, encoded));
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

  async function rewritePublic() {
    if (!session) return;
    lastPublic = '';
    await publish();
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

  /** Sets a timer for the staredown's end; the host sends STAREDOWN_TIMEOUT when it fires. */
  function armDeadline() {
    cancelDeadline?.();
    cancelDeadline = null;
    const endsAt = session?.table.view({ role: 'gm' }).staredownEndsAt ?? null;
    if (endsAt === null) return;
    cancelDeadline = schedule(() => {
      void enqueue(async () => {
        if (!session) return;
        const outcome = await apply(session, { role: 'host' }, { type: 'STAREDOWN_TIMEOUT' });
        if (!outcome.ok) armDeadline(); // the clock disagreed by a hair: try again at the new estimate
      });
    }, Math.max(0, endsAt - clock()));
  }

  // Load (or recover) the table before anything queued behind it is handled.
  await enqueue(async () => {
    party = await port.getParty();
    const metadata = await port.getRoomMetadata();
    lastPublic = publicContent(metadata[TABLE_KEY]);
    const published = decodePublicTable(metadata[TABLE_KEY]);
    const { record, problem } = await loadRecord(store, name);
    if (problem) console.warn(problem);
    const resumable = record && (!published || (published.tableId === record.tableId && record.rev >= published.rev));
    if (record && resumable) {
      try {
        const table = restoreTable(twentyOne, record.table, { dice, clock });
        session = { table, tableId: record.tableId, rev: record.rev, events: record.events as AppliedEvent[] };
        record.seenIntentIds.forEach((id) => seen.add(id));
      } catch (error) {
        console.warn('The saved table cannot be restored:', error);
      }
    }
    if (!session) {
      if (published && published.view.seats.length > 0) lost = published;
      else session = freshSession(published?.rev ?? 0, undefined);
    }
    setup.onStatus?.(status());
    if (session) await publish();
  });

  return {
    status,
    table: () => session?.table ?? null,
    idle: () => work,
    stop() {
      stopped = true;
      cancelDeadline?.();
      unsubscribe.forEach((u) => u());
    },
  };
}
