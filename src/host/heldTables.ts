/**
 * No rollback (docs/ARCHITECTURE.md, "Threat model"): a host that lost the table recovers the newest table any page
 * verified, not only the one the room holds now, which anyone can overwrite with an older signed table while the GM
 * is away. Each page reports the newest table it verified (`held`, src/sync/client.ts). A report counts only when it
 * verifies under a key the host trusts (startup.ts), so a player can withhold a table, never forge one, and one
 * honest page is enough. A newer table than the one offered becomes the one offered: every client is shown it, the
 * GM is told both revisions, and the next void is refused once with both, so nothing is paid before the GM knows.
 * A void waits for every connected page's report, but never longer than `recoveryWaitMs`.
 */
import type { OwlbearPort } from '../plugin/port';
import { decodePublicTable, type PublicTable } from '../sync/publicTable';
import { encodePublicTable } from '../sync/publicTableWrite';
import { canonicalJson } from '../sync/signing';
import { readPlayerKey } from '../sync/wire';
import type { LiveHost } from './hostState';
import type { Recovering } from './session';
import type { TableWriter } from './publishTable';
import { signedByAny } from './startup';

/** How long a void waits at most for the pages that have not reported: a page that withholds delays, never stalls. */
export const RECOVERY_WAIT_MS = 3_000;

export interface HeldTables {
  /** A page on `connectionId` reported the newest table it verified (`raw`, or null for none). */
  report(connectionId: string, raw: unknown): Promise<void>;
  /** Resolves once every connected page has reported since the table was lost, or the wait is over. */
  settled(): Promise<void>;
  /** The party changed: a page that left is no longer waited for. */
  partyChanged(): void;
  /** Signs the table the recovery offers again, after every revision seen, so every client shows it meanwhile. */
  show(): Promise<void>;
}

export interface HeldTablesSetup {
  live: LiveHost;
  port: Pick<OwlbearPort, 'roomId' | 'notify'>;
  writer: Pick<TableWriter, 'write'>;
  schedule: (task: () => void, ms: number) => () => void;
  waitMs?: number;
}

/** The table's content without its revision: the same table signed again at a later one is no newer. */
const contentOf = (table: PublicTable) => canonicalJson({ ...table, rev: 0 });

/** The table `raw` if it verifies under a trusted key and is newer than the one offered; null otherwise. */
async function newer(
  recovering: Recovering,
  roomId: string,
  raw: unknown,
): Promise<PublicTable | null> {
  if (raw === null || raw === undefined) return null;
  const table = await decodePublicTable(raw).catch(() => null);
  if (!table) return null;
  const { from, verified } = recovering;
  // Any table a GM signed beats one nobody here can verify; among signed ones, the newest.
  if (from && verified && (table.rev <= from.rev || contentOf(table) === contentOf(from)))
    return null;
  return (await signedByAny(recovering.trusted, roomId, raw)) ? table : null;
}

/** The recovery offers `table`, a player's verified copy newer than the room's. */
function offer(recovering: Recovering, table: PublicTable) {
  Object.assign(recovering, {
    from: table,
    verified: true,
    after: Math.max(recovering.after, table.rev),
    newer: { room: recovering.roomRev ?? 0, held: table.rev },
  });
}

const tellNewer = (port: Pick<OwlbearPort, 'notify'>, held: number, room: number) =>
  port
    .notify(
      `Tavern Twenty-One: a player’s page had verified a newer table (revision ${held}) than the room’s (revision ${room}). The recovery now offers the newer one: check its seats and purses before you choose.`,
      'WARNING',
    )
    .catch(() => undefined);

export function heldTables(setup: HeldTablesSetup): HeldTables {
  const { live, port, writer } = setup;
  let waiters: (() => void)[] = [];

  /** The other connections whose pages can report (they published a key), none of which has yet. */
  const unheard = () =>
    live.party.filter(
      (p) =>
        p.connectionId !== live.self.connectionId &&
        readPlayerKey(p.metadata) !== null &&
        !live.recovering?.heard.has(p.connectionId),
    );
  const wake = () => {
    if (live.recovering && unheard().length > 0) return;
    const woken = waiters;
    waiters = [];
    woken.forEach((w) => w());
  };

  async function show() {
    const recovering = live.recovering;
    if (!recovering?.from || !recovering.verified) return;
    const rev = ++recovering.after;
    await writer.write(encodePublicTable(recovering.from.view, { ...recovering.from, rev }));
  }

  return {
    async report(connectionId, raw) {
      const recovering = live.recovering;
      if (!recovering) return;
      recovering.heard.add(connectionId);
      const table = await newer(recovering, port.roomId, raw);
      if (table && live.recovering === recovering) {
        offer(recovering, table);
        await show();
        await tellNewer(port, table.rev, recovering.newer!.room);
      }
      wake();
    },
    settled() {
      if (!live.recovering || unheard().length === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const cancel = setup.schedule(() => {
          waiters = waiters.filter((w) => w !== done);
          resolve();
        }, setup.waitMs ?? RECOVERY_WAIT_MS);
        const done = () => {
          cancel();
          resolve();
        };
        waiters.push(done);
      });
    },
    partyChanged: wake,
    show,
  };
}
