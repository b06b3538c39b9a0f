import { describe, expect, it } from 'vitest';
import { ledgerSum } from '../../machines';
import {
  expectRefused,
  gm,
  gmView,
  must,
  player,
  seated,
  seatView,
  stage,
  started,
} from './helpers';

describe('The lobby and the ante (shared with Standard mode)', () => {
  it('players take seats with their purses, the GM adds NPCs, and seat order is the order they sat down', () => {
    const table = seated(['ana', 'brom']);
    must(table.send(gm, { type: 'ADD_NPC', name: 'Grub', purse: 30 }));
    const view = gmView(table);
    expect(view.seats.map((s) => [s.id, s.name, s.controller, s.purse, s.status])).toEqual([
      ['ana', 'Ana', 'player', 100, 'waiting'],
      ['brom', 'Brom', 'player', 100, 'waiting'],
      ['npc-1', 'Grub', 'gm', 30, 'waiting'],
    ]);
    expect(view.seats.map((s) => s.mine)).toEqual([false, false, true]);
  });

  it('the GM sets the ante, the starting purse, the NPCs’ pause and plays as House or NPC; nothing else is a Goblin option', () => {
    const table = seated(['ana', 'brom']);
    const defaults = { ante: 5, gmRole: 'house', startingPurse: 100, npcPause: 1 };
    expect(gmView(table).options).toEqual(defaults);
    must(table.send(gm, { type: 'SET_OPTIONS', ante: 3, gmRole: 'npc' }));
    expect(gmView(table).options).toEqual({ ...defaults, ante: 3, gmRole: 'npc' });
    must(table.send(gm, { type: 'SET_OPTIONS', startingPurse: 40, npcPause: 2.5 }));
    expect(gmView(table).options).toEqual({
      ante: 3,
      gmRole: 'npc',
      startingPurse: 40,
      npcPause: 2.5,
    });
    must(table.send(gm, { type: 'START_ROUND' }));
    expect(gmView(table).pot).toBe(6);
    expect(gmView(table).house).toBe(0);
  });

  it('the GM can change a purse and a player can leave with theirs', () => {
    const table = seated(['ana', 'brom', 'cat']);
    must(table.send(gm, { type: 'SET_PURSE', seat: 'brom', purse: 7 }));
    expect(seatView(table, 'brom').purse).toBe(7);
    must(table.send(player('cat'), { type: 'LEAVE' }));
    expect(gmView(table).seats.map((s) => s.id)).toEqual(['ana', 'brom']);
    expect(ledgerSum(table.snapshot().context.ledger)).toBe(0);
  });

  it('a voided round reverses its journal: every ante and the House match go back', () => {
    const table = started(['ana', 'brom'], { ante: 5 });
    stage(table, { ana: 20, brom: 3 });
    must(table.send(gm, { type: 'VOID_ROUND' }));
    const view = gmView(table);
    expect(view.phase).toBe('lobby');
    expect(view.seats.map((s) => s.purse)).toEqual([100, 100]);
    expect([view.pot, view.house]).toEqual([0, 0]);
  });

  it('a void in Sudden Death still refunds: the round\u2019s journal holds only the antes until the payout', () => {
    const table = started(['ana', 'brom'], { ante: 5 });
    for (let i = 0; i < 6; i++) stage(table, { ana: 2, brom: 2 });
    expect(gmView(table).phase).toBe('suddenDeath');
    must(table.send(gm, { type: 'VOID_ROUND' }));
    expect(gmView(table).seats.map((s) => s.purse)).toEqual([100, 100]);
  });

  it('after a round the GM deals the next one (fresh hands, new antes) or goes back to the lobby keeping every purse', () => {
    const table = started(['ana', 'brom'], { ante: 5 });
    stage(table, { ana: 6, brom: 1 });
    stage(table, { ana: 'hold' }); // in the d12 stage: the Coward's Tax halves Ana's 20 gp
    expect(gmView(table).phase).toBe('roundOver');
    expect(gmView(table).seats.map((s) => s.purse)).toEqual([105, 95]);
    must(table.send(gm, { type: 'NEXT_ROUND' }));
    expect(gmView(table).round).toBe(2);
    expect(gmView(table).seats.map((s) => [s.status, s.score, s.rolls.length])).toEqual([
      ['in', 0, 0],
      ['in', 0, 0],
    ]);
    expect(gmView(table).seats.map((s) => s.purse)).toEqual([100, 90]);
    stage(table, { ana: 1, brom: 1 });
    must(table.send(gm, { type: 'BACK_TO_LOBBY' }));
    expect(gmView(table).phase).toBe('lobby');
    expect(gmView(table).seats.map((s) => [s.purse, s.status])).toEqual([
      [100, 'waiting'],
      [90, 'waiting'],
    ]);
  });

  it('a table that cannot pay the next ante stays between rounds', () => {
    const table = started(['ana', 'brom'], { ante: 5, purse: 5 });
    stage(table, { ana: 6, brom: 1 });
    stage(table, { ana: 'hold' });
    expectRefused(table, gm, { type: 'NEXT_ROUND' }, 'Brom cannot afford the 5 gp ante.');
  });
});
