/**
 * Classic's deal (tavern-twenty-one-vtt-edition.md, section 1, "Setup (The Deal)"
 * and "The Betting Phase"): two dice of each player's choice, the first public,
 * the second the hole die, and betting clockwise from the lowest total showing of the seats still in.
 */
import { said } from '../support/words';
import { describe, expect, it } from 'vitest';
import { meta as classicMeta } from '../../machines/twenty-one-classic/meta';
import { CLASSIC } from '../../machines/twenty-one-kit/ruleset';
import { gm, ok, player, refused } from '../support/tables';
import { classic, gmView, opened, purseOf, scriptFaces, seat, seenBy } from './helpers';

describe('"The Ante: All players pay the starting Ante (e.g., 5gp) into the Pot."', () => {
  // Standard mode's House match ("the House matches all non-GM antes") is the later edition's rule, not Classic's.
  for (const gmRole of ['house', 'npc'] as const) {
    it(`the pot is exactly the players' antes, with no House match, when the GM plays ${gmRole === 'house' ? 'the House' : 'an NPC'}`, () => {
      const table = classic(['ana', 'brom'], { options: { ante: 5, gmRole } });
      ok(table.send(gm, { type: 'ADD_NPC', name: 'Grizzled Dwarf', purse: 100 }));
      opened(table, [
        ['d10', 5, 'd10', 5],
        ['d10', 6, 'd10', 6],
        ['d10', 7, 'd10', 7],
      ]);
      expect(gmView(table).pot).toBe(3 * 5);
      expect(gmView(table).house).toBe(0);
      expect(['ana', 'brom', 'npc-1'].map((id) => purseOf(table, id))).toEqual([95, 95, 95]);
      expect(said(gmView(table)).log[0]!.text).toBe('Round 1: everyone antes 5 gp.');
    });
  }

  it('the lobby, which reads Classic\u2019s meta, tells of the House as the table plays it: no match', () => {
    expect(classicMeta.houseMatchesAntes).toBe(CLASSIC.houseMatchesAntes);
  });
});

describe('"The Opener: Each player rolls 2 dice of their choice (d4, d6, d8, d10, or d20) for FREE."', () => {
  for (const [shown, hole] of [
    ['d4', 'd20'],
    ['d20', 'd4'],
    ['d6', 'd8'],
    ['d10', 'd10'],
  ] as const) {
    it(`a ${shown} shown and a ${hole} in the hole, and nothing paid but the ante`, () => {
      const table = classic();
      opened(table, [
        [shown, 3, hole, 2],
        ['d10', 5, 'd10', 5],
      ]);
      expect(seat(table, 'ana').dice.map((d) => d.die)).toEqual([shown, hole]);
      expect(purseOf(table, 'ana')).toBe(95);
    });
  }

  it('"Die 1 (Public): Visible to everyone. Die 2 (The Hole Die): Visible only to the owner (and GM)."', () => {
    const table = classic(['ana', 'brom', 'cyra']);
    opened(table, [
      ['d8', 6, 'd20', 13],
      ['d10', 5, 'd10', 5],
      ['d6', 2, 'd4', 1],
    ]);
    expect(seat(table, 'ana', 'brom').dice.map((d) => d.face)).toEqual([6, null]);
    expect(seat(table, 'ana', 'cyra').dice.map((d) => d.face)).toEqual([6, null]);
    expect(seat(table, 'ana', 'ana').dice.map((d) => d.face)).toEqual([6, 13]);
    expect(seat(table, 'ana').dice.map((d) => d.face)).toEqual([6, 13]);
  });

  it('the openers are rolled one seat at a time, in seat order: out of turn is refused', () => {
    const table = classic();
    ok(table.send(gm, { type: 'START_ROUND' }));
    refused(
      table,
      player('brom'),
      { type: 'OPEN', shown: 'd10', hole: 'd10' },
      /Ana's turn to roll their opener/,
    );
    scriptFaces(table, ['d10', 4], ['d10', 4]);
    ok(table.send(player('ana'), { type: 'OPEN', shown: 'd10', hole: 'd10' }));
    refused(table, player('brom'), { type: 'OPEN', shown: 'd10', hole: 'd10' }, /keep or cheat/);
  });

  it('a natural 20 on an opening d20 makes the hand exactly 21 ("A Natural 20 is an Instant 21"), whichever die it is', () => {
    const table = classic(['ana', 'brom', 'cyra']);
    opened(table, [
      ['d20', 20, 'd8', 6],
      ['d6', 4, 'd20', 20],
      ['d20', 20, 'd20', 20],
    ]);
    for (const id of ['ana', 'brom', 'cyra']) {
      expect(seat(table, id).total).toBe(21);
      expect(seat(table, id).status).toBe('in');
    }
    // Ana's shown natural 20 counts 15: the others may not learn it, since it would tell her hole die.
    expect(seat(table, 'ana', 'brom').dice[0]).toMatchObject({ face: 20, counts: null });
  });

  it('an opener over 21 busts at once: "If your total (Hidden + Public) exceeds 21, you Bust"', () => {
    const table = classic();
    opened(table, [
      ['d20', 15, 'd20', 9],
      ['d10', 5, 'd10', 5],
    ]);
    expect(seat(table, 'ana', 'brom').status).toBe('busted');
    expect(gmView(table).turn).toBe('brom');
  });
});

describe('"Starting with the player with the lowest visible total, turns proceed clockwise."', () => {
  it('clockwise is seat order, starting from the lowest visible die', () => {
    const table = classic(['ana', 'brom', 'cyra', 'dorn']);
    opened(table, [
      ['d10', 7, 'd10', 1],
      ['d10', 9, 'd10', 1],
      ['d4', 2, 'd10', 1],
      ['d8', 5, 'd10', 1],
    ]);
    expect(gmView(table).order).toEqual(['cyra', 'dorn', 'ana', 'brom']);
    expect(gmView(table).turn).toBe('cyra');
    expect(seenBy(table, 'cyra').actions.some((a) => a.intent.type === 'HOLD')).toBe(true);
  });

  it('a tie for the lowest visible total goes to the earliest seat', () => {
    const table = classic(['ana', 'brom', 'cyra']);
    opened(table, [
      ['d10', 7, 'd10', 1],
      ['d6', 3, 'd10', 1],
      ['d4', 3, 'd10', 1],
    ]);
    expect(gmView(table).order).toEqual(['brom', 'cyra', 'ana']);
  });

  it('a shown natural 20 counts as the table reads it, exactly 21, whatever the hole die beside it', () => {
    // Read through the hole die, Ana's natural 20 beside a hole 18 would count 3 and put her before Brom's 4.
    for (const hole of [18, 1]) {
      const table = classic(['ana', 'brom', 'cyra']);
      opened(table, [
        ['d20', 20, 'd20', hole],
        ['d10', 4, 'd10', 1],
        ['d8', 8, 'd10', 1],
      ]);
      expect(gmView(table).turn).toBe('brom');
      expect(gmView(table).order).toEqual(['brom', 'cyra', 'ana']);
      expect(said(seenBy(table, 'cyra')).log.at(-1)!.text).toBe(
        'Brom has the lowest total showing of the seats still in and bets first; turns go clockwise.',
      );
    }
  });

  it('a seat already out after its opener is skipped: the lowest total showing of the seats still in bets first', () => {
    const table = classic(['ana', 'brom', 'cyra']);
    opened(table, [
      ['d20', 3, 'd20', 19],
      ['d10', 7, 'd10', 1],
      ['d6', 5, 'd10', 1],
    ]);
    expect(seat(table, 'ana', 'brom').status).toBe('busted');
    // Ana's 3 is lowest, but she is out: Cyra's 5 starts, and clockwise from her comes Ana (skipped), then Brom.
    expect(gmView(table).order).toEqual(['cyra', 'ana', 'brom']);
    expect(gmView(table).turn).toBe('cyra');
  });

  it('the hole dice do not count: only the visible total orders the table', () => {
    const table = classic(['ana', 'brom']);
    opened(table, [
      ['d10', 3, 'd20', 18],
      ['d10', 4, 'd4', 1],
    ]);
    expect(gmView(table).turn).toBe('ana');
  });
});

describe('"Each player rolls 2 dice of their choice": each pair offered with its chance to bust', () => {
  // "If your total (Hidden + Public) exceeds 21, you Bust"; "A Natural 20 is an Instant 21" (docs/rules/twenty-one-classic.md).
  const chanceOf = (shown: string, hole: string) => {
    const table = classic();
    ok(table.send(gm, { type: 'START_ROUND' }));
    return table
      .view({ role: 'player', id: 'ana' })
      .actions.find(
        (a) =>
          a.intent.type === 'OPEN' &&
          (a.intent as { shown: string }).shown === shown &&
          (a.intent as { hole: string }).hole === hole,
      )?.bustChance;
  };

  it('two d20s bust on 153 of their 400 faces: over 21, unless a natural 20 makes it exactly 21', () => {
    expect(chanceOf('d20', 'd20')).toBe(153 / 400);
    expect(chanceOf('d20', 'd4')).toBe(3 / 80);
  });

  it('two d10s, or any pair without a d20, never bust', () => {
    for (const [shown, hole] of [
      ['d10', 'd10'],
      ['d8', 'd10'],
      ['d4', 'd6'],
    ])
      expect(chanceOf(shown!, hole!), `${shown}+${hole}`).toBe(0);
  });
});

describe('the seat the opener waits on is the one to act, in every view (its badge, its place on the GM’s panel)', () => {
  it('"Each player rolls 2 dice of their choice", one seat at a time: the seat to roll, then the seat deciding', () => {
    const table = classic();
    ok(table.send(gm, { type: 'START_ROUND' }));
    const toAct = () =>
      gmView(table)
        .seats.filter((s) => s.isTurn)
        .map((s) => s.id);
    expect(toAct()).toEqual(['ana']);
    expect(seenBy(table, 'brom').seats.find((s) => s.id === 'ana')!.isTurn).toBe(true);
    scriptFaces(table, ['d10', 4], ['d10', 5]);
    ok(table.send(player('ana'), { type: 'OPEN', shown: 'd10', hole: 'd10' }));
    // Ana keeps or cheats the dice she just rolled before Brom opens.
    expect(toAct()).toEqual(['ana']);
    ok(table.send(player('ana'), { type: 'KEEP_ROLL' }));
    expect(toAct()).toEqual(['brom']);
  });
});
