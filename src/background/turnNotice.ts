/**
 * "Your turn" told once at a time: the badge while it is this seat's turn, and
 * one notification per turn, the previous one closed (so turns never pile up
 * notifications) and the current one closed as soon as the turn passes. A GM
 * is told an NPC's turn the same way, by the NPC's name ("Grub's turn").
 */
import type { OwlbearPort } from '../plugin/port';

export const TURN_MESSAGE = 'Tavern Twenty-One: your turn';

export function turnNotifier(
  port: Pick<OwlbearPort, 'notify' | 'closeNotification' | 'setBadgeText'>,
): (turn: boolean | string) => void {
  let shown: Promise<string | undefined> = Promise.resolve(undefined);
  let wasTurn: string | undefined;
  const close = () => {
    const previous = shown;
    shown = Promise.resolve(undefined);
    void previous
      .then((id) => (id === undefined ? undefined : port.closeNotification(id)))
      .catch(() => undefined);
  };
  return (turn) => {
    const badge = turn === true ? 'Your turn' : turn || undefined;
    if (badge === wasTurn) return;
    wasTurn = badge;
    void port.setBadgeText(badge).catch(() => undefined);
    close();
    if (badge)
      shown = port
        .notify(turn === true ? TURN_MESSAGE : `Tavern Twenty-One: ${badge}`)
        .catch(() => undefined);
  };
}
