/**
 * The signed public table. Every client can write every room-metadata key, so
 * the host signs each public table it writes (WebCrypto ECDSA P-256 over
 * SHA-256) and publishes its verifying key in its own player metadata, which
 * only its own client can write. Clients render a table only when it verifies
 * under the key of the GM who holds the lease, and only when its sequence
 * number (the table's `rev`, which only grows) is newer than the last table
 * they accepted under that key, or is that same table written again.
 *
 * The signature covers the room id and every member of the stored table but
 * `sig`, in a canonical JSON (keys sorted), so a round trip through Owlbear
 * that reorders keys still verifies, and a table cannot be moved to another room.
 */
import * as v from 'valibot';
import { publicJwkSchema, type PublicJwk } from './crypto';

const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** A P-256 signature is 64 bytes (r ‖ s): 86 characters of unpadded base64url. */
const signatureSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{86}$/, 'not a P-256 signature'));

/** The part of a stored table the signature checks: its sequence number and the signature. */
const signedSchema = v.looseObject({
  rev: v.pipe(v.number(), v.integer(), v.minValue(0)),
  sig: signatureSchema,
});

/** The verifying key a host publishes in its player metadata. */
export const verifyingKeySchema = v.object({ v: v.literal(1), jwk: publicJwkSchema });

/** A new signing pair whose private half can be used (and stored) but never exported. */
export function generateSigningPair(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(ECDSA, false, ['sign', 'verify']) as Promise<CryptoKeyPair>;
}

export async function exportVerifyingJwk(key: CryptoKey): Promise<PublicJwk> {
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', key);
  return v.parse(publicJwkSchema, { kty, crv, x, y });
}

/** Imports a published verifying key; null when it is not a P-256 public key. */
export async function importVerifyingJwk(raw: unknown): Promise<CryptoKey | null> {
  const parsed = v.safeParse(publicJwkSchema, raw);
  if (!parsed.success) return null;
  try {
    return await crypto.subtle.importKey('jwk', { ...parsed.output, ext: true }, ECDSA, true, [
      'verify',
    ]);
  } catch {
    return null;
  }
}

/** How deep a value may nest before canonicalJson refuses it: far deeper than any table, far shallower than the stack. */
export const MAX_DEPTH = 64;

/** JSON with every object's keys sorted: the same text for the same value, whatever the key order. Throws a RangeError past `MAX_DEPTH`. */
export function canonicalJson(value: unknown, depth = 0): string {
  if (depth > MAX_DEPTH) throw new RangeError(`nested deeper than ${MAX_DEPTH}`);
  if (Array.isArray(value))
    return `[${value.map((item) => canonicalJson(item ?? null, depth + 1)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, item]) => `${JSON.stringify(k)}:${canonicalJson(item, depth + 1)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const utf8 = new TextEncoder();

/** What is signed: a label, the room, and the table without its signature. */
function signedBytes(roomId: string, table: Record<string, unknown>): Uint8Array<ArrayBuffer> {
  const { sig: _sig, ...body } = table;
  return utf8.encode(
    `tavern-twenty-one public table v1\u0000${roomId}\u0000${canonicalJson(body)}`,
  );
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The table as written to room metadata: the encoded table and its signature. */
export type Signed<T extends { rev: number }> = T & { sig: string };

export async function signTable<T extends { rev: number }>(
  privateKey: CryptoKey,
  roomId: string,
  table: T,
): Promise<Signed<T>> {
  const signature = await crypto.subtle.sign(
    SIGN,
    privateKey,
    signedBytes(roomId, table as unknown as Record<string, unknown>),
  );
  return { ...table, sig: toBase64Url(new Uint8Array(signature)) };
}

/** Why a stored table was not accepted, in words a player can read. */
export type Rejection = 'unsigned' | 'bad signature' | 'replayed';

/** True when `raw` carries a signature that `publicKey` made over this room's table. */
export async function verifyTable(
  publicKey: CryptoKey,
  roomId: string,
  raw: unknown,
): Promise<{ ok: true; rev: number } | { ok: false; reason: Rejection }> {
  const parsed = v.safeParse(signedSchema, raw);
  if (!parsed.success) return { ok: false, reason: 'unsigned' };
  try {
    const valid = await crypto.subtle.verify(
      SIGN,
      publicKey,
      fromBase64Url(parsed.output.sig),
      signedBytes(roomId, parsed.output),
    );
    return valid ? { ok: true, rev: parsed.output.rev } : { ok: false, reason: 'bad signature' };
  } catch {
    return { ok: false, reason: 'bad signature' };
  }
}

/**
 * The newest table accepted under each verifying key. A table is new when its
 * sequence number is higher than the last one accepted under its key; the
 * same table written again (the host restoring it) is accepted as unchanged;
 * anything else signed by that key is an older table written back: a replay.
 * Counted per key because a new host (another GM device) has its own key and
 * its own count, while a table signed by a former key never verifies under
 * the current host's key.
 */
export function sequenceGuard() {
  const newest = new Map<string, { rev: number; body: string }>();
  return {
    /** `new`: accept and remember. `same`: already accepted. `replayed`: refuse. */
    check(keyName: string, rev: number, raw: unknown): 'new' | 'same' | 'replayed' {
      const { sig: _sig, ...rest } = raw as Record<string, unknown>;
      const body = canonicalJson(rest);
      const last = newest.get(keyName);
      if (last && rev < last.rev) return 'replayed';
      if (last && rev === last.rev) return last.body === body ? 'same' : 'replayed';
      newest.set(keyName, { rev, body });
      return 'new';
    },
  };
}
