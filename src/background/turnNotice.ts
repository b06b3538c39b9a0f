/**
 * "Your turn" told once at a time: the badge while it is this seat's turn, and
 * one notification per turn, the previous one closed (so turns never pile up
 * notifications) and the current one closed as soon as the turn passes. A GM
 * is told an NPC's turn the same way, by the NPC's name ("Grub's turn"),
 * popover open or not: the GM's panel is busy with the whole table. A player
 * gets no notification while this connection's popover is open, which already
 * says so (and one shown closes when the popover opens); the badge stays
 * either way.
 */
import type { OwlbearPort } from '../plugin/port';

export const TURN_MESSAGE = 'Tavern Twenty-One: your turn';
/** Owlbear's badge is a small dot on the toolbar icon: a few characters at most. */
export const TURN_BADGE = 'Go';
/** The badge while a style plays this player's seat (autoplay): no turn is theirs until they take it back. */
export const AUTOPLAY_BADGE = 'Auto';

type TurnPort = Pick<
  OwlbearPort,
  'notify' | 'closeNotification' | 'setBadgeText' | 'isActionOpen' | 'onActionOpenChange'
>;

/** Tells `true` (this seat's turn), an NPC's turn in words ("Grub's turn"), or no turn; `autoplay`, the seat's on it. */
export function turnNotifier(port: TurnPort): (turn: boolean | string, autoplay?: boolean) => void {
  let shown: Promise<string | undefined> = Promise.resolve(undefined);
  let told: string | undefined;
  /** The notification shown is a player's own turn, which an open popover already says. */
  let ownTurnShown = false;
  // Closed until Owlbear says otherwise: a notification too many beats a turn missed.
  let popoverOpen = false;
  const close = () => {
    const previous = shown;
    shown = Promise.resolve(undefined);
    void previous
      .then((id) => (id === undefined ? undefined : port.closeNotification(id)))
      .catch(() => undefined);
  };
  const follow = (open: boolean) => {
    popoverOpen = open;
    if (open && ownTurnShown) close();
  };
  port.onActionOpenChange(follow);
  void port.isActionOpen().then(follow, () => undefined);
  let badge: string | undefined;
  return (turn, autoplay = false) => {
    const message = turn === true ? TURN_MESSAGE : turn ? `Tavern Twenty-One: ${turn}` : undefined;
    const shows = message ? TURN_BADGE : autoplay ? AUTOPLAY_BADGE : undefined;
    if (shows !== badge) {
      badge = shows;
      void port.setBadgeText(shows).catch(() => undefined);
    }
    if (message === told) return;
    told = message;
    close();
    ownTurnShown = turn === true;
    if (message && (typeof turn === 'string' || !popoverOpen))
      shown = port.notify(message).catch(() => undefined);
  };
}
