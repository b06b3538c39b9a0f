/**
 * What the in-memory Owlbear room (memoryRoom.ts) offers the tests: a room of
 * clients, each client's pages, and what each connection received.
 */
import type { ShownEntry } from '../sandbox/contextMenus';
import type { RawItem } from '../sandbox/sceneRoom';
import type { Metadata, OwlbearPort, Role, ThemeMode, Vector2 } from './port';

/** What one connection received, as the raw JSON text that crossed the wire. */
export interface Delivery {
  /**
   * `local`: from another page of the same client on a local channel (`raw` is `{ data, connectionId }`, its own).
   * `scene-items`: every shared item, after a change; `scene-local`: every local item of this client, after a change.
   */
  kind: 'broadcast' | 'local' | 'room-metadata' | 'party' | 'self' | 'scene-items' | 'scene-local';
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

/** A write of shared items, as a client sent it: what every other client can see happen. */
export interface SceneWrite {
  /** The writer's connection id. */
  by: string;
  verb: 'add' | 'update' | 'delete';
  /** The items, updates or ids, as JSON. */
  raw: string;
}

/** What a right-click is on: a shared item, or a point of the empty map. */
export interface MenuSpot {
  itemId?: string;
  point?: Vector2;
}

/** The room's scene, as Owlbear's own screens change it; clients are named by their connection id. */
export interface MemorySceneControl {
  readonly ready: boolean;
  /** The open scene's name, or null. */
  readonly name: string | null;
  /** The GM opens another scene (null: none): every client's local items go. */
  open(name: string | null): void;
  /** The open scene's shared items, as Owlbear keeps them. */
  items(): RawItem[];
  localItems(connectionId: string): RawItem[];
  /** The client adds items (Owlbear's JSON), as a player dropping a token on the map. */
  add(connectionId: string, items: RawItem[]): void;
  move(connectionId: string, itemId: string, position: Vector2): void;
  /** The client updates shared items (each update its id, type and the fields it replaces), as any client may. */
  update(connectionId: string, updates: Record<string, unknown>[]): void;
  delete(connectionId: string, ids: string[]): void;
  /** The entries a right-click shows that client. */
  menu(connectionId: string, on: MenuSpot): ShownEntry[];
  /** The client clicks an entry of that right-click; false when it does not show there. */
  click(connectionId: string, menuId: string, on: MenuSpot): boolean;
  setViewport(connectionId: string, view: { position?: Vector2; scale?: number }): void;
  /** Every shared write so far, in order. */
  writes(): readonly SceneWrite[];
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
  readonly scene: MemorySceneControl;
}
