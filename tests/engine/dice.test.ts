import { describe, expect, it } from 'vitest';
import {
  DiceCursor,
  drawDice,
  faceFromUint32,
  scriptedDice,
  seededDice,
  DICE,
  DIE_SIDES,
} from '../../machines';

describe('faceFromUint32 maps uniform words to faces without modulo bias', () => {
  it('rejects words from the incomplete top range and draws again', () => {
    // 2^32 = 429496729 * 10 + 6: the top six words would favour faces 1–6 of a d10.
    const words = [0xffff_ffff, 0xffff_fffa, 4_294_967_289];
    const next = () => words.shift()!;
    expect(faceFromUint32(10, next)).toBe(10); // 4294967289 % 10 + 1
    expect(words).toEqual([]);
  });

  it('rejects exactly the 2^32 mod sides top words of every die, and no others', () => {
    for (const sides of Object.values(DIE_SIDES)) {
      const rejected = 0x1_0000_0000 % sides;
      const words = Array.from({ length: rejected }, (_, i) => 0xffff_ffff - i);
      words.push(sides + 2); // the first acceptable word
      let used = 0;
      expect(faceFromUint32(sides, () => words[used++]!)).toBe(((sides + 2) % sides) + 1);
      expect(used).toBe(rejected + 1);
    }
  });

  it('maps the last accepted window of words to every face exactly once', () => {
    for (const sides of Object.values(DIE_SIDES)) {
      const limit = 0x1_0000_0000 - (0x1_0000_0000 % sides);
      const faces = Array.from({ length: sides }, (_, i) =>
        faceFromUint32(sides, () => limit - sides + i),
      );
      expect([...faces].sort((a, b) => a - b)).toEqual(
        Array.from({ length: sides }, (_, i) => i + 1),
      );
    }
  });
});

describe('dice sources', () => {
  it('a seeded source repeats itself exactly for the same seed, within each die', () => {
    const a = seededDice(42);
    const b = seededDice(42);
    const rolls = (s: typeof a) => DICE.flatMap((d) => Array.from({ length: 50 }, () => s.roll(d)));
    const first = rolls(a);
    expect(rolls(b)).toEqual(first);
    DICE.forEach((die, i) => {
      for (const face of first.slice(i * 50, i * 50 + 50))
        expect(face >= 1 && face <= DIE_SIDES[die]).toBe(true);
    });
  });

  it('a scripted source plays its script per die kind, then the fallback', () => {
    const dice = scriptedDice({ d10: [3, 7] }, { roll: () => 1 });
    dice.script({ d4: [4], d10: [9] });
    expect(drawDice(dice, { d10: 4, d4: 1 })).toEqual({ d10: [3, 7, 9, 1], d4: [4] });
  });

  it('a scripted source without fallback says which die ran out', () => {
    expect(() => scriptedDice().roll('d8')).toThrow('No scripted d8 is left to roll.');
  });

  it('refuses to script a face the die does not have', () => {
    expect(() => scriptedDice({ d6: [7] })).toThrow('7 is not a face of a d6.');
  });
});

describe('DiceCursor', () => {
  it('reads each die kind in order and throws when the demand was short', () => {
    const cursor = new DiceCursor({ d10: [2, 5], d4: [3] });
    expect([cursor.next('d10'), cursor.next('d4'), cursor.next('d10')]).toEqual([2, 3, 5]);
    expect(() => cursor.next('d10')).toThrow(/no d10 number 3/);
  });
});
