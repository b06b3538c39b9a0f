/**
 * The sandbox's stand-in for Owlbear Rodeo: one room, several seats (simulated Owlbear
 * clients), and the requests their extension pages make through `@owlbear-rodeo/sdk`.
 * DOM-free: it talks to frames through a transport, so the same logic runs in unit tests.
 */
import {
  BROADCAST_LIMIT_BYTES,
  READY_ID,
  ROOM_METADATA_LIMIT_BYTES,
  errorId,
  jsonBytes,
  responseId,
  withObrRef,
  type ClientMessage,
  type HostMessage,
} from './protocol';
import { themeFor, type SandboxTheme, type ThemeMode } from './theme';
import type { ExtensionManifest } from './manifest';
import { otherExtensionsMetadata, type SeatNetwork } from './conditions';

export type Role = 'GM' | 'PLAYER';
export type Metadata = Record<string, unknown>;
export type FrameKind = 'background' | 'action' | 'popover' | 'modal';
export type NotificationVariant = 'DEFAULT' | 'ERROR' | 'INFO' | 'SUCCESS' | 'WARNING';
export type BroadcastDestination = 'REMOTE' | 'LOCAL' | 'ALL';

/** The shape of the SDK's `Player` (lib/types/Player.d.ts). */
export interface PlayerRecord {
  id: string;
  connectionId: string;
  role: Role;
  name: string;
  color: string;
  syncView: boolean;
  metadata: Metadata;
  /** The tokens the player has selected; set by the selection-churn control. */
  selection?: string[];
}

export interface SeatNotification {
  id: string;
  message: string;
  variant: NotificationVariant;
}

/** A popover or modal the extension opened: the object it sent, with the url the SDK made absolute. */
export interface ChildPage {
  /** Distinct for every open, so reopening an id loads a fresh page. */
  instance: number;
  id: string;
  url: string;
  width: number;
  height: number;
  options: Record<string, unknown>;
}

export interface ActionState {
  open: boolean;
  title: string;
  icon: string | null;
  width: number;
  height: number;
  badgeText: string | undefined;
  badgeBackgroundColor: string | undefined;
}

export interface Seat {
  player: PlayerRecord;
  /** Bumped on every reload: the UI keys the seat's iframes by it so they all start over. */
  generation: number;
  action: ActionState;
  notifications: SeatNotification[];
  popovers: ChildPage[];
  modals: ChildPage[];
  /** What a real room's network does to this seat (see `conditions.ts`). */
  network: SeatNetwork;
}

/** Which seat and which of its pages an iframe is. */
export interface FrameBinding {
  seatId: string;
  kind: FrameKind;
  childId?: string;
}

export interface HostTransport {
  post(frameId: string, message: HostMessage, targetOrigin: string): void;
}

export interface HostOptions {
  hostOrigin: string;
  manifest: ExtensionManifest;
  transport: HostTransport;
  roomId?: string;
  /** Fresh ids for players, connections, refs, notifications. */
  newId?: () => string;
  /** Timer for re-posting `OBR_READY`; injectable so unit tests control time. */
  schedule?: (run: () => void, ms: number) => void;
  seats?: readonly SeatSpec[];
  /** For the drop rate; injectable so unit tests decide which requests are lost. */
  random?: () => number;
}

export interface SeatSpec {
  name: string;
  role: Role;
  color?: string;
  /** `false`: the seat starts with its action popover closed (only the background page runs). */
  actionOpen?: boolean;
}

/** What the host did with a message, for the traffic log. */
export type ReceiveOutcome = 'handled' | 'error' | 'unhandled' | 'stale' | 'unknown-frame' | 'delayed' | 'dropped';

export const DEFAULT_SEATS: readonly SeatSpec[] = [
  { name: 'GM', role: 'GM' },
  { name: 'Ana', role: 'PLAYER' },
  { name: 'Brom', role: 'PLAYER' },
  { name: 'Cyra', role: 'PLAYER' },
];

const PALETTE = ['#e4572e', '#3a86ff', '#4c9f70', '#f4a259', '#9b5de5', '#00b4d8', '#ef476f', '#8ac926'];

/**
 * A page that imports the SDK after its `load` event misses the first `OBR_READY`; re-posting
 * is harmless (the SDK only resets the same ref and user id), so the host repeats it until the
 * frame's first message shows the SDK heard it.
 */
export const READY_RETRY_MS = [250, 1000, 3000] as const;

/** A refusal the SDK surfaces as a rejected promise (the `_ERROR` reply's data). */
export class HostError extends Error {
  constructor(
    readonly code: 'NotImplemented' | 'InvalidRequest' | 'LimitExceeded' | 'NotFound' | 'InternalError',
    message: string,
  ) {
    super(message);
  }
}

interface FrameState {
  binding: FrameBinding;
  origin: string;
  ref: string | null;
  heard: boolean;
  subscriptions: Set<Subscription>;
  channels: Set<string>;
}

type Subscription = 'player' | 'party' | 'roomMetadata' | 'theme' | 'actionOpen' | 'sceneReady';

interface RequestContext {
  seat: Seat;
  frame: FrameState;
  frameId: string;
  /** Work done after the reply is posted (change events, deliveries). */
  after(effect: () => void): void;
}

const SUBSCRIPTIONS: Record<string, [Subscription, boolean]> = {
  OBR_PLAYER_SUBSCRIBE: ['player', true],
  OBR_PLAYER_UNSUBSCRIBE: ['player', false],
  OBR_PARTY_SUBSCRIBE: ['party', true],
  OBR_PARTY_UNSUBSCRIBE: ['party', false],
  OBR_ROOM_METADATA_SUBSCRIBE: ['roomMetadata', true],
  // The SDK spells these unsubscribe ids irregularly.
  OBR_METADATA_ROOM_UNSUBSCRIBE: ['roomMetadata', false],
  OBR_THEME_SUBSCRIBE: ['theme', true],
  OBR_THEME_UNSUBSCRIBE: ['theme', false],
  OBR_ACTION_IS_OPEN_SUBSCRIBE: ['actionOpen', true],
  OBR_IS_OPEN_ACTION_UNSUBSCRIBE: ['actionOpen', false],
  OBR_SCENE_READY_SUBSCRIBE: ['sceneReady', true],
  OBR_SCENE_READY_UNSUBSCRIBE: ['sceneReady', false],
};

export class SandboxHost {
  readonly hostOrigin: string;
  readonly manifest: ExtensionManifest;
  private readonly transport: HostTransport;
  private readonly newId: () => string;
  private readonly schedule: (run: () => void, ms: number) => void;
  private readonly random: () => number;
  private readonly frames = new Map<string, FrameState>();
  private readonly seatMap = new Map<string, Seat>();
  private readonly listeners = new Set<() => void>();
  private roomIdValue: string;
  private roomMetadataValue: Metadata = {};
  private themeMode: ThemeMode = 'DARK';
  private seatCounter = 0;
  private selectionCounter = 0;
  /** `true`: `LOCAL` broadcast copies come without the sender's `connectionId` (Owlbear documents it only on broadcasts). */
  omitLocalConnectionId = false;

  constructor(options: HostOptions) {
    this.hostOrigin = options.hostOrigin;
    this.manifest = options.manifest;
    this.transport = options.transport;
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.schedule = options.schedule ?? ((run, ms) => void setTimeout(run, ms));
    this.random = options.random ?? Math.random;
    this.roomIdValue = options.roomId ?? this.freshRoomId();
    for (const spec of options.seats ?? DEFAULT_SEATS) this.createSeat(spec);
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

  seat(seatId: string): Seat | undefined {
    return this.seatMap.get(seatId);
  }

  /** Everyone in the room except the given seat, as `OBR.party.getPlayers()` reports them. */
  partyFor(seatId: string, absentSeatId?: string): PlayerRecord[] {
    return this.seats()
      .filter((seat) => seat.player.id !== seatId && seat.player.id !== absentSeatId)
      .map((seat) => clonePlayer(seat.player));
  }

  /** The URL an iframe loads: the extension page with this room's `obrref`. */
  pageUrl(pageUrl: string): string {
    return withObrRef(pageUrl, this.hostOrigin, this.roomIdValue);
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // ---- seat controls --------------------------------------------------------

  addSeat(spec: Partial<SeatSpec> = {}): Seat {
    const seat = this.createSeat({
      name: spec.name?.trim() || `Player ${this.seatCounter + 1}`,
      role: spec.role ?? 'PLAYER',
      ...(spec.color ? { color: spec.color } : {}),
    });
    this.partyChanged(seat.player.id);
    this.changed();
    return seat;
  }

  removeSeat(seatId: string): void {
    if (!this.seatMap.delete(seatId)) return;
    this.dropFrames((binding) => binding.seatId === seatId);
    this.partyChanged(seatId);
    this.changed();
  }

  /**
   * A reload of one Owlbear client: same player (id, name, role, metadata), a new connection,
   * every page of the seat loads afresh and its popovers and modals are gone. The party sees
   * the player leave and come back.
   */
  reloadSeat(seatId: string): void {
    const seat = this.seatMap.get(seatId);
    if (!seat) return;
    this.dropFrames((binding) => binding.seatId === seatId);
    this.partyChanged(seatId, seatId);
    seat.player = { ...seat.player, connectionId: this.newId() };
    seat.network = { ...seat.network, ghost: false };
    seat.generation += 1;
    seat.action = this.initialAction();
    seat.notifications = [];
    seat.popovers = [];
    seat.modals = [];
    this.partyChanged(seatId);
    this.changed();
  }

  renameSeat(seatId: string, name: string): void {
    const trimmed = name.trim();
    if (trimmed) this.updatePlayer(seatId, { name: trimmed });
  }

  setRole(seatId: string, role: Role): void {
    this.updatePlayer(seatId, { role });
  }

  setTheme(mode: ThemeMode): void {
    if (mode === this.themeMode) return;
    this.themeMode = mode;
    const theme = this.theme;
    for (const [frameId, frame] of this.frames) {
      if (frame.subscriptions.has('theme')) this.post(frameId, { id: 'OBR_THEME_EVENT_CHANGE', data: { theme } });
    }
    this.changed();
  }

  toggleTheme(): ThemeMode {
    this.setTheme(this.themeMode === 'DARK' ? 'LIGHT' : 'DARK');
    return this.themeMode;
  }

  /** The toolbar button of a seat: what a player clicking the extension's icon does. */
  setActionOpen(seatId: string, open: boolean): void {
    const seat = this.seatMap.get(seatId);
    if (!seat || seat.action.open === open) return;
    seat.action = { ...seat.action, open };
    if (!open) this.dropFrames((binding) => binding.seatId === seatId && binding.kind === 'action');
    this.postToSeat(seatId, 'actionOpen', { id: 'OBR_ACTION_IS_OPEN_EVENT_CHANGE', data: { isOpen: open } });
    this.changed();
  }

  closeChild(seatId: string, kind: 'popover' | 'modal', id: string): void {
    const seat = this.seatMap.get(seatId);
    if (!seat) return;
    const key = kind === 'popover' ? 'popovers' : 'modals';
    seat[key] = seat[key].filter((child) => child.id !== id);
    this.dropFrames((binding) => binding.seatId === seatId && binding.kind === kind && binding.childId === id);
    this.changed();
  }

  dismissNotification(seatId: string, id: string): void {
    const seat = this.seatMap.get(seatId);
    if (!seat) return;
    seat.notifications = seat.notifications.filter((note) => note.id !== id);
    this.changed();
  }

  // ---- what a real room does (docs/sandbox.md, "Real-room conditions") -------

  /** Every reply to this seat's pages comes `delayMs` late; each request is lost (never answered) with probability `dropRate`. */
  setNetwork(seatId: string, network: Partial<Pick<SeatNetwork, 'delayMs' | 'dropRate'>>): void {
    const seat = this.seatMap.get(seatId);
    if (!seat) return;
    const delayMs = Math.max(0, network.delayMs ?? seat.network.delayMs);
    const dropRate = Math.min(1, Math.max(0, network.dropRate ?? seat.network.dropRate));
    seat.network = { ...seat.network, delayMs, dropRate };
    this.changed();
  }

  /**
   * The seat's socket drops: it stays in everyone's party (Owlbear lists it until its server times it out), but
   * nothing it sends arrives and nothing reaches it, for `ms` (then it is back, same connection), or until `reconnectSeat`.
   */
  ghostSeat(seatId: string, ms: number): void {
    const seat = this.seatMap.get(seatId);
    if (!seat) return;
    seat.network = { ...seat.network, ghost: true };
    const player = seat.player;
    this.schedule(() => {
      if (this.seatMap.get(seatId) === seat && seat.player === player && seat.network.ghost) {
        seat.network = { ...seat.network, ghost: false };
        this.changed();
      }
    }, ms);
    this.changed();
  }

  /** The seat's client reconnects without reloading: a new connection id, its pages keep running. */
  reconnectSeat(seatId: string): void {
    const seat = this.seatMap.get(seatId);
    if (!seat) return;
    seat.network = { ...seat.network, ghost: false };
    this.partyChanged(seatId, seatId);
    seat.player = { ...seat.player, connectionId: this.newId() };
    this.postToSeat(seatId, 'player', { id: 'OBR_PLAYER_EVENT_CHANGE', data: { player: clonePlayer(seat.player) } });
    this.partyChanged(seatId);
    this.changed();
  }

  /** The player selects a token: a player change event to the seat, a party change event to everyone else. */
  churnSelection(seatId: string): void {
    this.selectionCounter += 1;
    this.updatePlayer(seatId, { selection: [`token-${this.selectionCounter}`] });
  }

  /** Other extensions' keys, added until the room metadata is `totalBytes` long (as near as their padding allows). */
  fillRoomMetadata(totalBytes: number): void {
    this.setRoomMetadata(otherExtensionsMetadata(this.roomMetadataValue, totalBytes));
    this.roomMetadataChanged();
  }

  /** A fresh room: new room id, no metadata, the default table with new players. */
  resetRoom(seats: readonly SeatSpec[] = DEFAULT_SEATS): void {
    this.dropFrames(() => true);
    this.seatMap.clear();
    this.seatCounter = 0;
    this.roomMetadataValue = {};
    this.roomIdValue = this.freshRoomId();
    for (const spec of seats) this.createSeat(spec);
    this.changed();
  }

  // ---- frames ---------------------------------------------------------------

  /** An iframe of a seat exists; `pageUrl` gives the origin replies are posted to. */
  attachFrame(frameId: string, binding: FrameBinding, pageUrl: string): void {
    this.frames.set(frameId, {
      binding,
      origin: new URL(pageUrl).origin,
      ref: null,
      heard: false,
      subscriptions: new Set(),
      channels: new Set(),
    });
  }

  detachFrame(frameId: string): void {
    this.frames.delete(frameId);
  }

  /** A new document finished loading in the iframe: it starts with no subscriptions and gets `OBR_READY`. */
  frameLoaded(frameId: string): void {
    const frame = this.frames.get(frameId);
    const seat = frame && this.seatMap.get(frame.binding.seatId);
    if (!frame || !seat) return;
    const ref = this.newId();
    frame.ref = ref;
    frame.heard = false;
    frame.subscriptions.clear();
    frame.channels.clear();
    const sendReady = () => {
      const current = this.frames.get(frameId);
      if (current !== frame || frame.ref !== ref || frame.heard) return;
      this.post(frameId, { id: READY_ID, data: { ref, userId: seat.player.id } });
    };
    sendReady();
    for (const ms of READY_RETRY_MS) this.schedule(sendReady, ms);
  }

  frameBinding(frameId: string): FrameBinding | undefined {
    return this.frames.get(frameId)?.binding;
  }

  /** One message from an iframe: answer requests (`nonce` present) with `_RESPONSE`/`_ERROR`, act on the rest. */
  receive(frameId: string, message: ClientMessage): ReceiveOutcome {
    const frame = this.frames.get(frameId);
    if (!frame) return 'unknown-frame';
    // Messages from a document the frame has since replaced carry its old ref.
    if (frame.ref === null || message.ref !== frame.ref) return 'stale';
    const seat = this.seatMap.get(frame.binding.seatId);
    if (!seat) return 'unknown-frame';
    frame.heard = true;
    // A ghosted seat's socket is gone: nothing it sends arrives. A request may be lost or late.
    if (seat.network.ghost) return 'dropped';
    const isRequest = typeof message.nonce === 'string';
    if (isRequest && seat.network.dropRate > 0 && this.random() < seat.network.dropRate) return 'dropped';
    if (seat.network.delayMs > 0) {
      this.schedule(() => {
        if (this.frames.get(frameId) === frame && frame.ref === message.ref) this.handle(frameId, frame, seat, message);
      }, seat.network.delayMs);
      return 'delayed';
    }
    return this.handle(frameId, frame, seat, message);
  }

  private handle(frameId: string, frame: FrameState, seat: Seat, message: ClientMessage): ReceiveOutcome {
    const nonce = typeof message.nonce === 'string' ? message.nonce : null;
    const effects: Array<() => void> = [];
    const ctx: RequestContext = { seat, frame, frameId, after: (effect) => effects.push(effect) };
    const data = isRecord(message.data) ? message.data : {};

    let outcome: ReceiveOutcome = 'handled';
    const subscription = SUBSCRIPTIONS[message.id];
    const handler = HANDLERS[message.id];
    try {
      if (subscription) {
        const [kind, on] = subscription;
        if (on) frame.subscriptions.add(kind);
        else frame.subscriptions.delete(kind);
        if (nonce !== null) this.post(frameId, { id: responseId(message.id, nonce), data: {} });
      } else if (handler) {
        const result = handler.call(this, ctx, data);
        if (nonce !== null) this.post(frameId, { id: responseId(message.id, nonce), data: result ?? {} });
      } else {
        throw new HostError('NotImplemented', `The sandbox does not implement ${message.id}`);
      }
    } catch (error) {
      // A fault in the sandbox itself still answers, so the page does not wait out the SDK's 5 s.
      const refusal = error instanceof HostError ? error : new HostError('InternalError', `The sandbox failed on ${message.id}: ${String(error)}`);
      if (!(error instanceof HostError)) console.error(error);
      outcome = refusal.code === 'NotImplemented' ? 'unhandled' : 'error';
      if (nonce !== null) {
        this.post(frameId, { id: errorId(message.id, nonce), data: { name: refusal.code, message: refusal.message } });
      }
    }
    for (const effect of effects) effect();
    return outcome;
  }

  // ---- what the handlers share ----------------------------------------------

  /** @internal used by HANDLERS */
  updatePlayer(seatId: string, patch: Partial<Omit<PlayerRecord, 'id' | 'connectionId'>>): void {
    const seat = this.seatMap.get(seatId);
    if (!seat) return;
    seat.player = { ...seat.player, ...patch };
    const player = clonePlayer(seat.player);
    this.postToSeat(seatId, 'player', { id: 'OBR_PLAYER_EVENT_CHANGE', data: { player } });
    this.partyChanged(seatId);
    this.changed();
  }

  /** @internal */
  setRoomMetadata(update: Metadata): void {
    const next = mergeMetadata(this.roomMetadataValue, update);
    const size = jsonBytes(next);
    if (size > ROOM_METADATA_LIMIT_BYTES) {
      throw new HostError(
        'LimitExceeded',
        `Room metadata would be ${size} bytes; it must stay within ${ROOM_METADATA_LIMIT_BYTES} bytes (16 kB) in total`,
      );
    }
    this.roomMetadataValue = next;
  }

  /** @internal */
  roomMetadataChanged(): void {
    for (const [frameId, frame] of this.frames) {
      if (frame.subscriptions.has('roomMetadata')) {
        this.post(frameId, { id: 'OBR_ROOM_METADATA_EVENT_CHANGE', data: { metadata: this.roomMetadataValue } });
      }
    }
    this.changed();
  }

  /** @internal */
  deliverBroadcast(sender: Seat, channel: string, payload: unknown, destination: BroadcastDestination): void {
    const message: HostMessage = {
      id: `OBR_BROADCAST_MESSAGE_${channel}`,
      data: { data: payload, connectionId: sender.player.connectionId },
    };
    const localCopy: HostMessage = this.omitLocalConnectionId ? { id: message.id, data: { data: payload } } : message;
    for (const [frameId, frame] of this.frames) {
      const local = frame.binding.seatId === sender.player.id;
      const wanted = destination === 'ALL' || (destination === 'LOCAL') === local;
      if (wanted && frame.channels.has(channel)) this.post(frameId, local ? localCopy : message);
    }
  }

  /** @internal */
  newNotification(seat: Seat, message: string, variant: NotificationVariant): string {
    const id = this.newId();
    seat.notifications = [...seat.notifications, { id, message, variant }];
    this.changed();
    return id;
  }

  /** @internal */
  openChild(seat: Seat, kind: 'popover' | 'modal', child: ChildPage): void {
    const key = kind === 'popover' ? 'popovers' : 'modals';
    // Opening an id that is already open replaces it, as a fresh page.
    this.dropFrames((b) => b.seatId === seat.player.id && b.kind === kind && b.childId === child.id);
    seat[key] = [...seat[key].filter((open) => open.id !== child.id), child];
    this.changed();
  }

  /** @internal */
  changed(): void {
    for (const listener of this.listeners) listener();
  }

  /** @internal */
  postToSeat(seatId: string, subscription: Subscription, message: HostMessage): void {
    for (const [frameId, frame] of this.frames) {
      if (frame.binding.seatId === seatId && frame.subscriptions.has(subscription)) this.post(frameId, message);
    }
  }

  // ---- private --------------------------------------------------------------

  private post(frameId: string, message: HostMessage): void {
    const frame = this.frames.get(frameId);
    if (!frame) return;
    // A ghosted seat hears nothing but its pages' own handshake.
    if (message.id !== READY_ID && this.seatMap.get(frame.binding.seatId)?.network.ghost) return;
    this.transport.post(frameId, message, frame.origin);
  }

  /**
   * Tells every other seat's subscribed pages who is in their party now; `absentSeatId` is a
   * seat that is momentarily gone (reloading).
   */
  private partyChanged(changedSeatId: string, absentSeatId?: string): void {
    for (const [frameId, frame] of this.frames) {
      const viewer = frame.binding.seatId;
      if (viewer !== changedSeatId && frame.subscriptions.has('party')) {
        this.post(frameId, { id: 'OBR_PARTY_EVENT_CHANGE', data: { players: this.partyFor(viewer, absentSeatId) } });
      }
    }
  }

  private dropFrames(match: (binding: FrameBinding) => boolean): void {
    for (const [frameId, frame] of this.frames) if (match(frame.binding)) this.frames.delete(frameId);
  }

  private createSeat(spec: SeatSpec): Seat {
    const color = spec.color ?? PALETTE[this.seatCounter % PALETTE.length]!;
    this.seatCounter += 1;
    const player: PlayerRecord = {
      id: this.newId(),
      connectionId: this.newId(),
      role: spec.role,
      name: spec.name,
      color,
      syncView: false,
      metadata: {},
    };
    const seat: Seat = {
      player,
      generation: 0,
      action: this.initialAction(),
      notifications: [],
      popovers: [],
      modals: [],
      network: { delayMs: 0, dropRate: 0, ghost: false },
    };
    if (spec.actionOpen === false) seat.action = { ...seat.action, open: false };
    this.seatMap.set(player.id, seat);
    return seat;
  }

  private initialAction(): ActionState {
    const action = this.manifest.action;
    return {
      // Open from the start so every seat's page is on screen.
      open: action !== null,
      title: action?.title ?? this.manifest.name,
      icon: action?.icon ?? this.manifest.icon,
      width: action?.width ?? 0,
      height: action?.height ?? 0,
      badgeText: undefined,
      badgeBackgroundColor: undefined,
    };
  }

  private freshRoomId(): string {
    return `sandbox-${this.newId().replace(/[^0-9a-zA-Z]/g, '').slice(0, 10)}`;
  }
}

/**
 * Shallow merge, as Owlbear documents for metadata updates. A key set to `undefined` is removed:
 * Owlbear's behaviour there is unverified, and removal is what an extension deleting a key expects.
 */
export function mergeMetadata(current: Metadata, update: Metadata): Metadata {
  const next: Metadata = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined) delete next[key];
    else next[key] = structuredClone(value);
  }
  return next;
}

function clonePlayer(player: PlayerRecord): PlayerRecord {
  return { ...player, metadata: structuredClone(player.metadata) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireRecord(value: unknown, what: string): Metadata {
  if (!isRecord(value)) throw new HostError('InvalidRequest', `${what} must be an object`);
  return value;
}

function requireString(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new HostError('InvalidRequest', `${what} must be a string`);
  return value;
}

function requireSize(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new HostError('InvalidRequest', `${what} must be a non-negative number`);
  }
  return value;
}

const VARIANTS = new Set<NotificationVariant>(['DEFAULT', 'ERROR', 'INFO', 'SUCCESS', 'WARNING']);
const DESTINATIONS = new Set<BroadcastDestination>(['REMOTE', 'LOCAL', 'ALL']);

let childInstances = 0;

function childPage(data: Record<string, unknown>, kind: 'popover' | 'modal'): ChildPage {
  const id = requireString(data.id, `${kind} id`);
  const url = requireString(data.url, `${kind} url`);
  try {
    new URL(url);
  } catch {
    throw new HostError('InvalidRequest', `${kind} url must be absolute (the SDK makes it so): ${url}`);
  }
  const width = typeof data.width === 'number' ? data.width : 400;
  const height = typeof data.height === 'number' ? data.height : 300;
  const { id: _id, url: _url, width: _w, height: _h, ...options } = data;
  childInstances += 1;
  return { instance: childInstances, id, url, width, height, options };
}

function findChild(seat: Seat, data: Record<string, unknown>): ChildPage {
  const id = requireString(data.id, 'popover id');
  const child = seat.popovers.find((open) => open.id === id);
  if (!child) throw new HostError('NotFound', `No open popover with id ${id}`);
  return child;
}

/** Request handlers by SDK message id; `this` is the host. A returned value is the reply's data. */
const HANDLERS: Record<string, (this: SandboxHost, ctx: RequestContext, data: Record<string, unknown>) => unknown> = {
  // player
  OBR_PLAYER_GET_ID: ({ seat }) => ({ id: seat.player.id }),
  OBR_PLAYER_GET_NAME: ({ seat }) => ({ name: seat.player.name }),
  OBR_PLAYER_GET_ROLE: ({ seat }) => ({ role: seat.player.role }),
  OBR_PLAYER_GET_COLOR: ({ seat }) => ({ color: seat.player.color }),
  OBR_PLAYER_GET_CONNECTION_ID: ({ seat }) => ({ connectionId: seat.player.connectionId }),
  OBR_PLAYER_GET_METADATA: ({ seat }) => ({ metadata: seat.player.metadata }),
  OBR_PLAYER_GET_SYNC_VIEW: ({ seat }) => ({ syncView: seat.player.syncView }),
  OBR_PLAYER_GET_SELECTION: ({ seat }) => ({ selection: seat.player.selection }),
  OBR_PLAYER_SET_METADATA: function (ctx, data) {
    const update = requireRecord(data.update, 'update');
    const metadata = mergeMetadata(ctx.seat.player.metadata, update);
    ctx.after(() => this.updatePlayer(ctx.seat.player.id, { metadata }));
  },
  OBR_PLAYER_SET_NAME: function (ctx, data) {
    const name = requireString(data.name, 'name');
    ctx.after(() => this.updatePlayer(ctx.seat.player.id, { name }));
  },
  OBR_PLAYER_SET_COLOR: function (ctx, data) {
    const color = requireString(data.color, 'color');
    ctx.after(() => this.updatePlayer(ctx.seat.player.id, { color }));
  },
  OBR_PLAYER_SET_SYNC_VIEW: function (ctx, data) {
    const syncView = Boolean(data.syncView);
    ctx.after(() => this.updatePlayer(ctx.seat.player.id, { syncView }));
  },

  // party
  OBR_PARTY_GET_PLAYERS: function ({ seat }) {
    return { players: this.partyFor(seat.player.id) };
  },

  // room
  OBR_ROOM_GET_METADATA: function () {
    return { metadata: this.roomMetadata };
  },
  OBR_ROOM_SET_METADATA: function (ctx, data) {
    this.setRoomMetadata(requireRecord(data.update, 'update'));
    ctx.after(() => this.roomMetadataChanged());
  },

  // broadcast
  OBR_BROADCAST_SUBSCRIBE: ({ frame }, data) => {
    frame.channels.add(requireString(data.channel, 'channel'));
  },
  OBR_BROADCAST_UNSUBSCRIBE: ({ frame }, data) => {
    frame.channels.delete(requireString(data.channel, 'channel'));
  },
  OBR_BROADCAST_SEND_MESSAGE: function (ctx, data) {
    const channel = requireString(data.channel, 'channel');
    const options = isRecord(data.options) ? data.options : {};
    const destination = (options.destination ?? 'REMOTE') as BroadcastDestination;
    if (!DESTINATIONS.has(destination)) {
      throw new HostError('InvalidRequest', `destination must be REMOTE, LOCAL or ALL, not ${String(destination)}`);
    }
    const size = jsonBytes(data.data);
    if (size > BROADCAST_LIMIT_BYTES) {
      throw new HostError('LimitExceeded', `Broadcast data is ${size} bytes; the limit is ${BROADCAST_LIMIT_BYTES} bytes (16 kB)`);
    }
    const sender = ctx.seat;
    ctx.after(() => this.deliverBroadcast(sender, channel, data.data, destination));
  },

  // notification
  OBR_NOTIFICATION_SHOW: function ({ seat }, data) {
    const message = requireString(data.message, 'message');
    const variant = (data.variant ?? 'DEFAULT') as NotificationVariant;
    if (!VARIANTS.has(variant)) throw new HostError('InvalidRequest', `Unknown notification variant ${String(variant)}`);
    return { id: this.newNotification(seat, message, variant) };
  },
  OBR_NOTIFICATION_CLOSE: function ({ seat }, data) {
    this.dismissNotification(seat.player.id, requireString(data.id, 'id'));
  },

  // theme
  OBR_THEME_GET_THEME: function () {
    return { theme: this.theme };
  },

  // action
  OBR_ACTION_GET_WIDTH: ({ seat }) => ({ width: seat.action.width }),
  OBR_ACTION_GET_HEIGHT: ({ seat }) => ({ height: seat.action.height }),
  OBR_ACTION_GET_BADGE_TEXT: ({ seat }) => ({ badgeText: seat.action.badgeText }),
  OBR_ACTION_GET_BADGE_BACKGROUND_COLOR: ({ seat }) => ({ badgeBackgroundColor: seat.action.badgeBackgroundColor }),
  OBR_ACTION_GET_TITLE: ({ seat }) => ({ title: seat.action.title }),
  OBR_ACTION_GET_ICON: ({ seat }) => ({ icon: seat.action.icon }),
  OBR_ACTION_GET_IS_OPEN: ({ seat }) => ({ isOpen: seat.action.open }),
  OBR_ACTION_SET_WIDTH: function ({ seat }, data) {
    seat.action = { ...seat.action, width: requireSize(data.width, 'width') };
    this.changed();
  },
  OBR_ACTION_SET_HEIGHT: function ({ seat }, data) {
    seat.action = { ...seat.action, height: requireSize(data.height, 'height') };
    this.changed();
  },
  OBR_ACTION_SET_BADGE_TEXT: function ({ seat }, data) {
    const badgeText = data.badgeText === undefined ? undefined : requireString(data.badgeText, 'badgeText');
    seat.action = { ...seat.action, badgeText };
    this.changed();
  },
  OBR_ACTION_SET_BADGE_BACKGROUND_COLOR: function ({ seat }, data) {
    const color = data.badgeBackgroundColor;
    seat.action = { ...seat.action, badgeBackgroundColor: color === undefined ? undefined : requireString(color, 'badgeBackgroundColor') };
    this.changed();
  },
  OBR_ACTION_SET_TITLE: function ({ seat }, data) {
    seat.action = { ...seat.action, title: requireString(data.title, 'title') };
    this.changed();
  },
  OBR_ACTION_SET_ICON: function ({ seat }, data) {
    seat.action = { ...seat.action, icon: requireString(data.icon, 'icon') };
    this.changed();
  },
  OBR_ACTION_OPEN: function (ctx) {
    ctx.after(() => this.setActionOpen(ctx.seat.player.id, true));
  },
  OBR_ACTION_CLOSE: function (ctx) {
    ctx.after(() => this.setActionOpen(ctx.seat.player.id, false));
  },

  // popover
  OBR_POPOVER_OPEN: function (ctx, data) {
    const child = childPage(data, 'popover');
    ctx.after(() => this.openChild(ctx.seat, 'popover', child));
  },
  OBR_POPOVER_CLOSE: function (ctx, data) {
    const id = requireString(data.id, 'id');
    ctx.after(() => this.closeChild(ctx.seat.player.id, 'popover', id));
  },
  OBR_POPOVER_GET_WIDTH: ({ seat }, data) => ({ width: findChild(seat, data).width }),
  OBR_POPOVER_GET_HEIGHT: ({ seat }, data) => ({ height: findChild(seat, data).height }),
  OBR_POPOVER_SET_WIDTH: function ({ seat }, data) {
    findChild(seat, data).width = requireSize(data.width, 'width');
    this.changed();
  },
  OBR_POPOVER_SET_HEIGHT: function ({ seat }, data) {
    findChild(seat, data).height = requireSize(data.height, 'height');
    this.changed();
  },

  // modal
  OBR_MODAL_OPEN: function (ctx, data) {
    const child = childPage(data, 'modal');
    ctx.after(() => this.openChild(ctx.seat, 'modal', child));
  },
  OBR_MODAL_CLOSE: function (ctx, data) {
    const id = requireString(data.id, 'id');
    ctx.after(() => this.closeChild(ctx.seat.player.id, 'modal', id));
  },

  // scene: there is no scene, but extensions wait for it to be ready.
  OBR_SCENE_IS_READY: () => ({ ready: true }),
};

/** Every request id the sandbox answers with `_RESPONSE` (the rest get `_ERROR` NotImplemented). */
export const IMPLEMENTED_IDS: readonly string[] = [...Object.keys(HANDLERS), ...Object.keys(SUBSCRIPTIONS)].sort();
