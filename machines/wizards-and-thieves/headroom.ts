/** What a Wizards and Thieves reader's view may add beyond its moves (machines/engine/headroom.ts). */
import { type HeadroomSpec, goldChars } from '../engine/headroom';
import { tableNotNow } from '../table/headroom';
import type { WizardsSnapshot, WizardsView } from './view';

export const wizardsHeadroom: HeadroomSpec<WizardsSnapshot, WizardsView> = {
  // The longest: a tie for the first turn, naming every contender.
  notNow: (view) => Math.max(49 + goldChars(view), 32 + 5 * view.seats.length, tableNotNow(view)),
  // Nothing is hidden: every viewer gets the same table but for its moves.
  rest: () => 0,
};
