/**
 * What a Black Baron reader's view may add to the public view beyond its moves (machines/engine/headroom.ts): the
 * bets its seats may place (the dealer's face-down die, which the GM sees, is no longer than its blank).
 */
import { type HeadroomSpec, goldChars } from '../engine/headroom';
import { seatsPlayed, tableNotNow } from '../table/headroom';
import type { BlackBaronSnapshot, BlackBaronView } from './view';

export const blackBaronHeadroom: HeadroomSpec<BlackBaronSnapshot, BlackBaronView> = {
  notNow: (view) => Math.max(49 + 2 * goldChars(view), tableNotNow(view)),
  // A seat's bets, `{"min":…,"max":…}` for `null`.
  rest: (_snapshot, view, reader) => seatsPlayed(view, reader) * (15 + 2 * goldChars(view)),
};
