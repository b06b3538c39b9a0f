/**
 * What a Three-Dragon Ante reader's view may add to the public view beyond its moves (machines/engine/headroom.ts):
 * the stakes its seats may raise to (the dice it sees are no longer than their blanks).
 */
import { type HeadroomSpec, goldChars } from '../engine/headroom';
import { seatsPlayed, tableNotNow } from '../table/headroom';
import type { AnteSnapshot, AnteView } from './view';

export const threeDragonAnteHeadroom: HeadroomSpec<AnteSnapshot, AnteView> = {
  notNow: (view) => Math.max(49 + 2 * goldChars(view), tableNotNow(view)),
  // A seat's stakes, `{"min":…,"max":…}` for `null`.
  rest: (_snapshot, view, reader) => seatsPlayed(view, reader) * (15 + 2 * goldChars(view)),
};
