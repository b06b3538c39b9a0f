/**
 * The sandbox's scene (docs/sandbox.md, "The scene"): the room's scenes (`sceneRoom.ts`) told to every seat's pages
 * as Owlbear tells them, the context menu entries pages add (`contextMenus.ts`), each seat's viewport, and what a
 * person does on the scene pane as a seat: right-click, move, delete, open another scene. The scenes start with a
 * map and a token per player, each made by its player, so a player has a token of their own to right-click.
 */
import { ContextMenus, type MenuTarget, type ShownEntry } from './contextMenus';
import type { Seat } from './model';
import type { FrameRelay } from './relay';
import { type RawItem, SceneRoom } from './sceneRoom';
import { START_VIEWPORT, type Vector2, type ViewportState } from './sceneGeometry';
import { isSeeded, mapItem, tokenItem } from './sceneSeeds';
import { type SeenItem, seen } from './sceneView';

export type { SeenItem } from './sceneView';

/** What the scene reaches of the host. */
export interface SceneHost {
  readonly relay: FrameRelay;
  readonly newId: () => string;
  seat(seatKey: string): Seat | undefined;
  seats(): Seat[];
  label(seat: Seat): string;
}

/** A shared write a person made on the scene pane as a seat (no page sent it): the traffic pane lists it. */
export interface PaneWrite {
  seatKey: string;
  id: string;
  data: unknown;
}

export const SCENE_NAMES = ['Tavern', 'Cellar'] as const;

export class SandboxScene {
  readonly room: SceneRoom;
  readonly menus: ContextMenus;
  private readonly viewports = new Map<string, ViewportState>();
  private readonly paneWriteListeners = new Set<(write: PaneWrite) => void>();
  /** Told when anything the scene pane shows changes (it alone redraws: scene writes come with every move). */
  private readonly changeListeners = new Set<() => void>();
  /** Events of the request being handled, posted after its reply (as every change event is). */
  private held: (() => void)[] | null = null;

  constructor(private readonly host: SceneHost) {
    this.room = new SceneRoom({
      shared: (items) =>
        this.post(() =>
          host.relay.postToSubscribed('sceneItems', () => ({
            id: 'OBR_SCENE_ITEMS_EVENT_CHANGE',
            data: { items },
          })),
        ),
      local: (seatKey, items) =>
        this.post(() =>
          host.relay.postToSeat(seatKey, 'sceneLocal', {
            id: 'OBR_SCENE_LOCAL_EVENT_CHANGE',
            data: { items },
          }),
        ),
      ready: (ready) =>
        this.post(() =>
          host.relay.postToSubscribed('sceneReady', () => ({
            id: 'OBR_SCENE_EVENT_READY_CHANGE',
            data: { ready },
          })),
        ),
    });
    this.menus = new ContextMenus((page, ref) => host.relay.get(page)?.ref === ref);
  }

  /** The room's scenes as a fresh room has them, the first one open: its map, and a token per player seat. */
  seed(): void {
    this.room.open(null);
    this.menus.clear();
    this.viewports.clear();
    const seats = this.host.seats();
    const gm = seats.find((seat) => seat.player.role === 'GM')?.player.id ?? '';
    const players = seats.filter(
      (seat, i) =>
        seat.player.role === 'PLAYER' &&
        seats.findIndex((s) => s.player.id === seat.player.id) === i,
    );
    this.room.addScene(SCENE_NAMES[0], [
      mapItem(this.host.newId(), gm, '#5b4636'),
      ...players.map((seat, i) => tokenItem(this.host.newId(), seat.player, i)),
      // An NPC's token, made by the GM.
      tokenItem(this.host.newId(), { id: gm, name: 'Barkeep', color: '#8d6e63' }, players.length),
    ]);
    this.room.addScene(SCENE_NAMES[1], [mapItem(this.host.newId(), gm, '#3b4252')]);
    this.room.open(SCENE_NAMES[0]);
  }

  /** A player who joins later puts a token of theirs in the open scene. */
  seatJoined(seat: Seat): void {
    if (!this.room.ready || seat.player.role !== 'PLAYER') return;
    const count = this.room.list('shared', '').filter((item) => item.layer === 'CHARACTER').length;
    this.write(seat, () =>
      this.room.add('shared', this.writer(seat), [
        tokenItem(this.host.newId(), seat.player, count),
      ]),
    );
  }

  /** A client that reloads or leaves loses its local items, its context menu entries and its view. */
  seatGone(seatKey: string): void {
    this.room.dropClient(seatKey);
    this.menus.dropClient(seatKey);
    this.viewports.delete(seatKey);
    this.changed();
  }

  /** Runs one page request's scene work; its change events wait for `flush`, after the reply. */
  holding<T>(run: () => T): { result: T; flush: () => void } {
    this.held = [];
    try {
      const result = run();
      const events = this.held;
      return { result, flush: () => events.forEach((post) => post()) };
    } finally {
      this.held = null;
    }
  }

  writer(seat: Seat) {
    return { client: seat.key, userId: seat.player.id };
  }

  // ---- the viewport -----------------------------------------------------------

  viewport(seatKey: string): ViewportState {
    return this.viewports.get(seatKey) ?? START_VIEWPORT;
  }

  setViewport(seatKey: string, patch: Partial<Pick<ViewportState, 'position' | 'scale'>>): void {
    const scale = patch.scale !== undefined && patch.scale > 0 ? patch.scale : undefined;
    this.viewports.set(seatKey, {
      ...this.viewport(seatKey),
      ...(patch.position ? { position: { ...patch.position } } : {}),
      ...(scale ? { scale } : {}),
    });
    this.changed();
  }

  // ---- what a person does on the scene pane, as a seat -------------------------

  /** The open scene's items one seat sees: the shared ones and its own local ones, hidden ones to a GM only. */
  seenBy(seatKey: string): SeenItem[] {
    const seat = this.host.seat(seatKey);
    if (!seat || !this.room.ready) return [];
    return seen(
      this.room.list('shared', seatKey),
      this.room.list('local', seatKey),
      seat.player.role,
    );
  }

  /** What a right-click on a shared item (or the empty map, `itemId` absent) shows this seat. */
  menuFor(seatKey: string, target: { itemId?: string; point?: Vector2 }): ShownEntry[] {
    const seat = this.host.seat(seatKey);
    const resolved = this.target(target);
    return seat && resolved ? this.menus.shown(seatKey, seat.player.role, resolved) : [];
  }

  /** The seat clicks entry `menuId` of that right-click: the page that made it hears the click. */
  clickMenu(
    seatKey: string,
    menuId: string,
    target: { itemId?: string; point?: Vector2 },
  ): boolean {
    const seat = this.host.seat(seatKey);
    const resolved = this.target(target);
    const click = seat && resolved && this.menus.click(seatKey, seat.player.role, menuId, resolved);
    if (!click) return false;
    this.host.relay.post(click.page, { id: 'OBR_CONTEXT_MENU_EVENT_CLICK', data: click.data });
    return true;
  }

  /** The seat moves shared items to these positions (as any client of a real room may). */
  moveItems(seatKey: string, moves: { id: string; position: Vector2 }[]): void {
    const seat = this.host.seat(seatKey);
    if (!seat || !this.room.ready) return;
    const known = new Map(this.room.list('shared', seatKey).map((item) => [item.id, item]));
    const updates = moves.flatMap(({ id, position }) => {
      const item = known.get(id);
      return item ? [{ id, type: item.type, position }] : [];
    });
    if (updates.length)
      this.write(seat, () => this.room.update('shared', this.writer(seat), updates), {
        id: 'OBR_SCENE_ITEMS_UPDATE_ITEMS',
        data: { updates },
      });
  }

  /** The seat deletes shared items (and what is attached to them). */
  deleteItems(seatKey: string, ids: string[]): void {
    const seat = this.host.seat(seatKey);
    if (!seat || !this.room.ready || ids.length === 0) return;
    this.write(seat, () => this.room.delete('shared', this.writer(seat), ids), {
      id: 'OBR_SCENE_ITEMS_DELETE_ITEMS',
      data: { ids },
    });
  }

  /** The shared items no seed of the sandbox made: an extension's. */
  extensionItems(): RawItem[] {
    return this.room.ready
      ? this.room.list('shared', '').filter((item) => item.metadata && !isSeeded(item))
      : [];
  }

  /**
   * The fault of a seat whose client writes the extension's shared items, as any client of a real room can: moves them
   * all a grid cell to the right, or deletes them.
   */
  tamper(seatKey: string, fault: 'move' | 'delete'): void {
    const items = this.extensionItems();
    if (fault === 'delete')
      this.deleteItems(
        seatKey,
        items.map((item) => item.id),
      );
    else
      this.moveItems(
        seatKey,
        items.map(({ id, position }) => ({ id, position: { x: position.x + 150, y: position.y } })),
      );
  }

  /** The GM opens another scene (or none). */
  openScene(name: string | null): void {
    this.room.open(name);
    this.changed();
  }

  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Listens to the shared writes made on the pane, for the traffic log. */
  onPaneWrite(listener: (write: PaneWrite) => void): () => void {
    this.paneWriteListeners.add(listener);
    return () => this.paneWriteListeners.delete(listener);
  }

  private write(seat: Seat, run: () => void, logged?: { id: string; data: unknown }): void {
    const { flush } = this.holding(run);
    if (logged)
      for (const listener of this.paneWriteListeners) listener({ seatKey: seat.key, ...logged });
    flush();
  }

  private target(target: { itemId?: string; point?: Vector2 }): MenuTarget | null {
    if (!this.room.ready) return null;
    if (target.itemId === undefined) return { point: target.point ?? { x: 0, y: 0 } };
    const items = this.room.list('shared', '', [target.itemId]);
    return items.length ? { items } : null;
  }

  private changed(): void {
    for (const listener of this.changeListeners) listener();
  }

  private post(deliver: () => void): void {
    if (this.held) this.held.push(deliver);
    else deliver();
    this.changed();
  }
}
