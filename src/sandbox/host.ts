/**
 * The sandbox's stand-in for Owlbear Rodeo: one room, its seats (Owlbear clients: one connection of one player,
 * and a player may hold several), and the requests their extension pages make through `@owlbear-rodeo/sdk`.
 * DOM-free: it talks to frames through a transport, so the same logic runs in unit tests.
 * The answers per request are in `handlers.ts`, the posting to pages in `relay.ts`, the change events in
 * `changeEvents.ts`, a seat's making and reloading in `seats.ts`, what a real room's network does in `conditions.ts`.
 */
import { freshRoomId, withObrRef, type ClientMessage } from './protocol';
import { themeFor, type SandboxTheme, type ThemeMode } from './theme';
import type { ExtensionManifest } from './manifest';
import { handleMessage } from './handlers';
import { anotherConnection, newSeat, playerOf, reloaded, seatLabel } from './seats';
import {
  mergedRoomMetadata,
  partyOf,
  patchPlayer,
  postPartyChange,
  type PlayerPatch,
} from './changeEvents';
import { FrameRelay } from './relay';
import { SeatPages } from './seatPages';
import { NetworkConditions } from './conditions';
import { SandboxScene } from './sandboxScene';
import {
  DEFAULT_SEATS,
  type BroadcastDestination,
  type FrameBinding,
  type HostOptions,
  type Metadata,
  type PlayerRecord,
  type ReceiveOutcome,
  type Role,
  type Seat,
  type SeatSpec,
} from './model';

export * from './model';
export { READY_RETRY_MS } from './relay';
export { IMPLEMENTED_IDS } from './handlers';

export class SandboxHost {
  readonly hostOrigin: string;
  readonly manifest: ExtensionManifest;
  /** What a real room's network does (docs/sandbox.md, "Real-room conditions"). */
  readonly conditions: NetworkConditions;
  readonly relay: FrameRelay;
  /** Each seat's action popover, popovers, modals and notifications. */
  readonly pages = new SeatPages(this);
  /** The scene: its items and each seat's local items, the context menu, each seat's viewport (`sandboxScene.ts`). */
  readonly scene = new SandboxScene(this);
  /** Fresh ids for players, connections, refs and notifications. */
  readonly newId: () => string;
  private readonly seatMap = new Map<string, Seat>();
  private readonly listeners = { all: new Set<() => void>(), roomMetadata: new Set<() => void>() };
  private roomIdValue: string;
  private roomMetadataValue: Metadata = {};
  private themeMode: ThemeMode = 'DARK';
  private seatCounter = 0;
  /** `true`: `LOCAL` broadcast copies come without the sender's `connectionId` (Owlbear documents it only on broadcasts). */
  omitLocalConnectionId = false;

  constructor(options: HostOptions) {
    this.hostOrigin = options.hostOrigin;
    this.manifest = options.manifest;
    this.newId = options.newId ?? (() => crypto.randomUUID());
    const schedule = options.schedule ?? ((run, ms) => void setTimeout(run, ms));
    this.relay = new FrameRelay({
      transport: options.transport,
      ghost: (key) => this.seatMap.get(key)?.network.ghost ?? false,
      newId: this.newId,
      schedule,
    });
    this.conditions = new NetworkConditions(this, schedule, options.random ?? Math.random);
    this.roomIdValue = options.roomId ?? freshRoomId(this.newId);
    for (const spec of options.seats ?? DEFAULT_SEATS) this.createSeat(spec);
    this.scene.seed();
  }

  // ---- state the UI reads -------------------------------------------------

  get roomId(): string {
    return this.roomIdValue;
  }

  get roomMetadata(): Metadata {
    return this.roomMetadataValue;
  }

  get theme(): SandboxTheme {
    return themeFor(this.themeMode);
  }

  seats(): Seat[] {
    return [...this.seatMap.values()];
  }

  seat(seatKey: string): Seat | undefined {
    return this.seatMap.get(seatKey);
  }

  /** How the sandbox names a seat: the player's name, and `(2)`, `(3)` for their further connections. */
  label(seat: Seat): string {
    return seatLabel(this.seats(), seat);
  }

  /** The seat the sandbox names so (see `label`). */
  seatLabelled(label: string): Seat | undefined {
    return this.seats().find((seat) => this.label(seat) === label);
  }

  /** Every connection in the room but the viewer's own, as `OBR.party.getPlayers()` reports them: the viewer's player may be there again. */
  partyFor(viewerKey: string, absentKey?: string): PlayerRecord[] {
    return partyOf(this.seats(), viewerKey, absentKey);
  }

  /** The URL an iframe loads: the extension page with this room's `obrref`. */
  pageUrl(pageUrl: string): string {
    return withObrRef(pageUrl, this.hostOrigin, this.roomIdValue);
  }

  /** `roomMetadata`: told only when room metadata is written (every click writes the public table), which redraws no seat card. */
  onChange(listener: () => void, on: keyof SandboxHost['listeners'] = 'all'): () => void {
    this.listeners[on].add(listener);
    return () => this.listeners[on].delete(listener);
  }

  // ---- seat controls --------------------------------------------------------

  addSeat(spec: Partial<SeatSpec> = {}): Seat {
    const seat = this.createSeat({
      name: spec.name?.trim() || `Player ${this.seatCounter + 1}`,
      role: spec.role ?? 'PLAYER',
      ...(spec.color ? { color: spec.color } : {}),
    });
    this.partyChanged(seat.key);
    this.scene.seatJoined(seat);
    this.changed();
    return seat;
  }

  /** The seat's player opens another connection (a second tab, a TV; see `anotherConnection`). */
  openConnection(seatKey: string): Seat | undefined {
    const of = this.seatMap.get(seatKey);
    if (!of) return undefined;
    const seat = anotherConnection(this.manifest, this.newId, of);
    this.seatMap.set(seat.key, seat);
    this.partyChanged(seat.key);
    this.changed();
    return seat;
  }

  /** This client leaves the room (the player's other connections stay). */
  removeSeat(seatKey: string): void {
    if (!this.seatMap.delete(seatKey)) return;
    this.relay.drop((binding) => binding.seatId === seatKey);
    this.scene.seatGone(seatKey);
    this.partyChanged(seatKey);
    this.changed();
  }

  /** A reload of one Owlbear client (what it keeps: `reloaded`); the party sees the client leave and come back. */
  reloadSeat(seatKey: string): void {
    const seat = this.seatMap.get(seatKey);
    if (!seat) return;
    this.relay.drop((binding) => binding.seatId === seatKey);
    this.scene.seatGone(seatKey);
    this.partyChanged(seatKey, seatKey);
    reloaded(seat, this.manifest, this.newId());
    this.partyChanged(seatKey);
    this.changed();
  }

  renameSeat(seatKey: string, name: string): void {
    const trimmed = name.trim();
    if (trimmed) this.updatePlayer(seatKey, { name: trimmed });
  }

  setRole(seatKey: string, role: Role): void {
    this.updatePlayer(seatKey, { role });
  }

  setTheme(mode: ThemeMode): void {
    if (mode === this.themeMode) return;
    this.themeMode = mode;
    const theme = this.theme;
    this.relay.postToSubscribed('theme', () => ({ id: 'OBR_THEME_EVENT_CHANGE', data: { theme } }));
    this.changed();
  }

  toggleTheme(): ThemeMode {
    this.setTheme(this.themeMode === 'DARK' ? 'LIGHT' : 'DARK');
    return this.themeMode;
  }

  /** A fresh room: new room id, no metadata, the default table with new players. */
  resetRoom(seats: readonly SeatSpec[] = DEFAULT_SEATS): void {
    this.relay.drop(() => true);
    this.seatMap.clear();
    this.seatCounter = 0;
    this.roomMetadataValue = {};
    this.roomIdValue = freshRoomId(this.newId);
    for (const spec of seats) this.createSeat(spec);
    this.scene.seed();
    this.changed();
  }

  // ---- frames ---------------------------------------------------------------

  attachFrame(frameId: string, binding: FrameBinding, pageUrl: string): void {
    this.relay.attach(frameId, binding, pageUrl);
  }

  detachFrame(frameId: string): void {
    this.relay.detach(frameId);
  }

  /** A new document finished loading in the iframe: it starts with no subscriptions and gets `OBR_READY`. */
  frameLoaded(frameId: string): void {
    const seat = this.seatMap.get(this.relay.get(frameId)?.binding.seatId ?? '');
    if (seat) this.relay.loaded(frameId, seat.player.id);
  }

  frameBinding(frameId: string): FrameBinding | undefined {
    return this.relay.get(frameId)?.binding;
  }

  /** One message from an iframe: answer requests (`nonce` present) with `_RESPONSE`/`_ERROR`, act on the rest. */
  receive(frameId: string, message: ClientMessage): ReceiveOutcome {
    const frame = this.relay.get(frameId);
    if (!frame) return 'unknown-frame';
    // Messages from a document the frame has since replaced carry its old ref.
    if (frame.ref === null || message.ref !== frame.ref) return 'stale';
    const seat = this.seatMap.get(frame.binding.seatId);
    if (!seat) return 'unknown-frame';
    frame.heard = true;
    return this.conditions.admit(
      seat,
      message,
      () => this.relay.get(frameId) === frame && frame.ref === message.ref,
      () => handleMessage(this, frameId, frame, seat, message),
    );
  }

  // ---- what the handlers and conditions share -------------------------------

  /** A change to one connection's player record; the player's name, role and colour reach all its connections (`patchPlayer`). */
  updatePlayer(seatKey: string, patch: PlayerPatch): void {
    const seat = this.seatMap.get(seatKey);
    if (seat) patchPlayer(this, this.seats(), seat, patch);
  }

  setRoomMetadata(update: Metadata): void {
    this.roomMetadataValue = mergedRoomMetadata(this.roomMetadataValue, update);
  }

  roomMetadataChanged(): void {
    this.relay.postToSubscribed('roomMetadata', () => ({
      id: 'OBR_ROOM_METADATA_EVENT_CHANGE',
      data: { metadata: this.roomMetadataValue },
    }));
    for (const listener of this.listeners.roomMetadata) listener();
  }

  deliverBroadcast(
    sender: Seat,
    channel: string,
    payload: unknown,
    destination: BroadcastDestination,
  ): void {
    this.relay.broadcast(
      sender.key,
      sender.player.connectionId,
      channel,
      payload,
      destination,
      !this.omitLocalConnectionId,
    );
  }

  changed(): void {
    for (const listener of this.listeners.all) listener();
  }

  /**
   * Tells every other seat's subscribed pages who is in their party now; `absentKey` is a seat that is
   * momentarily gone (reloading, reconnecting).
   */
  partyChanged(changedKey: string, absentKey?: string): void {
    postPartyChange(this, [changedKey], absentKey);
  }

  private createSeat(spec: SeatSpec): Seat {
    const seat = newSeat(
      this.manifest,
      this.newId(),
      playerOf(spec, this.seatCounter++, this.newId),
      spec,
    );
    this.seatMap.set(seat.key, seat);
    return seat;
  }
}
