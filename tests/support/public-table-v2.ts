/** The previous build's writer of the public table (version 2), to put such a table in a room: what an updated host finds there. */
import { metaOf, type TableView } from '../../machines/catalog';
import { compactJson, type Json } from '../../src/sync/compact';
import type { TableMeta } from '../../src/sync/publicTable';

const isRecord = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);
const escapeHash = (s: string) => (s.startsWith('#') ? `#${s}` : s);

/**
 * The compaction of version 2 (src/sync/compact.ts), which also wrote each column of a table that held one value in
 * every row once, under `=`: compacted as today's, then folded.
 */
function folded(value: Json, ids: readonly string[]) {
  const { keys, value: compacted } = compactJson(value, ids);
  const fold = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(fold);
    if (!isRecord(node)) return node;
    if (!('#' in node && Array.isArray(node.r)))
      return Object.fromEntries(Object.entries(node).map(([k, item]) => [k, fold(item)]));
    const shape = keys[node['#'] as number]!;
    const rows = (node.r as Json[][]).map((row) => row.map(fold));
    const constant = shape.filter((_, i) => rows.every((row) => same(row[i]!, rows[0]![i]!)));
    const varying = shape.flatMap((k, i) => (constant.includes(k) ? [] : [i]));
    return {
      '#': node['#'],
      ...(constant.length
        ? {
            '=': Object.fromEntries(
              constant.map((k) => [escapeHash(k), rows[0]![shape.indexOf(k)]!]),
            ),
          }
        : {}),
      r: rows.map((row) => varying.map((i) => row[i]!)),
    };
  };
  return { keys, value: fold(compacted) };
}

export function encodeVersion2(view: TableView, meta: TableMeta) {
  const { viewer: _viewer, ...rest } = view;
  const own: readonly string[] = metaOf(view.game).viewerLists;
  const shared = Object.fromEntries(Object.entries(rest).filter(([key]) => !own.includes(key)));
  const ids = view.seats.map((s) => s.id);
  const { keys, value } = folded(shared as unknown as Json, ids);
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
