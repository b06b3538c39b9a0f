/** Bets and the table's limits: docs/rules/black-baron.md, "Bets". */
import { describe, expect, it } from 'vitest';
import {
  deal,
  expectRefused,
  gm,
  gmView,
  hit,
  move,
  must,
  player,
  seatView,
  seated,
  stay,
} from './helpers';
import { said } from '../support/words';

describe('Bets', () => {
  it('the table\u2019s minimum and maximum are lobby options, 1 and 100 by default (the example\u2019s table); the minimum never passes the maximum', () => {
    const table = seated();
    expect(gmView(table).options).toMatchObject({ minBet: 1, maxBet: 100, dealer: 'table' });
    must(table.send(gm, { type: 'SET_OPTIONS', minBet: 5, maxBet: 20, dealer: 'gm' }));
    expect(gmView(table).options).toMatchObject({ minBet: 5, maxBet: 20, dealer: 'gm' });
    expectRefused(
      table,
      gm,
      { type: 'SET_OPTIONS', minBet: 25, maxBet: 20 },
      'The minimum bet (25 gp) cannot be above the maximum (20 gp).',
    );
    // A limit set alone pushes the other along.
    must(table.send(gm, { type: 'SET_OPTIONS', minBet: 25 }));
    expect(gmView(table).options).toMatchObject({ minBet: 25, maxBet: 25 });
    must(table.send(gm, { type: 'SET_OPTIONS', maxBet: 10 }));
    expect(gmView(table).options).toMatchObject({ minBet: 10, maxBet: 10 });
    expectRefused(
      table,
      player('ana'),
      { type: 'SET_OPTIONS', maxBet: 50 },
      'Only the GM can change the table options.',
    );
    expectRefused(table, gm, { type: 'SET_OPTIONS', minBet: 0 }, /a bet is at least 1 gp/);
  });

  it('"an initial bet that is greater than or equal to the table\u2019s Minimum bet or less than or equal to the table\u2019s Maximum", and no more than the purse', () => {
    const table = seated(['ana', 'brom'], { minBet: 5, maxBet: 20 });
    must(table.send(gm, { type: 'SET_PURSE', seat: 'brom', purse: 12 }));
    must(table.send(gm, { type: 'START_ROUND' }));
    expect(gmView(table).phase).toBe('bets');
    expectRefused(
      table,
      player('ana'),
      { type: 'BET', amount: 4 },
      "The table's minimum bet is 5 gp.",
    );
    expectRefused(
      table,
      player('ana'),
      { type: 'BET', amount: 21 },
      "The table's maximum bet is 20 gp.",
    );
    expectRefused(
      table,
      player('brom'),
      { type: 'BET', amount: 15 },
      'You have only 12 gp to bet.',
    );
    // Each player's own range, for the panel's bet field; the offers are the minimum, the most, and one between.
    const brom = table.view({ role: 'player', id: 'brom' });
    expect(brom.seats.find((s) => s.id === 'brom')!.betRange).toEqual({ min: 5, max: 12 });
    expect(brom.seats.find((s) => s.id === 'ana')!.betRange).toBeNull();
    expect(said(brom).actions.map((a) => a.label)).toEqual([
      'Bet 5 gp',
      'Bet 9 gp',
      'Bet 12 gp',
      'Sit this round out',
    ]);
    must(table.send(player('ana'), { type: 'BET', amount: 20 }));
    expect([
      gmView(table).pot,
      seatView(table, 'ana').purse,
      seatView(table, 'ana').status,
    ]).toEqual([20, 80, 'in']);
    expectRefused(
      table,
      player('ana'),
      { type: 'BET', amount: 5 },
      'You have already bet 20 gp this round.',
    );
  });

  it('bets come in any order; the table waits on every seat still to bet, and the last bet deals', () => {
    const table = seated(['ana', 'brom', 'cat']);
    must(table.send(gm, { type: 'START_ROUND' }));
    expect(gmView(table).waiting).toEqual(['ana', 'brom', 'cat']);
    must(table.send(player('cat'), { type: 'BET', amount: 3 }));
    must(table.send(player('ana'), { type: 'SIT_OUT' }));
    expect(gmView(table).seats.map((s) => [s.status, s.isTurn])).toEqual([
      ['out', false],
      ['betting', true],
      ['in', false],
    ]);
    table.scriptDice({ d10: [4, 5, 6, 7, 2] });
    must(table.send(player('brom'), { type: 'BET', amount: 2 }));
    const view = gmView(table);
    expect([view.phase, view.turn]).toEqual(['players', 'brom']);
    expect(view.seats.map((s) => s.hands.map((h) => h.dice))).toEqual([[], [[4, 5]], [[6, 7]]]);
    expectRefused(table, player('ana'), { type: 'HIT' }, 'You have no hand this round.');
  });

  it('a seat that cannot cover the minimum sits the round out by itself; a round needs one seat that can', () => {
    const table = seated(['ana', 'brom'], { minBet: 10 });
    must(table.send(gm, { type: 'SET_PURSE', seat: 'ana', purse: 9 }));
    must(table.send(gm, { type: 'START_ROUND' }));
    expect(seatView(table, 'ana').status).toBe('out');
    expect(said(gmView(table)).log.at(-1)!.text).toBe(
      'Ana cannot cover the minimum bet and sits this round out.',
    );
    must(table.send(gm, { type: 'VOID_ROUND' }));
    must(table.send(gm, { type: 'SET_PURSE', seat: 'brom', purse: 3 }));
    expectRefused(
      table,
      gm,
      { type: 'START_ROUND' },
      'Nobody at the table can cover the 10 gp minimum bet.',
    );
  });

  it('one player against the dealer is a game; when everybody sits out, the round ends with nothing to settle', () => {
    const table = seated(['ana']);
    deal(table, { ana: 'out' }, {}, []);
    expect(gmView(table)).toMatchObject({ phase: 'roundOver', dealer: null, pot: 0 });
    expect(said(gmView(table)).log.at(-1)!.text).toBe(
      'Nobody bets this round: the dealer waits for the next.',
    );
    deal(table, { ana: 4 }, { ana: [6, 6] }, [9]);
    expect(gmView(table).turn).toBe('ana');
  });

  it('"Up to 7 players": at a table of eight, the seats still to bet sit out once seven have bet', () => {
    const ids = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'];
    const table = seated(ids);
    must(table.send(gm, { type: 'START_ROUND' }));
    must(table.send(player('a8'), { type: 'BET', amount: 1 }));
    for (const id of ids.slice(0, 5)) must(table.send(player(id), { type: 'BET', amount: 1 }));
    table.scriptDice({ d10: Array.from({ length: 16 }, () => 2) });
    must(table.send(player('a6'), { type: 'BET', amount: 1 }));
    const view = gmView(table);
    expect(view.phase).toBe('players');
    expect(view.seats.map((s) => s.status)).toEqual([
      'in',
      'in',
      'in',
      'in',
      'in',
      'in',
      'out',
      'in',
    ]);
    expect(said(view).log.find((l) => l.text.startsWith('Seven players'))!.text).toBe(
      'Seven players have bet, as many as the dealer takes: A7 sits this round out.',
    );
  });

  it('the GM bets for an NPC seat; a player cannot', () => {
    const table = seated(['ana']);
    must(table.send(gm, { type: 'ADD_NPC', name: 'Grizzled Dwarf', purse: 50 }));
    must(table.send(gm, { type: 'START_ROUND' }));
    expect(said(table.view({ role: 'gm' })).actions.map((a) => a.label)).toContain(
      'Grizzled Dwarf: Bet 50 gp',
    );
    expectRefused(
      table,
      player('ana'),
      { type: 'BET', amount: 5, seat: 'npc-1' },
      'You can only act for your own seat.',
    );
    must(table.send(gm, { type: 'BET', amount: 7, seat: 'npc-1' }));
    expect(seatView(table, 'npc-1')).toMatchObject({ bet: 7, purse: 43 });
  });

  it('the limits bound the bet placed before the deal: a double down or a split adds as much again, past the maximum', () => {
    const table = seated(['ana'], { minBet: 1, maxBet: 10 });
    deal(table, { ana: 10 }, { ana: [4, 4] }, [9]);
    move(table, 'ana', 'SPLIT', 3);
    move(table, 'ana', 'DOUBLE', 5);
    expect(seatView(table, 'ana')).toMatchObject({ bet: 10, staked: 30, purse: 70 });
    expect(gmView(table).pot).toBe(30);
    hit(table, 'ana', 2);
    stay(table, 'ana', 7);
    expect(seatView(table, 'ana').hands.map((h) => h.result!.line)).toEqual([
      'Hand 1: 12 vs dealer 16 \u2014 loses 20',
      'Hand 2: 6 vs dealer 16 \u2014 loses 10',
    ]);
  });
});
