/**
 * The crypto that keeps private views private, all WebCrypto:
 * each player has an ECDH P-256 key pair (private key non-extractable, public
 * key published as a JWK in their own player metadata); the host and a player
 * derive the same AES-GCM key from ECDH → HKDF-SHA-256 with a context string
 * naming the room and both players; every envelope gets a fresh 96-bit IV.
 */
import * as v from 'valibot';

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

/** An uncompressed P-256 coordinate in base64url: 32 bytes → 43 characters. */
const coordinate = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'not a P-256 coordinate'));

/** A public key as published: exactly the four JWK members that name a P-256 point. */
export const publicJwkSchema = v.object({
  kty: v.literal('EC'),
  crv: v.literal('P-256'),
  x: coordinate,
  y: coordinate,
});

export type PublicJwk = v.InferOutput<typeof publicJwkSchema>;

export interface Sealed {
  /** The 96-bit IV, base64. */
  iv: string;
  /** Ciphertext and GCM tag, base64. */
  ct: string;
}

/** A new key pair whose private half can be used (and stored) but never exported. */
export function generateKeyPair(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(ECDH, false, ['deriveBits']) as Promise<CryptoKeyPair>;
}

export async function exportPublicJwk(key: CryptoKey): Promise<PublicJwk> {
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', key);
  return v.parse(publicJwkSchema, { kty, crv, x, y });
}

/** Imports a published key; null when it is not a valid P-256 public key. */
export async function importPublicJwk(raw: unknown): Promise<CryptoKey | null> {
  const parsed = v.safeParse(publicJwkSchema, raw);
  if (!parsed.success) return null;
  try {
    return await crypto.subtle.importKey('jwk', { ...parsed.output, ext: true }, ECDH, true, []);
  } catch {
    return null;
  }
}

/**
 * What a key derived from one ECDH secret is for: sealing views (host to
 * reader), intents (client to host) and replies (host to sender). Each has its
 * own HKDF label, so a ciphertext of one direction never opens as another.
 */
export type KeyPurpose = 'view' | 'intent' | 'reply';

/** The views' label is wire format 1's, unchanged; intents and replies were sealed from format 2 on. */
const LABELS: Record<KeyPurpose, string> = {
  view: 'view key v1',
  intent: 'intent key v2',
  reply: 'reply key v2',
};

/** The HKDF context: binds a key to one room, one host and one player, in one direction of use. */
export function keyContext(
  purpose: KeyPurpose,
  roomId: string,
  hostPlayerId: string,
  playerId: string,
): string {
  return `io.github.tavern-twenty-one ${LABELS[purpose]}\u0000${roomId}\u0000${hostPlayerId}\u0000${playerId}`;
}

export const viewKeyContext = (roomId: string, hostPlayerId: string, playerId: string): string =>
  keyContext('view', roomId, hostPlayerId, playerId);

const utf8 = new TextEncoder();

/** ECDH → HKDF-SHA-256 → a non-extractable AES-GCM-256 key; both ends derive the same one. */
export async function deriveViewKey(
  privateKey: CryptoKey,
  peerPublicKey: CryptoKey,
  context: string,
): Promise<CryptoKey> {
  return hkdfKey(await sharedSecret(privateKey, peerPublicKey), context);
}

/** The three keys one host and one player share, one per purpose. */
export type ChannelKeys = Record<KeyPurpose, CryptoKey>;

/** Every key of the channel between the host `hostPlayerId` and the player `playerId`, from one ECDH secret. */
export async function deriveChannelKeys(
  privateKey: CryptoKey,
  peerPublicKey: CryptoKey,
  roomId: string,
  hostPlayerId: string,
  playerId: string,
): Promise<ChannelKeys> {
  const material = await sharedSecret(privateKey, peerPublicKey);
  const [view, intent, reply] = await Promise.all(
    (['view', 'intent', 'reply'] as const).map((purpose) =>
      hkdfKey(material, keyContext(purpose, roomId, hostPlayerId, playerId)),
    ),
  );
  return { view: view!, intent: intent!, reply: reply! };
}

/** `deriveChannelKeys` from a published key (canonical JSON, as `readPlayerKey` gives it); null when it is not a valid key. */
export async function channelKeysFrom(
  privateKey: CryptoKey,
  published: string,
  roomId: string,
  hostPlayerId: string,
  playerId: string,
): Promise<ChannelKeys | null> {
  const peer = await importPublicJwk(JSON.parse(published));
  return peer && deriveChannelKeys(privateKey, peer, roomId, hostPlayerId, playerId);
}

async function sharedSecret(privateKey: CryptoKey, peerPublicKey: CryptoKey): Promise<CryptoKey> {
  const shared = await crypto.subtle.deriveBits(
    { name: 'ECDH', public: peerPublicKey },
    privateKey,
    256,
  );
  return crypto.subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
}

function hkdfKey(material: CryptoKey, context: string): Promise<CryptoKey> {
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: utf8.encode(context) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** The browser's own base64 of bytes (Chromium 140, Firefox 133, Safari 18.2), where it has it. */
type NativeBase64 = {
  toBase64?: (this: Uint8Array) => string;
  fromBase64?: (text: string) => Uint8Array<ArrayBuffer>;
};
const nativeTo = (Uint8Array.prototype as NativeBase64).toBase64;
const nativeFrom = (Uint8Array as NativeBase64).fromBase64;

/** Standard base64 with padding, through a binary string for `btoa`, in slices (an argument list has a limit). */
export function toBase64ByString(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 8192)
    binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return btoa(binary);
}

/** `atob`'s bytes; throws on anything that is not base64. */
export function fromBase64ByString(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Standard base64 with padding. It runs on every envelope the host sends and every one a page reads (a view is
 * up to 16 KB of ciphertext per reader per change): the browser's own where it has it, a few times faster.
 */
export const toBase64: (bytes: Uint8Array) => string = nativeTo
  ? (bytes) => nativeTo.call(bytes)
  : toBase64ByString;

/** Decodes base64; throws on anything that is not base64. */
export const fromBase64: (text: string) => Uint8Array<ArrayBuffer> = nativeFrom
  ? (text) => nativeFrom(text)
  : fromBase64ByString;

/** Encrypts text with a fresh random IV; `aad` (the recipient) is authenticated, not encrypted. */
export async function seal(key: CryptoKey, plaintext: string, aad: string): Promise<Sealed> {
  const sealed = await sealBytes(key, plaintext, aad);
  return { iv: sealed.iv, ct: toBase64(sealed.ct) };
}

/** `seal`, with the ciphertext left as bytes (to be cut into parts); the plaintext may come as UTF-8 bytes. */
export async function sealBytes(
  key: CryptoKey,
  plaintext: string | Uint8Array<ArrayBuffer>,
  aad: string,
): Promise<{ iv: string; ct: Uint8Array }> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ct = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8.encode(aad) },
    key,
    typeof plaintext === 'string' ? utf8.encode(plaintext) : plaintext,
  );
  return { iv: toBase64(iv), ct: new Uint8Array(ct) };
}

/** Decrypts and authenticates; null when the key, the AAD or a single bit differs. */
export async function open(key: CryptoKey, sealed: Sealed, aad: string): Promise<string | null> {
  try {
    return await openBytes(key, sealed.iv, fromBase64(sealed.ct), aad);
  } catch {
    return null;
  }
}

/** `open`, for ciphertext already in bytes. */
export async function openBytes(
  key: CryptoKey,
  ivBase64: string,
  ct: Uint8Array<ArrayBuffer>,
  aad: string,
): Promise<string | null> {
  try {
    const iv = fromBase64(ivBase64);
    if (iv.length !== 12) return null;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv, additionalData: utf8.encode(aad) },
      key,
      ct,
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
