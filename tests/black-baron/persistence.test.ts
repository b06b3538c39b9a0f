/**
 * Snapshot → JSON → restore → the same future, through every state a Black
 * Baron table rests in, on a scripted table. (Restores from every step of
 * random games, of every game, are the conformance suite's.)
 */
import { describe, expect, it } from 'vitest';
import { checkEveryRestore, recording } from '../support/restore';
import { deal, gm, hit, move, must, seated, stay } from './helpers';

describe('Persistence', () => {
  it('through bets, a split, a double down, a face-down die, the GM\u2019s dealer, the Black Plague and a void, a restored table has the same future', () => {
    const table = seated(['ana', 'brom'], { dealer: 'gm' });
    const recorded = recording(table);
    deal(table, { ana: 3, brom: 2 }, { ana: [4, 4], brom: [9, 1] }, [10, 5]);
    move(table, 'ana', 'SPLIT', 2);
    move(table, 'ana', 'DOUBLE', 9);
    hit(table, 'ana', 8);
    hit(table, 'ana', 1);
    stay(table, 'ana');
    stay(table, 'brom');
    table.scriptDice({ d10: [1] });
    must(table.send(gm, { type: 'DEALER_HIT' }));
    must(table.send(gm, { type: 'DEALER_STAY' }));
    deal(table, { ana: 3, brom: 'out' }, { ana: [5, 5] }, [10, 10]);
    deal(table, { brom: 4, ana: 2 }, { ana: [1, 2], brom: [3, 4] }, [5]);
    must(table.send(gm, { type: 'VOID_ROUND' }));
    const seen = checkEveryRestore(table, recorded, [
      { role: 'gm' },
      { role: 'player', id: 'brom' },
    ]);
    expect([...seen]).toEqual(
      expect.arrayContaining([
        '"lobby"',
        '{"round":"bets"}',
        '{"round":"players"}',
        '{"round":"dealer"}',
        '"roundOver"',
      ]),
    );
  });
});
