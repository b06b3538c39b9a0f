/** The public table as the host writes it into room metadata (publicTable.ts reads it, on every page that shows it). */
import { metaOf, type TableView } from '../../machines/catalog';
import type { Json } from './compact';
import { packJson } from './packedWrite';
import { type EncodedTable, layout, PUBLIC_TABLE_VERSION, type TableMeta } from './publicTable';

/**
 * Encodes the public view (seen by `PUBLIC_VIEWER`) and the host's meta for
 * room metadata, its game's meta loaded (the host's game is); `misfit` hears of each field stored by name (one its game's
 * schema does not describe, or a derivation that did not hold).
 */
export function encodePublicTable(
  view: TableView,
  meta: TableMeta,
  misfit?: (field: string) => void,
): EncodedTable {
  // The parts of a view that are one viewer's own never go in the public table.
  const { viewer: _viewer, ...rest } = view;
  const own: readonly string[] = metaOf(view.game).viewerLists;
  const shared = Object.fromEntries(Object.entries(rest).filter(([key]) => !own.includes(key)));
  const ids = view.seats.map((s) => s.id);
  // Own entries only: a seat id is never read as what every object inherits (`constructor`, …).
  const st = ids.map((id) => (Object.hasOwn(meta.stakes, id) ? meta.stakes[id]! : 0));
  return {
    v: PUBLIC_TABLE_VERSION,
    g: view.game,
    l: layout(view.game),
    id: meta.tableId,
    rev: meta.rev,
    n: meta.roundsPlayed,
    hs: meta.houseStake,
    c: meta.carry,
    st: st.some((s) => s !== 0) ? st : [],
    ids,
    view: packJson(metaOf(view.game).publicView, shared as Json, ids, misfit) as Json[],
  };
}
