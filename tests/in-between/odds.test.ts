/** The exact chance to win the panel shows before each roll, sequential surrounds and doubles counted. */
import { describe, expect, it } from 'vitest';
import type { InBetweenRound } from '../../machines/in-between/context';
import { judge, oddsOf } from '../../machines/in-between/rules';
import { acceptLoss, gmView, rollAgain, rollOne, rollSurrounds, started } from './helpers';

/** Every throw of three d20s, judged one by one as a first throw of the one-player game. */
function bruteForce() {
  const counts = { inside: 0, outside: 0, equal: 0, sequential: 0, doubles: 0 };
  for (let a = 1; a <= 20; a++) {
    for (let b = 1; b <= 20; b++) {
      for (let between = 1; between <= 20; between++) {
        const round = {
          mode: 'one-player',
          accepted: false,
          throws: [{ surrounds: [a, b], between }],
        } as unknown as InBetweenRound;
        const verdict = judge(round);
        counts['waiting' in verdict ? 'doubles' : (verdict.how as keyof typeof counts)]++;
      }
    }
  }
  return counts;
}

describe('The odds', () => {
  it('of a throw of all three dice, counted one by one, agree with the rules\u2019 count', () => {
    expect(bruteForce()).toEqual({
      inside: 2280,
      outside: 3876,
      equal: 684,
      sequential: 760,
      doubles: 400,
    });
    expect(oddsOf(null)).toEqual({
      inside: 2280,
      outside: 3876,
      equal: 684,
      sequential: 760,
      doubles: 400,
      outOf: 8000,
    });
  });

  it('before the one-player roll: 57 in 200 to win outright; sequential 19 in 200; doubles 1 in 20, with a call to make', () => {
    const table = started(['ana']);
    expect(gmView(table).odds).toEqual({
      win: { ways: 57, outOf: 200 },
      inside: { ways: 57, outOf: 200 },
      equal: { ways: 171, outOf: 2000 },
      outside: { ways: 969, outOf: 2000 },
      sequential: { ways: 19, outOf: 200 },
      doubles: { ways: 1, outOf: 20 },
      final: false,
    });
  });

  it('on the call on doubles: the re-roll is final, and doubles again lose', () => {
    const table = started(['ana']);
    rollOne(table, 5, [9, 9]);
    expect(gmView(table).odds).toMatchObject({
      win: { ways: 57, outOf: 200 },
      doubles: { ways: 1, outOf: 20 },
      final: true,
    });
  });

  it('two players: before the surrounds the betweener\u2019s chance is the same; once they are known, it is the faces between them out of 20', () => {
    const table = started(['ana', 'brom'], { mode: 'two-player' });
    expect(gmView(table).odds!.win).toEqual({ ways: 57, outOf: 200 });
    rollSurrounds(table, [4, 9]);
    expect(gmView(table).odds).toMatchObject({
      win: { ways: 1, outOf: 5 },
      inside: { ways: 1, outOf: 5 },
      equal: { ways: 1, outOf: 10 },
      outside: { ways: 7, outOf: 10 },
    });
    expect(gmView(table).gap).toEqual({ low: 4, high: 9, inside: 4 });
  });

  it('two players, on the call on doubles: doubles again go to the betweener, so the betweener wins the re-roll 67 times in 200', () => {
    const table = started(['ana', 'brom'], { mode: 'two-player' });
    rollSurrounds(table, [9, 9]);
    expect(gmView(table).odds).toMatchObject({ win: { ways: 67, outOf: 200 }, final: true });
    rollAgain(table, [9, 10]);
    expect(gmView(table).odds).toBeNull();
  });

  it('none once the round is decided', () => {
    const table = started(['ana']);
    rollOne(table, 5, [9, 9]);
    acceptLoss(table);
    expect(gmView(table).odds).toBeNull();
  });
});
