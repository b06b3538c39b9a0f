/** What the sandbox's room is made of: players, the clients (seats) they connect with, their pages, and the SDK's errors. */
import type { HiddenTab } from './hiddenTab';
import type { ExtensionManifest } from './manifest';
import type { HostMessage } from './protocol';

export interface SeatNetwork {
  /** Every message from the seat's pages is handled (and answered) this late. */
  delayMs: number;
  /** The chance that a request is lost: no reply, so the SDK waits out its 5 s and rejects. */
  dropRate: number;
  /** The socket dropped: the seat is still listed, but nothing arrives from or reaches it. */
  ghost: boolean;
}

export type Role = 'GM' | 'PLAYER';
export type Metadata = Record<string, unknown>;
export type FrameKind = 'background' | 'action' | 'popover' | 'modal';
export type NotificationVariant = 'DEFAULT' | 'ERROR' | 'INFO' | 'SUCCESS' | 'WARNING';
export type BroadcastDestination = 'REMOTE' | 'LOCAL' | 'ALL';

/** The shape of the SDK's `Player` (lib/types/Player.d.ts): one connection of one player. */
export interface PlayerRecord {
  id: string;
  connectionId: string;
  role: Role;
  name: string;
  color: string;
  syncView: boolean;
  /** Per connection, as Owlbear lists it in the party: each connection writes its own. */
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

/**
 * One Owlbear client: a connection of a player, with its own pages. Owlbear's party lists connections, not people,
 * so one player (one `player.id`) may hold several seats: a second tab, a laptop and a TV.
 */
export interface Seat {
  /** The sandbox's own name for this client; stays through reloads and reconnects. */
  key: string;
  player: PlayerRecord;
  /** Bumped on every reload: the UI keys the seat's iframes by it so they all start over. */
  generation: number;
  action: ActionState;
  notifications: SeatNotification[];
  popovers: ChildPage[];
  modals: ChildPage[];
  /** What a real room's network does to this client (see `conditions.ts`). */
  network: SeatNetwork;
  /**
   * A fault, off by default: the client's own player metadata reads back empty after a reload, as reported of real
   * rooms (owlbear-rodeo/sdk issue 9), so its pages must publish what they keep there again.
   */
  losesMetadataOnReload: boolean;
  /** The client's tab is in the background (hiddenTab.ts): its pages' timers run as Chrome runs a hidden page's. */
  tabHidden: HiddenTab | null;
}

/** Which seat and which of its pages an iframe is. */
export interface FrameBinding {
  /** The seat's `key`. */
  seatId: string;
  kind: FrameKind;
  childId?: string;
}

export interface HostTransport {
  post(frameId: string, message: HostMessage, targetOrigin: string): void;
}

export interface SeatSpec {
  name: string;
  role: Role;
  color?: string;
  /** `false`: the seat starts with its action popover closed (only the background page runs). */
  actionOpen?: boolean;
  /** The seat's network from the start (a GM whose first requests are lost, say). */
  network?: Partial<Pick<SeatNetwork, 'delayMs' | 'dropRate'>>;
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

/** What the host did with a message, for the traffic log. */
export type ReceiveOutcome =
  | 'handled'
  | 'error'
  | 'unhandled'
  | 'stale'
  | 'unknown-frame'
  | 'delayed'
  | 'dropped';

export const DEFAULT_SEATS: readonly SeatSpec[] = [
  { name: 'GM', role: 'GM' },
  { name: 'Ana', role: 'PLAYER' },
  { name: 'Brom', role: 'PLAYER' },
  { name: 'Cyra', role: 'PLAYER' },
];

/** A refusal the SDK surfaces as a rejected promise (the `_ERROR` reply's data). */
export class HostError extends Error {
  constructor(
    readonly code:
      | 'NotImplemented'
      | 'InvalidRequest'
      | 'LimitExceeded'
      | 'NotFound'
      | 'InternalError',
    message: string,
  ) {
    super(message);
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

export function clonePlayer(player: PlayerRecord): PlayerRecord {
  return { ...player, metadata: structuredClone(player.metadata) };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function requireRecord(value: unknown, what: string): Metadata {
  if (!isRecord(value)) throw new HostError('InvalidRequest', `${what} must be an object`);
  return value;
}

export function requireString(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new HostError('InvalidRequest', `${what} must be a string`);
  return value;
}

export function requireSize(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new HostError('InvalidRequest', `${what} must be a non-negative number`);
  }
  return value;
}
