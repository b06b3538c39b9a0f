/**
 * What a client knows of the table, and what it offers the pages: the shapes
 * `client.ts` fills and every panel and the background page read.
 */
import type { GameId, TableView } from '../../machines/catalog';
import type { PartyPlayer, Unsubscribe } from '../plugin/port';
import type { PublicTable } from './publicTable';
import type { Rejection } from './signing';
import type { WireReason } from './reasons';
import type { HostLease, RecoveryChoice, Reply } from './wire';

/** What a client knows of the table; `V` narrows it to one game's views (see `isGame`). */
export interface TableState<V extends TableView = TableView> {
  self: PartyPlayer;
  /** Who hosts the table, from room metadata. */
  lease: HostLease | null;
  /** The hosting connection is in the room right now. */
  hostOnline: boolean;
  /** What everyone sees: the last table that verified under the host's key (see signing.ts). */
  table: PublicTable<V> | null;
  /** Set when the room held a table the host did not sign, or an older one written back; the last good table stays shown. */
  tampered: Tampering | null;
  /** The host signed a table this page cannot read (a newer build's format): the page should be reloaded. */
  unreadable: boolean;
  /** This player's own view (their hole die, their legal actions, the log), newest first. */
  view: V | null;
  /** The revision of `view`. */
  rev: number;
  /** The last refusal the host sent this client (or the client gave itself), for the panel to say; `type`, the move's. */
  refusal: { id: string; reason: WireReason; type?: string } | null;
  /** Intents sent and not answered yet. */
  pending: number;
}

/** The game the table plays, from this player's own view or else the public one; null before either arrives. */
export function gameOf(state: TableState): GameId | null {
  return (state.view ?? state.table?.view)?.game ?? null;
}

/** True when the table plays `game`: narrows the state to that game's views. */
export function isGame<G extends GameId>(
  state: TableState,
  game: G,
): state is TableState<Extract<TableView, { game: G }>> {
  return gameOf(state) === game;
}

export interface Tampering {
  /** When this client saw it (its own clock). */
  at: number;
  reason: Rejection;
}

/** `V` narrows the views for a caller that knows the game (tests of one game); the wire checks only that a view is some game's. */
export interface TableClient<V extends TableView = TableView> {
  state(): TableState<V>;
  subscribe(listener: (state: TableState<V>) => void): Unsubscribe;
  /** Sends an intent to the host; resolves with its reply (or a timeout refusal). */
  send(intent: unknown): Promise<Reply>;
  /** The GM's answer when the host lost the table. */
  recover(choice: RecoveryChoice): Promise<Reply>;
  /** The GM chooses the game in the lobby: the host seats everyone at a new table of it. */
  chooseGame(game: GameId): Promise<Reply>;
  /** Resolves once every message received so far is handled. */
  idle(): Promise<void>;
  close(): void;
}
