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
  const newId = options.newId ?? (() => crypto.randomUUID());
  const icon = options.iconUrl ?? '/icon.svg';
  let kept: Kept | null = null;
  let told = false;
  let gms = new Set<string>();
  let gmConnections: string[] = [];
  const self = await port.getSelf();
  const learnParty = (party: PartyPlayer[]) => {
    const others = party.filter((p) => p.role === 'GM');
    gms = new Set([self.id, ...others.map((p) => p.id)]);
    gmConnections = [self.connectionId, ...others.map((p) => p.connectionId)].sort();
  };
  learnParty(await port.getParty());

  const tell = () => {
    if (told) return;
    told = true;
    void port.notify(PUT_BACK_NOTICE, 'WARNING');
  };

  /** Puts our anchor back as kept, after a deletion or a change by someone who is not a GM. */
  async function putBack(mine: SceneItem | undefined, k: Kept) {
    tell();
    if (!mine) return scene.items.add([anchorItem(k.id, k.position, options.cell, k.seats)]);
    const metadata = { ...mine.metadata, ...anchorMark(k.seats) };
    await scene.items.update([{ id: k.id, type: mine.type, position: k.position, metadata }]);
  }

  /** Takes the scene's anchors as they are: adopts the first a GM wrote, deletes the others, puts ours back. */
  async function reconcile(items: SceneItem[]) {
    const anchors = items.filter(isAnchor);
    const first = firstAnchor(anchors.filter((a) => gms.has(a.createdUserId)));
    const mine = kept ? anchors.find((a) => a.id === kept!.id) : undefined;
    if (first && first.id !== kept?.id && (!kept || !mine || first.zIndex < mine.zIndex)) {
      // No anchor kept yet, or an older one a GM placed (another GM tab's): every GM client keeps the same.
      kept = adopt(first);
    } else if (kept && !mine) {
      // A change heard late, from before our anchor was added: nothing to put back.
      if ((await scene.items.get([kept.id])).length > 0) return;
      // Another GM client of this room removed it (it clears the flag first): let it go.
      if (!isPlaced(await port.getRoomMetadata())) kept = null;
      else await putBack(undefined, kept);
    } else if (kept && mine) {
      const changed =
        !samePlace(mine.position, kept.position) || !sameSeats(seatTokensOf(mine), kept.seats);
      if (!changed || gms.has(mine.lastModifiedUserId)) kept = adopt(mine);
      else await putBack(mine, kept);
    }
    const strays = anchors.filter((a) => a.id !== kept?.id).map((a) => a.id);
    if (strays.length > 0) await scene.items.delete(strays);
  }

  let work = Promise.resolve();
  const queue = (job: () => Promise<void>) => {
    work = work.then(job).catch((error) => console.warn('The tavern table on the map:', error));
    return work;
  };
  const leads = () => gmConnections[0] === self.connectionId;

  /** A scene just opened (or this page started): its anchor, or a new one if the table follows the GM. */
  async function sceneOpened() {
    await reconcile(await scene.items.get());
    if (!leads()) return;
    const metadata = await port.getRoomMetadata();
    if (kept && !isPlaced(metadata))
      await port.setRoomMetadata({ [PLACED_KEY]: placedFlag(false) });
    if (kept || !isEveryScene(metadata)) return;
    kept = { id: newId(), position: await sceneCentre(scene), seats: {}, metadata: {} };
    await scene.items.add([anchorItem(kept.id, kept.position, options.cell)]);
  }

  const keeper: Keeper = {
    place: (at, everyScene = false) =>
      queue(async () => {
        if (kept) {
          kept.position = at;
          await scene.items.update([{ id: kept.id, type: 'SHAPE', position: at }]);
        } else {
          kept = { id: newId(), position: at, seats: {}, metadata: {} };
          await scene.items.add([anchorItem(kept.id, at, options.cell)]);
        }
        const flag = placedFlag(everyScene);
        const was = (await port.getRoomMetadata())[PLACED_KEY];
        if (JSON.stringify(was) !== JSON.stringify(flag))
          await port.setRoomMetadata({ [PLACED_KEY]: flag });
      }),
    remove: () =>
      queue(async () => {
        const id = kept?.id;
        kept = null;
        // The flag first: another GM client that sees the anchor go then knows a GM removed it.
        await port.setRoomMetadata({ [PLACED_KEY]: undefined });
        if (id) await scene.items.delete([id]);
      }),
    seat: (change) =>
      queue(async () => {
        const record = change(kept?.seats ?? {});
        if (!kept || !record || sameSeats(record, kept.seats)) return;
        kept.seats = record;
        const metadata = { ...kept.metadata, ...anchorMark(record) };
        await scene.items.update([{ id: kept.id, type: 'SHAPE', metadata }]);
      }),
    anchor: () => (kept ? { id: kept.id, position: { ...kept.position } } : null),
    leads,
    stop: () => stops.forEach((stop) => stop()),
  };

  const channel = port.openLocalChannel(MAP_CHANNEL);
  const stops = [
    port.onPartyChange(learnParty),
    scene.items.onChange((items) => void queue(() => reconcile(items))),
    // Another scene: its anchor, if it has one, is found afresh.
    scene.onReadyChange((ready) => {
      kept = null;
      channel.post(sceneAnswer(ready));
      if (ready) void queue(sceneOpened);
    }),
    channel.onMessage((data) => {
      const request = data as { type?: unknown; everyScene?: unknown } | null;
      if (request?.type === 'scene?')
        void scene.isReady().then((open) => channel.post(sceneAnswer(open)));
      if (request?.type !== 'place-at-view') return;
      void scene
        .viewport()
        .then((view) => keeper.place(view.bounds.center, request.everyScene === true));
    }),
    () => channel.close(),
  ];

  await placeMenus(scene, icon, keeper);
  const ready = await scene.isReady();
  channel.post(sceneAnswer(ready));
  if (ready) await queue(sceneOpened);
  return keeper;
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
