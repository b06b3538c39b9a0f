/**
 * Views: the GM sees everything; a player sees the public table and their own
 * hole die. The strongest form of "no field leaks another seat's hole die":
 * two tables that differ only in that die give the other viewers identical views.
 */
import { said } from '../support/words';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../machines';
import { gm, ok, opened, player, roll, seated, type TwentyOneTable } from '../support/tables';

/** The same round twice, differing only in Brom's hole die. */
function twins(play: (table: TwentyOneTable) => void): [TwentyOneTable, TwentyOneTable] {
  const build = (bromHole: number) => {
    const table = opened(seated({ players: ['ana', 'brom', 'cyra'] }), [
      [6, 5],
      [3, bromHole],
      [8, 2],
    ]);
    play(table);
    return table;
  };
  return [build(2), build(7)];
}

const viewers: Viewer[] = [
  { role: 'player', id: 'ana' },
  { role: 'player', id: 'cyra' },
  { role: 'player', id: 'spectator' },
];

describe('a hidden hole die cannot be read from any other viewer\u2019s view', () => {
  const moments: [string, (t: TwentyOneTable) => void][] = [
    ['right after the opening', () => {}],
    ['after Brom passes the Cut', (t) => ok(t.send(player('brom'), { type: 'CUT_PASS' }))],
    [
      'after Brom rolls a natural 20 on a d20',
      (t) => {
        ok(t.send(player('brom'), { type: 'CUT_PASS' }));
        roll(t, 'brom', 'd20', 20);
      },
    ],
    [
      'after Brom takes the Cut',
      (t) => {
        t.scriptDice({ d10: [9] });
        ok(t.send(player('brom'), { type: 'CUT_REROLL' }));
      },
    ],
  ];
  for (const [when, play] of moments) {
    it(when, () => {
      const [a, b] = twins(play);
      for (const viewer of viewers)
        expect(JSON.stringify(a.view(viewer))).toBe(JSON.stringify(b.view(viewer)));
      // The owner and the GM do see the difference.
      expect(JSON.stringify(a.view({ role: 'player', id: 'brom' }))).not.toBe(
        JSON.stringify(b.view({ role: 'player', id: 'brom' })),
      );
      expect(JSON.stringify(a.view({ role: 'gm' }))).not.toBe(
        JSON.stringify(b.view({ role: 'gm' })),
      );
    });
  }

  it('a natural 1 on a hole die is a fee only its owner and the GM see before the reveal', () => {
    const table = opened(seated(), [
      [6, 5],
      [3, 1],
    ]);
    expect(table.view({ role: 'player', id: 'ana' }).seats[1]!.fees).toBeNull();
    expect(table.view({ role: 'player', id: 'brom' }).seats[1]!.fees).toBe(1);
    expect(
      said(table.view({ role: 'player', id: 'ana' }))
        .log.map((l) => l.text)
        .join(' '),
    ).not.toMatch(/natural 1/);
    expect(
      said(table.view({ role: 'player', id: 'brom' }))
        .log.map((l) => l.text)
        .join(' '),
    ).toMatch(/Your hole die shows 1 \(natural 1/);
  });
});

describe('what each viewer sees', () => {
  it('a player sees their own hole die, marked as a hole die', () => {
    const table = opened(seated(), [
      [6, 5],
      [3, 4],
    ]);
    const brom = table.view({ role: 'player', id: 'brom' }).seats.find((s) => s.id === 'brom')!;
    expect(brom).toMatchObject({ mine: true, total: 7, showing: 7 });
    expect(brom.dice[1]).toEqual({ die: 'd10', face: 4, counts: 4, hole: true, blind: false });
  });

  it('the GM sees every hole die', () => {
    const table = opened(seated(), [
      [6, 5],
      [3, 4],
    ]);
    expect(table.view({ role: 'gm' }).seats.map((s) => s.total)).toEqual([11, 7]);
  });

  it('everyone sees every hole die after the reveal', () => {
    const table = opened(seated(), [
      [6, 5],
      [3, 4],
    ]);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(player('ana'), { type: 'HOLD' }));
    expect(table.view({ role: 'player', id: 'spectator' }).seats.map((s) => s.total)).toEqual([
      11, 7,
    ]);
  });

  it('offers each viewer only the actions legal for them now, with cost and exact bust chance', () => {
    const table = opened(seated({ options: { ante: 4 } }), [
      [6, 5],
      [3, 9],
    ]);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    // Out of turn, Ana may only do what needs no turn: side bets and accusations.
    expect(
      new Set(table.view({ role: 'player', id: 'ana' }).actions.map((a) => a.intent.type)),
    ).toEqual(new Set(['SIDE_BET', 'ACCUSE']));
    const brom = table.view({ role: 'player', id: 'brom' }).actions;
    expect(
      brom
        .filter((a) => ['ROLL', 'HOLD', 'FOLD'].includes(a.intent.type))
        .map((a) => a.intent.type),
    ).toEqual(['ROLL', 'ROLL', 'ROLL', 'ROLL', 'ROLL', 'HOLD', 'FOLD']);
    expect(brom.map((a) => a.intent.type)).not.toContain('CUT_PASS');
    // At 12: a d10 busts on 10 only; a d20 busts on 10–19 (a natural 20 makes exactly 21).
    const d10 = brom.find((a) => a.intent.type === 'ROLL' && a.intent.die === 'd10')!;
    const d20 = brom.find((a) => a.intent.type === 'ROLL' && a.intent.die === 'd20')!;
    expect([d10.cost, d10.bustChance]).toEqual([2, 0.1]);
    expect([d20.cost, d20.bustChance]).toEqual([2, 0.5]);
    expect(table.view({ role: 'gm' }).actions.map((a) => a.intent.type)).toEqual(['VOID_ROUND']);
  });

  it('the GM is offered the actions of the NPC seats they play', () => {
    const table = seated({ players: ['ana'] });
    ok(table.send(gm, { type: 'ADD_NPC', name: 'Grizzled Dwarf', purse: 50 }));
    opened(table, [
      [6, 5],
      [3, 4],
    ]);
    const offered = table.view({ role: 'gm' }).actions.map((a) => a.intent);
    expect(offered).toContainEqual({ type: 'CUT_PASS', seat: 'npc-1' });
    ok(table.send(gm, { type: 'CUT_PASS', seat: 'npc-1' }));
    ok(table.send(gm, { type: 'HOLD', seat: 'npc-1' }));
    expect(table.view({ role: 'gm' }).seats[1]!.status).toBe('held');
  });
});
