/**
 * What the parts of a connected client (client.ts) share: its options, the state it shows, the
 * party, and how the current host and the keys shared with it are found.
 */
import type { OwlbearPort, PartyPlayer } from '../plugin/port';
import { type ChannelKeys, channelKeysFrom } from './crypto';
import { leaseHolder } from './hostClaim';
import type { TableState } from './tableState';
import { readPlayerKey } from './wire';

export interface ClientOptions {
  replyTimeoutMs?: number;
  /** How often to ask again for a view that has not come. */
  helloRetryMs?: number;
  /** Default: `Date.now`; only stamps the tampering notice. */
  clock?: () => number;
  /**
   * Waited on before work that can come after what the player sees (src/sync/priority.ts): checking the public table
   * once this client shows its own view (the table then serves only the tampering notice), and, on a `hidden` page,
   * opening a view or checking a table at all. Default: nothing waits.
   */
  later?: () => Promise<void>;
  /**
   * A page the player does not look at (the background page, which reads only its own view): it opens each view after
   * the popover on its thread, and checks only each public table's signature, to keep the newest it verified for a
   * host that lost the table (it shows no table, and raises no tampering notice).
   */
  hidden?: boolean;
}

export interface ClientCore {
  port: OwlbearPort;
  options: ClientOptions;
  state: TableState;
  party: PartyPlayer[];
  update: (patch: Partial<TableState>, notify?: boolean) => void;
}

/** The player behind the lease's connection, if it is a GM in the room that claimed the lease itself: anyone can write a lease. */
export function hostEntry(core: ClientCore): PartyPlayer | undefined {
  return leaseHolder(core.state.lease, [core.state.self, ...core.party])?.player;
}

/** The keys shared with the current host, derived once per host key. */
export function hostKeysOf(core: ClientCore, privateKey: CryptoKey) {
  let hostKey: { name: string; keys: Promise<ChannelKeys | null> } | null = null;
  return (): Promise<ChannelKeys | null> => {
    // The host's id and key come from Owlbear's party list, never from what the lease claims.
    const host = hostEntry(core);
    const published = host && readPlayerKey(host.metadata);
    if (!host || !published) return Promise.resolve(null);
    const name = `${host.id}|${published}`;
    if (hostKey?.name !== name) {
      hostKey = {
        name,
        keys: channelKeysFrom(
          privateKey,
          published,
          core.port.roomId,
          host.id,
          core.state.self.id,
        ).catch(() => null),
      };
    }
    return hostKey.keys;
  };
}
