/**
 * The stats Classic needs ("Sleight of Hand, Deception, a spellcasting ability,
 * Insight, Arcana, Athletics, the Dexterity save, the six abilities") are the
 * seat's, and show in its view, and so in its stats form, only at a Classic table.
 */
import { describe, expect, it } from 'vitest';
import { twentyOne } from '../../machines/twenty-one';
import { ok, player, seatedAt } from '../support/tables';
import { classic, seat } from './helpers';

describe('Classic\u2019s stats', () => {
  it('a Classic seat shows the stats Classic\u2019s checks use, and only those', () => {
    const table = classic();
    ok(
      table.send(player('ana'), {
        type: 'SET_STATS',
        stats: { spellcasting: 4, arcana: 2, athletics: 1, dexSave: 3 },
      }),
    );
    expect(Object.keys(seat(table, 'ana', 'ana').secrets!.stats).sort()).toEqual([
      'arcana',
      'athletics',
      'cha',
      'con',
      'deception',
      'dex',
      'dexSave',
      'insight',
      'int',
      'intimidation',
      'persuasion',
      'sleightOfHand',
      'spellcasting',
      'str',
      'wis',
    ]);
    expect(seat(table, 'ana', 'ana').secrets!.stats).toMatchObject({
      spellcasting: 4,
      arcana: 2,
      athletics: 1,
      dexSave: 3,
    });
  });

  it('a Standard seat shows Standard mode\u2019s twelve, none of Classic\u2019s', () => {
    const table = seatedAt(twentyOne, ['ana', 'brom']);
    const keys = Object.keys(table.view({ role: 'player', id: 'ana' }).seats[0]!.secrets!.stats);
    expect(keys).toHaveLength(12);
    for (const key of ['spellcasting', 'arcana', 'athletics', 'dexSave'])
      expect(keys).not.toContain(key);
  });

  it('another player never sees a seat\u2019s stats', () => {
    expect(seat(classic(), 'ana', 'brom').secrets).toBeNull();
  });
});
