// @vitest-environment jsdom
/**
 * Each game's panel is loaded the first time a page shows that game (src/panels/games.ts). Until it has come, the
 * seat sees the shell every panel has (what the table waits on) and a line saying the table is being set out;
 * a panel that cannot load says so and what to do; a page that has loaded a game's panel shows it at once.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { GoblinPanel } from '../../src/panels/goblin/GoblinPanel';
import type { AnyPanel } from '../../src/panels/games';
import { onDemand } from '../../machines/catalog';
import { TablePanel } from '../../src/panels/TablePanel';
import type { GameId } from '../../machines/catalog';
import { seated } from '../goblin/helpers';
import { props, stateFor } from './state';

afterEach(cleanup);

/** Panels whose loads this test finishes when it chooses. */
function slowPanels() {
  const loads: { game: GameId; finish: () => void; fail: (e: Error) => void }[] = [];
  const loader = (game: GameId) => () =>
    new Promise<AnyPanel>((resolve, reject) =>
      loads.push({ game, finish: () => resolve(GoblinPanel as AnyPanel), fail: reject }),
    );
  const panels = onDemand({ goblin: loader('goblin') } as Record<GameId, () => Promise<AnyPanel>>);
  return { panels, loads };
}

const goblinView = () => seated(['ana', 'brom']).view({ role: 'player', id: 'ana' });

describe('a game’s panel, loaded on demand', () => {
  it('shows the table being set out until the panel has come, then the panel', async () => {
    const { panels, loads } = slowPanels();
    render(
      <TablePanel
        {...props(stateFor(goblinView(), { id: 'ana', role: 'PLAYER' }, { hostOnline: false }))}
        panels={panels}
      />,
    );
    // The shell says what the table waits on, as the game's panel would.
    expect(screen.getByText('Waiting for the GM: the table runs on the GM’s client.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Setting out the table for Tavern Twenty-One: Goblin Mode…',
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(loads.map((l) => l.game)).toEqual(['goblin']);
    loads[0]!.finish();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toMatch(/^Lobby/);
    expect(screen.queryByText(/Setting out the table/)).toBeNull();
  });

  it('a page that has loaded the panel shows it at once, with no loading line in between', async () => {
    const { panels, loads } = slowPanels();
    const loading = panels.load('goblin');
    loads[0]!.finish();
    await loading;
    render(
      <TablePanel
        {...props(stateFor(goblinView(), { id: 'ana', role: 'PLAYER' }))}
        panels={panels}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Lobby/);
    expect(loads).toHaveLength(1);
  });

  it('before any view has come, loads no game’s panel and says what the table waits on', () => {
    const { panels, loads } = slowPanels();
    render(
      <TablePanel
        {...props(stateFor(null, { id: 'ana', role: 'PLAYER' }, { lease: null }))}
        panels={panels}
      />,
    );
    expect(screen.getByText('Waiting for the GM: the table runs on the GM’s client.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(loads).toEqual([]);
  });

  it('a panel that cannot load says so, and how to try again', async () => {
    const { panels, loads } = slowPanels();
    render(
      <TablePanel
        {...props(stateFor(goblinView(), { id: 'ana', role: 'PLAYER' }))}
        panels={panels}
      />,
    );
    loads[0]!.fail(new Error('Failed to fetch dynamically imported module'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The panel for Tavern Twenty-One: Goblin Mode could not load (Failed to fetch dynamically imported module). Close the popover and open it again to retry.',
    );
    // A failed load is not kept: the next page to ask loads it afresh.
    const again = panels.load('goblin');
    expect(loads).toHaveLength(2);
    loads[1]!.finish();
    expect(await again).toBe(GoblinPanel);
  });

  it('the same game asked twice at once is loaded once', () => {
    const { panels, loads } = slowPanels();
    void panels.load('goblin');
    void panels.load('goblin');
    expect(loads).toHaveLength(1);
  });
});
