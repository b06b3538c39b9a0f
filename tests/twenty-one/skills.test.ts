/**
 * Sections 3–6 of tavern-twenty-one-current.md: skills, cheating, accusations,
 * Iron Liver and side bets, each rule pinned by a test that quotes it.
 * Check dice are scripted as d20s in the order they are rolled: the acting
 * seat's check first, then the defender's (two each when Sloppy).
 */
import { describe, expect, it } from 'vitest';
import type { Stats } from '../../machines/twenty-one';
import { gm, keep, ok, opened, player, potOf, purseOf, refused, roll, seated, seatView, type TwentyOneTable } from '../support/tables';

/**
 * Ana shows 6 (hole 5), Brom 3 (hole 4), Cyra 8 (hole 2). Brom passes the Cut;
 * betting order: Brom, Ana, Cyra. Brom is to act.
 */
function betting(options = {}, stats: Record<string, Partial<Stats>> = {}): TwentyOneTable {
  const table = seated({ players: ['ana', 'brom', 'cyra'], options: { gmRole: 'npc', ante: 4, ...options } });
  for (const [seat, s] of Object.entries(stats)) ok(table.send(player(seat), { type: 'SET_STATS', stats: s }));
  opened(table, [[6, 5], [3, 4], [8, 2]]);
  ok(table.send(player('brom'), { type: 'CUT_PASS' }));
  return table;
}

const d20 = (table: TwentyOneTable, ...faces: number[]) => table.scriptDice({ d20: faces });

/** Brom drinks for a d10 and fails the CON save (2 vs DC 12): Sloppy. The turn comes back to him. */
function sloppyBrom(): TwentyOneTable {
  const table = betting({ liquidMode: true });
  table.scriptDice({ d20: [2], d10: [2] });
  ok(table.send(player('brom'), { type: 'ROLL', die: 'd10', drink: true }));
  keep(table, 'brom');
  roll(table, 'ana', 'd4', 1);
  ok(table.send(player('cyra'), { type: 'HOLD' }));
  return table;
}
const secretsOf = (table: TwentyOneTable, seat: string) => seatView(table, seat).secrets!;
const logText = (table: TwentyOneTable, viewer: string) => table.view({ role: 'player', id: viewer }).log.map((l) => l.text).join('\n');

describe('character stats', () => {
  it('every seat carries the twelve modifiers, default 0', () => {
    const stats = secretsOf(seated(), 'ana').stats;
    expect(Object.keys(stats).sort()).toEqual(['cha', 'con', 'deception', 'dex', 'insight', 'int', 'intimidation', 'investigation', 'persuasion', 'sleightOfHand', 'str', 'wis']);
    expect(Object.values(stats).every((v) => v === 0)).toBe(true);
  });

  it('a player sets their own; the GM sets an NPC\u2019s; nobody sets another\u2019s', () => {
    const table = seated();
    ok(table.send(gm, { type: 'ADD_NPC', name: 'Grizzled Dwarf', purse: 50 }));
    ok(table.send(player('ana'), { type: 'SET_STATS', stats: { str: 3, insight: 2 } }));
    ok(table.send(gm, { type: 'SET_STATS', seat: 'npc-1', stats: { str: 5 } }));
    refused(table, player('ana'), { type: 'SET_STATS', seat: 'brom', stats: { str: 9 } }, /own seat/);
    refused(table, gm, { type: 'SET_STATS', seat: 'brom', stats: { str: 9 } }, /only its player/);
    refused(table, player('ana'), { type: 'SET_STATS', stats: { str: 40 } }, /at most \+15/);
    expect(secretsOf(table, 'ana').stats).toMatchObject({ str: 3, insight: 2, dex: 0 });
    expect(table.view({ role: 'gm' }).seats[2]!.secrets!.stats.str).toBe(5);
  });

  it('stats are the owner\u2019s and the GM\u2019s to see', () => {
    const table = seated();
    expect(seatView(table, 'ana', 'brom').secrets).toBeNull();
  });
});

describe('3) Skill limits', () => {
  // "One skill per turn and once per round per player.": skill-limits.test.ts.

  it('"Skills are betting-phase only, on your turn."', () => {
    const table = seated({ players: ['ana', 'brom', 'cyra'] });
    opened(table, [[6, 5], [3, 4], [8, 2]]);
    refused(table, player('brom'), { type: 'FORESIGHT' }, /can't use foresight now: the table is waiting on the Cut/);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    refused(table, player('ana'), { type: 'FORESIGHT' }, /not your turn: Brom is to act/);
  });

  it('a skill does not end the turn', () => {
    const table = betting();
    d20(table, 15, 3);
    ok(table.send(player('brom'), { type: 'PROFILE', target: 'ana' }));
    expect(table.view({ role: 'gm' }).turn).toBe('brom');
  });

  it('"If you are Sloppy, all skill checks are at disadvantage", naturals read from the kept die', () => {
    const table = sloppyBrom();
    // Brom's foresight: faces 20 and 3 → the lower, 3, is kept: no natural 20, and 3 < DC 12.
    table.scriptDice({ d20: [20, 3, 11], d10: [1], d8: [1], d6: [1], d4: [1] });
    ok(table.send(player('brom'), { type: 'FORESIGHT' }));
    expect(secretsOf(table, 'brom').nextRollBlind).toBe(true);
    expect(table.view({ role: 'player', id: 'brom' }).private.at(-1)!.text).toMatch(/WIS 20\/3→3\+0 = 3 vs DC 12/);
  });
});

describe('Goad (CHA)', () => {
  it('"Success: Target must roll (cannot hold)."', () => {
    const table = betting({}, { brom: { intimidation: 2 } });
    d20(table, 12, 13); // 14 vs 13
    ok(table.send(player('brom'), { type: 'GOAD', target: 'ana', skill: 'intimidation' }));
    roll(table, 'brom', 'd4', 1);
    refused(table, player('ana'), { type: 'HOLD' }, /You were goaded: you must roll/);
    roll(table, 'ana', 'd4', 2);
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(player('ana'), { type: 'HOLD' })); // the roll lifted the goad
  });

  it('"Failure/Backfire: You must roll." and "Ties count as defender wins."', () => {
    const table = betting({}, { ana: { insight: 1 } });
    d20(table, 11, 10); // 11 vs 11: a tie goes to Ana
    ok(table.send(player('brom'), { type: 'GOAD', target: 'ana', skill: 'persuasion' }));
    refused(table, player('brom'), { type: 'HOLD' }, /must roll/);
    expect(logText(table, 'cyra')).toMatch(/it backfires, Brom must roll before holding/);
  });

  it('"Nat 20: Target is forced to roll a d20." even when the totals lose', () => {
    const table = betting({}, { ana: { insight: 10 } });
    d20(table, 20, 19);
    ok(table.send(player('brom'), { type: 'GOAD', target: 'ana', skill: 'intimidation' }));
    roll(table, 'brom', 'd4', 1);
    refused(table, player('ana'), { type: 'ROLL', die: 'd8' }, /forced to roll a d20/);
    refused(table, player('ana'), { type: 'HOLD' }, /forced to roll a d20/);
    roll(table, 'ana', 'd20', 3);
  });

  it('"Nat 1: You are forced to roll a d20."', () => {
    const table = betting({}, { brom: { intimidation: 15 } });
    d20(table, 1, 2);
    ok(table.send(player('brom'), { type: 'GOAD', target: 'ana', skill: 'intimidation' }));
    refused(table, player('brom'), { type: 'ROLL', die: 'd4' }, /forced to roll a d20/);
  });

  it('refuses a goad on yourself or on a seat that is no longer betting', () => {
    const table = betting();
    refused(table, player('brom'), { type: 'GOAD', target: 'brom', skill: 'intimidation' }, /cannot goad yourself/);
    roll(table, 'brom', 'd4', 1);
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    refused(table, player('brom'), { type: 'GOAD', target: 'ana', skill: 'intimidation' }, /Ana has held: you cannot goad them/);
  });
});

describe('Bump the Table (STR)', () => {
  it('"Success: Re-roll a chosen target die (visibility is preserved)."', () => {
    const table = betting({}, { brom: { str: 3 } });
    table.scriptDice({ d20: [10, 12], d10: [9] }); // 13 vs 12; Ana's hole die 5 → 9
    ok(table.send(player('brom'), { type: 'BUMP', target: 'ana', die: 1 }));
    expect(seatView(table, 'ana').dice[1]).toMatchObject({ face: 9, hole: true });
    expect(seatView(table, 'ana', 'brom').dice[1]).toMatchObject({ face: null, hole: true });
    expect(logText(table, 'brom')).not.toMatch(/shows 9/);
    expect(logText(table, 'ana')).toMatch(/Your hole die now shows 9/);
  });

  it('a bump that pushes a hand over 21 busts it, even a held one', () => {
    const table = betting();
    roll(table, 'brom', 'd4', 1);
    roll(table, 'ana', 'd8', 8); // 6 + 5 + 8 = 19
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    roll(table, 'brom', 'd4', 1);
    ok(table.send(player('ana'), { type: 'HOLD' }));
    table.scriptDice({ d20: [15, 2], d10: [10] });
    ok(table.send(player('brom'), { type: 'BUMP', target: 'ana', die: 0 })); // Ana's shown 6 becomes 10: 23
    expect(seatView(table, 'ana', 'cyra')).toMatchObject({ status: 'busted' });
    expect(logText(table, 'cyra')).toMatch(/Ana busts/);
  });

  it('"Failure: Retaliation — target chooses one of your dice to re-roll", and the table waits until then (more in retaliation.test.ts)', () => {
    const table = betting();
    table.scriptDice({ d20: [5, 12], d10: [1] });
    ok(table.send(player('brom'), { type: 'BUMP', target: 'ana', die: 0 }));
    expect(seatView(table, 'ana').dice[0]!.face).toBe(6); // unchanged
    expect(seatView(table, 'ana', 'cyra').owesRetaliation).toBe('brom');
    refused(table, player('brom'), { type: 'HOLD' }, /The table is waiting on Ana to choose which of your dice to re-roll/);
    refused(table, player('cyra'), { type: 'RETALIATE', die: 0 }, /Nobody owes you a retaliation/);
    table.scriptDice({ d10: [10] });
    ok(table.send(player('ana'), { type: 'RETALIATE', die: 0 })); // Brom's shown 3 → 10
    expect(seatView(table, 'brom', 'cyra').dice[0]!.face).toBe(10);
    ok(table.send(player('brom'), { type: 'HOLD' }));
  });

  it('"Nat 1: Auto-fail and pay 1× ante into the pot."', () => {
    const table = betting({ ante: 4 }, { brom: { str: 15 } });
    const pot = potOf(table);
    table.scriptDice({ d20: [1, 2], d10: [9] });
    ok(table.send(player('brom'), { type: 'BUMP', target: 'ana', die: 1 }));
    expect(potOf(table)).toBe(pot + 4);
    expect(purseOf(table, 'brom')).toBe(100 - 4 - 4);
    expect(seatView(table, 'ana').dice[1]!.face).toBe(5);
  });
});

describe('Cheat (DEX)', () => {
  it('"Modify one of your dice by ±1, ±2, or ±3": the roller may cheat before the bust is decided', () => {
    const table = betting({}, { brom: { sleightOfHand: 2 } });
    table.scriptDice({ d10: [10] }); // 3 + 4 + 10 = 17: safe; try a d8 for a bust instead
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd10' }));
    expect(table.view({ role: 'gm' }).deciding).toBe('brom');
    refused(table, player('ana'), { type: 'HOLD' }, /waiting for Brom to keep or cheat their roll/);
    d20(table, 9); // 11 vs Heat DC 10
    ok(table.send(player('brom'), { type: 'CHEAT', die: 2, delta: -3 }));
    expect(seatView(table, 'brom').dice[2]!.face).toBe(7);
    expect(seatView(table, 'brom', 'ana').dice[2]!.face).toBe(7);
    expect(table.view({ role: 'gm' }).turn).toBe('ana');
  });

  it('"If your total exceeds 21, you bust (resolved after any cheat decision)."', () => {
    const table = betting();
    roll(table, 'brom', 'd10', 9); // 16
    roll(table, 'ana', 'd4', 1);
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    table.scriptDice({ d8: [7] }); // 23: would bust
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd8' }));
    expect(seatView(table, 'brom').status).toBe('in');
    d20(table, 15);
    ok(table.send(player('brom'), { type: 'CHEAT', die: 3, delta: -3 })); // 20
    expect(seatView(table, 'brom')).toMatchObject({ status: 'in', total: 20 });
  });

  it('a cheated face is clamped to the die', () => {
    const table = betting();
    table.scriptDice({ d4: [3] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd4' }));
    d20(table, 15);
    ok(table.send(player('brom'), { type: 'CHEAT', die: 2, delta: 3 }));
    expect(seatView(table, 'brom').dice[2]!.face).toBe(4);
  });

  it('"Heat starts at Starting Heat (default 10) and +2 per cheat (unless Nat 20)."', () => {
    const table = betting({ startingHeat: 11 });
    expect(secretsOf(table, 'brom').heatDC).toBe(11);
    d20(table, 4); // a failed attempt still heats up
    ok(table.send(player('brom'), { type: 'CHEAT', die: 1, delta: 1 }));
    expect(seatView(table, 'brom').dice[1]!.face).toBe(4);
    expect(secretsOf(table, 'brom').heatDC).toBe(13);
    // Next round, a natural 20 cheat leaves Heat where it is.
    roll(table, 'brom', 'd4', 1);
    ok(table.send(player('ana'), { type: 'FOLD' }));
    ok(table.send(player('cyra'), { type: 'FOLD' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    table.scriptDice({ d10: [6, 5, 3, 4, 8, 2] });
    ok(table.send(gm, { type: 'NEXT_ROUND' }));
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    d20(table, 20);
    ok(table.send(player('brom'), { type: 'CHEAT', die: 1, delta: 3 }));
    expect(seatView(table, 'brom').dice[1]!.face).toBe(7);
    expect(secretsOf(table, 'brom').heatDC).toBe(13);
    expect(secretsOf(table, 'brom').cheats.at(-1)!.outcome).toBe('invisible');
  });

  it('"Nat 1: Caught, pay 1× ante, and you are disqualified."', () => {
    const table = betting({ ante: 4 });
    d20(table, 1);
    ok(table.send(player('brom'), { type: 'CHEAT', die: 1, delta: 2 }));
    expect(seatView(table, 'brom', 'ana').status).toBe('caught');
    expect(purseOf(table, 'brom')).toBe(100 - 4 - 4);
    expect(table.view({ role: 'gm' }).turn).toBe('ana');
    expect(logText(table, 'cyra')).toMatch(/Brom is caught cheating/);
  });

  // "Requires at least 2 non-house players to attempt." and "Modify one of your dice": cheating.test.ts.

  it('"Cannot cheat if your roll is blind"', () => {
    const table = betting();
    // A failed foresight makes the next roll blind; it settles with no cheat decision.
    table.scriptDice({ d20: [5, 1], d10: [1], d8: [1], d6: [1], d4: [1] });
    ok(table.send(player('brom'), { type: 'FORESIGHT' }));
    table.scriptDice({ d8: [6] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd8' }));
    expect(table.view({ role: 'gm' }).deciding).toBeNull();
    expect(seatView(table, 'brom').dice[2]).toMatchObject({ face: null, blind: true });
  });
});

describe('Foresight (WIS)', () => {
  const foresee = (wis: number) => {
    const table = betting({}, { brom: { wis } });
    // The check, then the faces of the next d20, d10, d8, d6 and d4.
    table.scriptDice({ d20: [wis === 0 ? 12 : 20, 17], d10: [3], d8: [8], d6: [2], d4: [4] });
    ok(table.send(player('brom'), { type: 'FORESIGHT' }));
    return table;
  };

  it('"Success: Learn HIGH/LOW for the next roll of each die type (private)."', () => {
    const table = foresee(0);
    expect(secretsOf(table, 'brom').foreseen).toEqual([
      { die: 'd20', face: null, hint: 'HIGH' },
      { die: 'd10', face: null, hint: 'LOW' },
      { die: 'd8', face: null, hint: 'HIGH' },
      { die: 'd6', face: null, hint: 'LOW' },
      { die: 'd4', face: null, hint: 'HIGH' },
    ]);
  });

  it('"Nat 20: Learn exact values for each die type (private)."', () => {
    expect(secretsOf(foresee(1), 'brom').foreseen.map((f) => f.face)).toEqual([17, 3, 8, 2, 4]);
  });

  it('what was foreseen comes true: the next roll of that die type shows the foreseen face', () => {
    const table = foresee(1);
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd8' })); // no d8 scripted: it was drawn at the foresight
    keep(table, 'brom');
    expect(seatView(table, 'brom').dice[2]!.face).toBe(8);
    expect(secretsOf(table, 'brom').foreseen.map((f) => f.die)).toEqual(['d20', 'd10', 'd6', 'd4']);
  });

  it('knowing the next face makes the bust chance exact', () => {
    const table = foresee(1); // Brom at 7: the foreseen d8 is an 8 (15, safe)
    const d8 = table.view({ role: 'player', id: 'brom' }).actions.find((a) => a.intent.type === 'ROLL' && a.intent.die === 'd8');
    expect(d8?.bustChance).toBe(0);
  });

  it('"Failure: Your next roll is blind (hidden, even to you, until reveal)."', () => {
    const table = betting();
    table.scriptDice({ d20: [5, 1], d10: [1], d8: [1], d6: [1], d4: [1] });
    ok(table.send(player('brom'), { type: 'FORESIGHT' }));
    table.scriptDice({ d10: [10] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd10' }));
    expect(seatView(table, 'brom').dice[2]).toMatchObject({ face: null, blind: true });
    expect(seatView(table, 'brom').total).toBeNull();
    expect(table.view({ role: 'gm' }).seats[1]!.dice[2]!.face).toBe(10);
    // Blind, Brom is at 17 without knowing it; the reveal shows it.
    roll(table, 'ana', 'd4', 1);
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(player('ana'), { type: 'HOLD' }));
    expect(seatView(table, 'brom', 'ana')).toMatchObject({ total: 17 });
  });

  it('a blind die that took a hand over 21 busts it at the reveal', () => {
    const table = betting();
    table.scriptDice({ d20: [5, 1], d10: [1], d8: [1], d6: [1], d4: [1] });
    ok(table.send(player('brom'), { type: 'FORESIGHT' }));
    table.scriptDice({ d20: [19] }); // 3 + 4 + 19 = 26, unseen
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd20' }));
    expect(seatView(table, 'brom').status).toBe('in');
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    expect(seatView(table, 'brom', 'ana').status).toBe('busted');
  });

  it('"Nat 1: Locked into a blind d20 roll."', () => {
    const table = betting();
    table.scriptDice({ d20: [1, 1], d10: [1], d8: [1], d6: [1], d4: [1] });
    ok(table.send(player('brom'), { type: 'FORESIGHT' }));
    refused(table, player('brom'), { type: 'HOLD' }, /forced to roll a d20/);
    refused(table, player('brom'), { type: 'ROLL', die: 'd4' }, /forced to roll a d20/);
    table.scriptDice({ d20: [6] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd20' }));
    expect(seatView(table, 'brom').dice[2]).toMatchObject({ die: 'd20', blind: true, face: null });
  });
});

describe('Profile (INT)', () => {
  /** Brom cheats his hole die (successfully), then Ana profiles him. */
  const cheatThenProfile = (profileFace: number, deception = 0) => {
    const table = betting({}, { brom: { deception } });
    d20(table, 15);
    ok(table.send(player('brom'), { type: 'CHEAT', die: 1, delta: 2 }));
    roll(table, 'brom', 'd4', 1);
    d20(table, profileFace);
    ok(table.send(player('ana'), { type: 'PROFILE', target: 'brom' }));
    return table;
  };

  it('"Success: Learn if the target has cheated (any attempt)."', () => {
    const table = cheatThenProfile(12, 1); // 12 vs passive Deception 11
    expect(table.view({ role: 'player', id: 'ana' }).private.at(-1)!.text).toMatch(/Brom has cheated this round\.$/);
  });

  it('"Nat 20: Also reveals which die indices they cheated."', () => {
    const table = cheatThenProfile(20, 15);
    expect(table.view({ role: 'player', id: 'ana' }).private.at(-1)!.text).toMatch(/Brom has cheated \(die 2\) this round/);
  });

  it('"Failure: No info."', () => {
    const table = cheatThenProfile(10, 1);
    expect(table.view({ role: 'player', id: 'ana' }).private.at(-1)!.text).toMatch(/you learn nothing/);
  });

  it('"Nat 1: Backfire — target learns your hole die value and whether you cheated."', () => {
    const table = cheatThenProfile(1);
    expect(table.view({ role: 'player', id: 'brom' }).private.at(-1)!.text).toMatch(/Ana's profile backfired: their hole die shows 5, and they have not cheated/);
    expect(table.view({ role: 'player', id: 'ana' }).private.map((l) => l.text).join()).not.toMatch(/backfired/);
  });
});

describe('4) Accusations', () => {
  it('"Correct: Accuser gets refund + bounty (5× ante taken from target if possible). Target is caught."', () => {
    const table = betting({ ante: 4 });
    d20(table, 15);
    ok(table.send(player('brom'), { type: 'CHEAT', die: 1, delta: 2 }));
    ok(table.send(player('cyra'), { type: 'ACCUSE', target: 'brom', die: 1 })); // out of turn
    expect(purseOf(table, 'cyra')).toBe(96 + 20);
    expect(purseOf(table, 'brom')).toBe(96 - 20);
    expect(seatView(table, 'brom', 'ana').status).toBe('caught');
    expect(table.view({ role: 'gm' }).turn).toBe('ana');
  });

  it('the bounty is as much as the target holds', () => {
    const table = seated({ players: ['ana', 'brom', 'cyra'], options: { gmRole: 'npc', ante: 4 } });
    ok(table.send(gm, { type: 'SET_PURSE', seat: 'brom', purse: 14 }));
    opened(table, [[6, 5], [3, 4], [8, 2]]);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    d20(table, 15);
    ok(table.send(player('brom'), { type: 'CHEAT', die: 1, delta: 2 }));
    ok(table.send(player('cyra'), { type: 'ACCUSE', target: 'brom', die: 1 }));
    expect([purseOf(table, 'brom'), purseOf(table, 'cyra')]).toEqual([0, 96 + 10]);
  });

  it('"Incorrect: Fee is added to the pot; no bust."', () => {
    const table = betting({ ante: 4 });
    const pot = potOf(table);
    ok(table.send(player('cyra'), { type: 'ACCUSE', target: 'brom', die: 1 }));
    expect(potOf(table)).toBe(pot + 8);
    expect(seatView(table, 'brom').status).toBe('in');
    refused(table, player('cyra'), { type: 'ACCUSE', target: 'ana', die: 0 }, /already made your accusation/);
  });

  it('"Caught players are disqualified from winning", even at the staredown', () => {
    const table = betting();
    d20(table, 15);
    ok(table.send(player('brom'), { type: 'CHEAT', die: 1, delta: 3 })); // 3 + 7 = 10
    roll(table, 'brom', 'd10', 10); // 20
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(player('ana'), { type: 'ACCUSE', target: 'brom', die: 1 }));
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    expect(table.view({ role: 'gm' }).result).toMatchObject({ winner: 'ana', best: 11 });
  });

  it('failed and invisible cheats cannot be proven', () => {
    const table = betting({ ante: 4 });
    d20(table, 20);
    ok(table.send(player('brom'), { type: 'CHEAT', die: 1, delta: 2 }));
    ok(table.send(player('cyra'), { type: 'ACCUSE', target: 'brom', die: 1 }));
    expect(seatView(table, 'brom').status).toBe('in');
    expect(purseOf(table, 'cyra')).toBe(96 - 8);
  });

  it('refuses an accusation the accuser cannot afford', () => {
    const table = seated({ players: ['ana', 'brom', 'cyra'], options: { gmRole: 'npc', ante: 4 } });
    ok(table.send(gm, { type: 'SET_PURSE', seat: 'cyra', purse: 10 }));
    opened(table, [[6, 5], [3, 4], [8, 2]]);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    refused(table, player('cyra'), { type: 'ACCUSE', target: 'brom', die: 1 }, /An accusation costs 8 gp and you have 6 gp/);
  });
});

describe('5) "Put It on the Tab" (Iron Liver)', () => {
  it('"Drinks needed = ceil(cost / ante)", "CON save vs DC 10 + 2×(total drinks this round)", "Success: Cost waived."', () => {
    const table = betting({ liquidMode: true, ante: 4 });
    table.scriptDice({ d20: [14], d4: [1] }); // a d4 costs 8 gp = 2 drinks: DC 14
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd4', drink: true }));
    keep(table, 'brom');
    expect(purseOf(table, 'brom')).toBe(96);
    expect(seatView(table, 'brom', 'ana').drinks).toBe(2);
    expect(logText(table, 'brom')).toMatch(/puts 2 drinks on the tab for a d4 \(CON save 14\+0 = 14 vs DC 14\): it goes down smooth/);
    // The others read the outcome, not the save's numbers (they would tell Brom's CON).
    expect(logText(table, 'ana')).toMatch(/puts 2 drinks on the tab for a d4: it goes down smooth/);
  });

  it('"Failure: Sloppy (disadvantage on checks) and hole die is revealed", and the cost is paid', () => {
    const table = betting({ liquidMode: true, ante: 4 });
    table.scriptDice({ d20: [11], d10: [2] }); // 1 drink: DC 12
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd10', drink: true }));
    keep(table, 'brom');
    expect(purseOf(table, 'brom')).toBe(96 - 2);
    expect(seatView(table, 'brom', 'ana')).toMatchObject({ sloppy: true });
    expect(seatView(table, 'brom', 'ana').dice[1]!.face).toBe(4);
  });

  it('"If you become Sloppy, the tab is cut off for the rest of the round."', () => {
    const table = sloppyBrom();
    refused(table, player('brom'), { type: 'ROLL', die: 'd10', drink: true }, /The tab is cut off/);
  });

  it('"Nat 1: Pass out → Bust."', () => {
    const table = betting({ liquidMode: true });
    table.scriptDice({ d20: [1], d10: [5] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd10', drink: true }));
    expect(seatView(table, 'brom', 'ana').status).toBe('busted');
    expect(table.view({ role: 'gm' }).turn).toBe('ana');
  });

  it('drinking needs Liquid Mode', () => {
    refused(betting(), player('brom'), { type: 'ROLL', die: 'd10', drink: true }, /needs Liquid Mode/);
  });
});

describe('6) Side bets', () => {
  it('"Minimum bet: 1× ante." "You may bet on yourself."', () => {
    const table = betting({ ante: 4 });
    refused(table, player('ana'), { type: 'SIDE_BET', on: 'cyra', amount: 3 }, /smallest side bet is 4 gp/);
    ok(table.send(player('ana'), { type: 'SIDE_BET', on: 'ana', amount: 4 }));
    expect(table.view({ role: 'gm' }).sideBets).toEqual([{ by: 'ana', on: 'ana', amount: 4 }]);
  });

  it('"Winners split the pool proportionally to their bet size", rounding leftovers to the largest backer', () => {
    const table = betting({ ante: 4 });
    ok(table.send(player('ana'), { type: 'SIDE_BET', on: 'cyra', amount: 5 }));
    ok(table.send(player('brom'), { type: 'SIDE_BET', on: 'ana', amount: 8 }));
    ok(table.send(player('cyra'), { type: 'SIDE_BET', on: 'cyra', amount: 10 }));
    ok(table.send(player('brom'), { type: 'HOLD' }));
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    // Ana wins with 11 (Brom 7, Cyra 10): Brom alone backed her, and takes the whole 23 gp pool.
    expect(table.view({ role: 'gm' }).result?.sideBets).toEqual({ brom: 23 });
  });

  it('splits in proportion among several backers', () => {
    const table = betting({ ante: 4 });
    ok(table.send(player('brom'), { type: 'SIDE_BET', on: 'ana', amount: 4 }));
    ok(table.send(player('ana'), { type: 'SIDE_BET', on: 'ana', amount: 8 }));
    ok(table.send(player('cyra'), { type: 'SIDE_BET', on: 'cyra', amount: 11 }));
    for (const seat of ['brom', 'ana', 'cyra']) ok(table.send(player(seat), { type: 'HOLD' }));
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    // Pool 23: Brom 23×4/12 = 7.67 → 7, Ana 23×8/12 = 15.33 → 15, and the leftover 1 gp to Ana, the largest backer.
    expect(table.view({ role: 'gm' }).result?.sideBets).toEqual({ brom: 7, ana: 16 });
  });

  it('when nobody backed the winner, every stake goes back', () => {
    const table = betting({ ante: 4 });
    ok(table.send(player('brom'), { type: 'SIDE_BET', on: 'cyra', amount: 4 }));
    for (const seat of ['brom', 'ana', 'cyra']) ok(table.send(player(seat), { type: 'HOLD' }));
    ok(table.send(gm, { type: 'END_STAREDOWN' }));
    expect(table.view({ role: 'gm' }).result?.sideBets).toEqual({ brom: 4 });
  });

  it('"Allowed during active betting for the first two full betting rounds", even when the opener leaves', () => {
    const table = betting({ ante: 4 });
    // Lap 1: Brom opened the betting and folds; the window must still count laps from the order.
    ok(table.send(player('brom'), { type: 'FOLD' }));
    roll(table, 'ana', 'd4', 1);
    roll(table, 'cyra', 'd4', 1);
    expect(table.view({ role: 'gm' }).lap).toBe(2);
    ok(table.send(player('brom'), { type: 'SIDE_BET', on: 'ana', amount: 4 }));
    roll(table, 'ana', 'd4', 1);
    expect(table.view({ role: 'gm' }).sideBetsOpen).toBe(true);
    roll(table, 'cyra', 'd4', 1);
    expect(table.view({ role: 'gm' }).lap).toBe(3);
    expect(table.view({ role: 'gm' }).sideBetsOpen).toBe(false);
    refused(table, player('ana'), { type: 'SIDE_BET', on: 'ana', amount: 4 }, /close after the first two betting rounds/);
  });
});

describe('11) Privacy: each private result reaches exactly the viewers who may know it', () => {
  const viewers = ['ana', 'brom', 'cyra', 'spectator'];
  const privateOf = (table: TwentyOneTable, viewer: string) => JSON.stringify(table.view({ role: 'player', id: viewer }));

  it('a foresight reading: only the seer and the GM', () => {
    const table = betting();
    table.scriptDice({ d20: [20, 17], d10: [3], d8: [8], d6: [2], d4: [4] });
    ok(table.send(player('brom'), { type: 'FORESIGHT' }));
    for (const v of viewers) expect(privateOf(table, v).includes('Your next rolls'), v).toBe(v === 'brom');
    expect(JSON.stringify(table.view({ role: 'gm' }))).toContain('Your next rolls');
  });

  it('a cheat: only the cheater and the GM', () => {
    const table = betting();
    d20(table, 15);
    ok(table.send(player('brom'), { type: 'CHEAT', die: 1, delta: 2 }));
    for (const v of viewers) {
      const view = table.view({ role: 'player', id: v });
      expect(privateOf(table, v).includes('You cheat'), v).toBe(v === 'brom');
      expect(view.seats.find((s) => s.id === 'brom')!.secrets === null, v).toBe(v !== 'brom');
    }
    expect(table.view({ role: 'gm' }).seats[1]!.secrets!.cheats).toHaveLength(1);
  });

  it('a profile: only the profiler (and the GM); a backfire: only its target', () => {
    const table = betting();
    d20(table, 15);
    ok(table.send(player('brom'), { type: 'PROFILE', target: 'ana' }));
    for (const v of viewers) expect(privateOf(table, v).includes('has not cheated'), v).toBe(v === 'brom');
    const backfire = betting();
    d20(backfire, 1);
    ok(backfire.send(player('brom'), { type: 'PROFILE', target: 'ana' }));
    for (const v of viewers) expect(privateOf(backfire, v).includes('profile backfired'), v).toBe(v === 'ana');
  });
});
