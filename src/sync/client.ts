/**
 * The table as a client sees it: the public table from room metadata, and
 * this player's private view, sealed to them by the host. A client never runs
 * the rules: it renders what it received and sends intents.
 */
import * as v from 'valibot';
import { followRoom } from '../plugin/follow';
import type { OwlbearPort, PartyPlayer } from '../plugin/port';
import type { TableClient, TableState } from './tableState';
import { channelKeysFrom, exportPublicJwk, type ChannelKeys } from './crypto';
import { ViewAssembler, readSealedView } from './envelope';
import { playerKeyPair, type KeyStore } from './keyStore';
import { outbox } from './outbox';
import type { ClientReason } from './reasons';
import { openAnswer } from './sealedMessage';
import { leaseHolder } from './hostClaim';
import { decodePublicTable } from './publicTable';
import { importVerifyingJwk, sequenceGuard, verifyTable } from './signing';
import {
  CHANNEL,
  TABLE_KEY,
  hostMessageSchema,
  localChannel,
  publishPlayerKey,
  readLease,
  readPlayerKey,
  readVerifyingKey,
  readerChannel,
  type ClientMessage,
} from './wire';

export { gameOf, isGame, type TableClient, type TableState, type Tampering } from './tableState';

export interface ClientOptions {
  replyTimeoutMs?: number;
  /** How often to ask again for a view that has not come. */
  helloRetryMs?: number;
  /** Default: `Date.now`; only stamps the tampering notice. */
  clock?: () => number;
  /**
   * Waited on before work that can come after what the player sees (src/sync/priority.ts): checking the public table
   * once this client shows its own view (the table then serves only the tampering notice), and, on a `hidden` page,
   * opening a view at all. Default: nothing waits.
   */
  later?: () => Promise<void>;
  /**
   * A page the player does not look at (the background page, which reads only its own view): it opens each view after
   * the popover on its thread, and never checks the public table, which it shows nowhere.
   */
  hidden?: boolean;
}

/** True for a message that names another reader (`to`): nothing in it is for this client. */
const addressedElsewhere = (data: unknown, self: string): boolean =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { to?: unknown }).to === 'string' &&
  (data as { to: string }).to !== self;

/** What a host of wire format 1 answers to a sealed request. */
export const HOST_OUT_OF_DATE: ClientReason = { why: 'hostOutOfDate' };
const REFUSED: ClientReason = { why: 'refused' };

export async function connectTable(
  port: OwlbearPort,
  keys: KeyStore,
  options: ClientOptions = {},
): Promise<TableClient> {
  const replyTimeoutMs = options.replyTimeoutMs ?? 10_000;
  const helloRetryMs = options.helloRetryMs ?? 3_000;
  const clock = options.clock ?? Date.now;
  // Listening before reading: a change landing between a read and the listeners below is not lost (src/plugin/follow.ts).
  const follows = followRoom(port);
  const read = async () => {
    const joined = await follows.self.read(port.getSelf());
    const pair = await playerKeyPair(keys, port.roomId, joined.id);
    // Our own key is the host's key when this client hosts: do not wait for the change event to know it.
    const self = await publishPlayerKey(port, joined, await exportPublicJwk(pair.publicKey));
    return {
      self,
      pair,
      party: await follows.party.read(port.getParty()),
      metadata: await follows.room.read(port.getRoomMetadata()),
    };
  };
  const first = await read().catch((error: unknown) => {
    follows.stop();
    throw error;
  });
  const { pair, metadata } = first;
  let { self, party } = first;
  let state: TableState = {
    self,
    lease: readLease(metadata),
    hostOnline: false,
    table: null,
    tampered: null,
    unreadable: false,
    view: null,
    rev: -1,
    refusal: null,
    pending: 0,
  };
  const listeners = new Set<(s: TableState) => void>();
  let hostKey: { name: string; keys: Promise<ChannelKeys | null> } | null = null;

  let closed = false;
  const requests = outbox({
    timeoutMs: replyTimeoutMs,
    // A host still starting does not listen yet (its start may be tried again): a request waits for it rather than go unheard.
    hostKeys: () => (state.lease?.status === 'starting' ? Promise.resolve(null) : hostKeys()),
    post: (message) => void post(message),
    onChange: (pending, settled) =>
      update({
        pending,
        ...(settled && {
          refusal: settled.reply.ok
            ? null
            : {
                id: settled.id,
                reason: settled.reply.reason,
                ...(settled.type && { type: settled.type }),
              },
        }),
      }),
  });

  const update = (patch: Partial<TableState>, notify = true) => {
    state = { ...state, ...patch };
    const holder = leaseHolder(state.lease, [state.self, ...party]);
    state.hostOnline = holder !== null;
    // The host's status is its own claim's, not the lease's, which anyone can rewrite.
    if (holder && state.lease && state.lease.status !== holder.claim.status)
      state.lease = { ...state.lease, status: holder.claim.status };
    if (notify) listeners.forEach((l) => l(state));
    requests.retry();
  };

  /** The player behind the lease's connection, if it is a GM in the room that claimed the lease itself: anyone can write a lease. */
  function hostEntry(): PartyPlayer | undefined {
    return leaseHolder(state.lease, [state.self, ...party])?.player;
  }

  /** The keys shared with the current host, derived once per host key. */
  function hostKeys(): Promise<ChannelKeys | null> {
    // The host's id and key come from Owlbear's party list, never from what the lease claims.
    const host = hostEntry();
    const published = host && readPlayerKey(host.metadata);
    if (!host || !published) return Promise.resolve(null);
    const name = `${host.id}|${published}`;
    if (hostKey?.name !== name) {
      hostKey = {
        name,
        keys: channelKeysFrom(
          pair.privateKey,
          published,
          port.roomId,
          host.id,
          state.self.id,
        ).catch(() => null),
      };
    }
    return hostKey.keys;
  }

  /** True on the host's own client (the GM's): its traffic with the host stays in this browser (src/host/localChannel.ts). */
  const hostsHere = () =>
    state.lease !== null && state.lease.connectionId === state.self.connectionId;
  const local = port.openLocalChannel(localChannel(port.roomId));
  const post = async (message: ClientMessage) =>
    hostsHere()
      ? local.post(message)
      : port.sendBroadcast(CHANNEL, message, 'ALL').catch(() => undefined);

  let helloTimer: ReturnType<typeof setTimeout> | undefined;
  /** Asks the host for this player's view until one arrives. */
  function hello() {
    clearTimeout(helloTimer);
    if (closed) return;
    if (state.lease && state.hostOnline) void post({ t: 'hello' });
    helloTimer = setTimeout(() => state.view === null && hello(), helloRetryMs);
  }

  const assembler = new ViewAssembler();
  let inbox = Promise.resolve();
  /** Reads a message the host sent, if `fromHost` (Owlbear named the lease's connection, or it came locally to the host's own client). */
  async function receive(data: unknown, fromHost: () => boolean) {
    // Every client hears every reader's view: one addressed to someone else is passed over before it is read.
    if (addressedElsewhere(data, state.self.id)) return;
    const parsed = v.safeParse(hostMessageSchema, data);
    if (!parsed.success || !fromHost() || !hostEntry()) return;
    const message = parsed.output;
    if (message.t === 'reply') {
      // In clear, only a refusal of a request the host could not read; wire format 1's (no `v`) comes from an older host.
      if (!message.ok)
        requests.answered(message.id, {
          ok: false,
          reason: message.v === undefined ? HOST_OUT_OF_DATE : (message.reason ?? REFUSED),
        });
      return;
    }
    if (message.to !== state.self.id) return;
    if (options.hidden) await options.later?.();
    const keys = await hostKeys();
    if (!keys) return;
    if (message.t === 'answer') {
      const answer = await openAnswer(keys.reply, message);
      if (answer)
        requests.answered(
          answer.id,
          answer.ok ? { ok: true } : { ok: false, reason: answer.reason ?? REFUSED },
        );
      return;
    }
    const plaintext = await assembler.add(keys.view, message);
    if (!plaintext) return;
    const sealed = readSealedView(plaintext);
    if (!sealed || sealed.rev < state.rev) return;
    update({ view: sealed.view, rev: sealed.rev });
  }

  /** The room's table as last written, checked against the host's key whenever it, the lease or the party changes. */
  let rawTable: unknown = metadata[TABLE_KEY];
  let checking = Promise.resolve();
  const sequence = sequenceGuard();
  const verifyingKeys = new Map<string, Promise<CryptoKey | null>>();
  const verifyingKey = (published: string) => {
    let key = verifyingKeys.get(published);
    if (!key) {
      key = importVerifyingJwk(JSON.parse(published));
      verifyingKeys.set(published, key);
    }
    return key;
  };
  /** Checks each write in the order it came, so a forged one is noticed even when the host's restore follows at once. */
  const checkTable = (raw = rawTable) => {
    if (options.hidden) return;
    checking = checking.then(() => verify(raw)).catch(() => undefined);
  };

  /**
   * Renders the room's table only when it verifies under the key the lease's
   * GM published (a player's metadata cannot make a host: the role comes from
   * the party list) and is newer than the last one accepted under that key.
   * While the host's key is unknown (it is away, or its key is on its way) the
   * last good table stays and nothing is flagged; a table signed by another
   * GM (a former host, before the new one writes) is stale, not forged.
   */
  async function verify(raw: unknown) {
    if (state.view !== null) await options.later?.();
    const host = hostEntry();
    const published = host && readVerifyingKey(host.metadata);
    const key = published && (await verifyingKey(published));
    if (!published || !key || raw === undefined) return;
    const verdict = await verifyTable(key, port.roomId, raw);
    if (!verdict.ok) {
      if (!(await signedByAnotherGm(raw, published)))
        update({ tampered: { at: clock(), reason: verdict.reason } });
      return;
    }
    const order = sequence.check(published, verdict.rev, raw);
    if (order === 'replayed') return update({ tampered: { at: clock(), reason: 'replayed' } });
    const table = await decodePublicTable(raw);
    // A client with its own view shows that: a newer public table that changes nothing it shows is kept without drawing again.
    const unseen = state.view !== null && state.tampered === null && !state.unreadable;
    if (order === 'new')
      update(
        table ? { table, tampered: null, unreadable: false } : { unreadable: true },
        !(table && unseen),
      );
    else if (!state.table && table) update({ table });
  }

  async function signedByAnotherGm(raw: unknown, hostKey: string): Promise<boolean> {
    for (const gm of [state.self, ...party]) {
      const published = gm.role === 'GM' ? readVerifyingKey(gm.metadata) : null;
      const key = published && published !== hostKey && (await verifyingKey(published));
      if (key && (await verifyTable(key, port.roomId, raw)).ok) return true;
    }
    return false;
  }

  function onMetadata(next: Record<string, unknown>) {
    const lease = readLease(next);
    const hostChanged = lease?.connectionId !== state.lease?.connectionId;
    // A client with its own view shows that; the public table changing under it is no reason to draw again.
    const seen = state.view !== null && JSON.stringify(lease) === JSON.stringify(state.lease);
    // Revisions only order the envelopes of one host; a new host starts its own count.
    update({ lease, ...(hostChanged ? { rev: -1 } : {}) }, !seen);
    rawTable = next[TABLE_KEY];
    checkTable();
    if (hostChanged) hello();
  }

  const unsubscribe = [
    // This player's views and answers come on their own channel; from a host from before it, on the shared one.
    ...[CHANNEL, readerChannel(self.id)].map((channel) =>
      port.onBroadcast(channel, ({ data, connectionId }) => {
        inbox = inbox
          .then(() => receive(data, () => connectionId === state.lease?.connectionId))
          .catch(() => undefined);
      }),
    ),
    local.onMessage((data) => {
      inbox = inbox.then(() => receive(data, hostsHere)).catch(() => undefined);
    }),
    follows.room.listen(onMetadata),
    follows.party.listen((players) => {
      const wasOnline = state.hostOnline;
      party = players;
      update({});
      checkTable();
      if (!wasOnline && state.hostOnline) hello();
    }),
    follows.self.listen((next) => {
      update({ self: next });
      checkTable();
    }),
  ];
  update({});
  checkTable();
  hello();

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send: (intent) => requests.request({ t: 'intent', intent }),
    recover: (choice) => requests.request({ t: 'recover', choice }),
    chooseGame: (game) => requests.request({ t: 'game', game }),
    idle: () => Promise.all([inbox, checking]).then(() => undefined),
    close() {
      closed = true;
      requests.close();
      clearTimeout(helloTimer);
      unsubscribe.forEach((u) => u());
      local.close();
    },
  };
}
