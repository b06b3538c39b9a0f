/**
 * Every rule of tavern-twenty-one-current.md sections 2D–2F (reveal and
 * staredown, duel, payout), and voiding a round, each pinned by a test that
 * quotes it. Dice are scripted, so each outcome is exact.
 */
import { describe, expect, it } from 'vitest';
import type { TableOptions } from '../../machines/twenty-one';
import { meta } from '../../machines/twenty-one/meta';
import {
  gm,
  host,
  ok,
  opened,
  player,
  potOf,
  purseOf,
  refused,
  roll,
  seated,
} from '../support/tables';
import { outcomeText, said } from '../support/words';

describe('2D) Reveal → staredown', () => {
  const toStaredown = () => {
    const table = opened(seated({ options: { staredownSeconds: 30 } }), [
      [6, 5],
      [3, 4],
    ]);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    ok(table.send(player('brom'), { type: 'HOLD' }, { at: 1_000 }));
    ok(table.send(player('ana'), { type: 'HOLD' }, { at: 2_000 }));
    return table;
  };

  it('"Hole dice are revealed."', () => {
    const table = toStaredown();
    const view = table.view({ role: 'player', id: 'ana' });
    expect(view.phase).toBe('staredown');
    expect(view.seats.find((s) => s.id === 'brom')!.dice[1]).toMatchObject({ face: 4, hole: true });
    expect(view.seats.find((s) => s.id === 'brom')!.total).toBe(7);
  });

  it('the GM ends the staredown', () => {
    const table = toStaredown();
    refused(table, player('ana'), { type: 'END_STAREDOWN' }, /Only the GM/);
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    expect(table.view({ role: 'gm' }).phase).toBe('roundOver');
  });

  it('the host ends it at the deadline, never before', () => {
    const table = toStaredown();
    expect(table.view({ role: 'gm' }).staredownEndsAt).toBe(32_000);
    const early = table.send(host, { type: 'STAREDOWN_TIMEOUT' }, { at: 31_999 });
    expect(outcomeText(table, host, { type: 'STAREDOWN_TIMEOUT' }, early)).toBe(
      'The staredown runs for 1 s more.',
    );
    refused(table, player('ana'), { type: 'STAREDOWN_TIMEOUT' }, /by hand/);
    ok(table.send(host, { type: 'STAREDOWN_TIMEOUT' }, { at: 32_000 }));
    expect(table.view({ role: 'gm' }).phase).toBe('roundOver');
  });
});

describe('2E) Duel', () => {
  /** Ana and Brom both hold 15; Ana bought one die (hit count 1), Brom two (hit count 2). */
  const tied = (options: Partial<TableOptions> = {}) => {
    const table = opened(
      seated({ players: ['ana', 'brom', 'cyra'], options: { gmRole: 'npc', ...options } }),
      [
        [6, 5],
        [3, 4],
        [9, 9],
      ],
    );
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    roll(table, 'brom', 'd4', 4); // 11
    roll(table, 'ana', 'd4', 4); // 15
    ok(table.send(player('cyra'), { type: 'FOLD' }));
    roll(table, 'brom', 'd4', 4); // 15
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    return table;
  };

  it('"If multiple players tie for the highest valid total", they duel', () => {
    const view = tied().view({ role: 'gm' });
    expect(view.phase).toBe('duel');
    expect(view.duel?.duelists).toEqual(['ana', 'brom']);
  });

  it('"Duel roll = 1d20 + (1d4 × Hit Count)", Hit Count = total dice rolled - 2', () => {
    const table = tied();
    table.scriptDice({ d20: [10], d4: [3] });
    ok(table.send(player('ana'), { type: 'DUEL_ROLL' }));
    table.scriptDice({ d20: [7], d4: [3] });
    ok(table.send(player('brom'), { type: 'DUEL_ROLL' }));
    const view = table.view({ role: 'gm' });
    expect(view.duel?.earlier[0]).toEqual([
      { seat: 'ana', d20: 10, d4s: [3], hits: 1, total: 13 },
      { seat: 'brom', d20: 7, d4s: [3], hits: 2, total: 13 },
    ]);
    // "Ties repeat until a single winner remains."
    expect(view.phase).toBe('duel');
    expect(view.duel?.lap).toBe(2);
    table.scriptDice({ d20: [2], d4: [1] });
    ok(table.send(player('ana'), { type: 'DUEL_ROLL' }));
    table.scriptDice({ d20: [19], d4: [1] });
    ok(table.send(player('brom'), { type: 'DUEL_ROLL' }));
    const after = table.view({ role: 'gm' });
    expect(after.phase).toBe('roundOver');
    expect(after.result).toMatchObject({ winner: 'brom', how: 'duel', best: 15 });
  });

  it('"Duel roll = 1d20 + (1d4 × Hit Count)" as written: one d4, multiplied by the hit count', () => {
    const table = tied();
    table.scriptDice({ d20: [7], d4: [3] });
    ok(table.send(player('brom'), { type: 'DUEL_ROLL' }));
    // Two hits: one d4 drawn and doubled, 7 + 3 × 2 = 13 (a d4 for every hit would draw two).
    expect(table.events.at(-1)!.dice).toEqual({ d20: [7], d4: [3] });
    expect(table.view({ role: 'gm' }).duel?.rolls).toEqual([
      { seat: 'brom', d20: 7, d4s: [3], hits: 2, total: 13 },
    ]);
    expect(said(table.view({ role: 'gm' })).log.at(-1)!.text).toBe(
      'Brom rolls 7 + 3 × 2 (2 hits) = 13 in the duel.',
    );
  });

  it('a duelist with no hit rolls the d20 alone: "1d4 × 0" draws no d4', () => {
    const table = opened(seated({ options: { gmRole: 'npc' } }), [
      [6, 5],
      [5, 6],
    ]);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    table.scriptDice({ d20: [12] });
    ok(table.send(player('ana'), { type: 'DUEL_ROLL' }));
    expect(table.events.at(-1)!.dice).toEqual({ d20: [12] });
    expect(table.view({ role: 'gm' }).duel?.rolls).toEqual([
      { seat: 'ana', d20: 12, d4s: [], hits: 0, total: 12 },
    ]);
  });

  describe('the table option "A d4 for every hit in the duel"', () => {
    it('is off by default, and the GM turns it on in the lobby, worded like the other options', () => {
      const table = seated();
      expect(table.view({ role: 'gm' }).options.duelD4PerHit).toBe(false);
      ok(table.send(gm, { type: 'SET_OPTIONS', duelD4PerHit: true }));
      expect(table.view({ role: 'gm' }).options.duelD4PerHit).toBe(true);
      expect(meta.options.find((o) => o.key === 'duelD4PerHit')).toMatchObject({
        kind: 'boolean',
        label: 'A d4 for every hit in the duel',
        default: false,
      });
    });

    it('rolls one d4 per hit and adds them, as the original module rolls "1d4 × Hit Count"', () => {
      const table = tied({ duelD4PerHit: true });
      table.scriptDice({ d20: [7], d4: [1, 4] });
      ok(table.send(player('brom'), { type: 'DUEL_ROLL' }));
      // Two hits: two d4s drawn, 7 + 1 + 4 = 12 (one d4 doubled would give 9 or 15).
      expect(table.events.at(-1)!.dice).toEqual({ d20: [7], d4: [1, 4] });
      expect(table.view({ role: 'gm' }).duel?.rolls).toEqual([
        { seat: 'brom', d20: 7, d4s: [1, 4], hits: 2, total: 12 },
      ]);
      expect(said(table.view({ role: 'gm' })).log.at(-1)!.text).toBe(
        'Brom rolls 7 + 1 + 4 (2 hits) = 12 in the duel.',
      );
    });
  });

  it('in the duel, it is the turn of every duelist yet to roll (their badge and notification come from it), and of nobody else', () => {
    const table = tied();
    const turns = (viewer: string) =>
      table
        .view({ role: 'player', id: viewer })
        .seats.filter((s) => s.isTurn)
        .map((s) => s.id);
    for (const viewer of ['ana', 'brom', 'cyra'])
      expect(turns(viewer), viewer).toEqual(['ana', 'brom']);
    table.scriptDice({ d20: [10], d4: [3] });
    ok(table.send(player('ana'), { type: 'DUEL_ROLL' }));
    expect(turns('ana')).toEqual(['brom']);
    table.scriptDice({ d20: [2], d4: [1] });
    ok(table.send(player('brom'), { type: 'DUEL_ROLL' }));
    expect(turns('brom')).toEqual([]);
  });

  it('a duelist rolls once per duel, and only duelists roll', () => {
    const table = tied();
    refused(table, player('cyra'), { type: 'DUEL_ROLL' }, /Only the tied seats/);
    table.scriptDice({ d20: [10], d4: [3] });
    ok(table.send(player('ana'), { type: 'DUEL_ROLL' }));
    refused(table, player('ana'), { type: 'DUEL_ROLL' }, /already rolled/);
  });
});

describe('2F) Payout', () => {
  it('"Winner receives the final pot (including cleaning fees)."', () => {
    const table = opened(seated({ options: { gmRole: 'npc' } }), [
      [6, 5],
      [3, 1],
    ]);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    expect(table.view({ role: 'gm' }).result).toMatchObject({
      winner: 'ana',
      how: 'highest-total',
      best: 11,
      pot: 11,
    });
    expect(purseOf(table, 'ana')).toBe(106);
    expect(purseOf(table, 'brom')).toBe(94);
  });

  const allBust = (options = {}) => {
    const table = opened(seated({ options: { gmRole: 'npc', ...options } }), [
      [9, 9],
      [8, 9],
    ]);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    roll(table, 'brom', 'd10', 10);
    roll(table, 'ana', 'd10', 10);
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    return table;
  };

  it('when nobody is left standing, the House keeps the pot', () => {
    const table = allBust();
    expect(table.view({ role: 'gm' }).result).toMatchObject({
      winner: null,
      how: 'nobody-standing',
      pot: 16,
      rolledOver: false,
    });
    expect(table.view({ role: 'gm' }).house).toBe(16);
    expect(potOf(table)).toBe(0);
  });

  it('with the rollover option, an unwon pot carries into the next round', () => {
    const table = allBust({ rollover: true });
    expect(potOf(table)).toBe(16);
    table.scriptDice({ d10: [5, 5, 6, 6] });
    ok(table.send(gm, { type: 'NEXT_ROUND' }));
    expect(potOf(table)).toBe(26);
  });

  it('the next round starts from the round summary, or the GM returns to the lobby', () => {
    const table = allBust();
    table.scriptDice({ d10: [5, 5, 6, 6] });
    ok(table.send(gm, { type: 'NEXT_ROUND' }));
    expect(table.view({ role: 'gm' })).toMatchObject({ phase: 'cut', round: 2 });
    const other = allBust();
    ok(other.send(gm, { type: 'BACK_TO_LOBBY' }));
    expect(other.view({ role: 'gm' }).phase).toBe('lobby');
  });
});

describe('voiding a round', () => {
  it('returns every stake to the account it came from', () => {
    const table = seated({ options: { gmRole: 'house', ante: 5 } });
    opened(table, [
      [6, 5],
      [3, 4],
    ]);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    roll(table, 'brom', 'd8', 3);
    ok(table.send(player('ana'), { type: 'FOLD' }));
    ok(table.send(gm, { type: 'VOID_ROUND' }));
    const view = table.view({ role: 'gm' });
    expect(view.phase).toBe('lobby');
    expect([purseOf(table, 'ana'), purseOf(table, 'brom'), view.pot, view.house]).toEqual([
      100, 100, 0, 0,
    ]);
  });
});
