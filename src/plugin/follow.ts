/**
 * A page reads the room (itself, the party, the room metadata) and then follows its changes. Owlbear sends a change
 * once, to the listeners there are at that moment: one landing after a read answered and before the page listens
 * would be lost, and the page would hold the old value until some unrelated change brought the news. So a page
 * listens before it reads: `follow` holds what it hears until the page is ready, dropping what the read's answer
 * already contains (Owlbear answers and sends events in order, so whatever came before the answer is in it).
 */
import type { Metadata, OwlbearPort, PartyPlayer, Unsubscribe } from './port';

export interface Followed<T> {
  /** Marks `answer` as the page's read of this value: the changes heard before it answered are in it. */
  read<R>(answer: Promise<R>): Promise<R>;
  /** Hands changes to `callback` from now on, first the last one heard since the read, if any. */
  listen(callback: (value: T) => void): Unsubscribe;
  /** Stops listening (a page whose start failed before it listened). */
  stop: Unsubscribe;
}

export function follow<T>(subscribe: (callback: (value: T) => void) => Unsubscribe): Followed<T> {
  let held: { value: T } | null = null;
  let target: ((value: T) => void) | null = null;
  const stop = subscribe((value) => {
    if (target) target(value);
    else held = { value };
  });
  return {
    async read(answer) {
      const result = await answer;
      held = null;
      return result;
    },
    listen(callback) {
      target = callback;
      const last = held;
      held = null;
      if (last) callback(last.value);
      return stop;
    },
    stop,
  };
}

/** What a page reads and then follows: this player, the party and the room metadata; `stop` ends all three. */
export function followRoom(
  port: Pick<OwlbearPort, 'onSelfChange' | 'onPartyChange' | 'onRoomMetadataChange'>,
) {
  const followed = {
    self: follow<PartyPlayer>((callback) => port.onSelfChange(callback)),
    party: follow<PartyPlayer[]>((callback) => port.onPartyChange(callback)),
    room: follow<Metadata>((callback) => port.onRoomMetadataChange(callback)),
  };
  return { ...followed, stop: () => Object.values(followed).forEach((one) => one.stop()) };
}
