/** What one seat's screen shows of the scene: the shared items and its own local ones, hidden ones to a GM only. */
import type { Role } from './model';
import type { RawItem } from './sceneGeometry';

/** An item as one seat's scene shows it: the item, and whether it is that seat's own local item. */
export type SeenItem = RawItem & { local: boolean };

/** Hidden: itself, or through the parent it is attached to (unless it turned `VISIBLE` off). */
export function hidden(item: RawItem, byId: ReadonlyMap<string, RawItem>, depth = 0): boolean {
  if (item.visible === false) return true;
  const parent = item.attachedTo === undefined ? undefined : byId.get(item.attachedTo);
  const follows = !(item.disableAttachmentBehavior as string[] | undefined)?.includes('VISIBLE');
  return Boolean(parent && follows && depth < 64 && hidden(parent, byId, depth + 1));
}

const LAYERS = [
  'MAP',
  'GRID',
  'DRAWING',
  'PROP',
  'MOUNT',
  'CHARACTER',
  'ATTACHMENT',
  'NOTE',
  'TEXT',
];
const layerRank = (item: RawItem) => {
  const rank = LAYERS.indexOf(String(item.layer));
  return rank < 0 ? LAYERS.length : rank;
};

/** The items a seat of `role` sees, bottom layer first, then by `zIndex`. */
export function seen(shared: RawItem[], local: RawItem[], role: Role): SeenItem[] {
  const all: SeenItem[] = [
    ...shared.map((item) => ({ ...item, local: false })),
    ...local.map((item) => ({ ...item, local: true })),
  ];
  const byId = new Map(all.map((item) => [item.id, item]));
  return all
    .filter((item) => role === 'GM' || !hidden(item, byId))
    .sort((a, b) => layerRank(a) - layerRank(b) || Number(a.zIndex ?? 0) - Number(b.zIndex ?? 0));
}
