/**
 * A lossless, readable compaction for JSON that names the same seats and
 * repeats the same shapes, as every table view does: the sealed views
 * (envelope.ts), and the public table of format 2 (publicTableV2.ts reads
 * it; format 3 is packed.ts). It knows no field of the view, so the view can
 * grow without this file changing:
 *
 * - each seat id (an Owlbear player id, 36 characters) is written once, in
 *   `ids`; everywhere else it is `#<index>` (a string that starts with `#`
 *   gets one more);
 * - an array of two or more objects with the same keys becomes a table: the
 *   keys once (in `keys`, shared by every table), and one row of values per
 *   object. A table of format 2 also wrote the columns that held one value in
 *   every row once (`=`), which the reader still reads: that made length depend
 *   on values, so nothing sealed was ever written so.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Compacted {
  ids: string[];
  keys: string[][];
  value: Json;
}

const isRecord = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const escapeHash = (s: string) => (s.startsWith('#') ? `#${s}` : s);

/** Compacts `value`, writing each of `ids` once. */
export function compactJson(value: Json, ids: readonly string[]): Compacted {
  const index = new Map(ids.map((id, i) => [id, i]));
  const keys: string[][] = [];
  const walk = (node: Json): Json => {
    if (typeof node === 'string') return index.has(node) ? `#${index.get(node)}` : escapeHash(node);
    if (Array.isArray(node)) {
      const first = node[0];
      const shape = isRecord(first) ? Object.keys(first) : null;
      const alike =
        shape &&
        node.length >= 2 &&
        node.every(
          (o) =>
            isRecord(o) && Object.keys(o).length === shape.length && shape.every((k) => k in o),
        );
      if (!alike) return node.map(walk);
      let table = keys.findIndex(
        (known) => known.length === shape.length && known.every((k, i) => k === shape[i]),
      );
      if (table < 0) table = keys.push(shape) - 1;
      return {
        '#': table,
        r: (node as Record<string, Json>[]).map((row) => shape.map((k) => walk(row[k]!))),
      };
    }
    if (isRecord(node))
      return Object.fromEntries(
        Object.entries(node).map(([k, item]) => [
          index.has(k) ? `#${index.get(k)}` : escapeHash(k),
          walk(item),
        ]),
      );
    return node;
  };
  return { ids: [...ids], keys, value: walk(value) };
}

/** What `expandJson` throws on anything `compactJson` cannot have written. */
export class UnreadableJson extends Error {}

/** Undoes `compactJson`. */
export function expandJson({
  ids,
  keys,
  value,
}: {
  ids: readonly string[];
  keys: readonly (readonly string[])[];
  value: unknown;
}): Json {
  const token = (s: string): string => {
    if (s.startsWith('##')) return s.slice(1);
    if (!s.startsWith('#')) return s;
    const id = /^#\d+$/.test(s) ? ids[Number(s.slice(1))] : undefined;
    if (id === undefined) throw new UnreadableJson(`unknown seat ${s}`);
    return id;
  };
  const walk = (node: unknown, depth: number): Json => {
    if (depth > 32) throw new UnreadableJson('too deep');
    if (typeof node === 'string') return token(node);
    if (node === null || typeof node === 'boolean' || typeof node === 'number') return node;
    if (Array.isArray(node)) return node.map((item) => walk(item, depth + 1));
    if (!isRecord(node)) throw new UnreadableJson('not JSON');
    if (!('#' in node))
      return Object.fromEntries(
        Object.entries(node).map(([k, item]) => [token(k), walk(item, depth + 1)]),
      );
    // Only an own index of `keys`: a hostile '#' such as 'constructor' must not reach Array.prototype.
    const index = node['#'];
    const shape =
      typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < keys.length
        ? keys[index]
        : undefined;
    const constants = node['='] ?? {};
    const rows = node.r;
    if (!Array.isArray(shape) || !isRecord(constants) || !Array.isArray(rows))
      throw new UnreadableJson('a bad table');
    const fixed = new Map(Object.entries(constants).map(([k, cell]) => [token(k), cell]));
    const varying = shape.filter((k) => !fixed.has(k));
    return rows.map((row) => {
      if (!Array.isArray(row) || row.length !== varying.length)
        throw new UnreadableJson('a bad row');
      return Object.fromEntries(
        shape.map((k) => [
          k,
          walk(fixed.has(k) ? fixed.get(k) : row[varying.indexOf(k)], depth + 1),
        ]),
      );
    });
  };
  return walk(value, 0);
}
