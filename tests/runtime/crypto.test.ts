/** The crypto that seals private views: ECDH P-256 → HKDF-SHA-256 → AES-GCM. */
import { describe, expect, it } from 'vitest';
import {
  deriveViewKey,
  exportPublicJwk,
  fromBase64,
  generateKeyPair,
  importPublicJwk,
  open,
  seal,
  toBase64,
  toBase64ByString,
  fromBase64ByString,
  viewKeyContext,
} from '../../src/sync/crypto';
import { memoryKeyStore, playerKeyPair } from '../../src/sync/keyStore';

async function pairOfKeys(context = viewKeyContext('room', 'gm', 'ana')) {
  const host = await generateKeyPair();
  const player = await generateKeyPair();
  const hostSide = await deriveViewKey(
    host.privateKey,
    (await importPublicJwk(await exportPublicJwk(player.publicKey)))!,
    context,
  );
  const playerSide = await deriveViewKey(
    player.privateKey,
    (await importPublicJwk(await exportPublicJwk(host.publicKey)))!,
    context,
  );
  return { host, player, hostSide, playerSide };
}

describe('sealing a view to one player', () => {
  it('the host and the player derive the same key from each other’s public keys', async () => {
    const { hostSide, playerSide } = await pairOfKeys();
    const sealed = await seal(hostSide, '{"hole":7}', 'ana');
    expect(await open(playerSide, sealed, 'ana')).toBe('{"hole":7}');
    expect(sealed.ct).not.toContain('hole');
  });

  it('every envelope has a fresh IV, so the same view never looks the same twice', async () => {
    const { hostSide } = await pairOfKeys();
    const a = await seal(hostSide, 'same', 'ana');
    const b = await seal(hostSide, 'same', 'ana');
    expect(fromBase64(a.iv)).toHaveLength(12);
    expect(a.iv).not.toBe(b.iv);
    expect(a.ct).not.toBe(b.ct);
  });

  it('a third player cannot open it, even knowing both public keys', async () => {
    const { host, player, hostSide } = await pairOfKeys();
    const sealed = await seal(hostSide, 'secret', 'ana');
    const eve = await generateKeyPair();
    const context = viewKeyContext('room', 'gm', 'ana');
    for (const peer of [host.publicKey, player.publicKey]) {
      const eveKey = await deriveViewKey(eve.privateKey, peer, context);
      expect(await open(eveKey, sealed, 'ana')).toBeNull();
    }
  });

  it('a key derived for another room or another player does not open it', async () => {
    const { host, player, hostSide } = await pairOfKeys();
    const sealed = await seal(hostSide, 'secret', 'ana');
    for (const context of [
      viewKeyContext('other-room', 'gm', 'ana'),
      viewKeyContext('room', 'gm', 'brom'),
    ]) {
      expect(
        await open(await deriveViewKey(player.privateKey, host.publicKey, context), sealed, 'ana'),
      ).toBeNull();
    }
  });

  it('any tampering is detected: ciphertext, IV, or the recipient it is addressed to', async () => {
    const { hostSide, playerSide } = await pairOfKeys();
    const sealed = await seal(hostSide, 'secret', 'ana');
    const flip = (b64: string, at: number) => {
      const bytes = fromBase64(b64);
      bytes[at] = bytes[at]! ^ 1;
      return toBase64(bytes);
    };
    expect(await open(playerSide, { ...sealed, ct: flip(sealed.ct, 0) }, 'ana')).toBeNull();
    expect(
      await open(
        playerSide,
        { ...sealed, ct: flip(sealed.ct, fromBase64(sealed.ct).length - 1) },
        'ana',
      ),
    ).toBeNull();
    expect(await open(playerSide, { ...sealed, iv: flip(sealed.iv, 3) }, 'ana')).toBeNull();
    expect(await open(playerSide, sealed, 'brom')).toBeNull();
    expect(await open(playerSide, { iv: 'AAAA', ct: sealed.ct }, 'ana')).toBeNull();
  });

  it('a published key that is not a P-256 point is refused', async () => {
    const good = await exportPublicJwk((await generateKeyPair()).publicKey);
    expect(await importPublicJwk(good)).not.toBeNull();
    expect(await importPublicJwk({ ...good, crv: 'P-384' })).toBeNull();
    expect(
      await importPublicJwk({ ...good, x: good.y.replace(/./, good.y[0] === 'A' ? 'B' : 'A') }),
    ).toBeNull();
    expect(await importPublicJwk({ ...good, d: 'private' })).not.toBeNull(); // extra members are dropped, never used
    expect(await importPublicJwk('{"kty":"EC"}')).toBeNull();
    expect(await importPublicJwk(null)).toBeNull();
  });
});

describe('base64', () => {
  // Both ways a page may take: the browser's own (where it has it) and the one through a binary string.
  const ways = [
    { name: 'as this platform takes it', to: toBase64, from: fromBase64 },
    { name: 'through a binary string', to: toBase64ByString, from: fromBase64ByString },
  ];
  for (const way of ways) {
    it(`matches the standard encoding for every length, and decodes back (${way.name})`, () => {
      // Past 8192 bytes the binary string is built in slices: a view's part is up to 11 KB.
      for (const length of [
        ...Array.from({ length: 70 }, (_, i) => i),
        8191,
        8192,
        8193,
        11 * 1024,
        16 * 1024 + 5,
      ]) {
        const bytes = crypto.getRandomValues(new Uint8Array(length));
        expect(way.to(bytes)).toBe(Buffer.from(bytes).toString('base64'));
        expect(way.from(way.to(bytes))).toEqual(bytes);
      }
    });

    it(`refuses what is not base64 (${way.name})`, () => {
      for (const text of ['abc$', 'a', '====', 'ab=c']) expect(() => way.from(text)).toThrow();
    });
  }
});

describe('a player’s key pair', () => {
  it('is kept per room and per player, and survives a reload of the same browser', async () => {
    const browser = memoryKeyStore();
    const first = await playerKeyPair(browser, 'room', 'ana');
    const again = await playerKeyPair(browser, 'room', 'ana');
    expect(again).toBe(first);
    expect(await playerKeyPair(browser, 'room', 'brom')).not.toBe(first);
    expect(await playerKeyPair(browser, 'other-room', 'ana')).not.toBe(first);
    expect(await playerKeyPair(memoryKeyStore(), 'room', 'ana')).not.toBe(first);
  });

  it('has a private half that cannot be exported', async () => {
    const pair = await playerKeyPair(memoryKeyStore(), 'room', 'ana');
    expect(pair.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('jwk', pair.privateKey)).rejects.toThrow();
  });

  it('two pages creating it at the same moment end up with the same pair', async () => {
    const browser = memoryKeyStore();
    const [a, b] = await Promise.all([
      playerKeyPair(browser, 'room', 'ana'),
      playerKeyPair(browser, 'room', 'ana'),
    ]);
    expect(a).toBe(b);
  });
});
