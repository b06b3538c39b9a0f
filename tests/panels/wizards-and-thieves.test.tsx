// @vitest-environment jsdom
/** The Wizards and Thieves panel: the pot, each seat's coins, who is active and what they declared, the dice struck and counted, and what happened. */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllPanels } from '../../src/panels/games';
import type { Viewer } from '../../machines';
import { WizardsPanel } from '../../src/panels/wizards-and-thieves/WizardsPanel';
import {
  declareAs,
  gm,
  must,
  openingAs,
  playing,
  seated,
  start,
  type WizardsTable,
} from '../wizards-and-thieves/helpers';
import { props, stateFor } from './state';
import { FOOT, TOP, expectTopToBottom } from './order';

// The panels and the parts they load after them (the lobby's forms), as a popover that has shown them has them.
beforeAll(() => loadAllPanels());
afterEach(cleanup);

function show(table: WizardsTable, id: string) {
  const viewer: Viewer = id === 'gm' ? { role: 'gm' } : { role: 'player', id };
  const p = props(stateFor(table.view(viewer), { id, role: id === 'gm' ? 'GM' : 'PLAYER' }));
  render(<WizardsPanel {...p} />);
  return p;
}
const moves = () =>
  within(screen.getByRole('group', { name: 'Your moves' }))
    .getAllByRole('button')
    .map((b) => b.textContent);
const row = (name: string) =>
  within(screen.getByRole('table', { name: 'Seats' })).getByRole('row', { name: new RegExp(name) });

describe('the opening', () => {
  it('offers each seat its roll for the first turn, shows the rolls, and what the game is played for', () => {
    const table = seated(['ana', 'brom'], { stakes: 'mid' });
    start(table, 3);
    openingAs(table, 'brom', [4, 4, 2]);
    const p = show(table, 'ana');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(
      /^Roll for the first turn/,
    );
    expect(screen.getByRole('note', { name: 'Stakes' }).textContent).toBe(
      'Played for: a sworn favor owed',
    );
    const opening = within(screen.getByRole('region', { name: 'Roll for the first turn' }));
    expect(opening.getByText(/Brom rolled 4, 4, 2/).textContent).toBe('Brom rolled 4, 4, 2: 10');
    expect(opening.getByText('Still to roll: Ana')).toBeTruthy();
    // "Each player adds 6 coins to the pot": there is no ante, so the banner names none.
    expect(screen.getByRole('banner').textContent).toContain(
      'Pot 12 gp · each brings 20 coins and puts 6 of them in the pot',
    );
    expect(screen.getByRole('banner').textContent).not.toContain('ante');
    fireEvent.click(screen.getByRole('button', { name: 'Roll 3d6 for the first turn' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'OPENING_ROLL' });
  });
});

describe('play', () => {
  it('shows the active player, the two declarations, and sends the one chosen', () => {
    const table = playing();
    const p = show(table, 'ana');
    expect(screen.getByRole('banner').textContent).toContain('your turn');
    expect(moves()).toEqual(['Declare wizard and roll 3d6', 'Declare thief and roll 3d6']);
    expect(screen.getByRole('region', { name: 'Your hand' }).textContent).toContain(
      'your coins: 14',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Declare thief and roll 3d6' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'DECLARE', call: 'thief' });
    cleanup();
    show(table, 'brom');
    expect(screen.getByRole('banner').textContent).toContain('Ana is active');
    expect(screen.queryByRole('group', { name: 'Your moves' })).toBeNull();
  });

  it('shows the three dice with the cancelled struck through and the counted marked, and what happened in words', () => {
    const table = playing();
    declareAs(table, 'ana', 'wizard', [6, 6, 1]);
    show(table, 'cyra');
    const roll = within(screen.getByRole('region', { name: 'The roll' }));
    expect(roll.getByRole('heading').textContent).toBe('Ana declared wizard');
    expect(roll.getAllByRole('img').map((d) => d.getAttribute('aria-label'))).toEqual([
      '6, a wizard, cancelled',
      '6, a wizard, counted',
      '1, a thief, cancelled',
    ]);
    // Drawn as d6s, the cancelled struck and the counted marked, in words under each die too.
    expect(roll.getAllByRole('img').map((d) => d.classList.contains('cancelled'))).toEqual([
      true,
      false,
      true,
    ]);
    expect(roll.getAllByRole('img')[1]!.classList.contains('counted')).toBe(true);
    expect(
      roll.getAllByRole('img').map((d) => d.querySelector('.tag')!.textContent!.trim()),
    ).toEqual(['wizard, cancelled', 'wizard, counted', 'thief, cancelled']);
    expect(screen.getByRole('status', { name: 'What happened' }).textContent).toBe(
      'Majority wizards: everyone else pays 6 into the pot; Ana goes again.',
    );
    expect(screen.getByRole('banner').textContent).toContain('Pot 30 gp');
    expect(row('Brom').textContent).toContain('8');
  });

  it('shows a seat out of coins, and the result once the game is over', () => {
    const table = playing(['ana', 'brom', 'cyra'], 'ana', { coins: 7 });
    declareAs(table, 'ana', 'thief', [6, 3, 4]);
    show(table, 'gm');
    expect(row('Ana').textContent).toContain('out of coins');
    cleanup();
    declareAs(table, 'brom', 'wizard', [6, 6, 6]);
    show(table, 'ana');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Game over/);
    expect(screen.getByRole('status', { name: 'Result' }).textContent).toBe(
      'Brom wins with 20 coins: three wizards took the whole pot.',
    );
  });
});

describe('the GM', () => {
  it('sets the coins each brings and the stakes in the lobby, and starts the game', () => {
    const p = show(seated(['ana', 'brom']), 'gm');
    const form = within(screen.getByRole('form', { name: 'Table options' }));
    // Wizards and Thieves has no ante: the lobby asks only for the coins each brings, and says how many go in the pot.
    expect(form.queryByLabelText('Ante (gp)')).toBeNull();
    expect(screen.getByRole('banner').textContent).toContain(
      'each brings 20 coins and puts 6 of them in the pot',
    );
    fireEvent.input(form.getByLabelText('Coins each brings (gp)'), { target: { value: '30' } });
    fireEvent.change(form.getByLabelText('Played for'), { target: { value: 'epic' } });
    fireEvent.click(form.getByRole('button', { name: 'Save options' }));
    expect(p.send).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'SET_OPTIONS', coins: 30, stakes: 'epic' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
    expect(p.send).toHaveBeenLastCalledWith({ type: 'START_ROUND' });
  });

  it('plays an NPC seat: its moves under its name, sent for that seat', () => {
    const table = seated(['ana']);
    must(table.send(gm, { type: 'ADD_NPC', name: 'Grizzled Dwarf', purse: 50 }));
    start(table);
    const p = show(table, 'gm');
    const npc = within(screen.getByRole('region', { name: 'Grizzled Dwarf (NPC)' }));
    fireEvent.click(
      npc.getByRole('button', { name: 'Grizzled Dwarf: Roll 3d6 for the first turn' }),
    );
    expect(p.send).toHaveBeenCalledWith({ type: 'OPENING_ROLL', seat: 'npc-1' });
  });
});

describe('the order of the panel', () => {
  it('reads top to bottom: the banner, your hand, your moves, then the stakes and the opening rolls, the seats, the log', () => {
    const table = seated(['ana', 'brom'], { stakes: 'mid' });
    start(table, 3);
    openingAs(table, 'brom', [4, 4, 2]);
    show(table, 'ana');
    expectTopToBottom([...TOP, ['note', 'Stakes'], ['region', 'Roll for the first turn'], ...FOOT]);
  });
});
