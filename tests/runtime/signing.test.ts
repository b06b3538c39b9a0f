/**
 * The public table's signature: it verifies only for the bytes, the room and
 * the key it was made with, and the sequence guard refuses older tables.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  exportVerifyingJwk,
  generateSigningPair,
  importVerifyingJwk,
  sequenceGuard,
  signTable,
  verifyTable,
} from '../../src/sync/signing';

const table = {
  v: 2,
  id: 'table-1',
  rev: 12,
  n: 3,
  hs: 0,
  c: 0,
  st: [5, 0],
  ids: ['ana', 'brom'],
  keys: [['id', 'purse']],
  view: {
    pot: 10,
    seats: {
      '#': 0,
      '=': {},
      r: [
        ['#0', 45],
        ['#1', 50],
      ],
    },
    turn: '#0',
  },
};

/** The table as another client reads it back: through JSON, keys in another order. */
const reordered = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(reordered);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, item]) => [k, reordered(item)]),
    );
  return value;
};

describe('signing the public table', () => {
  it('verifies for the same room and key, whatever order the keys come back in', async () => {
    const pair = await generateSigningPair();
    const signed = await signTable(pair.privateKey, 'room-1', table);
    expect(signed.sig).toMatch(/^[A-Za-z0-9_-]{86}$/);
    const key = (await importVerifyingJwk(await exportVerifyingJwk(pair.publicKey)))!;
    expect(await verifyTable(key, 'room-1', JSON.parse(JSON.stringify(reordered(signed))))).toEqual(
      { ok: true, rev: 12 },
    );
  });

  it('refuses a table with any one value changed', async () => {
    const pair = await generateSigningPair();
    const signed = await signTable(pair.privateKey, 'room-1', table);
    const text = JSON.stringify(signed);
    // Every digit and letter of the stored text outside the signature, changed to another of its kind.
    const sigAt = text.indexOf(signed.sig);
    const positions = [...text].flatMap((ch, i) =>
      /[0-9a-z]/.test(ch) && (i < sigAt || i >= sigAt + signed.sig.length) ? [i] : [],
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...positions), async (i) => {
        const ch = text[i]!;
        const other = /[0-9]/.test(ch)
          ? String((Number(ch) + 1) % 10)
          : ch === 'z'
            ? 'a'
            : String.fromCharCode(ch.charCodeAt(0) + 1);
        let tampered: unknown;
        try {
          tampered = JSON.parse(text.slice(0, i) + other + text.slice(i + 1));
        } catch {
          return; // not JSON any more: Owlbear would not store it
        }
        const verdict = await verifyTable(pair.publicKey, 'room-1', tampered);
        expect(verdict.ok).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a changed signature, a table signed for another room, and an unsigned table', async () => {
    const pair = await generateSigningPair();
    const signed = await signTable(pair.privateKey, 'room-1', table);
    const flipped = signed.sig[10] === 'A' ? 'B' : 'A';
    expect(
      await verifyTable(pair.publicKey, 'room-1', {
        ...signed,
        sig: signed.sig.slice(0, 10) + flipped + signed.sig.slice(11),
      }),
    ).toEqual({ ok: false, reason: 'bad signature' });
    expect(await verifyTable(pair.publicKey, 'room-2', signed)).toEqual({
      ok: false,
      reason: 'bad signature',
    });
    expect(await verifyTable(pair.publicKey, 'room-1', table)).toEqual({
      ok: false,
      reason: 'unsigned',
    });
    expect(await verifyTable(pair.publicKey, 'room-1', { ...signed, sig: 'x'.repeat(10) })).toEqual(
      { ok: false, reason: 'unsigned' },
    );
  });

  it('refuses a table signed with another key: a player cannot sign as the host', async () => {
    const host = await generateSigningPair();
    const player = await generateSigningPair();
    const forged = await signTable(player.privateKey, 'room-1', {
      ...table,
      view: { ...table.view, pot: 1_000_000 },
    });
    expect(await verifyTable(host.publicKey, 'room-1', forged)).toEqual({
      ok: false,
      reason: 'bad signature',
    });
    expect(await verifyTable(player.publicKey, 'room-1', forged)).toEqual({ ok: true, rev: 12 });
  });

  it('keeps the private key unexportable and rejects a published key that is not a P-256 point', async () => {
    const pair = await generateSigningPair();
    await expect(crypto.subtle.exportKey('jwk', pair.privateKey)).rejects.toThrow();
    const jwk = await exportVerifyingJwk(pair.publicKey);
    expect(
      await importVerifyingJwk({ ...jwk, x: jwk.y.slice(0, 42) + (jwk.y[42] === 'A' ? 'B' : 'A') }),
    ).toBeNull();
    expect(await importVerifyingJwk({ kty: 'RSA' })).toBeNull();
  });
});

describe('the sequence guard', () => {
  const at = (rev: number, pot = rev) => ({
    ...table,
    rev,
    view: { ...table.view, pot },
    sig: `sig-${rev}-${pot}`,
  });

  it('accepts newer tables, the same table again, and refuses older or different tables at a known number', () => {
    const guard = sequenceGuard();
    expect(guard.check('host', 3, at(3))).toBe('new');
    expect(guard.check('host', 5, at(5))).toBe('new');
    expect(guard.check('host', 5, { ...at(5), sig: 'signed again' })).toBe('same');
    expect(guard.check('host', 3, at(3))).toBe('replayed');
    expect(guard.check('host', 5, at(5, 999))).toBe('replayed');
    expect(guard.check('host', 6, at(6))).toBe('new');
  });

  it('counts each key on its own: a new host starts its own sequence', () => {
    const guard = sequenceGuard();
    expect(guard.check('old host', 40, at(40))).toBe('new');
    expect(guard.check('new host', 1, at(1))).toBe('new');
    expect(guard.check('old host', 39, at(39))).toBe('replayed');
  });

  it('reads the same canonical text for the same value in any key order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        expect(canonicalJson(reordered(value))).toBe(canonicalJson(value));
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
