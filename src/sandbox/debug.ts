import type { FrameBridge } from './bridge';
import type { SandboxHost } from './host';
import type { ShownEntry } from './contextMenus';
import type { SeenItem } from './sandboxScene';
import type { Vector2 } from './sceneGeometry';
import { removeOtherExtensions } from './freeMetadata';
import type { HiddenTab } from './hiddenTab';
import type { TrafficEntry } from './traffic';

/** Plain data about the sandbox, for browser tests and the devtools console (`obrSandbox.state()`). */
export interface SandboxSnapshot {
  roomId: string;
  theme: 'LIGHT' | 'DARK';
  roomMetadata: Record<string, unknown>;
  omitLocalConnectionId: boolean;
  seats: Array<{
    /** The sandbox's name for the seat: the player's, with `(2)` for their second connection. */
    name: string;
    playerName: string;
    id: string;
    connectionId: string;
    role: 'GM' | 'PLAYER';
    color: string;
    metadata: Record<string, unknown>;
    actionOpen: boolean;
    actionHeight: number;
    badgeText: string | undefined;
    network: { delayMs: number; dropRate: number; ghost: boolean };
    losesMetadataOnReload: boolean;
    tabHidden: HiddenTab | null;
    selection: string[] | undefined;
    notifications: Array<{ message: string; variant: string }>;
    popovers: string[];
    modals: string[];
  }>;
}

/** What a right-click is on, as a seat: a shared item, or a point of the empty map. */
export interface MenuSpot {
  itemId?: string;
  point?: Vector2;
}

/** The scene as one seat's screen shows it (docs/sandbox.md, "The scene"). */
export interface SeatScene {
  ready: boolean;
  /** The open scene's name, or null. */
  scene: string | null;
  /** The shared items (hidden ones for a GM only) and, marked `local`, that seat's own local items. */
  items: SeenItem[];
}

export interface SandboxDebugHandle {
  state(): SandboxSnapshot;
  traffic(): TrafficEntry[];
  /** What a real room does, by seat name (docs/sandbox.md, "Real-room conditions"). */
  setNetwork(name: string, network: { delayMs?: number; dropRate?: number }): void;
  ghost(name: string, ms: number): void;
  reconnect(name: string): void;
  /** The seat's player opens another connection (a second tab): it is named `<name> (2)`, and so on. */
  openConnection(name: string): string;
  churnSelection(name: string): void;
  loseMetadataOnReload(name: string, on: boolean): void;
  /** The seat's tab in the background (Chrome's figures unless `how` shortens them), or back (null). */
  hideTab(name: string, how: Partial<Omit<HiddenTab, 'since'>> | null): void;
  setActionOpen(name: string, open: boolean): void;
  omitLocalConnectionId(on: boolean): void;
  fillRoomMetadata(totalBytes: number): void;
  removeOtherExtensions(): void;
  /** The scene, by seat name: what the seat sees, what its right-click offers, what it writes as any client can. */
  scene(name: string): SeatScene;
  openScene(scene: string | null): void;
  sceneMenu(name: string, on: MenuSpot): ShownEntry[];
  /** False when that right-click does not offer the entry. */
  clickSceneMenu(name: string, menuId: string, on: MenuSpot): boolean;
  moveItems(name: string, moves: { id: string; position: Vector2 }[]): void;
  deleteItems(name: string, ids: string[]): void;
  /** The fault: the seat's client moves (a grid cell right) or deletes every shared item an extension made. */
  tamperScene(name: string, fault: 'move' | 'delete'): void;
  setViewport(name: string, view: { position?: Vector2; scale?: number }): void;
}

declare global {
  interface Window {
    obrSandbox?: SandboxDebugHandle;
  }
}

/** The sandbox as plain data, copied, so a caller cannot change it through what it reads. */
function snapshotOf(host: SandboxHost): SandboxSnapshot {
  return structuredClone({
    roomId: host.roomId,
    theme: host.theme.mode,
    roomMetadata: host.roomMetadata,
    omitLocalConnectionId: host.omitLocalConnectionId,
    seats: host.seats().map((seat) => ({
      name: host.label(seat),
      playerName: seat.player.name,
      id: seat.player.id,
      connectionId: seat.player.connectionId,
      role: seat.player.role,
      color: seat.player.color,
      metadata: seat.player.metadata,
      actionOpen: seat.action.open,
      actionHeight: seat.action.height,
      badgeText: seat.action.badgeText,
      network: seat.network,
      losesMetadataOnReload: seat.losesMetadataOnReload,
      tabHidden: seat.tabHidden,
      selection: seat.player.selection,
      notifications: seat.notifications.map(({ message, variant }) => ({ message, variant })),
      popovers: seat.popovers.map((popover) => popover.id),
      modals: seat.modals.map((modal) => modal.id),
    })),
  });
}

type SceneHandle = Pick<
  SandboxDebugHandle,
  | 'scene'
  | 'openScene'
  | 'sceneMenu'
  | 'clickSceneMenu'
  | 'moveItems'
  | 'deleteItems'
  | 'tamperScene'
  | 'setViewport'
>;

/** The scene's part of the handle, by seat name. */
function sceneHandle(host: SandboxHost, seatId: (name: string) => string): SceneHandle {
  return {
    scene: (name) =>
      structuredClone({
        ready: host.scene.room.ready,
        scene: host.scene.room.sceneName,
        items: host.scene.seenBy(seatId(name)),
      }),
    openScene: (scene) => host.scene.openScene(scene),
    sceneMenu: (name, on) => host.scene.menuFor(seatId(name), on),
    clickSceneMenu: (name, menuId, on) => host.scene.clickMenu(seatId(name), menuId, on),
    moveItems: (name, moves) => host.scene.moveItems(seatId(name), moves),
    deleteItems: (name, ids) => host.scene.deleteItems(seatId(name), ids),
    tamperScene: (name, fault) => host.scene.tamper(seatId(name), fault),
    setViewport: (name, view) => host.scene.setViewport(seatId(name), view),
  };
}

export function exposeDebugHandle(bridge: FrameBridge): void {
  const { host, log } = bridge;
  const seatId = (name: string): string => {
    const seat = host.seatLabelled(name);
    if (!seat) throw new Error(`No seat named ${name}`);
    return seat.key;
  };
  window.obrSandbox = {
    state: () => snapshotOf(host),
    traffic: () => log.all().map((entry) => ({ ...entry })),
    setNetwork: (name, network) => host.conditions.setNetwork(seatId(name), network),
    ghost: (name, ms) => host.conditions.ghost(seatId(name), ms),
    reconnect: (name) => host.conditions.reconnect(seatId(name)),
    openConnection: (name) => host.label(host.openConnection(seatId(name))!),
    churnSelection: (name) => host.conditions.churnSelection(seatId(name)),
    loseMetadataOnReload: (name, on) => host.conditions.loseMetadataOnReload(seatId(name), on),
    hideTab: (name, how) => host.conditions.hideTab(seatId(name), how),
    setActionOpen: (name, open) => host.pages.setActionOpen(seatId(name), open),
    omitLocalConnectionId: (on) => {
      host.omitLocalConnectionId = on;
      host.changed();
    },
    fillRoomMetadata: (totalBytes) => host.conditions.fillRoomMetadata(totalBytes),
    removeOtherExtensions: () => removeOtherExtensions(host),
    ...sceneHandle(host, seatId),
  };
}
