/**
 * The host: the one authority of a table, running on the GM's client in the
 * background page. It holds the live table, takes intents from the broadcast
 * channel (receiving.ts), authenticates each sender by connection id, applies
 * each intent id at most once (sessionChanges.ts), saves the table after every
 * change, writes the public table to room metadata and seals each player's view
 * to that player (publishing.ts).
 */
import type { OwlbearPort, PartyPlayer } from '../plugin/port';
import { decodePublicTable } from '../sync/publicTable';
import { CHANNEL, TABLE_KEY } from '../sync/wire';
import { cryptoDice } from './cryptoDice';
import { publishHostKeys } from './keys';
import { NOTHING_STORED, recordName } from './persistence';
import { emptyLog } from './savedLog';
import { SeenIds } from './seenIds';
import { type SessionSaver, sessionSaver } from './saving';
import { gmVerifyingKeys, revisionShown, startupOf, type Startup } from './startup';
import type { Host, HostSetup, HostStatus } from './contract';
import { type TableWriter, tableRestorer, tableWriter } from './publishTable';
import { type ChannelKeyCache, channelKeyCache } from './channelKeys';
import { type HostRoutes, hostRoutes } from './localChannel';
import { recoveringFrom, type TableSources } from './session';
import { schedule as pageSchedule } from '../plugin/timers';
import { type HostWork, hostWork } from './work';
import { type LiveHost, liveHost } from './hostState';
import { hostReceiver } from './receiving';
import { type Play, wirePlay } from './play';

export type { HostTable } from './session';
export type { Host, HostSetup, HostStatus } from './contract';

export async function startHost(setup: HostSetup): Promise<Host> {
  const { port } = setup;
  const sources: TableSources = {
    dice: setup.dice ?? cryptoDice(),
    clock: setup.clock ?? Date.now,
  };
  let stopped = false;
  const work = hostWork(port, () => stopped);
  const { joined, hostKeys, writer } = await connect(port, setup);
  const live = liveHost(hostKeys.self);
  // This client's own pages over the local channel, a REMOTE broadcast for every other connection.
  const routes = hostRoutes(
    port,
    () => live.self,
    () => live.party,
    work.deliver,
  );
  const keys = channelKeyCache(port.roomId, hostKeys.sealing.privateKey, live.self.id);
  const name = recordName(port.roomId, live.self.id);
  const saver = sessionSaver(setup.store, name, sources, () => live.seen.log());
  const schedule = setup.schedule ?? pageSchedule;
  const play = wirePlay({
    live,
    setup,
    sources,
    schedule,
    saver,
    writer,
    keys,
    send: routes.send,
    work,
    stopped: () => stopped,
  });
  // Subscribe first, so nothing sent while the host loads is missed; the queue holds it until ready.
  const unsubscribe = listen({ port, live, routes, writer, keys, play, work, sources });
  const status = (): HostStatus => (live.session ? 'ok' : 'lost');

  // Load (or recover) the table before anything queued behind it is handled; a start that fails offers recovery.
  await work.enqueue(() =>
    loadTable({
      setup,
      sources,
      name,
      joined,
      live,
      saver,
      play,
      status,
      signingKey: hostKeys.signing.publicKey,
    }),
  );

  return {
    status,
    table: () => live.session?.table ?? null,
    idle: work.idle,
    stop() {
      stopped = true;
      play.cancelTimers();
      play.changes.close();
      unsubscribe.forEach((u) => u());
      routes.close();
    },
  };
}

/** Joins the room as its host: only a GM may; publishes the host's keys and reads the table the room holds. */
async function connect(port: OwlbearPort, setup: HostSetup) {
  const joined = await port.getSelf();
  if (joined.role !== 'GM') throw new Error('Only a GM client can host the table.');
  const hostKeys = await publishHostKeys(port, setup.keys, joined);
  const writer = tableWriter(
    port,
    hostKeys.signing.privateKey,
    (await port.getRoomMetadata())[TABLE_KEY],
  );
  return { joined, hostKeys, writer };
}

interface Listening {
  port: OwlbearPort;
  live: LiveHost;
  routes: HostRoutes;
  writer: TableWriter;
  keys: ChannelKeyCache;
  play: Play;
  work: HostWork;
  sources: TableSources;
}

/** Queues every message, party change and room change the host hears; returns the unsubscribes. */
function listen({ port, live, routes, writer, keys, play, work, sources }: Listening) {
  const { publisher } = play;
  const { enqueue } = work;
  const receive = hostReceiver({ live, port, keys, send: routes.send, enqueue, play });
  const restorePublic = tableRestorer(port, writer, sources.clock);
  return [
    port.onBroadcast(
      CHANNEL,
      ({ data, connectionId }) => void enqueue(() => receive(data, connectionId)),
    ),
    routes.listen((data, connectionId) => void enqueue(() => receive(data, connectionId))),
    port.onPartyChange((players) => {
      void enqueue(() => {
        live.party = players;
        play.held.partyChanged();
        publisher.sendViews();
      });
    }),
    port.onSelfChange((next) => {
      void enqueue(() => {
        live.self = next;
        publisher.sendViews();
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
}

interface Loading {
  setup: HostSetup;
  sources: TableSources;
  name: string;
  joined: PartyPlayer;
  signingKey: CryptoKey;
  live: LiveHost;
  saver: SessionSaver;
  play: Play;
  status: () => HostStatus;
}

/** Loads the saved table, or waits for the GM to recover one, and tells the table and the GM how it went. */
async function loadTable(loading: Loading) {
  const { setup, live } = loading;
  const { port } = setup;
  const raw = (await port.getRoomMetadata())[TABLE_KEY];
  const start = await startup(loading, raw).catch((error) => failedStart(raw, error));
  live.seen = new SeenIds(start.seen);
  loading.saver.found(start.stored);
  if (start.session) await loading.play.changes.adopt(start.session);
  live.recovering = start.recovering;
  setup.onStatus?.(loading.status());
  for (const notice of start.notices)
    await port.notify(`Tavern Twenty-One: ${notice}`, 'WARNING').catch(() => undefined);
  if (live.session) await loading.play.publisher.publish();
  // The table the GM will recover from, signed again with this host's key so clients show it meanwhile: only one a GM here signed.
  else await loading.play.held.show();
}

async function startup(loading: Loading, raw: unknown): Promise<Startup> {
  const { setup, live } = loading;
  live.party = await setup.port.getParty();
  const trusted = await gmVerifyingKeys(loading.signingKey, loading.joined, live.party);
  const { sources, name } = loading;
  return startupOf({ sources, store: setup.store, name, roomId: setup.port.roomId, raw, trusted });
}

/** A start that failed: nothing is live, and the GM recovers from what the room shows. */
async function failedStart(raw: unknown, error: unknown): Promise<Startup> {
  const notice = `The table could not be started (${(error as Error)?.message ?? error}). Open Tavern Twenty-One to recover it.`;
  const from = await decodePublicTable(raw).catch(() => null);
  return {
    session: null,
    recovering: recoveringFrom({
      from,
      verified: false,
      after: revisionShown(from, false),
      trusted: [],
    }),
    seen: emptyLog(),
    stored: NOTHING_STORED,
    notices: [notice],
  };
}
