/** What keeps a player's key pairs by name (keyStore.ts gives the stores, sharedKeys.ts the one a browser's pages share). */
export interface KeyStore {
  get(name: string): Promise<CryptoKeyPair | undefined>;
  /** Stores the pair unless one is already stored under this name; returns the stored one. */
  putIfAbsent(name: string, pair: CryptoKeyPair): Promise<CryptoKeyPair>;
}
