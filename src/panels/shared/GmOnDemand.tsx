/**
 * The parts of every panel that only the GM sees, on demand: a player's popover never loads them, a GM's as each first
 * draws. The purse requests waiting on the GM, the door to the debugger, the lobby's button that puts the table on
 * the map, and the recovery of a table the host could not
 * resume (shown in place of the game's panel).
 */
import { onDemand } from './onDemand';

export const PurseRequests = onDemand(() => import('./PurseRequests').then((m) => m.PurseRequests));

export const DebuggerButton = onDemand(() =>
  import('./DebuggerButton').then((m) => m.DebuggerButton),
);

export const PlaceTableButton = onDemand(() =>
  import('./PlaceTableButton').then((m) => m.PlaceTableButton),
);

export const Recovery = onDemand(
  () => import('./Recovery').then((m) => m.Recovery),
  () => (
    // Said only if the load takes long enough to notice (panels.css).
    <main class="panel gm recovery">
      <p class="notice loading" role="status" aria-busy="true">
        Setting out the recovery…
      </p>
    </main>
  ),
);

/** Every part here, loaded: what a page that draws them at once (the tests) waits for. */
export const preloadGmParts = () =>
  Promise.all([
    PurseRequests.preload(),
    DebuggerButton.preload(),
    PlaceTableButton.preload(),
    Recovery.preload(),
  ]);
