/**
 * The few names the table on the map goes by, light enough for every background page: the metadata key marking
 * its items, the room-metadata flag that says a table is placed (so a player's page loads the map's code only
 * then), and the local channel the lobby's button asks the GM's background page on.
 */
import { getPluginId } from '../plugin/getPluginId';
import type { Metadata } from '../plugin/port';

/** Marks every item of the table on the map; on the anchor, `{ anchor: true }`. */
export const MAP_KEY = getPluginId('map');

/** The room-metadata key the GM's client sets while a table is placed: `{ placed: true }`. */
export const PLACED_KEY = getPluginId('map-placed');

/** The GM's pages ask their background page to place the table on this local channel. */
export const MAP_CHANNEL = getPluginId('map-requests');

/** What the lobby's button sends: place the table at the centre of this GM's view. */
export const PLACE_REQUEST = { type: 'place-at-view', everyScene: false } as const;

export const isPlaced = (metadata: Metadata): boolean => {
  const flag = metadata[PLACED_KEY];
  return (
    typeof flag === 'object' && flag !== null && (flag as { placed?: unknown }).placed === true
  );
};
