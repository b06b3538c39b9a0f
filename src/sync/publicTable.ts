/**
 * The public table: what everyone in the room may see, kept in one
 * room-metadata key. Room metadata is limited to 16 kB shared by every
 * extension in the room, so the table stores nothing a client can compute:
 * not the round log (each player's sealed view carries it, with their own
 * secret lines), not the field names, constants or choices of the view (its
 * game's schema gives them: packedWrite.ts writes the view by position), not what
 * the view derives from the rest (derived.ts).
 *
 * The view is any game's: `g` tells which, `l` names the layout of that game's
 * schema (machines/<game>/meta.ts, through the registry) the view was written
 * by, and the schema checks it again on arrival. A reader loads that game's
 * meta first (the registry's `loadMeta`), so a page carries the schema of no
 * game until it reads a table of it; the host has it with the game.
 *
 * It also carries what a new host needs to void a round it cannot resume: the
 * stake each seat and the House have in the unsettled round, and the gold the
 * pot keeps when it is voided. Only the host writes it (publicTableWrite.ts).
 */
import * as v from 'valibot';
import {
  GAME_IDS,
  isGameId,
  loadMeta,
  metaOf,
  type GameId,
  type TableView,
} from '../../machines/catalog';
import type { GameMeta } from '../../machines/table/gameMeta';
import { UnreadableJson } from './compact';
import { unpackJson } from './packed';
import { layoutOf } from './packSchema';
import { readVersion2, storedMetaEntries, type StoredParts } from './publicTableV2';

export const PUBLIC_TABLE_VERSION = 3;

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

/** The room-metadata value as stored. */
const encodedSchema = v.object({
  v: v.literal(PUBLIC_TABLE_VERSION),
  g: v.picklist(GAME_IDS),
  /** The layout of the game's public view this table was written by (packed.ts). */
  l: v.string(),
  ...storedMetaEntries,
  view: v.array(v.unknown()),
});

export type EncodedTable = v.InferOutput<typeof encodedSchema>;

const layouts = new Map<GameId, string>();
/** The layout name of a game's public view in this build. */
export function layout(game: GameId): string {
  let name = layouts.get(game);
  if (!name) {
    name = layoutOf(metaOf(game).publicView);
    layouts.set(game, name);
  }
  return name;
}

/** A stored table's parts in this format or the previous one, with the meta of the game it names (loaded); null when it is neither, or names no game this build serves. */
async function readStored(raw: unknown): Promise<{ parts: StoredParts; meta: GameMeta } | null> {
  const parsed = v.safeParse(encodedSchema, raw);
  if (parsed.success) {
    const { g, l, v: _v, view, ...rest } = parsed.output;
    const meta = await loadMeta(g);
    if (l !== layout(g)) return null;
    try {
      return { parts: { ...rest, view: unpackJson(meta.publicView, view, rest.ids) }, meta };
    } catch (error) {
      if (error instanceof UnreadableJson) return null;
      throw error;
    }
  }
  const parts = readVersion2(raw);
  const game = (parts?.view as { game?: unknown } | undefined)?.game;
  return parts && typeof game === 'string' && isGameId(game)
    ? { parts, meta: await loadMeta(game) }
    : null;
}

/**
 * Reads the public table from room metadata, in this format or the previous
 * one (publicTableV2.ts), once the meta of the game it names has loaded; null
 * when it is absent, damaged, of another format or layout, or not a table this
 * build reads. It rejects only when that meta cannot be loaded.
 */
export async function decodePublicTable(raw: unknown): Promise<PublicTable | null> {
  const stored = await readStored(raw);
  if (!stored) return null;
  const { parts: e, meta } = stored;
  // The game's own schema: its `game` literal also holds the view to the game the table names.
  const checked = v.safeParse(meta.publicView, e.view);
  if (!checked.success || (e.st.length !== e.ids.length && e.st.length !== 0)) return null;
  // Each viewer's own lists arrive sealed to them; the public table has them empty.
  const own = Object.fromEntries(meta.viewerLists.map((key) => [key, []]));
  const view = { ...checked.output, viewer: { ...PUBLIC_VIEWER }, ...own } as unknown as TableView;
  const stakes = Object.fromEntries(e.ids.flatMap((id, i) => (e.st[i] ? [[id, e.st[i]]] : [])));
  return {
    view,
    tableId: e.id,
    rev: e.rev,
    roundsPlayed: e.n,
    stakes,
    houseStake: e.hs,
    carry: e.c,
  };
}
