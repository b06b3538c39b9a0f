/**
 * Snapshot → JSON → restore → the same future, through every state a Goblin
 * table rests in, on a scripted table. (Restores from every step of random
 * games, of every game, are the conformance suite's.)
 */
import { describe, expect, it } from 'vitest';
import { CHAMBER } from '../../machines/goblin/context';
import { checkEveryRestore, recording } from '../support/restore';
import { bootAs, flipAs, gm, must, rollAs, seated, stage } from './helpers';

describe('Persistence', () => {
  it('through Holds, a Boot, Sudden Death and a second round, a restored table has the same future', () => {
    const table = seated(['ana', 'brom', 'cat']);
    const recorded = recording(table);
    must(table.send(gm, { type: 'START_ROUND' }));
    stage(table, { ana: 2, brom: 2, cat: 19 });
    stage(table, { ana: 12, brom: 12, cat: 'hold' });
    bootAs(table, 'ana', 'cat');
    stage(table, { ana: 2, brom: 2 });
    stage(table, { ana: 2, brom: 2, cat: 1 });
    stage(table, { ana: 2, brom: 2 });
    stage(table, { ana: 2, brom: 2 });
    flipAs(table, 'ana', 'heads');
    flipAs(table, 'brom', 'heads');
    flipAs(table, 'brom', 'tails');
    flipAs(table, 'ana', 'heads');
    must(table.send(gm, { type: 'NEXT_ROUND' }));
    rollAs(table, 'ana', 7);
    must(table.send(gm, { type: 'VOID_ROUND' }));
    const seen = checkEveryRestore(table, recorded, [
      { role: 'gm' },
      { role: 'player', id: 'brom' },
    ]);
    expect([...seen]).toEqual(
      expect.arrayContaining([
        '"lobby"',
        '{"round":"suddenDeath"}',
        '"roundOver"',
        ...CHAMBER.map((die) => JSON.stringify({ round: { chamber: die } })),
      ]),
    );
  });
});
