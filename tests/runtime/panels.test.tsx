// @vitest-environment jsdom
/** The minimal panels render the views they are given and send what the view offers; they decide no rule. */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTable, scriptedDice, type Sender, type Viewer } from '../../machines';
import { twentyOne } from '../../machines/twenty-one';
import type { TwentyOneView } from '../../machines/twenty-one-kit/view';
import { TwentyOnePanel } from '../../src/panels/twenty-one/TwentyOnePanel';
import { loadAllPanels } from '../../src/panels/games';
import { TablePanel } from '../../src/panels/TablePanel';
import { props, stateFor, tick } from '../panels/state';
import { PUBLIC_VIEWER, decodePublicTable } from '../../src/sync/publicTable';
import { encodePublicTable } from '../../src/sync/publicTableWrite';

// Each game's panel loads on demand; loaded up front, every TablePanel here renders its game at once.
beforeAll(() => loadAllPanels());
afterEach(cleanup);

const gm: Sender = { role: 'gm', id: 'gm' };
const ana: Sender = { role: 'player', id: 'ana' };
const brom: Sender = { role: 'player', id: 'brom' };

/** Ana shows 7 with a hole 9; Brom shows 4 with a hole 6 and has the Cut. */
function cutTable() {
  const table = createTable(twentyOne, { dice: scriptedDice({ d10: [7, 9, 4, 6] }) });
  table.send(ana, { type: 'JOIN', name: 'Ana', purse: 50 });
  table.send(brom, { type: 'JOIN', name: 'Brom', purse: 50 });
  table.send(gm, { type: 'START_ROUND' });
  return table;
}

describe('the player panel', () => {
  it('shows your hole die as yours and nobody else’s, and offers exactly your moves', () => {
    const table = cutTable();
    const p = props(
      stateFor(table.view({ role: 'player', id: 'brom' } satisfies Viewer), {
        id: 'brom',
        role: 'PLAYER',
      }),
    );
    render(<TwentyOnePanel {...p} />);
    const seats = screen.getByRole('table', { name: 'Seats' });
    const anaRow = within(seats).getByRole('row', { name: /Ana/ });
    const bromRow = within(seats).getByRole('row', { name: /Brom/ });
    expect(anaRow.textContent).toContain('d10 7');
    expect(anaRow.textContent).toContain('d10 ?');
    expect(anaRow.textContent).not.toContain('9');
    expect(bromRow.textContent).toContain('d10 6 only you');
    expect(screen.getByLabelText('Your hand').textContent).toContain('d10 6 only you');

    const moves = within(screen.getByRole('group', { name: 'Your moves' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(moves).toEqual(['Take the Cut (re-roll your hole die)', 'Pass the Cut']);
    fireEvent.click(screen.getByRole('button', { name: 'Pass the Cut' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'CUT_PASS' });
  });

  it('shows what a die costs and the chance it busts you', () => {
    const table = cutTable();
    table.send(brom, { type: 'CUT_PASS' });
    const p = props(
      stateFor(table.view({ role: 'player', id: 'brom' }), { id: 'brom', role: 'PLAYER' }),
    );
    render(<TwentyOnePanel {...p} />);
    // Brom has 10: a d20 busts on 12 to 19 (a natural 20 counts what reaches 21), a d4 never does.
    const d20 = screen.getByRole('button', { name: /^Roll a d20/ });
    expect(d20.getAttribute('aria-label')).toBe('Roll a d20 · 3 gp · 40% bust');
    // On the button itself: the die, its price and its risk.
    expect(d20.textContent).toBe('d20 3 gp 40% bust');
    expect(screen.getByRole('button', { name: /^Roll a d4/ }).getAttribute('aria-label')).toBe(
      'Roll a d4 · 10 gp · 0% bust',
    );
    fireEvent.click(screen.getByRole('button', { name: /^Roll a d8/ }));
    expect(p.send).toHaveBeenCalledWith({ type: 'ROLL', die: 'd8' });
    // Skills and side bets are offered too, apart from the round's own moves.
    const main = within(screen.getByRole('group', { name: 'Your moves' }))
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    const more = within(screen.getByRole('region', { name: 'Skills and bets' }))
      .getAllByRole('group')
      .map((g) => g.getAttribute('aria-label'));
    expect(main).toContain('Hold');
    expect(main.some((label) => label!.startsWith('Side bet'))).toBe(false);
    expect(more).toContain('Side bet');
  });

  it('shows the host’s refusal, and a join form to a player without a seat', () => {
    const table = cutTable();
    const p = props(
      stateFor(
        table.view({ role: 'player', id: 'cass' }),
        { id: 'cass', role: 'PLAYER' },
        { refusal: { id: 'x', reason: { why: 'tableFull', seats: 8 }, type: 'JOIN' } },
      ),
    );
    render(<TwentyOnePanel {...p} />);
    expect(screen.getByRole('alert').textContent).toBe('The table is full (8 seats).');
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Cass' } });
    fireEvent.input(screen.getByLabelText('Purse (gp)'), { target: { value: '75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Take a seat' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'JOIN', name: 'Cass', purse: 75 });
  });

  it('says when someone wrote a table the host did not sign, and only then', () => {
    const table = cutTable();
    const view = table.view({ role: 'player', id: 'brom' });
    const { unmount } = render(
      <TwentyOnePanel {...props(stateFor(view, { id: 'brom', role: 'PLAYER' }))} />,
    );
    expect(screen.queryByRole('alert', { name: 'Tampering' })).toBeNull();
    unmount();
    render(
      <TwentyOnePanel
        {...props(
          stateFor(
            view,
            { id: 'brom', role: 'PLAYER' },
            { tampered: { at: Date.UTC(2026, 0, 1, 20, 15), reason: 'replayed' } },
          ),
        )}
      />,
    );
    expect(screen.getByRole('alert', { name: 'Tampering' }).textContent).toMatch(
      /^Someone wrote an older table into the room at .+\. It is not shown/,
    );
  });

  it('says so when no GM is hosting', () => {
    render(
      <TwentyOnePanel
        {...props(
          stateFor<TwentyOneView>(
            null,
            { id: 'ana', role: 'PLAYER' },
            { lease: null, hostOnline: false },
          ),
        )}
      />,
    );
    expect(screen.getByText(/Waiting for the GM/)).toBeTruthy();
  });
});

describe('the GM panel', () => {
  it('shows every hole die and sends the round’s controls and the lobby forms', async () => {
    const lobby = createTable(twentyOne);
    lobby.send(ana, { type: 'JOIN', name: 'Ana', purse: 50 });
    lobby.send(brom, { type: 'JOIN', name: 'Brom', purse: 50 });
    const p = props(stateFor(lobby.view({ role: 'gm' }), { id: 'gm', role: 'GM' }));
    render(<TwentyOnePanel {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start the round' }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'START_ROUND' });
    await tick();
    fireEvent.input(screen.getByLabelText('NPC name'), { target: { value: 'Old Tom' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add NPC' }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'ADD_NPC', name: 'Old Tom', purse: 50 });
    await tick();
    fireEvent.input(screen.getByLabelText('Ante (gp)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save options' }));
    expect(p.send).toHaveBeenLastCalledWith({
      type: 'SET_OPTIONS',
      ante: 10,
      gmRole: 'house',
      startingPurse: 100,
      npcPause: 1,
      inCharacter: true,
      rollover: false,
      staredownSeconds: 30,
      startingHeat: 10,
      liquidMode: false,
      duelD4PerHit: false,
    });
    await tick();
    fireEvent.input(screen.getByLabelText('Purse of Brom'), { target: { value: '80' } });
    fireEvent.click(
      within(screen.getByRole('form', { name: "Brom's purse" })).getByRole('button', {
        name: 'Set purse of Brom',
      }),
    );
    expect(p.send).toHaveBeenLastCalledWith({ type: 'SET_PURSE', seat: 'brom', purse: 80 });
    cleanup();

    const round = cutTable();
    render(
      <TwentyOnePanel {...props(stateFor(round.view({ role: 'gm' }), { id: 'gm', role: 'GM' }))} />,
    );
    const seats = screen.getByRole('table', { name: 'Seats' });
    expect(within(seats).getByRole('row', { name: /Ana/ }).textContent).toContain('d10 9 hole');
    expect(within(seats).getByRole('row', { name: /Brom/ }).textContent).toContain('d10 6 hole');
    expect(
      screen.getByRole('button', { name: 'Void the round (refund every stake)' }),
    ).toBeTruthy();
  });

  it('offers recovery when the host lost the table', async () => {
    const round = cutTable();
    const view = round.view(PUBLIC_VIEWER);
    const published = await decodePublicTable(
      encodePublicTable(view, {
        tableId: 't',
        rev: 4,
        roundsPlayed: 0,
        stakes: { ana: 5, brom: 5 },
        houseStake: 10,
        carry: 0,
      }),
    );
    const p = props(
      stateFor(
        null,
        { id: 'gm', role: 'GM' },
        { lease: { connectionId: 'conn-gm', playerId: 'gm', status: 'lost' }, table: published },
      ),
    );
    render(<TablePanel {...p} />);
    expect(screen.getByText(/20 gp at stake/)).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Seats' })).getByRole('row', { name: /Ana/ })
        .textContent,
    ).toBe('Ana45 gp5 gp');
    fireEvent.click(screen.getByRole('button', { name: 'Void the round and keep the seats' }));
    expect(p.recover).toHaveBeenCalledWith('void');
  });

  it('a table the host signed in a newer build’s format: the player is told to reload, and still plays from their own view', () => {
    const round = cutTable();
    render(
      <TablePanel
        {...props(
          stateFor(
            round.view({ role: 'player', id: 'ana' }) as TwentyOneView,
            { id: 'ana', role: 'PLAYER' },
            { unreadable: true },
          ),
        )}
      />,
    );
    expect(screen.getByRole('alert', { name: 'Another version' }).textContent).toMatch(
      /newer version of Tavern Twenty-One .*reload the extension/,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^The Cut/);
  });

  it('with no table signed by a GM to recover from, offers only a new table: no purse is paid from a forgery', () => {
    const p = props(
      stateFor(
        null,
        { id: 'gm', role: 'GM' },
        { lease: { connectionId: 'conn-gm', playerId: 'gm', status: 'lost' }, table: null },
      ),
    );
    render(<TablePanel {...p} />);
    expect(screen.getByText(/was not signed by a GM here/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Void the round|Keep the seats/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start a new table' }));
    expect(p.recover).toHaveBeenCalledWith('fresh');
  });
});
