import { describe, expect, it } from 'vitest';
import { CHAMBER } from '../../machines/goblin/context';
import {
  expectRefused,
  gm,
  gmView,
  holdAs,
  must,
  player,
  rollAs,
  seated,
  seatView,
  stage,
  started,
} from './helpers';

describe('The Shrinking Chamber', () => {
  it('"Everyone rolls the same die each stage, in this order: d20, d12, d10, d8, d6, d4"', () => {
    const table = started(['ana', 'brom', 'cat']);
    const seen: string[] = [];
    for (const die of CHAMBER) {
      seen.push(gmView(table).stage!);
      stage(table, { ana: 2, brom: 3, cat: 4 });
      for (const id of ['ana', 'brom', 'cat'])
        expect(seatView(table, id).rolls.at(-1)!.die).toBe(die);
    }
    expect(seen).toEqual(['d20', 'd12', 'd10', 'd8', 'd6', 'd4']);
    expect(gmView(table).phase).toBe('roundOver');
  });

  it('Turn order: "Everyone rolls the same die each stage": every living seat that has not held, in seat order, from the first seat still in', () => {
    const table = started(['ana', 'brom', 'cat']);
    expect(gmView(table).turn).toBe('ana');
    expect(gmView(table).waiting).toEqual(['ana', 'brom', 'cat']);
    expectRefused(table, player('cat'), { type: 'ROLL' }, 'It is not your turn: Ana is to act.');
    stage(table, { ana: 5, brom: 9, cat: 7 });
    expect(gmView(table).stage).toBe('d12');
    expect(gmView(table).turn).toBe('ana');
  });

  it('One turn per stage: "Everyone rolls the same die each stage": a second roll in the same stage waits for the next die', () => {
    const table = started(['ana', 'brom']);
    rollAs(table, 'ana', 8);
    expectRefused(
      table,
      player('ana'),
      { type: 'ROLL' },
      'You have acted in the d20 stage; wait for the next one.',
    );
    rollAs(table, 'brom', 4);
    rollAs(table, 'ana', 6);
    expect(seatView(table, 'ana').rolls).toEqual([
      { die: 'd20', face: 8 },
      { die: 'd12', face: 6 },
    ]);
  });

  it('When to hold: "You may Hold" on your turn instead of rolling that stage\u2019s die, and the holder rolls no more', () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 15, brom: 6 });
    holdAs(table, 'ana');
    expect(seatView(table, 'ana').rolls).toHaveLength(1);
    expect(gmView(table).turn).toBe('brom');
    rollAs(table, 'brom', 3);
    expect(gmView(table).stage).toBe('d10');
    expect(gmView(table).waiting).toEqual(['brom']);
    expectRefused(
      table,
      player('ana'),
      { type: 'ROLL' },
      'You have held: you act again only if someone boots you.',
    );
  });

  it('"a high-stakes variant with no 21 limit": scores climb past 21 and keep rolling', () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 19, brom: 2 });
    stage(table, { ana: 11, brom: 2 });
    expect(seatView(table, 'ana').score).toBe(30);
    expect(seatView(table, 'ana').status).toBe('in');
    stage(table, { ana: 9, brom: 2 });
    expect(seatView(table, 'ana').score).toBe(39);
  });

  it('No stage costs: "Ante: Buy-in paid by each player at round start" is the only stake; the Chamber charges nothing per stage', () => {
    const table = started(['ana', 'brom'], { ante: 5 });
    const pot = gmView(table).pot;
    expect(gmView(table).seats.map((s) => s.purse)).toEqual([95, 95]);
    for (let i = 0; i < CHAMBER.length; i++) stage(table, { ana: 2, brom: 3 });
    const purses = gmView(table).seats.map((s) => s.purse);
    // Brom won with 18; Ana's only loss is her ante.
    expect(purses).toEqual([95, 95 + pot]);
  });

  it('"Dice are forced by the Chamber": a roll cannot name its die', () => {
    const table = started(['ana', 'brom']);
    expectRefused(table, player('ana'), { type: 'ROLL', die: 'd4' }, /malformed/);
  });

  it('the GM pulls the trigger for an NPC seat in its turn; nobody else can', () => {
    const table = seated(['ana']);
    must(table.send(gm, { type: 'ADD_NPC', name: 'Grub', purse: 50 }));
    must(table.send(gm, { type: 'START_ROUND' }));
    rollAs(table, 'ana', 6);
    expect(gmView(table).turn).toBe('npc-1');
    expectRefused(
      table,
      player('ana'),
      { type: 'ROLL', seat: 'npc-1' },
      'You can only act for your own seat.',
    );
    expectRefused(table, gm, { type: 'ROLL' }, 'Name the NPC seat you pull the trigger for.');
    rollAs(table, 'npc-1', 9);
    expect(seatView(table, 'npc-1').score).toBe(9);
  });
});
