/**
 * What the host's helpers (its network conditions, its seats' pages, its request handlers) reach of the host:
 * the room as they read and change it. `SandboxHost` is one; the helpers name this, not the host, so the host
 * builds them and none of them imports it back.
 */
import type { Metadata, PlayerRecord, Seat } from './model';
import type { FrameRelay } from './relay';

export interface HostSide {
  readonly relay: FrameRelay;
  readonly newId: () => string;
  readonly roomMetadata: Metadata;
  seat(seatKey: string): Seat | undefined;
  /** Something a panel of the sandbox shows changed. */
  changed(): void;
  /** Tells every other seat's subscribed pages who is in their party now. */
  partyChanged(changedKey: string, absentKey?: string): void;
  partyFor(viewerKey: string, absentKey?: string): PlayerRecord[];
  updatePlayer(seatKey: string, patch: Partial<Omit<PlayerRecord, 'id' | 'connectionId'>>): void;
  setRoomMetadata(update: Metadata): void;
  roomMetadataChanged(): void;
}
