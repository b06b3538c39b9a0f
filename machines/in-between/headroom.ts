/** What an In Between reader's view may add to the public view beyond its moves (machines/engine/headroom.ts). */
import { type HeadroomSpec, goldChars } from '../engine/headroom';
import { tableNotNow } from '../table/headroom';
import type { InBetweenSnapshot, InBetweenView } from './view';

export const inBetweenHeadroom: HeadroomSpec<InBetweenSnapshot, InBetweenView> = {
  notNow: (view) => Math.max(72 + 2 * goldChars(view), tableNotNow(view)),
  // Nothing is hidden: every viewer gets the same table but for its moves.
  rest: () => 0,
};
