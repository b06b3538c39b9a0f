/**
 * A player whose seat a style plays (autoplay) has no moves to click until they take it back: the panel draws the
 * seat's moves as none, and the autoplay section's "Take my seat back" stands where they were. The host refuses such
 * a move anyway (src/host/autoplayHands.ts), so a stale click never races the style's.
 */
import type { TableState } from '../../sync/client';

interface OwnSeats {
  seats?: readonly { mine?: boolean; controller?: string; selfPlay?: unknown }[];
}

/** Whether this player's own seat is on autoplay. */
export const ownSeatOnAutoplay = (state: TableState): boolean =>
  state.self.role !== 'GM' &&
  ((state.view as OwnSeats | null)?.seats ?? []).some(
    (s) => s.mine && s.controller === 'player' && s.selfPlay,
  );

/** The state a panel draws: a player's own moves left out while their seat is on autoplay. */
export function handsOff<S extends TableState>(state: S): S {
  if (!state.view || !ownSeatOnAutoplay(state)) return state;
  return { ...state, view: { ...state.view, actions: [], unavailable: [] } };
}
