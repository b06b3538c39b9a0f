/**
 * The engine checks an intent once and the chart takes its word for that very
 * event; anything else the chart receives (a log replayed, an event the engine
 * did not check) still goes through its `legal` guard in full.
 */
import { describe, expect, it } from 'vitest';
import { createTable, type AppliedEvent } from '../../machines';
import { twentyOne } from '../../machines/twenty-one';
import { gm, player } from '../support/tables';
import { outcomeText } from '../support/words';

const seatedTwo = () => {
  const table = createTable(twentyOne);
  for (const id of ['ana', 'brom'])
    expect(table.send(player(id), { type: 'JOIN', name: id, purse: 50 })).toEqual({ ok: true });
  return table;
};

describe('each check once', () => {
  it('a refused intent reaches its sender with the check\u2019s reason and changes nothing', () => {
    const table = seatedTwo();
    const before = JSON.stringify(table.persist());
    expect(table.send(player('ana'), { type: 'JOIN', name: 'Again', purse: 5 })).toEqual({
      ok: false,
      reason: { why: 'seated' },
    });
    expect(
      outcomeText(
        table,
        gm,
        { type: 'ADD_NPC' },
        table.send(gm, { type: 'ADD_NPC', name: 'ANA', purse: 5 }),
      ),
    ).toBe('Someone called ANA already sits at the table.');
    expect(JSON.stringify(table.persist())).toBe(before);
  });

  it('an event from a log that its check refuses is not taken: the guard runs in full for what the engine did not check', () => {
    const table = seatedTwo();
    const join: AppliedEvent = {
      type: 'JOIN',
      name: 'Again',
      purse: 5,
      seat: 'ana',
      by: 'ana',
      at: 0,
      dice: {},
    } as AppliedEvent;
    expect(() => table.apply(join)).toThrow(/does not apply/);
    const lone = createTable(twentyOne);
    expect(() => lone.apply({ type: 'START_ROUND', by: 'gm', at: 0, dice: {} })).toThrow(
      /does not apply/,
    );
    expect(lone.snapshot().value).toBe('lobby');
  });

  it('an event checked legal and sent is taken once, and the same event sent again is judged afresh', () => {
    const table = seatedTwo();
    expect(table.send(player('cyra'), { type: 'JOIN', name: 'Cyra', purse: 5 })).toEqual({
      ok: true,
    });
    const applied = table.events.at(-1)!;
    expect(() => table.apply(applied)).toThrow(/does not apply/);
    expect(table.snapshot().context.seats.map((s) => s.id)).toEqual(['ana', 'brom', 'cyra']);
  });
});
