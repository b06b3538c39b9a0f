/** Reading a 3d6 roll: wizards, thieves, cancelling, the majority and the amount (machines/wizards-and-thieves/rules.ts). */
import { describe, expect, it } from 'vitest';
import { kindOf, readRoll } from '../../machines/wizards-and-thieves/rules';

const flags = (faces: number[]) =>
  readRoll(faces)
    .dice.map((d) => (d.cancelled ? 'x' : d.counted ? '*' : '.'))
    .join('');

describe('reading a roll', () => {
  it('"Rolls of wizards (6s) and thieves (1s)": a 6 is a wizard, a 1 a thief, anything else a plain die', () => {
    expect([1, 2, 3, 4, 5, 6].map(kindOf)).toEqual([
      'thief',
      'plain',
      'plain',
      'plain',
      'plain',
      'wizard',
    ]);
  });

  it('"cancel each other out on a one-to-one basis when determining majorities": a 6 and a 1 leave no majority', () => {
    const reading = readRoll([6, 1, 4]);
    expect(reading).toMatchObject({
      wizards: 0,
      thieves: 0,
      majority: 'none',
      amount: null,
      triple: null,
    });
    expect(flags([6, 1, 4])).toBe('xx.');
  });

  it('majority: one wizard or thief left after cancelling is a majority, against none of the other side', () => {
    expect(readRoll([6, 3, 4])).toMatchObject({
      wizards: 1,
      thieves: 0,
      majority: 'wizards',
      amount: 3,
    });
    expect(readRoll([2, 1, 5])).toMatchObject({
      wizards: 0,
      thieves: 1,
      majority: 'thieves',
      amount: 2,
    });
    expect(readRoll([6, 6, 1])).toMatchObject({ wizards: 1, thieves: 0, majority: 'wizards' });
    expect(readRoll([1, 6, 1])).toMatchObject({ wizards: 0, thieves: 1, majority: 'thieves' });
  });

  it('no wizard and no thief at all is no majority', () => {
    expect(readRoll([2, 3, 5])).toMatchObject({ majority: 'none', amount: null });
    expect(flags([2, 3, 5])).toBe('...');
  });

  it('"Ignore results of 1 and 6 when adding to or taking from the pot": the amount is the lowest plain die left', () => {
    expect(readRoll([6, 5, 2])).toMatchObject({ majority: 'wizards', amount: 2 });
    expect(readRoll([1, 4, 3])).toMatchObject({ majority: 'thieves', amount: 3 });
    expect(readRoll([6, 6, 4])).toMatchObject({ majority: 'wizards', amount: 4 });
    expect(readRoll([1, 1, 5])).toMatchObject({ majority: 'thieves', amount: 5 });
  });

  it('"the lowest remaining die after cancellations/ignores": the counted die is marked, the first of equal lowest', () => {
    expect(flags([6, 5, 2])).toBe('..*');
    expect(flags([1, 3, 3])).toBe('.*.');
  });

  it('"unless no other die type remains": 6, 6, 1 cancels a 6 with the 1 and counts the 6 left, for 6', () => {
    const reading = readRoll([6, 6, 1]);
    expect(reading).toMatchObject({ majority: 'wizards', amount: 6 });
    expect(flags([6, 6, 1])).toBe('x*x');
  });

  it('"unless no other die type remains": 1, 1, 6 cancels a 1 with the 6 and counts the 1 left, for 1', () => {
    expect(readRoll([1, 1, 6])).toMatchObject({ majority: 'thieves', amount: 1 });
    expect(flags([1, 6, 1])).toBe('xx*');
  });

  it('the dice struck out are the earliest of each side in the order rolled', () => {
    expect(flags([6, 1, 6])).toBe('xx*');
    expect(flags([1, 6, 6])).toBe('xx*');
  });

  it('"Rolled 3 wizards" and "Rolled 3 thieves" read as such: nothing cancels, nothing is counted', () => {
    expect(readRoll([6, 6, 6])).toMatchObject({
      triple: 'wizards',
      majority: 'wizards',
      wizards: 3,
      amount: null,
    });
    expect(readRoll([1, 1, 1])).toMatchObject({
      triple: 'thieves',
      majority: 'thieves',
      thieves: 3,
      amount: null,
    });
    expect(flags([6, 6, 6])).toBe('...');
  });

  it('every one of the 216 rolls reads with an amount exactly when it has a majority and is not three of a kind', () => {
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++) {
          const r = readRoll([a, b, c]);
          expect(r.amount !== null).toBe(r.majority !== 'none' && r.triple === null);
          expect(r.dice.filter((d) => d.counted).length).toBe(r.amount === null ? 0 : 1);
          if (r.amount !== null) expect(r.dice.find((d) => d.counted)!.face).toBe(r.amount);
        }
  });

  it('"roll 3d6": anything but three faces from 1 to 6 is a bug, not a roll', () => {
    expect(() => readRoll([6, 6])).toThrow();
    expect(() => readRoll([0, 3, 4])).toThrow();
    expect(() => readRoll([7, 3, 4])).toThrow();
  });
});
