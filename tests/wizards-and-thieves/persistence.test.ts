/**
 * Snapshot → JSON → restore → the same future, through every state a Wizards
 * and Thieves table rests in, on a scripted table. (Restores from every step
 * of random games are the conformance suite's.)
 */
import { describe, expect, it } from 'vitest';
import { checkEveryRestore, recording } from '../support/restore';
import { declareAs, gm, must, openingAs, seated, start } from './helpers';

describe('Persistence', () => {
  it('through a tied opening, a game to its end, a second game and a void, a restored table has the same future', () => {
    const table = seated(['ana', 'brom', 'cyra'], { stakes: 'high' });
    const recorded = recording(table);
    start(table, 2);
    openingAs(table, 'ana', [5, 5, 5]);
    openingAs(table, 'brom', [6, 6, 3]);
    openingAs(table, 'cyra', [1, 1, 1]);
    openingAs(table, 'brom', [2, 2, 2]);
    openingAs(table, 'ana', [2, 2, 3]);
    declareAs(table, 'ana', 'thief', [1, 3, 3]);
    declareAs(table, 'ana', 'wizard', [1, 3, 3]);
    declareAs(table, 'brom', 'wizard', [6, 2, 2]);
    declareAs(table, 'brom', 'thief', [6, 6, 6]);
    start(table, 4);
    openingAs(table, 'cyra', [6, 6, 6]);
    openingAs(table, 'ana', [1, 1, 1]);
    openingAs(table, 'brom', [1, 1, 1]);
    declareAs(table, 'cyra', 'wizard', [2, 3, 4]);
    must(table.send(gm, { type: 'VOID_ROUND' }));
    const seen = checkEveryRestore(table, recorded, [
      { role: 'gm' },
      { role: 'player', id: 'brom' },
    ]);
    expect([...seen]).toEqual(
      expect.arrayContaining(['"lobby"', '{"round":"opening"}', '{"round":"play"}', '"roundOver"']),
    );
  });
});
