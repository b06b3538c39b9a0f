// @vitest-environment jsdom
/**
 * "The pot and purses change with a brief highlight" (issue 47): the pot's sum is drawn afresh when it changes, so
 * its CSS highlight (panels.css, off under reduced motion) plays once per change and not on every redraw.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { TableBanner } from '../../src/panels/shared/TableBanner';

afterEach(cleanup);

const banner = (pot: number) => (
  <TableBanner view={{ game: 'twenty-one', round: 1, pot, options: { ante: 5 } }} phase="Betting" />
);

it('the pot is redrawn, and so highlighted, when its sum changes, not when it stays', () => {
  const { rerender } = render(banner(15));
  const before = screen.getByText('15 gp');
  expect(before.classList.contains('gold')).toBe(true);
  rerender(banner(15));
  expect(screen.getByText('15 gp')).toBe(before);
  rerender(banner(20));
  const after = screen.getByText('20 gp');
  expect(after).not.toBe(before);
  expect(after.classList.contains('gold')).toBe(true);
});
