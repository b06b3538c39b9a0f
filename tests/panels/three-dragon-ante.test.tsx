// @vitest-environment jsdom
/** The Three-Dragon Ante panel: your dice and the reveal choice, the others' revealed dice and hidden count, the stakes, the moves with their cost, and every hand at the end. */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllPanels } from '../../src/panels/games';
import type { Viewer } from '../../machines';
import { ThreeDragonAntePanel } from '../../src/panels/three-dragon-ante/ThreeDragonAntePanel';
import {
  deal,
  fold,
  gmSends,
  match,
  raise,
  reveal,
  revealRound,
  seated,
  type AnteTable,
} from '../three-dragon-ante/helpers';
import { props, stateFor } from './state';
import { FOOT, TOP, expectTopToBottom } from './order';

// The panels and the parts they load after them (the lobby's forms), as a popover that has shown them has them.
beforeAll(() => loadAllPanels());
afterEach(cleanup);

const ANA = [1, 2, 3, 4, 5];
const BROM = [12, 11, 10, 9, 8];
const CYRA = [6, 6, 6, 6, 6];

function show(table: AnteTable, id: string) {
  const viewer: Viewer = id === 'gm' ? { role: 'gm' } : { role: 'player', id };
  const p = props(stateFor(table.view(viewer), { id, role: id === 'gm' ? 'GM' : 'PLAYER' }));
  render(<ThreeDragonAntePanel {...p} />);
  return p;
}
const row = (name: string) =>
  within(screen.getByRole('table', { name: 'Seats' })).getByRole('row', { name: new RegExp(name) });
const diceIn = (name: string) =>
  within(row(name))
    .getAllByRole('img')
    .map((d) => d.getAttribute('aria-label'));

/** Ana deals: Brom reveals first, then Cyra, then Ana. */
const dealt = () => {
  const table = seated();
  deal(table, [ANA, BROM, CYRA], 0);
  return table;
};

describe('revealing', () => {
  it('offers your five dice as the choice of which to reveal, and sends the one clicked', () => {
    const table = dealt();
    const p = show(table, 'brom');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^First reveal/);
    expect(screen.getByRole('banner').textContent).toContain(
      'Pot 15 gp · ante 5 gp · Ana deals · your turn to reveal',
    );
    // The dice to reveal are buttons that say so, under a line telling the player to pick one.
    expect(screen.getByText('Pick a die to turn face up for the table:')).toBeTruthy();
    const choice = within(screen.getByRole('group', { name: 'Reveal a die' }));
    expect(choice.getAllByText('Reveal')).toHaveLength(5);
    expect(choice.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Reveal 12 (die 1)',
      'Reveal 11 (die 2)',
      'Reveal 10 (die 3)',
      'Reveal 9 (die 4)',
      'Reveal 8 (die 5)',
    ]);
    fireEvent.click(choice.getByRole('button', { name: 'Reveal 10 (die 3)' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'REVEAL', die: 2 });
  });

  it('marks the dice you have revealed, and shows the others only their revealed dice and the count of hidden ones', () => {
    const table = dealt();
    reveal(table, 'brom', 3);
    reveal(table, 'cyra', 0);
    show(table, 'brom');
    expect(
      within(screen.getByRole('group', { name: 'Your dice' }))
        .getAllByRole('img')
        .map((d) => d.getAttribute('aria-label')),
    ).toEqual([
      'Die 1: 12, hidden from the others',
      'Die 2: 11, hidden from the others',
      'Die 3: 10, hidden from the others',
      'Die 4: 9, revealed in round 1',
      'Die 5: 8, hidden from the others',
    ]);
    expect(diceIn('Cyra')).toEqual([
      'Die 1: 6, revealed in round 1',
      'Die 2: face down',
      'Die 3: face down',
      'Die 4: face down',
      'Die 5: face down',
    ]);
    expect(row('Cyra').textContent).toContain('6 + 4 hidden');
    // Under a revealed die, the reveal that turned it up in words, not "r1".
    expect(
      within(screen.getByRole('group', { name: 'Your dice' }))
        .getAllByRole('img')[3]!
        .querySelector('.tag')!.textContent,
    ).toBe(' 1st up');
    expect(screen.getByRole('banner').textContent).toContain('Ana to reveal');
    expect(screen.queryByRole('group', { name: 'Your moves' })).toBeNull();
  });
});

describe('betting', () => {
  it('shows the pot, each stake and what you must add to stay in, and the moves with their cost', () => {
    const table = dealt();
    revealRound(table);
    raise(table, 'brom', 11);
    const p = show(table, 'cyra');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Second reveal: raised/);
    expect(screen.getByRole('banner').textContent).toContain(
      'Pot 21 gp · ante 5 gp · Ana deals · your answer to Brom’s raise',
    );
    expect(screen.getByRole('region', { name: 'Your hand' }).textContent).toContain(
      'your stake: 5 gp · to stay in, add 6 gp',
    );
    expect(row('Brom').textContent).toContain('11 gp');
    expect(row('Ana').textContent).toContain('+6 to stay in');
    expect(
      within(screen.getByRole('group', { name: 'Your moves' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Raise to 16 gp (add 11 gp)',
      'Raise to 21 gp (add 16 gp)',
      'Raise to 100 gp (add 95 gp, all in)',
      'Match 6 gp',
      'Fold \u2014 you lose 5 gp',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Match 6 gp' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'MATCH' });
  });

  it('raises to any stake in your range', () => {
    const table = dealt();
    revealRound(table);
    const p = show(table, 'brom');
    const form = within(screen.getByRole('form', { name: 'Your raise' }));
    const field = form.getByLabelText(/Raise to \(gp, 10–100\)/) as HTMLInputElement;
    expect([field.min, field.max, field.value]).toEqual(['10', '100', '10']);
    fireEvent.input(field, { target: { value: '37' } });
    fireEvent.click(form.getByRole('button', { name: 'Raise' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'RAISE', to: 37 });
  });
});

describe('the end', () => {
  it('shows every hand still in with its total, the winner and what they took; a folded hand stays hidden', () => {
    const table = dealt();
    revealRound(table);
    raise(table, 'brom', 10);
    fold(table, 'cyra');
    match(table, 'ana');
    while (table.view({ role: 'gm' }).phase !== 'roundOver') revealRound(table);
    show(table, 'ana');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Game over/);
    expect(screen.getByRole('status', { name: 'Result' }).textContent).toBe(
      'Brom wins 25 gp with 50.',
    );
    expect(screen.getByRole('region', { name: 'The result' }).textContent).toContain(
      'Brom deals the next game.',
    );
    expect(diceIn('Brom')).toEqual([
      'Die 1: 12, revealed in round 1',
      'Die 2: 11, revealed in round 2',
      'Die 3: 10, revealed in round 3',
      'Die 4: 9, shown',
      'Die 5: 8, shown',
    ]);
    expect(within(row('Brom')).getAllByRole('cell')[1]!.textContent).toBe('50');
    expect(row('Brom').textContent).toContain('won 25 gp');
    expect(within(row('Ana')).getAllByRole('cell')[1]!.textContent).toBe('15');
    expect(diceIn('Cyra').filter((d) => d!.endsWith('face down'))).toHaveLength(4);
  });

  it('when everyone else folds, the winner takes the pot without showing their hand', () => {
    const table = dealt();
    revealRound(table);
    raise(table, 'brom', 10);
    fold(table, 'cyra');
    fold(table, 'ana');
    show(table, 'ana');
    expect(screen.getByRole('status', { name: 'Result' }).textContent).toBe(
      'Everyone else folded: Brom takes 20 gp without showing their hand.',
    );
    expect(diceIn('Brom').filter((d) => d!.endsWith('face down'))).toHaveLength(4);
  });
});

describe('the GM', () => {
  it('sees every hand, and plays an NPC’s reveal and raises under its name', () => {
    const table = seated(['ana']);
    gmSends(table, { type: 'ADD_NPC', name: 'Old Mag', purse: 50 });
    deal(table, [ANA, CYRA], 0);
    const p = show(table, 'gm');
    expect(diceIn('Ana')[0]).toBe('Die 1: 1, hidden from the others');
    const npc = within(screen.getByRole('region', { name: 'Old Mag (NPC)' }));
    fireEvent.click(npc.getByRole('button', { name: 'Old Mag: Reveal 6 (die 2)' }));
    expect(p.send).toHaveBeenCalledWith({ type: 'REVEAL', die: 1, seat: 'npc-1' });
    expect(
      within(screen.getByRole('group', { name: 'Table controls' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Void the game (every bet goes back)']);
  });

  it('sets the cap on raises in the lobby, beside the ante: off, three a round when on', () => {
    show(seated(), 'gm');
    const options = within(screen.getByRole('form', { name: 'Table options' }));
    expect((options.getByLabelText('Cap the raises a round') as HTMLInputElement).checked).toBe(
      false,
    );
    expect(
      (options.getByLabelText('Raises per round (when capped)') as HTMLInputElement).value,
    ).toBe('3');
    expect(options.getByLabelText(/Ante/)).toBeTruthy();
  });

  it('with raises capped, the banner counts the raises left in the round', () => {
    const table = seated(['ana', 'brom', 'cyra'], { capRaises: true });
    deal(table, [ANA, BROM, CYRA], 0);
    revealRound(table);
    raise(table, 'brom', 11);
    show(table, 'cyra');
    expect(screen.getByRole('banner').textContent).toContain(
      'Pot 21 gp · ante 5 gp · Ana deals · 2 raises left · your answer to Brom’s raise',
    );
  });
});

describe('the order of the panel', () => {
  it('reads top to bottom: the banner, your hand with the die you reveal, the seats, the log', () => {
    show(dealt(), 'brom');
    expectTopToBottom([TOP[0]!, TOP[1]!, ['group', 'Reveal a die'], ...FOOT]);
  });
});
