/** Refusals say why, and change nothing: each at the moment a player could try it. */
import { describe, it } from 'vitest';
import { deal, expectRefused, gm, hit, player, seated } from './helpers';

describe('Refusals', () => {
  it('moves out of turn, out of phase, or for a seat that is not yours', () => {
    const table = seated(['ana', 'brom']);
    expectRefused(
      table,
      player('ana'),
      { type: 'BET', amount: 5 },
      "You can't place a bet now: the table is in the lobby.",
    );
    deal(table, { ana: 2, brom: 2 }, { ana: [3, 4], brom: [5, 6] }, [9]);
    expectRefused(table, player('brom'), { type: 'HIT' }, 'It is not your turn: Ana is to act.');
    expectRefused(
      table,
      player('brom'),
      { type: 'STAY', seat: 'ana' },
      'You can only act for your own seat.',
    );
    expectRefused(table, player('zed'), { type: 'STAY' }, 'You have no hand this round.');
    expectRefused(
      table,
      player('ana'),
      { type: 'BET', amount: 5 },
      "You can't place a bet now: the table is playing their hands.",
    );
    expectRefused(
      table,
      gm,
      { type: 'DEALER_HIT' },
      "You can't hit for the dealer now: the table is playing their hands.",
    );
    expectRefused(
      table,
      player('ana'),
      { type: 'ROLL', die: 'd10' },
      'That request is malformed (type: ROLL is not part of this game).',
    );
    expectRefused(table, player('ana'), { type: 'HIT', die: 'd10' }, /malformed/);
    expectRefused(
      table,
      gm,
      { type: 'SET_OPTIONS', minBet: 2 },
      "You can't change the table options now: the table is playing their hands.",
    );
  });

  it('a player whose hands are played waits for the dealer', () => {
    const table = seated(['ana', 'brom']);
    deal(table, { ana: 2, brom: 2 }, { ana: [9, 9], brom: [5, 6] }, [9]);
    hit(table, 'ana', 9);
    expectRefused(
      table,
      player('ana'),
      { type: 'STAY' },
      'Your hands are played: the dealer settles them once everyone has acted.',
    );
  });

  it('a seat that sat out or already bet cannot bet again', () => {
    const table = seated(['ana', 'brom', 'cat']);
    table.send(gm, { type: 'START_ROUND' });
    table.send(player('ana'), { type: 'SIT_OUT' });
    expectRefused(table, player('ana'), { type: 'BET', amount: 3 }, 'You sit this round out.');
    expectRefused(table, player('ana'), { type: 'SIT_OUT' }, 'You sit this round out.');
    expectRefused(table, player('zed'), { type: 'SIT_OUT' }, 'You have no seat at this table.');
    expectRefused(table, player('brom'), { type: 'BET', amount: 2.5 }, /a bet is whole gp/);
  });
});
