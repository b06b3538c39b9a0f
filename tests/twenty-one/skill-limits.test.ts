/**
 * Section 3, "Limits": "One skill per turn and once per round per player."
 * Each skill (Goad, Bump, Foresight, Profile) once per round, and one of them
 * per turn. Cheat is the decision made right after a roll or on one's own
 * dice, priced by Heat: it does not use up the turn's skill.
 */
import { describe, expect, it } from 'vitest';
import {
  cheatWith,
  ok,
  player,
  refused,
  roll,
  seatView,
  threeAtBetting,
  type TwentyOneTable,
} from '../support/tables';
import { d20, secretsOf } from './helpers';
import { said } from '../support/words';

const offered = (table: TwentyOneTable, seat: string) =>
  table.view({ role: 'player', id: seat }).actions.map((a) => a.intent.type);

/** Brom's foresight succeeds (15 vs DC 12): HIGH or LOW for each die. */
function foresee(table: TwentyOneTable): void {
  table.scriptDice({ d20: [15, 3], d10: [3], d8: [2], d6: [2], d4: [1] });
  ok(table.send(player('brom'), { type: 'FORESIGHT' }));
}

describe('"One skill per turn and once per round per player."', () => {
  it('one skill per turn: a second skill waits for the next turn', () => {
    const table = threeAtBetting();
    d20(table, 15, 3);
    ok(table.send(player('brom'), { type: 'GOAD', target: 'ana', skill: 'intimidation' }));
    refused(
      table,
      player('brom'),
      { type: 'PROFILE', target: 'ana' },
      /^You have already used a skill this turn: one skill per turn\.$/,
    );
    refused(table, player('brom'), { type: 'FORESIGHT' }, /one skill per turn/);
    expect(offered(table, 'brom')).not.toContain('PROFILE');
    roll(table, 'brom', 'd4', 1);
    roll(table, 'ana', 'd4', 1);
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    d20(table, 15);
    ok(table.send(player('brom'), { type: 'PROFILE', target: 'ana' })); // a new turn, a new skill
  });

  it('once per round: each skill once, whatever the turn', () => {
    const table = threeAtBetting();
    d20(table, 15, 3);
    ok(table.send(player('brom'), { type: 'GOAD', target: 'ana', skill: 'intimidation' }));
    roll(table, 'brom', 'd4', 1);
    roll(table, 'ana', 'd4', 1);
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    refused(
      table,
      player('brom'),
      { type: 'GOAD', target: 'ana', skill: 'persuasion' },
      /^You have already goaded this round: each skill once per round\.$/,
    );
    expect(offered(table, 'brom')).not.toContain('GOAD');
    expect(offered(table, 'brom')).toContain('BUMP');
    expect(secretsOf(table, 'brom')).toMatchObject({ skillsUsed: ['GOAD'], skillThisTurn: false });
  });

  it('the seat\u2019s secrets say which skills are spent this round and whether this turn\u2019s is', () => {
    const table = threeAtBetting();
    foresee(table);
    expect(secretsOf(table, 'brom')).toMatchObject({
      skillsUsed: ['FORESIGHT'],
      skillThisTurn: true,
    });
    expect(seatView(table, 'brom', 'ana').secrets).toBeNull();
  });
});

describe('Cheat is not a skill: Heat is its price', () => {
  it('after a skill, the roll decision still offers the cheat ("keep it, or try to cheat it")', () => {
    const table = threeAtBetting();
    foresee(table);
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd10' })); // the foreseen 3
    const actions = table.view({ role: 'player', id: 'brom' }).actions.map((a) => a.intent);
    expect(actions).toContainEqual({ type: 'KEEP_ROLL' });
    expect(actions).toContainEqual({ type: 'CHEAT', die: 2, delta: 3 });
    d20(table, 15);
    ok(table.send(player('brom'), { type: 'CHEAT', die: 2, delta: 3 }));
    expect(seatView(table, 'brom').dice[2]!.face).toBe(6);
  });

  it('a cheat leaves the turn\u2019s skill and the round\u2019s skills unspent: a roll after a Profile still carries one', () => {
    const table = threeAtBetting();
    d20(table, 15);
    ok(table.send(player('brom'), { type: 'PROFILE', target: 'ana' }));
    ok(cheatWith(table, 'brom', { die: 1, delta: 2 }, 15, { roll: 'd4', face: 2 }));
    expect(secretsOf(table, 'brom')).toMatchObject({ skillsUsed: ['PROFILE'] });
    expect(secretsOf(table, 'brom').cheats).toHaveLength(1);
  });

  it('"+2 per cheat (unless Nat 20)": every attempt is priced by Heat, with a roll, in its decision or with a hold', () => {
    const table = threeAtBetting();
    table.scriptDice({ d20: [15], d4: [2] });
    ok(table.send(player('brom'), { type: 'ROLL', die: 'd4', cheat: { die: 1, delta: 1 } }));
    d20(table, 4); // a failed attempt still heats up
    ok(table.send(player('brom'), { type: 'CHEAT', die: 1, delta: 1 }));
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    ok(cheatWith(table, 'brom', { die: 1, delta: 1 }, 20));
    expect(secretsOf(table, 'brom').heatDC).toBe(14);
    expect(secretsOf(table, 'brom').cheats.map((c) => c.outcome)).toEqual([
      'success',
      'failed',
      'invisible',
    ]);
    expect(seatView(table, 'brom').dice[1]!.face).toBe(6);
  });

  it('"Nat 1: Backfire — target learns your hole die value and whether you cheated": a profiler who cheated is found out', () => {
    const table = threeAtBetting();
    ok(cheatWith(table, 'brom', { die: 1, delta: 2 }, 15, { roll: 'd4', face: 2 })); // hole 4 → 6
    ok(table.send(player('ana'), { type: 'HOLD' }));
    ok(table.send(player('cyra'), { type: 'HOLD' }));
    d20(table, 1);
    ok(table.send(player('brom'), { type: 'PROFILE', target: 'ana' }));
    expect(said(table.view({ role: 'player', id: 'ana' })).private.at(-1)!.text).toBe(
      "Brom's profile backfired: their hole die shows 6, and they have cheated this round.",
    );
  });
});
