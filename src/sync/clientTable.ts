/** How a client (client.ts) checks the room's public table before it renders it. */
import { type ClientCore, hostEntry } from './clientCore';
import { decodePublicTable } from './publicTable';
import { importVerifyingJwk, sequenceGuard, verifyTable } from './signing';
import { readVerifyingKey } from './wire';

export interface TableCheck {
  /** Checks `raw` (default: the table as last written) after every check asked for before it. */
  check: (raw?: unknown) => void;
  /** Notes the room's table as written now. */
  written: (raw: unknown) => void;
  /** Settles once every check asked for so far is done. */
  idle: () => Promise<void>;
  /** The newest table this page verified, as the room held it (what it reports to a host that lost the table); null before any. */
  held: () => unknown;
}

/** The room's table as last written (`raw` at first), checked against the host's key whenever it, the lease or the party changes. */
/** What every check of one client shares: its clock, the revisions accepted, the keys imported. */
interface Checker {
  clock: () => number;
  /** Keeps the table if it is the newest this page verified. */
  hold: (raw: unknown, rev: number) => void;
  sequence: ReturnType<typeof sequenceGuard>;
  verifyingKey: (published: string) => Promise<CryptoKey | null>;
}

/**
 * Renders the room's table only when it verifies under the key the lease's
 * GM published (a player's metadata cannot make a host: the role comes from
 * the party list) and is newer than the last one accepted under that key.
 * While the host's key is unknown (it is away, or its key is on its way) the
 * last good table stays and nothing is flagged; a table signed by another
 * GM (a former host, before the new one writes) is stale, not forged.
 * A `hidden` page shows no table: it only keeps the newest it verified.
 */
async function verify(core: ClientCore, checker: Checker, raw: unknown) {
  const { clock, sequence, verifyingKey } = checker;
  const { options, update } = core;
  if (core.state.view !== null || options.hidden) await options.later?.();
  const host = hostEntry(core);
  const published = host && readVerifyingKey(host.metadata);
  const key = published && (await verifyingKey(published));
  if (!published || !key || raw === undefined) return;
  const verdict = await verifyTable(key, core.port.roomId, raw);
  if (!verdict.ok) {
    if (!options.hidden && !(await signedByAnotherGm(core, verifyingKey, raw, published)))
      update({ tampered: { at: clock(), reason: verdict.reason } });
    return;
  }
  checker.hold(raw, verdict.rev);
  if (options.hidden) return;
  const order = sequence.check(published, verdict.rev, raw);
  if (order === 'replayed') return update({ tampered: { at: clock(), reason: 'replayed' } });
  const table = await decodePublicTable(raw);
  const state = core.state;
  // A client with its own view shows that: a newer public table that changes nothing it shows is kept without drawing again.
  const unseen = state.view !== null && state.tampered === null && !state.unreadable;
  if (order === 'new')
    update(
      table ? { table, tampered: null, unreadable: false } : { unreadable: true },
      !(table && unseen),
    );
  else if (!state.table && table) update({ table });
}

async function signedByAnotherGm(
  core: ClientCore,
  verifyingKey: (published: string) => Promise<CryptoKey | null>,
  raw: unknown,
  hostKey: string,
): Promise<boolean> {
  for (const gm of [core.state.self, ...core.party]) {
    const published = gm.role === 'GM' ? readVerifyingKey(gm.metadata) : null;
    const key = published && published !== hostKey && (await verifyingKey(published));
    if (key && (await verifyTable(key, core.port.roomId, raw)).ok) return true;
  }
  return false;
}

export function tableCheck(core: ClientCore, clock: () => number, raw: unknown): TableCheck {
  let rawTable = raw;
  let checking = Promise.resolve();
  // No rollback (docs/ARCHITECTURE.md): a host that lost the table recovers the newest any page verified.
  let held: { raw: unknown; rev: number } | null = null;
  const verifyingKeys = new Map<string, Promise<CryptoKey | null>>();
  const checker: Checker = {
    clock,
    hold: (raw, rev) => {
      if (!held || rev > held.rev) held = { raw, rev };
    },
    sequence: sequenceGuard(),
    verifyingKey: (published) => {
      let key = verifyingKeys.get(published);
      if (!key) {
        key = importVerifyingJwk(JSON.parse(published));
        verifyingKeys.set(published, key);
      }
      return key;
    },
  };

  return {
    // In the order each write came, so a forged one is noticed even when the host's restore follows at once.
    check: (raw = rawTable) => {
      checking = checking.then(() => verify(core, checker, raw)).catch(() => undefined);
    },
    written: (raw) => {
      rawTable = raw;
    },
    idle: () => checking,
    held: () => held?.raw ?? null,
  };
}
