/**
 * Classic's tie-breaker (tavern-twenty-one-vtt-edition.md, section 4, "The Duel"):
 * "If players tie for the win, the Pot is locked. The GM rolls 1d6. Players roll 1d20 + Stat."
 */
import { said } from '../support/words';
import { describe, expect, it } from 'vitest';
import { gm, ok, player } from '../support/tables';
import { classic, d20s, gmView, hit, opened, seat, stats, type ClassicTable } from './helpers';

const CONTESTS = [
  [1, 'Arm Wrestling', 'str'],
  [2, 'Knife Game', 'dex'],
  [3, 'Drink-Off', 'con'],
  [4, 'Dragonchess', 'int'],
  [5, 'Staring Contest', 'wis'],
  [6, 'Roast Battle', 'cha'],
] as const;

/** Ana and Brom hold at 15 each, and the staredown ends with the GM's d6 showing `face`. */
function tiedAt15(face: number, anaStats = {}, bromStats = {}): ClassicTable {
  const table = classic();
  stats(table, 'ana', anaStats);
  stats(table, 'brom', bromStats);
  opened(table, [
    ['d10', 8, 'd10', 7],
    ['d8', 8, 'd10', 7],
  ]);
  ok(table.send(player('ana'), { type: 'HOLD' }));
  ok(table.send(player('brom'), { type: 'HOLD' }));
  table.scriptDice({ d6: [face] });
  ok(table.send(gm, { type: 'END_STAREDOWN' }));
  expect(gmView(table).phase).toBe('duel');
  return table;
}

describe('"The GM rolls 1d6. Players roll 1d20 + Stat."', () => {
  for (const [face, name, stat] of CONTESTS) {
    it(`${face}: ${name}, ${stat.toUpperCase()}`, () => {
      const table = tiedAt15(face, { [stat]: 4 }, { [stat]: -1 });
      expect(said(gmView(table)).log.map((l) => l.text)).toContain(
        `The GM rolls ${face} for the duel: ${name} (${stat.toUpperCase()}).`,
      );
      d20s(table, 10);
      ok(table.send(player('ana'), { type: 'DUEL_ROLL' }));
      d20s(table, 14);
      ok(table.send(player('brom'), { type: 'DUEL_ROLL' }));
      // 10 + 4 = 14 against 14 − 1 = 13.
      expect(gmView(table).duel!.rolls.map((r) => r.total)).toEqual([14, 13]);
      expect(gmView(table).result!.winner).toBe('ana');
      expect(gmView(table).result!.how).toBe('duel');
    });
  }

  it('a tie in the duel duels again, in the same contest', () => {
    const table = tiedAt15(4, { int: 2 }, { int: 2 });
    d20s(table, 10);
    ok(table.send(player('ana'), { type: 'DUEL_ROLL' }));
    d20s(table, 10);
    ok(table.send(player('brom'), { type: 'DUEL_ROLL' }));
    expect(gmView(table).duel!.lap).toBe(2);
    d20s(table, 3);
    ok(table.send(player('ana'), { type: 'DUEL_ROLL' }));
    d20s(table, 4);
    ok(table.send(player('brom'), { type: 'DUEL_ROLL' }));
    expect(gmView(table).result!.winner).toBe('brom');
    expect(said(gmView(table)).log.filter((l) => /The GM rolls/.test(l.text))).toHaveLength(1);
  });

  it('"Players roll 1d20 + Stat", whatever they bought: no d4 for the hits, which are the later edition\u2019s duel', () => {
    const table = classic();
    stats(table, 'ana', { str: 2 });
    opened(table, [
      ['d10', 8, 'd10', 5],
      ['d8', 8, 'd10', 7],
    ]);
    hit(table, 'ana', 'd4', 2); // 15, with a bought die
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(player('ana'), { type: 'HOLD' }));
    table.scriptDice({ d6: [1] });
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    d20s(table, 10);
    ok(table.send(player('ana'), { type: 'DUEL_ROLL' }));
    expect(table.events.at(-1)!.dice).toEqual({ d20: [10] });
    expect(gmView(table).duel!.rolls).toEqual([
      { seat: 'ana', d20: 10, d4s: [], modifier: 2, total: 12 },
    ]);
  });

  it('no tie, no d6: the staredown ends straight into the payout', () => {
    const table = classic();
    opened(table, [
      ['d10', 8, 'd10', 7],
      ['d8', 8, 'd10', 6],
    ]);
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    expect(gmView(table).result!.winner).toBe('ana');
  });
});

describe('Quick reference, Hit (d20): "Nat 20 Wins", read as the economy\u2019s "Special Rule: A Natural 20 is an Instant 21"', () => {
  it('a natural 20\u2019s 21 wins nothing outright: a made 21 ties it, and the two duel for the pot', () => {
    const table = classic();
    opened(table, [
      ['d10', 8, 'd10', 7],
      ['d10', 9, 'd10', 6],
    ]);
    hit(table, 'ana', 'd20', 20); // a natural 20: 21
    expect(gmView(table).phase).toBe('betting');
    hit(table, 'brom', 'd6', 6); // 9 + 6 + 6: a made 21
    expect([seat(table, 'ana').total, seat(table, 'brom').total]).toEqual([21, 21]);
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    table.scriptDice({ d6: [1] });
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    expect(gmView(table).phase).toBe('duel');
    expect(gmView(table).result).toBeNull();
    d20s(table, 5);
    ok(table.send(player('ana'), { type: 'DUEL_ROLL' }));
    d20s(table, 12);
    ok(table.send(player('brom'), { type: 'DUEL_ROLL' }));
    expect(gmView(table).result!.winner).toBe('brom');
    expect(gmView(table).result!.how).toBe('duel');
  });
});
