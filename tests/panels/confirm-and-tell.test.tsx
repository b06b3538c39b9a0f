// @vitest-environment jsdom
/**
 * "Void and rewind ask the GM to confirm and tell every seat what happened":
 * the void asks first, and each seat's panel says the round was voided (or the
 * table rewound) instead of its log silently changing.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllPanels } from '../../src/panels/games';
import { TablePanel } from '../../src/panels/TablePanel';
import { gm, ok, opened, player, seated, type TwentyOneTable } from '../support/tables';
import { props, stateFor, tick } from './state';
import { twentyOne } from '../../machines/twenty-one';
import { restoreTable } from '../../machines';
import { WizardsPanel } from '../../src/panels/wizards-and-thieves/WizardsPanel';
import { seated as wizardsSeated, start as wizardsStart } from '../wizards-and-thieves/helpers';
import { ThreeDragonAntePanel } from '../../src/panels/three-dragon-ante/ThreeDragonAntePanel';
import { deal, seated as anteSeated } from '../three-dragon-ante/helpers';

// Each game's panel and the news load on demand (src/sync/newsReader.ts); loaded up front, every TablePanel here
// renders its game at once, and a tick tells the news.
beforeAll(() => Promise.all([loadAllPanels(), import('../../src/sync/news')]));
const settle = () =>
  act(async () => {
    await tick();
  });
afterEach(cleanup);

const anaState = (table: TwentyOneTable) =>
  stateFor(table.view({ role: 'player', id: 'ana' }), { id: 'ana', role: 'PLAYER' });

describe('confirm and tell', () => {
  it('the GM\u2019s "Void the round" asks first, and sends only on yes', () => {
    const table = opened(seated(), [
      [6, 5],
      [3, 4],
    ]);
    const p = props(stateFor(table.view({ role: 'gm' }), { id: 'gm', role: 'GM' }));
    render(<TablePanel {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Void the round (refund every stake)' }));
    expect(p.send).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Confirm' }).textContent).toMatch(
      /^Void the round\? Every stake goes back to its purse/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(p.send).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Void the round (refund every stake)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Void it' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'VOID_ROUND' });
  });

  it('a player is told the GM voided the round, not just shown an empty log', async () => {
    const table = opened(seated(), [
      [6, 5],
      [3, 4],
    ]);
    const p = props(anaState(table));
    const { rerender } = render(<TablePanel {...p} />);
    expect(screen.queryByRole('status', { name: 'Table news' })).toBeNull();
    ok(table.send(gm, { type: 'VOID_ROUND' }));
    rerender(<TablePanel {...p} state={anaState(table)} />);
    await settle();
    expect(screen.getByRole('status', { name: 'Table news' }).textContent).toMatch(
      /^The GM voided the round: every stake is back in its purse\./,
    );
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('status', { name: 'Table news' })).toBeNull();
  });

  it('a player is told the GM rewound the table when the round\u2019s log goes back', async () => {
    const table = opened(seated(), [
      [6, 5],
      [3, 4],
    ]);
    const before = table.persist();
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    const p = props(anaState(table));
    const { rerender } = render(<TablePanel {...p} />);
    const rewound = restoreTable(twentyOne, before);
    rerender(<TablePanel {...p} state={anaState(rewound)} />);
    await settle();
    expect(screen.getByRole('status', { name: 'Table news' }).textContent).toMatch(
      /^The GM rewound the table/,
    );
  });

  it('an ordinary move tells nothing', async () => {
    const table = opened(seated(), [
      [6, 5],
      [3, 4],
    ]);
    const p = props(anaState(table));
    const { rerender } = render(<TablePanel {...p} />);
    ok(table.send(player('brom'), { type: 'CUT_PASS' }));
    rerender(<TablePanel {...p} state={anaState(table)} />);
    await settle();
    expect(screen.queryByRole('status', { name: 'Table news' })).toBeNull();
  });

  it('a game that is one round long asks "Void the game?", as its button says', () => {
    const wizards = wizardsSeated(['ana', 'brom']);
    wizardsStart(wizards, 3);
    const p = props(stateFor(wizards.view({ role: 'gm' }), { id: 'gm', role: 'GM' }));
    render(<WizardsPanel {...p} />);
    fireEvent.click(screen.getByRole('button', { name: /^Void the game/ }));
    expect(screen.getByRole('alertdialog', { name: 'Confirm' }).textContent).toMatch(
      /^Void the game\? Every stake goes back to its purse/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Void it' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'VOID_ROUND' });
    cleanup();
    const ante = anteSeated();
    deal(
      ante,
      [
        [1, 2, 3, 4, 5],
        [12, 11, 10, 9, 8],
        [6, 6, 6, 6, 6],
      ],
      0,
    );
    render(
      <ThreeDragonAntePanel
        {...props(stateFor(ante.view({ role: 'gm' }), { id: 'gm', role: 'GM' }))}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Void the game/ }));
    expect(screen.getByRole('alertdialog', { name: 'Confirm' }).textContent).toMatch(
      /^Void the game\? /,
    );
    expect(screen.getByRole('alertdialog', { name: 'Confirm' }).textContent).not.toContain('round');
  });
});
