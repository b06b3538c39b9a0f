/**
 * The table as a client sees it: the public table from room metadata, and
 * this player's private view, sealed to them by the host. A client never runs
 * the rules: it renders what it received and sends intents.
 */
import * as v from 'valibot';
import type { TwentyOneView } from '../../machines/twenty-one/view';
import type { OwlbearPort, PartyPlayer, Unsubscribe } from '../plugin/port';
import { deriveViewKey, exportPublicJwk, importPublicJwk, viewKeyContext } from './crypto';
import { ViewAssembler, readSealedView } from './envelope';
import { playerKeyPair, type KeyStore } from './keyStore';
import { decodePublicTable, type PublicTable } from './publicTable';
import {
  CHANNEL,
  PLAYER_KEY,
  TABLE_KEY,
  hostMessageSchema,
  newIntentId,
  readLease,
  readPlayerKey,
  type ClientMessage,
  type HostLease,
  type RecoveryChoice,
  type Reply,
} from './wire';

export interface TableState {
  self: PartyPlayer;
  /** Who hosts the table, from room metadata. */
  lease: HostLease | null;
  /** The hosting connection is in the room right now. */
  hostOnline: boolean;
  /** What everyone sees. */
  table: PublicTable | null;
  /** This player's own view (their hole die, their legal actions, the log), newest first. */
  view: TwentyOneView | null;
  /** The revision of `view`. */
  rev: number;
  /** The last refusal the host sent this client, for the panel to show. */
  refusal: { id: string; reason: string } | null;
  /** Intents sent and not answered yet. */
  pending: number;
}

export interface TableClient {
  state(): TableState;
  subscribe(listener: (state: TableState) => void): Unsubscribe;
  /** Sends an intent to the host; resolves with its reply (or a timeout refusal). */
  send(intent: unknown): Promise<Reply>;
  /** The GM's answer when the host lost the table. */
  recover(choice: RecoveryChoice): Promise<Reply>;
  /** Resolves once every message received so far is handled. */
  idle(): Promise<void>;
  close(): void;
}

export interface ClientOptions {
  replyTimeoutMs?: number;
  /** How often to ask again for a view that has not come. */
  helloRetryMs?: number;
}

const NO_ANSWER = 'The table did not answer. Is the GM in the room with the extension enabled?';

export async function connectTable(port: OwlbearPort, keys: KeyStore, options: ClientOptions = {}): Promise<TableClient> {
  const replyTimeoutMs = options.replyTimeoutMs ?? 10_000;
  const helloRetryMs = options.helloRetryMs ?? 3_000;
  let self = await port.getSelf();
  const pair = await playerKeyPair(keys, port.roomId, self.id);
  const jwk = await exportPublicJwk(pair.publicKey);
  if (readPlayerKey(self.metadata) !== JSON.stringify(jwk)) {
    await port.setPlayerMetadata({ [PLAYER_KEY]: { v: 1, jwk } });
    // Our own key is the host's key when this client hosts: do not wait for the change event to know it.
    self = { ...self, metadata: { ...self.metadata, [PLAYER_KEY]: { v: 1, jwk } } };
  }

  let party = await port.getParty();
  const metadata = await port.getRoomMetadata();
  let state: TableState = {
    self,
    lease: readLease(metadata),
    hostOnline: false,
    table: decodePublicTable(metadata[TABLE_KEY]),
    view: null,
    rev: -1,
    refusal: null,
    pending: 0,
  };
  const listeners = new Set<(s: TableState) => void>();
  const replies = new Map<string, (reply: Reply) => void>();
  let hostKey: { name: string; key: Promise<CryptoKey | null> } | null = null;
  let closed = false;

  const update = (patch: Partial<TableState>, notify = true) => {
    state = { ...state, ...patch };
    state.hostOnline = hostEntry() !== undefined;
    if (notify) listeners.forEach((l) => l(state));
  };

  /** The player behind the lease's connection, if it is a GM in the room: anyone can write a lease, only a GM can host. */
  function hostEntry(): PartyPlayer | undefined {
    const lease = state.lease;
    if (!lease) return undefined;
    const entry = lease.connectionId === state.self.connectionId ? state.self : party.find((p) => p.connectionId === lease.connectionId);
    return entry?.role === 'GM' ? entry : undefined;
  }

  /** The AES key shared with the current host, derived once per host key. */
  function hostViewKey(): Promise<CryptoKey | null> {
    // The host's id and key come from Owlbear's party list, never from what the lease claims.
    const host = hostEntry();
    const published = host && readPlayerKey(host.metadata);
    if (!host || !published) return Promise.resolve(null);
    const name = `${host.id}|${published}`;
    if (hostKey?.name !== name) {
      hostKey = {
        name,
        key: importPublicJwk(JSON.parse(published)).then((hostPublic) =>
          hostPublic ? deriveViewKey(pair.privateKey, hostPublic, viewKeyContext(port.roomId, host.id, state.self.id)) : null,
        ),
      };
    }
    return hostKey.key;
  }

  const post = (message: ClientMessage) => port.sendBroadcast(CHANNEL, message, 'ALL').catch(() => undefined);

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
  async function receive(data: unknown, connectionId: string) {
    const parsed = v.safeParse(hostMessageSchema, data);
    if (!parsed.success || connectionId !== state.lease?.connectionId || !hostEntry()) return;
    const message = parsed.output;
    if (message.t === 'reply') {
      const resolve = replies.get(message.id);
      if (!resolve) return;
      resolve(message.ok ? { ok: true } : { ok: false, reason: message.reason ?? 'Refused.' });
      return;
    }
    if (message.to !== state.self.id) return;
    const key = await hostViewKey();
    const plaintext = key && (await assembler.add(key, message));
    if (!plaintext) return;
    const sealed = readSealedView(plaintext);
    if (!sealed || sealed.rev < state.rev) return;
    update({ view: sealed.view, rev: sealed.rev });
  }

  function onMetadata(next: Record<string, unknown>) {
    const lease = readLease(next);
    const hostChanged = lease?.connectionId !== state.lease?.connectionId;
    // A client with its own view shows that; the public table changing under it is no reason to draw again.
    const seen = state.view !== null && JSON.stringify(lease) === JSON.stringify(state.lease);
    // Revisions only order the envelopes of one host; a new host starts its own count.
    update({ lease, table: decodePublicTable(next[TABLE_KEY]), ...(hostChanged ? { rev: -1 } : {}) }, !seen);
    if (hostChanged) hello();
  }

  const unsubscribe = [
    port.onBroadcast(CHANNEL, ({ data, connectionId }) => {
      inbox = inbox.then(() => receive(data, connectionId)).catch(() => undefined);
    }),
    port.onRoomMetadataChange(onMetadata),
    port.onPartyChange((players) => {
      const wasOnline = state.hostOnline;
      party = players;
      update({});
      if (!wasOnline && state.hostOnline) hello();
    }),
    port.onSelfChange((next) => update({ self: next })),
  ];
  update({});
  hello();

  function request(message: ClientMessage & { id: string }): Promise<Reply> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish({ ok: false, reason: NO_ANSWER }), replyTimeoutMs);
      function finish(reply: Reply) {
        clearTimeout(timer);
        replies.delete(message.id);
        update({ pending: replies.size, refusal: reply.ok ? null : { id: message.id, reason: reply.reason } });
        resolve(reply);
      }
      replies.set(message.id, finish);
      update({ pending: replies.size });
      void post(message);
    });
  }

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send: (intent) => request({ t: 'intent', id: newIntentId(), intent }),
    recover: (choice) => request({ t: 'recover', id: newIntentId(), choice }),
    idle: () => inbox,
    close() {
      closed = true;
      clearTimeout(helloTimer);
      unsubscribe.forEach((u) => u());
    },
  };
}
