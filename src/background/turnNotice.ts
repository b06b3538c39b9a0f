/**
 * "Your turn" told once at a time: the badge while it is this seat's turn, and
 * one notification per turn, the previous one closed (so turns never pile up
 * notifications) and the current one closed as soon as the turn passes.
 */
import type { OwlbearPort } from '../plugin/port';

export const TURN_MESSAGE = 'Tavern Twenty-One: your turn';

export function turnNotifier(
  port: Pick<OwlbearPort, 'notify' | 'closeNotification' | 'setBadgeText'>,
): (myTurn: boolean) => void {
  let shown: Promise<string | undefined> = Promise.resolve(undefined);
  let wasTurn = false;
  const close = () => {
    const previous = shown;
    shown = Promise.resolve(undefined);
    void previous
      .then((id) => (id === undefined ? undefined : port.closeNotification(id)))
      .catch(() => undefined);
  };
  return (myTurn) => {
    if (myTurn === wasTurn) return;
    wasTurn = myTurn;
    void port.setBadgeText(myTurn ? 'Your turn' : undefined).catch(() => undefined);
    close();
    if (myTurn) shown = port.notify(TURN_MESSAGE).catch(() => undefined);
  };
}
