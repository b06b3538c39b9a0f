/**
 * Where a player's key pair lives between reloads: IndexedDB in the browser
 * (the private key is stored as a non-extractable CryptoKey), a Map in tests.
 * Named by room and player, because every sandbox seat shares one origin.
 * A browser that refuses storage gets pairs shared by its pages (sharedKeys.ts).
 */
import { generateKeyPair } from './crypto';
import { generateSigningPair } from './signing';
import { idbGet, idbPutIfAbsent, idbVolatile } from './idb';
import type { KeyStore } from './keyPairs';
import { sharedMemoryKeyStore } from './sharedKeys';

export type { KeyStore } from './keyPairs';

export function memoryKeyStore(): KeyStore {
  const pairs = new Map<string, CryptoKeyPair>();
  return {
    get: async (name) => pairs.get(name),
    async putIfAbsent(name, pair) {
      const existing = pairs.get(name);
      if (existing) return existing;
      pairs.set(name, pair);
      return pair;
    },
  };
}

let shared: KeyStore | null = null;
const sharedKeys = () => (shared ??= sharedMemoryKeyStore());

export const indexedDbKeyStore: KeyStore = {
  get: async (name) =>
    (await idbVolatile()) ? sharedKeys().get(name) : idbGet<CryptoKeyPair>('keys', name),
  putIfAbsent: async (name, pair) =>
    (await idbVolatile())
      ? sharedKeys().putIfAbsent(name, pair)
      : idbPutIfAbsent('keys', name, pair),
};

/** This player's key pair for this room: the stored one, or a new one stored for next time. */
export async function playerKeyPair(
  store: KeyStore,
  roomId: string,
  playerId: string,
): Promise<CryptoKeyPair> {
  const name = `${roomId}/${playerId}`;
  return (await store.get(name)) ?? store.putIfAbsent(name, await generateKeyPair());
}

/** A hosting GM's ECDSA pair for signing this room's public table, kept like the ECDH pair. */
export async function signingKeyPair(
  store: KeyStore,
  roomId: string,
  playerId: string,
): Promise<CryptoKeyPair> {
  const name = `${roomId}/${playerId}/sign`;
  return (await store.get(name)) ?? store.putIfAbsent(name, await generateSigningPair());
}
