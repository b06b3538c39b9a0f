/**
 * What the in-memory Owlbear room (memoryRoom.ts) offers the tests: a room of
 * clients, each client's pages, and what each connection received.
 */
import type { Metadata, OwlbearPort, Role, ThemeMode } from './port';

/** What one connection received, as the raw JSON text that crossed the wire. */
export interface Delivery {
  /** `local`: from another page of the same client on a local channel (`raw` is `{ data, connectionId }`, its own). */
  kind: 'broadcast' | 'local' | 'room-metadata' | 'party' | 'self';
  channel?: string;
  raw: string;
}

export interface MemoryPage extends OwlbearPort {
  /** Stops delivering to this page (it closed). */
  close(): void;
}

export interface MemoryClient {
  readonly connectionId: string;
  readonly playerId: string;
  /** Opens a page of this client (the popover or the background page). */
  page(): MemoryPage;
  /** The tab closes: every page stops and the player leaves the party. */
  disconnect(): void;
  /**
   * The player selects a token (or another extension writes its player metadata): Owlbear fires a player change
   * event to this client and a party change event to everyone, carrying nothing this extension reads.
   */
  churn(): void;
  /** The client's socket comes back under a new connection id; its pages keep running (no reload). */
  reconnect(): string;
  setTheme(mode: ThemeMode): void;
  setActionOpen(open: boolean): void;
  readonly badge: string | undefined;
  /** Every notification shown, in order. */
  readonly notifications: readonly string[];
  /** The notifications shown and not closed yet. */
  readonly openNotifications: readonly string[];
}

export interface MemoryRoom {
  readonly id: string;
  /** Connects a new client (a browser tab) for this player. */
  connect(player: { id: string; name: string; role: Role }): MemoryClient;
  metadata(): Metadata;
  /** Everything delivered to this connection so far. */
  received(connectionId: string): readonly Delivery[];
  /** Delivers a broadcast as if it came from any connection id, known to the room or not. */
  inject(channel: string, data: unknown, fromConnectionId: string): void;
  /** Resolves once nothing is waiting to be delivered. */
  settle(): Promise<void>;
  /** Deliveries not made yet. */
  pending(): number;
}
