/**
 * The GM's client keeps the table's anchor, the one shared item: it places it (the context menu, or the lobby's
 * button at the centre of the GM's view), moves it, removes it, records which seat sits at which token on it, and
 * puts it back when anyone but a GM moved, deleted or rewrote it, telling the GM once. Only this client writes shared
 * items. After a reload it finds the anchor by our metadata key and deletes any other, so a table is never doubled.
 * A table placed "for every scene" is placed again at the centre of each scene the GM opens without one.
 */
import type {
  Metadata,
  OwlbearPort,
  PartyPlayer,
  SceneItem,
  ScenePort,
  Vector2,
} from '../plugin/port';
import { anchorItem, anchorMark, isAnchor } from './anchor';
import { isPlaced, MAP_CHANNEL, MAP_KEY, PLACED_KEY } from './keys';
import { type SeatTokens, sameSeats, seatTokensOf } from './seats';

export const PLACE_MENU = `${MAP_KEY}/place`;
export const PLACE_EVERY_MENU = `${MAP_KEY}/place-every-scene`;
export const REMOVE_MENU = `${MAP_KEY}/remove`;

export const PUT_BACK_NOTICE =
  'Someone who is not a GM moved or deleted the tavern table on the map: it is back in its place.';

/** What the keeper tells the GM's pages on the local channel whenever a scene opens or closes, and when asked. */
export const SCENE_QUESTION = { type: 'scene?' } as const;
export const sceneAnswer = (open: boolean) => ({ type: 'scene', open }) as const;

/** Whether the room's table follows the GM into every scene (the flag's `everyScene`, set by the GM's client). */
export const isEveryScene = (metadata: Metadata): boolean =>
  isPlaced(metadata) && (metadata[PLACED_KEY] as { everyScene?: unknown }).everyScene === true;

const placedFlag = (everyScene: boolean) =>
  everyScene ? { placed: true, everyScene: true } : { placed: true };

export interface Keeper {
  place(at: Vector2, everyScene?: boolean): Promise<void>;
  remove(): Promise<void>;
  /**
   * Records which seat sits at which token on the anchor, as `change` makes it from the record kept (null: no
   * change), in turn with every other write: one write, none when nothing changes.
   */
  seat(change: (record: SeatTokens) => SeatTokens | null): Promise<void>;
  /** The anchor kept, or null. */
  anchor(): { id: string; position: Vector2 } | null;
  /** Whether this is the GM client that answers for the room (the first GM connection), of several GM tabs. */
  leads(): boolean;
  stop(): void;
}

/** The anchor a page keeps of several: the oldest written, then by id, so every client picks the same. */
export const firstAnchor = (items: readonly SceneItem[]): SceneItem | null =>
  items.filter(isAnchor).sort((a, b) => a.zIndex - b.zIndex || (a.id < b.id ? -1 : 1))[0] ?? null;

const samePlace = (a: Vector2, b: Vector2) => a.x === b.x && a.y === b.y;

interface Kept {
  id: string;
  position: Vector2;
  seats: SeatTokens;
  /** The anchor's metadata as last read: another extension's keys on it are kept through our writes. */
  metadata: Metadata;
}

const adopt = (item: SceneItem): Kept => ({
  id: item.id,
  position: item.position,
  seats: seatTokensOf(item),
  metadata: item.metadata,
});

/** The centre of the open scene's map (its MAP-layer items), or of the GM's view when it has none. */
async function sceneCentre(scene: ScenePort): Promise<Vector2> {
  const maps = (await scene.items.get()).filter((item) => item.layer === 'MAP');
  if (maps.length > 0) return (await scene.items.bounds(maps.map((m) => m.id))).center;
  return (await scene.viewport()).bounds.center;
}

export async function keepTable(
  port: OwlbearPort,
  scene: ScenePort,
  options: { cell: number; newId?: () => string; iconUrl?: string },
): Promise<Keeper> {
  const self = await port.getSelf();
  const keeper = new TableKeeper(port, scene, self, options);
  keeper.learnParty(await port.getParty());
  keeper.listen();
  await placeMenus(scene, options.iconUrl ?? '/icon.svg', keeper);
  const ready = await scene.isReady();
  keeper.channel.post(sceneAnswer(ready));
  if (ready) await keeper.queue(() => keeper.sceneOpened());
  return keeper;
}

class TableKeeper implements Keeper {
  private kept: Kept | null = null;
  private told = false;
  private gms = new Set<string>();
  private gmConnections: string[] = [];
  private work = Promise.resolve();
  private stops: (() => void)[] = [];
  private readonly newId: () => string;
  readonly channel;

  constructor(
    private readonly port: OwlbearPort,
    private readonly scene: ScenePort,
    private readonly self: PartyPlayer,
    private readonly options: { cell: number; newId?: () => string },
  ) {
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.channel = port.openLocalChannel(MAP_CHANNEL);
  }

  learnParty = (party: PartyPlayer[]) => {
    const others = party.filter((p) => p.role === 'GM');
    this.gms = new Set([this.self.id, ...others.map((p) => p.id)]);
    this.gmConnections = [this.self.connectionId, ...others.map((p) => p.connectionId)].sort();
  };

  queue(job: () => Promise<void>) {
    this.work = this.work
      .then(job)
      .catch((error) => console.warn('The tavern table on the map:', error));
    return this.work;
  }

  leads = () => this.gmConnections[0] === this.self.connectionId;

  place = (at: Vector2, everyScene = false) =>
    this.queue(async () => {
      const { kept, scene } = this;
      if (kept) {
        kept.position = at;
        await scene.items.update([{ id: kept.id, type: 'SHAPE', position: at }]);
      } else {
        this.kept = { id: this.newId(), position: at, seats: {}, metadata: {} };
        await scene.items.add([anchorItem(this.kept.id, at, this.options.cell)]);
      }
      const flag = placedFlag(everyScene);
      const was = (await this.port.getRoomMetadata())[PLACED_KEY];
      if (JSON.stringify(was) !== JSON.stringify(flag))
        await this.port.setRoomMetadata({ [PLACED_KEY]: flag });
    });

  remove = () =>
    this.queue(async () => {
      const id = this.kept?.id;
      this.kept = null;
      // The flag first: another GM client that sees the anchor go then knows a GM removed it.
      await this.port.setRoomMetadata({ [PLACED_KEY]: undefined });
      if (id) await this.scene.items.delete([id]);
    });

  seat = (change: (record: SeatTokens) => SeatTokens | null) =>
    this.queue(async () => {
      const { kept } = this;
      const record = change(kept?.seats ?? {});
      if (!kept || !record || sameSeats(record, kept.seats)) return;
      kept.seats = record;
      const metadata = { ...kept.metadata, ...anchorMark(record) };
      await this.scene.items.update([{ id: kept.id, type: 'SHAPE', metadata }]);
    });

  anchor = () => (this.kept ? { id: this.kept.id, position: { ...this.kept.position } } : null);

  stop = () => this.stops.forEach((stop) => stop());

  /** Follows the party, the scene's items, the scene opening and closing, and the GM's pages asking. */
  listen() {
    const { port, scene, channel } = this;
    this.stops = [
      port.onPartyChange(this.learnParty),
      scene.items.onChange((items) => void this.queue(() => this.reconcile(items))),
      // Another scene: its anchor, if it has one, is found afresh.
      scene.onReadyChange((ready) => {
        this.kept = null;
        channel.post(sceneAnswer(ready));
        if (ready) void this.queue(() => this.sceneOpened());
      }),
      channel.onMessage((data) => this.asked(data)),
      () => channel.close(),
    ];
  }

  /** A GM's page asks whether a scene is open, or to place the table at the centre of the GM's view. */
  private asked(data: unknown) {
    const request = data as { type?: unknown; everyScene?: unknown } | null;
    if (request?.type === 'scene?')
      void this.scene.isReady().then((open) => this.channel.post(sceneAnswer(open)));
    if (request?.type !== 'place-at-view') return;
    void this.scene
      .viewport()
      .then((view) => this.place(view.bounds.center, request.everyScene === true));
  }

  /** A scene just opened (or this page started): its anchor, or a new one if the table follows the GM. */
  async sceneOpened() {
    const { port, scene } = this;
    await this.reconcile(await scene.items.get());
    if (!this.leads()) return;
    const metadata = await port.getRoomMetadata();
    if (this.kept && !isPlaced(metadata))
      await port.setRoomMetadata({ [PLACED_KEY]: placedFlag(false) });
    if (this.kept || !isEveryScene(metadata)) return;
    const kept = { id: this.newId(), position: await sceneCentre(scene), seats: {}, metadata: {} };
    this.kept = kept;
    await scene.items.add([anchorItem(kept.id, kept.position, this.options.cell)]);
  }

  /** Takes the scene's anchors as they are: adopts the first a GM wrote, deletes the others, puts ours back. */
  private async reconcile(items: SceneItem[]) {
    const anchors = items.filter(isAnchor);
    const first = firstAnchor(anchors.filter((a) => this.gms.has(a.createdUserId)));
    const kept = this.kept;
    const mine = kept ? anchors.find((a) => a.id === kept.id) : undefined;
    if (first && first.id !== kept?.id && (!kept || !mine || first.zIndex < mine.zIndex)) {
      // No anchor kept yet, or an older one a GM placed (another GM tab's): every GM client keeps the same.
      this.kept = adopt(first);
    } else if (kept && !mine) await this.lost(kept);
    else if (kept && mine) {
      const changed =
        !samePlace(mine.position, kept.position) || !sameSeats(seatTokensOf(mine), kept.seats);
      if (!changed || this.gms.has(mine.lastModifiedUserId)) this.kept = adopt(mine);
      else await this.putBack(mine, kept);
    }
    const strays = anchors.filter((a) => a.id !== this.kept?.id).map((a) => a.id);
    if (strays.length > 0) await this.scene.items.delete(strays);
  }

  /** Our anchor is missing from a change: heard late, removed by another GM client, or deleted by someone else. */
  private async lost(kept: Kept) {
    // A change heard late, from before our anchor was added: nothing to put back.
    if ((await this.scene.items.get([kept.id])).length > 0) return;
    // Another GM client of this room removed it (it clears the flag first): let it go.
    if (!isPlaced(await this.port.getRoomMetadata())) this.kept = null;
    else await this.putBack(undefined, kept);
  }

  /** Puts our anchor back as kept, after a deletion or a change by someone who is not a GM. */
  private async putBack(mine: SceneItem | undefined, k: Kept) {
    if (!this.told) {
      this.told = true;
      void this.port.notify(PUT_BACK_NOTICE, 'WARNING');
    }
    const { scene } = this;
    if (!mine) return scene.items.add([anchorItem(k.id, k.position, this.options.cell, k.seats)]);
    const metadata = { ...mine.metadata, ...anchorMark(k.seats) };
    await scene.items.update([{ id: k.id, type: mine.type, position: k.position, metadata }]);
  }
}

/** The GM's entries: set the table here (for this scene, or for every scene), and remove it. */
async function placeMenus(scene: ScenePort, icon: string, keeper: Keeper) {
  const anywhere = { roles: ['GM' as const], min: 0, max: 1 };
  await scene.createContextMenu(
    { id: PLACE_MENU, icons: [{ icon, label: 'Set the tavern table here', filter: anywhere }] },
    (click) => void keeper.place(click.bounds.center, false),
  );
  await scene.createContextMenu(
    {
      id: PLACE_EVERY_MENU,
      icons: [{ icon, label: 'Set the tavern table here, for every scene', filter: anywhere }],
    },
    (click) => void keeper.place(click.bounds.center, true),
  );
  await scene.createContextMenu(
    {
      id: REMOVE_MENU,
      icons: [
        {
          icon,
          label: 'Remove the tavern table',
          filter: {
            roles: ['GM'],
            max: 1,
            every: [{ key: ['metadata', MAP_KEY, 'anchor'], value: true }],
          },
        },
      ],
    },
    () => void keeper.remove(),
  );
}
