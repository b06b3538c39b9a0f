/** The host's dice: uniform by construction, from WebCrypto. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIE_SIDES, faceFromUint32 } from '../../machines/engine/dice';
import { cryptoDice, cryptoUint32 } from '../../src/host/cryptoDice';

const TWO_32 = 0x1_0000_0000;

/** A stream that plays the given words in order. */
const words = (...values: number[]) => {
  const queue = [...values];
  return () => {
    const next = queue.shift();
    if (next === undefined) throw new Error('ran out of words');
    return next;
  };
};

afterEach(() => vi.restoreAllMocks());

describe('crypto dice', () => {
  it.each(Object.entries(DIE_SIDES))(
    'a %s maps the accepted range onto every face equally often, and redraws the rest',
    (_die, sides) => {
      const limit = Math.floor(TWO_32 / sides) * sides;
      // The accepted range is a whole number of cycles through the faces: each face has limit / sides words.
      expect(limit % sides).toBe(0);
      expect(faceFromUint32(sides, words(0))).toBe(1);
      expect(faceFromUint32(sides, words(sides - 1))).toBe(sides);
      expect(faceFromUint32(sides, words(sides))).toBe(1);
      expect(faceFromUint32(sides, words(limit - 1))).toBe(sides);
      // The incomplete top range would favour the low faces: those words are drawn again.
      if (limit < TWO_32) {
        expect(faceFromUint32(sides, words(limit, TWO_32 - 1, 2))).toBe((2 % sides) + 1);
      }
    },
  );

  it('draws its words from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const dice = cryptoDice();
    const faces = Array.from({ length: 100 }, () => dice.roll('d20'));
    expect(spy).toHaveBeenCalled();
    expect(faces.every((f) => Number.isInteger(f) && f >= 1 && f <= 20)).toBe(true);
  });

  it('reads every word of a batch before drawing the next batch', () => {
    const batches: Uint32Array[] = [];
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(
      <T extends ArrayBufferView | null>(array: T): T => {
        const words = array as unknown as Uint32Array;
        words.forEach((_, i) => (words[i] = batches.length * 10 + i));
        batches.push(words);
        return array;
      },
    );
    const next = cryptoUint32(4);
    expect(Array.from({ length: 6 }, next)).toEqual([0, 1, 2, 3, 10, 11]);
    expect(batches).toHaveLength(2);
  });
});
