import { describe, expect, it } from 'vitest';
import { playScriptedRound } from '../examples/scripted-round';
import { restoreTable } from '../machines';
import { twentyOne } from '../machines/twenty-one';
import { outcomeText } from './support/words';

describe('the scripted round of docs/engine.md', () => {
  it('plays to the end: Ana wins the 35 gp pot with 20', () => {
    const { table, outOfTurn } = playScriptedRound();
    expect(outcomeText(table, { role: 'player', id: 'ana' }, { type: 'HOLD' }, outOfTurn)).toBe(
      'It is not your turn: Brom is to act.',
    );
    const view = table.view({ role: 'gm' });
    expect(view.result).toMatchObject({ winner: 'ana', best: 20, pot: 35 });
    expect(view.seats.map((s) => s.purse)).toEqual([70, 40]);
    expect(view.house).toBe(-10);
  });

  it('saves to JSON that restores to the same table', () => {
    const { table, saved } = playScriptedRound();
    expect(restoreTable(twentyOne, JSON.parse(saved)).view({ role: 'gm' })).toEqual(
      table.view({ role: 'gm' }),
    );
  });
});
