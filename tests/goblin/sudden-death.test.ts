import { said } from '../support/words';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CHAMBER } from '../../machines/goblin/context';
import {
  expectRefused,
  flipAs,
  gmView,
  player,
  seatView,
  stage,
  started,
  type GoblinTable,
} from './helpers';

/** Ana and Brom roll 2 on every die and stand tied at 12 after the d4. */
function tiedAtTwelve(ids: readonly string[] = ['ana', 'brom']): GoblinTable {
  const table = started(ids);
  for (let i = 0; i < CHAMBER.length; i++)
    stage(table, Object.fromEntries(ids.map((id) => [id, 2])));
  return table;
}

describe('Sudden Death (The Coin)', () => {
  it('"If players are still alive and tied after the d4 stage, the game enters Sudden Death with the Coin (d2)"', () => {
    const table = tiedAtTwelve();
    const view = gmView(table);
    expect(view.phase).toBe('suddenDeath');
    expect(view.suddenDeath).toEqual({
      volley: 1,
      current: { flippers: ['ana', 'brom'], flips: [] },
      toFlip: ['ana', 'brom'],
      earlier: [],
    });
    expect(said(view).log.at(-1)!.text).toBe(
      'Ana and Brom are alive and tied at 12: Sudden Death. Heads is +2, tails is death.',
    );
  });

  it('"Heads (2): +2 points" and "Tails (1): death": one heads and one tails leave a clear winner', () => {
    const table = tiedAtTwelve();
    flipAs(table, 'ana', 'heads');
    expect(seatView(table, 'ana').score).toBe(14);
    flipAs(table, 'brom', 'tails');
    expect(seatView(table, 'brom')).toMatchObject({ status: 'dead', score: 0 });
    expect(gmView(table).result).toMatchObject({
      winner: 'ana',
      score: 14,
      how: 'sudden-death',
      cowardsTax: false,
    });
  });

  it('"Keep flipping until a clear winner remains": heads all round flips again', () => {
    const table = tiedAtTwelve();
    flipAs(table, 'ana', 'heads');
    flipAs(table, 'brom', 'heads');
    expect(gmView(table).suddenDeath).toMatchObject({
      volley: 2,
      current: { flippers: ['ana', 'brom'], flips: [] },
    });
    expect(gmView(table).suddenDeath!.earlier).toEqual([
      {
        flippers: ['ana', 'brom'],
        flips: [
          { seat: 'ana', face: 2, heads: true },
          { seat: 'brom', face: 2, heads: true },
        ],
      },
    ]);
    flipAs(table, 'brom', 'heads');
    flipAs(table, 'ana', 'tails');
    expect(gmView(table).result).toMatchObject({ winner: 'brom', score: 16, how: 'sudden-death' });
  });

  it('Who flips: "players still alive and tied": every living seat tied for the top, whether it held or stood', () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 2, brom: 12 });
    stage(table, { ana: 2, brom: 'hold' });
    for (let i = 2; i < CHAMBER.length; i++) stage(table, { ana: 2 });
    expect(gmView(table).seats.map((s) => [s.status, s.score])).toEqual([
      ['standing', 12],
      ['held', 12],
    ]);
    expect(gmView(table).suddenDeath!.current.flippers).toEqual(['ana', 'brom']);
  });

  it('Volleys: "Keep flipping": each tied seat flips once per volley, in any order, and the volley settles when all have flipped', () => {
    const table = tiedAtTwelve(['ana', 'brom', 'cat']);
    expect(gmView(table).suddenDeath!.current.flippers).toEqual(['ana', 'brom', 'cat']);
    flipAs(table, 'cat', 'heads');
    expectRefused(
      table,
      player('cat'),
      { type: 'FLIP' },
      'You have flipped in this volley; wait for the others.',
    );
    flipAs(table, 'ana', 'tails');
    expectRefused(
      table,
      player('ana'),
      { type: 'FLIP' },
      'You are dead this round: the coin came up tails.',
    );
    flipAs(table, 'brom', 'heads');
    expect(gmView(table).suddenDeath!.current.flippers).toEqual(['brom', 'cat']);
    expectRefused(
      table,
      player('ana'),
      { type: 'FLIP' },
      'Only the seats tied for the top flip the coin.',
    );
  });

  it('"Rolling the maximum value on any die earns a Boot", but not the coin: Sudden Death has no Hold left to break', () => {
    const table = tiedAtTwelve();
    flipAs(table, 'ana', 'heads');
    expect(seatView(table, 'ana').boots).toBe(0);
  });

  it('All flippers die: "Tails (1): death" and "The highest score wins the pot": the highest score still alive wins, Coward\u2019s Tax and all', () => {
    const table = started(['ana', 'brom', 'cat'], { ante: 5 });
    stage(table, { ana: 2, brom: 2, cat: 10 });
    stage(table, { ana: 2, brom: 2, cat: 'hold' });
    for (let i = 2; i < CHAMBER.length; i++) stage(table, { ana: 2, brom: 2 });
    expect(gmView(table).suddenDeath!.current.flippers).toEqual(['ana', 'brom']);
    flipAs(table, 'ana', 'tails');
    flipAs(table, 'brom', 'tails');
    expect(said(gmView(table)).log.at(-1)!.text).toBe(
      'Cat wins with 10, but held in the d12 stage: the Coward\u2019s Tax gives them 15 gp of the 30 gp pot and the House keeps 15 gp.',
    );
    expect(gmView(table).result).toMatchObject({
      winner: 'cat',
      score: 10,
      how: 'highest-score',
      won: 15,
      houseTook: 15,
      cowardsTax: true,
    });
  });

  it('All flippers die: "Keep flipping until a clear winner remains": if the survivors below are tied, they flip next', () => {
    const table = started(['ana', 'brom', 'cat', 'dov']);
    stage(table, { ana: 2, brom: 2, cat: 2, dov: 2 });
    for (let i = 1; i < CHAMBER.length; i++) stage(table, { ana: 3, brom: 3, cat: 2, dov: 2 });
    expect(gmView(table).suddenDeath!.current.flippers).toEqual(['ana', 'brom']);
    flipAs(table, 'ana', 'tails');
    flipAs(table, 'brom', 'tails');
    expect(gmView(table).phase).toBe('suddenDeath');
    expect(gmView(table).suddenDeath!.current.flippers).toEqual(['cat', 'dov']);
    expect(said(gmView(table)).log.at(-1)!.text).toBe(
      'Every flipper died. Cat and Dov are tied at 12: they flip the coin now.',
    );
  });

  it('All flippers die: "If everyone dies, the House keeps the pot" when nobody else is alive', () => {
    const table = tiedAtTwelve();
    const pot = gmView(table).pot;
    flipAs(table, 'ana', 'tails');
    flipAs(table, 'brom', 'tails');
    expect(gmView(table).result).toMatchObject({ winner: null, how: 'wipeout', houseTook: pot });
  });

  it('Sudden Death ends: "Keep flipping until a clear winner remains": a scripted coin run settles at the first volley that is not heads all round', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.nat({ max: 30 }),
        fc.infiniteStream(fc.boolean()),
        (flippers, headsVolleys, coin) => {
          const ids = ['ana', 'brom', 'cat', 'dov'].slice(0, flippers);
          const table = tiedAtTwelve(ids);
          for (let v = 0; v < headsVolleys; v++) for (const id of ids) flipAs(table, id, 'heads');
          expect(gmView(table).suddenDeath!.volley).toBe(headsVolleys + 1);
          // A deciding volley: any mix of sides except heads for everyone.
          const sides: ('heads' | 'tails')[] = ids.map(() =>
            coin.next().value ? 'heads' : 'tails',
          );
          if (!sides.includes('tails')) sides[0] = 'tails';
          for (const [i, id] of ids.entries()) flipAs(table, id, sides[i]!);
          const alive = sides.filter((s) => s === 'heads').length;
          if (alive <= 1) {
            expect(gmView(table).phase).toBe('roundOver');
            expect(gmView(table).result!.winner).toBe(
              alive === 1 ? ids[sides.indexOf('heads')] : null,
            );
          } else {
            // The survivors are tied again, and they alone flip on.
            expect(gmView(table).suddenDeath!.current.flippers).toEqual(
              ids.filter((_, i) => sides[i] === 'heads'),
            );
          }
          expect(table.history.filter((s) => !s.outcome.ok)).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });
});
