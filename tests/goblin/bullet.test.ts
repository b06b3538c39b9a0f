import { said } from '../support/words';
import { describe, expect, it } from 'vitest';
import { CHAMBER } from '../../machines/goblin/context';
import { expectRefused, gmView, player, rollAs, seatView, stage, started } from './helpers';

describe('The Bullet', () => {
  it.each(CHAMBER.map((die, index) => ({ die, index })))(
    '"Rolling a 1 on any die means instant death. Your score becomes 0, you are out, and your ante stays in the pot." ($die)',
    ({ die, index }) => {
      const table = started(['ana', 'brom', 'cat'], { ante: 5 });
      for (let i = 0; i < index; i++) stage(table, { ana: 3, brom: 4, cat: 5 });
      expect(gmView(table).stage).toBe(die);
      const pot = gmView(table).pot;
      rollAs(table, 'ana', 1);
      const ana = seatView(table, 'ana');
      expect(ana.status).toBe('dead');
      expect(ana.score).toBe(0);
      expect(ana.purse).toBe(95);
      expect(gmView(table).pot).toBe(pot);
      expect(said(gmView(table)).log.at(-1)!.text).toBe(
        `Ana rolls a 1 on the ${die}: the Bullet. Ana is dead, and their ante stays in the pot.`,
      );
    },
  );

  it('the dead are out: they are skipped in every later stage and cannot act', () => {
    const table = started(['ana', 'brom', 'cat']);
    stage(table, { ana: 1, brom: 4, cat: 5 });
    expect(gmView(table).waiting).toEqual(['brom', 'cat']);
    expectRefused(
      table,
      player('ana'),
      { type: 'ROLL' },
      'You are dead this round: the Bullet found you.',
    );
    expectRefused(
      table,
      player('ana'),
      { type: 'HOLD' },
      'You are dead this round: the Bullet found you.',
    );
  });

  it('the dead never win, even when their score was the highest before the Bullet', () => {
    const table = started(['ana', 'brom']);
    stage(table, { ana: 20, brom: 2 });
    stage(table, { ana: 1, brom: 2 });
    expect(seatView(table, 'ana').status).toBe('dead');
    // Brom is the only one alive, and 4 beats the dead seat's 0: he may hold and take the pot.
    stage(table, { brom: 'hold' });
    expect(gmView(table).result).toMatchObject({ winner: 'brom', score: 4 });
  });
});
