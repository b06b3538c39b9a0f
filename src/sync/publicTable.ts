/**
 * The public table: what everyone in the room may see, kept in one
 * room-metadata key. Room metadata is limited to 16 kB shared by every
 * extension in the room, so the public view is stored compactly, and without
 * the round log (each player's sealed view carries it, with their own secret
 * lines). It is compacted (compact.ts): each seat id once, arrays of like
 * objects as tables, and columns with one value in every row written once.
 *
 * The view is any game's: `game` tells which, and the schema the game's
 * metadata declares (machines/<game>/meta.ts, through the registry) is checked
 * on arrival.
 *
 * It also carries what a new host needs to void a round it cannot resume: the
 * stake each seat and the House have in the unsettled round, and the gold the
 * pot keeps when it is voided.
 */
import * as v from 'valibot';
import { GAME_IDS, REGISTRY, type GameId, type TableView } from '../../machines/catalog';
import { UnreadableJson, compactJson, expandJson, type Json } from './compact';

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

export interface PublicTable<V extends TableView = TableView> extends TableMeta {
  view: V;
}

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The room-metadata value as stored. */
const encodedSchema = v.object({
  v: v.literal(PUBLIC_TABLE_VERSION),
  id: v.pipe(v.string(), v.maxLength(64)),
  rev: count,
  n: count,
  /** What the House and each seat put into the unsettled round, less what it was paid in it: what a void gives back. */
  hs: v.pipe(v.number(), v.safeInteger()),
  c: count,
  /** Stakes by seat index. */
  st: v.array(v.pipe(v.number(), v.safeInteger())),
  ids: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(128))), v.maxLength(64)),
  keys: v.pipe(v.array(v.array(v.string())), v.maxLength(256)),
  view: v.record(v.string(), v.unknown()),
});

export type EncodedTable = v.InferOutput<typeof encodedSchema>;

/** What the panels and the host read of a decoded public view: each game's schema, from the registry, told apart by `game`. */
const publicViewSchema = v.variant(
  'game',
  GAME_IDS.map((id) => REGISTRY[id].publicView) as unknown as [(typeof REGISTRY)[GameId]['publicView'], ...(typeof REGISTRY)[GameId]['publicView'][]],
);

/** Encodes the public view (seen by `PUBLIC_VIEWER`) and the host's meta for room metadata. */
export function encodePublicTable(view: TableView, meta: TableMeta): EncodedTable {
  // The parts of a view that are one viewer's own never go in the public table.
  const { viewer: _viewer, ...rest } = view;
  const own: readonly string[] = REGISTRY[view.game].viewerLists;
  const shared = Object.fromEntries(Object.entries(rest).filter(([key]) => !own.includes(key)));
  const ids = view.seats.map((s) => s.id);
  const { keys, value } = compactJson(shared as unknown as Json, ids, { fold: true });
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
    view: value as Record<string, Json>,
  };
}

/** Reads the public table from room metadata; null when it is absent, damaged, or not a table this build reads. */
export function decodePublicTable(raw: unknown): PublicTable | null {
  const parsed = v.safeParse(encodedSchema, raw);
  if (!parsed.success) return null;
  const e = parsed.output;
  let shared: Json;
  try {
    shared = expandJson({ ids: e.ids, keys: e.keys, value: e.view });
  } catch (error) {
    if (error instanceof UnreadableJson) return null;
    throw error;
  }
  const checked = v.safeParse(publicViewSchema, shared);
  if (!checked.success || e.st.length !== e.ids.length) return null;
  // Each viewer's own lists arrive sealed to them; the public table has them empty.
  const own = Object.fromEntries(REGISTRY[checked.output.game as GameId].viewerLists.map((key) => [key, []]));
  const view = { ...checked.output, viewer: { ...PUBLIC_VIEWER }, ...own } as unknown as TableView;
  const stakes = Object.fromEntries(e.ids.flatMap((id, i) => (e.st[i]! !== 0 ? [[id, e.st[i]!]] : [])));
  return { view, tableId: e.id, rev: e.rev, roundsPlayed: e.n, stakes, houseStake: e.hs, carry: e.c };
}
