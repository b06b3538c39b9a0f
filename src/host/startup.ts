/**
 * What a host starts from (docs/runtime.md, "Starting and resuming"): its own
 * saved record, unless the room holds a newer table signed by a GM; a table
 * no GM here signed is never trusted, resumed from, signed again or paid from.
 * Nothing here throws: whatever fails to load means "cannot resume", and the
 * GM is offered recovery.
 */
import { DEFAULT_GAME, type GameId } from '../../machines/catalog';
import type { PartyPlayer } from '../plugin/port';
import { decodePublicTable, type PublicTable } from '../sync/publicTable';
import { importVerifyingJwk, verifyTable } from '../sync/signing';
import { readVerifyingKey } from '../sync/wire';
import {
  NOTHING_STORED,
  loadRecord,
  type HostRecord,
  type HostStore,
  type StoredLogs,
} from './persistence';
import type { Log } from './savedLog';
import {
  freshSession,
  savedSession,
  recoveringFrom,
  type Recovering,
  type Session,
  type TableSources,
} from './session';

export interface Startup {
  session: Session | null;
  recovering: Recovering | null;
  /** Intent ids the resumed record had handled (none otherwise, numbered on from the stored ones). */
  seen: Log<string>;
  /** What the store holds of the saved record's logs, for the first save to replace. */
  stored: StoredLogs;
  /** What the GM is told: why the saved table was not resumed, or that it is kept in memory only. */
  notices: string[];
}

export const IN_MEMORY =
  'This browser refuses storage to the extension: the table is kept in memory only and is lost when this tab closes.';
export const UNTRUSTED =
  'The room’s table was not signed by a GM in this room, so it cannot be trusted: it was not resumed, and only a new table can be started.';

/** Revisions past this are not continued from (a forged table could name any number). */
const MAX_CONTINUED_REV = 2 ** 40;

/** The room's revision a new table continues after: any a GM signed, or an unverified one within reason. */
export const revisionShown = (table: PublicTable | null, verified: boolean): number =>
  table && (verified || table.rev < MAX_CONTINUED_REV) ? table.rev : 0;

/**
 * The verifying keys a table may be trusted under: this host's own, those the
 * GMs in the room published, and the one this GM's own metadata held before
 * this client published its key (another device of the same GM).
 */
export async function gmVerifyingKeys(
  own: CryptoKey,
  joined: PartyPlayer,
  party: readonly PartyPlayer[],
): Promise<CryptoKey[]> {
  const published = [joined, ...party]
    .filter((p) => p.role === 'GM')
    .map((p) => readVerifyingKey(p.metadata));
  const imported = await Promise.all(
    [...new Set(published.filter((k): k is string => k !== null))].map((k) =>
      importVerifyingJwk(JSON.parse(k)),
    ),
  );
  return [own, ...imported.filter((k): k is CryptoKey => k !== null)];
}

/** Whether `raw` verifies under one of `keys`. */
export async function signedByAny(
  keys: readonly CryptoKey[],
  roomId: string,
  raw: unknown,
): Promise<boolean> {
  for (const key of keys) if ((await verifyTable(key, roomId, raw)).ok) return true;
  return false;
}

export interface StartupInput {
  sources: TableSources;
  store: HostStore;
  name: string;
  roomId: string;
  /** The room's table as stored (untrusted). */
  raw: unknown;
  trusted: readonly CryptoKey[];
}

export async function startupOf(input: StartupInput): Promise<Startup> {
  const published = await decodePublicTable(input.raw);
  const verified =
    published !== null && (await signedByAny(input.trusted, input.roomId, input.raw));
  const notices: string[] = [];
  if (await input.store.volatile?.().catch(() => true)) notices.push(IN_MEMORY);
  let record: HostRecord | null = null;
  let problem: string | undefined;
  let stored = NOTHING_STORED;
  try {
    ({ record, stored, problem } = await loadRecord(input.store, input.name));
  } catch (error) {
    problem = `The saved table cannot be read (${(error as Error)?.message ?? error}).`;
  }
  // Only a table a GM signed can be newer than this device's record (revisions grow across tables); anything else is forged or replayed.
  const superseded = record !== null && verified && record.rev < published!.rev;
  if (record && !superseded) {
    const session = await savedSession(input.sources, record);
    if (session.ok)
      return {
        session: session.session,
        recovering: null,
        seen: record.seenIntentIds,
        stored,
        notices,
      };
    problem = `The saved table cannot be resumed (${session.reason}).`;
  }
  const unseen: Log<string> = { next: stored.seenIntentIds.next, entries: [] };
  // Continue after every revision this room has shown, so clients take the next table as newer.
  const after = Math.max(record?.rev ?? 0, revisionShown(published, verified));
  if (published && published.view.seats.length > 0) {
    if (!verified) notices.push(`${problem ?? ''} ${UNTRUSTED}`.trim());
    else
      notices.push(
        `${problem ?? 'This device has no saved copy of the table.'} Open Tavern Twenty-One to recover it.`,
      );
    return {
      session: null,
      recovering: recoveringFrom({ from: published, verified, after, trusted: input.trusted }),
      seen: unseen,
      stored,
      notices,
    };
  }
  if (problem) notices.push(`${problem} A new table was started.`);
  const game = (published?.view.game ?? DEFAULT_GAME) as GameId;
  return {
    session: await freshSession(input.sources, game, after),
    recovering: null,
    seen: unseen,
    stored,
    notices,
  };
}
