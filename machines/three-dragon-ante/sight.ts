/**
 * What one viewer may see of a Three-Dragon Ante hand. Each participant's five
 * dice are theirs alone (and the GM's) until revealed one by one; at a
 * showdown every hand still in is turned up, while a folded hand, and the
 * hand of one who won because everyone else folded, stay hidden. The view
 * (view.ts) is built from these, so a face not written here cannot leak.
 */
import type { Viewer } from '../engine/game';
import type { Shown } from '../table/view';
import type { AnteRound, Hand } from './context';
import type { meta } from './meta';

/** The owner of a hand, or the GM. */
export const ownsOrRules = (viewer: Viewer, seat: string): boolean =>
  viewer.role === 'gm' || viewer.id === seat;

/** Every die of this hand is face up: shown at the showdown. */
export const shownDown = (round: AnteRound, hand: Hand): boolean =>
  round.result?.how === 'showdown' && hand.status !== 'folded';

/** A die as one viewer sees it, as the public view's schema writes it (meta.ts): a face they may not see is null. */
export type DieView = Shown<(typeof meta)['publicView']>['seats'][number]['dice'][number];

export function diceFor(round: AnteRound, viewer: Viewer, seat: string, hand: Hand): DieView[] {
  const shown = shownDown(round, hand);
  const sees = shown || ownsOrRules(viewer, seat);
  return hand.dice.map((face, i) => {
    const at = hand.revealed.indexOf(i);
    return {
      face: sees || at >= 0 ? face : null,
      up: shown || at >= 0,
      revealedAt: at >= 0 ? at + 1 : null,
    };
  });
}
