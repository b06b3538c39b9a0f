// @vitest-environment jsdom
/**
 * A purse a player asks for (more than the table's starting purse) waits for the GM: it is the first thing on the
 * GM's panel and on the GM's badge, answered in the lobby; the player sees what they asked for until then, and is
 * told the answer.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllPanels } from '../../src/panels/games';
import { TablePanel } from '../../src/panels/TablePanel';
import { turnToTell } from '../../src/background/turns';
import { gm, ok, opened, player, seated } from '../support/tables';
import { props, stateFor, tick } from './state';
import type { TableView } from '../../machines/catalog';

// Each game's panel and the news load on demand (src/sync/newsReader.ts); loaded up front, a tick tells the news.
beforeAll(() => Promise.all([loadAllPanels(), import('../../src/sync/news')]));
const settle = () =>
  act(async () => {
    await tick();
  });
afterEach(cleanup);

/** Ana and Brom seated, Brom asking for 9,999 gp. */
function asking() {
  const table = seated();
  ok(table.send(player('brom'), { type: 'ASK_PURSE', purse: 9_999 }));
  return table;
}

const stateOf = (table: ReturnType<typeof seated>, viewer: string) =>
  stateFor(
    table.view(viewer === 'gm' ? { role: 'gm' } : { role: 'player', id: viewer }) as TableView,
    { id: viewer, role: viewer === 'gm' ? 'GM' : 'PLAYER' },
  );

describe('a purse asked for', () => {
  it('tops the GM’s panel in the lobby, above the table, and is granted or declined there', async () => {
    const table = asking();
    const p = props(stateOf(table, 'gm'));
    render(<TablePanel {...p} />);
    await settle();
    const main = screen.getByRole('main');
    const requests = screen.getByRole('region', { name: 'Purse requests' });
    // Nothing of the game comes before it: it is the panel's first part.
    expect(main.firstElementChild).toBe(requests);
    const ask = within(requests);
    expect(requests.textContent).toContain('Brom asks for 9,999 gp (sits with 100 gp).');
    fireEvent.click(ask.getByRole('button', { name: 'Grant 9,999 gp' }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'SET_PURSE', seat: 'brom', purse: 9_999 });
    await settle();
    fireEvent.click(ask.getByRole('button', { name: 'Decline' }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'DECLINE_PURSE', seat: 'brom' });
    // What the panel sends, the table takes.
    ok(table.send(gm, p.send.mock.lastCall![0]));
  });

  it('during a round, says it waits for the lobby (purses are set there)', async () => {
    const table = opened(asking(), [
      [6, 5],
      [3, 4],
    ]);
    render(<TablePanel {...props(stateOf(table, 'gm'))} />);
    await settle();
    const requests = screen.getByRole('region', { name: 'Purse requests' });
    expect(requests.textContent).toContain('Purses are set in the lobby: answer after this round.');
    expect(within(requests).queryByRole('button')).toBeNull();
  });

  it('is on the GM’s badge and in one notification: "Brom asks for 9,999 gp"', () => {
    const table = asking();
    expect(turnToTell(stateOf(table, 'gm'))).toBe('Brom asks for 9,999 gp');
    ok(table.send(gm, { type: 'DECLINE_PURSE', seat: 'brom' }));
    expect(turnToTell(stateOf(table, 'gm'))).toBe(false);
  });

  it('the player sees what they asked for until the GM decides, then is told of a decline or a grant', async () => {
    const table = asking();
    const p = props(stateOf(table, 'brom'));
    const { rerender } = render(<TablePanel {...p} />);
    await settle();
    expect(screen.getByRole('status', { name: '' }).textContent).toBe(
      'You asked for 9,999 gp; the GM decides. Until then you sit with 100 gp.',
    );
    ok(table.send(gm, { type: 'DECLINE_PURSE', seat: 'brom' }));
    rerender(<TablePanel {...p} state={stateOf(table, 'brom')} />);
    await settle();
    expect(screen.getByRole('status', { name: 'Table news' }).textContent).toContain(
      'The GM declined the 9,999 gp you asked for: you sit with 100 gp.',
    );
    expect(screen.queryByText(/You asked for/)).toBeNull();
    ok(table.send(player('brom'), { type: 'ASK_PURSE', purse: 80 }));
    rerender(<TablePanel {...p} state={stateOf(table, 'brom')} />);
    await settle();
    ok(table.send(gm, { type: 'SET_PURSE', seat: 'brom', purse: 80 }));
    rerender(<TablePanel {...p} state={stateOf(table, 'brom')} />);
    await settle();
    expect(screen.getByRole('status', { name: 'Table news' }).textContent).toContain(
      'The GM granted the 80 gp you asked for.',
    );
  });
});
