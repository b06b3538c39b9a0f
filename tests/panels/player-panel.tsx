/** The Twenty-One player's popover rendered from a real table's view, and the betting table most of its tests start from. */
import { render, screen, within } from '@testing-library/preact';
import { TwentyOnePanel } from '../../src/panels/twenty-one/TwentyOnePanel';
import { ok, opened, player, seated, type TwentyOneTable } from '../support/tables';
import { props, stateFor } from './state';

export const show = (table: TwentyOneTable, id: string, extra = {}) => {
  const p = props(stateFor(table.view({ role: 'player', id }), { id, role: 'PLAYER' }, extra));
  render(<TwentyOnePanel {...p} />);
  return p;
};
/** Each move's name as a screen reader says it (a die button names its die, price and risk in its label). */
export const moves = () =>
  within(screen.getByRole('group', { name: 'Your moves' }))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? b.textContent);

/** Ana 6 + hole 5, Brom 3 + hole 4, Cyra 8 + hole 2; Brom passes the Cut and is first to act. */
export function betting(options = {}) {
  const table = seated({ players: ['ana', 'brom', 'cyra'], options });
  opened(table, [
    [6, 5],
    [3, 4],
    [8, 2],
  ]);
  ok(table.send(player('brom'), { type: 'CUT_PASS' }));
  return table;
}
