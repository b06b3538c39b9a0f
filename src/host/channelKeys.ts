/**
 * The keys the host shares with each reader (src/sync/crypto.ts,
 * `deriveChannelKeys`): derived once per player and published key, and
 * used to seal views and answers to them and to open their requests.
 */
import { channelKeysFrom, type ChannelKeys } from '../sync/crypto';

/** Looks up (deriving once) the keys shared with `playerId` under the key they published; null for a key that is not one. */
export type ChannelKeyCache = (playerId: string, published: string) => Promise<ChannelKeys | null>;

export function channelKeyCache(
  roomId: string,
  hostKey: CryptoKey,
  hostId: string,
): ChannelKeyCache {
  const cache = new Map<string, Promise<ChannelKeys | null>>();
  return (playerId, published) => {
    const name = `${playerId}|${published}`;
    let keys = cache.get(name);
    if (!keys) {
      keys = channelKeysFrom(hostKey, published, roomId, hostId, playerId).catch(() => null);
      cache.set(name, keys);
    }
    return keys;
  };
}
