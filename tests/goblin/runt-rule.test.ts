import { describe, expect, it } from 'vitest';
import { expectRefused, gmView, holdAs, player, rollAs, seatView, stage, started } from './helpers';

describe('The Runt Rule (King\u2019s Privilege)', () => {
  it('"You may Hold only if you currently have the highest score at the table"', () => {
    const table = started(['ana', 'brom', 'cat']);
    stage(table, { ana: 12, brom: 17, cat: 9 });
    expectRefused(
      table,
      player('ana'),
      { type: 'HOLD' },
      'The Runt Rule: you may hold only with the highest score at the table, and Brom has 17 to your 12.',
    );
    rollAs(table, 'ana', 3);
    holdAs(table, 'brom');
    expect(seatView(table, 'brom').status).toBe('held');
  });

  it('Runt Rule ties: "only if you currently have the highest score": a seat tied for the highest is not the highest, and may not hold', () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 14, brom: 14 });
    expectRefused(
      table,
      player('ana'),
      { type: 'HOLD' },
      'The Runt Rule: you may hold only with the highest score at the table, and you are tied with Brom at 14.',
    );
    rollAs(table, 'ana', 2);
    expectRefused(table, player('brom'), { type: 'HOLD' }, /Ana has 16 to your 14/);
  });

  it('"the highest score" at 0-0: nobody may hold before the first roll, so the whole table rolls the d20', () => {
    const table = started(['ana', 'brom']);
    expectRefused(table, player('ana'), { type: 'HOLD' }, /nobody has scored yet/);
    expect(gmView(table).actions.map((a) => a.intent.type)).not.toContain('HOLD');
  });

  it('"at the table" counts those who held: to hold you must beat the holders too', () => {
    const table = started(['ana', 'brom', 'cat']);
    stage(table, { ana: 18, brom: 10, cat: 12 });
    stage(table, { ana: 'hold', brom: 7, cat: 3 });
    // Brom's 17 beats Cat's 15 but not Ana's held 18.
    expectRefused(table, player('brom'), { type: 'HOLD' }, /Ana has 18 to your 17/);
  });

  it('the dead count 0: a lone survivor with any score may hold', () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 2, brom: 1 });
    holdAs(table, 'ana');
    expect(gmView(table).phase).toBe('roundOver');
    expect(gmView(table).result).toMatchObject({ winner: 'ana', score: 2 });
  });

  it('the view offers Hold exactly when the Runt Rule allows it', () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 12, brom: 5 });
    const anaActions = table.view({ role: 'player', id: 'ana' }).actions.map((a) => a.intent.type);
    expect(anaActions).toEqual(['ROLL', 'HOLD']);
    rollAs(table, 'ana', 2);
    const bromActions = table
      .view({ role: 'player', id: 'brom' })
      .actions.map((a) => a.intent.type);
    expect(bromActions).toEqual(['ROLL']);
  });
});
