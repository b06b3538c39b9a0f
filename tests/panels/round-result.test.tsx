// @vitest-environment jsdom
/** The payout headline explains itself (a seat caught cheating is named as disqualified); the GM reads secrets in the third person. */
import { cleanup, screen } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { cheatWith, gm, ok, player, roll } from '../support/tables';
import { said } from '../support/words';
import { betting, show } from './player-panel';

afterEach(cleanup);

it('"Caught players are disqualified from winning": the headline says who was caught, with their total', () => {
  const table = betting();
  // "Nat 1: Caught, pay 1× ante, and you are disqualified."
  ok(cheatWith(table, 'brom', { die: 1, delta: 2 }, 1));
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

it('the GM reads a seat’s cheat in the third person: "Brom cheats", never "Brom: You cheat"', () => {
  const table = betting();
  ok(cheatWith(table, 'brom', { die: 1, delta: 2 }, 15));
  const lines = said(table.view({ role: 'gm' })).private.map((l) => l.text);
  expect(lines.some((l) => l.startsWith('Brom cheats ('))).toBe(true);
  expect(lines.join(' ')).not.toMatch(/You cheat|: You /);
  // Its owner still reads it as their own.
  expect(
    said(table.view({ role: 'player', id: 'brom' })).private.some((l) =>
      l.text.startsWith('You cheat'),
    ),
  ).toBe(true);
});

it('after the reveal, your secret lines are no longer "only you": a record of what you learned, newest last', () => {
  const table = betting();
  ok(cheatWith(table, 'brom', { die: 1, delta: 2 }, 15));
  show(table, 'brom');
  expect(screen.getByRole('region', { name: 'Only you can see this' }).textContent).toContain(
    'newest last',
  );
  cleanup();
  for (let i = 0; i < 6 && table.view({ role: 'gm' }).phase === 'betting'; i++) {
    const turn = table.view({ role: 'gm' }).turn;
    if (turn) ok(table.send(player(turn), { type: 'HOLD' }));
  }
  ok(table.send(gm, { type: 'END_STAREDOWN' }));
  show(table, 'brom');
  expect(screen.queryByRole('region', { name: 'Only you can see this' })).toBeNull();
  expect(screen.getByRole('region', { name: 'What you learned this round' })).toBeTruthy();
});

it('a natural 1’s cleaning fee shows as owed until the payout collects it: "collected at payout"', () => {
  const table = betting();
  roll(table, 'brom', 'd8', 1);
  show(table, 'brom');
  expect(screen.getByRole('region', { name: 'Your hand' }).textContent).toContain(
    'owes 1 gp cleaning fee (paid at the payout)',
  );
});
