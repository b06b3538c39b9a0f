/** The host's dice: WebCrypto randomness, mapped to faces without modulo bias. */
import { DIE_SIDES, faceFromUint32, type DiceSource } from '../../machines/engine/dice';

/** Uniform 32-bit words from `crypto.getRandomValues`, drawn a batch at a time. */
export function cryptoUint32(batch = 64): () => number {
  const words = new Uint32Array(batch);
  let next = batch;
  return () => {
    if (next === batch) {
      crypto.getRandomValues(words);
      next = 0;
    }
    return words[next++]!;
  };
}

/** Every face equally likely: `faceFromUint32` rejects the incomplete top range of 32-bit words. */
export function cryptoDice(nextUint32: () => number = cryptoUint32()): DiceSource {
  return { roll: (die) => faceFromUint32(DIE_SIDES[die], nextUint32) };
}
