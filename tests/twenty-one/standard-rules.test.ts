/**
 * Every rule of tavern-twenty-one-current.md section 1 and sections 2A–2C
 * (lobby, opening, betting), each pinned by a test that quotes it. Dice are
 * scripted, so each outcome is exact. The staredown, duel and payout:
 * staredown-duel-payout.test.ts.
 */
import { said } from '../support/words';
import { describe, expect, it } from 'vitest';
import { meta } from '../../machines/twenty-one/meta';
import { STANDARD } from '../../machines/twenty-one-kit/ruleset';
import {
  gm,
  ok,
  opened,
  player,
  potOf,
  purseOf,
  refused,
  roll,
  seated,
  seatView,
} from '../support/tables';

describe('1) The pot & economy', () => {
  it('"Ante: Buy-in paid by each player at round start."', () => {
    const table = opened(seated({ players: ['ana', 'brom', 'cyra'], options: { gmRole: 'npc' } }), [
      [5, 5],
      [6, 6],
      [7, 7],
    ]);
    expect(['ana', 'brom', 'cyra'].map((s) => purseOf(table, s))).toEqual([95, 95, 95]);
    expect(potOf(table)).toBe(15);
  });

  it('"If the GM is acting as House, the House matches all non-GM antes."', () => {
    const table = seated({ players: ['ana', 'brom'], options: { gmRole: 'house', ante: 5 } });
    ok(table.send(gm, { type: 'ADD_NPC', name: 'Grizzled Dwarf', purse: 100 }));
    opened(table, [
      [5, 5],
      [6, 6],
      [7, 7],
    ]);
    // Two player antes and the NPC's ante in the pot, plus the House's match of the two players' antes.
    expect(potOf(table)).toBe(15 + 10);
    expect(table.view({ role: 'gm' }).house).toBe(-10);
    // The log says why the match is less than every ante: the NPC's is not matched.
    expect(said(table.view({ role: 'player', id: 'ana' })).log[0]!.text).toBe(
      'Round 1: everyone antes 5 gp; the House matches with 10 gp (the players’ antes; an NPC’s is not matched).',
    );
  });

  it('the lobby, which reads Standard mode\u2019s meta, tells of the House as the table plays it: a match', () => {
    expect(meta.houseMatchesAntes).toBe(STANDARD.houseMatchesAntes);
    expect(STANDARD.houseMatchesAntes).toBe(true);
  });

  it('"If the GM is playing as an NPC, there is no house match — everyone antes equally."', () => {
    const table = seated({ options: { gmRole: 'npc', ante: 5 } });
    ok(table.send(gm, { type: 'ADD_NPC', name: 'Grizzled Dwarf', purse: 100 }));
    opened(table, [
      [5, 5],
      [6, 6],
      [7, 7],
    ]);
    expect(potOf(table)).toBe(15);
    expect(table.view({ role: 'gm' }).house).toBe(0);
    expect(purseOf(table, 'npc-1')).toBe(95);
  });

  it('"Any natural 1 adds 1gp to your cleaning fees. Fees are collected at payout and added to the pot."', () => {
    const table = opened(seated({ options: { gmRole: 'npc', ante: 5 } }), [
      [1, 9],
      [8, 1],
    ]);
    ok(table.send(player('ana'), { type: 'CUT_PASS' }));
    roll(table, 'ana', 'd6', 1); // a third natural 1, bought: Ana now owes 2 gp, Brom 1 gp
    expect(seatView(table, 'ana').fees).toBe(2);
    expect(purseOf(table, 'ana')).toBe(95 - 5); // not collected yet
    ok(table.send(player('brom'), { type: 'HOLD' })); // 9
    ok(table.send(player('ana'), { type: 'HOLD' })); // 11
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    const { result } = table.view({ role: 'gm' });
    expect(result?.feesPaid).toEqual({ ana: 2, brom: 1 });
    // Pot: 10 antes + 5 for the d6 + 3 gp of fees, all to Ana (11 beats 9).
    expect(result?.pot).toBe(18);
    expect(purseOf(table, 'ana')).toBe(100 - 5 - 5 - 2 + 18);
    expect(purseOf(table, 'brom')).toBe(100 - 5 - 1);
  });
});

describe('cleaning fees a purse cannot cover', () => {
  it('are collected as far as the purse goes, never below zero', () => {
    const table = seated({ options: { gmRole: 'npc', ante: 5 } });
    ok(table.send(gm, { type: 'SET_PURSE', seat: 'brom', purse: 8 }));
    opened(table, [
      [6, 5],
      [3, 1],
    ]); // Brom: 3 gp left, owes 1 gp for the natural 1
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    roll(table, 'brom', 'd10', 1); // 3 gp for the d10 leaves 0 gp, owes 2 gp
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    expect(table.view({ role: 'gm' }).result?.feesPaid).toEqual({ brom: 0 });
    expect(purseOf(table, 'brom')).toBe(0);
  });
});

describe('2A) Lobby → start round', () => {
  it('"Players join; GM starts the round." Only the GM can start it.', () => {
    const table = seated();
    refused(table, player('ana'), { type: 'START_ROUND' }, /Only the GM/);
    table.scriptDice({ d10: [3, 4, 5, 6] });
    ok(table.send(gm, { type: 'START_ROUND' }));
    expect(table.view({ role: 'gm' }).phase).toBe('cut');
  });

  it('the round does not start while a seat cannot afford the ante', () => {
    const table = seated({ options: { ante: 10 } });
    ok(table.send(gm, { type: 'SET_PURSE', seat: 'brom', purse: 9 }));
    refused(table, gm, { type: 'START_ROUND' }, /Brom cannot afford the 10 gp ante/);
  });

  it('a round needs at least two seats', () => {
    refused(seated({ players: ['ana'] }), gm, { type: 'START_ROUND' }, /at least two seats/);
  });
});

describe('2B) Opening', () => {
  it('"Each player rolls 2d10: one visible and one hole."', () => {
    const table = opened(seated(), [
      [4, 9],
      [6, 2],
    ]);
    const anaSeenByAna = seatView(table, 'ana');
    expect(anaSeenByAna.dice.map((d) => [d.face, d.hole])).toEqual([
      [4, false],
      [9, true],
    ]);
    const anaSeenByBrom = seatView(table, 'ana', 'brom');
    expect(anaSeenByBrom.dice.map((d) => [d.face, d.hole])).toEqual([
      [4, false],
      [null, true],
    ]);
    expect(anaSeenByBrom.showing).toBe(4);
  });

  it('"Turn order is sorted by lowest visible total first"; ties keep seat order', () => {
    const table = opened(seated({ players: ['ana', 'brom', 'cyra', 'dorn'] }), [
      [7, 1],
      [3, 1],
      [7, 1],
      [5, 1],
    ]);
    expect(table.view({ role: 'gm' }).order).toEqual(['brom', 'dorn', 'ana', 'cyra']);
  });

  it('"The Cut: the player with the lowest visible die may re-roll their hole die once"', () => {
    const table = opened(seated(), [
      [6, 2],
      [3, 4],
    ]);
    expect(table.view({ role: 'gm' }).cutter).toBe('brom');
    refused(table, player('ana'), { type: 'CUT_REROLL' }, /lowest visible die/);
    table.scriptDice({ d10: [10] });
    ok(table.send(player('brom'), { type: 'CUT_REROLL' }));
    expect(seatView(table, 'brom').dice[1]).toMatchObject({ face: 10, hole: true });
    // Once: the Cut is over and betting begins.
    refused(table, player('brom'), { type: 'CUT_REROLL' }, /can't take the Cut now/);
    expect(table.view({ role: 'gm' }).phase).toBe('betting');
  });

  it('the Cut is optional: the cutter may pass', () => {
    const table = opened(seated(), [
      [6, 2],
      [3, 4],
    ]);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    expect(seatView(table, 'brom').dice[1]!.face).toBe(4);
    expect(table.view({ role: 'gm' }).phase).toBe('betting');
  });

  it('"the player with the lowest visible die may re-roll their hole die once": the table waits on them, so it is their turn (their badge), nobody else\'s', () => {
    const table = opened(seated(), [
      [6, 2],
      [3, 4],
    ]);
    expect(table.view({ role: 'gm' }).phase).toBe('cut');
    expect(seatView(table, 'brom').isTurn).toBe(true);
    expect(seatView(table, 'ana').isTurn).toBe(false);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    expect(table.view({ role: 'gm' }).seats.filter((s) => s.isTurn)).toHaveLength(1);
  });

  it('ties for the lowest visible die give the Cut to the earliest seat', () => {
    const table = opened(seated({ players: ['ana', 'brom', 'cyra'] }), [
      [5, 1],
      [2, 1],
      [2, 1],
    ]);
    expect(table.view({ role: 'gm' }).cutter).toBe('brom');
  });
});

describe('2C) Betting', () => {
  const betting = (
    opening: [number, number][] = [
      [6, 5],
      [3, 4],
    ],
    options = {},
  ) => {
    const table = opened(seated({ options: { gmRole: 'npc', ...options } }), opening);
    ok(table.send(player(table.view({ role: 'gm' }).cutter!), { type: 'CUT_PASS' }));
    return table;
  };

  it('"Costs: d20 = 0.5×, d10 = 0.5×, d8 = 1×, d6 = 1×, d4 = 2×" the ante', () => {
    const costs = betting(
      [
        [6, 5],
        [3, 4],
      ],
      { ante: 10 },
    )
      .view({ role: 'player', id: 'brom' })
      .actions.filter((a) => a.intent.type === 'ROLL')
      .map((a) => [(a.intent as { die: string }).die, a.cost]);
    expect(costs).toEqual([
      ['d20', 5],
      ['d10', 5],
      ['d8', 10],
      ['d6', 10],
      ['d4', 20],
    ]);
  });

  it('half of an odd ante rounds up for a d20 or d10 (ante 5: 3 gp)', () => {
    const table = betting();
    roll(table, 'brom', 'd10', 2);
    expect(purseOf(table, 'brom')).toBe(100 - 5 - 3);
  });

  it('"d20 natural 20 sets your roll to exactly hit 21"', () => {
    const table = betting();
    roll(table, 'brom', 'd20', 20); // 3 + 4 + (21 - 7)
    expect(seatView(table, 'brom').total).toBe(21);
    expect(seatView(table, 'brom').dice[2]).toMatchObject({ face: 20, counts: 14 });
    // Others see the natural 20 but not what it counts: that would give the hole die away.
    expect(seatView(table, 'brom', 'ana').dice[2]).toMatchObject({ face: 20, counts: null });
  });

  it('"If your total exceeds 21, you bust."', () => {
    const table = betting([
      [6, 5],
      [3, 9],
    ]);
    roll(table, 'brom', 'd10', 10); // 22
    expect(seatView(table, 'brom').status).toBe('busted');
    expect(table.view({ role: 'gm' }).turn).toBe('ana');
  });

  it('exactly 21 is not a bust', () => {
    const table = betting([
      [6, 5],
      [3, 9],
    ]);
    roll(table, 'brom', 'd10', 9);
    expect(seatView(table, 'brom')).toMatchObject({ status: 'in', total: 21 });
  });

  it('"Hold: Lock your total and stop rolling."', () => {
    const table = betting();
    ok(table.send(player('brom'), { type: 'HOLD' }));
    expect(seatView(table, 'brom').status).toBe('held');
    roll(table, 'ana', 'd8', 2);
    refused(table, player('brom'), { type: 'ROLL', die: 'd8' }, /already held/);
  });

  it('"Early fold (no actions taken yet) refunds 50% of ante." (odd ante rounds down)', () => {
    const table = betting(
      [
        [6, 5],
        [3, 4],
      ],
      { ante: 5 },
    );
    ok(table.send(player('brom'), { type: 'FOLD' }));
    expect(purseOf(table, 'brom')).toBe(100 - 5 + 2);
    expect(potOf(table)).toBe(10 - 2);
    expect(seatView(table, 'brom').status).toBe('folded');
  });

  it('taking the Cut is not an action: an early fold after it still refunds half the ante', () => {
    const table = opened(seated({ options: { gmRole: 'npc', ante: 6 } }), [
      [6, 5],
      [3, 4],
    ]);
    table.scriptDice({ d10: [2] });
    ok(table.send(player('brom'), { type: 'CUT_REROLL' }));
    ok(table.send(player('brom'), { type: 'FOLD' }));
    expect(purseOf(table, 'brom')).toBe(100 - 6 + 3);
  });

  it('"After any action (roll or skill), no refund."', () => {
    const table = betting(
      [
        [6, 5],
        [3, 4],
      ],
      { ante: 4 },
    );
    roll(table, 'brom', 'd10', 2);
    roll(table, 'ana', 'd10', 2);
    ok(table.send(player('brom'), { type: 'FOLD' }));
    expect(purseOf(table, 'brom')).toBe(100 - 4 - 2);
  });

  it('the turn passes to the next seat still in, round the betting order', () => {
    const table = opened(seated({ players: ['ana', 'brom', 'cyra'] }), [
      [6, 1],
      [3, 1],
      [8, 1],
    ]);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    const turn = () => table.view({ role: 'gm' }).turn;
    expect(turn()).toBe('brom');
    ok(table.send(player('brom'), { type: 'HOLD' }));
    expect(turn()).toBe('ana');
    roll(table, 'ana', 'd4', 2);
    expect(turn()).toBe('cyra');
    roll(table, 'cyra', 'd4', 3);
    expect(turn()).toBe('ana'); // Brom held, so he is skipped
    expect(table.view({ role: 'gm' }).lap).toBe(2);
  });

  it('a seat that cannot pay for a die cannot roll it', () => {
    const table = betting(
      [
        [6, 5],
        [3, 4],
      ],
      { ante: 10 },
    );
    ok(table.send(player('brom'), { type: 'HOLD' }));
    // Ana has 90 gp; spend down to 15 gp with d4s (20 gp each), then a d4 is out of reach.
    for (let i = 0; i < 4; i++) roll(table, 'ana', 'd4', 1);
    refused(
      table,
      player('ana'),
      { type: 'ROLL', die: 'd4' },
      /A d4 costs 20 gp and you have 10 gp/,
    );
    const offered = table.view({ role: 'player', id: 'ana' }).actions.map((a) => a.intent);
    expect(offered).not.toContainEqual({ type: 'ROLL', die: 'd4' });
    expect(offered).toContainEqual({ type: 'ROLL', die: 'd8' });
  });
});
