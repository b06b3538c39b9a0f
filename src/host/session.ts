/**
 * The table a host holds and what travels with it: its id and revision (which
 * the public table carries), its recent events, and the options of the other
 * games it played. A table of any registered game: the chart is loaded the
 * first time a session needs it. A session begins fresh or from the saved
 * record; one from the lobby of another game, or from the public table a lost
 * host recovers, is replacing.ts's, loaded when first needed.
 */
import { loadGame, type GameDefinitions, type GameId } from '../../machines/catalog';
import type { DiceSource } from '../../machines/engine/dice';
import {
  createTable,
  restoreTable,
  type AppliedEvent,
  type Table,
} from '../../machines/engine/table';
import { PUBLIC_VIEWER, type EncodedTable, type PublicTable } from '../sync/publicTable';
import { encodePublicTable } from '../sync/publicTableWrite';
import type { HostReason } from '../sync/reasons';
import { newIntentId } from '../sync/wire';
import type { RememberedOptions } from './gameChoice';
import type { HostRecord } from './persistence';
import { emptyLog, type Log } from './savedLog';
import { stakesOf } from './recovery';

/** The table the host holds: a table of any game the tavern serves. */
export type HostTable = Table<GameDefinitions[GameId]>;

export interface Session {
  definition: GameDefinitions[GameId];
  table: HostTable;
  tableId: string;
  rev: number;
  /** Its recent events, an audit log saved with it (the snapshot alone restores the table). */
  events: Log<AppliedEvent>;
  /** The options of every other game this table played, for when the GM chooses it again. */
  options: RememberedOptions;
}

/** Where a session's dice and time come from. */
export interface TableSources {
  dice: DiceSource;
  clock: () => number;
}

/** A new, empty table of `game`, published as the revision after `previousRev`. */
export async function freshSession(
  sources: TableSources,
  game: GameId,
  previousRev: number,
  options?: object,
  remembered: RememberedOptions = {},
): Promise<Session> {
  const definition = await loadGame(game);
  const table = createTable(definition, {
    ...sources,
    input: options ? { options } : undefined,
  }) as HostTable;
  return {
    definition,
    table,
    tableId: newIntentId(),
    rev: previousRev + 1,
    events: emptyLog(),
    options: remembered,
  };
}

/**
 * The session a saved record holds, or why it cannot be resumed. Whether the
 * record is the table to resume is startup.ts's decision. A snapshot can pass
 * the schema and still be broken, so the restored table is viewed and
 * published once here: a record that cannot be is not resumed, rather than
 * crashing the table on every intent.
 */
export async function savedSession(
  sources: TableSources,
  record: HostRecord,
): Promise<{ ok: true; session: Session } | { ok: false; reason: string }> {
  try {
    const definition = await loadGame(record.table.game as GameId);
    const table = restoreTable(definition, record.table, sources) as HostTable;
    const session: Session = {
      definition,
      table,
      tableId: record.tableId,
      rev: record.rev,
      events: record.events,
      options: record.options,
    };
    table.view({ role: 'gm' });
    publicTableOf(session);
    definition.deadline(table.snapshot() as never);
    return { ok: true, session };
  } catch (error) {
    console.warn('The saved table cannot be restored:', error);
    return { ok: false, reason: (error as Error)?.message ?? String(error) };
  }
}

/**
 * What a host that cannot resume offers the GM: the room's table, or a newer one a page verified (heldTables.ts),
 * whether a GM here signed it, and the revision to continue after.
 */
export interface Recovering {
  from: PublicTable | null;
  /** Only a table a GM in the room signed may be paid from (docs/ARCHITECTURE.md, "Threat model"). */
  verified: boolean;
  after: number;
  /** The keys a table may verify under (startup.ts): a page's report counts only under one of them. */
  trusted: readonly CryptoKey[];
  /** The revision of the table the room held when the host started, if any: what the GM is told beside a newer one. */
  roomRev: number | null;
  /** A newer table a page reported since the GM last chose: the next void is refused once, naming both revisions. */
  newer: { room: number; held: number } | null;
  /** The connections whose pages reported since the table was lost. */
  heard: Set<string>;
}

/** A recovery from `from` as the host found it: no page heard from yet. */
export const recoveringFrom = (
  found: Pick<Recovering, 'from' | 'verified' | 'after' | 'trusted'>,
): Recovering => ({ ...found, roomRev: found.from?.rev ?? null, newer: null, heard: new Set() });

/** Why a void waits: a page reported a newer table than the one the GM was offered, and the GM is told first. */
export const newerTableReason = (newer: { room: number; held: number }): HostReason => ({
  why: 'newerTable',
  ...newer,
});

export const UNVERIFIED_TABLE: HostReason = { why: 'unverifiedTable' };

/** The public table of a session: its public view, and the stakes a void would give back. */
export function publicTableOf(session: Session): EncodedTable {
  const snapshot = session.table.snapshot();
  const stakes = stakesOf(snapshot.context.ledger, session.definition.inRound(snapshot as never));
  return encodePublicTable(session.table.view(PUBLIC_VIEWER), {
    tableId: session.tableId,
    rev: session.rev,
    roundsPlayed: snapshot.context.roundsPlayed,
    stakes: stakes.seats,
    houseStake: stakes.house,
    carry: stakes.carry,
  });
}
