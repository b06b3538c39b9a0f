/**
 * The public table as the map draws it: the room's signed table, believed only when it verifies under the key the
 * lease's GM published, and newer than the last believed, as every panel believes it (src/sync/clientTable.ts). The
 * background page's client keeps no public table (it reads its own view), so the map follows the room's on its own.
 */
import type { TableView } from '../../machines/catalog';
import type { Metadata, OwlbearPort, PartyPlayer } from '../plugin/port';
import { leaseHolder } from '../sync/hostClaim';
import { decodePublicTable } from '../sync/publicTable';
import { importVerifyingJwk, verifyTable } from '../sync/signing';
import { readLease, readVerifyingKey, TABLE_KEY } from '../sync/wire';

export interface PublicFollow {
  /** The newest public view that verified, or null before one. */
  view(): TableView | null;
  stop(): void;
}

export function followPublicTable(
  port: OwlbearPort,
  onView: (view: TableView) => void,
): PublicFollow {
  let metadata: Metadata = {};
  let party: PartyPlayer[] = [];
  let self: PartyPlayer | null = null;
  let newest: { rev: number; view: TableView } | null = null;
  const keys = new Map<string, Promise<CryptoKey | null>>();
  let checking = Promise.resolve();

  const check = async () => {
    const raw = metadata[TABLE_KEY];
    const holder = leaseHolder(readLease(metadata), self ? [self, ...party] : party);
    const published =
      holder && holder.player.role === 'GM' && readVerifyingKey(holder.player.metadata);
    if (!published || raw === undefined) return;
    if (!keys.has(published)) keys.set(published, importVerifyingJwk(JSON.parse(published)));
    const key = await keys.get(published);
    if (!key) return;
    const verdict = await verifyTable(key, port.roomId, raw);
    if (!verdict.ok || (newest && verdict.rev <= newest.rev)) return;
    const table = await decodePublicTable(raw);
    if (!table) return;
    newest = { rev: verdict.rev, view: table.view };
    onView(table.view);
  };
  const again = () => {
    checking = checking.then(check).catch(() => undefined);
  };

  const stops = [
    port.onRoomMetadataChange((next) => {
      metadata = next;
      again();
    }),
    port.onPartyChange((next) => {
      party = next;
      again();
    }),
    port.onSelfChange((next) => {
      self = next;
      again();
    }),
  ];
  void Promise.all([port.getRoomMetadata(), port.getParty(), port.getSelf()]).then(([m, p, s]) => {
    metadata = m;
    party = p;
    self = s;
    again();
  });
  return {
    view: () => newest?.view ?? null,
    stop: () => stops.forEach((stop) => stop()),
  };
}
