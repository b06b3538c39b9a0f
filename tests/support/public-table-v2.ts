/** The previous build's writer of the public table (version 2), to put such a table in a room: what an updated host finds there. */
import { metaOf, type TableView } from '../../machines/catalog';
import { compactJson, type Json } from '../../src/sync/compact';
import type { TableMeta } from '../../src/sync/publicTable';

export function encodeVersion2(view: TableView, meta: TableMeta) {
  const { viewer: _viewer, ...rest } = view;
  const own: readonly string[] = metaOf(view.game).viewerLists;
  const shared = Object.fromEntries(Object.entries(rest).filter(([key]) => !own.includes(key)));
  const ids = view.seats.map((s) => s.id);
  const { keys, value } = compactJson(shared as unknown as Json, ids, { fold: true });
  return {
    v: 2,
    id: meta.tableId,
    rev: meta.rev,
    n: meta.roundsPlayed,
    hs: meta.houseStake,
    c: meta.carry,
    st: ids.map((id) => meta.stakes[id] ?? 0),
    ids,
    keys,
    view: value,
  };
}
