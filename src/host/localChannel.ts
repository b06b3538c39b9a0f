/**
 * Where the host's messages go. Its traffic with the pages of its own client
 * (the GM's popover, and its background page's client) goes over the local
 * channel, inside the GM's browser, never through Owlbear: Owlbear documents
 * the sender's connection id on broadcasts, not on the `LOCAL` copy a client
 * gets of its own, and the host authenticates by that id. What comes in on the
 * local channel is from this client (a page of our origin in the GM's browser:
 * docs/runtime.md, "The GM's own pages"), and a request still opens only under
 * the GM's own key. Every other connection gets a `REMOTE` broadcast: a
 * reader's views and answers on their own channel (src/sync/wire.ts), which
 * only their pages handle; on the shared one for a page from before it.
 */
import type { OwlbearPort, PartyPlayer, Unsubscribe } from '../plugin/port';
import {
  CHANNEL,
  localChannel,
  readerChannel,
  readsOwnChannel,
  type HostMessage,
} from '../sync/wire';

export interface HostRoutes {
  /** Sends `message` to these connections: this client's over the local channel, a `REMOTE` broadcast for the rest. */
  send(message: HostMessage, connectionIds: readonly string[]): void;
  /** Hands every message this client's own pages post to `receive`, as sent by this client's connection. */
  listen(receive: (data: unknown, connectionId: string) => void): Unsubscribe;
  close(): void;
}

export function hostRoutes(
  port: OwlbearPort,
  self: () => PartyPlayer,
  party: () => readonly PartyPlayer[],
  deliver: (sending: Promise<void>) => void,
): HostRoutes {
  const local = port.openLocalChannel(localChannel(port.roomId));
  return {
    send(message, connectionIds) {
      const own = self().connectionId;
      if (connectionIds.includes(own)) local.post(message);
      // A refusal in clear names no reader: the shared channel. A sealed one goes on its reader's channel to the
      // connections whose key says they listen there, and on the shared one to any other (one not listed yet too).
      const to = message.t === 'reply' ? undefined : message.to;
      let onReaders = false;
      let onShared = false;
      for (const id of connectionIds) {
        if (id === own) continue;
        const player = to === undefined ? undefined : party().find((p) => p.connectionId === id);
        if (player && player.id === to && readsOwnChannel(player.metadata)) onReaders = true;
        else onShared = true;
      }
      if (onReaders) deliver(port.sendBroadcast(readerChannel(to!), message, 'REMOTE'));
      if (onShared) deliver(port.sendBroadcast(CHANNEL, message, 'REMOTE'));
    },
    listen: (receive) => local.onMessage((data) => receive(data, self().connectionId)),
    close: () => local.close(),
  };
}
