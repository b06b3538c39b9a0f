/**
 * The host's two keys, each published in the GM's own player metadata, which
 * no one else can write: the ECDH key views are sealed with, and the ECDSA key
 * clients check the public table against (published before the first signed
 * table).
 */
import type { OwlbearPort, PartyPlayer } from '../plugin/port';
import { exportPublicJwk } from '../sync/crypto';
import { playerKeyPair, signingKeyPair, type KeyStore } from '../sync/keyStore';
import { exportVerifyingJwk } from '../sync/signing';
import { VERIFYING_KEY, publishPlayerKey, readVerifyingKey } from '../sync/wire';

export interface HostKeys {
  /** This client as Owlbear will list it once the keys are published. */
  self: PartyPlayer;
  /** Seals each reader's view. */
  sealing: CryptoKeyPair;
  /** Signs the public table. */
  signing: CryptoKeyPair;
}

export async function publishHostKeys(
  port: OwlbearPort,
  keys: KeyStore,
  self: PartyPlayer,
): Promise<HostKeys> {
  const sealing = await playerKeyPair(keys, port.roomId, self.id);
  const jwk = await exportPublicJwk(sealing.publicKey);
  self = await publishPlayerKey(port, self, jwk);
  const signing = await signingKeyPair(keys, port.roomId, self.id);
  const verifying = await exportVerifyingJwk(signing.publicKey);
  if (readVerifyingKey(self.metadata) !== JSON.stringify(verifying)) {
    await port.setPlayerMetadata({ [VERIFYING_KEY]: { v: 1, jwk: verifying } });
    self = { ...self, metadata: { ...self.metadata, [VERIFYING_KEY]: { v: 1, jwk: verifying } } };
  }
  return { self, sealing, signing };
}
