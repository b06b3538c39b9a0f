/** Who rolls, round after round, and who may (docs/rules/in-between.md, "The order of play"). */
import { describe, expect, it } from 'vitest';
import {
  expectRefused,
  gm,
  gmView,
  must,
  rollBetween,
  rollOne,
  rollSurrounds,
  seated,
  started,
  type InBetweenTable,
} from './helpers';

const parts = (table: InBetweenTable) => gmView(table).parts.map((p) => p.seat);

/** Plays the round out with a losing throw, then starts the next. */
function next(table: InBetweenTable): void {
  if (gmView(table).mode === 'one-player') rollOne(table, 17, [3, 16]);
  else {
    rollSurrounds(table, [3, 16]);
    rollBetween(table, 17);
  }
  must(table.send(gm, { type: 'NEXT_ROUND' }));
}

describe('The order of play', () => {
  it('one player: the roll passes round the table in seat order, one round each', () => {
    const table = started(['ana', 'brom', 'cat']);
    const rollers = [parts(table)[0]];
    for (let i = 0; i < 3; i++) {
      next(table);
      rollers.push(parts(table)[0]);
    }
    expect(rollers).toEqual(['ana', 'brom', 'cat', 'ana']);
    expect(parts(table)[1]).toBeNull();
  });

  it('two players: the surrounds player becomes the next betweener, and the next seat rolls the surrounds', () => {
    const table = started(['ana', 'brom', 'cat'], { mode: 'two-player' });
    const pairs = [parts(table)];
    for (let i = 0; i < 3; i++) {
      next(table);
      pairs.push(parts(table));
    }
    expect(pairs).toEqual([
      ['ana', 'brom'],
      ['brom', 'cat'],
      ['cat', 'ana'],
      ['ana', 'brom'],
    ]);
  });

  it('two players at a table of two swap parts each round', () => {
    const table = started(['ana', 'brom'], { mode: 'two-player' });
    next(table);
    expect(parts(table)).toEqual(['brom', 'ana']);
  });

  it('a seat that cannot cover a doubled wager (two antes) is passed over, and watches', () => {
    const table = seated(['ana', 'brom', 'cat'], { ante: 5 });
    must(table.send(gm, { type: 'SET_PURSE', seat: 'brom', purse: 9 }));
    must(table.send(gm, { type: 'START_ROUND' }));
    next(table);
    expect(parts(table)[0]).toBe('cat');
    expect(gmView(table).seats.find((s) => s.id === 'brom')!.status).toBe('watching');
  });

  it('a round starts once one seat (two seats, for two players) can cover a doubled wager; a lone player may face the bank', () => {
    const lone = seated(['ana'], { ante: 5 });
    must(lone.send(gm, { type: 'START_ROUND' }));
    expect(parts(lone)).toEqual(['ana', null]);
    const broke = seated(['ana', 'brom'], { ante: 5, purse: 9 });
    expectRefused(
      broke,
      gm,
      { type: 'START_ROUND' },
      'A one-player round needs a seat with at least 10 gp (twice the 5 gp ante), to cover a doubled wager.',
    );
  });

  it('a voided round does not pass the roll on', () => {
    const table = started(['ana', 'brom']);
    must(table.send(gm, { type: 'VOID_ROUND' }));
    must(table.send(gm, { type: 'START_ROUND' }));
    expect(parts(table)[0]).toBe('ana');
  });

  it('the GM chooses the mode in the lobby; the bank is the House whatever the GM plays', () => {
    const table = seated(['ana', 'brom']);
    must(table.send(gm, { type: 'SET_OPTIONS', mode: 'two-player', gmRole: 'npc' }));
    expect(gmView(table).options).toEqual({
      ante: 5,
      gmRole: 'npc',
      startingPurse: 100,
      npcPause: 1,
      mode: 'two-player',
      sideBetPool: false,
      sideBetWindow: 3,
    });
    must(table.send(gm, { type: 'SET_OPTIONS', mode: 'one-player' }));
    must(table.send(gm, { type: 'START_ROUND' }));
    rollOne(table, 17, [3, 16]);
    expect(gmView(table).house).toBe(5);
    expectRefused(
      table,
      gm,
      { type: 'SET_OPTIONS', mode: 'two-player' },
      /^You can't change the table options now/,
    );
  });
});
