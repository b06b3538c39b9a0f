/**
 * What every game's headroom counts alike (machines/engine/headroom.ts): the table's own longest reason, and the
 * seats a reader plays, whose ranges and the like their view fills in.
 */
import { type PublicTable, type Reader, goldChars } from '../engine/headroom';

/** The table's longest reason: a start that seats cannot afford names every one of them. */
export const tableNotNow = (view: PublicTable): number =>
  44 + 5 * view.seats.length + goldChars(view);

/** How many seats a reader plays: a player their own, the GM every NPC. */
export const seatsPlayed = (view: PublicTable, reader: Reader): number =>
  reader.role === 'gm'
    ? view.seats.filter((s) => s.controller === 'gm').length
    : view.seats.some((s) => s.id === reader.seat)
      ? 1
      : 0;
