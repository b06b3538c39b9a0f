// @vitest-environment jsdom
/** Dice drawn as their shapes: no two kinds of die share one drawing. */
import { cleanup, render } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { DieShape } from '../../src/panels/shared/Die';

afterEach(cleanup);

const drawing = (kind: string) => {
  const { container } = render(<DieShape kind={kind} />);
  const svg = container.querySelector('svg')!.innerHTML;
  cleanup();
  return svg;
};

it('the d8 and the d10 are drawn apart: the d10 a kite with its belt, the d8 a plain diamond', () => {
  expect(drawing('d10')).toContain('polyline');
  expect(drawing('d8')).not.toContain('polyline');
  const kinds = ['d4', 'd6', 'd8', 'd10', 'd12', 'd20', 'coin'];
  expect(new Set(kinds.map(drawing)).size).toBe(kinds.length);
});
