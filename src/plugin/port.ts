/**
 * The part of Owlbear Rodeo this extension uses, as a small interface. The
 * host, the sync layer and the panels talk to this port only; `obrPort.ts`
 * implements it over the real SDK and `memoryRoom.ts` in memory (a fake room
 * with several clients, for tests without a browser). Its scene part
 * (`scenePort.ts`) loads on demand.
 */
import type { Metadata, Role, Unsubscribe } from './portTypes';
import type { ScenePort } from './scenePort';

export type { Metadata, Role, Unsubscribe } from './portTypes';
export type * from './scenePort';

/** One connected client as Owlbear reports it. Its metadata is written by that client: untrusted. */
export interface PartyPlayer {
  id: string;
  connectionId: string;
  role: Role;
  name: string;
  metadata: Metadata;
}

/** `REMOTE`: every other client. `LOCAL`: this client's own pages. `ALL`: both. Never one client. */
export type Destination = 'REMOTE' | 'LOCAL' | 'ALL';

/** A broadcast as received: the data (untrusted) and the sender's connection, which Owlbear vouches for. */
export interface BroadcastEvent {
  data: unknown;
  connectionId: string;
}

export type ThemeMode = 'LIGHT' | 'DARK';

/** Owlbear's limit on room metadata, shared by every extension in the room: 16 kB of JSON. */
export const ROOM_METADATA_LIMIT = 16 * 1024;

/** The size of a value as Owlbear counts it against its limits: bytes of its JSON in UTF-8. */
export const jsonBytes = (value: unknown): number =>
  new TextEncoder().encode(JSON.stringify(value) ?? '').length;

export type NotificationVariant = 'DEFAULT' | 'ERROR' | 'INFO' | 'SUCCESS' | 'WARNING';

/** A page Owlbear opens over the whole room (`OBR.modal`); `url` absolute, since Owlbear resolves a path against the origin, not our sub-path. */
export interface ModalPage {
  id: string;
  url: string;
  width?: number;
  height?: number;
}

/**
 * A channel between this browser's own pages of our origin, beside Owlbear (a
 * `BroadcastChannel`): a message reaches every other page of ours in this
 * browser that opened the same name, and no other browser. It carries no
 * sender: whoever reads it knows only that a page of our origin here wrote it.
 */
export interface LocalChannel {
  post(data: unknown): void;
  onMessage(callback: (data: unknown) => void): Unsubscribe;
  close(): void;
}

export interface OwlbearPort {
  readonly roomId: string;

  /** This client's player: id, name, role, connection and metadata. */
  getSelf(): Promise<PartyPlayer>;
  onSelfChange(callback: (self: PartyPlayer) => void): Unsubscribe;
  /** Shallow-merges keys into this player's own metadata (nobody can write another's). */
  setPlayerMetadata(update: Metadata): Promise<void>;

  /** Everyone else in the room (Owlbear leaves this client out). */
  getParty(): Promise<PartyPlayer[]>;
  onPartyChange(callback: (players: PartyPlayer[]) => void): Unsubscribe;

  getRoomMetadata(): Promise<Metadata>;
  /** Shallow-merges keys into the room metadata every client reads (a key set to `undefined` is removed); refused past `ROOM_METADATA_LIMIT`. */
  setRoomMetadata(update: Metadata): Promise<void>;
  onRoomMetadataChange(callback: (metadata: Metadata) => void): Unsubscribe;

  sendBroadcast(channel: string, data: unknown, destination: Destination): Promise<void>;
  onBroadcast(channel: string, callback: (event: BroadcastEvent) => void): Unsubscribe;

  /** Shows a notification; resolves to its id, for `closeNotification`. */
  notify(message: string, variant?: NotificationVariant): Promise<string>;
  closeNotification(id: string): Promise<void>;

  getTheme(): Promise<ThemeMode>;
  onThemeChange(callback: (mode: ThemeMode) => void): Unsubscribe;

  /** Not Owlbear's: see `LocalChannel`. */
  openLocalChannel(name: string): LocalChannel;

  setBadgeText(text: string | undefined): Promise<void>;
  setActionHeight(height: number): Promise<void>;
  isActionOpen(): Promise<boolean>;
  onActionOpenChange(callback: (open: boolean) => void): Unsubscribe;

  /** Opens (or replaces) a modal of this extension, and closes it by id. */
  openModal(modal: ModalPage): Promise<void>;
  closeModal(id: string): Promise<void>;

  /** The scene: its items, this client's local items, the context menu, the viewport; its code loads on first call. */
  scene(): Promise<ScenePort>;
}
