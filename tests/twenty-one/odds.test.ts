/**
 * Every move with its odds, from what the seat making it may know (issue 54): a skill's offer carries the seat's
 * own modifier and what the check is against; an exact chance only where the seat knows all it depends on.
 * "Foresight (WIS): Check: WIS vs DC 12"; "Goad (CHA): Intimidation or Persuasion vs target's Insight";
 * "Bump the Table (STR): STR vs target's STR"; "Profile (INT): Investigation vs target Passive Deception (10 + mod)".
 */
import { describe, expect, it } from 'vitest';
import { checkChance } from '../../machines/twenty-one-kit/checkOdds';
import type { ActionView } from '../../machines/twenty-one-kit/view';
import { restoreTable } from '../../machines';
import { twentyOne } from '../../machines/twenty-one';
import { threeAtBetting } from '../support/tables';
import { changed } from './conformance';

const offersOf = (actions: ActionView[], type: string) =>
  actions.filter((a) => a.intent.type === type).map((a) => a.check);
const bromsActions = (stats: Parameters<typeof threeAtBetting>[1]) =>
  threeAtBetting({}, stats).view({ role: 'player', id: 'brom' }).actions;

describe('a d20 check’s chance, counted exactly', () => {
  it('"Nat 20" always succeeds and "Nat 1" never does: WIS +0 vs DC 12 is 9 faces of 20', () => {
    expect(checkChance(0, 12, 'normal', true)).toBe(9 / 20);
    // A +15 still fails on a natural 1; a −5 against DC 30 still succeeds on a natural 20.
    expect(checkChance(15, 12, 'normal', true)).toBe(19 / 20);
    expect(checkChance(-5, 30, 'normal', true)).toBe(1 / 20);
  });

  it('"If you are Sloppy, all skill checks are at disadvantage": two d20s, the lower kept', () => {
    // The lower of two d20s is 12 to 19 or a 20 on both: (9 + 1)² − 1 − … counted over the 400 pairs.
    expect(checkChance(0, 12, 'disadvantage', true)).toBe(81 / 400);
    expect(checkChance(0, 12, 'advantage', true)).toBe(1 - (11 / 20) ** 2);
  });

  it('without naturals (Classic), the total alone decides', () => {
    expect(checkChance(0, 21, 'normal', false)).toBe(0);
    expect(checkChance(5, 6, 'normal', false)).toBe(1);
  });
});

describe('Standard mode’s skills, offered with their checks', () => {
  it('Foresight: the seat’s WIS, DC 12 and the exact chance', () => {
    const [check] = offersOf(bromsActions({ brom: { wis: 3 } }), 'FORESIGHT');
    expect(check).toEqual({ stat: 'wis', mod: 3, dc: 12, chance: 12 / 20 });
  });

  it('a Sloppy seat’s checks are at disadvantage: the offer says so, and its chance counts it', () => {
    const table = threeAtBetting();
    const sloppy = restoreTable(
      twentyOne,
      changed(table.persist(), (ctx) => {
        ctx.round!.hands.brom!.sloppy = true;
      }),
    );
    const actions = sloppy.view({ role: 'player', id: 'brom' }).actions;
    expect(offersOf(actions, 'FORESIGHT')).toEqual([
      { stat: 'wis', mod: 0, dc: 12, disadvantage: true, chance: 81 / 400 },
    ]);
    for (const check of offersOf(actions, 'BUMP'))
      expect(check).toMatchObject({ disadvantage: true });
  });

  it('Goad, Bump, Profile: the seat’s own modifier and the target’s stat, never the target’s modifier', () => {
    const mine = { intimidation: 2, persuasion: 5, str: 1, investigation: 4 };
    const actions = bromsActions({ brom: mine });
    expect(new Set(offersOf(actions, 'GOAD').map((c) => JSON.stringify(c)))).toEqual(
      new Set([
        JSON.stringify({ stat: 'intimidation', mod: 2, vs: 'insight' }),
        JSON.stringify({ stat: 'persuasion', mod: 5, vs: 'insight' }),
      ]),
    );
    for (const check of offersOf(actions, 'BUMP'))
      expect(check).toEqual({ stat: 'str', mod: 1, vs: 'str' });
    for (const check of offersOf(actions, 'PROFILE'))
      expect(check).toEqual({ stat: 'investigation', mod: 4, vs: 'deception', passive: true });
  });

  it('two tables that differ only in Ana’s and Cyra’s stats offer Brom the same odds', () => {
    const theirs = { insight: 6, str: 4, deception: 3 };
    const a = bromsActions({ brom: { persuasion: 2 } });
    const b = bromsActions({ brom: { persuasion: 2 }, ana: theirs, cyra: theirs });
    expect(b).toEqual(a);
  });
});
