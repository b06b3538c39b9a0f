import { describe, expect, it } from 'vitest';
import { DIE_SIDES } from '../../machines';
import { CHAMBER } from '../../machines/goblin/context';
import {
  bootAs,
  bromHoldsCatHasABoot,
  expectRefused,
  gm,
  gmView,
  holdAs,
  must,
  player,
  rollAs,
  seatView,
  stage,
  started,
} from './helpers';

describe('The Boot (Weaponized Luck)', () => {
  it.each(CHAMBER.map((die, index) => ({ die, index })))(
    '"Rolling the maximum value on any die earns a Boot" ($die)',
    ({ die, index }) => {
      const table = started(['ana', 'brom']);
      for (let i = 0; i < index; i++) stage(table, { ana: 2, brom: 2 });
      rollAs(table, 'ana', DIE_SIDES[die]);
      expect(seatView(table, 'ana').boots).toBe(1);
      expect(seatView(table, 'ana').score).toBe(2 * index + DIE_SIDES[die]);
      rollAs(table, 'brom', DIE_SIDES[die] - 1);
      expect(seatView(table, 'brom').boots).toBe(0);
    },
  );

  it('Boots bank up: "Rolling the maximum value on any die earns a Boot" each time: two maximum faces make two Boots', () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 20, brom: 3 });
    stage(table, { ana: 12, brom: 3 });
    expect(seatView(table, 'ana').boots).toBe(2);
  });

  it('"Spend a Boot to break a Hold and force that player back into the next stage": the d10 is over for Brom, he rolls the d8', () => {
    const table = bromHoldsCatHasABoot();
    expect(seatView(table, 'brom').status).toBe('held');
    bootAs(table, 'cat', 'brom');
    const brom = seatView(table, 'brom');
    expect(brom.status).toBe('in');
    expect(brom.heldIn).toBeNull();
    expect(seatView(table, 'cat').boots).toBe(0);
    expect(gmView(table).holds).toEqual([
      { seat: 'brom', stage: 'd10', score: 24, brokenBy: 'cat', brokenIn: 'd10' },
    ]);
    expect(gmView(table).waiting).toEqual(['cat']);
    expectRefused(
      table,
      player('brom'),
      { type: 'ROLL' },
      'You were booted in the d10 stage: you roll again in the next stage.',
    );
    rollAs(table, 'cat', 5);
    expect(gmView(table).stage).toBe('d8');
    expect(gmView(table).waiting).toEqual(['ana', 'brom', 'cat']);
  });

  it('Spending a Boot: "Spend a Boot to break a Hold" on your own turn, before you roll or hold; it does not use the turn up', () => {
    const table = bromHoldsCatHasABoot();
    bootAs(table, 'cat', 'brom');
    expect(gmView(table).turn).toBe('cat');
    // Brom's 24 is still on the table, so Cat (23) cannot hold: she must roll.
    expectRefused(table, player('cat'), { type: 'HOLD' }, /Brom has 24 to your 23/);
    rollAs(table, 'cat', 5);
    expect(seatView(table, 'cat').score).toBe(28);
  });

  it('"Spend a Boot to break a Hold", once per Boot: two Boots break two Holds in one turn, and the turn goes on', () => {
    const table = started(['ana', 'brom', 'cat']);
    stage(table, { ana: 2, brom: 19, cat: 15 });
    stage(table, { ana: 12, brom: 'hold', cat: 11 }); // Ana 14 (a Boot), Brom holds on 19, Cat 26
    stage(table, { ana: 10, cat: 'hold' }); // Ana 24 (a second Boot), Cat holds on 26
    expect(gmView(table).stage).toBe('d8');
    bootAs(table, 'ana', 'brom');
    bootAs(table, 'ana', 'cat');
    expect(seatView(table, 'ana').boots).toBe(0);
    rollAs(table, 'ana', 3);
    expect(gmView(table).stage).toBe('d6');
    expect(gmView(table).waiting).toEqual(['ana', 'brom', 'cat']);
  });

  it('a Boot is spent on your own turn', () => {
    const table = started(['ana', 'brom', 'cat']);
    stage(table, { ana: 5, brom: 18, cat: 20 });
    stage(table, { ana: 4, brom: 6, cat: 3 });
    rollAs(table, 'ana', 2);
    holdAs(table, 'brom');
    rollAs(table, 'cat', 3);
    // The d8 stage: Ana is to act, so Cat's Boot waits for her turn.
    expectRefused(
      table,
      player('cat'),
      { type: 'BOOT', target: 'brom' },
      'It is not your turn: Ana is to act.',
    );
  });

  it('a Boot needs a Boot: a seat that has none is refused', () => {
    const table = bromHoldsCatHasABoot();
    rollAs(table, 'cat', 5);
    expectRefused(
      table,
      player('ana'),
      { type: 'BOOT', target: 'brom' },
      'You have no Boot: roll the highest face of a die to earn one.',
    );
  });

  it('Boot targets: "break a Hold": only a seat that holds now, never one still rolling, the dead, or yourself', () => {
    const table = bromHoldsCatHasABoot();
    expectRefused(
      table,
      player('cat'),
      { type: 'BOOT', target: 'ana' },
      'Ana has not held: a Boot only breaks a Hold.',
    );
    expectRefused(
      table,
      player('cat'),
      { type: 'BOOT', target: 'cat' },
      'Cat has not held: a Boot only breaks a Hold.',
    );
    expectRefused(
      table,
      player('cat'),
      { type: 'BOOT', target: 'zed' },
      'There is nobody called zed in this round.',
    );
  });

  it('Boots in the d4 stage: "force that player back into the next stage": the d4 has no next stage, so no Boot is spent in it', () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 2, brom: 19 });
    stage(table, { ana: 2, brom: 11 });
    stage(table, { ana: 2, brom: 2 });
    stage(table, { ana: 2, brom: 'hold' });
    stage(table, { ana: 6 });
    expect(gmView(table).stage).toBe('d4');
    expect(seatView(table, 'ana').boots).toBe(1);
    expect(gmView(table).bootsOpen).toBe(false);
    expectRefused(
      table,
      player('ana'),
      { type: 'BOOT', target: 'brom' },
      'The d4 is the last stage: there is no next stage to boot Brom into.',
    );
  });

  it('the view offers a Boot against each holder, and only to a seat with a Boot on its turn', () => {
    const table = bromHoldsCatHasABoot();
    const cat = table.view({ role: 'player', id: 'cat' }).actions;
    expect(cat.map((a) => a.intent)).toContainEqual({ type: 'BOOT', target: 'brom' });
    expect(table.view({ role: 'player', id: 'ana' }).actions).toEqual([]);
  });

  it('Boots last one round: "earns a Boot" for this round: the next round starts with none', () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 20, brom: 3 });
    stage(table, { ana: 'hold', brom: 1 });
    expect(gmView(table).phase).toBe('roundOver');
    must(table.send(gm, { type: 'NEXT_ROUND' }));
    expect(seatView(table, 'ana').boots).toBe(0);
  });

  it('Coward\u2019s Tax after a Boot: "If you Hold before the d8 stage" counts the Hold that stands; a broken one is forgotten', () => {
    const table = bromHoldsCatHasABoot();
    bootAs(table, 'cat', 'brom');
    rollAs(table, 'cat', 5); // Cat 28, Brom 24
    rollAs(table, 'ana', 2);
    expectRefused(table, player('brom'), { type: 'HOLD' }, /Cat has 28 to your 24/);
    rollAs(table, 'brom', 8); // 32
    rollAs(table, 'cat', 2); // 30
    rollAs(table, 'ana', 2);
    holdAs(table, 'brom');
    expect(seatView(table, 'brom').heldIn).toBe('d6');
    expect(gmView(table).holds.map((h) => [h.stage, h.brokenBy])).toEqual([
      ['d10', 'cat'],
      ['d6', null],
    ]);
    rollAs(table, 'cat', 1);
    rollAs(table, 'ana', 1);
    // Only the standing Hold counts for the Coward's Tax: the broken one in the d10 stage is forgotten.
    expect(gmView(table).result).toMatchObject({
      winner: 'brom',
      score: 32,
      cowardsTax: false,
      houseTook: 0,
    });
  });
});
