/** What a Goblin Mode reader's view may add to the public view beyond its moves (machines/engine/headroom.ts). */
import { type HeadroomSpec, goldChars } from '../engine/headroom';
import { tableNotNow } from '../table/headroom';
import type { GoblinSnapshot, GoblinView } from './view';

export const goblinHeadroom: HeadroomSpec<GoblinSnapshot, GoblinView> = {
  notNow: (view) => Math.max(56 + goldChars(view), tableNotNow(view)),
  // Nothing is hidden: every viewer gets the same table but for its moves.
  rest: () => 0,
};
