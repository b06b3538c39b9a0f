/**
 * What both directions of packed.ts share: the seat index, and plain JSON with seat ids written
 * `#<index>` (for a value its schema does not describe, and for record keys).
 */
import type { Json } from './compact';
import { UnreadableJson } from './compact';

export const isRecord = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface Ids {
  index: Map<string, number>;
  ids: readonly string[];
  /** The whole view: what a derived field is computed from. */
  root: Json;
  /** Derived fields to compute once the whole view is read. */
  pending: (() => void)[];
  /** Told of every value its schema did not describe (tests: the public table stores no field name). */
  misfit?: (key: string) => void;
}

/** Plain JSON with seat ids written `#<index>` (and a string starting with `#` given one more). */
export function plain(node: Json, ids: Ids): Json {
  if (typeof node === 'string')
    return ids.index.has(node)
      ? `#${ids.index.get(node)}`
      : node.startsWith('#')
        ? `#${node}`
        : node;
  if (Array.isArray(node)) return node.map((item) => plain(item, ids));
  if (isRecord(node))
    return Object.fromEntries(
      Object.entries(node).map(([k, item]) => [plain(k, ids) as string, plain(item, ids)]),
    );
  return node;
}

export function unplain(node: unknown, ids: Ids, depth: number): Json {
  if (depth > 32) throw new UnreadableJson('too deep');
  if (typeof node === 'string') return token(node, ids);
  if (node === null || typeof node === 'boolean' || typeof node === 'number') return node;
  if (Array.isArray(node)) return node.map((item) => unplain(item, ids, depth + 1));
  if (isRecord(node))
    return Object.fromEntries(
      Object.entries(node).map(([k, item]) => [token(k, ids), unplain(item, ids, depth + 1)]),
    );
  throw new UnreadableJson('not JSON');
}

export function token(s: string, ids: Ids): string {
  if (s.startsWith('##')) return s.slice(1);
  if (!s.startsWith('#')) return s;
  const id = /^#\d+$/.test(s) ? ids.ids[Number(s.slice(1))] : undefined;
  if (id === undefined) throw new UnreadableJson(`unknown seat ${s}`);
  return id;
}

export function seatAt(n: unknown, ids: Ids): string {
  const id = typeof n === 'number' && Number.isInteger(n) && n >= 0 ? ids.ids[n] : undefined;
  if (id === undefined) throw new UnreadableJson(`unknown seat ${String(n)}`);
  return id;
}

/** How an extra says "this field is absent" (an optional field left out): no view holds this string. */
export const ABSENT = '#-';

export const idsOf = (ids: readonly string[], root: Json, misfit?: (key: string) => void): Ids => ({
  ids,
  index: new Map(ids.map((id, i) => [id, i])),
  root,
  pending: [],
  misfit,
});
