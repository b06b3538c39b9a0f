/**
 * The table as a client sees it: the public table from room metadata, and
 * this player's private view, sealed to them by the host. A client never runs
 * the rules: it renders what it received and sends intents.
 */
import { followRoom } from '../plugin/follow';
import { schedule } from '../plugin/timers';
import type { OwlbearPort, PartyPlayer } from '../plugin/port';
import { type ClientCore, type ClientOptions, hostKeysOf } from './clientCore';

export type { ClientOptions } from './clientCore';
import { hostReceiver } from './clientReceive';
import { type TableCheck, tableCheck } from './clientTable';
import { exportPublicJwk } from './crypto';
import { playerKeyPair, type KeyStore } from './keyStore';
import { outbox } from './outbox';
import { heldReport } from './sealedMessage';
import { leaseHolder } from './hostClaim';
import type { TableClient, TableState } from './tableState';
import {
  CHANNEL,
  TABLE_KEY,
  localChannel,
  publishPlayerKey,
  readLease,
  readerChannel,
  type ClientMessage,
} from './wire';

export { gameOf, isGame, type TableClient, type TableState, type Tampering } from './tableState';
export { HOST_OUT_OF_DATE } from './clientReceive';

type Follows = ReturnType<typeof followRoom>;

/** Joins as this player: its key pair made or found, its public key published, the room read. */
async function joinTable(port: OwlbearPort, keys: KeyStore, follows: Follows) {
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
  return read().catch((error: unknown) => {
    follows.stop();
    throw error;
  });
}

function firstState(self: PartyPlayer, metadata: Record<string, unknown>): TableState {
  return {
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
}

/** Applies `patch`, then works out from the party whether the lease's host is here. */
function applyPatch(core: ClientCore, patch: Partial<TableState>) {
  const state = { ...core.state, ...patch };
  core.state = state;
  const holder = leaseHolder(state.lease, [state.self, ...core.party]);
  state.hostOnline = holder !== null;
  // The host's status is its own claim's, not the lease's, which anyone can rewrite.
  if (holder && state.lease && state.lease.status !== holder.claim.status)
    state.lease = { ...state.lease, status: holder.claim.status };
}

/** The state's pending count, and the refusal of the request just settled (none once one succeeds). */
function requestsPatch(
  pending: number,
  settled: Parameters<Parameters<typeof outbox>[0]['onChange']>[1],
): Partial<TableState> {
  return {
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
  };
}

/** This client's requests to the host, counted in its state; each waits for the host's key. */
function requestsOf(
  core: ClientCore,
  hostKeys: ReturnType<typeof hostKeysOf>,
  post: (message: ClientMessage) => void,
) {
  return outbox({
    timeoutMs: core.options.replyTimeoutMs ?? 10_000,
    // A host still starting does not listen yet (its start may be tried again): a request waits for it rather than go unheard.
    hostKeys: () => (core.state.lease?.status === 'starting' ? Promise.resolve(null) : hostKeys()),
    post,
    onChange: (pending, settled) => core.update(requestsPatch(pending, settled)),
  });
}

/** How messages reach the host: in this browser on the host's own client, else by broadcast. */
function hostLine(core: ClientCore) {
  const port = core.port;
  /** True on the host's own client (the GM's): its traffic with the host stays in this browser (src/host/localChannel.ts). */
  const hostsHere = () =>
    core.state.lease !== null && core.state.lease.connectionId === core.state.self.connectionId;
  const local = port.openLocalChannel(localChannel(port.roomId));
  const post = async (message: ClientMessage) =>
    hostsHere()
      ? local.post(message)
      : port.sendBroadcast(CHANNEL, message, 'ALL').catch(() => undefined);
  return { hostsHere, local, post };
}

/**
 * No rollback (docs/ARCHITECTURE.md): each time the host's claim says it lost the table, this page tells it the newest
 * table it verified, or that it holds none, in one report of one length (sealedMessage.ts, `heldReport`), unasked by
 * the player and never said to them.
 */
function heldReporter(core: ClientCore, table: TableCheck, requests: ReturnType<typeof outbox>) {
  let reportedTo: string | null = null;
  return () => {
    const { lease, hostOnline } = core.state;
    if (!lease || !hostOnline || lease.status !== 'lost') {
      reportedTo = null;
      return;
    }
    if (reportedTo === lease.connectionId) return;
    reportedTo = lease.connectionId;
    // After the checks already asked for, so the report holds the newest table this page has heard of.
    void table.idle().then(() => requests.request(heldReport(table.held()), { quiet: true }));
  };
}

interface HelloLoop {
  ask: () => void;
  stop: () => void;
}

/** Asks the host for this player's view until one arrives, every `retryMs`, until stopped. */
function helloLoop(
  core: ClientCore,
  post: (message: ClientMessage) => Promise<unknown>,
  retryMs: number,
): HelloLoop {
  let closed = false;
  let stopTimer = () => {};
  function hello() {
    stopTimer();
    if (closed) return;
    if (core.state.lease && core.state.hostOnline) void post({ t: 'hello' });
    stopTimer = schedule(() => core.state.view === null && hello(), retryMs);
  }
  return {
    ask: hello,
    stop: () => {
      closed = true;
      stopTimer();
    },
  };
}

interface Wiring {
  core: ClientCore;
  follows: Follows;
  local: ReturnType<OwlbearPort['openLocalChannel']>;
  receive: (data: unknown, fromHost: () => boolean) => Promise<void>;
  hostsHere: () => boolean;
  table: TableCheck;
  hello: HelloLoop;
  /** The messages read so far, one after another. */
  inbox: { done: Promise<void> };
}

function onMetadata({ core, table, hello }: Wiring, next: Record<string, unknown>) {
  const state = core.state;
  const lease = readLease(next);
  const hostChanged = lease?.connectionId !== state.lease?.connectionId;
  // A client with its own view shows that; the public table changing under it is no reason to draw again.
  const seen = state.view !== null && JSON.stringify(lease) === JSON.stringify(state.lease);
  // Revisions only order the envelopes of one host; a new host starts its own count.
  core.update({ lease, ...(hostChanged ? { rev: -1 } : {}) }, !seen);
  table.written(next[TABLE_KEY]);
  table.check();
  if (hostChanged) hello.ask();
}

/** Listens to the host's messages and the room's changes; returns how to stop each. */
function listen(w: Wiring): (() => void)[] {
  const { core, follows, local, receive, table, hello, inbox } = w;
  return [
    // This player's views and answers come on their own channel; from a host from before it, on the shared one.
    ...[CHANNEL, readerChannel(core.state.self.id)].map((channel) =>
      core.port.onBroadcast(channel, ({ data, connectionId }) => {
        inbox.done = inbox.done
          .then(() => receive(data, () => connectionId === core.state.lease?.connectionId))
          .catch(() => undefined);
      }),
    ),
    local.onMessage((data) => {
      inbox.done = inbox.done.then(() => receive(data, w.hostsHere)).catch(() => undefined);
    }),
    follows.room.listen((next) => onMetadata(w, next)),
    follows.party.listen((players) => {
      const wasOnline = core.state.hostOnline;
      core.party = players;
      core.update({});
      table.check();
      if (!wasOnline && core.state.hostOnline) hello.ask();
    }),
    follows.self.listen((next) => {
      core.update({ self: next });
      table.check();
    }),
  ];
}

export async function connectTable(
  port: OwlbearPort,
  keys: KeyStore,
  options: ClientOptions = {},
): Promise<TableClient> {
  // Listening before reading: a change landing between a read and the listeners below is not lost (src/plugin/follow.ts).
  const follows = followRoom(port);
  const { self, pair, party, metadata } = await joinTable(port, keys, follows);
  const listeners = new Set<(s: TableState) => void>();
  let report = () => {};
  const core: ClientCore = {
    port,
    options,
    state: firstState(self, metadata),
    party,
    update: (patch, notify = true) => {
      applyPatch(core, patch);
      if (notify) listeners.forEach((l) => l(core.state));
      requests.retry();
      report();
    },
  };
  const hostKeys = hostKeysOf(core, pair.privateKey);
  const requests = requestsOf(core, hostKeys, (message) => void post(message));

  const { hostsHere, local, post } = hostLine(core);

  const hello = helloLoop(core, post, options.helloRetryMs ?? 3_000);

  const receive = hostReceiver(core, requests, hostKeys);
  const table = tableCheck(core, options.clock ?? Date.now, metadata[TABLE_KEY]);
  report = heldReporter(core, table, requests);
  const inbox = { done: Promise.resolve() };
  const unsubscribe = listen({ core, follows, local, receive, hostsHere, table, hello, inbox });
  core.update({});
  table.check();
  hello.ask();

  return {
    state: () => core.state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send: (intent) => requests.request({ t: 'intent', intent }),
    recover: (choice) => requests.request({ t: 'recover', choice }),
    chooseGame: (game) => requests.request({ t: 'game', game }),
    idle: () => Promise.all([inbox.done, table.idle()]).then(() => undefined),
    close() {
      hello.stop();
      requests.close();
      unsubscribe.forEach((u) => u());
      local.close();
    },
  };
}
