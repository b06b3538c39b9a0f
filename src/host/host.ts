/**
 * The host: the one authority of a table, running on the GM's client in the background page. An intent's way
 * through it reads in five files: this one receives every message in arrival order (work.ts), receiving.ts
 * authenticates its sender by connection id and opens it, play.ts applies it, saving.ts saves the change and
 * publishing.ts writes the public table and seals each reader's view to them. Each part is built here once and
 * given what it works with; only Play calls on the others.
 */
import type { OwlbearPort } from '../plugin/port';
import { CHANNEL, TABLE_KEY } from '../sync/wire';
import { schedule as pageSchedule } from '../plugin/timers';
import { channelKeyCache } from './channelKeys';
import type { Host, HostSetup, HostStatus } from './contract';
import { cryptoDice } from './cryptoDice';
import { heldOnDemand } from './heldOnDemand';
import { liveHost } from './hostState';
import { publishHostKeys } from './keys';
import { hostRoutes } from './localChannel';
import { recordName } from './persistence';
import { Play } from './play';
import { hostPublisher } from './publishing';
import { tableRestorer, tableWriter } from './publishTable';
import { hostReceiver } from './receiving';
import { sessionSaver } from './saving';
import { viewSealer } from './sealing';
import type { TableSources } from './session';
import { loadTable } from './loading';
import { type HostWork, hostWork } from './work';

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
  const parts = await assemble(setup, sources, work, () => stopped);
  const { signingKey, joined, name, saver, live, routes, play } = parts;
  // Subscribe first, so nothing sent while the host loads is missed; the queue holds it until ready.
  const unsubscribe = listen(parts, port, work.enqueue, sources);
  const status = (): HostStatus => (live.session ? 'ok' : 'lost');
  // Load (or recover) the table before anything queued behind it is handled; a start that fails offers recovery.
  await work.enqueue(() =>
    loadTable({ setup, sources, name, live, play, status, signingKey, joined, saver }),
  );
  return {
    status,
    table: () => live.session?.table ?? null,
    idle: work.idle,
    stop() {
      stopped = true;
      play.stop();
      unsubscribe.forEach((u) => u());
      routes.close();
    },
  };
}

/** Joins the room as its host (only a GM may: it publishes its keys) and builds the parts an intent passes through. */
async function assemble(
  setup: HostSetup,
  sources: TableSources,
  work: HostWork,
  stopped: () => boolean,
) {
  const { port } = setup;
  const joined = await port.getSelf();
  if (joined.role !== 'GM') throw new Error('Only a GM client can host the table.');
  const hostKeys = await publishHostKeys(port, setup.keys, joined);
  const room = await port.getRoomMetadata();
  const writer = tableWriter(port, hostKeys.signing.privateKey, room[TABLE_KEY]);
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
  const publisher = hostPublisher(viewSealer(keys, routes.send), writer, work.deliver);
  // Real time, whatever clock the table's deadlines run on.
  const held = heldOnDemand({
    live,
    port,
    writer,
    schedule: pageSchedule,
    waitMs: setup.recoveryWaitMs,
  });
  const schedule = setup.schedule ?? pageSchedule;
  const { enqueue } = work;
  const play = new Play(
    { live, saver, publisher, held, sources, schedule, enqueue, stopped },
    setup,
  );
  const receive = hostReceiver({ live, port, keys, send: routes.send, enqueue }, play);
  const signingKey = hostKeys.signing.publicKey;
  return { signingKey, joined, name, saver, live, writer, routes, play, receive };
}

/** Queues every message, party change and room change the host hears; returns the unsubscribes. */
function listen(
  { live, routes, writer, play, receive }: Awaited<ReturnType<typeof assemble>>,
  port: OwlbearPort,
  enqueue: HostWork['enqueue'],
  sources: TableSources,
) {
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
        void play.sendViews();
      });
    }),
    port.onSelfChange((next) => {
      void enqueue(() => {
        live.self = next;
        void play.sendViews();
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
