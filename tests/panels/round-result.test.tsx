// @vitest-environment jsdom
/** The payout's headline explains itself: a seat caught cheating is named as disqualified beside the winner. */
import { cleanup, screen } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { gm, ok, player } from '../support/tables';
import { d20 } from '../twenty-one/helpers';
import { betting, show } from './player-panel';

afterEach(cleanup);

it('"Caught players are disqualified from winning": the headline says who was caught, with their total', () => {
  const table = betting();
  d20(table, 1); // "Nat 1: Caught, pay 1× ante, and you are disqualified."
  ok(table.send(player('brom'), { type: 'CHEAT', die: 1, delta: 2 }));
  for (let i = 0; i < 6 && table.view({ role: 'gm' }).phase === 'betting'; i++) {
    const turn = table.view({ role: 'gm' }).turn;
    if (turn) ok(table.send(player(turn), { type: 'HOLD' }));
  }
  ok(table.send(gm, { type: 'END_STAREDOWN' }));
  show(table, 'ana');
  const result = screen.getByRole('status', { name: 'Result' }).textContent!;
  expect(result).toMatch(/^Ana wins/);
  expect(result).toMatch(/Brom \(\d+\) was caught cheating and disqualified\.$/);
});
