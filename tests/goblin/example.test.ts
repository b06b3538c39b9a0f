import { describe, expect, it } from 'vitest';
import { playGoblinRound } from '../../examples/goblin-round';
import { outcomeText } from '../support/words';
import { player } from './helpers';

describe('the scripted Goblin round of examples/goblin-round.ts', () => {
  it('plays to the end: Ana wins the 30 gp pot in Sudden Death', () => {
    const { table, runt, lastStageBoot } = playGoblinRound();
    expect(runt.ok).toBe(false);
    expect(outcomeText(table, player('ana'), { type: 'HOLD' }, runt)).toBe(
      'The Runt Rule: you may hold only with the highest score at the table, and Brom has 20 to your 14.',
    );
    expect(lastStageBoot.ok).toBe(false);
    expect(outcomeText(table, player('brom'), { type: 'BOOT', target: 'ana' }, lastStageBoot)).toBe(
      'The d4 is the last stage: there is no next stage to boot Ana into.',
    );
    const view = table.view({ role: 'gm' });
    expect(view.result).toEqual({
      winner: 'ana',
      score: 38,
      how: 'sudden-death',
      pot: 30,
      won: 30,
      houseTook: 0,
      cowardsTax: false,
    });
    expect(view.seats.map((s) => s.purse)).toEqual([75, 45, 45]);
    expect(view.house).toBe(-15);
  });
});
