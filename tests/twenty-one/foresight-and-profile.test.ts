/**
 * Section 3 of tavern-twenty-one-current.md, the skills that learn secrets:
 * Foresight and Profile, each rule pinned by a test that quotes it, and which
 * viewers read each private result.
 * Tables start at Brom's turn in `threeAtBetting`: Ana shows 6 (hole 5), Brom
 * 3 (hole 4), Cyra 8 (hole 2), ante 4; the betting order is Brom, Ana, Cyra.
 */
import { describe, expect, it } from 'vitest';
import {
  cheatWith,
  keep,
  ok,
  player,
  refused,
  roll,
  seatView,
  threeAtBetting as betting,
  type TwentyOneTable,
} from '../support/tables';
import { d20, secretsOf } from './helpers';
import { said } from '../support/words';

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
    const d8 = table
      .view({ role: 'player', id: 'brom' })
      .actions.find((a) => a.intent.type === 'ROLL' && a.intent.die === 'd8');
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
  /** Brom cheats his hole die (successfully) with his roll, then Ana profiles him. */
  const cheatThenProfile = (profileFace: number, deception = 0) => {
    const table = betting({}, { brom: { deception } });
    ok(cheatWith(table, 'brom', { die: 1, delta: 2 }, 15, { roll: 'd4', face: 1 }));
    d20(table, profileFace);
    ok(table.send(player('ana'), { type: 'PROFILE', target: 'brom' }));
    return table;
  };

  it('"Success: Learn if the target has cheated (any attempt)."', () => {
    const table = cheatThenProfile(12, 1); // 12 vs passive Deception 11
    expect(said(table.view({ role: 'player', id: 'ana' })).private.at(-1)!.text).toMatch(
      /Brom has cheated this round\.$/,
    );
  });

  it('"Nat 20: Also reveals which die indices they cheated."', () => {
    const table = cheatThenProfile(20, 15);
    expect(said(table.view({ role: 'player', id: 'ana' })).private.at(-1)!.text).toMatch(
      /Brom has cheated \(die 2\) this round/,
    );
  });

  it('"Failure: No info."', () => {
    const table = cheatThenProfile(10, 1);
    expect(said(table.view({ role: 'player', id: 'ana' })).private.at(-1)!.text).toMatch(
      /you learn nothing/,
    );
  });

  it('"Nat 1: Backfire — target learns your hole die value and whether you cheated."', () => {
    const table = cheatThenProfile(1);
    expect(said(table.view({ role: 'player', id: 'brom' })).private.at(-1)!.text).toMatch(
      /Ana's profile backfired: their hole die shows 5, and they have not cheated/,
    );
    expect(
      said(table.view({ role: 'player', id: 'ana' }))
        .private.map((l) => l.text)
        .join(),
    ).not.toMatch(/backfired/);
  });
});

describe('11) Privacy: each private result reaches exactly the viewers who may know it', () => {
  const viewers = ['ana', 'brom', 'cyra', 'spectator'];
  const privateOf = (table: TwentyOneTable, viewer: string) =>
    JSON.stringify(said(table.view({ role: 'player', id: viewer })));

  it('a foresight reading: only the seer and the GM', () => {
    const table = betting();
    table.scriptDice({ d20: [20, 17], d10: [3], d8: [8], d6: [2], d4: [4] });
    ok(table.send(player('brom'), { type: 'FORESIGHT' }));
    for (const v of viewers)
      expect(privateOf(table, v).includes('Your next rolls'), v).toBe(v === 'brom');
    // The GM reads it in the seer's name, never as the GM's own ("Your next rolls").
    const gm = JSON.stringify(said(table.view({ role: 'gm' })));
    expect(gm).toContain("Brom's next rolls: d20 17, d10 3, d8 8, d6 2, d4 4.");
    expect(gm).not.toContain('Your next rolls');
  });

  it('a cheat: only the cheater and the GM', () => {
    const table = betting();
    ok(cheatWith(table, 'brom', { die: 1, delta: 2 }, 15));
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
    for (const v of viewers)
      expect(privateOf(table, v).includes('has not cheated'), v).toBe(v === 'brom');
    const backfire = betting();
    d20(backfire, 1);
    ok(backfire.send(player('brom'), { type: 'PROFILE', target: 'ana' }));
    for (const v of viewers)
      expect(privateOf(backfire, v).includes('profile backfired'), v).toBe(v === 'ana');
  });
});
