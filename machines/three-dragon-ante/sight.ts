/**
 * What one viewer may see of a Three-Dragon Ante hand. Each participant's five
 * dice are theirs alone (and the GM's) until revealed one by one; at a
 * showdown every hand still in is turned up, while a folded hand, and the
 * hand of one who won because everyone else folded, stay hidden. The view
 * (view.ts) is built from these, so a face not written here cannot leak.
 */
import type { Viewer } from '../engine/game';
import type { AnteRound, Hand } from './context';

/** The owner of a hand, or the GM. */
export const ownsOrRules = (viewer: Viewer, seat: string): boolean =>
  viewer.role === 'gm' || viewer.id === seat;

/** Every die of this hand is face up: shown at the showdown. */
export const shownDown = (round: AnteRound, hand: Hand): boolean =>
  round.result?.how === 'showdown' && hand.status !== 'folded';

export interface DieView {
  /** The face, or null when this viewer may not see it. */
  face: number | null;
  /** Face up for everyone: revealed, or shown at the showdown. */
  up: boolean;
  /** Which reveal turned it up (1 to 3), or null if it was not revealed. */
  revealedAt: number | null;
}

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
