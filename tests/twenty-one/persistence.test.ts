/**
 * A Standard table restored mid-round plays on. (Restores from every step of
 * random games, replays and the saved format, for every game: the
 * conformance suite, tests/conformance/persistence.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { restoreTable } from '../../machines';
import { twentyOne } from '../../machines/twenty-one';
import { gm, ok, opened, player, seated } from '../support/tables';

describe('persistence', () => {
  it('a restored table keeps taking intents mid-round', () => {
    const table = opened(seated(), [
      [6, 5],
      [3, 4],
    ]);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    const restored = restoreTable(twentyOne, JSON.parse(JSON.stringify(table.persist())));
    expect(restored.view({ role: 'gm' }).turn).toBe('brom');
    restored.scriptDice({ d8: [2] });
    ok(restored.send(player('brom'), { type: 'ROLL', die: 'd8' }));
    ok(restored.send(player('brom'), { type: 'KEEP_ROLL' }));
    expect(restored.view({ role: 'player', id: 'brom' }).seats[1]!.total).toBe(9);
    ok(restored.send(player('ana'), { type: 'HOLD' }));
    ok(restored.send(player('brom'), { type: 'HOLD' }));
    ok(restored.send(gm, { type: 'END_STAREDOWN' }));
    expect(restored.view({ role: 'gm' }).result?.winner).toBe('ana');
  });
});
