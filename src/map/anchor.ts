/**
 * The table's anchor: the one shared item of the table on the map, which the GM places, moves and removes, and
 * every client draws its own local items round. It holds nothing of the game (every client reads every shared
 * item): a marked circle, its metadata under our key saying only that it is the anchor.
 */
import type { NewItem, SceneItem, Vector2 } from '../plugin/port';
import { COLOURS } from './draw';
import { MAP_KEY } from './keys';
import type { SeatTokens } from './seats';

export const ANCHOR_NAME = 'Tavern table';

/** The anchor's own metadata: the mark, and which seat sits at which token (public: everyone sees the plates). */
export const anchorMark = (seats: SeatTokens = {}) => ({
  [MAP_KEY]: Object.keys(seats).length > 0 ? { anchor: true, seats } : { anchor: true },
});

/** The anchor as the GM's client adds it, at `position`, one grid cell being `cell` scene units. */
export function anchorItem(
  id: string,
  position: Vector2,
  cell: number,
  seats: SeatTokens = {},
): NewItem {
  return {
    id,
    type: 'SHAPE',
    shapeType: 'CIRCLE',
    name: ANCHOR_NAME,
    layer: 'PROP',
    position,
    width: cell * 1.2,
    height: cell * 1.2,
    style: {
      fillColor: COLOURS.plate,
      fillOpacity: 0.6,
      strokeColor: COLOURS.plateEdge,
      strokeWidth: cell / 20,
    },
    metadata: anchorMark(seats),
  };
}

/** Whether a shared item is a table anchor (found by its metadata key, as a GM's reload finds it). */
export function isAnchor(item: SceneItem): boolean {
  const mark = item.metadata[MAP_KEY];
  return (
    typeof mark === 'object' && mark !== null && (mark as { anchor?: unknown }).anchor === true
  );
}
