/**
 * The public table: what everyone in the room may see, kept in one
 * room-metadata key. Room metadata is limited to 16 kB shared by every
 * extension in the room, so the public view is stored compactly, and without
 * the round log (each player's sealed view carries it, with their own secret
 * lines). The compaction knows no field of the view, so the view can grow
 * without this file changing:
 *
 * - each seat id (an Owlbear player id, 36 characters) is written once, in
 *   `ids`; everywhere else it is `#<index>`;
 * - an array of two or more objects with the same keys becomes a table: its
 *   keys once (in `keys`), the columns that hold the same value in every row
 *   once (`=`), and one row per object with the other columns.
 *
 * It also carries what a new host needs to void a round it cannot resume: the
 * stake each seat and the House have in the unsettled round, and the gold the
 * pot keeps when it is voided.
 */
import * as v from 'valibot';
import type { Phase, TwentyOneView } from '../../machines/twenty-one/view';

export const PUBLIC_TABLE_VERSION = 2;

/** Whose eyes the public table is for: a player with no seat knows nothing hidden. */
export const PUBLIC_VIEWER = { role: 'player', id: '' } as const;

/** What the host adds to the public view. */
export interface TableMeta {
  /** A random id per table: a saved table only resumes the table it was saved from. */
  tableId: string;
  /** Grows with every change; private views carry the same count. */
  rev: number;
  roundsPlayed: number;
  /** Gold each seat has in the unsettled round (what a void returns); empty outside a round. */
  stakes: Record<string, number>;
  /** Gold the House has in the unsettled round. */
  houseStake: number;
  /** Gold in the pot that is nobody's stake this round (rolled over): a void leaves it there. */
  carry: number;
}

export interface PublicTable extends TableMeta {
  view: TwentyOneView;
}

/** The parts of a view that are one viewer's own: never in the public table. */
type ViewerParts = 'viewer' | 'log' | 'private' | 'actions';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const PHASES = ['lobby', 'cut', 'betting', 'staredown', 'duel', 'roundOver'] as const satisfies readonly Phase[];

/** The room-metadata value as stored. */
const encodedSchema = v.object({
  v: v.literal(PUBLIC_TABLE_VERSION),
  id: v.pipe(v.string(), v.maxLength(64)),
  rev: count,
  n: count,
  hs: count,
  c: count,
  /** Stakes by seat index. */
  st: v.array(count),
  ids: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(128))), v.maxLength(64)),
  keys: v.pipe(v.array(v.array(v.string())), v.maxLength(256)),
  view: v.record(v.string(), v.unknown()),
});

export type EncodedTable = v.InferOutput<typeof encodedSchema>;

const nullableCount = v.nullable(v.number());
const idOrNull = v.nullable(v.string());

/**
 * What the panels and the host read of a decoded public view. Loose: fields a
 * newer view adds pass through; the ones read here must have these types.
 */
const publicViewSchema = v.looseObject({
  game: v.literal('twenty-one'),
  phase: v.picklist(PHASES),
  options: v.looseObject({ ante: v.number(), gmRole: v.picklist(['house', 'npc']), rollover: v.boolean(), staredownSeconds: v.number() }),
  round: nullableCount,
  pot: v.number(),
  house: v.number(),
  seats: v.array(
    v.looseObject({
      id: v.string(),
      name: v.string(),
      controller: v.picklist(['player', 'gm']),
      purse: v.number(),
      status: v.string(),
      dice: v.array(v.looseObject({ die: v.string(), face: nullableCount, counts: nullableCount, hole: v.boolean() })),
      showing: v.number(),
      total: nullableCount,
      isTurn: v.boolean(),
      mine: v.boolean(),
    }),
  ),
  order: v.array(v.string()),
  turn: idOrNull,
  cutter: idOrNull,
  staredownEndsAt: nullableCount,
  result: v.nullable(v.looseObject({ winner: idOrNull, best: nullableCount, how: v.string(), pot: v.number(), rolledOver: v.boolean() })),
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isRecord = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A string that could be mistaken for a token gets one more `#`. */
const escape = (s: string) => (s.startsWith('#') ? `#${s}` : s);

/** Compacts a JSON value: seat ids to `#i`, arrays of like objects to tables. */
function compact(value: Json, ids: Map<string, number>, keys: string[][]): Json {
  if (typeof value === 'string') return ids.has(value) ? `#${ids.get(value)}` : escape(value);
  if (Array.isArray(value)) {
    const first = value[0];
    const shape = isRecord(first) ? Object.keys(first) : null;
    const alike = shape && value.length >= 2 && value.every((o) => isRecord(o) && Object.keys(o).length === shape.length && shape.every((k) => k in o));
    if (!alike) return value.map((item) => compact(item, ids, keys));
    const rows = value as Record<string, Json>[];
    const columns = shape.map((k) => rows.map((row) => compact(row[k]!, ids, keys)));
    const constant = shape.filter((_, i) => columns[i]!.every((cell) => JSON.stringify(cell) === JSON.stringify(columns[i]![0])));
    let table = keys.findIndex((known) => known.join('\u0000') === shape.join('\u0000'));
    if (table < 0) table = keys.push(shape) - 1;
    const varying = shape.map((k, i) => (constant.includes(k) ? -1 : i)).filter((i) => i >= 0);
    return {
      '#': table,
      '=': Object.fromEntries(constant.map((k) => [escape(k), columns[shape.indexOf(k)]![0]!])),
      r: rows.map((_, r) => varying.map((i) => columns[i]![r]!)),
    };
  }
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [ids.has(k) ? `#${ids.get(k)}` : escape(k), compact(item, ids, keys)]));
  }
  return value;
}

class Unreadable extends Error {}

/** Undoes `compact`; throws `Unreadable` on anything `compact` cannot have written. */
function expand(value: unknown, ids: readonly string[], keys: readonly string[][], depth = 0): Json {
  if (depth > 32) throw new Unreadable('too deep');
  const token = (s: string): string => {
    if (s.startsWith('##')) return s.slice(1);
    if (!s.startsWith('#')) return s;
    const id = ids[Number(s.slice(1))];
    if (!/^#\d+$/.test(s) || id === undefined) throw new Unreadable(`unknown seat ${s}`);
    return id;
  };
  if (typeof value === 'string') return token(value);
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return value;
  if (Array.isArray(value)) return value.map((item) => expand(item, ids, keys, depth + 1));
  if (!isRecord(value)) throw new Unreadable('not JSON');
  if ('#' in value) {
    const shape = keys[value['#'] as number];
    const constants = value['='];
    const rows = value.r;
    if (!shape || !isRecord(constants) || !Array.isArray(rows)) throw new Unreadable('a bad table');
    const fixed = new Map(Object.entries(constants).map(([k, cell]) => [token(k), cell]));
    const varying = shape.filter((k) => !fixed.has(k));
    return rows.map((row) => {
      if (!Array.isArray(row) || row.length !== varying.length) throw new Unreadable('a bad row');
      return Object.fromEntries(shape.map((k) => [k, expand(fixed.has(k) ? fixed.get(k) : row[varying.indexOf(k)], ids, keys, depth + 1)]));
    });
  }
  return Object.fromEntries(Object.entries(value).map(([k, item]) => [token(k), expand(item, ids, keys, depth + 1)]));
}

/** Encodes the public view (seen by `PUBLIC_VIEWER`) and the host's meta for room metadata. */
export function encodePublicTable(view: TwentyOneView, meta: TableMeta): EncodedTable {
  const { viewer: _viewer, log: _log, private: _private, actions: _actions, ...shared } = view;
  const ids = view.seats.map((s) => s.id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const keys: string[][] = [];
  const body = compact(shared as unknown as Json, index, keys) as Record<string, Json>;
  return {
    v: PUBLIC_TABLE_VERSION,
    id: meta.tableId,
    rev: meta.rev,
    n: meta.roundsPlayed,
    hs: meta.houseStake,
    c: meta.carry,
    st: ids.map((id) => meta.stakes[id] ?? 0),
    ids,
    keys,
    view: body,
  };
}

/** Reads the public table from room metadata; null when it is absent, damaged, or not a table this build reads. */
export function decodePublicTable(raw: unknown): PublicTable | null {
  const parsed = v.safeParse(encodedSchema, raw);
  if (!parsed.success) return null;
  const e = parsed.output;
  let shared: Json;
  try {
    shared = expand(e.view, e.ids, e.keys);
  } catch (error) {
    if (error instanceof Unreadable) return null;
    throw error;
  }
  const checked = v.safeParse(publicViewSchema, shared);
  if (!checked.success || e.st.length !== e.ids.length) return null;
  const view = { ...(checked.output as unknown as Omit<TwentyOneView, ViewerParts>), viewer: { ...PUBLIC_VIEWER }, log: [], private: [], actions: [] } as TwentyOneView;
  const stakes = Object.fromEntries(e.ids.flatMap((id, i) => (e.st[i]! > 0 ? [[id, e.st[i]!]] : [])));
  return { view, tableId: e.id, rev: e.rev, roundsPlayed: e.n, stakes, houseStake: e.hs, carry: e.c };
}
