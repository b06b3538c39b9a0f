/**
 * The styles' reckoning of a roll (machines/wizards-and-thieves/reckoning.ts) moves coins on plain numbers, apart
 * from `resolveRoll`: over random boards and all 216 rolls under both calls, it must leave every stack and the pot
 * exactly where the rules do, and call the game over exactly when they do.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Board } from '../../machines/wizards-and-thieves/context';
import { settleRoll } from '../../machines/wizards-and-thieves/reckoning';
import { resolveRoll } from '../../machines/wizards-and-thieves/rules';

const SEATS = ['ana', 'brom', 'cyra', 'dov', 'edda'];

/** A board in play: two to five seats, the active one and at least one other still in, a pot of any size. */
const boards = fc
  .record({
    stacks: fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 2, maxLength: 5 }),
    active: fc.nat(),
    other: fc.nat(),
    pot: fc.integer({ min: 0, max: 40 }),
  })
  .map(({ stacks, active, other, pot }) => {
    const coins = [...stacks];
    const me = active % coins.length;
    const rival = (me + 1 + (other % (coins.length - 1))) % coins.length;
    coins[me] ||= 1;
    coins[rival] ||= 1;
    return { coins, me, pot };
  });

describe('the reckoning of a roll', () => {
  it('"Declared thief, rolled majority thieves … Rolled 3 thieves …": every stack, the pot and the end as resolveRoll leaves them', () => {
    fc.assert(
      fc.property(boards, (s) => {
        const order = SEATS.slice(0, s.coins.length);
        const board: Board = {
          order,
          coins: Object.fromEntries(order.map((seat, i) => [seat, s.coins[i]!])),
          pot: s.pot,
        };
        const rules: string[] = [];
        const reckoned: string[] = [];
        for (const call of ['wizard', 'thief'] as const)
          for (let a = 1; a <= 6; a++)
            for (let b = 1; b <= 6; b++)
              for (let c = 1; c <= 6; c++) {
                const r = resolveRoll(board, order[s.me]!, call, [a, b, c]);
                const mine = settleRoll(s, call, [a, b, c]);
                const roll = `${call} ${a}${b}${c}`;
                rules.push(
                  `${roll}: ${order.map((seat) => r.board.coins[seat])} | ${r.board.pot} ${r.ending !== null}`,
                );
                reckoned.push(`${roll}: ${mine.coins} | ${mine.pot} ${mine.pot === 0}`);
              }
        expect(reckoned).toEqual(rules);
      }),
      { numRuns: 60 },
    );
  });
});
