/**
 * How the host takes its table as it starts: what startup.ts decides it starts from becomes the live session (or
 * the recovery the GM is offered), and the table and the GM are told how it went.
 */
import type { PartyPlayer } from '../plugin/port';
import { decodePublicTable } from '../sync/publicTable';
import { TABLE_KEY } from '../sync/wire';
import type { HostSetup, HostStatus } from './contract';
import type { LiveHost } from './hostState';
import { NOTHING_STORED } from './persistence';
import type { Play } from './play';
import { emptyLog } from './savedLog';
import type { SessionSaver } from './saving';
import { SeenIds } from './seenIds';
import { recoveringFrom, type TableSources } from './session';
import { gmVerifyingKeys, revisionShown, startupOf, type Startup } from './startup';

/** What the host loads its table with. */
export interface Loading {
  setup: HostSetup;
  sources: TableSources;
  name: string;
  /** This host's own verifying key: the tables it signed are trusted. */
  signingKey: CryptoKey;
  /** This client as it joined, before it published its key: what it held may be another device's of the same GM. */
  joined: PartyPlayer;
  saver: Pick<SessionSaver, 'found'>;
  live: LiveHost;
  play: Play;
  status: () => HostStatus;
}

/** Loads the saved table, or waits for the GM to recover one, and tells the table and the GM how it went. */
export async function loadTable(loading: Loading) {
  const { setup, live, play } = loading;
  const { port } = setup;
  const raw = (await port.getRoomMetadata())[TABLE_KEY];
  const start = await started(loading, raw).catch((error) => failedStart(raw, error));
  live.seen = new SeenIds(start.seen);
  loading.saver.found(start.stored);
  if (start.session) await play.adopt(start.session);
  live.recovering = start.recovering;
  setup.onStatus?.(loading.status());
  for (const notice of start.notices)
    await port.notify(`Tavern Twenty-One: ${notice}`, 'WARNING').catch(() => undefined);
  if (live.session) await play.publish();
  // The table the GM will recover from, signed again with this host's key so clients show it meanwhile: only one a GM here signed.
  else await play.held.show();
}

async function started(loading: Loading, raw: unknown): Promise<Startup> {
  const { setup, live, sources, name } = loading;
  live.party = await setup.port.getParty();
  const trusted = await gmVerifyingKeys(loading.signingKey, loading.joined, live.party);
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
