/** What happened, in words (src/panels/wizards-and-thieves/narration.ts), from a declared roll's line. */
import { describe, expect, it } from 'vitest';
import type { Board, Call } from '../../machines/wizards-and-thieves/context';
import { openingBoard, resolveRoll } from '../../machines/wizards-and-thieves/rules';
import { declareLine } from '../../machines/wizards-and-thieves/lines';
import { narrate } from '../../src/panels/wizards-and-thieves/narration';
import { listed } from '../../src/panels/shared/reasons';

const nameOf = (id: string) => id[0]!.toUpperCase() + id.slice(1);
const fresh = () => openingBoard(['ana', 'brom', 'cyra'], { ana: 20, brom: 20, cyra: 20 });
const say = (board: Board, active: string, call: Call, faces: number[]) =>
  narrate(declareLine(resolveRoll(board, active, call, faces), active, faces), nameOf);

describe('what happened, in words', () => {
  it('"Majority thieves: Ana takes 3 from the pot and goes again"', () => {
    expect(say(fresh(), 'ana', 'thief', [1, 3, 5])).toBe(
      'Majority thieves: Ana takes 3 from the pot and goes again.',
    );
  });

  it('a declared thief against a majority of wizards pays, and play passes', () => {
    expect(say(fresh(), 'ana', 'thief', [6, 4, 5])).toBe(
      'Majority wizards: Ana pays 4 into the pot; play passes to Brom.',
    );
  });

  it('a declared wizard with a majority of wizards: everyone else pays, and the wizard goes again', () => {
    expect(say(fresh(), 'brom', 'wizard', [2, 6, 6])).toBe(
      'Majority wizards: everyone else pays 2 into the pot; Brom goes again.',
    );
  });

  it('a declared wizard against a majority of thieves pays, and play passes', () => {
    expect(say(fresh(), 'cyra', 'wizard', [1, 5, 2])).toBe(
      'Majority thieves: Cyra pays 2 into the pot; play passes to Ana.',
    );
  });

  it('no majority', () => {
    expect(say(fresh(), 'ana', 'wizard', [6, 1, 4])).toBe('No majority: play passes to Brom.');
  });

  it('three wizards and three thieves, with the remainder', () => {
    expect(say(fresh(), 'ana', 'thief', [6, 6, 6])).toBe(
      'Three wizards! Ana takes the whole pot of 18. The game ends.',
    );
    const four = {
      order: ['ana', 'brom', 'cyra', 'dorn'],
      coins: { ana: 9, brom: 9, cyra: 9, dorn: 9 },
      pot: 20,
    };
    expect(say(four, 'ana', 'wizard', [1, 1, 1])).toBe(
      'Three thieves! The pot of 20 is split among the others: 6 each to Brom, Cyra and Dorn, and Ana keeps the remainder of 2 (honor among thieves). The game ends.',
    );
    expect(say(fresh(), 'ana', 'wizard', [1, 1, 1])).toBe(
      'Three thieves! The pot of 18 is split among the others: 9 each to Brom and Cyra, and nothing is left over for Ana. The game ends.',
    );
  });

  it('the pot running dry, a player going out, and the last one standing', () => {
    const small = { order: ['ana', 'brom'], coins: { ana: 5, brom: 5 }, pot: 3 };
    expect(say(small, 'ana', 'thief', [1, 5, 4])).toBe(
      'Majority thieves: Ana takes the last 3 in the pot (the roll called for 4). The pot is empty: the game ends.',
    );
    const broke = { order: ['ana', 'brom', 'cyra'], coins: { ana: 2, brom: 5, cyra: 5 }, pot: 10 };
    expect(say(broke, 'ana', 'thief', [6, 5, 4])).toBe(
      'Majority wizards: Ana pays the last 2 of the 4 owed into the pot and is out; play passes to Brom.',
    );
    const last = { order: ['ana', 'brom', 'cyra'], coins: { ana: 5, brom: 2, cyra: 3 }, pot: 10 };
    expect(say(last, 'ana', 'wizard', [6, 6, 4])).toBe(
      'Majority wizards: everyone else pays 4 into the pot (Brom pays the last 2 of the 4 owed and is out; Cyra pays the last 3 of the 4 owed and is out). Only Ana has coins left: the pot of 15 goes to Ana, and the game ends.',
    );
  });

  it('names are listed as a sentence lists them', () => {
    expect(listed(['Ana'])).toBe('Ana');
    expect(listed(['Ana', 'Brom'])).toBe('Ana and Brom');
    expect(listed(['Ana', 'Brom', 'Cyra'])).toBe('Ana, Brom and Cyra');
  });
});
