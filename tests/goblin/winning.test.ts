import { said } from '../support/words';
import { describe, expect, it } from 'vitest';
import { ledgerSum } from '../../machines';
import { CHAMBER } from '../../machines/goblin/context';
import { gm, gmView, must, seated, seatView, stage, started } from './helpers';

describe('Winning the round', () => {
  it('"The round ends when everyone has Held or Died", even with stages left', () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 10, brom: 6 });
    stage(table, { ana: 'hold', brom: 1 });
    expect(gmView(table).phase).toBe('roundOver');
    expect(seatView(table, 'ana').rolls).toHaveLength(1);
  });

  it('"The highest score wins the pot": a later holder who beats an earlier one takes it', () => {
    const table = started(['ana', 'brom'], { ante: 5 });
    stage(table, { ana: 10, brom: 6 });
    stage(table, { ana: 5, brom: 8 }); // 15 and 14
    stage(table, { ana: 2, brom: 10 }); // 17 and 24
    stage(table, { ana: 3, brom: 'hold' }); // Brom holds on 24 in the d8 stage
    stage(table, { ana: 6 }); // 26: Ana now leads and holds in the d4 stage
    stage(table, { ana: 'hold' });
    expect(gmView(table).result).toMatchObject({
      winner: 'ana',
      score: 26,
      how: 'highest-score',
      pot: 20,
      won: 20,
      houseTook: 0,
      cowardsTax: false,
    });
    expect(seatView(table, 'ana').purse).toBe(115);
    expect(seatView(table, 'brom').purse).toBe(95);
  });

  it('After the d4: "The round ends when everyone has Held or Died": the living who never held stand on their scores, and the highest takes the whole pot', () => {
    const table = started(['ana', 'brom', 'cat']);
    const pot = gmView(table).pot;
    stage(table, { ana: 2, brom: 3, cat: 1 });
    for (let i = 1; i < CHAMBER.length; i++) stage(table, { ana: 2, brom: 3 });
    expect(gmView(table).seats.map((s) => [s.id, s.status, s.score])).toEqual([
      ['ana', 'standing', 12],
      ['brom', 'standing', 18],
      ['cat', 'dead', 0],
    ]);
    expect(said(gmView(table)).log.at(-2)!.text).toBe(
      'The Chamber is spent. Standing: Ana on 12, Brom on 18.',
    );
    expect(gmView(table).result).toMatchObject({
      winner: 'brom',
      score: 18,
      won: pot,
      houseTook: 0,
      cowardsTax: false,
    });
  });

  it.each([
    { stage: 'd12', taxed: true },
    { stage: 'd10', taxed: true },
    { stage: 'd8', taxed: false },
    { stage: 'd6', taxed: false },
    { stage: 'd4', taxed: false },
  ] as const)(
    '"Coward\u2019s Tax: If you Hold before the d8 stage, you only claim 50% of the pot. (The House keeps the rest.)" (Hold in the $stage stage)',
    ({ stage: holdIn, taxed }) => {
      const table = started(['ana', 'brom'], { ante: 5 });
      stage(table, { ana: 10, brom: 2 });
      while (gmView(table).stage !== holdIn) stage(table, { ana: 2, brom: 2 });
      const pot = gmView(table).pot;
      expect(gmView(table).cowardsTax.holdNowIsTaxed).toBe(taxed);
      stage(table, { ana: 'hold', brom: 1 });
      const result = gmView(table).result!;
      expect(result).toMatchObject({
        winner: 'ana',
        cowardsTax: taxed,
        won: taxed ? pot / 2 : pot,
        houseTook: taxed ? pot / 2 : 0,
      });
      expect(gmView(table).house).toBe(-10 + result.houseTook);
    },
  );

  it('Coward\u2019s Tax on an odd pot: "you only claim 50% of the pot": the winner claims the smaller half, the House keeps the odd gold piece', () => {
    const table = started(['ana', 'brom', 'cat'], { ante: 5, gmRole: 'npc' });
    expect(gmView(table).pot).toBe(15);
    stage(table, { ana: 10, brom: 2, cat: 3 });
    stage(table, { ana: 'hold', brom: 1, cat: 1 });
    expect(gmView(table).result).toMatchObject({
      winner: 'ana',
      pot: 15,
      won: 7,
      houseTook: 8,
      cowardsTax: true,
    });
    expect(gmView(table).house).toBe(8);
  });

  it('"Total Wipeout: If everyone dies, the House keeps the pot."', () => {
    const table = started(['ana', 'brom'], { ante: 5 });
    stage(table, { ana: 1, brom: 1 });
    expect(gmView(table).result).toEqual({
      winner: null,
      score: null,
      how: 'wipeout',
      pot: 20,
      won: 0,
      houseTook: 20,
      cowardsTax: false,
    });
    expect(gmView(table).house).toBe(10);
    expect(gmView(table).pot).toBe(0);
  });

  it('"Total Wipeout" when the GM plays an NPC: nobody matched, and the House still keeps every ante', () => {
    const table = seated(['ana'], { ante: 5, gmRole: 'npc' });
    must(table.send(gm, { type: 'ADD_NPC', name: 'Grub', purse: 40 }));
    must(table.send(gm, { type: 'START_ROUND' }));
    expect(gmView(table).pot).toBe(10);
    stage(table, { ana: 1, 'npc-1': 1 });
    expect(gmView(table).house).toBe(10);
    expect(ledgerSum(table.snapshot().context.ledger)).toBe(0);
  });

  it('"If the GM is acting as House (not playing as an NPC), the House matches all non-GM antes": Standard mode\u2019s ante, unchanged', () => {
    const table = seated(['ana', 'brom'], { ante: 4 });
    must(table.send(gm, { type: 'ADD_NPC', name: 'Grub', purse: 40 }));
    must(table.send(gm, { type: 'START_ROUND' }));
    expect(gmView(table).pot).toBe(3 * 4 + 2 * 4);
    expect(said(gmView(table)).log[0]!.text).toBe(
      'Round 1: everyone antes 4 gp; the House matches with 8 gp (the players’ antes; an NPC’s is not matched).',
    );
    expect(table.view({ role: 'player', id: 'ana' }).seats.map((s) => s.purse)).toEqual([
      96, 96, 36,
    ]);
  });
});
