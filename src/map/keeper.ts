/**
 * The GM's client keeps the table's anchor, the one shared item: it places it (the context menu, or the lobby's
 * button at the centre of the GM's view), moves it, removes it, and puts it back when anyone but a GM moved or
 * deleted it, telling the GM once. Only this client writes shared items. After a reload it finds the anchor by our
 * metadata key and deletes any other, so a table is never doubled.
 */
import type { OwlbearPort, PartyPlayer, SceneItem, ScenePort, Vector2 } from '../plugin/port';
import { anchorItem, isAnchor } from './anchor';
import { isPlaced, MAP_CHANNEL, MAP_KEY, PLACED_KEY } from './keys';

export const PLACE_MENU = `${MAP_KEY}/place`;
export const REMOVE_MENU = `${MAP_KEY}/remove`;

export const PUT_BACK_NOTICE =
  'Someone who is not a GM moved or deleted the tavern table on the map: it is back in its place.';

export interface Keeper {
  place(at: Vector2): Promise<void>;
  remove(): Promise<void>;
  /** The anchor kept, or null. */
  anchor(): { id: string; position: Vector2 } | null;
  stop(): void;
}

/** The anchor a page keeps of several: the oldest written, then by id, so every client picks the same. */
export const firstAnchor = (items: readonly SceneItem[]): SceneItem | null =>
  items.filter(isAnchor).sort((a, b) => a.zIndex - b.zIndex || (a.id < b.id ? -1 : 1))[0] ?? null;

const samePlace = (a: Vector2, b: Vector2) => a.x === b.x && a.y === b.y;

export async function keepTable(
  port: OwlbearPort,
  scene: ScenePort,
  options: { cell: number; newId?: () => string; iconUrl?: string },
): Promise<Keeper> {
  const newId = options.newId ?? (() => crypto.randomUUID());
  const icon = options.iconUrl ?? '/icon.svg';
  let kept: { id: string; position: Vector2 } | null = null;
  let told = false;
  let gms = new Set<string>();
  const self = await port.getSelf();
  const learnParty = (party: PartyPlayer[]) => {
    gms = new Set([self.id, ...party.filter((p) => p.role === 'GM').map((p) => p.id)]);
  };
  learnParty(await port.getParty());

  const tell = () => {
    if (told) return;
    told = true;
    void port.notify(PUT_BACK_NOTICE, 'WARNING');
  };

  /** Takes the scene's anchors as they are: adopts the first a GM wrote, deletes the others, puts ours back. */
  async function reconcile(items: SceneItem[]) {
    const anchors = items.filter(isAnchor);
    const mine = kept && anchors.find((a) => a.id === kept!.id);
    if (!kept) {
      const first = firstAnchor(anchors.filter((a) => gms.has(a.createdUserId)));
      if (first) kept = { id: first.id, position: first.position };
    } else if (!mine) {
      // Another GM client of this room removed it (it clears the flag first): let it go.
      if (!isPlaced(await port.getRoomMetadata())) kept = null;
      else {
        tell();
        await scene.items.add([anchorItem(kept.id, kept.position, options.cell)]);
      }
    } else if (!samePlace(mine.position, kept.position)) {
      if (gms.has(mine.lastModifiedUserId)) kept.position = mine.position;
      else {
        tell();
        await scene.items.update([{ id: kept.id, type: mine.type, position: kept.position }]);
      }
    }
    const strays = anchors.filter((a) => a.id !== kept?.id).map((a) => a.id);
    if (strays.length > 0) await scene.items.delete(strays);
  }

  let work = Promise.resolve();
  const queue = (job: () => Promise<void>) => {
    work = work.then(job).catch((error) => console.warn('The tavern table on the map:', error));
    return work;
  };

  const keeper: Keeper = {
    place: (at) =>
      queue(async () => {
        if (kept) {
          kept.position = at;
          await scene.items.update([{ id: kept.id, type: 'SHAPE', position: at }]);
          return;
        }
        kept = { id: newId(), position: at };
        await scene.items.add([anchorItem(kept.id, at, options.cell)]);
        await port.setRoomMetadata({ [PLACED_KEY]: { placed: true } });
      }),
    remove: () =>
      queue(async () => {
        const id = kept?.id;
        kept = null;
        // The flag first: another GM client that sees the anchor go then knows a GM removed it.
        await port.setRoomMetadata({ [PLACED_KEY]: undefined });
        if (id) await scene.items.delete([id]);
      }),
    anchor: () => (kept ? { id: kept.id, position: { ...kept.position } } : null),
    stop: () => stops.forEach((stop) => stop()),
  };

  const channel = port.openLocalChannel(MAP_CHANNEL);
  const stops = [
    port.onPartyChange(learnParty),
    scene.items.onChange((items) => void queue(() => reconcile(items))),
    // Another scene: its anchor, if it has one, is found afresh.
    scene.onReadyChange(() => {
      kept = null;
      void queue(async () => reconcile(await scene.items.get()));
    }),
    channel.onMessage((data) => {
      if ((data as { type?: unknown })?.type !== 'place-at-view') return;
      void scene.viewport().then((view) => keeper.place(view.bounds.center));
    }),
    () => channel.close(),
  ];

  await scene.createContextMenu(
    {
      id: PLACE_MENU,
      icons: [
        { icon, label: 'Set the tavern table here', filter: { roles: ['GM'], min: 0, max: 1 } },
      ],
    },
    (click) => void keeper.place(click.bounds.center),
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
  if (await scene.isReady()) await queue(async () => reconcile(await scene.items.get()));
  return keeper;
}
